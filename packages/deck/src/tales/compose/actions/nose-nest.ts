/**
 * A wooden boy has told one lie too many: his nose has grown out into a long branch, leafing as
 * it goes, and at its tip a bird has built a nest and sits feeding her chicks. He stares along it,
 * caught, a hand lifted towards the branch he dare not touch. Lies that take root, a secret that
 * shows on your face, a consequence that has made itself at home.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const leafGreens = ['#6aa84a', '#8cbc4a', '#4f9a5a'] as const;

/**
 * The branch a nose became, from its root at the face (`from`, its width `w`) out and up to the
 * nest at `to`: a tapering bough with two twigs and leaves along it.
 */
function bough(from: Point, to: Point, w: number, wood: string, rng: Rng): Node[] {
  const c1: Point = [from[0] + (to[0] - from[0]) * 0.55, from[1] + w * 0.6];
  const c2: Point = [to[0] - w * 1.2, to[1] + (from[1] - to[1]) * 0.5];
  const along = (t: number): Point => {
    const u = 1 - t;
    return [
      u * u * u * from[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * to[0],
      u * u * u * from[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * to[1],
    ];
  };
  // The bough as a filled taper: its upper edge out, its lower edge back.
  const steps = 14;
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [x, y] = along(t);
    const [x2, y2] = along(Math.min(1, t + 0.01));
    const len = Math.hypot(x2 - x, y2 - y) || 1;
    const nx = -(y2 - y) / len;
    const ny = (x2 - x) / len;
    const half = (w / 2) * (1 - t * 0.55);
    upper.push([x + nx * half, y + ny * half]);
    lower.push([x - nx * half, y - ny * half]);
  }
  const d = `M${[...upper, ...lower.reverse()].map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
  const nodes: Node[] = [fill(d, wood, 'wood')];
  // Two twigs off the bough, each tipped with leaves, and leaves along it.
  const twigs: string[] = [];
  const leaves: Node[] = [];
  for (const [t, dx, dy] of [
    [0.42, 0.6, -1.4],
    [0.7, -0.9, -1.2],
  ] as const) {
    const [x, y] = along(t);
    const tip: Point = [x + dx * w * 2.2, y + dy * w * 2.2];
    twigs.push(
      `M${n(x)} ${n(y)}Q${n(x + dx * w)} ${n(y + dy * w * 1.6)} ${n(tip[0])} ${n(tip[1])}`,
    );
    leaves.push(
      placed(T.leaf(rng.pick(leafGreens), 0.5), tip, w * 0.3, rng.range(-40, 40)),
      placed(T.leaf(rng.pick(leafGreens), 0.42), tip, w * 0.3, rng.range(120, 200)),
    );
  }
  for (const t of [0.2, 0.32, 0.55, 0.85]) {
    const [x, y] = along(t);
    leaves.push(
      placed(T.leaf(rng.pick(leafGreens), 0.42), [x, y - w * 0.3], w * 0.3, rng.range(-70, -20)),
    );
  }
  nodes.push(stroke(twigs.join(''), wood, w * 0.22, 'wood'), ...leaves);
  return nodes;
}

/** A nest of twigs at `at` (its rim's centre), `r` wide, the mother bird and two chicks' gapes. */
function nest(at: Point, r: number, ink: string, rng: Rng): Node[] {
  const straw = '#a8824a';
  const rim: string[] = [];
  for (let i = 0; i < 9; i++) {
    const y = at[1] + rng.range(-0.1, 0.35) * r;
    rim.push(
      `M${n(at[0] - r * rng.range(0.8, 1))} ${n(y)}Q${n(at[0])} ${n(y + r * rng.range(0.2, 0.5))} ${n(at[0] + r * rng.range(0.8, 1))} ${n(y - r * 0.05)}`,
    );
  }
  const chicks: Node[] = [];
  for (const dx of [-0.4, 0.05]) {
    const cx = at[0] + dx * r;
    const cy = at[1] - r * 0.2;
    chicks.push(
      fill(circle(cx, cy, r * 0.22), '#d8c8a0', 'detail'),
      // The open beak, wide, begging upward.
      fill(
        `M${n(cx - r * 0.1)} ${n(cy - r * 0.12)}L${n(cx)} ${n(cy - r * 0.5)}L${n(cx + r * 0.12)} ${n(cy - r * 0.1)}Z`,
        '#f0b030',
        'detail',
      ),
      fill(circle(cx + r * 0.1, cy, r * 0.04), ink, 'face', 0),
    );
  }
  return [
    ...chicks,
    fill(ellipse(at[0], at[1] + r * 0.2, r, r * 0.42), darker(straw, 0.1), 'wood'),
    stroke(rim.join(''), lighter(straw, 0.15), r * 0.07, 'wood', 0),
    // The mother on the nest's far rim, turned to the chicks.
    placed(
      P.bird(rng.pick(['#c9452e', '#4a7bb8', '#e0a83a']), ink, 'perched'),
      [at[0] + r * 0.72, at[1] - r * 0.12],
      r / 11,
      0,
      true,
    ),
  ];
}

/**
 * A wooden boy whose nose has grown into a leafy branch for telling a lie, a bird's nest at its
 * tip; he stares along it, caught.
 */
export const noseNest: Action = {
  id: 'nose-nest',
  objects: ['nest'],
  who: ['boy'],
  feelings: ['grief', 'surprise', 'fear', 'mischief'],
  settings: ['attic', 'rooftop', 'snowfield', 'shore', 'desert'],
  // The lie and the nest are the sentence: "… at its tip on a rooftop" put the nest on the roof.
  ownPlace: true,
  // A close-up seen from further down left an empty sky over the nest.
  framings: ['near'],
  fixedFramings: true,
  // The nose grown into a branch is the dream; a twist beside it would crowd the bough.
  untwisted: true,
  // The wood of his face and the nest at the bough's tip: a silhouette keeps the outline, but the
  // chicks and the leaves go black; the woodcut cuts the face into the same wood as the branch.
  notLooks: ['silhouette'],
  lights: ['window', 'sun', 'sky', 'lamp'],
  family: () => 'nose-nest',
  concepts: [
    'Pinocchio',
    'lying',
    'a lie',
    'consequences',
    'puppet',
    'guilt',
    'growth',
    'nature',
    'honesty',
    'spring',
  ],
  say: sayFrom(
    {
      nest: {
        en: 'made of wood has told a lie, and his nose has grown into a branch with a bird’s nest at its tip',
        ja: '木でできていて、嘘をついたせいで鼻が枝になって伸び、その先で鳥が巣を作っている',
        ru: 'из дерева соврал, и его нос вырос в ветку, на конце которой птица свила гнездо',
        pt: 'de madeira disse uma mentira, e o nariz cresceu num ramo com um ninho de pássaro na ponta',
        fi: 'on puusta, ja valehdeltuaan hänen nenänsä on kasvanut oksaksi, jonka päässä on linnunpesä',
      },
    },
    'nest',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const wood = mix(p.wood, '#d8a468', 0.7);
    // His face and hands are carved: the look's skin is the wood's.
    const boy = {
      ...ctx,
      who: { ...ctx.who, look: { ...ctx.who.look, skin: lighter(wood, 0.12) } },
    };
    const caught = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const probe = posed(boy, { legs: 'stand' }).skeleton;
    const head = probe.headCentre;
    const fig = posed(boy, {
      legs: 'stand',
      lean: caught ? 0 : 2,
      // A hand raised towards the branch, not daring to touch it; the other hangs.
      // Caught, a hand flies up, open; otherwise it reaches towards the branch.
      front: caught
        ? { angle: 140, bend: 50, hand: 'open' }
        : { reach: [head[0] + 13, head[1] + 11], hand: 'open' },
      back: { angle: 8, bend: caught ? 30 : 16, hand: caught ? 'fist' : 'mitt' },
      turn: 0.75,
      headTilt: 0,
      gaze: [1, -0.25],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const c = actorPoint(actor, fig.skeleton.headCentre);
    const R = fig.headR * s;
    // The nose's root on the face, the bough out and up to the nest high over his head.
    const root: Point = [c[0] + R * 0.72, c[1] + R * 0.16];
    const H = m.height * s;
    const tip: Point = [c[0] + R * 2.9, c[1] - H * 0.36];
    const branch = bough(root, tip, R * 0.34, darker(wood, 0.08), rng.fork('bough'));
    const home = nest([tip[0], tip[1] - R * 0.1], R * 0.62, p.ink, rng.fork('nest'));
    // The grain of the carved face: two long curves over brow and cheek, and a knot.
    const grainInk = darker(wood, 0.3);
    const grain = stroke(
      `M${n(c[0] - R * 0.7)} ${n(c[1] - R * 0.55)}Q${n(c[0])} ${n(c[1] - R * 0.7)} ${n(c[0] + R * 0.6)} ${n(c[1] - R * 0.5)}` +
        `M${n(c[0] - R * 0.85)} ${n(c[1] + R * 0.35)}Q${n(c[0] - R * 0.5)} ${n(c[1] + R * 0.2)} ${n(c[0] - R * 0.2)} ${n(c[1] + R * 0.62)}`,
      grainInk,
      R * 0.045,
      'detail',
      0,
    );
    const knot = fill(
      ellipse(c[0] - R * 0.55, c[1] - R * 0.05, R * 0.09, R * 0.06),
      grainInk,
      'detail',
      0,
    );
    const nodes: Node[] = [actorNodes(actor), grain, knot, ...branch, ...home];
    const top = tip[1] - R * 1.6;
    const box: [number, number, number, number] = [c[0] - R * 2.6, top, tip[0] + R * 1.8, 4];
    return staged(facingBox(box, facing), mx([(c[0] + tip[0]) / 2, (c[1] + tip[1]) / 2], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 22 * (H / 100)]],
      closeBox: facingBox([c[0] - R * 1.1, top, tip[0] + R * 2.3, c[1] + H * 0.2], facing),
      // A nose that grows into a branch is the lie's picture: it must be whole on the card.
      faults: [],
    });
  },
};
