/**
 * The Pied Piper played the other way: the small one (a child, a rabbit, a mouse, an old woman)
 * walks ahead playing a pipe, and behind it, down a path winding out of the trees, a line of
 * wolves follows on tiptoe, eyes shut, spellbound by the tune. Who is leading whom into what? A
 * charm, a dare, a trap; music that tames the wild.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, cast, pose, whos, type Actor } from '../cast.ts';
import { posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { grownUp } from './grown-up.ts';
import { note } from './serenade.ts';

/**
 * How far behind the piper each wolf walks, nearest first, for a wolf a grown-up's height: the
 * first one's paws held out stop short of the piper's back; the ones after it walk a little
 * further back (higher up the card, smaller), their paws behind the one ahead, so the line reads
 * as a line coming on from off the card.
 */
const gaps: readonly number[] = [74, 122, 166];
/** How far back (up the card) and how much smaller each wolf is: the line recedes. */
const depth: readonly (readonly [rise: number, size: number])[] = [
  [0, 1],
  [-9, 0.86],
  [-16, 0.74],
];

/**
 * Leading a line of spellbound wolves with a pipe: the piper walking and playing, the notes
 * drifting back over the wolves who follow on tiptoe like sleepwalkers, eyes shut, paws held out
 * towards the tune; framed on the piper, the first wolf and half the second, so the line runs on
 * off the card.
 */
