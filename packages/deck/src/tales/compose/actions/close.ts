/**
 * Close-ups drawn for themselves: the card filled with a face and what it looks at or holds (a
 * blind review found one close-up in the deck, #080, and loved it). Each stages its thing big
 * beside the head and says where the near framing looks (`closeBox`).
 */
import type { Lang } from '../../../types.ts';
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { face, type Feeling } from '../../kit/face.ts';
import type { Figure, FigurePose } from '../../kit/figure.ts';
import { poses } from '../../kit/poses.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { coveredShare } from '../faults.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { mirror, mx } from './water.ts';

/** A phrase per language, per object: each sentence written whole, never word by word. */
export type Lines = Readonly<Record<Lang, string>>;

/** An action's `say` from whole sentences per object (its own words, not the nouns' forms). */
export function sayFrom(
  table: Readonly<Record<string, Lines>>,
  fallback: string,
): (lang: Lang, object: string, second: string | null) => string {
  return (lang, object, second) => {
    const lines = table[second ?? object] ?? table[object] ?? table[fallback];
    if (lines === undefined) throw new Error(`no words for ${object}`);
    return lines[lang];
  };
}

/**
 * A flat ellipse as four curves: an arc's box counts its radius both ways (looks/bounds.ts), so a
 * wide, flat puddle drawn with arcs would seem to reach far below the floor.
 */
export function oval(cx: number, cy: number, rx: number, ry: number): string {
  const k = 0.5523;
  return `M${n(cx - rx)} ${n(cy)}C${n(cx - rx)} ${n(cy - ry * k)} ${n(cx - rx * k)} ${n(cy - ry)} ${n(cx)} ${n(cy - ry)}C${n(cx + rx * k)} ${n(cy - ry)} ${n(cx + rx)} ${n(cy - ry * k)} ${n(cx + rx)} ${n(cy)}C${n(cx + rx)} ${n(cy + ry * k)} ${n(cx + rx * k)} ${n(cy + ry)} ${n(cx)} ${n(cy + ry)}C${n(cx - rx * k)} ${n(cy + ry)} ${n(cx - rx)} ${n(cy + ry * k)} ${n(cx - rx)} ${n(cy)}Z`;
}

/** Little things that pour out of a world: what summer, winter, the sea or the night are made of. */
export function worldBits(
  object: NounId,
  p: Palette,
  rng: Rng,
  along: (t: number) => Point,
  count: number,
  size: number,
): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + rng.range(0.2, 0.8)) / count;
    const [x, y] = along(t);
    const k = size * (1.15 - t * 0.5) * rng.range(0.8, 1.2);
    const turn = rng.range(-40, 40);
    let prop: P.Prop;
    switch (object) {
      case 'summer':
        prop =
          i % 3 === 0
            ? T.leaf('#6fae4a', k * 0.12)
            : T.butterfly(rng.pick(p.cloth), p.ink, k * 0.12);
        break;
      case 'winter': {
        // A six-armed flake as one filled shape: an ink look draws thin strokes in ink, and a
        // flake drawn with lines turned into a black asterisk.
        const pts: Point[] = [];
        for (let j = 0; j < 12; j++) {
          const a = (j * Math.PI) / 6;
          const rr = j % 2 === 0 ? k * 0.5 : k * 0.13;
          pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
        }
        prop = { nodes: [fill(poly(pts), '#f4f8ff', 'glow', 0)], size: k };
        break;
      }
      case 'sea':
        prop =
          i % 2 === 0
            ? P.fish(rng.pick(['#e8803a', '#f0c040', '#e05050']), p.ink, k * 0.9)
            : {
                nodes: [fill(circle(0, 0, k * 0.16), lighter(p.water, 0.6), 'glass', 0.4)],
                size: k,
              };
        break;
      case 'leaves':
        prop = T.leaf(rng.pick(['#d9772e', '#c9452e', '#e0a83a']), k * 0.13);
        break;
      case 'birds':
        prop = P.bird(
          rng.pick(['#3f6f8f', '#f4efe4', p.accent]),
          p.ink,
          i % 2 === 0 ? 'up' : 'down',
        );
        prop = { nodes: [group(prop.nodes, `scale(${n(k * 0.09)})`)], size: k };
        break;
      default:
        prop = P.star(lighter(p.light, 0.4), k * 0.32);
    }
    out.push(placed(prop, [x, y], 1, turn));
  }
  return out;
}

/** The light a world gives off through a keyhole or in cupped hands. */
function worldLight(object: NounId, p: Palette): Color {
  switch (object) {
    case 'summer':
      return '#ffe38a';
    case 'leaves':
      return '#ffc070';
    case 'birds':
      return '#d8f0ff';
    case 'winter':
      return '#e6f2ff';
    case 'sea':
      return mix(lighter(p.water, 0.55), '#bff4ff', 0.5);
    case 'fire':
      return '#ffb04a';
    default:
      return lighter(p.light, 0.3);
  }
}

/** A keyhole's outline (a round head and a flared foot), its round centre at (0, 0), `r` its radius. */
function keyholeD(r: number): string {
  return `M${n(-r * 0.45)} ${n(r * 0.8)}A${n(r)} ${n(r)} 0 1 1 ${n(r * 0.45)} ${n(r * 0.8)}L${n(r * 0.85)} ${n(r * 2.9)}H${n(-r * 0.85)}Z`;
}

