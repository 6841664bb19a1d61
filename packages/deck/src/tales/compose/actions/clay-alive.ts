/**
 * The clay comes alive on the potter's wheel: seated at the wheel, the character leans in over a
 * lump of wet clay, and a little clay person has risen out of it, all one earthen colour, and
 * reaches up to pinch its maker's nose. Two characters face to face, one made by the other.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { figure } from '../../kit/figure.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { measure, facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { onStool } from './on-stool.ts';
import { mirror, mx } from './water.ts';

/** The potter's wheel: a head (a flat disc seen nearly edge-on) on a shaft over a round base. */
function wheel(cx: number, top: number, w: number, k: number, wood: Color): Node[] {
  return [
    fill(oval(cx, -3 * k, w * 0.75, 4 * k), darker(wood, 0.25), 'wood'),
    fill(
      `M${n(cx - w * 0.7)} ${n(-3 * k)}V${n(top * 0.45)}H${n(cx + w * 0.7)}V${n(-3 * k)}Z`,
      darker(wood, 0.1),
      'wood',
    ),
    fill(oval(cx, top * 0.45, w * 0.7, 3.5 * k), lighter(wood, 0.1), 'wood'),
    stroke(`M${n(cx)} ${n(top * 0.45)}V${n(top)}`, '#5a5560', 2.4 * k, 'metal'),
    fill(
      `M${n(cx - w / 2)} ${n(top)}V${n(top + 3 * k)}H${n(cx + w / 2)}V${n(top)}Z`,
      '#6a6470',
      'metal',
    ),
    fill(oval(cx, top, w / 2, 2.6 * k), '#8a8490', 'metal'),
  ];
}

/**
 * The potter at the wheel and the clay person: the potter on a stool leans in, one hand still on
 * the clay, the other thrown up; the clay person stands in its lump on the wheel, one hand on the
 * potter's nose, the other waving.
 */
export const clayAlive: Action = {
  id: 'clay-alive',
  objects: ['clay'],
  feelings: ['surprise', 'wonder', 'fear', 'mischief', 'grief'],
  settings: ['attic', 'kitchen', 'street', 'meadow', 'forest', 'shore'],
  framings: ['medium', 'low', 'near'],
  fixedFramings: true,
  // The clay person must read as clay beside its maker: a woodcut or a silhouette greys both.
  notLooks: ['woodcut', 'silhouette'],
  lights: ['window', 'lamp', 'sun', 'sky'],
  untwisted: true,
  family: () => 'clay-alive',
  concepts: [
    'pottery',
    'potter',
    'wheel',
    'coming alive',
    'earth',
    'surprise',
    'making',
    'two characters',
    'hands',
  ],
  say: sayFrom(
    {
      clay: {
        en: 'works clay on a potter’s wheel, and the clay stands up and pinches its maker’s nose',
        ja: 'ろくろで粘土をこねていると、粘土が立ち上がって作り手の鼻をつまむ',
        ru: 'лепит из глины на гончарном круге, а глина встаёт и щиплет мастера за нос',
        pt: 'trabalha o barro num torno de oleiro, e o barro levanta-se e belisca o nariz de quem o faz',
        fi: 'muovailee savea dreijalla, ja savi nousee seisomaan ja nipistää tekijäänsä nenästä',
      },
    },
    'clay',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const clay: Color = rng.pick(['#b8704a', '#a8643e', '#c28a5e', '#9a6a4a']);
    const startled = ctx.feeling === 'surprise' || ctx.feeling === 'fear';
    // The potter seated, leaning in over the wheel, head turned to face the clay person.
    const probe = posed(ctx, { legs: 'sit', lean: 18 });
    const head: Point = [probe.skeleton.headCentre[0] * s, probe.skeleton.headCentre[1] * s];
    const headR = m.headR * s;
    const nose: Point = [head[0] + headR * 1.0, head[1] + headR * 0.1];
    // The clay person: a child's figure, two fifths of the potter's height, made of clay.
    const small = measure({ ...ctx.who, age: 'child', species: 'human', scale: 1 });
    const cs = (H * 0.42) / small.height;
    const ch = small.height * cs;
    const wheelTop = nose[1] + ch * 0.95;
    const cx = nose[0] + ch * 0.34;
    const ww = 30 * k;
    const reachNose: Point = [(cx - nose[0]) / cs, (nose[1] - wheelTop) / cs];
    const clayFig = figure({
      age: 'child',
      species: 'human',
      look: {
        skin: clay,
        top: clay,
        bottom: darker(clay, 0.08),
        shoes: darker(clay, 0.15),
        outfit: 'shirt',
        hair: darker(clay, 0.2),
        hairStyle: 'bald',
        hat: 'none',
        hatColor: clay,
      },
      feeling: ctx.feeling === 'grief' ? 'joy' : 'mischief',
      pose: {
        legs: 'stand',
        lean: 6,
        front: { reach: reachNose, hand: 'fist' },
        back: { angle: 150, bend: 30, hand: 'open' },
        turn: 0.8,
        gaze: [1, -0.4],
      },
      ink: ctx.ink,
    });
    const clayActor: Actor = { fig: clayFig, x: cx, y: wheelTop - 3 * k, facing: -1, scale: cs };
    const fig = posed(ctx, {
      legs: 'sit',
      lean: 18,
      front: { reach: [(cx - ch * 0.25) / s, (wheelTop - 6 * k) / s], hand: 'open' },
      back: startled
        ? { reach: [(head[0] - headR * 1.2) / s, (head[1] - headR * 1.6) / s], hand: 'open' }
        : { reach: [(cx - ch * 0.3) / s, (wheelTop - ch * 0.5) / s], hand: 'open' },
      turn: 0.7,
      headTilt: -6,
      gaze: [0.8, -0.1],
    });
    const actor = onStool(fig, s, p.wood);
    // The lump the clay person rises out of, with the throwing rings still on it.
    const lump = `M${n(cx - ch * 0.34)} ${n(wheelTop)}Q${n(cx - ch * 0.3)} ${n(wheelTop - ch * 0.3)} ${n(cx)} ${n(wheelTop - ch * 0.3)}Q${n(cx + ch * 0.3)} ${n(wheelTop - ch * 0.3)} ${n(cx + ch * 0.34)} ${n(wheelTop)}Z`;
    const rings = [0.1, 0.2]
      .map(
        (t) =>
          `M${n(cx - ch * (0.33 - t * 0.35))} ${n(wheelTop - ch * t)}Q${n(cx)} ${n(wheelTop - ch * t + 2 * k)} ${n(cx + ch * (0.33 - t * 0.35))} ${n(wheelTop - ch * t)}`,
      )
      .join('');
    const nodes: Node[] = [
      ...wheel(cx, wheelTop, ww, k, p.wood),
      actorNodes(actor),
      actorNodes(clayActor),
      fill(lump, darker(clay, 0.05), 'stone'),
      stroke(rings, darker(clay, 0.25), 0.9 * k, 'detail', 0),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 6) * s, head[1] - headR * 3);
    const right = cx + ww * 0.8;
    const box: [number, number, number, number] = [-H * 0.24, top, right + 4 * k, 4];
    const focus: Point = [(nose[0] + cx) / 2, nose[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.2],
        [cx * facing, ww * 1.4],
      ],
      glows: [],
      closeBox: facingBox([head[0] - headR * 2.4, top, right, wheelTop + 10 * k], facing),
    });
  },
};
