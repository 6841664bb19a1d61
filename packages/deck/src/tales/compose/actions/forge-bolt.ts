/**
 * Forging a lightning bolt: a blacksmith holds a bolt of lightning flat on an anvil with tongs,
 * the hammer raised high for the next blow; the bolt glows and throws sparks all round, the one
 * light of the scene.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { lightningBolt } from '../../kit/lightning.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** An anvil standing on a stump, its face at `top` from x0 to x1, the horn towards +x. */
function anvil(x0: number, x1: number, top: number, k: number, wood: Color): Node[] {
  const iron = '#3c3a40';
  const w = x1 - x0;
  const face = 7 * k;
  const waist = top + face + 6 * k;
  const foot = top + face + 13 * k;
  const body = `M${n(x0)} ${n(top)}H${n(x1 - w * 0.22)}Q${n(x1 + w * 0.1)} ${n(top)} ${n(x1 + w * 0.28)} ${n(top + 2 * k)}Q${n(x1)} ${n(top + face)} ${n(x1 - w * 0.25)} ${n(top + face)}L${n(x1 - w * 0.3)} ${n(waist)}L${n(x1 - w * 0.12)} ${n(foot)}H${n(x0 + w * 0.08)}L${n(x0 + w * 0.22)} ${n(waist)}L${n(x0 + w * 0.18)} ${n(top + face)}H${n(x0)}Z`;
  const stumpX0 = x0 + w * 0.04;
  const stumpX1 = x1 - w * 0.06;
  return [
    fill(
      `M${n(stumpX0)} ${n(foot)}H${n(stumpX1)}L${n(stumpX1 + 2 * k)} 0H${n(stumpX0 - 2 * k)}Z`,
      wood,
      'wood',
    ),
    stroke(
      `M${n(stumpX0 + 4 * k)} ${n(foot + 5 * k)}V${n(-3 * k)}M${n(stumpX1 - 5 * k)} ${n(foot + 4 * k)}V${n(-4 * k)}`,
      darker(wood, 0.25),
      0.9 * k,
      'detail',
      0,
    ),
    fill(body, iron, 'metal'),
    stroke(
      `M${n(x0 + 1 * k)} ${n(top + 1 * k)}H${n(x1 - w * 0.2)}`,
      '#8a8a94',
      1.1 * k,
      'detail',
      0,
    ),
  ];
}

/** A hammer held at `grip`, its handle pointing along `angle` (radians), `len` long. */
export function hammer(grip: Point, angle: number, len: number, k: number, wood: Color): Node[] {
  const [gx, gy] = grip;
  const ex = gx + Math.cos(angle) * len;
  const ey = gy + Math.sin(angle) * len;
  const deg = (angle * 180) / Math.PI;
  return [
    stroke(
      `M${n(gx - Math.cos(angle) * 3 * k)} ${n(gy - Math.sin(angle) * 3 * k)}L${n(ex)} ${n(ey)}`,
      wood,
      2.6 * k,
      'wood',
    ),
    group(
      [
        fill(
          `M${n(-4.5 * k)} ${n(-8.5 * k)}H${n(4.5 * k)}V${n(8.5 * k)}H${n(-4.5 * k)}Z`,
          '#4a4850',
          'metal',
        ),
      ],
      `translate(${n(ex)} ${n(ey)}) rotate(${n(deg)})`,
    ),
  ];
}

/** Sparks flying out from `c`: short bright dashes and a few little stars. */
function sparks(c: Point, k: number, seed: number): Node[] {
  const dashes: string[] = [];
  const stars: Node[] = [];
  for (let i = 0; i < 11; i++) {
    const a = -Math.PI * 0.95 + (i / 10) * Math.PI * 0.9 + Math.sin(seed + i * 2.3) * 0.12;
    const r0 = (10 + 4 * Math.abs(Math.sin(seed * 3 + i))) * k;
    const r1 = r0 + (6 + 5 * Math.abs(Math.cos(seed + i * 1.7))) * k;
    dashes.push(
      `M${n(c[0] + Math.cos(a) * r0)} ${n(c[1] + Math.sin(a) * r0)}L${n(c[0] + Math.cos(a) * r1)} ${n(c[1] + Math.sin(a) * r1)}`,
    );
    if (i % 3 === 1) {
      const r2 = r1 + 4 * k;
      stars.push(
        placed(
          P.star('#fff3a0', 2.2 * k),
          [c[0] + Math.cos(a) * r2, c[1] + Math.sin(a) * r2],
          1,
          i * 20,
        ),
      );
    }
  }
  return [stroke(dashes.join(''), '#ffd24a', 1.3 * k, 'glow', 0), ...stars];
}

