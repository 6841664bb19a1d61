/**
 * A truce on a snowy bench: an old woman (an old man) knits at one end, eyes on the needles, and
 * the wolf sits at the other end with its back half turned, nose in the air, wearing the long red
 * scarf that still runs from her needles along the bench to its neck. Neither looks at the other;
 * the scarf says it all.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { distance } from '../../looks/tone.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { partnerOf } from './partner.ts';
import { cubicPoints, ribbon } from './ribbon.ts';
import { mirror, mx } from './water.ts';

/** The wolf's air, wearing the gift: aloof, or quietly moved. */
function wolfFeeling(f: Feeling): Feeling {
  return f === 'longing' ? 'calm' : 'longing';
}

/**
 * A knitted scarf along `line`, `w` wide: filled bands (an outlined look draws their edges once,
 * where a stroke turned into one black pen line), striped across every few points.
 */
function knitted(line: readonly Point[], w: number, wool: Color, stripe: Color): Node[] {
  const nodes = ribbon(line, w, [wool]);
  for (let i = 2; i + 2 < line.length; i += 5) {
    nodes.push(...ribbon(line.slice(i, i + 2), w * 0.96, [stripe]).map((b) => ({ ...b, ink: 0 })));
  }
  return nodes;
}

/** The wool: of the palette's warm colours, the one that stands out most on both coats. */
function woolFor(candidates: readonly Color[], coats: readonly Color[]): Color {
  let best = candidates[0] ?? '#d2352b';
  let score = -1;
  for (const c of candidates) {
    const d = Math.min(...coats.map((coat) => distance(c, coat)));
    if (d > score) {
      score = d;
      best = c;
    }
  }
  return best;
}

/** A ball of wool at (0, 0), radius `r`, wound round in a few arcs. */
function woolBall(r: number, wool: Color): Node[] {
  return [
    fill(circle(0, 0, r), wool, 'detail'),
    stroke(
      `M${n(-r * 0.8)} ${n(-r * 0.4)}Q0 ${n(r * 0.3)} ${n(r * 0.7)} ${n(-r * 0.6)}M${n(-r * 0.6)} ${n(r * 0.6)}Q${n(r * 0.1)} ${n(-r * 0.2)} ${n(r * 0.9)} ${n(r * 0.1)}`,
      darker(wool, 0.25),
      0.7,
      'detail',
      0,
    ),
  ];
}

/**
 * An old woman or man knitting on a snowy bench, the wolf at the bench's other end wearing the
 * scarf that runs off the needles, the two looking away from each other.
 */
