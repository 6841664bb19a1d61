/**
 * Sisyphus: someone leans with both hands and a shoulder into a boulder twice their height,
 * rolling it up a steep hill, and the top, with its little flag, is only a step beyond the
 * boulder: so near, and it will roll down again. The labour that never ends; one must imagine
 * them happy.
 */
import { circle, n, poly, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { poses } from '../../kit/poses.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The hill rises to the right at a steady slope from the flat ground; the figure leans into the
 * push on it, hands flat on the boulder's lower side; the summit, flat, with a flag, starts just
 * past the boulder's far side.
 */
export const boulderHill: Action = {
  id: 'boulder-hill',
  objects: ['boulder'],
  who: ['man', 'woman', 'old-man', 'old-woman', 'boy', 'girl', 'bear', 'elephant', 'mouse'],
  feelings: ['resolve', 'grief', 'joy', 'calm'],
  settings: ['meadow', 'desert'],
  framings: ['low', 'medium', 'high'],
  fixedFramings: true,
  untwisted: true,
  notLooks: ['silhouette'],
  family: () => 'boulder-hill',
  concepts: [
    'Sisyphus',
    'a boulder',
    'an endless task',
    'effort',
    'so close',
    'the summit',
    'pushing uphill',
    'perseverance',
    'futility',
    'routine',
    'one must imagine him happy',
  ],
  say: sayFrom(
    {
      boulder: {
        en: 'pushes a huge boulder up a hill, one step short of the top',
        ja: '大きな岩を坂の上へ押し上げている。頂上まであと一歩',
        ru: 'катит огромный валун в гору, и до вершины остался один шаг',
        pt: 'empurra um enorme pedregulho morro acima, a um passo do topo',
        fi: 'työntää valtavaa lohkaretta ylämäkeen, askeleen päässä huipusta',
      },
    },
    'boulder',
  ),
  stage(ctx) {
    const { p, rng, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const slope = 0.55;
    const foot = -150 * k;
    const yAt = (x: number): number => -(x - foot) * slope;
    // The boulder rests on the slope; the pusher stands down the slope from it, as far back
    // as the arms reach, so the head stays clear of the stone.
    const R = 50 * k;
    const len = Math.hypot(1, slope);
    const nx = -slope / len;
    const ny = -1 / len;
    const cx0 = 40 * k;
    const c: Point = [cx0 + nx * R, yAt(cx0) + ny * R];
    const base = poses.push;
    let x0 = c[0] - R;
    for (let x = c[0] - R - 60 * k; x < c[0] - R; x += 2 * k) {
      const w = { x, y: yAt(x), facing: 1 as const, scale: s };
      const h = actorPoint({ fig: posed(ctx, base), ...w }, posed(ctx, base).skeleton.hands.front);
      if (Math.hypot(h[0] - c[0], h[1] - c[1]) <= R + 2 * k) {
        x0 = x;
        break;
      }
    }
    const y0 = yAt(x0);
    const where = { x: x0, y: y0, facing: 1 as const, scale: s };
    const trial = posed(ctx, base);
    const hf = actorPoint({ fig: trial, ...where }, trial.skeleton.hands.front);
    const hb = actorPoint({ fig: trial, ...where }, trial.skeleton.hands.back);
    const onRock = (h: number): Point => {
      const dy = Math.max(-R * 0.95, Math.min(R * 0.95, h - c[1]));
      return [c[0] - Math.sqrt(R * R - dy * dy) + 1 * k, c[1] + dy];
    };
    const happy = ctx.feeling === 'joy' || ctx.feeling === 'calm';
    const fig = posed(ctx, {
      ...base,
      front: { reach: toActor(where, onRock(hf[1])), hand: 'open' },
      back: { reach: toActor(where, onRock(hb[1] + 6 * k)), hand: 'open' },
      headTilt: happy ? -8 : 4,
      gaze: [1, -0.2],
      turn: 0.7,
    });
    const actor: Actor = { fig, ...where };

    // The hill: from the flat ground up past the boulder to a flat top, then down the far side.
    const topX = c[0] + R + 14 * k;
    const topY = yAt(topX);
    const grass = p.ground;
    const hill = fill(
      poly([
        [foot - 20 * k, 8 * k],
        [foot, 0],
        [topX, topY],
        [topX + 26 * k, topY - 1.5 * k],
        [topX + 60 * k, topY + 26 * k],
        [topX + 60 * k + (26 * k - topY) / slope, 8 * k],
      ]),
      darker(grass, 0.06),
      'floor',
      0.8,
    );
    // A worn groove the boulder has rolled, up the slope behind the pusher.
    const groove = stroke(
      `M${n(foot + 10 * k)} ${n(yAt(foot + 10 * k) + 2 * k)}L${n(topX)} ${n(topY + 2 * k)}`,
      darker(grass, 0.2),
      2 * k,
      'detail',
      0,
    );
    // The little flag planted on the summit.
    const fx = topX + 16 * k;
    const flag: Node[] = [
      stroke(`M${n(fx)} ${n(topY)}L${n(fx)} ${n(topY - 34 * k)}`, p.ink, 1.4 * k, 'wood', 0.6),
      fill(
        poly([
          [fx, topY - 34 * k],
          [fx + 16 * k, topY - 29 * k],
          [fx, topY - 24 * k],
        ]),
        p.accent,
        'cloth',
        0.7,
      ),
    ];
    // The boulder: grey stone with cracks.
    const grey = mix('#8d8a86', p.wood, 0.2);
    const rock: Node[] = [
      fill(circle(c[0], c[1], R), grey, 'stone'),
      stroke(
        `M${n(c[0] - R * 0.3)} ${n(c[1] - R * 0.5)}l${n(R * 0.18)} ${n(R * 0.2)}l${n(-R * 0.05)} ${n(R * 0.22)}M${n(c[0] + R * 0.35)} ${n(c[1] + R * 0.2)}l${n(R * 0.2)} ${n(R * 0.1)}`,
        darker(grey, 0.3),
        1.2 * k,
        'detail',
        0,
      ),
    ];
    // Pebbles rolling back down behind.
    const pebbles: Node[] = [0, 1, 2].map((i) => {
      const x = x0 - 34 * k + i * 12 * k + rng.range(-3, 3) * k;
      return fill(circle(x, yAt(x) - 2 * k, (2 + i * 0.4) * k), darker(grey, 0.1), 'stone', 0.5);
    });

    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const top = Math.min(c[1] - R, topY - 34 * k) - 10 * k;
    const box: [number, number, number, number] = [x0 - 30 * k, top, topX + 36 * k, y0 + 16 * k];
    const focus: Point = [(hc[0] + c[0]) / 2, (hc[1] + c[1]) / 2];
    const faults: string[] = [];
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const d = Math.hypot(hand[0] - c[0], hand[1] - c[1]);
    if (Math.abs(d - R) > 6 * k) faults.push('hands off the boulder');
    return staged(facingBox(box, facing), mx(focus, facing), {
      wall: mirror([hill, groove], facing),
      behind: mirror(flag, facing),
      actors: mirror([...pebbles, ...rock, actorNodes(actor)], facing),
      contacts: [],
      glows: [],
      faults,
    });
  },
};