/**
 * Forging the lightning: the smith stands behind the anvil's heel, tongs in the near hand holding
 * the bolt flat across the anvil's face, the hammer raised behind the head in the far hand.
 */
export const forgeBolt: Action = {
  id: 'forge-bolt',
  objects: ['storm'],
  feelings: ['resolve', 'mischief', 'fear', 'wonder', 'surprise'],
  settings: ['street', 'forest', 'rooftop', 'snowfield', 'attic', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  lights: ['fire', 'moon', 'glow'],
  untwisted: true,
  family: () => 'forge-bolt',
  concepts: [
    'blacksmith',
    'anvil',
    'hammer',
    'sparks',
    'thunder',
    'storm',
    'strength',
    'craft',
    'danger',
  ],
  say: sayFrom(
    {
      storm: {
        en: 'forges a lightning bolt on an anvil, sparks flying',
        ja: '金床の上で稲妻を鍛えていて、火花が飛び散る',
        ru: 'куёт на наковальне молнию, и во все стороны летят искры',
        pt: 'forja um relâmpago numa bigorna, a fazer saltar faíscas',
        fi: 'takoo salamaa alasimella, ja kipinät sinkoilevat',
      },
    },
    'storm',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const x0 = H * 0.3;
    const x1 = H * 0.68;
    const top = m.hip * s * 0.78;
    // The bolt lies across the anvil's face, its length along +x.
    const len = 40 * k;
    const boltAt: Point = [x0 - 6 * k, top - 0.3 * len];
    const bolt = group(
      [lightningBolt([0, 0], len)],
      `translate(${n(boltAt[0])} ${n(boltAt[1])}) rotate(-86)`,
    );
    const mid: Point = [boltAt[0] + len * 0.5, top - 6 * k];
    const tongsEnd: Point = [boltAt[0] + 3 * k, top - 5 * k];
    const grip: Point = [tongsEnd[0] - 14 * k, tongsEnd[1] - 6 * k];
    // The hammer in the far hand, raised behind the head so the arm never crosses the face.
    const raised: Point = [-H * 0.1, (m.headTop - 6) * s];
    const scared = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: scared ? 'stand' : 'stride',
      lean: scared ? -4 : 8,
      front: { reach: [grip[0] / s, grip[1] / s], hand: 'fist' },
      back: { reach: [raised[0] / s, raised[1] / s], hand: 'fist' },
      turn: 0.6,
      headTilt: 8,
      gaze: [0.8, 0.4],
    });
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const hand: Point = [fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    const tongsHand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const handle = lighter(p.wood, 0.1);
    const nodes: Node[] = [
      ...anvil(x0, x1, top, k, p.wood),
      ...hammer(hand, -Math.PI * 0.62, 20 * k, k, handle),
      actorNodes(actor),
      ...sparks(mid, k, rng.next() * 10),
      bolt,
      stroke(
        `M${n(tongsHand[0])} ${n(tongsHand[1])}L${n(tongsEnd[0])} ${n(tongsEnd[1] - 2 * k)}M${n(tongsHand[0])} ${n(tongsHand[1] + 1.5 * k)}L${n(tongsEnd[0])} ${n(tongsEnd[1] + 2.5 * k)}`,
        '#3c3a40',
        1.6 * k,
        'metal',
      ),
      group(fig.hands, `scale(${n(s)})`),
    ];
    const boxTop = Math.min((m.headTop - 6) * s, hand[1] - 26 * k);
    const box: [number, number, number, number] = [-H * 0.3, boxTop, x1 + 20 * k, 4];
    return staged(facingBox(box, facing), mx(mid, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, H * 0.22],
        [((x0 + x1) / 2) * facing, (x1 - x0) * 1.1],
      ],
      glows: [{ at: mx(mid, facing), r: 34 * k, color: '#ffe890' }],
      light: { at: mx(mid, facing), kind: 'fire', reach: 140 * k },
      closeBox: facingBox([-H * 0.2, boxTop, x1 + 14 * k, 4], facing),
    });
  },
};
