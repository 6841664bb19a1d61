/**
 * Winding up something that is no toy like a clockwork toy: a big heart or the globe
 * rests on the ground with a huge brass wind-up key in its side, and the character, both hands
 * on the key's bow, leans into a turn; curved strokes show the key going round.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The wound thing resting on the ground, centred at cx, `r` its radius (up to 2r tall). */
function wound(object: NounId, p: Palette, cx: number, r: number): Node[] {
  switch (object) {
    case 'heart': {
      // A big red heart standing on its point, a little tilted, as if it had stopped.
      const red = mix(p.accent, '#d8344a', 0.7);
      return [
        placed(P.heart(red, r * 1.05), [cx, -r * 0.95], 1, 8),
        stroke(
          `M${n(cx - r * 0.55)} ${n(-r * 1.45)}q${n(r * 0.2)} -${n(r * 0.12)} ${n(r * 0.36)} 0`,
          lighter(red, 0.5),
          r * 0.06,
          'detail',
          0,
        ),
      ];
    }
    default: {
      // The globe off its stand, sitting on the ground like a ball: seas, two lands, a meridian.
      const sea = mix(p.water, '#3a7fc0', 0.5);
      const land = mix('#6fae5a', p.cloth[0] ?? '#6fae5a', 0.15);
      const cy = -r;
      return [
        fill(circle(cx, cy, r), sea, 'detail'),
        fill(
          `M${n(cx - r * 0.7)} ${n(cy - r * 0.5)}C${n(cx - r * 0.3)} ${n(cy - r * 0.8)} ${n(cx + r * 0.05)} ${n(cy - r * 0.55)} ${n(cx - r * 0.1)} ${n(cy - r * 0.2)}C${n(cx - r * 0.25)} ${n(cy + r * 0.1)} ${n(cx - r * 0.05)} ${n(cy + r * 0.4)} ${n(cx - r * 0.3)} ${n(cy + r * 0.6)}C${n(cx - r * 0.6)} ${n(cy + r * 0.3)} ${n(cx - r * 0.9)} ${n(cy - r * 0.1)} ${n(cx - r * 0.7)} ${n(cy - r * 0.5)}Z`,
          land,
          'detail',
          0,
        ),
        fill(
          `M${n(cx + r * 0.25)} ${n(cy - r * 0.75)}C${n(cx + r * 0.6)} ${n(cy - r * 0.7)} ${n(cx + r * 0.85)} ${n(cy - r * 0.3)} ${n(cx + r * 0.7)} ${n(cy + r * 0.05)}C${n(cx + r * 0.5)} ${n(cy + r * 0.2)} ${n(cx + r * 0.55)} ${n(cy + r * 0.5)} ${n(cx + r * 0.35)} ${n(cy + r * 0.55)}C${n(cx + r * 0.15)} ${n(cy + r * 0.2)} ${n(cx + r * 0.3)} ${n(cy - r * 0.2)} ${n(cx + r * 0.25)} ${n(cy - r * 0.75)}Z`,
          land,
          'detail',
          0,
        ),
        stroke(oval(cx, cy, r * 0.42, r), lighter(sea, 0.35), r * 0.025, 'detail', 0),
        stroke(`M${n(cx - r)} ${n(cy)}H${n(cx + r)}`, lighter(sea, 0.35), r * 0.025, 'detail', 0),
      ];
    }
  }
}

/**
 * A wind-up key seen side-on: the shaft from the thing's side (at x0) out to the bow at `bow`,
 * the bow a flat plate of two round lobes, above and below, each with a hole.
 */
function windUpKey(x0: number, bow: Point, k: number): Node[] {
  const brass = P.brass;
  const dark = darker(brass, 0.35);
  const [bx, by] = bow;
  const lobe = 10.5 * k;
  const plate = `M${n(bx - 2.5 * k)} ${n(by)}C${n(bx - 5 * k)} ${n(by - lobe * 1.2)} ${n(bx - 4 * k)} ${n(by - lobe * 2.2)} ${n(bx)} ${n(by - lobe * 2.2)}C${n(bx + 4 * k)} ${n(by - lobe * 2.2)} ${n(bx + 5 * k)} ${n(by - lobe * 1.2)} ${n(bx + 2.5 * k)} ${n(by)}C${n(bx + 5 * k)} ${n(by + lobe * 1.2)} ${n(bx + 4 * k)} ${n(by + lobe * 2.2)} ${n(bx)} ${n(by + lobe * 2.2)}C${n(bx - 4 * k)} ${n(by + lobe * 2.2)} ${n(bx - 5 * k)} ${n(by + lobe * 1.2)} ${n(bx - 2.5 * k)} ${n(by)}Z`;
  return [
    // The shaft, with a collar where it goes into the thing.
    fill(
      `M${n(bx)} ${n(by - 2.8 * k)}H${n(x0 + 2 * k)}V${n(by + 2.8 * k)}H${n(bx)}Z`,
      brass,
      'metal',
    ),
    fill(
      `M${n(x0 - 1 * k)} ${n(by - 4.5 * k)}h${n(4 * k)}v${n(9 * k)}h${n(-4 * k)}Z`,
      dark,
      'metal',
    ),
    fill(plate, brass, 'metal'),
    fill(circle(bx, by - lobe * 1.25, 2.2 * k), dark, 'metal', 0),
    fill(circle(bx, by + lobe * 1.25, 2.2 * k), dark, 'metal', 0),
    stroke(
      `M${n(bx - 1 * k)} ${n(by - lobe * 1.9)}V${n(by - lobe * 1.5)}`,
      lighter(brass, 0.5),
      1 * k,
      'metal',
      0,
    ),
  ];
}

