import { at, circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, pose } from '../cast.ts';
import { drawThing } from '../drawables.ts';
import { ptA } from '../grammar.ts';
import { facingBox, placed, posed, staged } from '../helpers.ts';
import { phrasebook } from '../phrasebook.ts';
import { nouns, type NounId } from '../nouns.ts';
import { stance } from '../../kit/poses.ts';
import type { Action } from '../types.ts';
import { mirror, mx } from './water.ts';

/** What shows through a door that opens onto somewhere else (in the door's box 0…w, -h…0). */
function beyond(id: NounId, p: Palette, rng: Rng, w: number, h: number): Node[] {
  const skyTo = (top: string, bottom: string): Node =>
    fill(
      rect(-2, -h - 2, w + 4, h + 4),
      {
        kind: 'linear',
        x1: 0,
        y1: -h,
        x2: 0,
        y2: 0,
        stops: [
          [0, top],
          [1, bottom],
        ],
      },
      'glow',
      0,
    );
  switch (id) {
    case 'sea': {
      const out: Node[] = [
        skyTo('#f3d9a8', '#f7b48a'),
        fill(circle(w * 0.6, -h * 0.55, w * 0.16), '#fff3d0', 'glow', 0),
      ];
      out.push(fill(rect(-2, -h * 0.4, w + 4, h * 0.4 + 2), '#2f6f9a', 'water', 0));
      out.push(
        stroke(
          `M0 ${n(-h * 0.3)}q5 -2 10 0t10 0t10 0t10 0M4 ${n(-h * 0.18)}q5 -2 10 0t10 0t10 0`,
          '#8fc0e0',
          0.8,
          'water',
          0,
        ),
      );
      // The sea spilling over the threshold.
      out.push(fill(`M0 0Q${n(w * 0.3)} ${n(-h * 0.1)} ${n(w)} 0Z`, '#4f8fba', 'water', 0));
      return out;
    }
    case 'sky':
      return [
        skyTo('#7fb6e0', '#e0f0f8'),
        fill(
          `${circle(w * 0.3, -h * 0.3, w * 0.2)}${circle(w * 0.55, -h * 0.34, w * 0.26)}${circle(w * 0.8, -h * 0.28, w * 0.18)}`,
          '#ffffff',
          'glow',
          0,
        ),
        fill(`M${n(w * 0.2)} ${n(-h * 0.72)}l6 -2 -2 4z`, '#2a2024', 'detail', 0),
      ];
    case 'winter': {
      const flakes: string[] = [];
      for (let i = 0; i < 24; i++)
        flakes.push(circle(rng.range(0, w), rng.range(-h, 0), rng.range(0.5, 1.2)));
      return [
        skyTo('#2a3a5a', '#6a82a8'),
        fill(
          `M-2 ${n(-h * 0.22)}Q${n(w / 2)} ${n(-h * 0.3)} ${n(w + 2)} ${n(-h * 0.2)}V2H-2Z`,
          '#eef2f8',
          'floor',
          0,
        ),
        fill(
          poly([
            [w * 0.3, -h * 0.5],
            [w * 0.4, -h * 0.22],
            [w * 0.2, -h * 0.22],
          ]),
          '#2a4a4a',
          'plant',
          0,
        ),
        fill(flakes.join(''), '#ffffff', 'glow', 0),
      ];
    }
    case 'summer':
      return [
        skyTo('#8fd0f0', '#fff0b0'),
        fill(circle(w * 0.7, -h * 0.7, w * 0.14), '#fff6b0', 'glow', 0),
        fill(
          `M-2 ${n(-h * 0.3)}Q${n(w * 0.5)} ${n(-h * 0.42)} ${n(w + 2)} ${n(-h * 0.28)}V2H-2Z`,
          '#8fcf5a',
          'plant',
          0,
        ),
        fill(
          `${circle(w * 0.3, -h * 0.2, 2)}${circle(w * 0.6, -h * 0.12, 2)}${circle(w * 0.45, -h * 0.25, 1.6)}`,
          '#f06a8a',
          'plant',
          0,
        ),
      ];
    case 'night':
    case 'stars': {
      const dots: string[] = [];
      for (let i = 0; i < 30; i++)
        dots.push(circle(rng.range(0, w), rng.range(-h, 0), rng.range(0.4, 1.2)));
      return [
        skyTo('#0c1230', '#2a2a6a'),
        fill(dots.join(''), '#ffffff', 'glow', 0),
        fill(circle(w * 0.35, -h * 0.7, w * 0.1), '#fff0c0', 'glow', 0),
      ];
    }
    default:
      return [skyTo(lighter(p.light, 0.7), lighter(p.light, 0.3))];
  }
}