/** What shows through the keyhole: a piece of the world beyond, lit. */
function beyond(object: NounId, p: Palette, r: number): Node[] {
  const clip = keyholeD(r);
  const inner: Node[] = [];
  const light = worldLight(object, p);
  const w = r * 2.2;
  switch (object) {
    case 'summer':
      inner.push(fill(rect(-w, -w, w * 2, w * 1.6), '#9ed7f0', 'glow', 0));
      inner.push(fill(circle(r * 0.2, -r * 0.3, r * 0.45), '#fff3a8', 'glow', 0));
      inner.push(fill(oval(0, r * 1.6, w, r * 1.1), '#7fbf4f', 'glow', 0));
      break;
    case 'winter':
      inner.push(fill(rect(-w, -w, w * 2, w * 1.6), '#cfe0f4', 'glow', 0));
      inner.push(
        fill(
          poly([
            [-w, r * 1.2],
            [-r * 0.3, -r * 0.2],
            [r * 0.6, r * 0.7],
            [w, r * 0.1],
            [w, w * 2],
            [-w, w * 2],
          ]),
          '#ffffff',
          'glow',
          0,
        ),
      );
      break;
    case 'sea':
      inner.push(fill(rect(-w, -w, w * 2, w * 1.4), lighter(p.water, 0.7), 'glow', 0));
      inner.push(fill(rect(-w, r * 0.4, w * 2, w * 2), lighter(p.water, 0.2), 'glow', 0));
      inner.push(
        stroke(
          `M${n(-w)} ${n(r * 0.9)}q${n(r * 0.4)} ${n(-r * 0.3)} ${n(r * 0.8)} 0t${n(r * 0.8)} 0t${n(r * 0.8)} 0t${n(r * 0.8)} 0`,
          '#ffffff',
          r * 0.12,
          'glow',
          0,
        ),
      );
      break;
    case 'leaves':
      inner.push(fill(rect(-w, -w, w * 2, w * 3), '#f4c98a', 'glow', 0));
      inner.push(fill(oval(-r * 0.4, r * 0.2, r * 0.7, r * 0.8), '#d9772e', 'plant', 0));
      inner.push(fill(oval(r * 0.6, r * 0.6, r * 0.6, r * 0.7), '#c9452e', 'plant', 0));
      inner.push(fill(oval(0, r * 2.2, w, r * 0.9), '#b8702e', 'plant', 0));
      break;
    case 'birds':
      inner.push(fill(rect(-w, -w, w * 2, w * 3), '#a8d8f4', 'glow', 0));
      inner.push(fill(oval(-r * 0.3, r * 0.3, r * 0.8, r * 0.3), '#ffffff', 'glow', 0));
      break;
    default:
      inner.push(fill(rect(-w, -w, w * 2, w * 3), mix(p.sky[0], '#10183a', 0.5), 'glow', 0));
      inner.push(fill(circle(r * 0.3, -r * 0.2, r * 0.4), light, 'glow', 0));
      inner.push(
        fill(circle(r * 0.45, -r * 0.3, r * 0.34), mix(p.sky[0], '#10183a', 0.5), 'glow', 0),
      );
      for (const [x, y] of [
        [-0.5, 0.6],
        [0.4, 1.4],
        [-0.2, 2.1],
        [0.1, 0.9],
      ] as const)
        inner.push(fill(circle(x * r, y * r, r * 0.07), '#fff8d0', 'glow', 0));
  }
  return [group(inner, undefined, clip)];
}

const keyholeWorlds = [
  'summer',
  'winter',
  'sea',
  'night',
  'leaves',
  'birds',
] as const satisfies readonly NounId[];

/**
 * An eye at a keyhole, the world beyond it pouring out into the room: summer's butterflies,
 * winter's snow, the sea's fish, the night's stars streaming past the face.
 */
