/**
 * A line in the sand: seen from above on open ground, someone small has scratched a long mark
 * across the ground with a stick, and stands behind it with the stick's tip planted on it; on the
 * far side a bear twice their height, caught mid-stride, has pulled up with its toes right at the
 * mark, arms flung up, staring down at it. Thus far and no further: a limit set, a no that holds,
 * the small who stands firm and the big who, to its own surprise, stops.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, actorPoint, cast, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** How the one with the stick stands: chin up and firm, braced, or at ease. */
function standFor(feeling: Feeling): { lean: number; tilt: number; gaze: Point } {
  if (feeling === 'fear') return { lean: 6, tilt: -14, gaze: [0.8, -0.9] };
  if (feeling === 'calm') return { lean: 0, tilt: -10, gaze: [0.9, -0.6] };
  return { lean: -3, tilt: -18, gaze: [1, -0.8] };
}

/**
 * The hero at x = 0 facing +x, the mark across the ground a stick's length ahead of it, running
 * from the foreground away up the card; the bear beyond it facing -x, its leading foot at it.
 */
export const lineSand: Action = {
  id: 'line-sand',
  objects: ['stick'],
  // People, or a rabbit (a mouse was too small to read beside a bear).
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'rabbit'],
  feelings: ['resolve', 'fear', 'calm'],
  settings: ['desert', 'shore', 'snowfield'],
  // From above, so the mark reads as cut into the ground between them.
  framings: ['high', 'wide'],
  fixedFramings: true,
  // The bear halted by a scratch on the ground is the dream.
  untwisted: true,
  notLooks: ['silhouette'],
  lights: ['sun', 'sky'],
  family: () => 'line-sand',
  concepts: [
    'boundaries',
    'standing firm',
    'defiance',
    'refusal',
    'a limit',
    'an ultimatum',
    'the small against the big',
    'courage',
    'a bear',
    'a standoff',
  ],
  say: sayFrom(
    {
      stick: {
        en: 'has scratched a mark across the ground with a stick, and a bear twice its height pulls up with its toes right at it',
        ja: '棒で地面に一本の筋を引いた。自分の倍も背の高いクマが、そのすぐ手前でつま先をそろえて立ち止まる',
        ru: 'провёл палкой черту по земле, и медведь вдвое выше ростом застыл, упёршись в неё пальцами ног',
        pt: 'riscou uma marca no chão com um pau, e um urso com o dobro da sua altura trava mesmo em cima dela, com os dedos dos pés a tocá-la',
        fi: 'on piirtänyt kepillä viivan maahan, ja kaksi kertaa pidempi karhu pysähtyy varpaat aivan sen reunalla',
      },
    },
    'stick',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const how = standFor(ctx.feeling);
    const where = { x: 0, y: 0, facing: 1 as const, scale: s };

    // The mark: scratched across the ground from one side of the card to the other between the
    // hero and the bear, a groove with its lit lip on our side. (Running up the card, into the
    // distance, it read as a second stick.)
    const lineY = -0.3 * H;
    const slope = rng.range(-0.05, 0.05);
    const yAt = (x: number): number => lineY + slope * x + 0.012 * H * Math.sin(x / (0.3 * H));
    const xs = Array.from({ length: 41 }, (_, i) => -1.6 * H + (i / 40) * 4.4 * H);
    const band = (dy0: number, dy1: number): string =>
      `M${xs.map((x) => `${n(x)} ${n(yAt(x) + dy0)}`).join('L')}L${xs
        .slice()
        .reverse()
        .map((x) => `${n(x)} ${n(yAt(x) + dy1)}`)
        .join('L')}Z`;
    const ground = p.ground;
    const groove = mix(ground, '#2a2840', 0.65);
    const rim = mix(ground, '#ffffff', 0.5);
    const mark: Node[] = [
      fill(band(-0.01 * H, 0.1 * H), rim, 'floor', 0),
      fill(band(-0.04 * H, 0.06 * H), groove, 'floor', 0),
    ];
    // Scraped-up grains along its far lip.
    const heap = xs
      .filter((_, i) => i % 3 === 1)
      .map((x) => circle(x + rng.range(-0.03, 0.03) * H, yAt(x) - 0.03 * H, 0.009 * H))
      .join('');
    mark.push(fill(heap, darker(ground, 0.2), 'floor', 0));

    // The stick held out low, its tip on the mark: this far.
    const tip: Point = [0.44 * H, yAt(0.44 * H) + 0.01 * H];
    const grip: Point = [0.26 * H, -0.5 * H];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: how.lean,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { angle: -20, bend: 50, hand: 'fist' },
      turn: 0.5,
      headTilt: how.tilt,
      gaze: how.gaze,
    });
    const actor: Actor = { fig, ...where };
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    const dx = tip[0] - hand[0];
    const dy = tip[1] - hand[1];
    const d = Math.hypot(dx, dy) || 1;
    const top: Point = [hand[0] - (dx / d) * 0.12 * H, hand[1] - (dy / d) * 0.12 * H];
    const wood = mix('#8a5a34', p.wood, 0.3);
    const stick: Node[] = [
      stroke(`M${n(top[0])} ${n(top[1])}L${n(tip[0])} ${n(tip[1])}`, wood, 0.028 * H, 'wood'),
    ];

    // The bear, twice a grown-up's height, caught mid-stride facing the hero, pulled up short.
    const bearC = cast('bear', rng.fork('bear'), p);
    const bear = { ...bearC, look: { ...bearC.look, hat: 'none' as const } };
    const bm = measure(bear);
    const bs = (2 * 100 * Math.max(k, 0.9)) / bm.height;
    const BH = bm.height * bs;
    // Just beyond the mark, its feet a step farther off than the hero's.
    const bearY = lineY - 0.1 * H;
    const bearPose = (bx: number) => {
      const bw = { x: bx, y: bearY, facing: -1 as const, scale: bs };
      return {
        bw,
        fig: pose(
          bear,
          'surprise',
          {
            legs: 'walk',
            lean: -14,
            // Both paws thrown up by the head, palms out: whoa (held forward, they read as a grab).
            front: { angle: 92, bend: 75, hand: 'open' },
            back: { angle: 60, bend: 85, hand: 'open' },
            turn: 0.55,
            headTilt: 22,
            gaze: [0.5, 1],
          },
          ctx.ink,
        ),
      };
    };
    // Posed once to find the leading foot, then set down so its toes are just short of the mark.
    const trial = bearPose(0);
    const toe = actorPoint({ fig: trial.fig, ...trial.bw }, trial.fig.skeleton.ankles.front);
    const bx = 0.55 * H - toe[0];
    const shadow = fill(
      oval(bx - 0.04 * BH, bearY + 0.01 * H, 0.26 * BH, 0.035 * BH),
      mix(ground, '#2a2840', 0.3),
      'floor',
      0,
    );
    const { bw, fig: bearFig } = bearPose(bx);
    const bearA: Actor = { fig: bearFig, ...bw };
    const bhc = actorPoint(bearA, bearFig.skeleton.headCentre);

    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const topY = Math.min(hc[1] - fig.headR * s * 1.8, bhc[1] - bearFig.headR * bs * 2.2);
    const right = bx + 0.4 * BH;
    const box: [number, number, number, number] = [-0.3 * H, topY, right, 0.06 * H];
    const focus: Point = [0.4 * H, (hc[1] + bhc[1]) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      // The mark runs off both sides of the card: drawn with the setting, not boxed.
      wall: mirror(mark, facing),
      behind: mirror([shadow], facing),
      actors: mirror([actorNodes(bearA), actorNodes(actor), ...stick], facing),
      contacts: [[0, 0.3 * H]],
    });
  },
};