export const scarfTruce: Action = {
  id: 'scarf-truce',
  objects: ['scarf'],
  who: ['old-woman', 'old-man'],
  seconds: () => ['wolf'],
  feelings: ['calm', 'longing'],
  settings: ['snowfield'],
  // Close on the two and the scarf between them: a medium shot left them a strip under a tall sky.
  framings: ['near'],
  fixedFramings: true,
  // “On a snowy bench” says the place.
  ownPlace: true,
  // An old one and the wolf at peace, tied by a scarf: the fairy tale's ending turned, the dream.
  untwisted: true,
  family: (o) => `scarf-truce:${o}`,
  concepts: [
    'truce',
    'wolf',
    'knitting',
    'old age',
    'forgiveness',
    'winter',
    'bench',
    'warmth',
    'pride',
  ],
  say: sayFrom(
    {
      scarf: {
        en: 'knits on a snowy bench without a glance at the wolf at its other end, who wears the scarf still running off the needles',
        ja: '雪のベンチで編み物をしていて、反対の端に座るオオカミには目もくれない。オオカミの首には、まだ編み針につながったままのマフラーが巻かれている',
        ru: 'вяжет на заснеженной скамейке и не глядит на волка на другом её конце, а на волке шарф, который всё ещё тянется со спиц',
        pt: 'tricota num banco coberto de neve sem olhar para o lobo na outra ponta, que traz ao pescoço o cachecol ainda preso às agulhas',
        fi: 'neuloo lumisella penkillä vilkaisemattakaan penkin toisessa päässä istuvaa sutta, jonka kaulassa on puikoilta yhä jatkuva kaulaliina',
      },
    },
    'scarf',
  ),
  stage(ctx) {
    const { p, facing, s, m } = setUp(ctx);
    const u = (m.height * s) / 100;
    const { friend, sb } = partnerOf(ctx, 1.05);
    // The knitter: sitting, head bent over the needles held at the lap.
    const knitter = posed(ctx, {
      legs: 'sit',
      lean: 6,
      front: { reach: [20, -44], hand: 'fist' },
      back: { reach: [15, -40], hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: 14,
      gaze: [0.6, 1],
    });
    // The wolf: sitting turned away from her, nose in the air, its paws on its knees.
    const wolfPose = (hipY: number): Parameters<typeof posed>[1] => ({
      legs: 'sit',
      lean: -6,
      front: { reach: [16, hipY - 2], hand: 'mitt' },
      back: { reach: [12, hipY - 1], hand: 'mitt' },
      turn: 1,
      headTilt: -16,
      gaze: [1, -0.7],
    });
    const wolfCtx = { ...ctx, who: friend, feeling: wolfFeeling(ctx.feeling) };
    const probe = posed(wolfCtx, wolfPose(-40));
    const wolfFig = posed(wolfCtx, wolfPose(probe.skeleton.hip[1]));
    // The bench's seat at the higher of the two hips; the shorter sitter's feet hang free.
    const hipA = knitter.skeleton.hip[1] * s;
    const hipB = wolfFig.skeleton.hip[1] * sb;
    const top = Math.min(hipA, hipB);
    const a: Actor = { fig: knitter, x: -26 * u, y: top - hipA, facing: 1, scale: s };
    const b: Actor = { fig: wolfFig, x: 26 * u, y: top - hipB, facing: 1, scale: sb };
    const wood = p.wood;
    const half = 48 * u;
    const back = top - 32 * u;
    const snow = mix('#f6f8fb', p.paper, 0.2);
    const bench: Node[] = [
      stroke(
        `M${n(-half + 6 * u)} 0V${n(top)}M${n(half - 6 * u)} 0V${n(top)}`,
        darker(wood, 0.3),
        3 * u,
        'wood',
      ),
      stroke(
        `M${n(-half + 4 * u)} ${n(top - 4 * u)}V${n(back)}M${n(half - 4 * u)} ${n(top - 4 * u)}V${n(back)}`,
        darker(wood, 0.3),
        2.4 * u,
        'wood',
      ),
      fill(rect(-half, back, half * 2, 6 * u, 1.5 * u), wood, 'wood'),
      // Snow lying along the back rail and on the seat's empty middle.
      fill(
        `M${n(-half - 1 * u)} ${n(back + 0.5 * u)}Q${n(-half * 0.5)} ${n(back - 4 * u)} 0 ${n(back - 2 * u)}Q${n(half * 0.5)} ${n(back - 4.5 * u)} ${n(half + 1 * u)} ${n(back + 0.5 * u)}Z`,
        snow,
        'detail',
      ),
    ];
    const seatBoard = fill(
      rect(-half - 2 * u, top - 1 * u, half * 2 + 4 * u, 5 * u, 1.5 * u),
      lighter(wood, 0.08),
      'wood',
    );
    const wool = woolFor(
      [mix(p.accent, '#d2352b', 0.5), ...p.cloth, '#d2352b', '#2f6fb0'],
      [friend.look.top, ctx.who.look.top],
    );
    // The needles where the hands meet, crossed.
    const hands = actorPoint(a, knitter.skeleton.hands.front);
    const hands2 = actorPoint(a, knitter.skeleton.hands.back);
    const mid: Point = [(hands[0] + hands2[0]) / 2, (hands[1] + hands2[1]) / 2];
    const needles = stroke(
      `M${n(mid[0] - 9 * u)} ${n(mid[1] - 6 * u)}L${n(mid[0] + 9 * u)} ${n(mid[1] + 3 * u)}M${n(mid[0] - 8 * u)} ${n(mid[1] + 4 * u)}L${n(mid[0] + 9 * u)} ${n(mid[1] - 5 * u)}`,
      mix('#c9c9cf', p.paper, 0.2),
      1.1 * u,
      'detail',
    );
    // The scarf: off the needles, down to the seat, along it and up round the wolf's neck.
    const neck = actorPoint(b, [
      (wolfFig.skeleton.neck[0] + wolfFig.skeleton.headCentre[0]) / 2,
      wolfFig.skeleton.neck[1] * 0.6 + wolfFig.skeleton.headCentre[1] * 0.4,
    ]);
    const w = 8 * u;
    const onSeat = top - 4 * u;
    const from: Point = [mid[0] + 2 * u, mid[1] + 3 * u];
    const seatFrom: Point = [mid[0] + 20 * u, onSeat];
    const seatTo: Point = [neck[0] - 20 * u, onSeat];
    const along: Point[] = [];
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      along.push([seatFrom[0] + (seatTo[0] - seatFrom[0]) * t, onSeat]);
    }
    const run: Point[] = [
      ...cubicPoints(from, [from[0] + 4 * u, onSeat], [seatFrom[0] - 8 * u, onSeat], seatFrom, 8),
      ...along,
      ...cubicPoints(
        seatTo,
        [neck[0] - 8 * u, onSeat],
        [neck[0] - 14 * u, neck[1] + 10 * u],
        [neck[0] - 6 * u, neck[1] + 2 * u],
        10,
      ),
    ];
    const wrap = cubicPoints(
      [neck[0] - 8 * u, neck[1] + 1 * u],
      [neck[0] - 3 * u, neck[1] + 5 * u],
      [neck[0] + 3 * u, neck[1] + 4 * u],
      [neck[0] + 8 * u, neck[1] - 1 * u],
      8,
    );
    const tail = cubicPoints(
      [neck[0] + 3 * u, neck[1] + 2 * u],
      [neck[0] + 6 * u, neck[1] + 7 * u],
      [neck[0] + 6 * u, neck[1] + 13 * u],
      [neck[0] + 3 * u, neck[1] + 19 * u],
      10,
    );
    const stripe =
      distance(wool, '#ffffff') > 0.78
        ? mix(p.paper, '#ffffff', 0.4)
        : mix(p.accent, '#c02a2a', 0.5);
    const ballAt: Point = [a.x + 14 * u, -4 * u];
    const yarn = stroke(
      `M${n(ballAt[0])} ${n(ballAt[1] - 3 * u)}Q${n(ballAt[0] + 6 * u)} ${n(top + 6 * u)} ${n(mid[0] + 1 * u)} ${n(mid[1] + 1 * u)}`,
      wool,
      0.6 * u,
      'detail',
      0,
    );
    const nodes: Node[] = [
      ...bench,
      actorNodes(b),
      ...knitted(run, w, wool, stripe),
      seatBoard,
      actorNodes(a),
      ...knitted(tail, w * 0.9, wool, stripe),
      ...knitted(wrap, w * 1.1, wool, stripe),
      needles,
      yarn,
      {
        type: 'group',
        children: woolBall(5 * u, wool),
        transform: `translate(${n(ballAt[0])} ${n(ballAt[1])})`,
      },
    ];
    const headTop = (act: Actor): number =>
      actorPoint(act, [0, act.fig.skeleton.headCentre[1] - act.fig.headR])[1];
    const boxTop = Math.min(headTop(a), headTop(b), back) - 10 * u;
    const box: [number, number, number, number] = [-half - 3 * u, boxTop, half + 3 * u, 4];
    return staged(facingBox(box, facing), mx([0, onSeat], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, half * 2]],
      closeBox: facingBox([-half, boxTop, half, top + 14 * u], facing),
    });
  },
};