export const keyhole: Action = {
  id: 'keyhole',
  objects: [...keyholeWorlds],
  feelings: ['wonder', 'surprise', 'longing', 'mischief', 'fear'],
  settings: ['bedroom', 'attic', 'stairwell', 'library', 'kitchen', 'train', 'theatre'],
  framings: ['near'],
  fixedFramings: true,
  lights: ['lamp', 'candle', 'window', 'glow', 'moon'],
  family: (o) => `keyhole:${o}`,
  concepts: ['keyhole', 'secret', 'curiosity', 'spying', 'another world', 'door'],
  say: sayFrom(
    {
      summer: {
        en: 'peers through a keyhole, and summer pours out of it',
        ja: '鍵穴をのぞきこむと、そこから夏があふれ出している',
        ru: 'заглядывает в замочную скважину, а из неё льётся лето',
        pt: 'espreita pelo buraco da fechadura, e o verão escorre por ele',
        fi: 'kurkistaa avaimenreiästä, ja siitä tulvii kesä',
      },
      winter: {
        en: 'peers through a keyhole, and winter blows out of it',
        ja: '鍵穴をのぞきこむと、そこから冬が吹き出している',
        ru: 'заглядывает в замочную скважину, а из неё дует зима',
        pt: 'espreita pelo buraco da fechadura, e o inverno sopra por ele',
        fi: 'kurkistaa avaimenreiästä, ja siitä puhaltaa talvi',
      },
      sea: {
        en: 'peers through a keyhole, and the sea spills out of it',
        ja: '鍵穴をのぞきこむと、そこから海がこぼれ出している',
        ru: 'заглядывает в замочную скважину, а из неё выплёскивается море',
        pt: 'espreita pelo buraco da fechadura, e o mar transborda por ele',
        fi: 'kurkistaa avaimenreiästä, ja siitä läikkyy meri',
      },
      leaves: {
        en: 'peers through a keyhole, and autumn blows out of it',
        ja: '鍵穴をのぞきこむと、そこから秋が吹き出している',
        ru: 'заглядывает в замочную скважину, а из неё летит осень',
        pt: 'espreita pelo buraco da fechadura, e o outono sopra por ele',
        fi: 'kurkistaa avaimenreiästä, ja siitä puhaltaa syksy',
      },
      birds: {
        en: 'peers through a keyhole, and a flock of birds flies out of it',
        ja: '鍵穴をのぞきこむと、そこから鳥の群れが飛び出してくる',
        ru: 'заглядывает в замочную скважину, а из неё вылетает стая птиц',
        pt: 'espreita pelo buraco da fechadura, e um bando de pássaros sai voando por ele',
        fi: 'kurkistaa avaimenreiästä, ja siitä lentää ulos lintuparvi',
      },
      night: {
        en: 'peers through a keyhole, and the night streams out of it',
        ja: '鍵穴をのぞきこむと、そこから夜が流れ出している',
        ru: 'заглядывает в замочную скважину, а из неё струится ночь',
        pt: 'espreita pelo buraco da fechadura, e a noite escorre por ele',
        fi: 'kurkistaa avaimenreiästä, ja siitä virtaa yö',
      },
    },
    'night',
  ),
  stage(ctx) {
    const { rng, p, facing, s } = setUp(ctx);
    // Leaning in to the door, the eye at the hole; the legs as `lean-in` plants them.
    const lean = (front: FigurePose['front']): FigurePose => ({
      ...poses['lean-in'],
      lean: 24,
      headTilt: 4,
      back: { angle: -30, bend: 20, hand: 'open' },
      front,
      turn: 1,
      gaze: [1, 0],
    });
    const fig0 = posed(ctx, lean({ angle: 40, bend: 30, hand: 'open' }));
    const head = fig0.skeleton.headCentre;
    const R = fig0.headR;
    // A close-up: the keyhole as big as the eye's half of the face, just past the nose, the door
    // behind the head running off the card.
    const r = R * 0.78;
    const hole: Point = [head[0] + R * 1.35 + r, head[1] - R * 0.12];
    const doorX = head[0] - R * 0.2;
    const wood = mix(p.wood, p.wall, 0.2);
    const plate: Point = [hole[0], hole[1] + r * 0.9];
    // The near hand flat on the lock plate below the keyhole.
    const fig = posed(ctx, lean({ reach: [hole[0] - r * 1.1, hole[1] + r * 2.5], hand: 'open' }));
    const doorW = 260;
    const door: Node[] = [
      fill(rect(doorX, -400, doorW, 400), wood, 'wood'),
      ...[1, 2, 3, 4].map((i) =>
        stroke(`M${n(doorX + (doorW / 8) * i)} -400V0`, darker(wood, 0.3), 1, 'wood', 0),
      ),
      fill(rect(doorX, -400, 4, 400), darker(wood, 0.25), 'wood', 0),
      // The lock plate, then the keyhole and the world in it.
      fill(
        rect(plate[0] - r * 1.6, hole[1] - r * 2.1, r * 3.2, r * 6.4, r * 0.8),
        '#c9a24a',
        'metal',
      ),
      stroke(
        rect(plate[0] - r * 1.35, hole[1] - r * 1.85, r * 2.7, r * 5.9, r * 0.6),
        darker('#c9a24a', 0.25),
        Math.max(0.4, r * 0.08),
        'metal',
        0,
      ),
      group(
        [fill(keyholeD(r * 1.1), darker(wood, 0.55), 'detail', 0), ...beyond(ctx.object, p, r)],
        `translate(${n(hole[0])} ${n(hole[1])})`,
      ),
    ];
    const light = worldLight(ctx.object, p);
    // The light through the hole falls back over the face and into the room.
    const beam = fill(
      poly([
        [hole[0], hole[1] - r],
        [head[0] - R * 3, head[1] - R * 2.4],
        [head[0] - R * 3, head[1] + R * 2.2],
        [hole[0], hole[1] + r],
      ]),
      light,
      'glow',
      0,
    );
    // What pours out streams back past the head, over it and under the chin, clear of the face.
    // Each stream starts a quarter of its way out, past the nose.
    const over = (t0: number): Point => {
      const t = 0.25 + t0 * 0.75;
      return [
        hole[0] - r * 0.6 - (R * 2.9 + r) * t,
        hole[1] -
          r * 0.9 -
          R * 0.95 * Math.sin(Math.min(1, t * 1.6) * Math.PI * 0.5) +
          R * 0.15 * Math.sin(t * 9),
      ];
    };
    const under = (t0: number): Point => {
      const t = 0.25 + t0 * 0.75;
      return [
        hole[0] - r * 0.4 - (R * 3 + r) * t,
        hole[1] +
          r * 1.2 +
          R * 1.1 * Math.sin(Math.min(1, t * 1.5) * Math.PI * 0.5) +
          R * 0.15 * Math.sin(t * 8),
      ];
    };
    const size = R * (ctx.object === 'sea' ? 0.8 : 0.5);
    const bits = [
      ...worldBits(ctx.object, p, rng, over, 5, size),
      ...worldBits(ctx.object, p, rng, under, 4, size),
    ];
    // Facing as drawn, so the shot knows where the head is (it keeps heads whole on the card).
    const actor: Actor = { fig, x: 0, facing, scale: s };
    const body = actorNodes(actor);
    const at = (q: Point): Point => mx([q[0] * s, q[1] * s], facing);
    // The shot's top: above the head (its ears or hat) and the stream over it.
    const figTop = (nodeBox(body, identity)?.[1] ?? (head[1] - R * 1.2) * s) / s;
    const bitsTop = nodeBox(group(bits), identity)?.[1] ?? head[1];
    const top = Math.min(figTop - R * 0.15, bitsTop - 1, head[1] - R * 2.1) * s;
    return staged(
      facingBox([(head[0] - R * 3.3) * s, top, (hole[0] + r * 1.8) * s, 4], facing),
      at([head[0] + R * 0.9, head[1]]),
      {
        wall: mirror(
          [group([...door, { ...group([beam]), opacity: 0.3 }], `scale(${n(s)})`)],
          facing,
        ),
        actors: [body, ...mirror([group(bits, `scale(${n(s)})`)], facing)],
        contacts: [[0, 26 * s]],
        glows: [
          { at: at(hole), r: r * 2.6 * s, color: light },
          { at: at([head[0] + R * 0.6, head[1]]), r: R * 1.2 * s, color: light },
        ],
        light: { at: at(hole), kind: 'glow', reach: 70 },
        // The face and the keyhole fill the card; the chest and the hand on the plate below.
        closeBox: facingBox(
          [(head[0] - R * 1.7) * s, top, (hole[0] + r * 1.7) * s, (head[1] + R * 2.2) * s],
          facing,
        ),
      },
    );
  },
};

/** Expressions a mask can wear, for a face that feels otherwise behind it. */
const maskFaces = ['joy', 'mischief', 'calm', 'wonder'] as const satisfies readonly Feeling[];

/**
 * A face half hidden behind a held mask that shows another feeling: a weeping face behind a
 * laughing mask. The mask is the point, so it is drawn over the face on purpose.
 */
