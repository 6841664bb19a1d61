/**
 * Mowing a sleeping giant: the green hill behind is a face lying in the land (bushes for
 * eyebrows, a knoll for a nose, long grass for a moustache), and the character pushes a mower
 * across its beard, leaving a neat pale stripe; above, one of the giant's eyes has just opened
 * and looks down at the mower. A small chore done on something far bigger than one knows.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/** Tufts of long grass (blades fanning up) at each x along y, `h` tall. */
function tufts(
  rng: Rng,
  xs: readonly number[],
  y: number,
  h: number,
  color: Color,
  k: number,
): Node {
  const d: string[] = [];
  for (const x of xs) {
    for (let i = -2; i <= 2; i++) {
      const tip: Point = [x + i * 2.2 * k + rng.range(-1, 1) * k, y - h * (1 - Math.abs(i) * 0.15)];
      d.push(
        `M${n(x + i * 0.8 * k)} ${n(y)}Q${n(x + i * 1.2 * k)} ${n(y - h * 0.5)} ${n(tip[0])} ${n(tip[1])}`,
      );
    }
  }
  return stroke(d.join(''), color, 1.1 * k, 'plant', 0);
}

/** A sleeping eye in the hillside: a lid line curving down with lashes. */
function shutEye(c: Point, w: number, ink: Color, k: number): Node {
  const lashes = [-0.6, -0.2, 0.2, 0.6]
    .map((t) => {
      const x = c[0] + t * w;
      const y = c[1] + (1 - t * t) * w * 0.32;
      return `M${n(x)} ${n(y)}l${n(t * 2.5 * k)} ${n(4 * k)}`;
    })
    .join('');
  return stroke(
    `M${n(c[0] - w)} ${n(c[1])}Q${n(c[0])} ${n(c[1] + w * 0.65)} ${n(c[0] + w)} ${n(c[1])}${lashes}`,
    ink,
    2.2 * k,
    'face',
  );
}

/** The eye that has opened: an almond with its white, a pupil looking down at `look`. */
function openEye(c: Point, w: number, ink: Color, look: Point, k: number): Node[] {
  const h = w * 0.55;
  const almond = `M${n(c[0] - w)} ${n(c[1])}Q${n(c[0])} ${n(c[1] - h * 1.25)} ${n(c[0] + w)} ${n(c[1])}Q${n(c[0])} ${n(c[1] + h * 1.05)} ${n(c[0] - w)} ${n(c[1])}Z`;
  const d = Math.hypot(look[0] - c[0], look[1] - c[1]) || 1;
  const pupil: Point = [
    c[0] + ((look[0] - c[0]) / d) * w * 0.35,
    c[1] + ((look[1] - c[1]) / d) * h * 0.35,
  ];
  return [
    fill(almond, '#f6f3e6', 'face'),
    fill(circle(pupil[0], pupil[1], h * 0.5), '#3a3020', 'face', 0),
    fill(circle(pupil[0] - h * 0.15, pupil[1] - h * 0.18, h * 0.15), '#fffdf4', 'face', 0),
    stroke(almond, ink, 2.2 * k, 'face', 0),
    stroke(
      [-0.6, -0.2, 0.2, 0.6]
        .map((t) => {
          const x = c[0] + t * w;
          const y = c[1] - (1 - t * t) * h * 0.62;
          return `M${n(x)} ${n(y)}l${n(t * 2.5 * k)} ${n(-4 * k)}`;
        })
        .join(''),
      ink,
      1.8 * k,
      'face',
      0,
    ),
  ];
}

/**
 * The hill's face filling the card behind, its chin in the meadow; the character on one side
 * pushing the mower across the beard, a pale mown stripe behind it, long tufts ahead; the eye on
 * the mower's side open and looking down at it.
 */
