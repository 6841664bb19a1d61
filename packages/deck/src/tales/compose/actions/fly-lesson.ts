/**
 * A flying lesson: on top of a chimney above the roofs, a character stands with paper wings
 * strapped along both arms, knees bent, looking down at the drop, while an owl hovers in the air
 * just off the chimney, wings up mid-beat, looking back at its pupil: like this. A dare, a first
 * time, a leap of faith; the pupil's face says whether it will jump.
 */
import { add, length, n, rect, scale, sub, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { Figure, FigurePose } from '../../kit/figure.ts';
import { actorNodes, actorPoint, cast, pose, whos, type Actor } from '../cast.ts';
import { facingBox, measure, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A wing along one arm, in the figure's own units: its leading edge from the shoulder through the
 * elbow to past the hand, its feathers hanging below, their tips fanned; `k` its depth.
 */
function wing(
  fig: Figure,
  arm: 'front' | 'back',
  k: number,
  color: Color,
  ink: Color,
  strapped: boolean,
): Node[] {
  const sk = fig.skeleton;
  const S = sk.shoulders[arm];
  const E = sk.elbows[arm];
  const H = sk.hands[arm];
  const along = sub(H, E);
  const dir = scale(along, 1 / (length(along) || 1));
  const tip = add(H, scale(dir, 7 * k));
  // Feather tips: longest at the hand, shorter towards the shoulder.
  const drop = (q: Point, d: number): Point => [q[0] + dir[0] * 3 * k, q[1] + d * k];
  const tips: Point[] = [
    drop(tip, 10),
    drop(H, 17),
    drop([(H[0] + E[0]) / 2, (H[1] + E[1]) / 2], 19),
    drop(E, 17),
    drop([(E[0] + S[0]) / 2, (E[1] + S[1]) / 2], 13),
    drop(S, 7),
  ];
  // A scalloped trailing edge: one bump per feather.
  let d = `M${n(S[0])} ${n(S[1])}L${n(E[0])} ${n(E[1] - 1.5 * k)}L${n(H[0])} ${n(H[1] - 1.5 * k)}L${n(tip[0])} ${n(tip[1])}`;
  for (let i = 0; i < tips.length; i++) {
    const q = tips[i] as Point;
    const prev = i === 0 ? tip : (tips[i - 1] as Point);
    d += `Q${n((prev[0] + q[0]) / 2 + 1.5 * k)} ${n((prev[1] + q[1]) / 2 + 4 * k)} ${n(q[0])} ${n(q[1])}`;
  }
  d += 'Z';
  const quills: string[] = [];
  for (let i = 1; i < tips.length - 1; i++) {
    const q = tips[i] as Point;
    const t = i / (tips.length - 1);
    const root: Point = [tip[0] + (S[0] - tip[0]) * t, tip[1] + (S[1] - tip[1]) * t];
    quills.push(`M${n(root[0])} ${n(root[1])}L${n(q[0])} ${n(q[1] - 2 * k)}`);
  }
  const nodes: Node[] = [
    fill(d, color, 'paper'),
    stroke(quills.join(''), darker(color, 0.18), 0.6 * k, 'detail', 0),
  ];
  if (strapped) {
    // The straps that tie the paper wing to the arm, at the forearm and the upper arm.
    const strapAt = (q: Point): string =>
      `M${n(q[0] - dir[1] * 3 * k)} ${n(q[1] + dir[0] * 3 * k - 2 * k)}l${n(dir[1] * 6 * k)} ${n(-dir[0] * 6 * k + 4 * k)}`;
    nodes.push(
      stroke(
        strapAt([(H[0] * 2 + E[0]) / 3, (H[1] * 2 + E[1]) / 3]) +
          strapAt([(E[0] + S[0]) / 2, (E[1] + S[1]) / 2]),
        ink,
        1.1 * k,
        'detail',
        0,
      ),
    );
  }
  return nodes;
}

/** The owl's feeling, teaching: patient, or daring the pupil on. */
function teacherFeeling(f: Feeling): Feeling {
  return f === 'fear' ? 'calm' : f === 'resolve' ? 'mischief' : 'resolve';
}

/**
 * Standing on a chimney top with paper wings strapped to both arms, while an owl hovering beside
 * it shows how to fly.
 */
export const flyLesson: Action = {
  id: 'fly-lesson',
  objects: ['wings'],
  // The owl is the teacher.
  who: whos.filter((w) => w !== 'owl'),
  feelings: ['fear', 'resolve', 'longing', 'surprise'],
  settings: ['rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // A pupil with paper wings taught by a hovering owl is the dream; a twist only crowds the sky.
  untwisted: true,
  lights: ['sun', 'moon'],
  family: (o) => `fly-lesson:${o}`,
  concepts: [
    'wings',
    'owl',
    'teacher and pupil',
    'dare',
    'courage',
    'lesson',
    'height',
    'chimney',
    'rooftops',
  ],
  say: sayFrom(
    {
      wings: {
        en: 'stands on top of a chimney with paper wings tied to both arms, while an owl hovering in the air beside it shows how to fly,',
        ja: '両腕に紙の翼を結びつけて煙突のてっぺんに立っている。そばの宙ではフクロウが羽ばたいて、飛び方を見せている',
        ru: 'стоит на верхушке печной трубы с бумажными крыльями, привязанными к рукам, а сова, зависнув рядом в воздухе, показывает, как летать,',
        pt: 'está em cima de uma chaminé com asas de papel atadas aos braços, enquanto uma coruja, pairando no ar ao lado, mostra como se voa,',
        fi: 'seisoo savupiipun huipulla paperisiivet käsivarsiin sidottuina, ja vieressä ilmassa leijuva pöllö näyttää, miten lennetään,',
      },
    },
    'wings',
  ),
  stage(ctx) {
    const { rng, p, facing, s, m } = setUp(ctx);
    const u = (m.height * s) / 100;
    // The chimney the pupil stands on, sized to it.
    const chimW = 30 * u;
    const chimH = 44 * u;
    const brick = mix('#a0503a', p.shade, 0.3);
    const joints: string[] = [];
    for (let y = -8 * u, i = 0; y > -chimH + 4 * u; y -= 8 * u, i++) {
      joints.push(`M${n(-chimW / 2)} ${n(y)}h${n(chimW)}`);
      const x0 = -chimW / 2 + (i % 2 === 0 ? 7 : 13) * u;
      for (let x = x0; x < chimW / 2; x += 14 * u) joints.push(`M${n(x)} ${n(y)}v${n(8 * u)}`);
    }
    const chimney: Node[] = [
      fill(rect(-chimW / 2, -chimH, chimW, chimH + 2, 0), brick, 'stone'),
      stroke(joints.join(''), darker(brick, 0.3), 0.8 * u, 'detail', 0),
      fill(
        rect(-chimW / 2 - 3 * u, -chimH - 5 * u, chimW + 6 * u, 6 * u, 1),
        darker(brick, 0.2),
        'stone',
      ),
    ];
    const top = -chimH - 5 * u;
    // The pupil: arms out level under the wings, knees bent, leaning a little over the drop.
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const over: Partial<FigurePose> = {
      legs: [
        [14, 22],
        [-8, 20],
      ],
      lean: afraid ? -4 : 8,
      front: { angle: 100, bend: 8, hand: 'open' },
      back: { angle: -96, bend: -6, hand: 'open' },
      turn: 0.55,
      headTilt: afraid ? 16 : -8,
      gaze: afraid ? [0.5, 0.9] : [1, -0.2],
    };
    const fig = posed(ctx, over);
    const paper = lighter(p.paper, 0.35);
    const pupil: Actor = {
      fig,
      held: wing(fig, 'front', 1, paper, p.ink, true),
      under: wing(fig, 'back', 1, darker(paper, 0.06), p.ink, true),
      x: 0,
      y: top,
      facing: 1,
      scale: s,
    };
    // The owl hovers off the chimney at the pupil's height, wings up mid-beat, looking back at it.
    const owl = cast('owl', rng.fork('owl'), p);
    const so = owl.scale * Math.min(1, (m.height * s) / (measure(owl).height * owl.scale)) * 0.95;
    const owlFig = pose(
      owl,
      teacherFeeling(ctx.feeling),
      {
        legs: [
          [18, 40],
          [-6, 50],
        ],
        lean: -6,
        front: { angle: 140, bend: -25, hand: 'open' },
        back: { angle: -140, bend: 25, hand: 'open' },
        turn: 0.6,
        headTilt: 6,
        gaze: [1, 0.15],
      },
      ctx.ink,
    );
    const fur = owl.look.skin;
    const gapX = chimW / 2 + 50 * u;
    const teacher: Actor = {
      fig: owlFig,
      held: wing(owlFig, 'front', 1.1, darker(fur, 0.1), p.ink, false),
      under: wing(owlFig, 'back', 1.1, darker(fur, 0.2), p.ink, false),
      x: gapX,
      y: top - 60 * u,
      facing: -1,
      scale: so,
    };
    // Lines of the beat under the owl's wings.
    const beatAt = actorPoint(teacher, owlFig.skeleton.hip);
    const beat = stroke(
      `M${n(beatAt[0] - 16 * u)} ${n(beatAt[1] + 14 * u)}q${n(16 * u)} ${n(6 * u)} ${n(32 * u)} 0M${n(beatAt[0] - 10 * u)} ${n(beatAt[1] + 22 * u)}q${n(10 * u)} ${n(4 * u)} ${n(20 * u)} 0`,
      lighter(p.sky[1], 0.4),
      1.3 * u,
      'detail',
      0,
    );
    const nodes: Node[] = [...chimney, beat, actorNodes(pupil), actorNodes(teacher)];
    const headTop = (a: Actor): number =>
      actorPoint(a, [0, a.fig.skeleton.headCentre[1] - a.fig.headR])[1];
    const wingTop = actorPoint(teacher, owlFig.skeleton.hands.front)[1] - 10 * u;
    const boxTop = Math.min(headTop(pupil), headTop(teacher), wingTop) - 8 * u;
    const reachBack = actorPoint(pupil, fig.skeleton.hands.back)[0] - 9 * u;
    const reachFore = actorPoint(teacher, owlFig.skeleton.hands.back)[0] + 9 * u;
    const box: [number, number, number, number] = [
      Math.min(reachBack, -chimW / 2 - 6 * u),
      boxTop,
      reachFore,
      4,
    ];
    const focus: Point = [gapX / 2, top - 40 * u];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, chimW]],
    });
  },
};