export const maskFace: Action = {
  id: 'mask-face',
  objects: ['mask'],
  seconds: () => maskFaces,
  feelings: ['grief', 'fear', 'longing', 'resolve', 'surprise'],
  settings: ['theatre', 'street', 'bedroom', 'attic', 'train', 'stairwell', 'rooftop', 'forest'],
  framings: ['near'],
  fixedFramings: true,
  family: (_o, s) => `mask-face:${s ?? ''}`,
  concepts: ['mask', 'pretending', 'two faces', 'hiding', 'carnival', 'secret'],
  say: sayFrom(
    {
      joy: {
        en: 'hides behind a laughing mask',
        ja: '笑っている仮面の陰に顔を隠している',
        ru: 'прячется за смеющейся маской',
        pt: 'esconde-se atrás de uma máscara sorridente',
        fi: 'piiloutuu nauravan naamion taakse',
      },
      mischief: {
        en: 'hides behind a sly, grinning mask',
        ja: 'いたずらっぽく笑う仮面の陰に顔を隠している',
        ru: 'прячется за хитрой ухмыляющейся маской',
        pt: 'esconde-se atrás de uma máscara marota',
        fi: 'piiloutuu ovelasti virnistävän naamion taakse',
      },
      calm: {
        en: 'hides behind a serene mask',
        ja: '穏やかな仮面の陰に顔を隠している',
        ru: 'прячется за безмятежной маской',
        pt: 'esconde-se atrás de uma máscara serena',
        fi: 'piiloutuu tyynen naamion taakse',
      },
      wonder: {
        en: 'hides behind a starry-eyed mask',
        ja: '目を輝かせた仮面の陰に顔を隠している',
        ru: 'прячется за восторженной маской',
        pt: 'esconde-se atrás de uma máscara deslumbrada',
        fi: 'piiloutuu ihastelevan naamion taakse',
      },
    },
    'joy',
  ),
  stage(ctx) {
    const { rng, p, facing, s } = setUp(ctx);
    const base = posed(ctx, {
      legs: 'stand',
      front: { angle: 20, bend: 40 },
      back: { angle: -10, bend: 20 },
      turn: 0.25,
      gaze: [0.6, 0],
    });
    const head = base.skeleton.headCentre;
    const R = base.headR;
    // The mask covers the near half of the face; its stick runs down to the fist.
    // Over the near half of the face only: the far eye, its brow and the mouth's corner still
    // show the feeling the mask hides.
    const maskC: Point = [head[0] + R * 1.0, head[1] - R * 0.04];
    const mr = R * 0.86;
    const grip: Point = [maskC[0] + R * 0.5, head[1] + R * 2.3];
    const fig = posed(ctx, {
      legs: 'stand',
      front: { reach: grip, hand: 'fist' },
      back: { angle: -10, bend: 20 },
      turn: 0.25,
      gaze: [0.6, 0],
    });
    const feel = (ctx.second ?? 'joy') as Feeling;
    const paper = rng.pick(['#f4ead8', '#f2f2ee', lighter(p.accent, 0.55)]);
    const trim = rng.pick([p.accent, '#c9a24a', ...p.cloth]);
    const outline = `M${n(maskC[0])} ${n(maskC[1] - mr * 1.08)}C${n(maskC[0] + mr * 1.05)} ${n(maskC[1] - mr * 1.08)} ${n(maskC[0] + mr * 1.02)} ${n(maskC[1] + mr * 0.9)} ${n(maskC[0])} ${n(maskC[1] + mr * 1.18)}C${n(maskC[0] - mr * 1.02)} ${n(maskC[1] + mr * 0.9)} ${n(maskC[0] - mr * 1.05)} ${n(maskC[1] - mr * 1.08)} ${n(maskC[0])} ${n(maskC[1] - mr * 1.08)}Z`;
    const mask: Node[] = [
      stroke(
        `M${n(grip[0])} ${n(grip[1] + 3)}L${n(maskC[0] + mr * 0.35)} ${n(maskC[1] + mr)}`,
        darker(p.wood, 0.2),
        R * 0.14,
        'wood',
      ),
      fill(outline, paper, 'paper'),
      stroke(outline, trim, R * 0.09, 'detail', 0),
      // Ribbons and a feather: a carnival mask, not a second head.
      stroke(
        `M${n(maskC[0] + mr * 0.9)} ${n(maskC[1] - mr * 0.4)}q${n(mr * 0.7)} ${n(mr * 0.3)} ${n(mr * 0.5)} ${n(mr * 1.1)}`,
        trim,
        R * 0.07,
        'cloth',
        0,
      ),
      group(
        face(feel, {
          r: mr,
          turn: 0.15,
          gaze: [0.3, 0],
          ink: p.ink,
          skin: paper,
          cheek: lighter(p.accent, 0.3),
        }),
        `translate(${n(maskC[0])} ${n(maskC[1])})`,
      ),
    ];
    // The mask over the face is the idea (the held-thing-over-a-face fault lets it be). Facing as
    // drawn, so the shot knows where the head is (it keeps heads whole on the card).
    const actor: Actor = { fig, held: [group(mask)], x: 0, facing, scale: s, overFace: true };
    const body = actorNodes(actor);
    const at = (q: Point): Point => mx([q[0] * s, q[1] * s], facing);
    // A close-up: the two faces, the true one and the mask, fill the card; the shot's top just
    // over the head (its ears or hat), the fist on the stick at its foot.
    const figTop = (nodeBox(body, identity)?.[1] ?? (head[1] - R * 1.2) * s) / s;
    const top = Math.min(figTop, maskC[1] - mr * 1.1) * s - R * 0.15 * s;
    return staged(facingBox([-32 * s, top, 34 * s, 4], facing), at(maskC), {
      actors: [body],
      contacts: [[0, 24 * s]],
      closeBox: facingBox(
        [(head[0] - R * 1.5) * s, top, (maskC[0] + mr * 1.7) * s, (head[1] + R * 2.1) * s],
        facing,
      ),
    });
  },
};

/** What can sit in a pair of cupped hands: a world made small. */
const cupped = [
  'town',
  'sea',
  'fire',
  'moon',
  'storm',
  'stars',
  'snow',
] as const satisfies readonly NounId[];

