/**
 * Baked fresh: a baker in a tall white hat draws a star (a heart, a cloud) out of a brick
 * bread oven on a long wooden peel, golden and steaming, the fire glowing behind it.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, toActor, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** What comes out of the oven, lying on the peel's blade at (x, y), `k` the scene's unit. */
function baked(object: NounId, p: Palette, x: number, y: number, u: number): Node[] {
  // Drawn large: at phone size the card is the thing on the peel.
  const k = u * 1.35;
  const gold = mix(p.light, '#e8b04a', 0.6);
  switch (object) {
    case 'star':
      return [placed(P.star(gold, 13 * k), [x, y - 8 * k], 1, 4)];
    case 'heart':
      return [placed(P.heart(mix(p.accent, '#c8602a', 0.4), 11 * k, true), [x, y - 7 * k], 1)];
    default:
      return [placed(P.cloud(lighter(gold, 0.55), 34 * k), [x, y - 6 * k], 1)];
  }
}

/**
 * A baker in a tall white hat draws a star, a heart or a cloud out of a brick bread
 * oven on a long wooden peel; it lies golden and steaming on the blade, the fire glowing in the
 * oven's mouth behind.
 */
export const bakeStar: Action = {
  id: 'bake-star',
  objects: ['star', 'heart', 'cloud'],
  feelings: ['joy', 'resolve', 'calm', 'wonder', 'mischief', 'surprise'],
  settings: ['kitchen', 'attic', 'street', 'clouds', 'snowfield', 'meadow'],
  framings: ['medium', 'low', 'near'],
  lights: ['fire', 'lamp', 'window', 'candle'],
  family: (o) => `bake-star:${o}`,
  concepts: [
    'baking',
    'bread',
    'oven',
    'a baker',
    'warmth',
    'fresh',
    'craft',
    'early morning',
    'the smell of baking',
  ],
  say: sayFrom(
    {
      star: {
        en: 'takes a star out of a bread oven on a baker’s peel',
        ja: 'パン窯から、こんがり焼けて湯気の立つ星をパンべらで取り出している',
        ru: 'достаёт из хлебной печи на лопате румяную, дымящуюся звезду',
        pt: 'tira do forno de pão, numa pá de padeiro, uma estrela dourada e a fumegar',
        fi: 'ottaa leipäuunista leipälapiolla tähden, kullanruskean ja höyryävän',
      },
      heart: {
        en: 'takes a heart out of a bread oven on a baker’s peel',
        ja: 'パン窯から、こんがり焼けて湯気の立つハートをパンべらで取り出している',
        ru: 'достаёт из хлебной печи на лопате румяное, дымящееся сердце',
        pt: 'tira do forno de pão, numa pá de padeiro, um coração dourado e a fumegar',
        fi: 'ottaa leipäuunista leipälapiolla sydämen, kullanruskean ja höyryävän',
      },
      cloud: {
        en: 'takes a cloud out of a bread oven on a baker’s peel',
        ja: 'パン窯から、ふっくら焼けて湯気の立つ雲をパンべらで取り出している',
        ru: 'достаёт из хлебной печи на лопате пышное, дымящееся облако',
        pt: 'tira do forno de pão, numa pá de padeiro, uma nuvem fofa e a fumegar',
        fi: 'ottaa leipäuunista leipälapiolla pilven, kohonneen ja höyryävän',
      },
    },
    'star',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The oven: a brick base, a dome over it, an arched mouth with the fire inside, a chimney.
    const ox = 78 * k;
    const baseTop = -40 * k;
    const ow = 62 * k;
    const domeH = 40 * k;
    const brick = mix(p.wood, '#b0583a', 0.55);
    const mouthW = 28 * k;
    const mouthH = 20 * k;
    const mouth = `M${n(ox - mouthW / 2)} ${n(baseTop)}V${n(baseTop - mouthH + mouthW / 2)}A${n(mouthW / 2)} ${n(mouthW / 2)} 0 0 1 ${n(ox + mouthW / 2)} ${n(baseTop - mouthH + mouthW / 2)}V${n(baseTop)}Z`;
    const fireAt: Point = [ox, baseTop - 5 * k];
    const oven: Node[] = [
      fill(
        rect(ox + ow * 0.18, baseTop - domeH - 18 * k, 9 * k, 24 * k),
        darker(brick, 0.15),
        'stone',
      ),
      fill(rect(ox - ow / 2, baseTop, ow, -baseTop), darker(brick, 0.1), 'stone'),
      fill(
        `M${n(ox - ow / 2)} ${n(baseTop)}Q${n(ox - ow / 2)} ${n(baseTop - domeH * 1.25)} ${n(ox)} ${n(baseTop - domeH)}Q${n(ox + ow / 2)} ${n(baseTop - domeH * 0.75)} ${n(ox + ow / 2)} ${n(baseTop)}Z`,
        brick,
        'stone',
      ),
      stroke(
        `M${n(ox - ow / 2)} ${n(baseTop + 12 * k)}H${n(ox + ow / 2)}M${n(ox - ow / 2)} ${n(baseTop + 24 * k)}H${n(ox + ow / 2)}M${n(ox - ow * 0.2)} ${n(baseTop)}v${n(12 * k)}M${n(ox + ow * 0.2)} ${n(baseTop)}v${n(12 * k)}M${n(ox)} ${n(baseTop + 12 * k)}v${n(12 * k)}`,
        darker(brick, 0.35),
        0.9 * k,
        'stone',
        0,
      ),
      fill(mouth, '#2a1612', 'wall'),
      fill(
        `M${n(ox - 10 * k)} ${n(baseTop)}Q${n(ox - 8 * k)} ${n(baseTop - 10 * k)} ${n(ox - 4 * k)} ${n(baseTop - 6 * k)}Q${n(ox - 1 * k)} ${n(baseTop - 15 * k)} ${n(ox + 3 * k)} ${n(baseTop - 7 * k)}Q${n(ox + 7 * k)} ${n(baseTop - 11 * k)} ${n(ox + 10 * k)} ${n(baseTop)}Z`,
        '#f08a2a',
        'glow',
        0,
      ),
      fill(circle(fireAt[0], fireAt[1] + 2 * k, 4 * k), '#ffd870', 'glow', 0),
    ];
    // The baker: the peel's long handle in both hands, its blade just out of the oven's mouth.
    const blade: Point = [ox - mouthW / 2 - 20 * k, baseTop - 1 * k];
    const x = 0;
    const where = { x, y: 0, facing: 1 as const, scale: s };
    const gripFront: Point = [x + 22 * k, m.hip * s - 4 * k];
    const gripBack: Point = [x + 10 * k, m.hip * s + 2 * k];
    const fig = posed(ctx, {
      legs: 'stride',
      lean: -4,
      front: { reach: toActor(where, gripFront), hand: 'fist' },
      back: { reach: toActor(where, gripBack), hand: 'fist' },
      backArmOver: true,
      turn: 0.7,
      headTilt: 4,
      gaze: [1, 0.4],
    });
    const actor: Actor = { fig, ...where };
    const hb = actorPoint(actor, fig.skeleton.hands.back);
    const wood = lighter(p.wood, 0.15);
    // The handle runs through both fists to the blade.
    const dx = blade[0] - hb[0];
    const dy = blade[1] - hb[1];
    const peel: Node[] = [
      stroke(
        `M${n(hb[0] - dx * 0.08)} ${n(hb[1] - dy * 0.08)}L${n(blade[0] - 16 * k)} ${n(blade[1])}`,
        wood,
        2.2 * k,
        'wood',
      ),
      fill(
        `M${n(blade[0] - 17 * k)} ${n(blade[1] - 1 * k)}L${n(blade[0] + 18 * k)} ${n(blade[1] - 1.5 * k)}Q${n(blade[0] + 20 * k)} ${n(blade[1])} ${n(blade[0] + 18 * k)} ${n(blade[1] + 1.5 * k)}L${n(blade[0] - 17 * k)} ${n(blade[1] + 1 * k)}Z`,
        wood,
        'wood',
      ),
    ];
    // A tall white baker's hat on the head.
    const hc = actorPoint(actor, fig.skeleton.headCentre);
    const hr = fig.headR * s;
    const hat = fill(
      `M${n(hc[0] - hr * 0.75)} ${n(hc[1] - hr * 0.55)}L${n(hc[0] - hr * 0.8)} ${n(hc[1] - hr * 1.1)}Q${n(hc[0] - hr * 1.3)} ${n(hc[1] - hr * 1.9)} ${n(hc[0] - hr * 0.4)} ${n(hc[1] - hr * 1.9)}Q${n(hc[0])} ${n(hc[1] - hr * 2.4)} ${n(hc[0] + hr * 0.4)} ${n(hc[1] - hr * 1.9)}Q${n(hc[0] + hr * 1.3)} ${n(hc[1] - hr * 1.9)} ${n(hc[0] + hr * 0.8)} ${n(hc[1] - hr * 1.1)}L${n(hc[0] + hr * 0.75)} ${n(hc[1] - hr * 0.55)}Z`,
      '#fbf8f2',
      'cloth',
    );
    const steam = stroke(
      `M${n(blade[0] - 6 * k)} ${n(blade[1] - 26 * k)}q-3 -5 0 -9t0 -9M${n(blade[0] + 5 * k)} ${n(blade[1] - 27 * k)}q-3 -5 0 -9t0 -9`,
      '#ffffff',
      1.2 * k,
      'detail',
      0,
    );
    const nodes: Node[] = [
      ...oven,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      hat,
      ...peel,
      ...baked(ctx.object, p, blade[0], blade[1] - 1 * k, k),
      steam,
      group(fig.hands, `translate(${n(x)} 0) scale(${n(s)})`),
    ];
    const top = Math.min(hc[1] - hr * 2.5, baseTop - domeH - 20 * k) - 4;
    const box: [number, number, number, number] = [x - 22 * k, top, ox + ow / 2 + 4, 4];
    return staged(facingBox(box, facing), mx(blade, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [x * facing, H * 0.22],
        [ox * facing, ow * 0.6],
      ],
      glows: [
        { at: mx(fireAt, facing), r: 24 * k, color: '#ffb050' },
        { at: mx([blade[0], blade[1] - 8 * k], facing), r: 18 * k, color: p.light },
      ],
      light: { at: mx(fireAt, facing), kind: 'fire', reach: 110 },
      closeBox: facingBox([x - 16 * k, top, ox + 10 * k, baseTop + 16 * k], facing),
    });
  },
};
