/**
 * Dancing with one's reflection: a character dances at the edge of a wide puddle, and upside down
 * in the water its reflection dances another step (or goes on dancing while the character stands
 * still, looking down at it). Two figures joined at the feet, one of them the wrong one.
 */
import { n, smoothClosed, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { Figure, FigurePose } from '../../kit/figure.ts';
import { actorNodes, pose, type Actor } from '../cast.ts';
import { facingBox, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Dance steps, each a whole-body pose that reads at a glance and differs from the others. */
export const danceSteps: readonly Partial<FigurePose>[] = [
  // Both arms up in a ring, on tiptoe.
  {
    legs: 'tiptoe',
    lean: 0,
    front: { angle: 165, bend: 35, hand: 'open' },
    back: { angle: 155, bend: 40, hand: 'open' },
  },
  // A kick forward, arms flung front and back.
  {
    legs: [
      [72, 4],
      [-6, 6],
    ],
    lean: -8,
    front: { angle: 110, bend: 10, hand: 'open' },
    back: { angle: -110, bend: -10, hand: 'open' },
  },
  // A turn on one foot, the other knee up, one arm high, the other on the hip.
  {
    legs: [
      [80, 105],
      [-6, 0],
    ],
    lean: 6,
    lift: 3,
    front: { angle: 170, bend: 10, hand: 'open' },
    back: { angle: 40, bend: 110, hand: 'mitt' },
  },
  // A low bow, one leg stretched back.
  {
    legs: [
      [16, 8],
      [-34, 4],
    ],
    lean: 28,
    front: { angle: 70, bend: 50, hand: 'open' },
    back: { angle: -80, bend: 0, hand: 'open' },
  },
  // A star jump: legs apart, arms flung wide and high.
  {
    legs: [
      [32, 0],
      [-32, 0],
    ],
    lean: 0,
    lift: 4,
    front: { angle: 130, bend: 0, hand: 'open' },
    back: { angle: -130, bend: 0, hand: 'open' },
  },
];

/** The steps a reflection dances: the ones whose shape stays plain upside down and squashed. */
const reflectionSteps = [1, 2, 4] as const;

/** Standing still, arms down, looking down into the water. */
const still: Partial<FigurePose> = {
  legs: 'stand',
  lean: 6,
  front: { angle: 14, bend: 20, hand: 'mitt' },
  back: { angle: 6, bend: 10, hand: 'mitt' },
};

/** The reflection's face: merrier than the dancer's, or the same joy. */
function reflectionFeeling(feeling: Feeling): Feeling {
  if (feeling === 'joy' || feeling === 'mischief') return feeling === 'joy' ? 'mischief' : 'joy';
  return 'joy';
}

/**
 * Dancing by a puddle whose reflection dances a different step: the character on the far edge of
 * a wide puddle that runs towards the viewer, and hanging from its feet, upside down in the
 * water, the same character in another pose, ripples round it.
 */
export const puddleDance: Action = {
  id: 'puddle-dance',
  objects: ['puddle'],
  seconds: () => ['step', 'still'],
  feelings: ['joy', 'mischief', 'wonder', 'surprise', 'longing', 'calm'],
  // Where a rain puddle lies (not on a beach, in the snow or in a desert).
  settings: ['street', 'meadow', 'forest', 'rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  family: (_o, second) => `puddle-dance:${second ?? 'step'}`,
  concepts: ['dance', 'reflection', 'double', 'rain', 'self', 'music', 'other side', 'freedom'],
  say: sayFrom(
    {
      step: {
        en: 'dances by a puddle, and the reflection in it dances a different step',
        ja: '水たまりのそばで踊っている。水に映った姿は、ちがうステップを踏んでいる',
        ru: 'танцует у лужи, а отражение в ней танцует совсем другой танец',
        pt: 'dança à beira de uma poça, e o reflexo dentro dela dança outro passo',
        fi: 'tanssii lätäkön reunalla, ja heijastus vedessä tanssii eri askelin',
      },
      still: {
        en: 'stands still by a puddle while the reflection in it goes on dancing',
        ja: '水たまりのそばでじっと立っているのに、水に映った姿だけが踊りつづけている',
        ru: 'стоит неподвижно у лужи, а отражение в ней всё танцует',
        pt: 'está parado à beira de uma poça, enquanto o reflexo dentro dela continua a dançar',
        fi: 'seisoo liikkumatta lätäkön reunalla, mutta heijastus vedessä tanssii yhä',
      },
    },
    'step',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const stands = ctx.second === 'still';
    const b = rng.pick(reflectionSteps);
    const a = rng.pick([0, 1, 2, 3, 4].filter((i) => i !== b));
    const mine = stands ? still : (danceSteps[a] ?? still);
    const theirs = danceSteps[b] ?? still;
    const fig = pose(
      ctx.who,
      ctx.feeling,
      { ...mine, turn: 0.45, headTilt: 22, gaze: [0.4, 1] },
      ctx.ink,
    );
    const dancer: Actor = { fig, x: 0, facing: 1, scale: s };
    // Upside down under the feet, a little squashed as water seen from above shows it; it looks
    // up at the dancer.
    const other: Figure = pose(
      ctx.who,
      reflectionFeeling(ctx.feeling),
      { ...theirs, turn: 0.45, headTilt: -6, gaze: [0.4, -0.6] },
      ctx.ink,
    );
    const squash = 0.82;
    const depth = H * squash + 12 * k;
    const half = 52 * k;
    // The puddle: its far edge just behind the dancer's feet, running down the card.
    const rim: Point[] = [
      [-half, 6 * k],
      [-half * 0.7, -3 * k],
      [-half * 0.1, -5 * k],
      [half * 0.6, -3 * k],
      [half * 1.02, depth * 0.35],
      [half * 0.9, depth * 0.8],
      [half * 0.4, depth + 2 * k],
      [-half * 0.35, depth],
      [-half * 0.95, depth * 0.7],
      [-half * 1.05, depth * 0.3],
    ];
    const d = smoothClosed(rim);
    const sky = lighter(mix(p.sky[0], p.sky[1], 0.6), 0.15);
    const ghost = {
      ...group(
        [...other.back, ...other.body, ...other.hands],
        `translate(0 0) scale(${n(s)} ${n(-s * squash)})`,
      ),
      opacity: 0.88,
    };
    const ripples: string[] = [];
    for (const [x, y, r] of [
      [0.3, 0.5, 10],
      [-0.35, 0.75, 8],
      [0.1, 0.95, 12],
    ] as const)
      ripples.push(
        `M${n(x * half - r * k)} ${n(y * depth)}q${n(r * k)} ${n(3 * k)} ${n(2 * r * k)} 0`,
      );
    const water: Node[] = [
      fill(d, sky, 'water', 0.7),
      group([ghost], undefined, d),
      stroke(ripples.join(''), lighter(sky, 0.45), 1.2 * k, 'water', 0),
      stroke(d, darker(sky, 0.25), 1.2 * k, 'water', 0),
    ];
    const headTop = (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      -half - 4 * k,
      Math.min(headTop, -H) - 6 * k,
      half + 4 * k,
      depth + 4 * k,
    ];
    return staged(facingBox(box, facing), mx([0, depth * 0.4], facing), {
      behind: mirror(water, facing),
      actors: mirror([actorNodes(dancer)], facing),
      contacts: [],
      glows: [],
      closeBox: facingBox([-half, box[1], half, depth * 0.6], facing),
    });
  },
};