/** A tiny world on the palms, its base at (0, 0), `w` wide. */
function tinyWorld(object: NounId, p: Palette, rng: Rng, w: number): Node[] {
  const out: Node[] = [];
  const h = w * 0.5;
  switch (object) {
    case 'town': {
      out.push(fill(oval(0, 0, w * 0.5, h * 0.22), mix(p.ground, '#6a8a4a', 0.4), 'plant'));
      const count = 6;
      for (let i = 0; i < count; i++) {
        const x = -w * 0.4 + (i * w * 0.8) / (count - 1) + rng.range(-1, 1);
        const hh = h * rng.range(0.35, 0.7) * (1 - Math.abs(i - 2.5) * 0.12);
        const bw = w * 0.12;
        const wall = rng.pick(['#efe2c8', '#e8c8a0', '#d8b8a8', '#f0d8b0']);
        out.push(fill(rect(x - bw / 2, -hh, bw, hh), wall, 'wall'));
        out.push(
          fill(
            poly([
              [x - bw * 0.65, -hh],
              [x, -hh - bw * 0.75],
              [x + bw * 0.65, -hh],
            ]),
            rng.pick(['#b8483a', '#8a3a3a', '#5a6a8a']),
            'wood',
          ),
        );
        out.push(fill(rect(x - bw * 0.18, -hh * 0.7, bw * 0.36, bw * 0.36), '#ffd870', 'glow', 0));
      }
      // A spire in the middle.
      out.push(fill(rect(-w * 0.04, -h * 1.05, w * 0.08, h * 0.9), '#e8dcc4', 'wall'));
      out.push(
        fill(
          poly([
            [-w * 0.06, -h * 1.05],
            [0, -h * 1.45],
            [w * 0.06, -h * 1.05],
          ]),
          '#5a6a8a',
          'wood',
        ),
      );
      break;
    }
    case 'sea': {
      out.push(
        fill(
          `M${n(-w * 0.5)} ${n(-h * 0.1)}Q0 ${n(h * 0.5)} ${n(w * 0.5)} ${n(-h * 0.1)}Q0 ${n(-h * 0.45)} ${n(-w * 0.5)} ${n(-h * 0.1)}Z`,
          lighter(p.water, 0.25),
          'water',
        ),
      );
      out.push(
        stroke(
          `M${n(-w * 0.35)} ${n(-h * 0.1)}q${n(w * 0.09)} ${n(-h * 0.12)} ${n(w * 0.18)} 0t${n(w * 0.18)} 0t${n(w * 0.18)} 0`,
          '#ffffff',
          w * 0.02,
          'glow',
          0,
        ),
      );
      out.push(placed(P.paperBoat('#f4efe4'), [w * 0.12, -h * 0.2], w * 0.012));
      out.push(
        fill(
          `M${n(-w * 0.28)} ${n(-h * 0.1)}q${n(w * 0.05)} ${n(-h * 0.5)} ${n(w * 0.12)} ${n(-h * 0.05)}`,
          darker(p.water, 0.3),
          'water',
        ),
      );
      break;
    }
    case 'fire': {
      const flame = (k: number, c: Color, dx: number): Node =>
        fill(
          `M${n(dx)} 0C${n(dx - w * 0.3 * k)} ${n(-h * 0.5 * k)} ${n(dx - w * 0.05 * k)} ${n(-h * 1.1 * k)} ${n(dx + w * 0.05 * k)} ${n(-h * 1.6 * k)}C${n(dx + w * 0.12 * k)} ${n(-h * 1.0 * k)} ${n(dx + w * 0.32 * k)} ${n(-h * 0.6 * k)} ${n(dx)} 0Z`,
          c,
          'glow',
          0,
        );
      out.push(
        flame(1, '#e8542a', 0),
        flame(0.75, '#ffa030', w * 0.02),
        flame(0.45, '#fff0a0', w * 0.02),
      );
      for (let i = 0; i < 5; i++)
        out.push(
          fill(
            circle(rng.range(-w * 0.3, w * 0.3), -h * rng.range(0.9, 1.5), w * 0.015),
            '#ffd060',
            'glow',
            0,
          ),
        );
      break;
    }
    case 'stars': {
      // A scoop of night sky: a dark dome full of stars.
      out.push(
        fill(
          `M${n(-w * 0.46)} 0C${n(-w * 0.46)} ${n(-h * 1.5)} ${n(w * 0.46)} ${n(-h * 1.5)} ${n(w * 0.46)} 0Z`,
          '#1a2048',
          'sky',
        ),
      );
      for (let i = 0; i < 7; i++)
        out.push(
          placed(
            P.star('#fff4c0', w * rng.range(0.03, 0.06)),
            [rng.range(-w * 0.3, w * 0.3), -h * rng.range(0.15, 0.95)],
            1,
          ),
        );
      out.push(placed(P.crescent('#fff4c0', w * 0.08, p.ink), [w * 0.12, -h * 0.75], 1));
      break;
    }
    case 'snow': {
      // A little winter: a snowy hill, a fir tree, a house with its window lit, snow falling.
      out.push(fill(`M${n(-w * 0.5)} 0Q0 ${n(-h * 0.9)} ${n(w * 0.5)} 0Z`, '#f4f8ff', 'glow', 0));
      out.push(
        fill(
          poly([
            [-w * 0.28, -h * 0.25],
            [-w * 0.2, -h * 1.05],
            [-w * 0.12, -h * 0.25],
          ]),
          '#3f6a4a',
          'plant',
        ),
      );
      out.push(fill(rect(w * 0.02, -h * 0.75, w * 0.18, h * 0.4), '#c8704a', 'wall'));
      out.push(
        fill(
          poly([
            [-w * 0.01, -h * 0.75],
            [w * 0.11, -h * 0.98],
            [w * 0.23, -h * 0.75],
          ]),
          '#ffffff',
          'glow',
          0,
        ),
      );
      out.push(fill(rect(w * 0.08, -h * 0.62, w * 0.06, w * 0.06), '#ffd870', 'glow', 0));
      for (let i = 0; i < 9; i++)
        out.push(
          fill(
            circle(rng.range(-w * 0.45, w * 0.45), -h * rng.range(0.4, 1.5), w * 0.012),
            '#ffffff',
            'glow',
            0,
          ),
        );
      break;
    }
    case 'storm': {
      out.push(fill(oval(0, -h * 1.3, w * 0.42, h * 0.32), '#5a5f70', 'sky'));
      out.push(fill(oval(-w * 0.18, -h * 1.45, w * 0.2, h * 0.25), '#6a7080', 'sky'));
      out.push(
        fill(
          poly([
            [w * 0.02, -h * 1.05],
            [-w * 0.08, -h * 0.55],
            [w * 0.01, -h * 0.6],
            [-w * 0.06, -h * 0.1],
            [w * 0.1, -h * 0.7],
            [w * 0.02, -h * 0.66],
            [w * 0.1, -h * 1.05],
          ]),
          '#fff08a',
          'glow',
          0,
        ),
      );
      for (let i = 0; i < 7; i++) {
        const x = -w * 0.34 + i * w * 0.11;
        out.push(
          stroke(
            `M${n(x)} ${n(-h * 1.0)}l${n(-w * 0.03)} ${n(h * 0.7)}`,
            lighter(p.water, 0.5),
            w * 0.012,
            'water',
            0,
          ),
        );
      }
      break;
    }
    default: {
      out.push(fill(circle(0, -h * 0.75, h * 0.7), '#fff4cc', 'glow', 0));
      out.push(fill(circle(-h * 0.2, -h * 0.85, h * 0.12), '#e8dcb0', 'glow', 0));
      out.push(fill(circle(h * 0.25, -h * 0.55, h * 0.09), '#e8dcb0', 'glow', 0));
    }
  }
  return out;
}

/**
 * Two hands cupping a world made small (a town with its lights on, a sea with a boat, a fire, the
 * moon, a storm), its light on the face bent over it.
 */
