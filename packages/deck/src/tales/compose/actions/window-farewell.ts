/**
 * A farewell at a train window: on the platform a character stretches up on tiptoe, and from the
 * carriage's open window someone leans out to touch its hand, palm to palm, one last time. The
 * train is leaving for somewhere no train goes: it runs across the sky on clouds, on the sea, or its
 * carriage is full of the night sky.
 */
import { add, circle, length, n, rect, scale, sub, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { Figure } from '../../kit/figure.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import {
  actorNodes,
  actorPoint,
  cast,
  pose,
  toActor,
  whos,
  type Actor,
  type Who,
} from '../cast.ts';
import { facingBox, measure, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who leans out of the window: someone else than the one on the platform. */
function passengerFor(who: Who, pick: (xs: readonly Who[]) => Who): Who {
  return pick(whos.filter((w) => w !== who && w !== 'mouse' && w !== 'frog' && w !== 'bear'));
}

/** What the train runs on, drawn along the carriage's foot from x0 to x1 (the floor at 0). */
function underTrain(object: NounId, p: Palette, x0: number, x1: number, k: number): Node[] {
  if (object === 'sea') {
    const waves: string[] = [`M${n(x0 - 30 * k)} 0V${n(-20 * k)}`];
    for (let x = x0 - 30 * k; x < x1; x += 16 * k)
      waves.push(`Q${n(x + 8 * k)} ${n(-30 * k)} ${n(x + 16 * k)} ${n(-20 * k)}`);
    waves.push(`V0Z`);
    return [
      fill(waves.join(''), mix(p.water, '#2f7ab0', 0.3), 'water'),
      stroke(
        `M${n(x0 + 4 * k)} ${n(-5 * k)}h${n(10 * k)}M${n(x0 + 40 * k)} ${n(-4 * k)}h${n(14 * k)}`,
        lighter(p.water, 0.6),
        1.2 * k,
        'water',
        0,
      ),
    ];
  }
  if (object === 'cloud')
    return [0, 1, 2, 3, 4, 5, 6].map((i) =>
      placed(P.cloud('#fbfbff', 52 * k), [x0 + 10 * k + i * 36 * k, -10 * k]),
    );
  // Ordinary rails under a carriage full of stars.
  return [
    stroke(`M${n(x0)} ${n(-2 * k)}H${n(x1)}`, '#6c6a70', 2 * k, 'metal'),
    ...[0, 1].map((i) => fill(circle(x0 + 22 * k + i * 56 * k, -8 * k, 8 * k), '#3a3640', 'metal')),
  ];
}

/** The middle of a figure's front palm, in its own units: a little past the wrist. */
function palmOf(fig: Figure): Point {
  const { hands, elbows } = fig.skeleton;
  const along = sub(hands.front, elbows.front);
  return add(hands.front, scale(along, 6 / (length(along) || 1)));
}

/** The passenger's feeling, answering the platform's. */
function passengerFeeling(f: Feeling): Feeling {
  if (f === 'grief' || f === 'longing') return f;
  if (f === 'joy') return 'joy';
  return 'longing';
}

/**
 * Touching hands through a train window: the platform character on tiptoe reaching up, the
 * passenger leaning out of the open window reaching down, their palms meeting; the carriage runs
 * on clouds, on the sea, or is full of stars.
 */
export const windowFarewell: Action = {
  id: 'window-farewell',
  objects: ['cloud', 'sea', 'stars'],
  feelings: ['grief', 'longing', 'joy', 'calm', 'resolve'],
  // Not a night street: its dark walls swallow a dark carriage and the faces at its window.
  settings: ['meadow', 'shore', 'snowfield', 'desert', 'clouds', 'icefield'],
  // A train on clouds is above them, one on the sea by the shore; the starry one stops anywhere.
  settingsFor: (o) =>
    o === 'cloud'
      ? ['clouds']
      : o === 'sea'
        ? ['shore']
        : ['meadow', 'snowfield', 'desert', 'icefield', 'shore'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'moon'],
  // The train leaving for nowhere a train goes is the dream: a twist beside it (a whale in the
  // sky, a giant spider) crowds the two at the window.
  untwisted: true,
  // A woodcut cuts the carriage, its windows and the two figures into one tangle of strokes, and
  // a silhouette hides the two faces that are the story.
  notLooks: ['woodcut', 'silhouette'],
  family: (o) => `window-farewell:${o}`,
  concepts: [
    'farewell',
    'parting',
    'train',
    'journey',
    'goodbye',
    'distance',
    'love',
    'departure',
    'longing',
  ],
  say: sayFrom(
    {
      cloud: {
        en: 'touches hands goodbye through the window of a train that runs across the sky',
        ja: '空を走る汽車の窓ごしに、手と手を合わせてお別れしている',
        ru: 'прощается, касаясь ладони через окно поезда, который едет по небу',
        pt: 'despede-se, palma com palma, pela janela de um comboio que anda pelo céu',
        fi: 'koskettaa hyvästiksi kättä taivaalla kulkevan junan ikkunan läpi',
      },
      sea: {
        en: 'touches hands goodbye through the window of a train that runs on the sea',
        ja: '海の上を走る汽車の窓ごしに、手と手を合わせてお別れしている',
        ru: 'прощается, касаясь ладони через окно поезда, который едет по морю',
        pt: 'despede-se, palma com palma, pela janela de um comboio que anda sobre o mar',
        fi: 'koskettaa hyvästiksi kättä meren päällä kulkevan junan ikkunan läpi',
      },
      stars: {
        en: 'touches hands goodbye through the window of a train carriage full of stars',
        ja: '星でいっぱいの客車の窓ごしに、手と手を合わせてお別れしている',
        ru: 'прощается, касаясь ладони через окно вагона, полного звёзд',
        pt: 'despede-se, palma com palma, pela janela de uma carruagem cheia de estrelas',
        fi: 'koskettaa hyvästiksi kättä tähtiä täynnä olevan junanvaunun ikkunan läpi',
      },
    },
    'cloud',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The meeting palms, up where the platform figure can just reach on tiptoe.
    const aim: Point = [20 * k, -0.9 * H];
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: -4,
      front: { reach: [aim[0] / s - 2, aim[1] / s], hand: 'open' },
      back:
        ctx.feeling === 'grief'
          ? { angle: 30, bend: 120, hand: 'mitt' }
          : { angle: 10, bend: 20, hand: 'mitt' },
      turn: 0.55,
      headTilt: -22,
      gaze: [0.6, -1],
    });
    const me: Actor = { fig, x: 0, facing: 1, scale: s };
    // Where its palm really is (an arm reaches only so far): the window comes to it, so the two
    // hands always meet, palm to palm, instead of waving at each other across a gap.
    const palm = palmOf(fig);
    const touch: Point = [palm[0] * s, palm[1] * s];
    // The carriage: its near end just past the palms, running off the card; the window's sill
    // a little above the touch.
    const cx0 = touch[0] + 6 * k;
    const cx1 = cx0 + 240 * k;
    const sill = touch[1] - 5 * k;
    const winX0 = cx0 + 8 * k;
    const winX1 = winX0 + 40 * k;
    const winTop = sill - 34 * k;
    const roof = winTop - 9 * k;
    const floorY = -12 * k;
    // Bright enough to stand out from a night street: the carriage is drawn with the setting.
    const body = rng.pick(['#c8463c', '#3f7fc0', '#3f9a6a', '#d99a31']);
    const stars = ctx.object === 'stars';
    // The starry carriage is the night sky inside, blue enough to show the stars and the face
    // leaning out of it (a near-black window read as a hole).
    const inside = stars ? '#2a3a80' : darker(body, 0.55);
    const carriage: Node[] = [
      fill(rect(cx0, roof, cx1 - cx0, floorY - roof, 3 * k), body, 'wood'),
      fill(
        `M${n(cx0 - 3 * k)} ${n(roof + 2 * k)}Q${n((cx0 + cx1) / 2)} ${n(roof - 10 * k)} ${n(cx1 + 3 * k)} ${n(roof + 2 * k)}Z`,
        darker(body, 0.3),
        'wood',
      ),
      stroke(`M${n(cx0)} ${n(sill + 14 * k)}H${n(cx1)}`, '#d8b860', 1.6 * k, 'metal', 0),
      fill(rect(winX0, winTop, winX1 - winX0, sill - winTop, 3 * k), inside, 'glass'),
      ...[1, 2, 3].map((i) =>
        fill(rect(winX0 + i * 54 * k, winTop, 40 * k, sill - winTop, 3 * k), inside, 'glass'),
      ),
    ];
    if (stars)
      for (const [x, y, r] of [
        [0.15, 0.2, 2.6],
        [0.75, 0.3, 2],
        [0.4, 0.8, 1.8],
        [1.45, 0.25, 3],
        [1.75, 0.6, 2.2],
        [1.6, 0.85, 1.6],
        [2.8, 0.3, 3.2],
        [3.1, 0.7, 2.4],
        [4.15, 0.35, 2.8],
        [4.45, 0.75, 2],
      ] as const)
        carriage.push(
          placed(P.star('#fff3b0', r * k), [
            winX0 + x * (winX1 - winX0),
            winTop + y * (sill - winTop),
          ]),
        );
    else
      carriage.push(
        fill(
          [1, 2, 3]
            .map((i) => rect(winX0 + i * 54 * k, winTop, 40 * k, sill - winTop, 3 * k))
            .join(''),
          lighter(p.light, 0.1),
          'glow',
          0,
        ),
      );
    carriage.push(...underTrain(ctx.object, p, cx0, cx1, k));
    // The passenger leans out of the near window, reaching down to the same palms; below the
    // sill the carriage hides it.
    const other = cast(
      passengerFor(ctx.who.who, (xs) => rng.pick(xs)),
      rng.fork('passenger'),
      p,
    );
    const om = measure(other);
    const os = other.scale;
    const px = (winX0 + winX1) / 2 + 4 * k;
    const py = sill - ((om.shoulder + om.hip) / 2) * os;
    const where = { x: px, y: py, facing: -1 as const, scale: os };
    const theirs = pose(
      other,
      passengerFeeling(ctx.feeling),
      {
        legs: 'stand',
        lean: 22,
        front: { reach: toActor(where, [touch[0] + 5 * k, touch[1] - 3 * k]), hand: 'open' },
        back: { reach: toActor(where, [winX0 + 3 * k, sill - 2 * k]), hand: 'mitt' },
        turn: 0.55,
        headTilt: 12,
        gaze: [0.7, 0.5],
      },
      ctx.ink,
    );
    // An arm reaches only so far: where the passenger's palm falls short of the other one, the
    // train draws up by that much (and the passenger leans out lower), so the palms meet.
    const reached = actorPoint({ ...where, fig: theirs }, palmOf(theirs));
    const meet: Point = [touch[0] + 3 * k, touch[1] - 2 * k];
    const dx = Math.max(-12 * k, Math.min(12 * k, meet[0] - reached[0]));
    const dy = Math.max(0, Math.min(10 * k, meet[1] - reached[1]));
    const passenger: Actor = { ...where, x: where.x + dx, y: where.y + dy, fig: theirs };
    const shift = `translate(${n(dx)} 0)`;
    const leaning = group(
      [actorNodes(passenger)],
      undefined,
      rect(touch[0] - 60 * k, roof - 60 * k, winX1 + dx - touch[0] + 60 * k, sill - roof + 60 * k),
    );
    const frame = stroke(
      rect(winX0, winTop, winX1 - winX0, sill - winTop, 3 * k),
      mix(lighter(body, 0.3), '#fff1c0', 0.5),
      2.4 * k,
      'wood',
    );
    const nodes: Node[] = [
      group([frame], shift),
      leaning,
      group(
        [
          fill(
            rect(winX0 - 2 * k, sill - 1 * k, winX1 - winX0 + 4 * k, 3 * k),
            lighter(body, 0.3),
            'wood',
          ),
        ],
        shift,
      ),
      actorNodes(me),
    ];
    const headTop = (a: Actor): number =>
      actorPoint(a, [0, a.fig.skeleton.headCentre[1] - a.fig.headR])[1];
    const top = Math.min(roof - 10 * k, headTop(passenger) - 6 * k, headTop(me) - 6 * k);
    const box: [number, number, number, number] = [-30 * k, top, winX1 + dx + 20 * k, 4];
    return staged(facingBox(box, facing), mx(touch, facing), {
      actors: mirror(nodes, facing),
      // The carriage runs on off the card: a train, not a hut.
      wall: mirror([group(carriage, shift)], facing),
      contacts: [
        [0, H * 0.22],
        [((cx0 + winX1) / 2 + dx) * facing, (winX1 - cx0) * 0.8],
      ],
      glows: [{ at: mx(touch, facing), r: 20 * k, color: p.light }],
    });
  },
};
