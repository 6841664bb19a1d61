/**
 * Knocking back to a fish: the card cut through a frozen pond, a character kneeling on the ice
 * knocks on it with a knuckle, and right under the knuckle, in the dark water below, a big fish
 * nose up knocks back with its fin. Two worlds answering each other through a pane of ice.
 */
import { circle, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * A fish with a face, nose at (0, 0) pointing to +x, `u` the unit: a round body, a forked tail,
 * an eye looking ahead and a fin raised forward like a fist by its cheek.
 */
function knockingFish(u: number, body: string, ink: string): Node[] {
  const fin = darker(body, 0.18);
  return [
    // Tail.
    fill(
      `M${n(-40 * u)} 0L${n(-54 * u)} ${n(-11 * u)}Q${n(-50 * u)} 0 ${n(-54 * u)} ${n(11 * u)}Z`,
      fin,
      'cloth',
    ),
    // Back fin.
    fill(
      `M${n(-12 * u)} ${n(-10 * u)}Q${n(-22 * u)} ${n(-20 * u)} ${n(-32 * u)} ${n(-8 * u)}Z`,
      fin,
      'cloth',
    ),
    // Body.
    fill(
      `M0 0Q${n(-2 * u)} ${n(-11 * u)} ${n(-18 * u)} ${n(-11 * u)}Q${n(-36 * u)} ${n(-9 * u)} ${n(-42 * u)} 0Q${n(-36 * u)} ${n(9 * u)} ${n(-18 * u)} ${n(11 * u)}Q${n(-2 * u)} ${n(11 * u)} 0 0Z`,
      body,
      'cloth',
    ),
    // Belly and gill.
    fill(oval(-20 * u, 5 * u, 13 * u, 4 * u), lighter(body, 0.35), 'cloth', 0),
    stroke(
      `M${n(-11 * u)} ${n(-8 * u)}Q${n(-15 * u)} 0 ${n(-11 * u)} ${n(8 * u)}`,
      darker(body, 0.3),
      0.9 * u,
      'detail',
      0,
    ),
    // A big eye looking ahead, at the ice.
    fill(circle(-6 * u, -4 * u, 3.4 * u), '#ffffff', 'face', 0),
    fill(circle(-4.8 * u, -4.4 * u, 1.8 * u), ink, 'face', 0),
    // A round mouth at the nose.
    fill(oval(-1.2 * u, 1.6 * u, 1.3 * u, 1.6 * u), darker(body, 0.45), 'face', 0),
    // The knocking fin: raised past the nose, curled like a fist.
    fill(
      `M${n(-12 * u)} ${n(6 * u)}Q${n(-4 * u)} ${n(14 * u)} ${n(4 * u)} ${n(9 * u)}Q${n(7 * u)} ${n(5 * u)} ${n(3 * u)} ${n(4 * u)}Q${n(-4 * u)} ${n(7 * u)} ${n(-12 * u)} ${n(6 * u)}Z`,
      fin,
      'cloth',
    ),
  ];
}

/** Little arcs round a point: the sound of a knock (`up` draws them above the ice, else below). */
function knockMarks(at: Point, r: number, up: boolean): string {
  const d = up ? -1 : 1;
  return [0.55, 1]
    .map(
      (f) =>
        `M${n(at[0] - r * f)} ${n(at[1] + d * r * f * 0.2)}Q${n(at[0])} ${n(at[1] + d * r * f * 1.1)} ${n(at[0] + r * f)} ${n(at[1] + d * r * f * 0.2)}`,
    )
    .join('');
}

/**
 * The pond cut open: the ice a thick pale band at the ground line across the whole card, the dark
 * water under it; the character kneeling on it, knuckle down on the ice; the fish under the
 * knuckle nose up, its fin on the underside of the ice; knocks sounding on both sides.
 */
export const iceKnock: Action = {
  id: 'ice-knock',
  objects: ['winter'],
  // A mouse kneeling is too small beside the fish at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['wonder', 'surprise', 'mischief', 'longing', 'resolve'],
  settings: ['icefield', 'snowfield'],
  framings: ['medium'],
  fixedFramings: true,
  // The ice and the water under it are the whole picture: a twist has no room in it.
  untwisted: true,
  ownPlace: true,
  lights: ['sky', 'sun'],
  family: () => 'ice-knock',
  concepts: [
    'ice',
    'fish',
    'knocking',
    'winter',
    'other side',
    'friendship',
    'communication',
    'two worlds',
    'surface',
  ],
  say: sayFrom(
    {
      winter: {
        en: 'kneels on a frozen pond and knocks back to a fish knocking on the ice from below',
        ja: '凍った池にひざまずき、氷の下からノックする魚に、コンコンとノックを返している',
        ru: 'стоит на коленях на замёрзшем пруду и стучит в ответ рыбе, которая стучится в лёд снизу',
        pt: 'ajoelha-se num lago gelado e responde a um peixe que bate no gelo por baixo',
        fi: 'polvistuu jäätyneelle lammelle ja koputtaa takaisin kalalle, joka koputtaa jäätä alta',
      },
    },
    'winter',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // Whatever the kneeler's size, the ice and the fish are drawn at an adult's scale so the fish
    // reads; a child kneels beside a fish as long as it is tall.
    const K = Math.max(k, 0.8);
    const iceT = 8 * K;
    const depth = 78 * K;
    const ice = mix('#dbeef7', p.floor, 0.15);
    const deep = mix('#163a5a', p.water, 0.2);
    // The knock: a knuckle on the ice some way ahead of the kneeler.
    const ax = -14 * K;
    const knockX = ax + 30 * k;
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: 30,
      front: {
        reach: toActor({ x: ax, facing: 1, scale: s }, [knockX, -1.5 * k]),
        hand: 'fist',
      },
      back: { angle: 40, bend: 70, hand: 'mitt' },
      turn: 0.6,
      headTilt: 18,
      gaze: [0.5, 1],
    });
    const kneeler: Actor = { fig, x: ax, facing: 1, scale: s };
    const hand: Point = [ax + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const kx = hand[0];
    // The fish under the knuckle, nose up, tipped a little towards the kneeler.
    const u = 1.15 * K;
    const noseAt: Point = [kx + 2 * K, iceT + 3 * K];
    const bodyColor = rng.pick(['#e98b3a', '#d9a441', '#c95f4a', '#e0b04a']);
    const fishNode = group(
      knockingFish(u, bodyColor, p.ink),
      `translate(${n(noseAt[0])} ${n(noseAt[1])}) rotate(-72)`,
    );
    const wide = 260 * K;
    const bubbles = [0, 1, 2].map((i) =>
      stroke(
        circle(noseAt[0] - 12 * K - i * 3 * K, noseAt[1] + 14 * K + i * 9 * K, (1.4 + i * 0.6) * K),
        lighter(deep, 0.55),
        0.7 * K,
        'water',
        0,
      ),
    );
    const weed = stroke(
      [-40, -30, 38, 46]
        .map(
          (x) =>
            `M${n(x * K)} ${n(depth + 6 * K)}q${n(-4 * K)} ${n(-8 * K)} 0 ${n(-16 * K)}t0 ${n(-14 * K)}`,
        )
        .join(''),
      mix('#3f7a56', deep, 0.4),
      2 * K,
      'plant',
      0,
    );
    const pond: Node[] = [
      fill(`M${n(-wide)} 0H${n(wide)}V${n(depth + 40 * K)}H${n(-wide)}Z`, deep, 'water'),
      fill(
        `M${n(-wide)} ${n(iceT)}H${n(wide)}V${n(iceT + 14 * K)}H${n(-wide)}Z`,
        mix(deep, '#9cc8e0', 0.35),
        'water',
        0,
      ),
      weed,
      // The ice: a thick pale band with a bright top edge and a few cracks.
      fill(`M${n(-wide)} 0H${n(wide)}V${n(iceT)}H${n(-wide)}Z`, ice, 'glass'),
      stroke(`M${n(-wide)} 0.4H${n(wide)}`, '#ffffff', 1.2 * K, 'glass', 0),
      stroke(
        `M${n(kx - 18 * K)} ${n(2 * K)}l${n(6 * K)} ${n(3 * K)}l${n(5 * K)} ${n(-1 * K)}M${n(kx + 14 * K)} ${n(5 * K)}l${n(7 * K)} ${n(-2 * K)}`,
        darker(ice, 0.18),
        0.7 * K,
        'detail',
        0,
      ),
    ];
    // The knocks sound on both sides of the ice: dark arcs over the knuckle, pale ones under it.
    const knocks = stroke(knockMarks([kx, -4 * k], 8 * K, true), p.ink, 1.5 * K, 'detail', 0);
    const answers = stroke(
      knockMarks([noseAt[0], iceT + 2 * K], 9 * K, false),
      '#ffffff',
      1.6 * K,
      'detail',
      0,
    );
    const headTop = Math.min(...[fig.skeleton.headCentre[1] - fig.headR].map((y) => y * s));
    const box: [number, number, number, number] = [
      ax - 26 * K,
      Math.min(headTop - 10 * K, -62 * K),
      kx + 30 * K,
      depth,
    ];
    return staged(facingBox(box, facing), mx([kx, 0], facing), {
      // The pond runs off the card at both sides: drawn with the setting, not boxed with the story.
      wall: mirror(pond, facing),
      behind: mirror([fishNode, ...bubbles, answers], facing),
      actors: mirror([actorNodes(kneeler), knocks], facing),
      contacts: [[ax * facing, 26 * k]],
      glows: [],
    });
  },
};
