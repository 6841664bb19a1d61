/**
 * The hut on chicken legs, from the owner's side: the little log hut has stood up on its two
 * scaly bird's legs and is striding off, smoke still curling from its chimney and its window
 * lit, while its owner runs after it with a bundle, one hand reaching out. Left behind by home
 * itself: a quarrel, a house that had enough, a life that walks away.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { poses } from '../../kit/poses.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** The scaly colour of a chicken's legs. */
const scaly = '#e2a23c';

/**
 * One chicken leg from the hip down: a feathered thigh, a thick scaly shank to the ankle, three
 * toes forward and one back, claws at their tips. The knee (a bird's ankle) bends backwards.
 */
function chickenLeg(
  hip: Point,
  ankle: Point,
  toeLift: number,
  feathers: Color,
  ink: Color,
): Node[] {
  const knee: Point = [(hip[0] + ankle[0]) / 2 - 9, (hip[1] + ankle[1]) / 2 - 2];
  const shank = `M${n(hip[0])} ${n(hip[1])}L${n(knee[0])} ${n(knee[1])}L${n(ankle[0])} ${n(ankle[1])}`;
  const toes: string[] = [];
  for (const [dx, dy] of [
    [15, 1],
    [12, 5],
    [8, -2],
  ] as const) {
    toes.push(`M${n(ankle[0])} ${n(ankle[1])}l${n(dx)} ${n(dy - toeLift)}`);
  }
  toes.push(`M${n(ankle[0])} ${n(ankle[1])}l-8 ${n(1 - toeLift * 0.3)}`);
  const scales: string[] = [];
  for (let t = 0.2; t < 0.95; t += 0.18) {
    const x = knee[0] + (ankle[0] - knee[0]) * t;
    const y = knee[1] + (ankle[1] - knee[1]) * t;
    scales.push(`M${n(x - 2.5)} ${n(y)}h5`);
  }
  return [
    stroke(shank, darker(scaly, 0.45), 7.6, 'skin', 0),
    stroke(shank, scaly, 5.4, 'skin', 0),
    stroke(scales.join(''), darker(scaly, 0.35), 0.8, 'detail', 0),
    stroke(toes.join(''), darker(scaly, 0.45), 3.6, 'skin', 0),
    stroke(toes.join(''), scaly, 2.2, 'skin', 0),
    // The feathered thigh over the top of the leg.
    fill(
      `M${n(hip[0] - 9)} ${n(hip[1] - 6)}Q${n(hip[0] - 11)} ${n(hip[1] + 12)} ${n(hip[0] - 1)} ${n(hip[1] + 13)}Q${n(hip[0] + 11)} ${n(hip[1] + 10)} ${n(hip[0] + 9)} ${n(hip[1] - 6)}Z`,
      feathers,
      'cloth',
    ),
    stroke(
      `M${n(hip[0] - 5)} ${n(hip[1] + 4)}l3 5M${n(hip[0] + 1)} ${n(hip[1] + 5)}l2 5M${n(hip[0] + 6)} ${n(hip[1] + 3)}l1 5`,
      ink,
      0.8,
      'detail',
      0,
    ),
  ];
}

/** The little log hut, its floor's middle at (0, 0) in its own frame, `w` wide. */
function hut(w: number, wood: Color, roof: Color, glow: Color, ink: Color): Node[] {
  const h = w * 0.72;
  const logs: string[] = [];
  for (let y = -h + 7; y < -2; y += 7) logs.push(`M${n(-w / 2)} ${n(y)}H${n(w / 2)}`);
  const ends: string[] = [];
  for (let y = -h + 3.5; y < 0; y += 7) {
    ends.push(circle(-w / 2, y, 3.2), circle(w / 2, y, 3.2));
  }
  const eave = w * 0.62;
  const ridge = -h - w * 0.55;
  return [
    // The chimney behind the roof.
    fill(rect(w * 0.12, ridge + 4, 8, 22, 1), darker(wood, 0.2), 'wood'),
    fill(rect(-w / 2, -h, w, h, 1.5), wood, 'wood'),
    stroke(logs.join(''), darker(wood, 0.35), 1, 'detail', 0),
    fill(ends.join(''), lighter(wood, 0.25), 'wood', 0),
    // The roof: thatch hanging over the walls.
    fill(
      `M${n(-eave)} ${n(-h + 6)}L${n(-2)} ${n(ridge)}L${n(2)} ${n(ridge)}L${n(eave)} ${n(-h + 6)}Q${n(0)} ${n(-h + 1)} ${n(-eave)} ${n(-h + 6)}Z`,
      roof,
      'cloth',
    ),
    stroke(
      `M${n(-eave * 0.6)} ${n(-h + 2)}L${n(-w * 0.08)} ${n(ridge + 8)}M${n(eave * 0.6)} ${n(-h + 2)}L${n(w * 0.08)} ${n(ridge + 8)}M${n(0)} ${n(-h + 1)}V${n(ridge + 10)}`,
      darker(roof, 0.3),
      1,
      'detail',
      0,
    ),
    // One lit window with a cross of bars, and a shut door.
    fill(rect(-w * 0.36, -h * 0.72, w * 0.26, w * 0.24, 1), glow, 'glow'),
    stroke(
      `M${n(-w * 0.23)} ${n(-h * 0.72)}v${n(w * 0.24)}M${n(-w * 0.36)} ${n(-h * 0.72 + w * 0.12)}h${n(w * 0.26)}`,
      darker(wood, 0.5),
      1.4,
      'detail',
      0,
    ),
    fill(rect(w * 0.08, -h * 0.68, w * 0.24, h * 0.68, 2), darker(wood, 0.3), 'wood'),
    fill(circle(w * 0.27, -h * 0.34, 1.2), ink, 'detail', 0),
  ];
}

