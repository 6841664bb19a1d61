/**
 * A piano's keyboard that does not stop: a grand piano stands on a rock over the sea, and its keys
 * run on out of it as a stair, down and down into the water. A character walks down them, each key
 * sounding under its foot (the keys already trodden glow, notes rising off them), the last steps
 * going on, pale, under the waves towards a light far down.
 */
import { n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { proportions, skeleton, type LegAngles } from '../../kit/body.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { note } from './serenade.ts';
import { mirror, mx } from './water.ts';

/** Which white keys have a black key on their upper side (C D _ F G A _ within each octave). */
const blackAfter = [true, true, false, true, true, true, false] as const;

/**
 * A grand piano seen from its side, keyboard towards +x: its keyboard's front edge at `(x, y)`
 * (`k` is one hundredth of a grown-up), standing on whatever lies 42k below the keys, its lid
 * propped open and rising towards the tail, which runs off to -x.
 */
function grandPiano(
  x: number,
  y: number,
  k: number,
  lacquer: Color,
  ivory: Color,
): { front: Node[]; rest: Node[] } {
  const floor = y + 42 * k;
  const front = x - 16 * k; // the cheek block at the keyboard's end
  const tail = front - 118 * k;
  const rimTop = floor - 60 * k;
  const rimBottom = floor - 34 * k;
  const shine = lighter(lacquer, 0.35);
  const nodes: Node[] = [];
  const near: Node[] = [];
  // The legs, the pedal lyre and the casters.
  for (const lx of [front - 10 * k, tail + 14 * k]) {
    (lx > tail + 20 * k ? near : nodes).push(
      fill(
        poly([
          [lx - 4 * k, rimBottom],
          [lx + 4 * k, rimBottom],
          [lx + 2.6 * k, floor - 3 * k],
          [lx - 2.6 * k, floor - 3 * k],
        ]),
        lacquer,
        'wood',
      ),
      fill(oval(lx, floor - 1.6 * k, 3 * k, 1.6 * k), darker(lacquer, 0.2), 'metal'),
    );
  }
  const lyre = front - 34 * k;
  nodes.push(
    fill(rect(lyre - 3 * k, rimBottom, 6 * k, 20 * k, 1.5 * k), lacquer, 'wood'),
    stroke(
      `M${n(lyre - 4 * k)} ${n(floor - 13 * k)}h${n(8 * k)}`,
      mix(lacquer, '#d4b060', 0.7),
      1.6 * k,
      'metal',
      0,
    ),
  );
  // The lid, propped open on its stick: a long black wing rising towards the tail.
  const lidUnder = mix(lacquer, '#6a4a2e', 0.5);
  nodes.push(
    stroke(
      `M${n(tail + 40 * k)} ${n(rimTop)}L${n(tail + 30 * k)} ${n(rimTop - 44 * k)}`,
      shine,
      1.6 * k,
      'wood',
    ),
    fill(
      poly([
        [front - 6 * k, rimTop],
        [tail + 2 * k, rimTop - 64 * k],
        [tail - 6 * k, rimTop - 60 * k],
        [tail, rimTop],
      ]),
      lidUnder,
      'wood',
    ),
    stroke(
      `M${n(front - 6 * k)} ${n(rimTop)}L${n(tail + 2 * k)} ${n(rimTop - 64 * k)}`,
      shine,
      1.8 * k,
      'detail',
      0,
    ),
  );
  // The case: a long black rim with a gleam along it.
  nodes.push(
    fill(rect(tail, rimTop, front - tail, rimBottom - rimTop, 4 * k), lacquer, 'wood'),
    stroke(
      `M${n(tail + 6 * k)} ${n(rimTop + 4 * k)}H${n(front - 6 * k)}`,
      shine,
      1.4 * k,
      'detail',
      0,
    ),
  );
  // The cheek, the key bed and the music stand over the keys.
  near.push(
    fill(rect(front - 4 * k, y - 8 * k, 8 * k, 14 * k, 1.5 * k), lacquer, 'wood'),
    fill(
      poly([
        [front - 10 * k, rimTop],
        [front - 4 * k, rimTop],
        [front + 2 * k, rimTop - 20 * k],
        [front - 4 * k, rimTop - 21 * k],
      ]),
      lacquer,
      'wood',
    ),
    fill(rect(front - 2 * k, y, x - front + 2 * k, 5 * k, 1 * k), ivory, 'wood'),
  );
  return { front: near, rest: nodes };
}

/**
 * Walking down the keys of a piano into the sea: the keyboard leaves the piano on its rock and
 * runs down as a stair, one white key a step, the black keys standing on them; the walker's feet
 * on two keys, those above already trodden and lit, notes rising off them; the water closing over
 * the lower steps, which go on under it towards a glow far down.
 */
export const pianoStairs: Action = {
  id: 'piano-stairs',
  objects: ['piano'],
  feelings: ['longing', 'resolve', 'fear', 'grief', 'surprise'],
  // A silhouette blacks the stair into one slab: the keys are the picture.
  notLooks: ['silhouette'],
  settings: ['shore'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  untwisted: true,
  lights: ['sun', 'sky'],
  family: () => 'piano-stairs',
  concepts: [
    'music',
    'piano',
    'stairs',
    'sea',
    'descent',
    'depths',
    'calling',
    'melody',
    'journey',
    'no way back',
  ],
  say: sayFrom(
    {
      piano: {
        en: "walks down a piano's keys, which run on like a stair into the sea",
        ja: 'ピアノの鍵盤が階段のように海の中へ続いていて、その上を一段ずつ下りていく',
        ru: 'спускается по клавишам рояля, которые лестницей уходят в море',
        pt: 'desce pelas teclas de um piano, que continuam como uma escada mar adentro',
        fi: 'laskeutuu pianon koskettimia, jotka jatkuvat portaina mereen',
      },
    },
    'piano',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const k = (m.height * s) / 100;
    const run = 13 * k;
    const rise = 11 * k;
    // Step i's tread is (i - 5) rises above the sea, from x = i run; the sea's surface is step 5's, and
    // the steps from 6 on are under it.
    const stepX = (i: number): number => i * run;
    // The waterline lies on the shore setting's own line of foam (10 above its floor), which an
    // ink look draws over everything behind the story.
    const sea = -10;
    const stepY = (i: number): number => sea + (i - 5) * rise;
    const lacquer = mix('#1e1a22', p.shade, 0.25);
    const ivory = mix('#f6f1e4', p.light, 0.12);
    const lit = mix(p.light, '#fff4c8', 0.4);
    const first = -3; // the keyboard leaves the piano here
    const last = 11;
    const dry = 4; // the last step above the water
    // The walker: the front foot on step 1, the back one on step 0, a stride down.
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const bowed = ctx.feeling === 'grief';
    const front: LegAngles = [22, 2];
    const stride = bestBackLeg(ctx.who.age, front, rise / s);
    const fig = posed(ctx, {
      legs: [front, stride],
      lean: afraid ? -6 : bowed ? 6 : 2,
      front: afraid
        ? { angle: 70, bend: 10, hand: 'open' }
        : ctx.feeling === 'longing'
          ? { angle: 80, bend: -10, hand: 'open' }
          : { angle: 14, bend: 12, hand: 'mitt' },
      back: afraid
        ? { angle: -70, bend: -10, hand: 'open' }
        : { angle: -16, bend: 14, hand: 'mitt' },
      turn: 0.5,
      headTilt: bowed ? 18 : afraid ? 10 : 4,
      gaze: afraid || bowed ? [0.5, 0.9] : [0.9, 0.3],
    });
    const sk = fig.skeleton;
    // Put the front foot's sole on step 1, a little in from the step's edge.
    const footX = stepX(1) + run * 0.45;
    const actor: Actor = {
      fig,
      x: footX - sk.ankles.front[0] * s,
      y: stepY(1),
      facing: 1,
      scale: s,
    };
    const backStep = Math.floor((actor.x + sk.ankles.back[0] * s) / run);
    // The keys: a white key's front face per step (lit where the feet are and have been), the
    // black keys set on the steps they belong to, on a lacquered stringer that follows the stair.
    const keyH = 5 * k;
    const keysFrom = (a: number, b: number): { keys: Node[]; under: Node } => {
      const keys: Node[] = [];
      const top: Point[] = [];
      for (let i = a; i <= b; i++) {
        const x0 = stepX(i);
        const y = i <= first + 1 ? stepY(first + 1) : stepY(i);
        top.push([x0, y + keyH], [x0 + run, y + keyH]);
        const glowing = i <= 1 && i >= backStep - 2;
        keys.push(
          fill(
            rect(x0 + 0.5 * k, y, run - 1 * k, keyH, 0.8 * k),
            glowing ? lit : ivory,
            glowing ? 'glow' : 'wood',
          ),
        );
        const w = ((i % 7) + 7) % 7;
        if (blackAfter[w] === true && i < last)
          keys.push(
            fill(rect(x0 + run * 0.62, y - 5 * k, run * 0.5, 5 * k, 0.8 * k), lacquer, 'wood'),
          );
      }
      // Above the water the stringer stops at the surface: under it, the stair is seen through
      // the sea.
      const low = (i: number): number =>
        Math.min(stepY(Math.max(i, first + 1)) + 18 * k, b <= dry ? sea : Infinity);
      const under = fill(
        poly([...top, [stepX(b) + run, low(b)], [stepX(a), low(a)]]),
        lacquer,
        'wood',
      );
      return { keys, under };
    };
    const above = keysFrom(first, dry);
    const below = keysFrom(dry + 1, last);
    // Notes rising off the keys just trodden, drifting back up the stair.
    const ink = mix(ctx.ink, p.paper, 0.1);
    const notes: Node[] = [];
    for (let i = 0; i < 4; i++) {
      // Up and back off the trodden keys, towards the piano, clear of the walker.
      const x = stepX(0) - 16 * k - i * 12 * k + rng.range(-3, 3) * k;
      const y = stepY(-1) - 14 * k - i * 15 * k + rng.range(-3, 3) * k;
      notes.push(note(x, y, 3.2 * k, ink, rng.range(-16, 16)));
    }
    // The piano on its rock, the rock going down into the water; its front (the keyboard's end,
    // the music stand, a leg) belongs to the story, the rest runs off the card.
    const keyboard = stepY(first + 1);
    const rockTop = keyboard + 42 * k;
    const stone = mix('#6a6458', p.shade, 0.35);
    const pianoX = stepX(first);
    const rock = fill(
      `M${n(pianoX - 190 * k)} ${n(sea + 30 * k)}L${n(pianoX - 170 * k)} ${n(rockTop - 2 * k)}` +
        `Q${n(pianoX - 60 * k)} ${n(rockTop - 8 * k)} ${n(pianoX + 6 * k)} ${n(rockTop)}` +
        `L${n(pianoX + 24 * k)} ${n(sea + 30 * k)}Z`,
      stone,
      'stone',
    );
    const piano = grandPiano(pianoX, keyboard, k, lacquer, ivory);
    // The sea to the card's edges, over the setting's beach; over the drowned steps, the water
    // closing in its own colour, so they show through it, pale.
    const water = darker(mix(p.water, p.sky[1], 0.25), 0.08);
    const ripples: string[] = [];
    for (let row = -5; row < 6; row++)
      for (let x = -300 * k + (row & 1) * 18 * k; x < 300 * k; x += 40 * k)
        ripples.push(
          `M${n(x)} ${n(sea + (4 + row * 12) * k)}q${n(6 * k)} ${n(-3 * k)} ${n(12 * k)} 0`,
        );
    const wall: Node[] = [
      // Its top is the horizon, over the setting's own (a medium shot's is 62 above the floor).
      fill(rect(-600 * k, Math.min(-70 * k, -66), 1200 * k, 600), water, 'water', 0),
      stroke(ripples.join(''), lighter(water, 0.22), 1.2 * k, 'detail', 0),
      rock,
      ...piano.rest,
      { ...group([below.under, ...below.keys]), opacity: 0.38 },
    ];
    // The swell closing over the stair at the waterline, and ripples round its foot (kept within
    // the stair's width: the shot is framed on them too).
    const foam = lighter(water, 0.45);
    const lip: Node[] = [
      stroke(
        `M${n(stepX(dry) - 8 * k)} ${n(sea)}q${n(6 * k)} ${n(-4 * k)} ${n(12 * k)} 0t${n(12 * k)} 0t${n(12 * k)} 0`,
        foam,
        1.8 * k,
        'water',
        0,
      ),
      stroke(
        [12, 24, 36]
          .map(
            (d, j) =>
              `M${n(stepX(dry) - (16 + j * 6) * k)} ${n(sea + d * k)}q${n(7 * k)} ${n(-3 * k)} ${n(14 * k)} 0` +
              `m${n(10 * k)} 0q${n(7 * k)} ${n(-3 * k)} ${n(14 * k)} 0`,
          )
          .join(''),
        lighter(water, 0.25),
        1.3 * k,
        'detail',
        0,
      ),
    ];
    const deep: Point = [stepX(last) + 10 * k, stepY(last) + 10 * k];
    const headTop = stepY(1) + (sk.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      pianoX - 30 * k,
      Math.min(headTop, keyboard - 40 * k) - 10 * k,
      stepX(dry + 1) + 4 * k,
      sea + 40 * k,
    ];
    return staged(facingBox(box, facing), mx([actor.x, stepY(0) - 50 * k], facing), {
      wall: mirror(wall, facing),
      behind: mirror(piano.front, facing),
      actors: mirror([above.under, ...above.keys, actorNodes(actor)], facing),
      before: mirror([...notes, ...lip], facing),
      contacts: [],
      airborne: true,
      glows: [{ at: mx(deep, facing), r: 26 * k, color: lit }],
    });
  },
};

/**
 * The back leg's angles that put its foot `up` (in the figure's units) above the front foot, so
 * the walker stands on two steps of the stair: the closest of a few strides.
 */
function bestBackLeg(age: keyof typeof proportions, front: LegAngles, up: number): LegAngles {
  let best: LegAngles = [-14, 20];
  let err = Infinity;
  for (let hip = -30; hip <= 0; hip += 2) {
    for (let knee = 0; knee <= 90; knee += 5) {
      const sk = skeleton(proportions[age], {
        legs: [front, [hip, knee]],
        front: { angle: 0, bend: 0 },
        back: { angle: 0, bend: 0 },
      });
      const e = Math.abs(sk.ankles.front[1] - sk.ankles.back[1] - up);
      if (e < err - 0.5) {
        err = e;
        best = [hip, knee];
      }
    }
  }
  return best;
}
