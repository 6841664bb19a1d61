/**
 * Glassblowing a world: the character blows down a long pipe into a big glass bubble, and inside
 * the bubble, already there as it swells, stands a little house on a green hill (a whole little
 * town), its windows lit — a snow globe being born.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, shape, stroke, type Color, type Node } from '../../ir.ts';
import type { Rng } from '../../../random.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { house } from './house-balloon.ts';
import { mirror, mx } from './water.ts';

/** What stands inside the bubble of radius r centred at c: a hill and its house (or town). */
function inside(object: NounId, p: Palette, rng: Rng, c: Point, r: number): Node[] {
  const [cx, cy] = c;
  const ground = cy + r * 0.35;
  const hill = mix(p.ground, '#6aa85a', 0.55);
  const out: Node[] = [
    fill(circle(cx, cy, r), lighter(mix(p.sky[1], '#cfe8f5', 0.5), 0.2), 'sky'),
    fill(oval(cx, ground + r * 0.55, r * 1.3, r * 0.62), hill, 'plant'),
  ];
  const place = (x: number, w: number): Node =>
    group(house(p, rng, w), `translate(${n(x)} ${n(ground + r * 0.02)})`);
  if (object === 'town') {
    out.push(place(cx - r * 0.52, r * 0.42), place(cx + r * 0.5, r * 0.4));
    // A church with its spire in the middle, taller than the houses.
    const w = r * 0.34;
    const wall = '#efe6d4';
    out.push(
      fill(
        `M${n(cx - w / 2)} ${n(ground)}V${n(ground - w * 1.2)}L${n(cx)} ${n(ground - w * 2.6)}L${n(cx + w / 2)} ${n(ground - w * 1.2)}V${n(ground)}Z`,
        wall,
        'wall',
      ),
      fill(circle(cx, ground - w * 1.05, w * 0.14), lighter(p.light, 0.3), 'glow', 0),
      fill(
        `M${n(cx - w * 0.14)} ${n(ground)}V${n(ground - w * 0.5)}H${n(cx + w * 0.14)}V${n(ground)}Z`,
        darker(p.wood, 0.1),
        'wood',
      ),
    );
  } else {
    out.push(place(cx - r * 0.08, r * 0.78));
    // A round tree beside it.
    out.push(
      stroke(
        `M${n(cx + r * 0.52)} ${n(ground + r * 0.04)}V${n(ground - r * 0.3)}`,
        darker(p.wood, 0.2),
        r * 0.05,
        'wood',
      ),
      fill(circle(cx + r * 0.52, ground - r * 0.38, r * 0.16), mix(hill, '#2f6a3a', 0.5), 'plant'),
    );
  }
  return out;
}

/**
 * Blowing the bubble: standing, head in profile, the pipe at the lips running forward and a
 * little down, both hands on it; the bubble swells at its end, as big as the character's head
 * three times over.
 */
