/**
 * A blanket fort at night: a sheet thrown over two chairs, and in its mouth a character sitting
 * with a torch pointed at the wall, where the round of light holds the shadow of something that
 * is not in the room: a whale swimming, a giant spider, a great bird with its wings spread.
 */
import { circle, ellipse, n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { chair } from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The shadow on the wall, centred at c, about 2r across, facing +x. */
function shadowOf(object: NounId, c: Point, r: number, color: Color): Node[] {
  const [x, y] = c;
  const at = (u: number, v: number): string => `${n(x + u * r)} ${n(y + v * r)}`;
  switch (object) {
    case 'spider': {
      const legs: string[] = [];
      for (const side of [-1, 1])
        for (const [a, b] of [
          [-0.35, -0.85],
          [-0.15, -0.35],
          [0.1, 0.3],
          [0.3, 0.8],
        ] as const)
          legs.push(`M${at(0, a * 0.4)}Q${at(side * 0.6, a - 0.3)} ${at(side * 0.85, b)}`);
      return [
        stroke(`M${at(0, -0.3)}L${at(0, -1.1)}`, color, r * 0.03, 'detail', 0),
        stroke(legs.join(''), color, r * 0.08, 'detail', 0),
        fill(
          `${circle(x, y - r * 0.2, r * 0.22)}${ellipse(x, y + r * 0.25, r * 0.32, r * 0.38)}`,
          color,
          'detail',
          0,
        ),
      ];
    }
    case 'bird':
      return [
        fill(
          `M${at(-0.95, -0.05)}Q${at(-0.6, -0.2)} ${at(-0.3, -0.1)}Q${at(-0.55, -0.6)} ${at(-0.85, -0.9)}Q${at(-0.2, -0.8)} ${at(0.05, -0.2)}Q${at(0.2, -0.75)} ${at(0.7, -0.95)}Q${at(0.45, -0.5)} ${at(0.35, -0.12)}Q${at(0.6, -0.2)} ${at(0.78, -0.12)}L${at(0.98, -0.05)}L${at(0.76, 0.02)}Q${at(0.4, 0.25)} ${at(-0.2, 0.15)}L${at(-0.7, 0.32)}L${at(-0.6, 0.08)}Z`,
          color,
          'detail',
          0,
        ),
      ];
    default:
      // A whale swimming across the wall, its tail raised, a spout above its head.
      return [
        fill(
          `M${at(0.95, 0.05)}C${at(0.9, -0.45)} ${at(0.2, -0.55)} ${at(-0.3, -0.35)}C${at(-0.55, -0.25)} ${at(-0.7, -0.1)} ${at(-0.78, 0)}L${at(-1.05, -0.35)}Q${at(-1.12, -0.2)} ${at(-1.0, 0.02)}Q${at(-1.12, 0.22)} ${at(-1.05, 0.35)}L${at(-0.78, 0.12)}C${at(-0.5, 0.38)} ${at(0.3, 0.45)} ${at(0.7, 0.35)}C${at(0.9, 0.28)} ${at(0.96, 0.18)} ${at(0.95, 0.05)}Z`,
          color,
          'detail',
          0,
        ),
        stroke(
          `M${at(0.45, -0.45)}Q${at(0.4, -0.7)} ${at(0.3, -0.8)}M${at(0.45, -0.45)}Q${at(0.52, -0.72)} ${at(0.62, -0.8)}`,
          color,
          r * 0.05,
          'detail',
          0,
        ),
      ];
  }
}

/** The sheet over the two chairs, from x0 to x1, its top at y (the part behind the sitter). */
function sheetBack(p: Palette, x0: number, x1: number, y: number, cloth: Color): Node {
  return fill(
    `M${n(x0 - 6)} 0L${n(x0)} ${n(y)}Q${n((x0 + x1) / 2)} ${n(y + 10)} ${n(x1)} ${n(y)}L${n(x1 + 6)} 0Z`,
    darker(mix(cloth, p.ink, 0.25), 0.25),
    'cloth',
  );
}

/**
 * The fort and its torch: the sheet over two chairs, the sitter in its open middle holding the
 * torch up at the wall, a soft cone of light to a round on the wall with the shadow in it.
 */
export const fortShadow: Action = {
  id: 'fort-shadow',
  objects: ['whale', 'spider', 'bird'],
  who: ['girl', 'boy', 'fox', 'cat', 'rabbit', 'mouse', 'bear', 'owl', 'frog', 'old-man', 'woman'],
  feelings: ['wonder', 'fear', 'mischief', 'joy', 'surprise'],
  settings: ['bedroom', 'attic', 'library', 'kitchen'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['candle', 'moon', 'window'],
  family: (o) => `fort-shadow:${o}`,
  concepts: [
    'blanket fort',
    'torch',
    'shadows',
    'childhood',
    'night',
    'bedtime stories',
    'make-believe',
    'hideout',
    'wonder',
  ],
  say: sayFrom(
    {
      whale: {
        en: 'shines a torch out of a blanket fort, and on the wall swims the shadow of a whale',
        ja: '毛布の秘密基地から懐中電灯で壁を照らすと、クジラの影が泳いでいる',
        ru: 'светит фонариком из шалаша из одеял, и по стене плывёт тень кита',
        pt: 'aponta uma lanterna de dentro de uma cabana de cobertores, e na parede nada a sombra de uma baleia',
        fi: 'osoittaa taskulampulla peittomajasta seinään, ja siellä ui valaan varjo',
      },
      spider: {
        en: 'shines a torch out of a blanket fort, and on the wall crouches the shadow of a giant spider',
        ja: '毛布の秘密基地から懐中電灯で壁を照らすと、大きなクモの影がうずくまっている',
        ru: 'светит фонариком из шалаша из одеял, и на стене притаилась тень огромного паука',
        pt: 'aponta uma lanterna de dentro de uma cabana de cobertores, e na parede espreita a sombra de uma aranha gigante',
        fi: 'osoittaa taskulampulla peittomajasta seinään, ja siellä kyyhöttää jättiläishämähäkin varjo',
      },
      bird: {
        en: 'shines a torch out of a blanket fort, and on the wall a great bird spreads its shadow wings',
        ja: '毛布の秘密基地から懐中電灯で壁を照らすと、大きな鳥の影が翼を広げている',
        ru: 'светит фонариком из шалаша из одеял, и на стене огромная птица раскинула теневые крылья',
        pt: 'aponta uma lanterna de dentro de uma cabana de cobertores, e na parede uma grande ave abre as asas de sombra',
        fi: 'osoittaa taskulampulla peittomajasta seinään, ja siellä suuri lintu levittää varjosiipensä',
      },
    },
    'whale',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The sitter on the floor, the torch held up and out towards the wall.
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const sit = posed(ctx, { legs: 'sit-ground', lean: afraid ? -10 : 0 });
    const shoulder = sit.skeleton.shoulders.front;
    const armLen = m.arm;
    const aim: Point = [shoulder[0] + armLen * 0.6, shoulder[1] - armLen * 0.7];
    const fig = posed(ctx, {
      legs: 'sit-ground',
      lean: afraid ? -10 : 0,
      front: { reach: aim, hand: 'fist' },
      back: afraid ? { angle: 40, bend: 120, hand: 'open' } : { angle: 20, bend: 30, hand: 'mitt' },
      turn: 0.6,
      headTilt: -16,
      gaze: [0.7, -0.8],
    });
    const me: Actor = { fig, x: 0, facing: 1, scale: s };
    const hand = actorPoint(me, fig.skeleton.hands.front);
    const dir: Point = [0.6, -0.8];
    const torchLen = 14 * k;
    const tip: Point = [hand[0] + dir[0] * torchLen * 0.6, hand[1] + dir[1] * torchLen * 0.6];
    const tail: Point = [hand[0] - dir[0] * torchLen * 0.4, hand[1] - dir[1] * torchLen * 0.4];
    // The round of light on the wall, up and ahead, and the shadow in it.
    const R = 26 * k;
    const wall: Point = [tip[0] + 26 * k, tip[1] - 50 * k];
    const light = lighter(p.light, 0.35);
    const shade = mix(p.ink, '#0c0a14', 0.4);
    const beam = poly([
      [tip[0], tip[1] - 1.5 * k],
      [wall[0] - R * 0.35, wall[1] - R * 0.95],
      [wall[0] + R * 0.3, wall[1] + R * 0.95],
      [tip[0] + 1 * k, tip[1] + 1.5 * k],
    ]);
    const behind: Node[] = [
      { ...group([fill(beam, light, 'glow', 0)]), opacity: 0.35 },
      fill(
        ellipse(wall[0], wall[1], R, R * 0.95),
        {
          kind: 'radial',
          cx: wall[0],
          cy: wall[1],
          r: R,
          stops: [
            [0, light, 0.95],
            [0.8, light, 0.8],
            [1, light, 0],
          ],
        },
        'glow',
        0,
      ),
      { ...group(shadowOf(ctx.object, wall, R * 0.85, shade)), opacity: 0.85 },
    ];
    // The fort: two chairs, a sheet over their backs sagging between, hanging down at both ends.
    const cloth = rng.pick(['#e8e0f0', '#f2e6c8', lighter(rng.pick(p.cloth), 0.45), '#d8e8f0']);
    const fx0 = -22 * k;
    const fx1 = 24 * k;
    const chairH = 22 * k;
    const topY = -chairH - 34 * k;
    const wood = p.wood;
    const chairs = [
      placed(chair(wood, 22), [fx0, 0], k),
      placed(chair(wood, 22), [fx1, 0], k, 0, true),
    ];
    const drapes: Node[] = [
      // The canopy over the top, and its two ends hanging down to the floor.
      fill(
        `M${n(fx0 - 14 * k)} ${n(topY - 2 * k)}Q${n((fx0 + fx1) / 2)} ${n(topY + 8 * k)} ${n(fx1 + 14 * k)} ${n(topY - 2 * k)}L${n(fx1 + 16 * k)} ${n(topY + 8 * k)}Q${n((fx0 + fx1) / 2)} ${n(topY + 18 * k)} ${n(fx0 - 16 * k)} ${n(topY + 8 * k)}Z`,
        cloth,
        'cloth',
      ),
      fill(
        `M${n(fx0 - 14 * k)} ${n(topY - 2 * k)}L${n(fx0 - 22 * k)} 0H${n(fx0 - 2 * k)}Q${n(fx0 - 6 * k)} ${n(topY * 0.5)} ${n(fx0 - 4 * k)} ${n(topY + 6 * k)}Z`,
        cloth,
        'cloth',
      ),
      fill(
        `M${n(fx1 + 14 * k)} ${n(topY - 2 * k)}L${n(fx1 + 22 * k)} 0H${n(fx1 + 4 * k)}Q${n(fx1 + 8 * k)} ${n(topY * 0.5)} ${n(fx1 + 5 * k)} ${n(topY + 6 * k)}Z`,
        cloth,
        'cloth',
      ),
    ];
    const torch: Node[] = [
      stroke(`M${n(tail[0])} ${n(tail[1])}L${n(tip[0])} ${n(tip[1])}`, '#4a4a58', 3.4 * k, 'metal'),
      fill(circle(tip[0], tip[1], 2.4 * k), '#fff6c8', 'glow', 0),
    ];
    const nodes: Node[] = [
      sheetBack(p, fx0, fx1, topY + 6 * k, cloth),
      ...chairs,
      actorNodes({ ...me, fig: { ...fig, hands: [] } }),
      ...drapes,
      ...torch,
      group(fig.hands, `translate(${n(me.x)} 0) scale(${n(s)})`),
    ];
    const top = Math.min(wall[1] - R - 4 * k, topY - 6 * k);
    const box: [number, number, number, number] = [fx0 - 18 * k, top, wall[0] + R + 2 * k, 4];
    return staged(facingBox(box, facing), mx([(hand[0] + wall[0]) / 2, wall[1]], facing), {
      behind: mirror(behind, facing),
      actors: mirror(nodes, facing),
      contacts: [[((fx0 + fx1) / 2) * facing, (fx1 - fx0) * 0.7]],
      glows: [{ at: mx(tip, facing), r: 14 * k, color: light }],
      light: { at: mx(tip, facing), kind: 'candle', reach: 90 * k },
    });
  },
};