export const cupHands: Action = {
  id: 'cup-hands',
  objects: [...cupped],
  feelings: ['wonder', 'calm', 'longing', 'fear', 'grief', 'mischief'],
  settings: [
    'bedroom',
    'attic',
    'meadow',
    'rooftop',
    'forest',
    'snowfield',
    'shore',
    'street',
    'library',
    'train',
  ],
  framings: ['near'],
  fixedFramings: true,
  lights: ['glow', 'moon', 'lamp', 'window', 'candle'],
  family: (o) => `cup-hands:${o}`,
  concepts: ['tiny world', 'care', 'power', 'fragile', 'protection', 'giant'],
  say: sayFrom(
    {
      town: {
        en: 'holds a whole town, its windows lit, in cupped hands',
        ja: '窓に明かりのともった小さな町を両手のひらにのせている',
        ru: 'держит в ладонях целый город со светящимися окнами',
        pt: 'segura nas mãos em concha uma cidade inteira de janelas acesas',
        fi: 'pitelee kämmenillään kokonaista kaupunkia, jonka ikkunoissa palaa valo',
      },
      sea: {
        en: 'holds a little sea, with a boat on it, in cupped hands',
        ja: '小舟の浮かぶ小さな海を両手のひらにすくっている',
        ru: 'держит в ладонях маленькое море с лодочкой',
        pt: 'segura nas mãos em concha um pequeno mar com um barco',
        fi: 'pitelee kämmenillään pientä merta, jolla kelluu vene',
      },
      fire: {
        en: 'holds a fire in cupped hands',
        ja: '両手のひらに燃える火をのせている',
        ru: 'держит в ладонях огонь',
        pt: 'segura o fogo nas mãos em concha',
        fi: 'pitelee kämmenillään tulta',
      },
      moon: {
        en: 'holds the moon in cupped hands',
        ja: '両手のひらに月をのせている',
        ru: 'держит в ладонях луну',
        pt: 'segura a lua nas mãos em concha',
        fi: 'pitelee kämmenillään kuuta',
      },
      stars: {
        en: 'holds a scoop of the night sky, full of stars, in cupped hands',
        ja: '星のいっぱいつまった夜空を両手のひらにすくっている',
        ru: 'держит в ладонях горсть ночного неба, полную звёзд',
        pt: 'segura nas mãos em concha um punhado de céu noturno cheio de estrelas',
        fi: 'pitelee kämmenillään kourallista tähtien täyttämää yötaivasta',
      },
      snow: {
        en: 'holds a little winter, with a house and a fir tree, in cupped hands',
        ja: '家ともみの木のある小さな冬を両手のひらにのせている',
        ru: 'держит в ладонях маленькую зиму с домиком и ёлкой',
        pt: 'segura nas mãos em concha um pequeno inverno com uma casa e um pinheiro',
        fi: 'pitelee kämmenillään pientä talvea, jossa on talo ja kuusi',
      },
      storm: {
        en: 'holds a little storm in cupped hands',
        ja: '両手のひらに小さな嵐をのせている',
        ru: 'держит в ладонях маленькую грозу',
        pt: 'segura uma pequena tempestade nas mãos em concha',
        fi: 'pitelee kämmenillään pientä myrskyä',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { rng, p, facing, s } = setUp(ctx);
    const base = posed(ctx, {
      legs: 'stand',
      front: { angle: 30, bend: 60 },
      back: { angle: 30, bend: 60 },
    });
    const head = base.skeleton.headCentre;
    const R = base.headR;
    const sh = base.skeleton.shoulders.front;
    const w = R * 3.1;
    // The palms held together before the chest, the world in them wholly under the chin (its top
    // at most 0.73 w above the palms), the face bent over it.
    const cup: Point = [sh[0] + R * 1.25, Math.max(sh[1] + R * 1.5, head[1] + R * 1.2 + w * 0.73)];
    // The hands at either end of the bowl the palms make, the fingers curled up round the world;
    // as close together as its foot is narrow (round a flame, hands a world's width apart read
    // as a flame over a boat).
    const half = w * (ctx.object === 'fire' ? 0.2 : 0.32);
    const fig = posed(ctx, {
      legs: 'stand',
      front: { reach: [cup[0] + half, cup[1] - R * 0.1], hand: 'mitt' },
      back: { reach: [cup[0] - half, cup[1] - R * 0.1], hand: 'mitt' },
      backArmOver: true,
      turn: 0.35,
      headTilt: 16,
      gaze: [0.4, 1],
      lean: 8,
    });
    const world = tinyWorld(ctx.object, p, rng, w);
    // The two palms side by side, a deep bowl under the world's foot, the crease between them.
    const bowl = `M${n(-half)} ${n(-R * 0.3)}C${n(-half * 0.9)} ${n(R * 0.85)} ${n(half * 0.9)} ${n(R * 0.85)} ${n(half)} ${n(-R * 0.3)}C${n(half * 0.55)} ${n(R * 0.12)} ${n(-half * 0.55)} ${n(R * 0.12)} ${n(-half)} ${n(-R * 0.3)}Z`;
    const palms = group(
      [
        fill(bowl, ctx.who.look.skin, 'skin'),
        stroke(
          `M0 ${n(R * 0.1)}V${n(R * 0.55)}`,
          darker(ctx.who.look.skin, 0.3),
          R * 0.05,
          'detail',
          0,
        ),
      ],
      `translate(${n(cup[0])} ${n(cup[1])})`,
    );
    const light = worldLight(ctx.object, p);
    const glowAt: Point = [cup[0], cup[1] - w * 0.3];
    // Facing as drawn, so the shot knows where the head is (it keeps heads whole on the card).
    const actor: Actor = {
      fig,
      held: [group(world, `translate(${n(cup[0])} ${n(cup[1] - 1)})`), palms],
      x: 0,
      facing,
      scale: s,
    };
    const body = actorNodes(actor);
    const at = (q: Point): Point => mx([q[0] * s, q[1] * s], facing);
    // A close-up: the face bent over the hands and the world in them fill the card; the shot's
    // top just over the head (its ears or hat).
    const figTop = (nodeBox(body, identity)?.[1] ?? (head[1] - R * 1.2) * s) / s;
    const top = Math.min(figTop - R * 0.12, head[1] - R * 1.3) * s;
    const bright = ctx.object !== 'storm';
    return staged(facingBox([-30 * s, top, (cup[0] + w * 0.8) * s, 4], facing), at(glowAt), {
      actors: [body],
      contacts: [[0, 24 * s]],
      glows: bright ? [{ at: at(glowAt), r: w * 0.9 * s, color: light }] : [],
      light: bright
        ? { at: at(glowAt), kind: ctx.object === 'fire' ? 'fire' : 'glow', reach: 60 }
        : undefined,
      closeBox: facingBox(
        [(head[0] - R * 1.2) * s, top, (cup[0] + w * 0.56) * s, (cup[1] + R * 0.8) * s],
        facing,
      ),
    });
  },
};

/** Who touches the glass from outside. */
const visitors = ['paw', 'giant', 'tentacle', 'branch'] as const;

/** A visitor's hand on the glass, its palm at (0, 0), about `r` across. */
function visitorHand(kind: string, p: Palette, r: number): Node[] {
  const out: Node[] = [];
  switch (kind) {
    case 'giant': {
      const skin = mix('#d8b8a0', p.sky[0], 0.2);
      out.push(fill(rect(-r * 0.5, -r * 0.4, r, r * 1.2, r * 0.3), skin, 'skin'));
      for (const [x, len, a] of [
        [-0.38, 0.95, -8],
        [-0.13, 1.1, -2],
        [0.12, 1.05, 3],
        [0.36, 0.85, 9],
      ] as const)
        out.push(
          group(
            [fill(rect(-r * 0.11, -r * len, r * 0.22, r * len, r * 0.11), skin, 'skin')],
            `translate(${n(x * r)} ${n(-r * 0.3)}) rotate(${n(a)})`,
          ),
        );
      out.push(
        group(
          [fill(rect(-r * 0.12, -r * 0.6, r * 0.24, r * 0.6, r * 0.12), skin, 'skin')],
          `translate(${n(-r * 0.5)} ${n(r * 0.2)}) rotate(-50)`,
        ),
      );
      break;
    }
    case 'tentacle': {
      const c = mix('#a07ac0', p.sky[0], 0.2);
      out.push(
        fill(
          `M${n(-r * 0.4)} ${n(r * 1.4)}C${n(-r * 0.6)} ${n(r * 0.2)} ${n(-r * 0.5)} ${n(-r * 0.9)} ${n(r * 0.1)} ${n(-r)}C${n(r * 0.5)} ${n(-r * 1.0)} ${n(r * 0.45)} ${n(-r * 0.6)} ${n(r * 0.15)} ${n(-r * 0.55)}C${n(-r * 0.1)} ${n(-r * 0.3)} ${n(r * 0.1)} ${n(r * 0.5)} ${n(r * 0.35)} ${n(r * 1.4)}Z`,
          c,
          'skin',
        ),
      );
      for (const [x, y] of [
        [-0.25, 0.9],
        [-0.22, 0.45],
        [-0.18, 0],
        [-0.05, -0.45],
        [0.15, -0.78],
      ] as const)
        out.push(fill(circle(x * r, y * r, r * 0.08), lighter(c, 0.35), 'detail', 0));
      break;
    }
    case 'branch': {
      const wood = mix('#8a6a52', p.sky[0], 0.2);
      out.push(stroke(`M0 ${n(r * 1.4)}L0 0`, wood, r * 0.2, 'wood'));
      for (const [a, len] of [
        [-40, 0.9],
        [-14, 1.1],
        [10, 1.05],
        [36, 0.85],
        [-70, 0.6],
      ] as const) {
        const rad = ((a - 90) * Math.PI) / 180;
        out.push(
          stroke(
            `M0 0L${n(Math.cos(rad) * r * len)} ${n(Math.sin(rad) * r * len)}`,
            wood,
            r * 0.08,
            'wood',
          ),
        );
        out.push(
          fill(
            oval(Math.cos(rad) * r * len, Math.sin(rad) * r * len, r * 0.12, r * 0.07),
            '#5f8f4a',
            'plant',
            0,
          ),
        );
      }
      break;
    }
    default: {
      // Moonlit fur, pale enough to read against the night behind the glass.
      const fur = mix('#8a7a72', p.sky[0], 0.15);
      out.push(fill(oval(0, 0, r * 0.55, r * 0.48), fur, 'hair'));
      for (const [x, y] of [
        [-0.5, -0.55],
        [-0.18, -0.78],
        [0.18, -0.78],
        [0.5, -0.55],
      ] as const) {
        out.push(fill(oval(x * r, y * r, r * 0.17, r * 0.21), fur, 'hair'));
        out.push(
          fill(
            poly([
              [x * r - r * 0.05, y * r - r * 0.18],
              [x * r, y * r - r * 0.36],
              [x * r + r * 0.05, y * r - r * 0.18],
            ]),
            '#e8e0d0',
            'detail',
            0,
          ),
        );
      }
      out.push(fill(oval(0, r * 0.08, r * 0.3, r * 0.22), '#d8a0a0', 'skin', 0));
    }
  }
  return out;
}

/**
 * A face pressed to a night window while, from outside, a hand of something else touches the
 * glass palm to palm: a huge paw, a giant's hand, a tentacle, a branch's twigs. Two eyes glow
 * in the dark beyond.
 */
export const nightWindow: Action = {
  id: 'night-window',
  objects: ['night'],
  seconds: () => visitors,
  feelings: ['wonder', 'fear', 'longing', 'surprise', 'calm'],
  settings: ['bedroom', 'attic', 'kitchen', 'train', 'library', 'stairwell'],
  framings: ['near'],
  fixedFramings: true,
  lights: ['moon', 'lamp', 'candle', 'window'],
  family: (_o, s) => `night-window:${s ?? ''}`,
  concepts: ['window', 'night', 'stranger', 'touch', 'monster under the bed', 'friendship'],
  say: sayFrom(
    {
      paw: {
        en: 'presses a hand to the window at night, and from outside a huge paw presses back',
        ja: '夜の窓に手を当てると、外から大きな前足が手を重ねてくる',
        ru: 'прижимает ладонь к ночному окну, а снаружи к стеклу прижимается огромная лапа',
        pt: 'encosta a mão na janela à noite, e de fora uma pata enorme encosta também',
        fi: 'painaa kätensä ikkunaan yöllä, ja ulkoa lasia vasten painuu valtava tassu',
      },
      giant: {
        en: "presses a hand to the window at night, and from outside a giant's hand presses back",
        ja: '夜の窓に手を当てると、外から巨人の手が手を重ねてくる',
        ru: 'прижимает ладонь к ночному окну, а снаружи к стеклу прижимается рука великана',
        pt: 'encosta a mão na janela à noite, e de fora a mão de um gigante encosta também',
        fi: 'painaa kätensä ikkunaan yöllä, ja ulkoa lasia vasten painuu jättiläisen käsi',
      },
      tentacle: {
        en: 'presses a hand to the window at night, and from outside a tentacle presses back',
        ja: '夜の窓に手を当てると、外から触手が手を重ねてくる',
        ru: 'прижимает ладонь к ночному окну, а снаружи к стеклу прижимается щупальце',
        pt: 'encosta a mão na janela à noite, e de fora um tentáculo encosta também',
        fi: 'painaa kätensä ikkunaan yöllä, ja ulkoa lasia vasten painuu lonkero',
      },
      branch: {
        en: "presses a hand to the window at night, and from outside a tree's twigs press back",
        ja: '夜の窓に手を当てると、外から木の枝が指のように手を重ねてくる',
        ru: 'прижимает ладонь к ночному окну, а снаружи к стеклу прижимаются ветки дерева',
        pt: 'encosta a mão na janela à noite, e de fora os galhos de uma árvore encostam também',
        fi: 'painaa kätensä ikkunaan yöllä, ja ulkoa lasia vasten painuvat puun oksat',
      },
    },
    'paw',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const base = posed(ctx, {
      legs: 'stand',
      lean: 8,
      front: { angle: 60, bend: 40 },
      back: { angle: -10, bend: 20 },
      backArmOver: false,
      turn: 1,
    });
    const head = base.skeleton.headCentre;
    const R = base.headR;
    const sh = base.skeleton.shoulders.front;
    // The glass just in front of the nose; the palm flat on it under the chin, as far into the
    // pane as the arm reaches (a child's is short).
    const gx = head[0] + R * 0.7;
    const palm: Point = [Math.min(gx + 20, sh[0] + m.arm * 0.85), head[1] + R * 1.3];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 8,
      front: { reach: palm, hand: 'open' },
      back: { angle: -10, bend: 20 },
      backArmOver: false,
      turn: 1,
      headTilt: 2,
      gaze: [1, -0.2],
    });
    const ww = 66;
    const top = head[1] - R * (ctx.framing === 'near' ? 3.2 : 4.4);
    const sill = head[1] + R * 4.2;
    const night = mix(p.sky[0], '#0c1230', 0.55);
    const pane = rect(gx, top, ww, sill - top);
    const eyes: Node[] = [0, 1].map((i) =>
      fill(
        oval(gx + ww * 0.52 + i * ww * 0.24, top + (sill - top) * 0.14, R * 0.45, R * 0.27),
        '#ffe27a',
        'glow',
        0,
      ),
    );
    // The visitor's hand, far bigger than the child's, pressed on the glass round it: the small
    // palm at the heel of the big one, its fingers and claws all in the pane beyond.
    const hr = R * 2.3;
    // Its heel at the child's palm, yet never past the pane's side (a giant's thumb reaches
    // further than a whole `hr` left of its middle).
    const reachLeft: Readonly<Record<string, number>> = { giant: 1.25, paw: 0.7 };
    const vx = Math.max(palm[0] + hr * 0.45, gx + hr * (reachLeft[ctx.second ?? ''] ?? 0.62) + 1);
    const visitor = group(
      visitorHand(ctx.second ?? 'paw', p, hr),
      `translate(${n(vx)} ${n(palm[1] - hr * 0.3)})`,
    );
    const inside = group(
      [
        fill(pane, night, 'sky'),
        ...[
          [0.2, 0.12],
          [0.8, 0.3],
          [0.35, 0.7],
          [0.9, 0.8],
        ].map(([a = 0, b = 0]) =>
          fill(circle(gx + ww * a, top + (sill - top) * b, 0.9), '#fff6c8', 'glow', 0),
        ),
        ...eyes,
        visitor,
        {
          ...group([
            fill(
              poly([
                [gx + ww * 0.62, top],
                [gx + ww * 0.72, top],
                [gx + ww * 0.42, sill],
                [gx + ww * 0.32, sill],
              ]),
              '#ffffff',
              'glass',
              0,
            ),
          ]),
          opacity: 0.3,
        },
      ],
      undefined,
      pane,
    );
    const wood = mix(p.wood, p.wall, 0.25);
    const frame: Node[] = [
      stroke(pane, wood, 4, 'wood'),
      stroke(
        `M${n(gx + ww / 2)} ${n(top)}V${n(sill)}M${n(gx)} ${n((top + sill) / 2)}H${n(gx + ww)}`,
        wood,
        2.4,
        'wood',
      ),
      fill(rect(gx - 6, sill, ww + 12, 5), darker(wood, 0.1), 'wood'),
    ];
    // Breath on the glass by the mouth.
    const breath = fill(
      oval(gx + 2, head[1] + R * 0.45, R * 0.35, R * 0.25),
      '#ffffff',
      'glass',
      0,
    );
    const at = (q: Point): Point => mx([q[0] * s, q[1] * s], facing);
    const inWorld = (nodes: Node[]): Node[] => mirror([group(nodes, `scale(${n(s)})`)], facing);
    // Facing as drawn, so the shot knows where the head is (it keeps heads whole on the card).
    const actor: Actor = { fig, x: 0, facing, scale: s };
    const glowAt: Point = [gx + ww * 0.66, top + (sill - top) * 0.14];
    return staged(
      facingBox([-30 * s, (top - 6) * s, (gx + ww + 8) * s, 4], facing),
      at([palm[0] + R, palm[1]]),
      {
        actors: [
          ...inWorld([inside, ...frame]),
          actorNodes(actor),
          ...inWorld([{ ...group([breath]), opacity: 0.35 }]),
        ],
        contacts: [[0, 24 * s]],
        glows: [{ at: at(glowAt), r: R * 1.5 * s, color: '#ffe27a' }],
        light: { at: at([gx + ww / 2, (top + sill) / 2]), kind: 'moon', reach: 90 },
        // Near: the face, the two hands on the glass and the eyes beyond.
        closeBox: facingBox(
          [(head[0] - R * 1.6) * s, (top - 4) * s, (gx + ww * 0.85) * s, (head[1] + R * 2.8) * s],
          facing,
        ),
        faults: visitorHidden(visitor, [gx, top, gx + ww, sill], fig) ? ['the visitor hidden'] : [],
      },
    );
  },
};

/**
 * Whether the hand pressed on the glass from outside is lost: cut by the window's sides or top, or
 * covered by the child's hands or head (a review found the paw hidden behind them). All in
 * the figure's own units.
 */
export function visitorHidden(
  visitor: Node,
  pane: readonly [number, number, number, number],
  fig: Figure,
): boolean {
  const b = nodeBox(visitor, identity);
  if (b === null) return true;
  const slack = 1;
  // Its sides and top in the pane; a tentacle or a trunk may rise from below the sill.
  const inPane = b[0] >= pane[0] - slack && b[1] >= pane[1] - slack && b[2] <= pane[2] + slack;
  const [hx, hy] = fig.skeleton.headCentre;
  const r = fig.headR;
  const headBox: [number, number, number, number] = [
    hx - r * 1.1,
    hy - r * 1.1,
    hx + r * 1.1,
    hy + r * 1.1,
  ];
  const hands = fig.hands.map((h) => nodeBox(h, identity)).filter((h) => h !== null);
  const covered = Math.max(coveredShare(b, headBox), ...hands.map((h) => coveredShare(b, h)));
  return !inPane || covered > 0.2;
}
