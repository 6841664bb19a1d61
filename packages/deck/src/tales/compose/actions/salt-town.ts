/**
 * Salting a town: a character as tall as a church tower stands among a little town's houses and
 * shakes a salt cellar over them from high up, and the salt comes down on the roofs as snow — caps
 * of white on every roof, flakes in the air, lit windows under them.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const snowWhite = '#fbfcff';

/** One little house standing at (x, 0), `w` wide, its roof capped with snow, windows lit. */
function house(p: Palette, rng: Rng, x: number, w: number, tall: number): Node[] {
  const wall: Color = rng.pick(['#efe2c8', '#e8c8a0', '#d8b8a8', '#c8d0d8']);
  const roof: Color = rng.pick(['#b8483a', '#8a3a3a', '#5a6a8a', '#6a4a3a']);
  const h = w * tall;
  const peak = h + w * 0.5;
  const light = lighter(p.light, 0.3);
  const eave = w * 0.1;
  return [
    fill(rect(x - w / 2, -h, w, h), wall, 'wall'),
    fill(
      poly([
        [x - w / 2 - eave, -h],
        [x, -peak],
        [x + w / 2 + eave, -h],
      ]),
      roof,
      'wood',
    ),
    // The snow on the roof: a white cap along both slopes, thick at the ridge.
    fill(
      `M${n(x - w / 2 - eave)} ${n(-h - w * 0.02)}L${n(x)} ${n(-peak - w * 0.06)}L${n(x + w / 2 + eave)} ${n(-h - w * 0.02)}Q${n(x + w * 0.3)} ${n(-h - w * 0.08)} ${n(x + w * 0.22)} ${n(-h - w * 0.2)}Q${n(x)} ${n(-peak + w * 0.12)} ${n(x - w * 0.2)} ${n(-h - w * 0.18)}Q${n(x - w * 0.35)} ${n(-h - w * 0.06)} ${n(x - w / 2 - eave)} ${n(-h - w * 0.02)}Z`,
      snowWhite,
      'detail',
    ),
    fill(rect(x - w * 0.3, -h * 0.78, w * 0.2, w * 0.2), light, 'glow', 0),
    fill(rect(x + w * 0.1, -h * 0.78, w * 0.2, w * 0.2), light, 'glow', 0),
    fill(rect(x - w * 0.09, -h * 0.42, w * 0.18, h * 0.42), darker(wall, 0.45), 'wood', 0),
  ];
}

/** A church with a spire, the town's tallest, at (x, 0), `w` wide. */
function church(p: Palette, x: number, w: number): Node[] {
  const h = w * 1.1;
  const spire = h + w * 1.5;
  return [
    fill(rect(x - w / 2, -h, w, h), '#e6dccb', 'wall'),
    fill(
      poly([
        [x - w / 2 - w * 0.05, -h],
        [x, -spire],
        [x + w / 2 + w * 0.05, -h],
      ]),
      '#5a5a6a',
      'wood',
    ),
    fill(
      poly([
        [x - w * 0.22, -spire + w * 0.8],
        [x, -spire - w * 0.02],
        [x + w * 0.22, -spire + w * 0.8],
      ]),
      snowWhite,
      'detail',
      0,
    ),
    fill(circle(x, -h * 0.62, w * 0.16), lighter(p.light, 0.3), 'glow', 0),
  ];
}

/** The salt cellar: a glass body, a steel cap pierced with holes, held upside down at `at`. */
function cellar(at0: Point, k: number, tilt: number): Node {
  return group(
    [
      fill(rect(-5 * k, -6 * k, 10 * k, 14 * k, 2 * k), '#e8f0f4', 'glass'),
      fill(rect(-4 * k, -3 * k, 8 * k, 10 * k, 1.5 * k), '#ffffff', 'detail', 0),
      fill(rect(-5.4 * k, 7 * k, 10.8 * k, 4.5 * k, 1.5 * k), '#a8aeb8', 'metal'),
      fill(
        [
          circle(-2 * k, 10 * k, 0.6 * k),
          circle(0, 10.4 * k, 0.6 * k),
          circle(2 * k, 10 * k, 0.6 * k),
        ].join(''),
        '#4a4e58',
        'detail',
        0,
      ),
    ],
    `translate(${n(at0[0])} ${n(at0[1])}) rotate(${n(tilt)})`,
  );
}

