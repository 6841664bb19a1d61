/**
 * Lightning in a jar: under a storm cloud, a character holds a glass jar up at arm's length and
 * the bolt that forks down out of the cloud goes straight into its mouth; a piece of it already
 * crackles inside the jar, lighting the face below, and the other hand holds the lid ready to
 * screw it shut. Weather caught like a firefly.
 */
import { n, rect, type Point } from '../../geom.ts';
import { fill, group, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

const boltColor = '#fff2a0';
const boltGlow = '#ffe873';

/**
 * A lightning bolt as one filled zigzag from `from` down to `to`, `w` wide, its kinks
 * alternating side to side.
 */
function bolt(from: Point, to: Point, w: number, kinks: number): string {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= kinks; i++) {
    const t = i / kinks;
    const side = i === 0 || i === kinks ? 0 : i % 2 === 0 ? 1 : -1;
    const x = from[0] + (to[0] - from[0]) * t + side * w * 1.4;
    const y = from[1] + (to[1] - from[1]) * t;
    const half = w * (1 - t * 0.7) * 0.5;
    left.push([x - half, y + (side === 0 ? 0 : side * half * 0.6)]);
    right.push([x + half, y - (side === 0 ? 0 : side * half * 0.6)]);
  }
  const pts = [...left, ...right.reverse()];
  return `${pts.map((q, i) => `${i === 0 ? 'M' : 'L'}${n(q[0])} ${n(q[1])}`).join('')}Z`;
}

/**
 * Catching lightning in a jar: standing on tiptoe, the front arm up and forward with the jar on
 * its palm, mouth up; the back hand out to the side with the lid; the face turned up to the
 * cloud; the cloud above, the bolt from it down into the jar, and a small bolt inside the glass.
 */
export const jarLightning: Action = {
  id: 'jar-lightning',
  objects: ['storm'],
  // A mouse's jar is lost under the cloud at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['wonder', 'mischief', 'resolve', 'surprise', 'fear'],
  settings: ['meadow', 'rooftop', 'shore', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // Lightning caught in a jar is the dream; a twist has no room under the cloud.
  untwisted: true,
  lights: ['glow'],
  family: () => 'jar-lightning',
  concepts: [
    'thunder',
    'electricity',
    'daring',
    'capture',
    'power',
    'invention',
    'inspiration',
    'collecting',
    'spark',
  ],
  say: sayFrom(
    {
      storm: {
        en: 'catches a bolt of lightning from a storm cloud in a glass jar',
        ja: '雷雲から落ちてきた稲妻を、ガラスのびんでつかまえている',
        ru: 'ловит в стеклянную банку молнию из грозовой тучи',
        pt: 'apanha num frasco de vidro um raio que cai de uma nuvem de trovoada',
        fi: 'pyydystää ukkospilvestä iskevän salaman lasipurkkiin',
      },
    },
    'storm',
  ),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const scared = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    // The jar held up and well forward on the front hand, clear of the face.
    const grip: Point = [28, m.reachTop + 16];
    const fig = posed(ctx, {
      legs: scared ? 'stand' : 'tiptoe',
      lean: scared ? -8 : -2,
      front: { reach: grip, hand: 'mitt' },
      back: scared ? { angle: 120, bend: 40, hand: 'fist' } : { angle: 95, bend: 25, hand: 'fist' },
      turn: 0.55,
      headTilt: -22,
      gaze: [0.6, -1],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const back: Point = [fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    const actor: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    // The jar: its base on the hand, its mouth up.
    const jw = 20 * k;
    const jh = 27 * k;
    const jx = hand[0];
    const jBase = hand[1] - 1 * k;
    const jTop = jBase - jh;
    const glass = mix('#dff2ff', p.sky[1], 0.25);
    const jar: Node[] = [
      {
        ...fill(oval(jx, jBase - jh / 2, jw * 0.75, jh * 0.62), boltGlow, 'glow', 0),
        opacity: 0.35,
      },
      fill(rect(jx - jw / 2, jTop, jw, jh, 3.5 * k), glass, 'glass'),
      fill(
        bolt([jx - 2 * k, jTop + 3 * k], [jx + 2 * k, jBase - 3 * k], 3 * k, 3),
        boltColor,
        'glow',
        0,
      ),
      fill(
        rect(jx - jw * 0.36, jTop + 2.5 * k, jw * 0.14, jh * 0.6, 1 * k),
        lighter(glass, 0.6),
        'glass',
        0,
      ),
      // The neck's rim.
      fill(
        rect(jx - jw * 0.42, jTop - 2 * k, jw * 0.84, 3 * k, 1 * k),
        darker(glass, 0.12),
        'glass',
      ),
    ];
    // The lid, in the back hand.
    const lidColor = mix('#c9a24a', p.accent, 0.25);
    const lid: Node[] = [
      fill(
        rect(back[0] - jw * 0.45, back[1] - 4.5 * k, jw * 0.9, 4 * k, 1.2 * k),
        lidColor,
        'metal',
      ),
    ];
    // The cloud above the jar, the bolt forking down from it into the jar's mouth.
    const cloudC: Point = [jx + 10 * k, jTop - 52 * k];
    const crx = 40 * k;
    const cry = 13 * k;
    const cloud = mix(p.ink, '#66708a', 0.6);
    const clouds: Node[] = [
      fill(puff(cloudC[0], cloudC[1], crx, cry, 9, 1.3), cloud, 'sky'),
      fill(
        puff(cloudC[0] + 4 * k, cloudC[1] + cry * 0.45, crx * 0.7, cry * 0.45, 7, 1.25),
        lighter(cloud, 0.25),
        'sky',
        0,
      ),
    ];
    const boltTop: Point = [cloudC[0] - 2 * k, cloudC[1] + cry * 0.9];
    const boltEnd: Point = [jx, jTop - 1 * k];
    const strike: Node[] = [
      { ...fill(bolt(boltTop, boltEnd, 9 * k, 5), boltGlow, 'glow', 0), opacity: 0.45 },
      fill(bolt(boltTop, boltEnd, 5 * k, 5), boltColor, 'glow'),
    ];
    const nodes: Node[] = [
      ...clouds,
      actorNodes(actor),
      ...strike,
      ...jar,
      ...lid,
      group(fig.hands, `scale(${n(s)})`),
    ];
    const top = cloudC[1] - cry * 1.5;
    const box: [number, number, number, number] = [
      Math.min(-24 * k, back[0] - 12 * k),
      top,
      Math.max(cloudC[0] + crx * 1.3, jx + 20 * k),
      4,
    ];
    const light: Point = [jx, jBase - jh / 2];
    return staged(facingBox(box, facing), mx([jx, jTop - 12 * k], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, H * 0.2]],
      glows: [{ at: mx(light, facing), r: 40 * k, color: boltGlow }],
      light: { at: mx(light, facing), kind: 'glow', reach: 90 * k },
    });
  },
};
