/**
 * Oneself as the jigsaw: a piece is missing from the middle of the character's chest, the hole
 * showing a starry dark straight through, and the missing piece, cut from the same shirt, is held
 * in one hand and looked at, as if wondering whether it still fits.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { luminance } from '../../../color.ts';
import { proportions } from '../../kit/body.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A jigsaw piece `a` wide about (0, 0): a knob out at the top and the bottom, a socket in at the
 * left and the right.
 */
export function jigsawPiece(a: number): string {
  const h = a / 2;
  const r = a * 0.16;
  const R = r * 1.15;
  return (
    `M${n(-h)} ${n(-h)}L${n(-r)} ${n(-h)}A${n(R)} ${n(R)} 0 1 1 ${n(r)} ${n(-h)}L${n(h)} ${n(-h)}` +
    `L${n(h)} ${n(-r)}A${n(R)} ${n(R)} 0 1 0 ${n(h)} ${n(r)}L${n(h)} ${n(h)}` +
    `L${n(r)} ${n(h)}A${n(R)} ${n(R)} 0 1 1 ${n(-r)} ${n(h)}L${n(-h)} ${n(h)}` +
    `L${n(-h)} ${n(r)}A${n(R)} ${n(R)} 0 1 0 ${n(-h)} ${n(-r)}Z`
  );
}

/**
 * Standing with a jigsaw-piece hole in the chest: the hole dark and starry, as if seen through;
 * the front hand holding the missing piece out a little before the body, turned as if to try
 * it, the head bent to look at it; the other arm hanging or at the hole's edge.
 */
export const jigsawSelf: Action = {
  id: 'jigsaw-self',
  objects: ['jigsaw-piece'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'rabbit', 'cat'],
  feelings: ['longing', 'grief', 'wonder', 'resolve', 'calm'],
  settings: ['meadow', 'shore', 'street', 'bedroom', 'rooftop', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'sky', 'moon', 'lamp', 'window'],
  family: () => 'jigsaw-self',
  concepts: [
    'jigsaw puzzle',
    'missing piece',
    'emptiness',
    'identity',
    'healing',
    'loss',
    'wholeness',
    'longing',
    'the self',
  ],
  say: sayFrom(
    {
      'jigsaw-piece': {
        en: 'has a jigsaw-shaped hole in the chest and holds the missing piece',
        ja: '胸にジグソーパズルの形の穴があいていて、欠けたピースを手に持っている',
        ru: 'держит недостающий кусочек пазла от дыры в собственной груди',
        pt: 'segura a peça que falta do buraco em forma de puzzle no próprio peito',
        fi: 'pitelee palapelin palaa, joka puuttuu omasta rinnastaan',
      },
    },
    'jigsaw-piece',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const prop = proportions[ctx.who.age];
    // The piece, as wide as the chest, in the figure's own units.
    const a = prop.shoulder * 1.3;
    const sad = ctx.feeling === 'grief' || ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: sad ? 6 : 2,
      // The hand before the chest, palm up under the piece.
      front: { reach: [prop.shoulder * 0.8 + 13, m.shoulder + 14], hand: 'open' },
      back: sad ? { angle: 8, bend: 6, hand: 'open' } : { angle: 20, bend: 30, hand: 'open' },
      turn: 0.35,
      headTilt: 22,
      gaze: [0.7, 1],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    // The hole: in the middle of the chest, between the neck and the hip, a little to the back
    // of the turned body so the near arm's sleeve does not cross it.
    const sk = fig.skeleton;
    const mid: Point = [
      sk.hip[0] + (sk.neck[0] - sk.hip[0]) * 0.55 - prop.shoulder * 0.08,
      sk.hip[1] + (sk.neck[1] - sk.hip[1]) * 0.55,
    ];
    // Seen through: a starry dark behind a light shirt; behind a dark one, a light as if from
    // within (a dark hole in a dark or middling shirt did not show, least of all at night).
    const top = ctx.who.look.top;
    const dim = luminance(top) < 0.45;
    const through = dim
      ? lighter(mix(p.light, '#fff3c4', 0.5), 0.2)
      : mix(p.sky[0], '#141a33', 0.6);
    const starry: string[] = [];
    for (let i = 0; i < 5; i++)
      starry.push(circle(rng.range(-0.34, 0.34) * a, rng.range(-0.34, 0.34) * a, 0.035 * a));
    const hole = group(
      [
        fill(jigsawPiece(a), through, 'glow'),
        ...(dim ? [] : [fill(starry.join(''), lighter(p.light, 0.3), 'glow', 0)]),
      ],
      `translate(${n(mid[0])} ${n(mid[1])}) rotate(${n(sk.lean)})`,
    );
    // The missing piece in the front hand, cut from the same shirt (a button on it), tilted.
    const hand = sk.hands.front;
    const piece = group(
      [
        fill(jigsawPiece(a), top, 'cloth'),
        fill(jigsawPiece(a * 0.86), lighter(top, 0.06), 'cloth', 0),
        fill(circle(0, 0, a * 0.07), ctx.who.look.trim ?? darker(top, 0.3), 'detail', 0),
      ],
      `translate(${n(hand[0] + a * 0.1)} ${n(hand[1] - a * 0.62)}) rotate(-18)`,
    );
    const held: Actor = { ...actor, held: [hole, piece] };
    const head = actorPoint(actor, [sk.headCentre[0], sk.headCentre[1] - fig.headR * 1.8]);
    const box: [number, number, number, number] = [-26 * k, head[1] - 4 * k, 30 * k, 4 * k];
    const focus: Point = actorPoint(actor, mid);
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([actorNodes(held)], facing),
      contacts: [[mx([0, 0], facing)[0], 30 * k]],
      glows: [],
    });
  },
};
