/**
 * A truce on a snowy bench: an old woman (an old man) and the wolf sit at the two ends, each with
 * the head turned away and the nose in the air, yet her hand holds out the cup of her thermos and
 * the wolf's paw is already round it, steam rising between them. Neither looks; the cup crosses.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { partnerOf } from './partner.ts';
import { mirror, mx } from './water.ts';

/** The wolf's air, taking the cup: aloof, or quietly moved. */
function wolfFeeling(f: Feeling): Feeling {
  return f === 'longing' ? 'calm' : 'longing';
}

/** The thermos cup with its rim's middle at (0, 0), `r` wide across, steam curling up from it. */
function cupWithSteam(r: number, cup: Color, steam: Color): Node[] {
  const h = r * 1.2;
  const curls: string[] = [];
  for (const dx of [-0.45, 0.35]) {
    curls.push(
      `M${n(dx * r)} ${n(-r * 0.3)}q${n(-r * 0.5)} ${n(-r * 0.9)} 0 ${n(-r * 1.8)}t0 ${n(-r * 1.8)}t0 ${n(-r * 1.6)}`,
    );
  }
  return [
    fill(
      `M${n(-r)} 0L${n(-r * 0.8)} ${n(h)}Q0 ${n(h + r * 0.25)} ${n(r * 0.8)} ${n(h)}L${n(r)} 0Z`,
      cup,
      'detail',
    ),
    fill(rect(-r * 1.05, -r * 0.12, r * 2.1, r * 0.3, r * 0.1), lighter(cup, 0.25), 'detail', 0),
    { ...stroke(curls.join(''), steam, r * 0.28, 'glow', 0), opacity: 0.85 },
  ];
}

/** The thermos flask standing with its foot at (0, 0), `h` tall. */
function flask(h: number, body: Color): Node[] {
  const w = h * 0.34;
  return [
    fill(rect(-w / 2, -h, w, h, w * 0.3), body, 'detail'),
    fill(rect(-w / 2, -h * 0.72, w, h * 0.1, 0), darker(body, 0.2), 'detail', 0),
    fill(rect(-w * 0.4, -h - w * 0.25, w * 0.8, w * 0.32, w * 0.1), '#9ea3ab', 'detail'),
  ];
}

/**
 * An old one and the wolf on a snowy bench, heads turned away from each other, passing the cup
 * of a thermos across the gap between them.
 */
export const thermosTruce: Action = {
  id: 'thermos-truce',
  objects: ['thermos'],
  who: ['old-woman', 'old-man'],
  seconds: () => ['wolf'],
  feelings: ['calm', 'longing'],
  settings: ['snowfield'],
  // Close on the two and the cup between them: a medium shot left them a strip under a tall sky.
  framings: ['near'],
  fixedFramings: true,
  // “A snowy bench” says the place.
  ownPlace: true,
  // An old one and the wolf at peace over a hot drink: the fairy tale's ending turned, the dream.
  untwisted: true,
  family: (o) => `thermos-truce:${o}`,
  concepts: [
    'truce',
    'wolf',
    'hot tea',
    'old age',
    'forgiveness',
    'winter',
    'bench',
    'warmth',
    'pride',
  ],
  say: sayFrom(
    {
      thermos: {
        en: 'holds out the cup of a thermos to the wolf at the other end of a snowy bench, and each looks the other way',
        ja: '雪のベンチの反対の端に座るオオカミに水筒のカップを差し出している。どちらもそっぽを向いたまま',
        ru: 'протягивает крышку-чашку от термоса волку на другом конце заснеженной скамейки, и оба смотрят в разные стороны',
        pt: 'estende a tampa-caneca de um termo ao lobo na outra ponta de um banco coberto de neve, e cada um olha para o outro lado',
        fi: 'ojentaa termospullon korkkimukia lumisen penkin toisessa päässä istuvalle sudelle, ja kumpikin katsoo toiseen suuntaan',
      },
    },
    'thermos',
  ),
  stage(ctx) {
    const { p, facing, s, m } = setUp(ctx);
    const u = (m.height * s) / 100;
    const { friend, sb } = partnerOf(ctx, 1.05);
    const wolfCtx = { ...ctx, who: friend, feeling: wolfFeeling(ctx.feeling) };
    // Both sit facing the middle; the cup passes there at chest height.
    const probeA = posed(ctx, { legs: 'sit' });
    const probeB = posed(wolfCtx, { legs: 'sit' });
    const hipA = probeA.skeleton.hip[1] * s;
    const hipB = probeB.skeleton.hip[1] * sb;
    const top = Math.min(hipA, hipB);
    const ax = -23 * u;
    const bx = 23 * u;
    const ay = top - hipA;
    const by = top - hipB;
    const cupAt: Point = [0, top - 14 * u];
    // Heads turned away from each other, noses up: two who will not look.
    const giver = posed(ctx, {
      legs: 'sit',
      lean: 2,
      front: { reach: [(cupAt[0] - 2 * u - ax) / s, (cupAt[1] + 3 * u - ay) / s], hand: 'fist' },
      back: { reach: [12, probeA.skeleton.hip[1] - 10], hand: 'mitt' },
      turn: -0.85,
      headTilt: -12,
      gaze: [-1, -0.4],
    });
    const taker = posed(wolfCtx, {
      legs: 'sit',
      lean: 2,
      front: { reach: [(bx - cupAt[0] - 2 * u) / sb, (cupAt[1] + 1 * u - by) / sb], hand: 'mitt' },
      back: { reach: [14, probeB.skeleton.hip[1] - 4], hand: 'mitt' },
      turn: -0.85,
      headTilt: -16,
      gaze: [-1, -0.5],
    });
    const a: Actor = { fig: giver, x: ax, y: ay, facing: 1, scale: s };
    const b: Actor = { fig: taker, x: bx, y: by, facing: -1, scale: sb };
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
    const red = mix(p.accent, '#c0392b', 0.35);
    const flaskAt = actorPoint(a, [12, probeA.skeleton.hip[1] - 2]);
    const cup: Node = {
      type: 'group',
      children: cupWithSteam(4 * u, red, mix('#ffffff', p.paper, 0.2)),
      transform: `translate(${n(cupAt[0])} ${n(cupAt[1] - 2 * u)})`,
    };
    const thermos: Node = {
      type: 'group',
      children: flask(18 * u, red),
      transform: `translate(${n(flaskAt[0])} ${n(flaskAt[1])})`,
    };
    const nodes: Node[] = [...bench, seatBoard, actorNodes(b), actorNodes(a), thermos, cup];
    const headTop = (act: Actor): number =>
      actorPoint(act, [0, act.fig.skeleton.headCentre[1] - act.fig.headR])[1];
    const boxTop = Math.min(headTop(a), headTop(b), back, cupAt[1] - 18 * u) - 10 * u;
    const box: [number, number, number, number] = [-half - 3 * u, boxTop, half + 3 * u, 4];
    return staged(facingBox(box, facing), mx(cupAt, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, half * 2]],
      closeBox: facingBox([-half, boxTop, half, top + 14 * u], facing),
    });
  },
};
