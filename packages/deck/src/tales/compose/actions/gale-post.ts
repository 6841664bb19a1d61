/**
 * Holding on in a gale: a character grips a street lamp's post with both hands while the wind
 * lifts the whole body out straight like a flag, and past it fly the town's hats, an umbrella
 * turned inside out and a swirl of leaves. The wind itself drawn as a thing that takes.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { whos } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** A bowler hat, brim at (0, 0), about 32 wide (as the deck draws a hat). */
function hat(color: string, ink: string): Node[] {
  return [
    fill('M-16 0Q0 -4 16 0Q0 4 -16 0Z', color, 'cloth'),
    fill('M-9 0C-9 -16 9 -16 9 0Z', color, 'cloth'),
    fill('M-9 -3H9V-6H-9Z', ink, 'cloth', 0),
  ];
}

/**
 * The lamp post upright, the character's hands on it high up, the body rotated out level with
 * the wind, legs trailing; the flying things strewn downwind round it, gust lines through all.
 */
export const galePost: Action = {
  id: 'gale-post',
  objects: ['hat'],
  // A mouse on a lamp post is a speck at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['fear', 'surprise', 'resolve', 'mischief', 'wonder'],
  // A street lamp stands in a street.
  settings: ['street'],
  framings: ['medium'],
  fixedFramings: true,
  // A body flown like a flag is the dream; a twist beside it only adds to the clutter.
  untwisted: true,
  // By day: a gale in a dark street turns the flying things into a murk at phone size.
  lights: ['sky', 'sun'],
  family: () => 'gale-post',
  concepts: [
    'wind',
    'storm',
    'holding on',
    'gale',
    'lamp post',
    'chaos',
    'endurance',
    'weather',
    'hats',
  ],
  say: sayFrom(
    {
      hat: {
        en: 'clings to a lamp post in a gale, blown out straight like a flag, while hats fly past',
        ja: '強風の中、街灯にしがみついて旗のように真横になびき、そばを帽子が飛んでいく',
        ru: 'цепляется за фонарный столб в бурю, вытянувшись по ветру, как флаг, а мимо летят шляпы',
        pt: 'agarra-se a um candeeiro no meio de um vendaval, esticado ao vento como uma bandeira, enquanto passam chapéus a voar',
        fi: 'roikkuu myrskyssä lyhtypylväässä tuulen suoristamana kuin lippu, ja ohi lentää hattuja',
      },
    },
    'hat',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The post, as tall as an adult and a half whatever the character's size, so a child or a
    // frog still hangs from it high over the street.
    const K = Math.max(k, 0.75);
    const postTop = -150 * K;
    const gripY = -118 * K;
    const metal = darker('#4a5560', 0.05);
    const post: Node[] = [
      fill(`M${n(-7 * K)} 0L${n(-4 * K)} ${n(-16 * K)}H${n(4 * K)}L${n(7 * K)} 0Z`, metal, 'metal'),
      fill(
        `M${n(-2.2 * K)} ${n(-16 * K)}H${n(2.2 * K)}V${n(postTop)}H${n(-2.2 * K)}Z`,
        metal,
        'metal',
      ),
      // The lamp: a cap and a glass, swaying with the wind.
      fill(
        `M${n(-8 * K)} ${n(postTop)}H${n(8 * K)}L${n(5 * K)} ${n(postTop - 14 * K)}H${n(-5 * K)}Z`,
        '#fff2b0',
        'glow',
      ),
      fill(
        `M${n(-11 * K)} ${n(postTop - 14 * K)}H${n(11 * K)}L${n(0)} ${n(postTop - 21 * K)}Z`,
        metal,
        'metal',
      ),
    ];
    // The figure, arms up over its head, hands together: then turned about its hands so the body
    // streams out level downwind (+x), a little below the hands.
    const fig = posed(ctx, {
      legs: [
        [8, 0],
        [-14, 10],
      ],
      lean: 0,
      // Arms at full stretch, so the fists stay clear of the face once the body is turned.
      front: { reach: [4, m.headTop - 40], hand: 'fist' },
      back: { reach: [-2, m.headTop - 38], hand: 'fist' },
      backArmOver: true,
      turn: 0.15,
      headTilt: 0,
      gaze: [-0.6, -0.2],
    });
    const hand = fig.skeleton.hands.front;
    const tilt = -76;
    const flown = group(
      [...fig.back, ...fig.body, ...fig.hands],
      `translate(${n(2 * K)} ${n(gripY)}) rotate(${n(tilt)}) scale(${n(s)}) translate(${n(-hand[0])} ${n(-hand[1])})`,
    );
    // How far the body reaches downwind: about its height.
    const reach = H * 1.02;
    // The flying things: hats of the town, an umbrella inside out, leaves, strewn downwind.
    const hatColors = ['#3a3440', '#8a4a3a', '#4a6a8a', '#6a5a2a'];
    const flying: Node[] = [];
    const spots: readonly (readonly [number, number, number])[] = [
      [(reach / K) * 0.35, -158, -30],
      [reach / K + 4, -165, 40],
      [(reach / K) * 0.55, -62, 20],
      [reach / K + 12, -90, -15],
    ];
    spots.forEach(([x, y, r], i) => {
      flying.push(
        placed(
          { nodes: hat(rng.pick(hatColors), p.ink), size: 16 },
          [x * K, y * K],
          0.9 * K,
          r + rng.range(-10, 10),
        ),
      );
      if (i === 1)
        flying.push(
          placed(
            P.umbrella({ main: p.accent, ink: p.ink, light: p.light, metal: '#4c464c' }),
            [(x - 40) * K, (y + 14) * K],
            0.75 * K,
            110,
          ),
        );
    });
    for (let i = 0; i < 7; i++)
      flying.push(
        placed(
          T.leaf(rng.pick(['#d9772e', '#c9452e', '#e0a83a', '#7a9a3a']), 0.5),
          [rng.range(-20, reach / K + 10) * K, rng.range(-175, -30) * K],
          K,
          rng.range(-90, 90),
        ),
      );
    const gusts = stroke(
      [
        [-30, -140],
        [20, -84],
        [-20, -48],
      ]
        .map(
          ([x, y]) =>
            `M${n((x ?? 0) * K)} ${n((y ?? 0) * K)}q${n(20 * K)} ${n(-5 * K)} ${n(40 * K)} ${n(-2 * K)}t${n(40 * K)} ${n(-3 * K)}`,
        )
        .join(''),
      lighter(p.light, 0.3),
      1 * K,
      'detail',
      0,
    );
    const box: [number, number, number, number] = [
      -36 * K,
      postTop - 26 * K,
      Math.max(reach + 16 * K, 110 * K),
      4,
    ];
    const focus: Point = [reach * 0.4, gripY];
    return staged(facingBox(box, facing), mx(focus, facing), {
      behind: mirror([gusts], facing),
      actors: mirror([...post, flown, ...flying], facing),
      contacts: [[0, 16 * K]],
      glows: [{ at: mx([0, postTop - 7 * K], facing), r: 16 * K, color: '#fff2b0' }],
      airborne: false,
    });
  },
};