export const pipeLure: Action = {
  id: 'pipe-lure',
  objects: ['wolves'],
  // A wolf, a fox or a bear leading wolves is one of the pack; an owl cannot hold a pipe.
  who: whos.filter((w) => !['wolf', 'fox', 'bear', 'owl'].includes(w)),
  feelings: ['mischief', 'resolve', 'fear', 'longing'],
  settings: ['forest', 'meadow'],
  framings: ['medium'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'moon', 'sky'],
  family: () => 'pipe-lure',
  concepts: [
    'the Pied Piper',
    'a melody',
    'enchantment',
    'predator and prey',
    'a procession',
    'hypnosis',
    'courage',
    'a trap',
    'a lure',
    'a dare',
  ],
  say: sayFrom(
    {
      wolves: {
        en: 'walks ahead playing a pipe, and a line of spellbound wolves follows on tiptoe',
        ja: '笛を吹きながら先を歩き、そのあとを魔法にかかった狼たちが一列になって忍び足でついていく',
        ru: 'идёт впереди и играет на дудочке, а за ним на цыпочках тянется вереница заворожённых волков',
        pt: 'vai à frente a tocar uma flauta, e uma fila de lobos enfeitiçados segue-o em bicos de pés',
        fi: 'kävelee edellä huilua soittaen, ja perässä hiipii varpaillaan jono lumoutuneita susia',
      },
    },
    'wolves',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // Drawn at a grown-up piper's size (100 tall) and scaled by k at the end, so the piper is
    // big on the card whoever it is, and the wolves are as tall as a grown-up piper (a head
    // taller than a child, a rabbit or a mouse), never taller: the framing is on the piper.
    const g = grownUp(m, s, facing);
    const { k, rs } = g;
    const wolfSize = Math.min(1, 1 / k);
    // The piper in profile, walking, the pipe level from the lips forward, both hands on it.
    const head = m.head;
    const r = m.headR;
    const lips: Point = [head[0] + r * 0.85, head[1] + r * 0.42];
    // A pipe a quarter of the piper's height, whoever it is (a child's is a child's).
    const len = m.height * 0.26;
    const end: Point = [lips[0] + len, lips[1] + len * 0.3];
    const along = (t: number): Point => [
      lips[0] + (end[0] - lips[0]) * t,
      lips[1] + (end[1] - lips[1]) * t + 3,
    ];
    const fig = posed(ctx, {
      legs: 'walk',
      lean: 2,
      front: { reach: along(0.78), hand: 'fist' },
      back: { reach: along(0.42), hand: 'fist' },
      backArmOver: true,
      turn: 0.75,
      headTilt: -6,
      gaze: [1, 0.1],
    });
    const wood = mix(p.wood, '#b08a5a', 0.3);
    const pipe: Node[] = [
      stroke(
        `M${n(lips[0] - 2)} ${n(lips[1])}L${n(end[0])} ${n(end[1])}`,
        darker(wood, 0.35),
        4,
        'wood',
      ),
      stroke(`M${n(lips[0] - 2)} ${n(lips[1])}L${n(end[0])} ${n(end[1])}`, wood, 2.6, 'wood', 0),
      fill(
        `M${n(end[0] - 1)} ${n(end[1] - 2.2)}L${n(end[0] + 4)} ${n(end[1] - 3)}L${n(end[0] + 4)} ${n(end[1] + 3.4)}L${n(end[0] - 1)} ${n(end[1] + 2.2)}Z`,
        darker(wood, 0.2),
        'wood',
      ),
    ];
    const piperX = 34;
    const piper: Actor = { fig, held: pipe, x: piperX, facing: 1, scale: rs };
    // The wolves behind, sleepwalking after it on tiptoe, eyes shut, paws out towards the tune.
    const line = gaps.map((g) => piperX - g * wolfSize);
    const wolves: Actor[] = line.map((x, i) => {
      const c = cast('wolf', rng.fork(`wolf${String(i)}`), p);
      const wf = pose(
        c,
        'sleep',
        {
          legs: 'tiptoe',
          lean: 6,
          lift: 1,
          front: { angle: 74 + i * 3, bend: 26, hand: 'open' },
          back: { angle: 66 + i * 2, bend: 32, hand: 'open' },
          turn: 0.7,
          headTilt: -8 - i * 3,
          gaze: [1, -0.2],
        },
        ctx.ink,
      );
      const [rise, size] = depth[i] ?? [0, 1];
      return { fig: wf, x, y: rise, facing: 1, scale: c.scale * wolfSize * size };
    });
    // The notes drift back from the pipe's end over the wolves' heads, a note every 26 units:
    // those over the first wolf in the story, those further back with the place (`wall`).
    const pipeEnd: Point = [piperX + end[0] * rs, end[1] * rs];
    const firstWolf = line[0] ?? piperX - 68;
    const notes: Node[] = [];
    const farNotes: Node[] = [];
    for (let i = 0; i < 8; i++) {
      // Up from the pipe's end, then back over the heads, well above them.
      const x = pipeEnd[0] - 4 - i * 26;
      const y = Math.max(-128, pipeEnd[1] - 14 - i * 18) - Math.sin(i * 1.3) * 6;
      const drawn = note(x, y, 3.8 - i * 0.15, p.ink, (i % 2 === 0 ? -1 : 1) * 14);
      (x > firstWolf - 24 ? notes : farNotes).push(drawn);
    }
    // The first wolf is in the story; the ones behind it are drawn with the place (`wall`), so
    // the line may run off the card's side. Framed on the piper and the first wolf, the next
    // one's paws coming in at the card's edge: the line goes on.
    const nodes: Node[] = [...wolves.slice(0, 1).map(actorNodes), actorNodes(piper), ...notes];
    const rest: Node[] = [...[...wolves.slice(1)].reverse().map(actorNodes), ...farNotes];
    const drawn = nodeBox(group(nodes), identity) ?? [-60, -110, 80, 0];
    return staged(g.box([drawn[0] - 8, drawn[1], drawn[2], drawn[3]], 4), g.at([piperX, -70]), {
      actors: g.sized(nodes),
      wall: g.sized(rest),
      contacts: [
        [piperX * k * facing, 26 * k],
        ...line.map((x): [number, number] => [x * k * facing, 28 * k * wolfSize]),
      ],
      glows: [],
    });
  },
};
