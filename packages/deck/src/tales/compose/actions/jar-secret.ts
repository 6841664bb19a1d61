/**
 * Keeping a secret in a jar: a character whispers into a glass jar held up to its mouth, the lid
 * ready in its other hand, and on the shelf beside it stand the jars of the secrets kept before,
 * each glowing, fluttering or scribbled full.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { butterfly } from '../../kit/things.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** What a kept secret looks like inside a jar centred at c, `w` by `h`. */
function secret(object: NounId, c: Point, w: number, h: number, glow: Color, seed: number): Node[] {
  switch (object) {
    case 'butterflies':
      return [
        placed(
          butterfly(glow, '#2a2630', 1),
          [c[0] - w * 0.1, c[1] - h * 0.1],
          w / 22,
          seed * 40 - 20,
        ),
        placed(
          butterfly(lighter(glow, 0.3), '#2a2630', 1),
          [c[0] + w * 0.15, c[1] + h * 0.2],
          w / 34,
          30 - seed * 25,
        ),
      ];
    case 'letters': {
      // Scribbled words, as if the whisper had been written down and folded in.
      const lines: string[] = [];
      for (let i = 0; i < 3; i++) {
        const y = c[1] - h * 0.2 + i * h * 0.2;
        lines.push(
          `M${n(c[0] - w * 0.3)} ${n(y)}q${n(w * 0.1)} ${n(-h * 0.06)} ${n(w * 0.2)} 0t${n(w * 0.2)} 0t${n(w * 0.2)} 0`,
        );
      }
      return [stroke(lines.join(''), darker(glow, 0.35), Math.max(0.8, w * 0.05), 'detail', 0)];
    }
    default:
      // A whisper kept as light: a soft glow and a curl of brighter breath.
      return [
        fill(circle(c[0], c[1], w * 0.32), glow, 'glow', 0),
        stroke(
          `M${n(c[0] - w * 0.2)} ${n(c[1] + h * 0.1)}q${n(w * 0.2)} ${n(-h * 0.3)} ${n(w * 0.3)} 0t${n(-w * 0.05)} ${n(-h * 0.2)}`,
          '#fffbe8',
          Math.max(0.8, w * 0.05),
          'glow',
          0,
        ),
      ];
  }
}

/** A glass jar standing with its foot at (x, y), `w` wide and `h` tall, with or without its lid. */
function jar(p: Palette, x: number, y: number, w: number, h: number, lid: Color | null): Node[] {
  const glass = lighter(p.light, 0.55);
  const out: Node[] = [
    { ...group([fill(rect(x - w / 2, y - h, w, h, w * 0.22), glass, 'glass', 0)]), opacity: 0.45 },
    stroke(
      rect(x - w / 2, y - h, w, h, w * 0.22),
      mix(glass, p.ink, 0.35),
      Math.max(0.8, w * 0.05),
      'glass',
      0,
    ),
    stroke(
      `M${n(x - w * 0.3)} ${n(y - h * 0.75)}v${n(h * 0.4)}`,
      '#ffffff',
      Math.max(0.8, w * 0.06),
      'glass',
      0,
    ),
  ];
  if (lid !== null)
    out.push(fill(rect(x - w * 0.45, y - h - w * 0.16, w * 0.9, w * 0.2, w * 0.05), lid, 'metal'));
  return out;
}

/**
 * Whispering a secret into a jar: the character holding an open jar up by its mouth and the lid
 * in the other hand, a curl of whisper going in; beside it a shelf of lidded jars, each with a
 * secret kept inside (a glow, butterflies, scribbled words).
 */
