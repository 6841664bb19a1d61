/**
 * A night-time mischief at the piano: its player has nodded off in the armchair beside it, and a
 * small one tiptoes across the keys; every key it treads on lets a note fly up out of the open
 * piano as a firefly, and the fireflies are lighting the dark room.
 */
import { at, circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, cast, pose, type Actor, type Who } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * Who tiptoes on the keys: the small and the light (a grown-up on the keys is a vandal; a mouse or
 * a frog is a speck beside a piano drawn to a grown-up's size).
 */
const tiptoers: readonly Who[] = ['cat', 'fox', 'rabbit', 'girl', 'boy'];

/** Who sleeps in the armchair: the piano's grown-up player. */
const sleepers: readonly Who[] = ['old-woman', 'old-man', 'woman', 'man', 'bear'];

/** An upright piano seen from the front, its foot at (x0, 0) to (x1, 0), its lid propped open. */
function uprightPiano(
  x0: number,
  x1: number,
  k: number,
  lacquer: Color,
  keysY: number,
): { body: Node[]; keys: Node[]; lidTop: number } {
  const top = -96 * k;
  const w = x1 - x0;
  const shine = lighter(lacquer, 0.3);
  const body: Node[] = [
    // The case, the lid propped open above it (its dark inside showing), the music desk.
    fill(rect(x0, top, w, -top, 2 * k), lacquer, 'wood'),
    fill(rect(x0 + 2 * k, top - 10 * k, w - 4 * k, 10 * k, 1 * k), darker(lacquer, 0.35), 'wood'),
    stroke(`M${n(x0 + 2 * k)} ${n(top - 10 * k)}H${n(x1 - 2 * k)}`, shine, 1.6 * k, 'detail', 0),
    fill(
      rect(x0 + w * 0.25, keysY - 22 * k, w * 0.5, 14 * k, 1 * k),
      darker(lacquer, 0.15),
      'wood',
    ),
    stroke(`M${n(x0 + 4 * k)} ${n(top + 4 * k)}H${n(x1 - 4 * k)}`, shine, 1 * k, 'detail', 0),
    // The legs and the pedals.
    fill(rect(x0 + 3 * k, keysY + 6 * k, 5 * k, -keysY - 6 * k), darker(lacquer, 0.1), 'wood'),
    fill(rect(x1 - 8 * k, keysY + 6 * k, 5 * k, -keysY - 6 * k), darker(lacquer, 0.1), 'wood'),
    fill(rect(x0 + w / 2 - 8 * k, -3 * k, 16 * k, 2 * k, 0.6 * k), '#c9a84a', 'metal'),
  ];
  // The keyboard jutting out: a ledge of white keys with the black ones on them.
  const keys: Node[] = [
    fill(rect(x0 - 2 * k, keysY, w + 4 * k, 6 * k, 1 * k), lacquer, 'wood'),
    fill(rect(x0 + 2 * k, keysY - 1 * k, w - 4 * k, 4 * k, 0.5 * k), '#f6f1e4', 'wood'),
  ];
  const blacks: string[] = [];
  const step = 4.4 * k;
  for (let i = 0; x0 + 4 * k + i * step < x1 - 4 * k; i++)
    if (i % 7 !== 2 && i % 7 !== 6)
      blacks.push(rect(x0 + 5.5 * k + i * step, keysY - 1 * k, 2.4 * k, 2.2 * k, 0.3 * k));
  keys.push(fill(blacks.join(''), '#231e24', 'detail', 0));
  return { body, keys, lidTop: top - 10 * k };
}

/**
 * Tiptoeing across the piano's keys: the small one on tiptoe on the keyboard, arms out for
 * balance, looking back at the sleeper; the player asleep in an armchair beside the piano, chin
 * on chest; a stream of fireflies rising out of the open lid and drifting up the room.
 */
export const pianoFireflies: Action = {
  id: 'piano-fireflies',
  objects: ['fireflies'],
  who: tiptoers,
  feelings: ['mischief', 'fear', 'surprise'],
  settings: ['bedroom'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  // Lamplight or a candle: a night room, where fireflies shine (in a sunny room they read as
  // popcorn).
  lights: ['lamp', 'candle'],
  notLooks: ['silhouette'],
  family: () => 'piano-fireflies',
  concepts: [
    'music',
    'piano',
    'fireflies',
    'night',
    'mischief',
    'magic',
    'sleep',
    'tiptoe',
    'light',
  ],
  say: sayFrom(
    {
      fireflies: {
        en: 'tiptoes across the keys of a piano while its player sleeps, and each note flies up out of it as a firefly',
        ja: '弾き手が眠っているあいだに、ピアノの鍵盤の上をそっと歩いている。鳴った音はひとつずつ蛍になって飛んでいく',
        ru: 'крадётся на цыпочках по клавишам пианино, пока пианист спит, и каждая нота вылетает из него светлячком',
        pt: 'atravessa em bicos de pés as teclas de um piano enquanto o pianista dorme, e cada nota sai a voar como um pirilampo',
        fi: 'hiipii varpaillaan pianon koskettimilla soittajan nukkuessa, ja jokainen sävel lentää siitä ulos tulikärpäsenä',
      },
    },
    'fireflies',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The room, the piano and its sleeping player are drawn to the small one's size as if it were
    // a grown-up's, so it stands as tall on the card (a child beside a grown-up-sized piano was a
    // quarter of the card).
    const k = (m.height * s) / 100;
    const keysY = -58 * k;
    const x0 = -6 * k;
    const x1 = 62 * k;
    const lacquer = mix('#2a1d22', p.shade, 0.2);
    const piano = uprightPiano(x0, x1, k, lacquer, keysY);
    // The small one on tiptoe on the keys, arms out, looking back over its shoulder.
    const feetX = 30 * k;
    const afraid = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: afraid ? -6 : 6,
      front: { angle: 70, bend: 20, hand: 'open' },
      back: { angle: -75, bend: -20, hand: 'open' },
      turn: -0.4,
      headTilt: -4,
      gaze: [-0.9, 0.3],
    });
    const me: Actor = { fig, x: feetX, y: keysY - 1 * k, facing: 1, scale: s };
    // The player in its armchair to the left of the piano, asleep, chin on chest.
    const sleeperWho = rng.pick(sleepers);
    const sleeper = cast(sleeperWho, rng.fork('sleeper'), p);
    const chairX = -40 * k;
    const chair = placed(
      T.armchair(mix(p.accent, p.shade, 0.35), 30),
      [chairX, 0],
      1.05 * k,
      0,
      true,
    );
    const seatY = -32 * k;
    const theirs = pose(
      sleeper,
      'sleep',
      {
        legs: 'sit',
        lean: -8,
        front: { angle: 30, bend: 60, hand: 'mitt' },
        back: { angle: 24, bend: 70, hand: 'mitt' },
        turn: 0.3,
        headTilt: 26,
        gaze: [0, 1],
      },
      ctx.ink,
    );
    const sleeperScale = sleeper.scale * k;
    const hipLift = -theirs.skeleton.hip[1] * sleeperScale;
    const sleeping: Actor = {
      fig: theirs,
      x: chairX + 2 * k,
      y: seatY + hipLift,
      facing: 1,
      scale: sleeperScale,
    };
    // Fireflies rising out of the open lid in a loose stream up and over to the left.
    const glowC = mix('#fff3a0', p.light, 0.3);
    const flies: Node[] = [];
    const glows: { at: Point; r: number; color: string }[] = [];
    for (let i = 0; i < 11; i++) {
      const t = i / 10;
      const x = x0 + 12 * k + t * 8 * k - t * t * 50 * k + rng.range(-6, 6) * k;
      const y = piano.lidTop - 6 * k - t * 56 * k + rng.range(-4, 4) * k;
      flies.push(
        group(
          [
            fill(circle(0, 0, 2.8 * k), glowC, 'glow', 0),
            fill(
              `M${n(-1 * k)} ${n(-1 * k)}l${n(-3 * k)} ${n(-2 * k)}l${n(1 * k)} ${n(3 * k)}Z`,
              '#d8e8f0',
              'detail',
              0,
            ),
            // A bright core, no dark body: a dot inside a glow read as an eye in the dark.
            fill(circle(0, 0, 1.3 * k), '#fffbe6', 'glow', 0),
          ],
          at(x, y),
        ),
      );
      if (i % 3 === 0) glows.push({ at: mx([x, y], facing), r: 14 * k, color: glowC });
    }
    const headTop = keysY + (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      chairX - 26 * k,
      Math.min(headTop, piano.lidTop - 62 * k) - 6 * k,
      x1 + 6 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx([feetX, keysY - 30 * k], facing), {
      actors: mirror(
        [chair, actorNodes(sleeping), ...piano.body, ...piano.keys, actorNodes(me)],
        facing,
      ),
      before: mirror(flies, facing),
      contacts: [
        [chairX * facing, 30 * k],
        [((x0 + x1) / 2) * facing, 40 * k],
      ],
      glows,
      light: { at: mx([x0 + 10 * k, piano.lidTop - 30 * k], facing), kind: 'glow', reach: 120 },
    });
  },
};
