import { at, n, type Point } from '../../geom.ts';
import { group, type Node } from '../../ir.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
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
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA, ptDe } from '../grammar.ts';
import { facingBox, measure, placed, posed, staged } from '../helpers.ts';
import { nouns, type NounId } from '../nouns.ts';
import { partner, partnerWords, subjectWords } from '../subjects.ts';
import { phrasebook } from '../phrasebook.ts';
import { poses } from '../../kit/poses.ts';
import type { Action } from '../types.ts';
import { mirror, mx } from './water.ts';

// Two characters whose gestures tell how they stand to each other: one walks ahead with a
// light and the other follows; one hides, peeking, while the other counts with covered eyes.
// The relation is the story; the object or the hiding place is its one strange detail.

/** A prop's box in its own units (where it meets the floor, how tall it stands). */
function boxOf(nodes: readonly Node[]): [number, number, number, number] {
  return nodeBox(group(nodes), identity) ?? [-10, -10, 10, 10];
}

export const follow: Action = {
  id: 'follow',
  objects: ['lantern', 'candle', 'star', 'moon', 'balloon', 'birdcage', 'fish', 'key'],
  seconds: () => whos,
  feelings: ['longing', 'mischief', 'fear', 'wonder', 'resolve', 'calm'],
  settings: [
    'forest',
    'street',
    'snowfield',
    'shore',
    'meadow',
    'stairwell',
    'library',
    'train',
    'rooftop',
    'underwater',
    'clouds',
    'theatre',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  lights: ['lantern', 'candle', 'glow', 'moon', 'sun', 'window', 'lamp', 'spot', 'sky'],
  family: (o) => `follow:${o}`,
  concepts: ['following', 'trust', 'secret', 'journey', 'guide', 'pursuit'],
  say: phrasebook({
    en: (x, s) => `follows ${partner(s, 'girl').en} who carries ${enA(x)}`,
    ja: (x, s) => `${x.ja}を持った${partner(s, 'girl').ja}のあとをついていく`,
    ru: (x, s) =>
      `идёт следом за ${partner(s, 'girl').ru[1]}, ${subjectWords[(s ?? 'girl') as Who].ru.g === 'm' ? 'у которого' : 'у которой'} в руках ${x.ru.nom}`,
    pt: (x, s) => `segue ${partner(s, 'girl').pt} que leva ${ptA(x.pt)}`,
    fi: (x, s) => `kulkee ${partner(s, 'girl').fi[1]} perässä, joka kantaa ${x.fi.par}`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const other = cast((ctx.second ?? 'girl') as Who, rng.fork('partner'), p);
    const ma = measure(who);
    const mb = measure(other);
    const sa = who.scale;
    const sb = other.scale;
    // Far enough apart to read as two figures, near enough to read as one story.
    const gap = 34 + (ma.height * sa + mb.height * sb) * 0.32;
    const ax = -gap / 2;
    const bx = gap / 2;
    const afraid = ctx.feeling === 'fear';
    // The leader walks on, the thing held out before them, looking back over the shoulder; the
    // follower sneaks after them on tiptoe (a fist clutched to the chest, when afraid).
    const b: Actor = {
      fig: pose(
        other,
        rng.pick(['calm', 'longing', 'resolve'] as const),
        {
          ...poses['look-back'],
          front: { angle: 70, bend: 40, hand: 'fist' },
        },
        ctx.ink,
      ),
      x: bx,
      facing: 1,
      scale: sb,
    };
    const a: Actor = {
      fig: posed(ctx, {
        ...poses.sneak,
        ...(afraid ? { front: { angle: 20, bend: 110, hand: 'fist' as const } } : {}),
        turn: 0.9,
        gaze: [1, -0.1],
      }),
      x: ax,
      facing: 1,
      scale: sa,
    };
    const thing = drawThing(ctx.object, p, rng);
    const hand = actorPoint(b, b.fig.skeleton.hands.front);
    const k = ctx.object === 'balloon' ? 1.1 : ctx.object === 'birdcage' ? 0.8 : 1.15;
    const lift =
      ctx.object === 'balloon'
        ? -thing.size * 1.2
        : ctx.object === 'lantern' || ctx.object === 'birdcage'
          ? 0
          : -thing.size * k * 0.3;
    const held: Point = [hand[0] + 3, hand[1] + lift];
    const nodes: Node[] = [actorNodes(b), placed(thing, held, k), actorNodes(a)];
    const facing = rng.chance(0.5) ? 1 : -1;
    const top = Math.min(ma.headTop * sa, mb.headTop * sb, held[1] - thing.size * k) - 12;
    const glow = glowsItself(ctx.object);
    return staged(
      facingBox([ax - 40, top, Math.max(bx + 26, held[0] + thing.size * k * 0.6), 4], facing),
      mx(held, facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [ax * facing, 22 * sa],
          [bx * facing, 22 * sb],
        ],
        glows: glow ? [{ at: mx(held, facing), r: 30, color: p.light }] : [],
        light: glow
          ? {
              at: mx(held, facing),
              kind:
                ctx.object === 'lantern' ? 'lantern' : ctx.object === 'candle' ? 'candle' : 'glow',
              reach: 110,
            }
          : undefined,
      },
    );
  },
};

/** What one can hide behind, drawn as tall as a crouching figure (a giant teacup is a twist). */
const hidingPlaces = [
  'teacup',
  'suitcase',
  'book',
  'moon',
  'teapot',
  'clock',
  'egg',
  'boot',
  'apple',
  'mushroom',
  'skull',
  'hourglass',
  'globe',
] as const satisfies readonly NounId[];

export const hide: Action = {
  id: 'hide',
  objects: hidingPlaces,
  seconds: () => whos,
  feelings: ['mischief', 'fear', 'joy', 'surprise'],
  settings: [
    'meadow',
    'forest',
    'kitchen',
    'bedroom',
    'attic',
    'library',
    'street',
    'snowfield',
    'shore',
    'theatre',
    'stairwell',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'low', 'wide'],
  family: (o) => `hide:${o}`,
  concepts: ['hide and seek', 'secret', 'game', 'searching', 'hiding'],
  say(lang, o, s) {
    const x = nouns[o];
    const seeker = (s ?? 'bear') as Who;
    const sw = subjectWords[seeker];
    const giantRu = x.ru.g === 'f' ? 'огромной' : x.ru.g === 'p' ? 'огромными' : 'огромным';
    switch (lang) {
      case 'en':
        return `hides from ${partnerWords[seeker].en} behind a giant ${x.en}`;
      case 'ja':
        return `${sw.ja}がさがしているあいだ、大きな${x.ja}の陰に隠れている`;
      case 'ru':
        return `прячется за ${giantRu} ${x.ru.ins}, пока ${sw.ru.w} ищет`;
      case 'pt':
        return `se esconde atrás ${ptDe(x.pt)} gigante enquanto ${partnerWords[seeker].pt} procura`;
      case 'fi':
        return `piiloutuu jättimäisen ${x.fi.gen} taakse, kun ${sw.fi} etsii`;
    }
  },
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const other = cast((ctx.second ?? 'bear') as Who, rng.fork('partner'), p);
    const sa = who.scale;
    const sb = other.scale;
    const ma = measure(who);
    const mb = measure(other);
    // The hiding place: a thing taller than the hider (the wrong scale is the dream), standing on
    // the floor with its right edge at x = 0.
    const thing = drawThing(ctx.object, p, rng);
    const tb = boxOf(thing.nodes);
    const k = (ma.height * sa * 0.8) / Math.max(4, tb[3] - tb[1]);
    const width = (tb[2] - tb[0]) * k;
    const thingX = -tb[2] * k;
    const hiding = group(thing.nodes, `translate(${n(thingX)} ${n(-tb[3] * k)}) scale(${n(k)})`);
    // The hider crouches half behind its right edge, peeking out at the seeker, one hand
    // gripping the edge, the other over its mouth.
    const ax = -width * 0.3;
    const grip: Point = [-2, -ma.height * sa * 0.36];
    const a: Actor = {
      x: ax,
      facing: 1,
      scale: sa,
      fig: posed(ctx, {
        ...poses.hide,
        front: { reach: toActor({ x: ax, facing: 1, scale: sa }, grip), hand: 'fist' },
        turn: 0.85,
        gaze: [1, 0.1],
      }),
    };
    // The seeker, a little way off, turned away, calling through cupped hands the wrong way.
    const mouth: Point = [mb.head[0] + mb.headR * 1.1, mb.head[1] + mb.headR * 0.45];
    const bx = 22 + (ma.height * sa + mb.height * sb) * 0.16;
    const b: Actor = {
      x: bx,
      facing: 1,
      scale: sb,
      fig: pose(
        other,
        rng.pick(['calm', 'resolve', 'surprise'] as const),
        {
          legs: 'walk',
          lean: 8,
          front: { reach: mouth, hand: 'open' },
          back: { reach: [mouth[0] - 2, mouth[1] + 1], hand: 'open' },
          backArmOver: true,
          turn: 0.95,
          gaze: [1, 0],
        },
        ctx.ink,
      ),
    };
    const nodes: Node[] = [
      actorNodes({ ...a, fig: { ...a.fig, hands: [] } }),
      hiding,
      group(a.fig.hands, at(ax, 0, sa)),
      actorNodes(b),
    ];
    const facing = rng.chance(0.5) ? 1 : -1;
    const top = Math.min(-tb[3] * k + tb[1] * k, mb.headTop * sb) - 10;
    const peek: Point = [ax + ma.head[0] * sa, ma.head[1] * sa];
    return staged(facingBox([thingX + tb[0] * k - 6, top, bx + 26, 4], facing), mx(peek, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [(thingX + ((tb[0] + tb[2]) / 2) * k) * facing, width * 0.55],
        [bx * facing, 22 * sb],
      ],
      glows: [],
    });
  },
};