export const openDoor: Action = {
  id: 'open-door',
  objects: ['sea', 'sky', 'winter', 'summer', 'night', 'light'],
  feelings: ['wonder', 'surprise', 'fear', 'longing', 'joy', 'resolve'],
  settings: [
    'meadow',
    'forest',
    'shore',
    'attic',
    'bedroom',
    'library',
    'kitchen',
    'snowfield',
    'rooftop',
    'street',
    'theatre',
    'stairwell',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `open-door:${o === 'night' ? 'stars' : o}`,
  concepts: ['threshold', 'another world', 'choice', 'escape', 'Narnia'],
  say: phrasebook({
    en: (x) =>
      x === nouns.light
        ? 'opens a door full of light'
        : `opens a door onto ${x.enKind === 'unique' ? `the ${x.en}` : x.en}`,
    ja: (x) => `${x.ja}へと続く扉を開けている`,
    ru: (x) => `открывает дверь в ${x.ru.acc}`,
    pt: (x) => `abre uma porta para ${ptA(x.pt)}`,
    fi: (x) => `avaa oven ${x.fi.ill}`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const facing = rng.chance(0.5) ? 1 : -1;
    const s = who.scale;
    const dw = 50;
    const dh = 118;
    const dx = 12;
    const through = beyond(ctx.object, p, rng, dw, dh);
    const door = T.doorway(
      lighter(p.wood, 0.15),
      mix(p.accent, p.wood, 0.5),
      dw,
      dh,
      0.85,
      through,
    );
    // Light spilling out across the floor in front of the door.
    const spill = fill(
      poly([
        [dx, 0],
        [dx + dw, 0],
        [dx + dw + 50, 60],
        [dx - 40, 60],
      ]),
      {
        kind: 'linear',
        x1: 0,
        y1: 0,
        x2: 0,
        y2: 60,
        stops: [
          [0, lighter(p.light, 0.4), 0.7],
          [1, lighter(p.light, 0.4), 0],
        ],
      },
      'glow',
      0,
    );
    const knob: Point = [dx - dw * 0.15 * 0.62, -dh * 0.48];
    // Fear crouches at the door, resolve pushes it open, wonder and longing lean in to look.
    const body =
      ctx.feeling === 'fear'
        ? { legs: 'crouch' as const, lean: -8 }
        : ctx.feeling === 'resolve'
          ? stance('push')
          : ctx.feeling === 'wonder' || ctx.feeling === 'longing'
            ? stance('lean-in')
            : { legs: 'stand' as const, lean: 2 };
    const fig = posed(ctx, {
      ...body,
      front: { reach: [(knob[0] + 34) / s, knob[1] / s], hand: 'fist' },
      turn: 0.9,
      gaze: [1, -0.2],
    });
    const nodes: Node[] = [
      group(door.nodes, at(dx, 0)),
      spill,
      actorNodes({ fig, x: -34, facing: 1, scale: s }),
    ];
    return staged(
      facingBox([ctx.feeling === 'resolve' ? -80 : -60, -dh - 20, dx + dw + 40, 4], facing),
      mx([dx + dw / 2 - 10, -dh * 0.5], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[-34 * facing, 24]],
        light: { at: mx([dx + dw / 2, -dh * 0.5], facing), kind: 'glow', reach: 110 },
        glows: [{ at: mx([dx + dw / 2, -dh * 0.45], facing), r: 60, color: p.light }],
      },
    );
  },
};

const spills: readonly NounId[] = ['birds', 'butterflies', 'stars', 'letters', 'leaves', 'shoal'];

export const read: Action = {
  id: 'read',
  objects: spills,
  feelings: ['wonder', 'calm', 'joy', 'surprise', 'longing', 'sleep'],
  settings: [
    'library',
    'bedroom',
    'attic',
    'train',
    'meadow',
    'forest',
    'kitchen',
    'rooftop',
    'desert',
  ],
  framings: ['medium', 'close', 'wide'],
  family: (o) => `read:${o}`,
  concepts: ['imagination', 'story', 'escape', 'knowledge', 'bedtime'],
  say: phrasebook({
    en: (x) => `reads a book that spills ${x.en}`,
    ja: (x) => `${x.ja}があふれ出す本を読んでいる`,
    ru: (x) => `читает книгу, из которой вырываются ${x.ru.nom}`,
    pt: (x) => `lê um livro do qual saem ${x.pt.w}`,
    fi: (x) => `lukee kirjaa, josta tulvii ${x.fi.par}`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const facing = rng.chance(0.5) ? 1 : -1;
    const s = who.scale;
    const fig = pose(
      who,
      ctx.feeling === 'sleep' ? 'calm' : ctx.feeling,
      {
        legs: 'sit',
        lean: 6,
        front: { reach: [20, -40], hand: 'mitt' },
        back: { reach: [10, -38], hand: 'mitt' },
        backArmOver: true,
        turn: 0.4,
        headTilt: 14,
        gaze: [0.4, 0.9],
      },
      ctx.ink,
    );
    const sk = fig.skeleton;
    const seatY = -sk.hip[1] * s - 2;
    const chair = T.armchair(mix(p.accent, p.wood, 0.3), seatY);
    const hf: Point = [sk.hands.front[0] * s, sk.hands.front[1] * s];
    const hb: Point = [sk.hands.back[0] * s, sk.hands.back[1] * s];
    const bookAt: Point = [(hf[0] + hb[0]) / 2, (hf[1] + hb[1]) / 2 - 2];
    const book = P.openBook({ main: p.accent, ink: ctx.ink, light: p.light, metal: '#555' }, true);
    const one: NounId =
      ctx.object === 'shoal'
        ? 'fish'
        : ctx.object === 'birds'
          ? 'bird'
          : ctx.object === 'stars'
            ? 'star'
            : ctx.object === 'letters'
              ? 'letter'
              : ctx.object;
    const nodes: Node[] = [
      placed(chair, [0, 0], 1),
      actorNodes({ fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s }),
      placed(book, [bookAt[0], bookAt[1] + 6], 0.8),
      group(fig.hands, at(0, 0, s)),
    ];
    // The stream rises from the pages in an arc.
    const count = 10;
    let top = bookAt[1];
    for (let i = 0; i < count; i++) {
      const t = (i + 1) / count;
      const q: Point = [bookAt[0] + Math.sin(t * 2.6) * 50 * t + t * 30, bookAt[1] - 14 - t * 150];
      top = Math.min(top, q[1]);
      const k = one === 'butterflies' || one === 'leaves' ? 0.5 + t * 0.3 : 0.5 + t * 0.5;
      nodes.push(placed(drawThing(one, p, rng), q, k, rng.range(-25, 25)));
    }
    const glowAt = mx(bookAt, facing);
    return staged(
      facingBox([-30, top - 20, 100, 4], facing),
      mx([bookAt[0] + 20, bookAt[1] - 60], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[0, 40]],
        light: { at: glowAt, kind: 'glow', reach: 80 },
        glows: [{ at: glowAt, r: 30, color: p.light }],
        closeBox: facingBox([-20, top - 10, 90, bookAt[1] + 20], facing),
      },
    );
  },
};