/**
 * Salting a little town so it snows there: standing among the houses (their roofs at the knees,
 * the spire at the hip), the front arm raised high shaking the cellar over the roofs ahead, the
 * salt falling as flakes from its cap down over them.
 */
export const saltTown: Action = {
  id: 'salt-town',
  objects: ['town'],
  feelings: ['mischief', 'calm', 'wonder', 'joy', 'resolve', 'sleep'],
  settings: ['meadow', 'desert', 'shore'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'glow'],
  family: () => 'salt-town',
  concepts: [
    'seasoning',
    'giant',
    'miniature',
    'first snow',
    'cooking',
    'sprinkling',
    'weather maker',
  ],
  say: sayFrom(
    {
      town: {
        en: 'salts a little town like a dish, and the salt falls on its roofs as snow',
        ja: '小さな町に料理のように塩をふると、塩は雪になって屋根に降りつもる',
        ru: 'солит маленький городок, как блюдо, а соль ложится на крыши снегом',
        pt: 'salga uma cidadezinha como se fosse um prato, e o sal cai nos telhados como neve',
        fi: 'suolaa pientä kaupunkia kuin ruokaa, ja suola sataa sen katoille lumena',
      },
    },
    'town',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const shakerAt: Point = [H * 0.4, -H * 0.9];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -3,
      front: { reach: [(shakerAt[0] - 3 * k) / s, (shakerAt[1] - 4 * k) / s], hand: 'fist' },
      back: { angle: 25, bend: 40, hand: 'open' },
      turn: 0.6,
      headTilt: 14,
      gaze: [0.8, 0.9],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const capAt: Point = [hand[0] + 4.6 * k, hand[1] + 11 * k];
    // The houses: some behind the figure's back, most ahead under the cellar, the church ahead.
    const behindHouses = [
      ...house(p, rng, -H * 0.3, 16 * k, 0.9),
      ...house(p, rng, -H * 0.16, 12 * k, 1),
    ];
    const aheadHouses = [
      ...church(p, H * 0.56, 12 * k),
      ...house(p, rng, H * 0.3, 15 * k, 0.85),
      ...house(p, rng, H * 0.78, 17 * k, 0.8),
      ...house(p, rng, H * 0.44, 13 * k, 0.7),
    ];
    // The salt: a fan of flakes widening from the cap down to the roofs, thick near the cap.
    const flakes: string[] = [];
    for (let i = 0; i < 46; i++) {
      const t = rng.range(0.04, 1);
      const y = capAt[1] + (-10 * k - capAt[1]) * t;
      const spread = 3 * k + t * H * 0.34;
      const x = capAt[0] + t * H * 0.12 + rng.range(-spread, spread);
      const r = (0.6 + t * 0.9) * k;
      flakes.push(circle(x, y, r));
    }
    // Snow lying on the ground round the town ahead.
    const drifts = [0.2, 0.5, 0.8]
      .map(
        (t) =>
          `M${n(H * (0.1 + t * 0.8) - 12 * k)} 0Q${n(H * (0.1 + t * 0.8))} ${n(-4 * k)} ${n(H * (0.1 + t * 0.8) + 12 * k)} 0Z`,
      )
      .join('');
    const nodes: Node[] = [
      ...behindHouses,
      actorNodes(actor),
      fill(drifts, snowWhite, 'detail', 0),
      ...aheadHouses,
      fill(flakes.join(''), snowWhite, 'detail', 0),
      cellar([hand[0], hand[1]], k, -25),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 8) * s, hand[1] - 12 * k);
    const box: [number, number, number, number] = [-H * 0.47, top, H * 0.94, 4];
    const focus: Point = [H * 0.45, -H * 0.3];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.2],
        [H * 0.5 * facing, H * 0.6],
      ],
      glows: [],
      closeBox: facingBox([-H * 0.2, top, H * 0.85, 4], facing),
    });
  },
};
