/**
 * A cat's cradle that someone uses: the string figure held up between the character's two hands
 * has become a rope bridge, and someone tiny is crossing it step by step, holding the upper
 * strings like handrails, while the one holding it keeps very still.
 */
import { lerp, n, quad, type Point } from '../../geom.ts';
import { stroke, type Node } from '../../ir.ts';
import { darker, mix } from '../../kit/colors.ts';
import { actorNodes, actorPoint, cast, pose, type Actor } from '../cast.ts';
import { facingBox, measure, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who crosses the bridge. */
const crossers = ['mouse', 'girl', 'old-man'] as const;

/** A point on the quadratic from a (pulled towards c) to b at t. */
const onQuad = (a: Point, c: Point, b: Point, t: number): Point =>
  lerp(lerp(a, c, t), lerp(c, b, t), t);

/**
 * Holding a cat's cradle up over the head, face to us and looking up, hands wide apart, the
 * string figure between them: a sagging walkway string, two handrail strings over it and the
 * crossings at each hand; on the walkway, a little past the middle, a tiny walker holding the
 * rail, one foot forward, against the room behind; the holder's eyes on it.
 */
export const cradleBridge: Action = {
  id: 'cradle-bridge',
  objects: ['cats-cradle'],
  // No rabbit, cat or fox: their ears stand up into the strings.
  who: ['girl', 'boy', 'woman', 'man', 'old-woman', 'old-man', 'bear'],
  seconds: () => crossers,
  feelings: ['wonder', 'fear', 'calm', 'resolve', 'surprise'],
  settings: ['bedroom', 'attic', 'library', 'meadow', 'train'],
  framings: ['near'],
  fixedFramings: true,
  untwisted: true,
  lights: ['lamp', 'window', 'candle', 'sun', 'sky'],
  family: (_o, s) => `cradle-bridge:${s ?? 'mouse'}`,
  concepts: [
    "cat's cradle",
    'string game',
    'bridge',
    'crossing',
    'trust',
    'balance',
    'the tiny and the giant',
    'care',
    'hanging by a thread',
  ],
  say: sayFrom(
    {
      mouse: {
        en: "keeps very still as a tiny mouse crosses a cat's cradle overhead like a rope bridge",
        ja: 'あやとりの糸をかかげ、その上を小さなネズミが吊り橋のように渡っている',
        ru: 'держит на пальцах фигуру из верёвочки, по которой, как по подвесному мосту, идёт крошечная мышка',
        pt: 'segura uma cama de gato por onde passa um ratinho minúsculo, como numa ponte de corda',
        fi: 'pitelee sormillaan narukuviota, jota pitkin pikkuruinen hiiri kulkee kuin riippusiltaa',
      },
      girl: {
        en: "keeps very still as a tiny girl crosses a cat's cradle overhead like a rope bridge",
        ja: 'あやとりの糸をかかげ、その上を小さな女の子が吊り橋のように渡っている',
        ru: 'держит на пальцах фигуру из верёвочки, по которой, как по подвесному мосту, идёт крошечная девочка',
        pt: 'segura uma cama de gato por onde passa uma menina minúscula, como numa ponte de corda',
        fi: 'pitelee sormillaan narukuviota, jota pitkin pikkuruinen tyttö kulkee kuin riippusiltaa',
      },
      'old-man': {
        en: "keeps very still as a tiny old man crosses a cat's cradle overhead like a rope bridge",
        ja: 'あやとりの糸をかかげ、その上を小さなおじいさんが吊り橋のように渡っている',
        ru: 'держит на пальцах фигуру из верёвочки, по которой, как по подвесному мосту, идёт крошечный старичок',
        pt: 'segura uma cama de gato por onde passa um velhote minúsculo, como numa ponte de corda',
        fi: 'pitelee sormillaan narukuviota, jota pitkin pikkuruinen vanha mies kulkee kuin riippusiltaa',
      },
    },
    'mouse',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Face to us, both hands out wide at shoulder height.
    const wide = 24;
    // Held up over the head, so the walker crosses against
    // the room, not the holder's shirt.
    const lift = 16;
    // Bareheaded: a hat stood up into the strings, under the walker's feet.
    const bare = { ...ctx.who, look: { ...ctx.who.look, hat: 'none' as const } };
    const fig = pose(
      bare,
      ctx.feeling,
      {
        legs: 'stand',
        lean: 0,
        front: { reach: [wide, m.headTop - lift], hand: 'open' },
        back: { reach: [-wide, m.headTop - lift], hand: 'open' },
        turn: 0,
        headTilt: -12,
        gaze: [0.1, -1],
      },
      ctx.ink,
    );
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const hf = actorPoint(actor, fig.skeleton.hands.front);
    const hb = actorPoint(actor, fig.skeleton.hands.back);
    const span = hf[0] - hb[0];
    // The strings: the walkway sagging under the walker, two handrails above it, and the
    // crossings near each hand that make it a cat's cradle.
    const string = mix(p.accent, '#c8362c', 0.55);
    const lowA: Point = [hb[0] + 1 * k, hb[1] + 2.4 * k];
    const lowB: Point = [hf[0] - 1 * k, hf[1] + 2.4 * k];
    const lowC: Point = [(lowA[0] + lowB[0]) / 2, lowA[1] + 0.12 * span];
    const railA: Point = [hb[0] + 1 * k, hb[1] - 3 * k];
    const railB: Point = [hf[0] - 1 * k, hf[1] - 3 * k];
    const railC: Point = [(railA[0] + railB[0]) / 2, railA[1] + 0.08 * span];
    const farA: Point = [hb[0] + 2 * k, hb[1] - 5 * k];
    const farB: Point = [hf[0] - 2 * k, hf[1] - 5 * k];
    const farC: Point = [(farA[0] + farB[0]) / 2, farA[1] + 0.05 * span];
    const cross = (t: number): string => {
      const l = onQuad(lowA, lowC, lowB, t);
      const r = onQuad(railA, railC, railB, t);
      return `M${n(r[0])} ${n(r[1])}L${n(l[0])} ${n(l[1])}`;
    };
    const crossings =
      `M${n(railA[0])} ${n(railA[1])}L${n(onQuad(lowA, lowC, lowB, 0.16)[0])} ${n(onQuad(lowA, lowC, lowB, 0.16)[1])}` +
      `M${n(lowA[0])} ${n(lowA[1])}L${n(onQuad(railA, railC, railB, 0.16)[0])} ${n(onQuad(railA, railC, railB, 0.16)[1])}` +
      `M${n(railB[0])} ${n(railB[1])}L${n(onQuad(lowA, lowC, lowB, 0.84)[0])} ${n(onQuad(lowA, lowC, lowB, 0.84)[1])}` +
      `M${n(lowB[0])} ${n(lowB[1])}L${n(onQuad(railA, railC, railB, 0.84)[0])} ${n(onQuad(railA, railC, railB, 0.84)[1])}` +
      cross(0.3) +
      cross(0.7);
    const w = 0.9 * k;
    const farStrings: Node = stroke(quad(farA, farC, farB), darker(string, 0.15), w, 'cloth');
    const strings: Node[] = [
      stroke(quad(lowA, lowC, lowB), string, w * 1.2, 'cloth'),
      stroke(quad(railA, railC, railB), string, w, 'cloth'),
      stroke(crossings, string, w * 0.8, 'cloth'),
    ];
    // The walker, a little past the middle of the walkway, a hand up on the rail.
    const kind = crossers.find((c) => c === ctx.second) ?? 'mouse';
    const tiny = cast(kind, rng.fork('walker'), p);
    const t = 0.56;
    const foot = onQuad(lowA, lowC, lowB, t);
    const rail = onQuad(railA, railC, railB, t + 0.04);
    // Two fifths as tall as the span between the hands, whoever it is (its head below the
    // holder's chin).
    const walkerScale = (0.4 * span) / measure(tiny).height;
    const wfig = pose(
      tiny,
      ctx.feeling === 'fear' ? 'fear' : 'resolve',
      {
        legs: 'walk',
        lean: 4,
        front: {
          reach: [(rail[0] - foot[0]) / walkerScale, (rail[1] - foot[1]) / walkerScale],
          hand: 'fist',
        },
        back: { angle: -60, bend: -30, hand: 'open' },
        turn: 0.6,
        gaze: [1, 0.2],
      },
      ctx.ink,
    );
    const walker: Actor = { fig: wfig, x: foot[0], y: foot[1], facing: 1, scale: walkerScale };
    const head = actorPoint(actor, [fig.skeleton.headCentre[0], fig.skeleton.headCentre[1]]);
    const top = Math.min(head[1] - fig.headR * s * 1.9, foot[1] - 0.45 * span);
    const box: [number, number, number, number] = [
      hb[0] - 8 * k,
      top - 4 * k,
      hf[0] + 8 * k,
      4 * k,
    ];
    const closeBox: [number, number, number, number] = [
      hb[0] - 6 * k,
      top - 3 * k,
      hf[0] + 6 * k,
      head[1] + fig.headR * s * 2.2,
    ];
    const focus: Point = [foot[0], foot[1] - 6 * k];
    // Hair piled high (curls, a bun, spikes) rises into the walkway: such a card is not drawn.
    const tallHair = ['curly', 'bun', 'spiky'].includes(ctx.who.look.hairStyle);
    return staged(facingBox(box, facing), mx(focus, facing), {
      ...(tallHair && ctx.who.species === 'human'
        ? { faults: ['the bridge crosses the hair'] }
        : {}),
      closeBox: facingBox(closeBox, facing),
      actors: mirror([farStrings, actorNodes(actor), ...strings, actorNodes(walker)], facing),
      contacts: [[mx([0, 0], facing)[0], 30 * k]],
      glows: [],
    });
  },
};