/**
 * Running after a hut that has stood up on chicken legs and is walking away: the hut striding off
 * to the far side, one leg planted and one lifted, leaning into its stride; the owner behind it,
 * running, one hand reaching out and the other holding a bundle.
 */
export const hutLegs: Action = {
  id: 'hut-legs',
  objects: ['hut'],
  // Small animals are lost beside the hut.
  who: whos.filter((w) => w !== 'mouse' && w !== 'frog' && w !== 'owl'),
  feelings: ['surprise', 'fear', 'grief', 'resolve', 'longing', 'mischief'],
  settings: ['forest', 'meadow', 'snowfield'],
  framings: ['medium', 'wide'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'moon', 'sky'],
  family: () => 'hut-legs',
  concepts: [
    'Baba Yaga',
    'a hut on chicken legs',
    'home',
    'leaving',
    'running after',
    'abandonment',
    'moving house',
    'chase',
    'fairy tale',
    'folk tale',
  ],
  say: sayFrom(
    {
      hut: {
        en: 'runs with a bundle after a hut that has stood up on chicken legs and is walking away',
        ja: '包みを抱えて、鶏の足で立ち上がって歩き去っていく小屋を追いかけている',
        ru: 'бежит с узелком вслед за избушкой, которая встала на курьи ножки и уходит прочь',
        pt: 'corre, de trouxa na mão, atrás de uma cabana que se pôs de pé em patas de galinha e se vai embora',
        fi: 'juoksee nyytti kädessä kanankoipien varaan nousseen mökin perässä, joka kävelee tiehensä',
      },
    },
    'hut',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    // The hut is sized by the runner (drawn in a frame scaled by k), so a cat's hut is a cat's
    // and the runner stays big on the card.
    const k = H / 100;
    const w = 56;
    const legTop = -56;
    const hutX = 58;
    const wood = mix(p.wood, '#8a5a36', 0.4);
    const roof = mix(rng.pick(['#b89a58', '#8a7a4a', '#a0683a']), p.accent, 0.15);
    const feathers = mix('#c9b08a', p.accent, 0.12);
    // Walking towards +x: the back leg planted and pushing off, the front leg lifted mid-stride.
    const planted = chickenLeg([hutX - 10, legTop], [hutX - 18, -1], 0, feathers, p.ink);
    const lifted = chickenLeg([hutX + 12, legTop], [hutX + 30, -16], 6, feathers, p.ink);
    const body = group(
      hut(w, wood, roof, '#ffd77a', p.ink),
      `translate(${n(hutX)} ${n(legTop + 4)}) rotate(5)`,
    );
    // Smoke from the chimney top (in the hut's tilted frame), trailing back in puffs as it goes.
    const tilt = (5 * Math.PI) / 180;
    const local: Point = [w * 0.12 + 4, -w * 0.72 - w * 0.55 + 2];
    const chimney: Point = [
      hutX + local[0] * Math.cos(tilt) - local[1] * Math.sin(tilt),
      legTop + 4 + local[0] * Math.sin(tilt) + local[1] * Math.cos(tilt),
    ];
    const smokeColor = mix('#eef0f2', p.ink, 0.12);
    const smoke: Node[] = [0, 1, 2].map((i) => {
      const r = 4 + i * 2.4;
      const c: Point = [chimney[0] - 6 - i * 13, chimney[1] - 6 - i * 7];
      return {
        ...fill(puff(c[0], c[1], r * 1.3, r, 6, 1.2, i), smokeColor, 'cloth'),
        opacity: 0.9 - i * 0.2,
      };
    });
    // The runner behind, leaning after it, one hand reaching for the hut.
    const runnerX = -42 * k;
    const fig = posed(ctx, {
      ...poses.run,
      front: { reach: [48, -64], hand: 'open' },
      back: { angle: 55, bend: 85, hand: 'fist' },
      gaze: [1, -0.3],
      turn: 0.75,
    });
    const hand = fig.skeleton.hands.back;
    const cloth = rng.pick(p.cloth.length > 0 ? p.cloth : [p.accent]);
    const bundleAt: Point = [hand[0], hand[1] + 7];
    const bundle: Node[] = [
      fill(circle(bundleAt[0], bundleAt[1], 7), cloth, 'cloth'),
      fill(
        `M${n(hand[0] - 3)} ${n(hand[1] + 1)}L${n(hand[0])} ${n(hand[1] - 3)}L${n(hand[0] + 3)} ${n(hand[1] + 1)}Z`,
        darker(cloth, 0.2),
        'cloth',
      ),
      stroke(
        `M${n(bundleAt[0] - 6)} ${n(bundleAt[1] - 2)}Q${n(bundleAt[0])} ${n(bundleAt[1] + 3)} ${n(bundleAt[0] + 6)} ${n(bundleAt[1] - 2)}`,
        darker(cloth, 0.35),
        0.8,
        'detail',
        0,
      ),
    ];
    const runner: Actor = { fig, x: runnerX, facing: 1, scale: s, held: bundle };
    const nodes: Node[] = [
      group([...smoke, ...planted, ...lifted, body], `scale(${n(k)})`),
      actorNodes(runner),
    ];
    const all = nodeBox(group(nodes), identity) ?? [-70, -150, 100, 0];
    const box: [number, number, number, number] = [all[0] - 6, all[1] - 6, all[2] + 6, 4];
    const focus: Point = [(runnerX + hutX * k) / 2, -H * 0.7];
    return staged(box, mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [(hutX - 18) * k * facing, 22 * k],
        [runnerX * facing, 26],
      ],
      glows: [
        { at: mx([(hutX - 12) * k, (legTop - 30) * k], facing), r: 26 * k, color: '#ffd77a' },
      ],
    });
  },
};