export const jarSecret: Action = {
  id: 'jar-secret',
  objects: ['light', 'butterflies', 'letters'],
  feelings: ['mischief', 'longing', 'calm', 'grief', 'fear', 'joy'],
  // A shelf of jars stands on a wall indoors.
  settings: ['library', 'attic', 'bedroom', 'kitchen'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['candle', 'lamp', 'moon', 'window'],
  family: (o) => `jar-secret:${o}`,
  concepts: [
    'secret',
    'whisper',
    'jar',
    'keeping',
    'confession',
    'memory',
    'collection',
    'silence',
    'privacy',
  ],
  say: sayFrom(
    {
      light: {
        en: 'whispers a secret into a jar, beside a shelf of jars glowing with secrets kept before',
        ja: 'びんの中に秘密をささやいている。そばの棚には、前にしまった秘密のびんがいくつも光っている',
        ru: 'шепчет секрет в банку, а рядом на полке светятся банки с прежними секретами',
        pt: 'sussurra um segredo para dentro de um frasco, ao lado de uma prateleira de frascos que brilham com segredos antigos',
        fi: 'kuiskaa salaisuuden purkkiin, ja hyllyllä vieressä hehkuvat purkit täynnä aiempia salaisuuksia',
      },
      butterflies: {
        en: 'whispers a secret into a jar, beside a shelf of jars where old secrets flutter like butterflies',
        ja: 'びんの中に秘密をささやいている。そばの棚のびんでは、昔の秘密がチョウのように舞っている',
        ru: 'шепчет секрет в банку, а рядом на полке в банках порхают, как бабочки, старые секреты',
        pt: 'sussurra um segredo para dentro de um frasco, ao lado de uma prateleira onde segredos antigos esvoaçam como borboletas',
        fi: 'kuiskaa salaisuuden purkkiin, ja hyllyn purkeissa vanhat salaisuudet lepattavat kuin perhoset',
      },
      letters: {
        en: 'whispers a secret into a jar, beside a shelf of jars full of secrets written small',
        ja: 'びんの中に秘密をささやいている。そばの棚のびんには、小さな字で書かれた秘密がいっぱい',
        ru: 'шепчет секрет в банку, а рядом на полке стоят банки, полные мелко исписанных секретов',
        pt: 'sussurra um segredo para dentro de um frasco, ao lado de uma prateleira de frascos cheios de segredos em letra miudinha',
        fi: 'kuiskaa salaisuuden purkkiin, ja hyllyllä vieressä on purkkeja täynnä pienellä kirjoitettuja salaisuuksia',
      },
    },
    'light',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const head = m.head;
    const r = m.headR;
    // The open jar up by the mouth, the lid held out in the other hand.
    const jw = 17 * k;
    const jh = 21 * k;
    // Its rim just under the mouth, so the whisper goes straight in.
    const jarFoot: Point = [(head[0] + r * 1.5) * s + jw * 0.3, (head[1] + r * 0.7) * s + jh];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { reach: [jarFoot[0] / s, (jarFoot[1] - jh * 0.35) / s], hand: 'mitt' },
      back: { angle: 35, bend: 70, hand: 'fist' },
      turn: 0.6,
      headTilt: 8,
      gaze: [0.8, 0.4],
    });
    const me: Actor = { fig, x: 0, facing: 1, scale: s };
    const glow =
      ctx.object === 'butterflies' ? '#f2b84a' : ctx.object === 'letters' ? '#f4ecd8' : '#fff0a8';
    const lidColor = rng.pick(['#c9a24a', '#b8483a', '#3f6f9a']);
    const lidHand = actorPoint(me, fig.skeleton.hands.back);
    const mouth = actorPoint(me, [head[0] + r * 0.9, head[1] + r * 0.45]);
    const held: Node[] = [
      ...jar(p, jarFoot[0], jarFoot[1], jw, jh, null),
      ...secret(ctx.object, [jarFoot[0], jarFoot[1] - jh * 0.4], jw, jh, glow, 1),
      fill(
        rect(lidHand[0] - jw * 0.45, lidHand[1] - jw * 0.1, jw * 0.9, jw * 0.2, jw * 0.05),
        lidColor,
        'metal',
      ),
      stroke(
        `M${n(mouth[0] + 1 * k)} ${n(mouth[1])}q${n(3 * k)} ${n(-4 * k)} ${n(6 * k)} ${n(-1 * k)}t${n(4 * k)} ${n(3 * k)}`,
        lighter(glow, 0.3),
        1.8 * k,
        'glow',
        0,
      ),
    ];
    // The shelf beside, at shoulder height, with three lidded jars of secrets.
    const sx0 = jarFoot[0] + jw;
    const sx1 = sx0 + 78 * k;
    const sy = -0.55 * H;
    const wood = p.wood;
    const shelf: Node[] = [
      fill(rect(sx0, sy, sx1 - sx0, 3.5 * k, 1 * k), wood, 'wood'),
      stroke(
        `M${n(sx0 + 6 * k)} ${n(sy + 3 * k)}l${n(5 * k)} ${n(9 * k)}M${n(sx1 - 6 * k)} ${n(sy + 3 * k)}l${n(-5 * k)} ${n(9 * k)}`,
        darker(wood, 0.2),
        2 * k,
        'wood',
      ),
    ];
    const sizes = [
      [0.17, 20, 28],
      [0.5, 25, 36],
      [0.83, 18, 24],
    ] as const;
    sizes.forEach(([u, w, h], i) => {
      const x = sx0 + (sx1 - sx0) * u;
      shelf.push(...secret(ctx.object, [x, sy - h * k * 0.45], w * k, h * k, glow, i + 2));
      shelf.push(
        ...jar(p, x, sy, w * k, h * k, rng.pick(['#c9a24a', '#b8483a', '#3f6f9a', '#6a8a4a'])),
      );
    });
    const nodes: Node[] = [...shelf, actorNodes({ ...me, held: [] }), ...held];
    const top = Math.min((m.headTop - 4) * s, sy - 42 * k);
    const box: [number, number, number, number] = [-H * 0.3, top, sx1 + 4 * k, 4];
    const glows = sizes.map(([u], i) => ({
      at: mx([sx0 + (sx1 - sx0) * u, sy - 10 * k], facing),
      r: (i === 1 ? 18 : 13) * k,
      color: glow,
    }));
    return staged(facingBox(box, facing), mx([jarFoot[0], jarFoot[1] - jh / 2], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.22]],
      glows: ctx.object === 'letters' ? [] : glows,
    });
  },
};
