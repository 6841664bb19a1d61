/**
 * Hanging the sky out to dry: a washing line strung between two poles, and on it, pegged like
 * laundry, the stars, the moon, the clouds, the letters, or the character's own shadow; the
 * character on tiptoe pegging up one more, a basket of them at its feet.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, mapShapes, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import type { Rng } from '../../../random.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, pose, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action, StageContext } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A wooden clothes peg, its jaws at (0, 0) pointing down. */
function peg(wood: string, k: number): Node {
  return fill(rect(-1.2 * k, -3.2 * k, 2.4 * k, 6 * k, 0.8 * k), wood, 'wood');
}

/**
 * One thing hung on the line, drawn hanging below (0, 0) where it is pegged, about `h` tall:
 * a star by a point, a crescent by its horn, a cloud, a letter, the owner's shadow by its hands.
 */
function hung(object: NounId, ctx: StageContext, rng: Rng, h: number, i: number): Node[] {
  const p = ctx.palette;
  const light = lighter(p.light, 0.4);
  switch (object) {
    case 'stars':
      return [placed(P.star(light, h * 0.5), [0, h * 0.5], 1, 180 + rng.range(-8, 8))];
    case 'moon':
      return i === 0
        ? [placed(P.crescent(light, h * 0.62, p.ink, true), [h * 0.15, h * 0.62], 1, -25)]
        : [placed(P.star(light, h * 0.32), [0, h * 0.32], 1, 180)];
    case 'cloud': {
      const c = mix(p.sky[1], '#ffffff', 0.65);
      const w = h * 1.2;
      return [-0.28, 0, 0.3].map((x, j) =>
        fill(
          circle(x * w, h * (0.38 + (j === 1 ? -0.08 : 0.05)), w * (j === 1 ? 0.32 : 0.25)),
          c,
          'detail',
        ),
      );
    }
    case 'leaves': {
      const colors = ['#d9822b', '#c0392b', '#e0b040', '#8a6a2a'];
      return [placed(T.leaf(colors[i % colors.length] ?? '#d9822b', h / 16), [0, h * 0.1], 1, 180)];
    }
    case 'clocks': {
      const r = h * 0.36;
      return [
        stroke(`M0 0V${n(r * 0.4)}`, p.ink, 0.8, 'detail', 0),
        placed(
          P.clock(
            { main: '#c9a24a', ink: p.ink, light: p.light, metal: '#4c464c' },
            r,
            (i * 4 + 3) % 12 || 12,
            (i * 25) % 60,
          ),
          [0, r * 1.4],
        ),
      ];
    }
    case 'letters':
      return [
        placed(P.envelope(lighter(p.paper, 0.15), p.ink), [0, h * 0.36], h / 17, rng.range(-6, 6)),
      ];
    default: {
      // The owner's own shadow, pegged up by its two hands like a shirt, flat and dark.
      const fig = pose(
        ctx.who,
        'calm',
        {
          legs: 'stand',
          front: { angle: 165, bend: 0, hand: 'open' },
          back: { angle: 165, bend: 0, hand: 'open' },
        },
        p.ink,
      );
      const dark = mix(p.ink, p.shade, 0.4);
      const flat = mapShapes([...fig.back, ...fig.body, ...fig.hands], (sh) =>
        sh.stroke !== undefined
          ? { type: 'shape', d: sh.d, stroke: { ...sh.stroke, color: dark }, ink: 0, tag: 'shadow' }
          : sh.fill === undefined
            ? null
            : { type: 'shape', d: sh.d, fill: dark, ink: 0, tag: 'shadow' },
      );
      const b = nodeBox(group(flat), identity) ?? [-10, -100, 10, 0];
      const k = h / (b[3] - b[1]);
      return [
        group(flat, `translate(${n(-((b[0] + b[2]) / 2) * k)} ${n(-b[1] * k)}) scale(${n(k)})`),
      ];
    }
  }
}

/**
 * Pegging the sky out on a washing line: between two poles, a line sagging under stars, a moon,
 * little clouds, letters, or the character's own flat shadow hung up like a shirt; on tiptoe,
 * both hands up at the line, one more going up, a basket of them on the ground.
 */
