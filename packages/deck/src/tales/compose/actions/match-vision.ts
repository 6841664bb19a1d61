/**
 * The little match girl: huddled in the snow on a winter night, burnt matches round her bare
 * feet, she strikes one more, and in its small light a warm room opens in the dark — a lit
 * fir tree, and her grandmother holding out her arms. Cold and warmth, a wish, a last hope, the
 * grief of a tale that ends in the snow.
 */
import { at, ellipse, n, poly, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { mix } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, cast, pose, type Actor } from '../cast.ts';
import { facingBox, measure, nearFacing, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A lit match at `at` (its head), tilted up: the stick, the burning head and its flame. */
function match(at: Point, k: number): Node[] {
  const stick = `M${n(at[0])} ${n(at[1])}L${n(at[0] - 7 * k)} ${n(at[1] + 5 * k)}`;
  return [
    stroke(stick, '#e8d0a0', 1.1 * k, 'wood'),
    fill(ellipse(at[0], at[1], 1.2 * k, 1 * k), '#a8402a', 'detail', 0),
    fill(
      `M${n(at[0])} ${n(at[1] - 8 * k)}Q${n(at[0] + 3.4 * k)} ${n(at[1] - 2 * k)} ${n(at[0])} ${n(at[1] + 0.6 * k)}Q${n(at[0] - 3.4 * k)} ${n(at[1] - 2 * k)} ${n(at[0])} ${n(at[1] - 8 * k)}Z`,
      '#ffb340',
      'glow',
      0,
    ),
    fill(ellipse(at[0], at[1] - 2.6 * k, 1 * k, 2 * k), '#fff6d0', 'glow', 0),
  ];
}

/** Burnt matches lying in the snow round her feet. */
function burnt(x0: number, x1: number, k: number, rng: Rng): Node {
  const d: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(-1.5, 1.5) * k;
    const a = rng.range(-0.5, 0.5);
    d.push(`M${n(x)} ${n(y)}l${n(Math.cos(a) * 6 * k)} ${n(Math.sin(a) * 6 * k)}`);
  }
  return stroke(d.join(''), '#3a2a22', 0.9 * k, 'detail', 0);
}

/**
 * The vision in the match's light: an oval of warm gold in the night holding a fir tree hung
 * with lights and the grandmother with her arms held out, on a strip of warm floor.
 */
function vision(
  c: Point,
  rx: number,
  ry: number,
  k: number,
  ctxInk: string,
  rng: Rng,
  palette: Parameters<typeof cast>[2],
): Node[] {
  const warm = '#ffd890';
  const glow = fill(
    ellipse(c[0], c[1], rx, ry),
    {
      kind: 'radial',
      cx: c[0],
      cy: c[1],
      r: Math.max(rx, ry),
      stops: [
        [0, '#fff0c8', 1],
        [0.72, warm, 0.95],
        [1, warm, 0],
      ],
    },
    'glow',
    0,
  );
  const floorY = c[1] + ry * 0.55;
  const floor = fill(
    ellipse(c[0], floorY + ry * 0.06, rx * 0.72, ry * 0.12),
    mix('#b86a3a', warm, 0.35),
    'floor',
    0,
  );
  // The fir tree, hung with lights.
  const tx = c[0] - rx * 0.42;
  const th = ry * 1.0;
  const tree: Node[] = [
    fill(
      poly([
        [tx, floorY - th],
        [tx + th * 0.32, floorY - th * 0.12],
        [tx - th * 0.32, floorY - th * 0.12],
      ]),
      '#2f7a4a',
      'plant',
    ),
    fill(
      `M${n(tx - th * 0.05)} ${n(floorY - th * 0.12)}h${n(th * 0.1)}v${n(th * 0.12)}h${n(-th * 0.1)}Z`,
      '#6a3a22',
      'wood',
      0,
    ),
  ];
  const lights: string[] = [];
  for (let i = 0; i < 7; i++) {
    const t = rng.range(0.2, 0.85);
    const y = floorY - th + t * th * 0.88;
    const x = tx + rng.range(-0.8, 0.8) * t * th * 0.3;
    lights.push(
      `M${n(x - 0.7 * k)} ${n(y)}a${n(0.7 * k)} ${n(0.7 * k)} 0 1 0 ${n(1.4 * k)} 0a${n(0.7 * k)} ${n(0.7 * k)} 0 1 0 ${n(-1.4 * k)} 0Z`,
    );
  }
  tree.push(fill(lights.join(''), '#ffe860', 'glow', 0));
  // The grandmother, arms held out to the girl.
  const cast0 = cast('old-woman', rng.fork('gran'), palette);
  // Bare-headed or in a kerchief: the cast's pointed hat made her a witch in the light.
  const gran = { ...cast0, look: { ...cast0.look, hat: 'none' as const } };
  const gm = measure(gran);
  const gs = (ry * 1.1) / gm.height;
  const granFig = pose(
    gran,
    'calm',
    {
      legs: 'stand',
      lean: 6,
      front: { angle: 95, bend: 20, hand: 'open' },
      back: { angle: 75, bend: 25, hand: 'open' },
      turn: 0.5,
      headTilt: 8,
      gaze: [0.6, 0.4],
    },
    ctxInk,
  );
  // Drawn as a picture inside the light, not as an actor on the stage: a near shot keeps every
  // actor's head on the card, and this one is only seen in the flame.
  const granNode = group(
    [...granFig.back, ...granFig.body, ...granFig.hands],
    at(c[0] + rx * 0.22, floorY, gs, 0, true),
  );
  return [glow, floor, ...tree, granNode];
}

