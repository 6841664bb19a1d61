/**
 * Music out of bad weather: under a low rain cloud the falling rain hangs in long straight
 * threads from the cloud to the ground, and the character stands among them with both hands
 * raised, plucking two as a harpist plucks strings; those two shiver and glow, and notes float
 * up from them. Singing in the rain, making the best of it, the music in everything.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, group, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { note } from './serenade.ts';
import { mirror, mx } from './water.ts';

/** A thin filled string from (x, y0) down to (x, y1), bowed by `bow` at its middle. */
function string(x: number, y0: number, y1: number, w: number, bow = 0): string {
  const my = (y0 + y1) / 2;
  return `M${n(x - w / 2)} ${n(y0)}Q${n(x - w / 2 + bow * 2)} ${n(my)} ${n(x - w / 2)} ${n(y1)}H${n(x + w / 2)}Q${n(x + w / 2 + bow * 2)} ${n(my)} ${n(x + w / 2)} ${n(y0)}Z`;
}

/**
 * Facing +x: the character beside the curtain of rain, arms reaching into it, a finger of each
 * hand plucking a string; the cloud low over the curtain, a puddle at its foot.
 */
export const rainHarp: Action = {
  id: 'rain-harp',
  objects: ['rain'],
  who: [
    'girl',
    'boy',
    'woman',
    'man',
    'old-woman',
    'old-man',
    'fox',
    'cat',
    'rabbit',
    'bear',
    'deer',
  ],
  feelings: ['calm', 'joy', 'longing', 'wonder'],
  settings: ['rooftop', 'meadow', 'shore'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The rain strung from the cloud is the dream; a twist beside it would tangle in the strings.
  untwisted: true,
  // Pale strings on a dark sky and the face are the story: a silhouette loses both.
  notLooks: ['silhouette'],
  lights: ['sky', 'moon', 'lamp'],
  family: () => 'rain-harp',
  concepts: [
    'harp',
    'harpist',
    'music',
    'strings',
    'melody',
    'weather',
    'a storm cloud',
    'puddles',
    'harmony',
    'a rainy day',
  ],
  say: sayFrom(
    {
      rain: {
        en: 'plays the falling rain like the strings of a harp under a low cloud',
        ja: '低い雲の下で、降りしきる雨をハープの弦のように奏でる',
        ru: 'играет на струях дождя, как на струнах арфы, под низкой тучей',
        pt: 'toca a chuva que cai como as cordas de uma harpa, debaixo de uma nuvem baixa',
        fi: 'soittaa matalan pilven alla sadetta kuin harpun kieliä',
      },
    },
    'rain',
  ),
  stage(ctx) {
    const { facing, m, s, p } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const cloudY = -Math.max(H, 80) * 1.55;
    // The cloud and its curtain of rain stand beside the player, as a harp stands beside the
    // harpist (round the player, the strings read as a cage).
    const cloudW = 34 * k;
    const cx = 44 * k;
    const cloudColor = mix(p.ink, '#7a8090', 0.6);
    const rainColor = lighter(mix(p.water, '#cfe6f6', 0.6), 0.25);
    const glow = mix(p.light, '#ffffff', 0.3);
    const ax = -6 * k;
    const where = { x: ax, facing: 1 as const, scale: s };
    // The two plucked strings, before the character at shoulder height and above.
    const pluckA = cx - cloudW + 12 * k;
    const pluckB = cx - cloudW + 20 * k;
    const handA: Point = [pluckA, (m.shoulder + 6) * s];
    const handB: Point = [pluckB - 1 * k, (m.shoulder - 18) * s];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 2,
      front: { reach: toActor(where, handB), hand: 'point' },
      back: { reach: toActor(where, handA), hand: 'point' },
      turn: 0.5,
      headTilt: -6,
      gaze: [0.8, -0.3],
    });
    const actor: Actor = { fig, x: ax, facing: 1, scale: s };
    // The strings: every 8 units across the cloud's width, from its belly to the ground. The
    // plucked two bow and glow; the rest hang straight.
    const bottom = cloudY + 14 * k;
    const straight: string[] = [];
    const plucked: string[] = [];
    for (let x = cx - cloudW + 4 * k; x <= cx + cloudW - 4 * k; x += 8 * k) {
      const near = (at: number): boolean => Math.abs(x - at) < 4 * k;
      if (near(pluckA) || near(pluckB)) plucked.push(string(x, bottom, 0, 1.3 * k, 2.5 * k));
      else straight.push(string(x, bottom, 0, 0.9 * k));
    }
    // Notes floating up from the plucked strings, and rings where the rain meets the puddle.
    const notes = [
      note(pluckB + 8 * k, handB[1] - 14 * k, 3 * k, glow, -12),
      note(pluckB + 18 * k, handB[1] - 34 * k, 2.6 * k, glow, 10),
      note(pluckA + 6 * k, handA[1] - 30 * k, 2.4 * k, glow, -6),
      note(pluckB + 2 * k, handB[1] - 54 * k, 2.2 * k, glow, 14),
    ];
    const rings: string[] = [];
    for (let x = cx - cloudW + 4 * k; x <= cx + cloudW - 4 * k; x += 16 * k)
      rings.push(ellipse(x, -0.8 * k, 3.2 * k, 1 * k));
    const cloud = puff(cx, cloudY, cloudW + 6 * k, 16 * k, 9, 1.22, Math.PI * 0.5);
    const nodes: Node[] = [
      fill(ellipse(cx, 0, cloudW + 4 * k, 5 * k), mix(p.water, p.ground, 0.4), 'water', 0),
      fill(straight.join(''), rainColor, 'water', 0),
      fill(rings.join(''), lighter(rainColor, 0.3), 'water', 0),
      actorNodes(actor),
      fill(plucked.join(''), glow, 'glow', 0),
      ...notes,
      fill(cloud, cloudColor, 'detail'),
      fill(
        [
          circle(cx - cloudW * 0.4, cloudY - 6 * k, 10 * k),
          circle(cx + cloudW * 0.3, cloudY - 8 * k, 12 * k),
        ].join(''),
        lighter(cloudColor, 0.12),
        'detail',
        0,
      ),
    ];
    const box: [number, number, number, number] = [
      ax - 30 * k,
      cloudY - 30 * k,
      cx + cloudW + 14 * k,
      4,
    ];
    const focus: Point = [(pluckA + pluckB) / 2, handB[1]];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror([group(nodes)], facing),
      contacts: [
        [ax * facing, 24 * k],
        [cx * facing, cloudW * 2],
      ],
      glows: [{ at: mx(handB, facing), r: 30 * k, color: glow }],
    });
  },
};