export const washingLine: Action = {
  id: 'washing-line',
  objects: ['stars', 'moon', 'cloud', 'letters', 'shadow', 'leaves', 'clocks'],
  feelings: ['calm', 'joy', 'mischief', 'resolve', 'longing', 'sleep', 'wonder'],
  settings: ['meadow', 'rooftop', 'shore', 'snowfield', 'desert', 'clouds', 'street', 'icefield'],
  framings: ['medium', 'low'],
  lights: ['moon', 'sky', 'sun', 'glow', 'lamp'],
  family: (o) => `washing-line:${o}`,
  concepts: ['laundry', 'washing line', 'chores', 'drying', 'housework', 'sky', 'pegs', 'routine'],
  say: sayFrom(
    {
      stars: {
        en: 'pegs the stars out to dry on a washing line',
        ja: '洗濯ひもに星をひとつずつ洗濯ばさみで干している',
        ru: 'развешивает звёзды сушиться на бельевой верёвке',
        pt: 'estende as estrelas para secar num varal',
        fi: 'ripustaa tähtiä kuivumaan pyykkinaruun',
      },
      moon: {
        en: 'hangs the moon out to dry on a washing line',
        ja: '洗濯ひもに月を洗濯ばさみで干している',
        ru: 'вывешивает луну сушиться на бельевой верёвке',
        pt: 'estende a lua para secar num varal',
        fi: 'ripustaa kuun kuivumaan pyykkinaruun',
      },
      cloud: {
        en: 'pegs little clouds out to dry on a washing line',
        ja: '洗濯ひもに小さな雲を洗濯ばさみで干している',
        ru: 'развешивает маленькие облака сушиться на бельевой верёвке',
        pt: 'estende nuvenzinhas para secar num varal',
        fi: 'ripustaa pieniä pilviä kuivumaan pyykkinaruun',
      },
      letters: {
        en: 'pegs letters out to dry on a washing line',
        ja: '洗濯ひもに手紙を洗濯ばさみで干している',
        ru: 'развешивает письма сушиться на бельевой верёвке',
        pt: 'estende cartas para secar num varal',
        fi: 'ripustaa kirjeitä kuivumaan pyykkinaruun',
      },
      shadow: {
        en: 'hangs up a shadow to dry on a washing line, and stands there without one',
        ja: '自分の影を洗濯ひもに干していて、本人には影がない',
        ru: 'вывешивает сушиться на верёвке собственную тень и стоит без неё',
        pt: 'pendurou a própria sombra para secar num varal e ficou sem sombra',
        fi: 'on ripustanut oman varjonsa kuivumaan pyykkinaruun ja seisoo ilman varjoa',
      },
      leaves: {
        en: 'pegs the autumn leaves out to dry on a washing line',
        ja: '洗濯ひもに秋の落ち葉を洗濯ばさみで干している',
        ru: 'развешивает осенние листья сушиться на бельевой верёвке',
        pt: 'estende as folhas de outono para secar num varal',
        fi: 'ripustaa syksyn lehtiä kuivumaan pyykkinaruun',
      },
      clocks: {
        en: 'hangs clocks out to dry on a washing line',
        ja: '洗濯ひもに時計をいくつも干している',
        ru: 'развешивает часы сушиться на бельевой верёвке',
        pt: 'estende relógios para secar num varal',
        fi: 'ripustaa kelloja kuivumaan pyykkinaruun',
      },
    },
    'stars',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const wood = darker(p.wood, 0.15);
    const x0 = -H * 0.5;
    const x1 = H * 0.92;
    // The line above the head (a child's hands reach little higher than its big head), so what
    // hangs from it hangs beside the face, not across it.
    const lineY = Math.min(m.reachTop, m.headTop - 10) * s - 2 * k;
    const sag = H * 0.1;
    // The line droops between the poles: its height at x.
    const lineAt = (x: number): number => {
      const t = (x - x0) / (x1 - x0);
      return lineY + sag * 4 * t * (1 - t);
    };
    const poles: Node[] = [x0, x1].map((x) =>
      group([
        stroke(`M${n(x)} 0V${n(lineY - 4 * k)}`, wood, 3.2 * k, 'wood'),
        stroke(`M${n(x - 6 * k)} ${n(lineY - 2 * k)}H${n(x + 6 * k)}`, wood, 2.4 * k, 'wood'),
      ]),
    );
    const steps = 24;
    const line = stroke(
      Array.from({ length: steps + 1 }, (_, i) => {
        const x = x0 + ((x1 - x0) * i) / steps;
        return `${i === 0 ? 'M' : 'L'}${n(x)} ${n(lineAt(x))}`;
      }).join(''),
      lighter(p.ink, 0.25),
      0.9 * k,
      'detail',
    );
    // The figure on tiptoe at the line, both hands up at the peg of the one going up.
    const at = -H * 0.2;
    // The hands reach forward along the line, so the one going up hangs clear of the face.
    const reachX = H * 0.33;
    const grip: Point = [reachX / s, (lineAt(at + reachX) + 3 * k) / s];
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: -4,
      front: { reach: [grip[0] + 3, grip[1]], hand: 'fist' },
      back: { reach: [grip[0] - 5, grip[1] + 1], hand: 'fist' },
      backArmOver: true,
      turn: 0.55,
      headTilt: -18,
      gaze: [0.6, -0.8],
    });
    const actor: Actor = { fig, x: at, facing: 1, scale: s };
    const size =
      ctx.object === 'shadow'
        ? H * 0.85
        : ctx.object === 'moon'
          ? H * 0.5
          : ctx.object === 'cloud'
            ? H * 0.22
            : H * 0.32;
    const pegColor = lighter(p.wood, 0.3);
    const items: Node[] = [];
    const slots =
      ctx.object === 'shadow' ? [0.62] : ctx.object === 'cloud' ? [0.6, 0.86] : [0.5, 0.7, 0.88];
    slots.forEach((t, i) => {
      const x = x0 + (x1 - x0) * t;
      const y = lineAt(x);
      items.push(
        group(
          [...hung(ctx.object, ctx, rng, size, i), peg(pegColor, k)],
          `translate(${n(x)} ${n(y)})`,
        ),
      );
    });
    // The one going up now, lifted in the hands to the line (held above it, not hanging over the
    // face).
    const handAt: Point = [at + reachX, lineAt(at + reachX)];
    const current =
      ctx.object === 'shadow'
        ? []
        : [
            group(
              hung(ctx.object, ctx, rng, size * 0.8, 1),
              `translate(${n(handAt[0])} ${n(handAt[1] - size * 0.78)})`,
            ),
          ];
    // A basket of more at the feet (the shadow has none: there is only one).
    const basket: Node[] = [];
    if (ctx.object !== 'shadow') {
      const bx = at - H * 0.32;
      const bw = H * 0.26;
      basket.push(
        fill(
          poly([
            [bx - bw / 2, -H * 0.15],
            [bx + bw / 2, -H * 0.15],
            [bx + bw * 0.4, 0],
            [bx - bw * 0.4, 0],
          ]),
          mix(p.wood, '#c89a5a', 0.5),
          'wood',
        ),
        group(hung(ctx.object, ctx, rng, size * 0.7, 2), `translate(${n(bx)} ${n(-H * 0.3)})`),
        stroke(
          `M${n(bx - bw / 2)} ${n(-H * 0.15)}Q${n(bx)} ${n(-H * 0.32)} ${n(bx + bw / 2)} ${n(-H * 0.15)}`,
          darker(p.wood, 0.2),
          1.4 * k,
          'wood',
        ),
      );
    }
    const nodes: Node[] = [...poles, line, ...items, ...basket, actorNodes(actor), ...current];
    const glow = ctx.object === 'stars' || ctx.object === 'moon';
    const focus: Point = [x0 + (x1 - x0) * 0.6, lineY + size * 0.5];
    const top = lineY - 10 * k;
    const bottomOfItems = Math.max(...slots.map((t) => lineAt(x0 + (x1 - x0) * t))) + size;
    return staged(
      facingBox([x0 - 10 * k, Math.min(top, (m.headTop - 6) * s), x1 + 10 * k, 4], facing),
      mx(focus, facing),
      {
        actors: mirror(nodes, facing),
        // The one whose shadow hangs on the line casts none.
        contacts: [
          ...(ctx.object === 'shadow' ? [] : [[at * facing, 22 * k] as const]),
          [x0 * facing, 6 * k],
          [x1 * facing, 6 * k],
        ],
        glows: glow ? [{ at: mx(focus, facing), r: H * 0.5, color: p.light }] : [],
        light: glow ? { at: mx(focus, facing), kind: 'glow', reach: H * 2 } : undefined,
        closeBox: facingBox([x0, top, x1, Math.min(0, bottomOfItems)], facing),
      },
    );
  },
};