export const blowHouse: Action = {
  id: 'blow-house',
  objects: ['house', 'town'],
  feelings: ['wonder', 'resolve', 'mischief', 'surprise', 'longing'],
  settings: ['street', 'attic', 'kitchen', 'forest', 'snowfield', 'rooftop'],
  framings: ['medium', 'low', 'near'],
  fixedFramings: true,
  // The glass must stay see-through: a woodcut fills it grey, a collage paper-white.
  notLooks: ['woodcut', 'collage', 'silhouette'],
  lights: ['fire', 'lamp', 'window', 'sky', 'moon'],
  untwisted: true,
  family: (o) => `blow-house:${o}`,
  concepts: [
    'glassblowing',
    'snow globe',
    'glassworks',
    'creation',
    'craft',
    'glass',
    'pipe',
    'glow',
    'miniature',
  ],
  say: sayFrom(
    {
      house: {
        en: 'blows a glass bubble with a little house already inside it',
        ja: 'ガラスを吹いてふくらませると、玉の中にはもう小さな家が建っている',
        ru: 'выдувает стеклянный шар, а внутри него уже стоит маленький домик',
        pt: 'sopra uma bolha de vidro que já traz uma casinha lá dentro',
        fi: 'puhaltaa lasikuplaa, jonka sisällä on jo pieni talo',
      },
      town: {
        en: 'blows a glass bubble with a whole little town already inside it',
        ja: 'ガラスを吹いてふくらませると、玉の中にはもう小さな町がまるごと入っている',
        ru: 'выдувает стеклянный шар, а внутри него уже целый маленький городок',
        pt: 'sopra uma bolha de vidro que já traz uma pequena cidade inteira lá dentro',
        fi: 'puhaltaa lasikuplaa, jonka sisällä on jo kokonainen pieni kaupunki',
      },
    },
    'house',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const head: Point = [m.head[0] * s, m.head[1] * s];
    const headR = m.headR * s;
    // The pipe from the lips, forward and a little down, with the bubble at its end.
    const lips: Point = [head[0] + headR * 0.95, head[1] + headR * 0.45];
    const pipeLen = 25 * k;
    const ang = 0.32;
    const end: Point = [lips[0] + Math.cos(ang) * pipeLen, lips[1] + Math.sin(ang) * pipeLen];
    const r = 28 * k;
    const c: Point = [end[0] + Math.cos(ang) * r * 0.96, end[1] + Math.sin(ang) * r * 0.96];
    const along = (t: number): Point => [
      lips[0] + (end[0] - lips[0]) * t,
      lips[1] + (end[1] - lips[1]) * t,
    ];
    const front = along(0.62);
    const back = along(0.3);
    const fig = posed(ctx, {
      legs: ctx.feeling === 'resolve' ? 'stride' : 'stand',
      lean: 4,
      front: { reach: [front[0] / s, (front[1] + 1.2 * k) / s], hand: 'fist' },
      back: { reach: [back[0] / s, (back[1] + 1.2 * k) / s], hand: 'fist' },
      backArmOver: true,
      turn: 1,
      headTilt: 4,
      gaze: [1, 0.3],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const glass: Color = '#dff2ff';
    const bubble = circle(c[0], c[1], r);
    // The neck where the bubble meets the pipe, a little taper of glass.
    const neckA = ang + Math.PI;
    const neck = `M${n(end[0] - 1.5 * k)} ${n(end[1] - 1.4 * k)}L${n(c[0] + Math.cos(neckA - 0.25) * r)} ${n(c[1] + Math.sin(neckA - 0.25) * r)}L${n(c[0] + Math.cos(neckA + 0.25) * r)} ${n(c[1] + Math.sin(neckA + 0.25) * r)}L${n(end[0] - 1.5 * k)} ${n(end[1] + 1.4 * k)}Z`;
    const nodes: Node[] = [
      actorNodes(actor),
      stroke(`M${n(lips[0])} ${n(lips[1])}L${n(end[0])} ${n(end[1])}`, '#5a5560', 1.8 * k, 'metal'),
      fill(neck, glass, 'glass'),
      group(inside(ctx.object, p, rng, c, r), undefined, bubble),
      shape(bubble, { fill: glass, tag: 'glass', ink: 0, opacity: 0.25 }),
      stroke(
        `M${n(c[0] - r * 0.62)} ${n(c[1] - r * 0.42)}A${n(r * 0.75)} ${n(r * 0.75)} 0 0 1 ${n(c[0] - r * 0.05)} ${n(c[1] - r * 0.76)}`,
        '#ffffff',
        r * 0.07,
        'glow',
        0,
      ),
      stroke(bubble, lighter(glass, 0.3), 1.2 * k, 'glass'),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = Math.min((m.headTop - 8) * s, c[1] - r - 8 * k);
    const box: [number, number, number, number] = [-H * 0.16, top, c[0] + r + 5 * k, 4];
    return staged(facingBox(box, facing), mx(c, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.22]],
      glows: [{ at: mx(c, facing), r: r * 1.5, color: lighter(p.light, 0.3) }],
      closeBox: facingBox(
        [head[0] - headR * 2, c[1] - r - 6 * k, c[0] + r + 6 * k, c[1] + r + 10 * k],
        facing,
      ),
    });
  },
};