export const mowGiant: Action = {
  id: 'mow-giant',
  objects: ['giant'],
  // A mouse behind a mower is lost at the foot of the hill.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['calm', 'resolve', 'mischief', 'fear', 'surprise'],
  // A green hill in open country.
  settings: ['meadow'],
  framings: ['medium', 'low'],
  // In woodcut the hill's face was a white wall with black features: "a huge face in a wall plus a
  // lawnmower, ugly and confusing" to a blind review; a silhouette loses the face.
  notLooks: ['woodcut', 'silhouette'],
  fixedFramings: true,
  // The face in the hill is the dream; a twist beside it would hide the face.
  untwisted: true,
  lights: ['sun', 'sky'],
  family: () => 'mow-giant',
  concepts: [
    'giant',
    'mowing',
    'landscape',
    'sleep',
    'waking',
    'scale',
    'folk tale',
    'unaware',
    'chores',
    'hidden face',
  ],
  say: sayFrom(
    {
      giant: {
        en: 'mows the grass of a hill that is the face of a sleeping giant, and one eye has opened',
        ja: '丘の草を刈っているが、その丘は眠る巨人の顔で、片目が開いている',
        ru: 'косит траву на холме, а холм — это лицо спящего великана, и один глаз уже открылся',
        pt: 'corta a relva de uma colina que é o rosto de um gigante adormecido, e um dos olhos abriu-se',
        fi: 'leikkaa ruohoa kukkulalla, joka on nukkuvan jättiläisen kasvot, ja toinen silmä on auennut',
      },
    },
    'giant',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const green = mix(p.ground, '#5a9a48', 0.6);
    const dark = darker(green, 0.3);
    const ink = mix(p.ink, '#2a3a20', 0.5);
    // The face: eyes, nose and mouth within the card; the dome runs off it.
    const eyeY = -166 * k;
    const eyeDx = 30 * k;
    const hill: Node[] = [
      fill(
        `M${n(-190 * k)} 2Q${n(-170 * k)} ${n(-250 * k)} 0 ${n(-250 * k)}Q${n(170 * k)} ${n(-250 * k)} ${n(190 * k)} 2Z`,
        green,
        'plant',
      ),
    ];
    // Eyebrows: rows of round bushes.
    for (const side of [-1, 1]) {
      const d: string[] = [];
      for (let i = 0; i < 4; i++) {
        const x = side * (eyeDx - 14 * k + i * 9 * k);
        d.push(
          puff(x, eyeY - 20 * k - Math.sin((i / 3) * Math.PI) * 4 * k, 6 * k, 5 * k, 7, 1.2, i),
        );
      }
      hill.push(fill(d.join(''), darker(green, 0.4), 'plant'));
    }
    // The nose: a knoll with its shaded side and two dark nostril hollows.
    const noseTop = eyeY + 4 * k;
    const noseBot = -122 * k;
    hill.push(
      fill(
        `M${n(-4 * k)} ${n(noseTop)}Q${n(-10 * k)} ${n(noseBot - 12 * k)} ${n(-16 * k)} ${n(noseBot)}Q${n(0)} ${n(noseBot + 8 * k)} ${n(16 * k)} ${n(noseBot)}Q${n(10 * k)} ${n(noseBot - 12 * k)} ${n(4 * k)} ${n(noseTop)}Z`,
        lighter(green, 0.12),
        'plant',
      ),
      stroke(
        `M${n(6 * k)} ${n(noseTop + 4 * k)}Q${n(12 * k)} ${n(noseBot - 10 * k)} ${n(16 * k)} ${n(noseBot)}`,
        dark,
        2 * k,
        'plant',
        0,
      ),
      fill(
        `${oval(-7 * k, noseBot - 1 * k, 3.6 * k, 2 * k)}${oval(7 * k, noseBot - 1 * k, 3.6 * k, 2 * k)}`,
        darker(green, 0.55),
        'shadow',
        0,
      ),
    );
    // The moustache: two sweeps of long grass under the nose; the mouth below, a sleeper's line.
    const mouthY = -102 * k;
    hill.push(
      tufts(
        rng,
        [-30, -22, -14, -6, 6, 14, 22, 30].map((x) => x * k),
        noseBot + 10 * k,
        9 * k,
        darker(green, 0.35),
        k,
      ),
      stroke(
        `M${n(-17 * k)} ${n(mouthY)}Q${n(0)} ${n(mouthY + 5 * k)} ${n(17 * k)} ${n(mouthY)}`,
        ink,
        2.4 * k,
        'face',
        0,
      ),
    );
    // The mower's side: the character pushes towards +x; the eye over that side is open.
    const ax = -40 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    const afraid = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const grip: Point = [ax + m.arm * s * 0.8, (m.hip - 2) * s];
    const fig = posed(ctx, {
      legs: 'walk',
      lean: afraid ? 2 : 12,
      front: { reach: toActor(where, grip), hand: 'fist' },
      back: { reach: toActor(where, [grip[0] - 3 * k, grip[1] + 2 * k]), hand: 'fist' },
      backArmOver: true,
      turn: afraid ? 0.4 : 0.7,
      headTilt: afraid ? -18 : 10,
      gaze: afraid ? [0.5, -0.9] : [0.7, 0.5],
    });
    const a: Actor = { fig, x: ax, facing: 1, scale: s };
    const hand: Point = [ax + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    // The push mower: a handle down to a reel between two wheels, ahead of the feet.
    const wheelR = 8 * k;
    const axle: Point = [hand[0] + 28 * k, -wheelR];
    const body = mix(p.accent, '#c83a2a', 0.4);
    const mower: Node[] = [
      stroke(
        `M${n(hand[0])} ${n(hand[1])}L${n(axle[0])} ${n(axle[1])}`,
        darker(p.wood, 0.1),
        2.4 * k,
        'wood',
      ),
      stroke(
        `M${n(hand[0] - 1.5 * k)} ${n(hand[1] - 4 * k)}L${n(hand[0] + 1.5 * k)} ${n(hand[1] + 4 * k)}`,
        '#2a2a2a',
        3 * k,
        'detail',
      ),
      // The grass box hung behind the reel, and the reel's housing.
      fill(
        `M${n(axle[0] - 6 * k)} ${n(-3 * k)}L${n(axle[0] - 16 * k)} ${n(-4 * k)}L${n(axle[0] - 15 * k)} ${n(-12 * k)}L${n(axle[0] - 5 * k)} ${n(-11 * k)}Z`,
        lighter(green, 0.1),
        'cloth',
      ),
      fill(oval(axle[0], axle[1], 10 * k, 6 * k), body, 'metal'),
      stroke(
        `M${n(axle[0] - 6 * k)} ${n(axle[1] + 4 * k)}L${n(axle[0] - 2 * k)} ${n(axle[1] - 4 * k)}M${n(axle[0] - 1 * k)} ${n(axle[1] + 5 * k)}L${n(axle[0] + 3 * k)} ${n(axle[1] - 5 * k)}M${n(axle[0] + 4 * k)} ${n(axle[1] + 4 * k)}L${n(axle[0] + 7 * k)} ${n(axle[1] - 3 * k)}`,
        lighter(body, 0.5),
        1.2 * k,
        'detail',
        0,
      ),
      fill(circle(axle[0] + 2 * k, axle[1], wheelR), '#2e2e32', 'metal'),
      fill(circle(axle[0] + 2 * k, axle[1], wheelR * 0.4), '#c8ccd0', 'metal', 0),
    ];
    // The beard: the mown stripe behind the mower, pale and even; long tufts ahead of it.
    const stripeTop = -12 * k;
    const mown = fill(
      `M${n(-120 * k)} ${n(stripeTop)}H${n(axle[0] + 4 * k)}V2H${n(-120 * k)}Z`,
      lighter(green, 0.35),
      'floor',
      0,
    );
    const aheadXs: number[] = [];
    for (let x = axle[0] + 30 * k; x < 120 * k; x += 8 * k) aheadXs.push(x);
    const longGrass = tufts(rng, aheadXs, 0, 16 * k, darker(green, 0.3), k);
    // The long grass just ahead of the reel, part of the story: it is what is being cut.
    const nearGrass = tufts(
      rng,
      [14, 21, 28].map((d) => axle[0] + d * k),
      1,
      16 * k,
      darker(green, 0.3),
      k,
    );
    const beardXs: number[] = [];
    for (let x = -110 * k; x < 120 * k; x += 11 * k) beardXs.push(x);
    const beard = tufts(rng, beardXs, stripeTop - 2 * k, 12 * k, darker(green, 0.25), k);
    // Grass flying off the reel.
    const clippings = stroke(
      [0, 1, 2, 3, 4]
        .map((i) => {
          const x = axle[0] - 4 * k - i * 3 * k;
          const y = axle[1] - 8 * k - (i % 2) * 4 * k;
          return `M${n(x)} ${n(y)}l${n(-1.5 * k)} ${n(-2 * k)}`;
        })
        .join(''),
      lighter(green, 0.2),
      1.2 * k,
      'detail',
      0,
    );
    // The eyes last, over the hill: the one on the mower's side open, looking down at it.
    const eyes: Node[] = [
      shutEye([-eyeDx, eyeY], 11 * k, ink, k),
      ...openEye([eyeDx, eyeY], 14 * k, ink, [axle[0], -20 * k], k),
    ];
    // The dome and the beard run off the card (drawn with the setting); the face's features are
    // part of the story, so a tight frame keeps both eyes in.
    const [dome, ...features] = hill;
    const land: Node[] = dome === undefined ? [] : [dome, beard, mown, longGrass];
    const nodes: Node[] = [nearGrass, actorNodes(a), ...mower, clippings];
    const box: [number, number, number, number] = [-60 * k, eyeY - 34 * k, 60 * k, 4];
    return staged(facingBox(box, facing), mx([0, -100 * k], facing), {
      wall: mirror(land, facing),
      behind: mirror([...features, ...eyes], facing),
      actors: mirror(nodes, facing),
      contacts: [
        [ax * facing, 22 * k],
        [axle[0] * facing, 14 * k],
      ],
      glows: [],
    });
  },
};
