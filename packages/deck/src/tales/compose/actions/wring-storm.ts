/**
 * Wringing out the weather: a character holds a grey rain cloud by its two ends like a wet towel
 * and twists it, and the rain runs out of the wrung middle in streams into a bucket at its feet.
 * A chore done to the sky.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, toActor, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { puff } from './puff.ts';
import { mirror, mx } from './water.ts';

/**
 * The character half turned, fists held out ahead at the chest turning against each other; a
 * puffed end of cloud in each fist, the twisted middle between them striped by its turns; rain
 * streaming down from the middle into a tin bucket on the ground ahead.
 */
export const wringStorm: Action = {
  id: 'wring-storm',
  objects: ['storm'],
  // A mouse's cloud is too small to show the twist at phone size.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['resolve', 'mischief', 'grief', 'surprise', 'wonder'],
  settings: ['meadow', 'rooftop', 'street', 'shore', 'desert'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  // The cloud wrung like a towel is the dream; a twist beside it only muddles the chore.
  untwisted: true,
  lights: ['sun', 'sky'],
  family: () => 'wring-storm',
  concepts: [
    'rain',
    'cloud',
    'laundry',
    'chore',
    'drought',
    'squeeze',
    'weather',
    'tears',
    'effort',
  ],
  say: sayFrom(
    {
      storm: {
        en: 'wrings out a rain cloud like a wet towel into a bucket',
        ja: '雨雲を濡れタオルのようにしぼって、バケツに雨を落としている',
        ru: 'выжимает дождевую тучу, как мокрое полотенце, над ведром',
        pt: 'torce uma nuvem de chuva como uma toalha molhada para dentro de um balde',
        fi: 'vääntää sadepilveä kuin märkää pyyhettä ämpäriin',
      },
    },
    'storm',
  ),
  stage(ctx) {
    const { rng, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The cloud held out ahead, clear of the body, so the rain falls past it into the bucket.
    const y = (m.shoulder + 14) * s;
    const left: Point = [29 * k, y + 1 * k];
    const right: Point = [54 * k, y - 2 * k];
    const where = { x: 0, facing: 1 as const, scale: s };
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 0,
      front: { reach: toActor(where, right), hand: 'fist' },
      back: { reach: toActor(where, left), hand: 'fist' },
      backArmOver: true,
      turn: 0.45,
      headTilt: ctx.feeling === 'grief' ? 12 : 4,
      gaze: [0.7, 0.5],
    });
    const a: Actor = { fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s };
    const hr: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const hl: Point = [fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    // A rain cloud as the deck draws clouds: pale above, slate underneath.
    const pale = rng.pick(['#e4e8ef', '#dde3ec', '#e8e6ee']);
    const grey = rng.pick(['#8a94a8', '#7f8aa0', '#939aae']);
    const top = lighter(pale, 0.4);
    // The twisted middle: a rope of cloud between the fists, striped by its turns.
    const midY = (hl[1] + hr[1]) / 2 + 2 * k;
    const midX = (hl[0] + hr[0]) / 2;
    const rope = `M${n(hl[0])} ${n(hl[1] - 5 * k)}Q${n(midX)} ${n(midY - 1 * k)} ${n(hr[0])} ${n(hr[1] - 5 * k)}L${n(hr[0])} ${n(hr[1] + 5 * k)}Q${n(midX)} ${n(midY + 8 * k)} ${n(hl[0])} ${n(hl[1] + 5 * k)}Z`;
    const turns: string[] = [];
    for (let i = -3; i <= 3; i++) {
      const x = midX + (i / 3.5) * (hr[0] - hl[0]) * 0.45;
      turns.push(
        `M${n(x - 3 * k)} ${n(midY - 4 * k)}q${n(3 * k)} ${n(4 * k)} ${n(6 * k)} ${n(8 * k)}`,
      );
    }
    // The two puffed ends, bulging out of the fists.
    const endL = puff(hl[0] - 8 * k, hl[1] - 2 * k, 12 * k, 11 * k, 8, 1.18, 0.4);
    const endR = puff(hr[0] + 11 * k, hr[1] - 2 * k, 14 * k, 11 * k, 9, 1.18, 1.1);
    const cloud: Node[] = [
      fill(rope, grey, 'sky'),
      stroke(turns.join(''), darker(grey, 0.28), 1.1 * k, 'detail', 0),
      fill(endL, pale, 'sky'),
      fill(endR, pale, 'sky'),
      group(
        [fill(oval(hl[0] - 8 * k, hl[1] + 9 * k, 15 * k, 8 * k), grey, 'sky', 0)],
        undefined,
        endL,
      ),
      group(
        [fill(oval(hr[0] + 11 * k, hr[1] + 9 * k, 17 * k, 8 * k), grey, 'sky', 0)],
        undefined,
        endR,
      ),
      fill(oval(hl[0] - 9 * k, hl[1] - 8 * k, 6 * k, 3 * k), top, 'sky', 0),
      fill(oval(hr[0] + 12 * k, hr[1] - 8 * k, 7 * k, 3 * k), top, 'sky', 0),
    ];
    // The bucket on the ground ahead, its mouth under the wrung middle.
    const bw = 24 * k;
    const bh = 20 * k;
    const tin = '#9aa4b0';
    const water = mix('#5a8fc8', tin, 0.15);
    const bx = midX;
    const bucket: Node[] = [
      fill(
        `M${n(bx - bw / 2)} ${n(-bh)}H${n(bx + bw / 2)}L${n(bx + bw * 0.4)} 0H${n(bx - bw * 0.4)}Z`,
        tin,
        'metal',
      ),
      fill(oval(bx, -bh, bw / 2, 2.6 * k), water, 'water'),
      stroke(
        `M${n(bx - bw / 2)} ${n(-bh)}Q${n(bx)} ${n(-bh - 16 * k)} ${n(bx + bw / 2)} ${n(-bh)}`,
        darker(tin, 0.3),
        0.9 * k,
        'metal',
        0,
      ),
    ];
    // Streams of rain from the middle down into the bucket, and drops off the ends.
    const rain = lighter('#5a8fc8', 0.15);
    const streams = stroke(
      [-4, 0, 4]
        .map((dx) => {
          const x = midX + dx * k;
          const from = midY + 6 * k;
          return `M${n(x)} ${n(from)}q${n(1.5 * k)} ${n((-bh - from) / 3)} 0 ${n(((-bh - from) * 2) / 3)}T${n(x)} ${n(-bh + 1 * k)}`;
        })
        .join(''),
      rain,
      1.6 * k,
      'water',
      0,
    );
    const drops = fill(
      [
        oval(hl[0] - 6 * k, hl[1] + 14 * k, 1 * k, 1.8 * k),
        oval(hl[0] - 10 * k, hl[1] + 22 * k, 0.9 * k, 1.6 * k),
        oval(hr[0] + 8 * k, hr[1] + 15 * k, 1 * k, 1.8 * k),
        oval(hr[0] + 13 * k, hr[1] + 24 * k, 0.9 * k, 1.6 * k),
      ].join(''),
      rain,
      'water',
      0,
    );
    const nodes: Node[] = [
      actorNodes(a),
      ...cloud,
      group(fig.hands, `scale(${n(s)})`),
      streams,
      drops,
      ...bucket,
    ];
    const headTop = (fig.skeleton.headCentre[1] - fig.headR) * s;
    const box: [number, number, number, number] = [
      -22 * k,
      Math.min(headTop, -H) - 8 * k,
      hr[0] + 26 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx([midX, midY], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 22 * k],
        [midX * facing, bw],
      ],
      glows: [],
    });
  },
};
