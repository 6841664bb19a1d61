/**
 * Icarus: on wings of feathers stuck to his arms with wax, a child flies up towards a huge sun
 * over the sea, arms spread, face lifted to the light — and below him the first feathers come
 * loose and drift down. Ambition, a warning unheeded, the thrill before the fall.
 */
import { ellipse, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A long feather `L` long at `at`, turned `deg` (0: pointing +x), its quill down the middle. */
function feather(at: Point, L: number, deg: number, color: string, quill: string): Node {
  return group(
    [
      fill(
        `M0 0Q${n(L * 0.3)} ${n(-L * 0.22)} ${n(L)} 0Q${n(L * 0.3)} ${n(L * 0.22)} 0 0Z`,
        color,
        'detail',
      ),
      stroke(`M0 0L${n(L * 0.92)} 0`, quill, L * 0.03, 'detail', 0),
    ],
    `translate(${n(at[0])} ${n(at[1])}) rotate(${n(deg)})`,
  );
}

/**
 * A wing along an arm from `shoulder` to `hand`: long feathers fanned out behind the arm, the
 * outermost missing where the wax has given way.
 */
function wing(
  shoulder: Point,
  hand: Point,
  side: 1 | -1,
  L: number,
  rng: Rng,
  white: string,
): Node[] {
  const quill = darker(white, 0.3);
  const arm = Math.atan2(hand[1] - shoulder[1], hand[0] - shoulder[0]);
  const out: Node[] = [];
  const count = 10;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    // The two tips nearest the hand are gone: the wax is melting.
    if (i === count - 2) continue;
    const base: Point = [
      shoulder[0] + (hand[0] - shoulder[0]) * t,
      shoulder[1] + (hand[1] - shoulder[1]) * t,
    ];
    // Feathers sweep down and out from the arm, longest towards the hand.
    const deg = ((arm + side * Math.PI * (0.42 - 0.2 * t)) * 180) / Math.PI + rng.range(-4, 4);
    out.push(
      feather(base, L * (0.6 + 0.5 * t), deg, i % 2 === 0 ? white : lighter(white, 0.5), quill),
    );
  }
  return out;
}

/** Flying up towards a huge sun on feathered wings, the first feathers falling away. */
export const icarusSun: Action = {
  id: 'icarus-sun',
  objects: ['wings'],
  who: ['boy', 'girl'],
  feelings: ['wonder', 'fear', 'mischief', 'resolve'],
  settings: ['shore', 'clouds'],
  framings: ['low', 'wide'],
  fixedFramings: true,
  // The flight is the dream; a twist beside it would crowd the sky.
  untwisted: true,
  // The sun and the sea say where: "… begin to fall on the shore" put him on the beach.
  ownPlace: true,
  // The woodcut's grain over the sky was read as another game's doodle (review -w).
  notLooks: ['woodcut'],
  lights: ['sun'],
  family: () => 'icarus-sun',
  concepts: [
    'Icarus',
    'flight',
    'ambition',
    'hubris',
    'a warning',
    'the sun',
    'feathers',
    'myth',
    'the fall',
    'daring',
  ],
  say: sayFrom(
    {
      wings: {
        en: 'flies up towards the sun on wings of feathers and wax, and the first feathers come loose',
        ja: '羽根と蝋でできた翼で太陽に向かって飛んでいく。最初の羽根が抜け落ちはじめている',
        ru: 'летит к солнцу на крыльях из перьев и воска, и первые перья уже отрываются',
        pt: 'voa em direção ao sol com asas de penas e cera, e as primeiras penas começam a soltar-se',
        fi: 'lentää kohti aurinkoa sulista ja vahasta tehdyillä siivillä, ja ensimmäiset sulat irtoavat',
      },
    },
    'wings',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const fig = posed(ctx, {
      legs: [
        [30, 20],
        [-10, 40],
      ],
      roll: 28,
      lift: 30,
      lean: 0,
      // Arms spread wide and up, the wings along them.
      front: { angle: 125, bend: 8, hand: 'open' },
      back: { angle: -125, bend: 8, hand: 'open' },
      turn: 0.3,
      headTilt: -16,
      gaze: [0.5, -1],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const sk = fig.skeleton;
    const white = mix('#f6f0e2', p.light, 0.2);
    const L = 38 * k;
    const wings = [
      ...wing(
        actorPoint(actor, sk.shoulders.back),
        actorPoint(actor, sk.hands.back),
        -1,
        L,
        rng.fork('wb'),
        darker(white, 0.06),
      ),
    ];
    const frontWing = wing(
      actorPoint(actor, sk.shoulders.front),
      actorPoint(actor, sk.hands.front),
      1,
      L,
      rng.fork('wf'),
      white,
    );
    // The sun, huge, up ahead of him.
    const head = actorPoint(actor, sk.headCentre);
    const sunAt: Point = [head[0] + 46 * k, head[1] - 62 * k];
    const sunR = 40 * k;
    // One disc, white-hot at its heart: rings of colour read as a target.
    const sun: Node[] = [
      fill(
        ellipse(sunAt[0], sunAt[1], sunR, sunR),
        {
          kind: 'radial',
          cx: sunAt[0],
          cy: sunAt[1],
          r: sunR,
          stops: [
            [0, '#fffbe8', 1],
            [0.6, '#ffe070', 1],
            [1, '#ffc040', 1],
          ],
        },
        'glow',
        0,
      ),
    ];
    // Loose feathers drifting down below him, turning as they fall.
    const loose: Node[] = [];
    for (let i = 0; i < 5; i++) {
      const at: Point = [head[0] + rng.range(-40, 20) * k, head[1] + rng.range(50, 104) * k];
      loose.push(
        feather(at, L * rng.range(0.6, 0.8), rng.range(0, 360), white, darker(white, 0.3)),
      );
    }
    const nodes: Node[] = [...sun, ...wings, actorNodes(actor), ...frontWing, ...loose];
    const top = sunAt[1] - sunR * 1.1;
    const box: [number, number, number, number] = [
      head[0] - 46 * k,
      top,
      sunAt[0] + sunR * 0.9,
      head[1] + 112 * k,
    ];
    return staged(
      facingBox(box, facing),
      mx([(head[0] + sunAt[0]) / 2, (head[1] + sunAt[1]) / 2], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [],
        airborne: true,
        glows: [{ at: mx(sunAt, facing), r: sunR * 2.2, color: '#ffe6a0' }],
        light: { at: mx(sunAt, facing), kind: 'sun', reach: 300 * k },
      },
    );
  },
};