/**
 * Striking one more match, huddled in the snow at night, and in its light a warm room with a
 * lit tree and her grandmother holding out her arms.
 */
export const matchVision: Action = {
  id: 'match-vision',
  objects: ['matches'],
  who: ['girl'],
  feelings: ['longing', 'grief', 'wonder', 'sleep'],
  settings: ['snowfield'],
  // The sentence says it: "… huddled in the snow … holds out her arms in the snow" said it twice.
  ownPlace: true,
  framings: ['near', 'low'],
  fixedFramings: true,
  // The vision in the match's light is the dream; a twist beside it would crowd her.
  untwisted: true,
  // A silhouette keeps the huddle but blacks out the warm room, which is the story.
  notLooks: ['silhouette'],
  lights: ['candle', 'moon'],
  family: () => 'match-vision',
  concepts: [
    'the little match girl',
    'Andersen',
    'winter',
    'cold',
    'poverty',
    'a vision',
    'warmth',
    'grandmother',
    'Christmas',
    'hope',
    'loneliness',
  ],
  say: sayFrom(
    {
      matches: {
        en: 'huddled in the snow strikes one more match, and in its light a warm room opens where her grandmother holds out her arms',
        ja: '雪の中でうずくまってマッチをもう一本すると、その灯りの中に暖かい部屋が現れ、おばあさんが両手を広げている',
        ru: 'сжавшись в снегу, зажигает ещё одну спичку, и в её свете открывается тёплая комната, где бабушка протягивает к ней руки',
        pt: 'encolhida na neve, acende mais um fósforo, e na sua luz abre-se uma sala quente onde a avó lhe estende os braços',
        fi: 'käpertyy lumeen ja raapaisee vielä yhden tulitikun, ja sen valossa aukeaa lämmin huone, jossa isoäiti ojentaa kätensä',
      },
    },
    'matches',
  ),
  stage(ctx) {
    const { rng, p, facing: side, m, s } = setUp(ctx);
    const facing = nearFacing(ctx, side);
    const H = m.height * s;
    const k = H / 100;
    const asleep = ctx.feeling === 'sleep';
    // A shawl over her head and shoulders.
    const shawl = rng.pick(['#7a3a4a', '#4a4a6a', '#6a5a3a']);
    const girl = {
      ...ctx,
      who: { ...ctx.who, look: { ...ctx.who.look, hat: 'kerchief' as const, hatColor: shawl } },
    };
    const probe = pose(
      girl.who,
      ctx.feeling,
      { ...stance('hug-knees'), front: { angle: 0, bend: 0 }, back: { angle: 0, bend: 0 } },
      ctx.ink,
    ).skeleton;
    const head = probe.headCentre;
    // The match held up before her face; the other arm round her knees.
    const matchAt: Point = [head[0] + 16, head[1] + 4];
    const fig = posed(girl, {
      ...stance('hug-knees'),
      front: { reach: matchAt, hand: 'mitt' },
      back: { reach: [14, -14], hand: 'mitt' },
      backArmOver: true,
      turn: 0.55,
      headTilt: asleep ? 16 : -6,
      gaze: asleep ? [0.6, 0.5] : [0.6, -0.6],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const m0 = actorPoint(actor, matchAt);
    const flame = match([m0[0] + 1 * k, m0[1] - 1 * k], k);
    // The vision opens right above the match (off to one side, a near shot cut it at the edge).
    const vc: Point = [m0[0] + 2 * k, m0[1] - 44 * k];
    const seen = vision(vc, 34 * k, 30 * k, k, ctx.ink, rng.fork('vision'), p);
    const nodes: Node[] = [
      ...seen,
      actorNodes(actor),
      ...flame,
      burnt(-16 * k, 34 * k, k, rng.fork('burnt')),
    ];
    const top = vc[1] - 32 * k;
    const box: [number, number, number, number] = [-24 * k, top, vc[0] + 36 * k, 4];
    return staged(facingBox(box, facing), mx([(m0[0] + vc[0]) / 2, (m0[1] + vc[1]) / 2], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 26 * k]],
      glows: [{ at: mx(m0, facing), r: 26 * k, color: '#ffc860' }],
      light: { at: mx(m0, facing), kind: 'candle', reach: 120 * k },
      closeBox: facingBox([-22 * k, top, vc[0] + 36 * k, 4], facing),
    });
  },
};