/** Curved strokes with arrowheads round the bow: the key is going round. */
function turning(bow: Point, k: number, color: string): Node {
  const [bx, by] = bow;
  const rx = 9 * k;
  const ry = 26 * k;
  const d = [
    `M${n(bx - rx)} ${n(by - ry * 0.55)}Q${n(bx)} ${n(by - ry * 1.15)} ${n(bx + rx)} ${n(by - ry * 0.55)}`,
    `l${n(-3.5 * k)} ${n(-1 * k)}m${n(3.5 * k)} ${n(1 * k)}l${n(-0.5 * k)} ${n(-3.5 * k)}`,
    `M${n(bx + rx)} ${n(by + ry * 0.55)}Q${n(bx)} ${n(by + ry * 1.15)} ${n(bx - rx)} ${n(by + ry * 0.55)}`,
    `l${n(3.5 * k)} ${n(1 * k)}m${n(-3.5 * k)} ${n(-1 * k)}l${n(0.5 * k)} ${n(3.5 * k)}`,
  ].join('');
  return stroke(d, color, 1.5 * k, 'detail', 0);
}

/**
 * Winding up a heart (the globe): the thing on the ground ahead, the key out of its side
 * at chest height, the character behind the key leaning into the turn with both hands on the bow.
 */
export const windKey: Action = {
  id: 'wind-key',
  objects: ['heart', 'globe'],
  feelings: ['resolve', 'joy', 'mischief', 'wonder', 'calm', 'longing'],
  settings: ['meadow', 'rooftop', 'shore', 'attic', 'snowfield', 'desert', 'street'],
  framings: ['medium', 'low'],
  lights: ['sun', 'sky', 'moon', 'lamp', 'window'],
  family: (o) => `wind-key:${o}`,
  concepts: [
    'clockwork',
    'wind-up toy',
    'winding up',
    'mechanism',
    'routine',
    'chores',
    'toy',
    'gears',
  ],
  say: sayFrom(
    {
      heart: {
        en: 'winds up a big heart like a clockwork toy, turning a key in its side',
        ja: '大きなハートの横に差したねじを、ぜんまいのおもちゃみたいに巻いている',
        ru: 'заводит большое сердце ключом, как заводную игрушку',
        pt: 'dá corda a um grande coração com uma chave no lado, como a um brinquedo de corda',
        fi: 'vetää ison sydämen avaimella käyntiin kuin vedettävän lelun',
      },
      globe: {
        en: 'winds up the globe like a clockwork toy, turning a big key in its side',
        ja: '地球儀の横に差した大きなねじを、ぜんまいのおもちゃみたいに巻いている',
        ru: 'заводит глобус большим ключом, как заводную игрушку',
        pt: 'dá corda ao globo com uma chave enorme no lado, como a um brinquedo de corda',
        fi: 'vetää maapallon isolla avaimella käyntiin kuin vedettävän lelun',
      },
    },
    'heart',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The key's bow at chest height a short reach ahead; the thing beyond the shaft.
    const bow: Point = [H * 0.27, (m.shoulder + 4) * s];
    const r = H * 0.33;
    const x0 = H * 0.36;
    const cx = x0 + r * (ctx.object === 'heart' ? 0.95 : 0.98);
    const tired = ctx.feeling === 'longing' || ctx.feeling === 'calm';
    const fig = posed(ctx, {
      legs: tired ? 'stand' : 'stride',
      lean: tired ? 8 : 16,
      front: { reach: [(bow[0] - 1.5 * k) / s, (bow[1] - 12 * k) / s], hand: 'fist' },
      back: { reach: [(bow[0] - 2.5 * k) / s, (bow[1] + 12 * k) / s], hand: 'fist' },
      turn: 0.4,
      headTilt: tired ? 16 : 6,
      gaze: [1, 0.2],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const nodes: Node[] = [
      ...wound(ctx.object, p, cx, r),
      // The figure, then the key's bow over its arms, then the hands gripping the bow.
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      ...windUpKey(x0 + (ctx.object === 'heart' ? 4 * k : 0), bow, k),
      group(fig.hands, `translate(${n(actor.x)} 0) scale(${n(s)})`),
      turning(bow, k, lighter(p.ink, 0.25)),
    ];
    const top = Math.min((m.headTop - 6) * s, -2 * r - 6 * k);
    const box: [number, number, number, number] = [-H * 0.17, top, cx + r + 2 * k, 4];
    const focus: Point = [bow[0], bow[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.2],
        [cx * facing, r * 1.2],
      ],
      glows: [],
      closeBox: facingBox([-H * 0.25, top, cx + r * 0.2, (m.hip + 6) * s], facing),
    });
  },
};
