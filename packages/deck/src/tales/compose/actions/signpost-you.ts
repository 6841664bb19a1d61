/**
 * Lost at a crossroads: the traveller, suitcase in hand, looks up at the signpost for the way,
 * and every one of its arms has turned to point at them: two straight at them, the third bent
 * round from the far side of the post like a finger. Which way now?
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { colorsFor, facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** An arrow board along a curve from `a` (at the post) through `c` to its tip at `b`. */
function arm(a: Point, c: Point, b: Point, w: number, board: string, ink: string): Node[] {
  // The head: a triangle at the tip, turned along the curve's last leg.
  const dx = b[0] - c[0];
  const dy = b[1] - c[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const base: Point = [b[0] - ux * w * 1.1, b[1] - uy * w * 1.1];
  const head = `M${n(b[0] + ux * w * 0.5)} ${n(b[1] + uy * w * 0.5)}L${n(base[0] - uy * w)} ${n(base[1] + ux * w)}L${n(base[0] + uy * w)} ${n(base[1] - ux * w)}Z`;
  const q = (t: number): Point => [
    (1 - t) * (1 - t) * a[0] + 2 * t * (1 - t) * c[0] + t * t * base[0],
    (1 - t) * (1 - t) * a[1] + 2 * t * (1 - t) * c[1] + t * t * base[1],
  ];
  // The board itself: a ribbon of width 2w along the curve, square at the post.
  const side: Point[] = [];
  const other: Point[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const p0 = q(Math.max(0, t - 0.02));
    const p1 = q(Math.min(1, t + 0.02));
    const l = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) || 1;
    const nx = -(p1[1] - p0[1]) / l;
    const ny = (p1[0] - p0[0]) / l;
    const at = q(t);
    side.push([at[0] + nx * w, at[1] + ny * w]);
    other.push([at[0] - nx * w, at[1] - ny * w]);
  }
  const ribbon =
    side.map((pt, i) => `${i === 0 ? 'M' : 'L'}${n(pt[0])} ${n(pt[1])}`).join('') +
    [...other]
      .reverse()
      .map((pt) => `L${n(pt[0])} ${n(pt[1])}`)
      .join('') +
    'Z';
  const m0 = q(0.3);
  const m1 = q(0.6);
  return [
    fill(ribbon, board, 'wood'),
    fill(head, board, 'wood'),
    // A line of lettering, too small to read.
    stroke(`M${n(m0[0])} ${n(m0[1])}L${n(m1[0])} ${n(m1[1])}`, ink, w * 0.35, 'detail', 0),
  ];
}

/**
 * Side on, the traveller facing +x at the foot of a tall post: two roads crossing on the ground
 * (one along the card, one running away to the horizon behind the post); the arms start from
 * both sides of the post and all end pointing at the traveller's head and chest.
 */
export const signpostYou: Action = {
  id: 'signpost-you',
  objects: ['road'],
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'fox', 'bear', 'rabbit', 'cat'],
  feelings: ['surprise', 'fear', 'grief', 'mischief'],
  settings: ['meadow', 'desert', 'snowfield'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'sky'],
  family: () => 'signpost-you',
  concepts: [
    'signpost',
    'crossroads',
    'lost',
    'choice',
    'direction',
    'journey',
    'self',
    'all roads lead to you',
    'suitcase',
    'which way',
  ],
  say: sayFrom(
    {
      road: {
        en: 'stands at a crossroads where every arm of the signpost has turned round to point at them',
        ja: '分かれ道に立つと、道しるべの腕がみんなくるりと向きを変えて、こちらを指している',
        ru: 'стоит на перекрёстке под указателем, и все его стрелки развернулись и указывают прямо на путника',
        pt: 'está numa encruzilhada e todas as setas da placa se viraram para apontar para quem lá está',
        fi: 'seisoo tienristeyksessä, ja tienviitan kaikki nuolet ovat kääntyneet osoittamaan häntä',
      },
    },
    'road',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;

    // The road along the ground across the card.
    const dirt = mix(p.wood, '#c8a878', 0.55);
    const postX = 48 * k;
    const wall: Node[] = [fill(rect(-400 * k, -5 * k, 800 * k, 12 * k), dirt, 'floor')];

    // The traveller facing the post, looking up at it, suitcase in the back hand.
    const tx = -14 * k;
    const fig = posed(ctx, {
      legs: 'stand',
      lean: ctx.feeling === 'fear' ? -8 : -3,
      front:
        // A hand on the hip, hanging, or up at the head in a muddle, clear of the arms' tips.
        ctx.feeling === 'mischief'
          ? { angle: 35, bend: 110, hand: 'mitt' }
          : ctx.feeling === 'grief'
            ? { angle: 4, bend: 10, hand: 'open' }
            : { angle: 60, bend: 130, hand: 'open' },
      back: { angle: 8, bend: 8, hand: 'fist' },
      turn: 0.6,
      headTilt: -14,
      gaze: [0.8, -0.7],
    });
    const walker: Actor = { fig, x: tx, facing: 1, scale: s };
    const grip = actorPoint(walker, fig.skeleton.hands.back);
    const suitcase = placed(
      P.suitcase(colorsFor(p, rng.fork('case'))),
      [grip[0], grip[1] + 1 * k],
      0.85 * k,
    );
    const head = actorPoint(walker, fig.skeleton.headCentre);
    const chest = actorPoint(walker, [fig.skeleton.hip[0], fig.skeleton.hip[1] * 0.6]);

    // The post and its arms, every tip a little short of the traveller.
    const wood = darker(p.wood, 0.15);
    const board = mix('#d9b878', p.accent, 0.15);
    const postTop = -150 * k;
    const w = 6 * k;
    const hTip: Point = [head[0] + 17 * k, head[1] - 3 * k];
    const cTip: Point = [chest[0] + 20 * k, chest[1]];
    const arms: Node[] = [
      // Straight ones from the near side, angled down at the face and the chest.
      ...arm([postX - 2 * k, -112 * k], [postX - 16 * k, -106 * k], hTip, w, board, p.ink),
      ...arm([postX - 2 * k, -88 * k], [postX - 14 * k, -74 * k], cTip, w, board, p.ink),
      // One bent from the far side, curled up over the post's top and down at the traveller.
      ...arm(
        [postX + 2 * k, -128 * k],
        [postX + 30 * k, -190 * k],
        [head[0] + 12 * k, head[1] - 26 * k],
        w,
        board,
        p.ink,
      ),
    ];
    const post: Node[] = [
      fill(rect(postX - 3 * k, postTop, 6 * k, -postTop, 1 * k), wood, 'wood'),
      fill(
        rect(postX - 4.5 * k, postTop - 3 * k, 9 * k, 4 * k, 1.5 * k),
        darker(wood, 0.15),
        'wood',
      ),
    ];
    const nodes: Node[] = [
      ...post,
      ...arms,
      actorNodes({ ...walker, fig: { ...fig, hands: [] } }),
      suitcase,
      group(fig.hands, `translate(${n(walker.x)} 0) scale(${n(s)})`),
    ];
    const top = Math.min(postTop - 40 * k, head[1] - 40 * k);
    const box: [number, number, number, number] = [tx - 24 * k, top, postX + 48 * k, 8 * k];
    return staged(facingBox(box, facing), mx([(tx + postX) / 2, head[1] - 20 * k], facing), {
      wall: mirror(wall, facing),
      actors: mirror([group(nodes)], facing),
      contacts: [
        [tx * facing, 24 * k],
        [postX * facing, 10 * k],
      ],
      glows: [],
    });
  },
};
