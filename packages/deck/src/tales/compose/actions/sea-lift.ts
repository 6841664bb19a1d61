/**
 * The lift that goes further down than the ground floor: its brass doors slide open on the sea
 * floor, the dial over them turned past the last number, and the lift attendant, one hand
 * holding the door, bows a big fish in with the other, two small ones waiting their turn
 * behind it. Where is it going up to, and has he done this every morning for years?
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const BRASS = '#c9a447';

/**
 * Inside the lift, looking out: panelled walls round the open doorway, the attendant standing
 * just inside it at the left, facing the doorway; the sea (the setting) shows through it.
 */
export const seaLift: Action = {
  id: 'sea-lift',
  objects: ['fish'],
  who: ['boy', 'girl', 'man', 'woman', 'old-man', 'cat', 'fox', 'rabbit'],
  feelings: ['calm', 'surprise', 'mischief'],
  settings: ['underwater'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  ownPlace: true,
  notLooks: ['silhouette'],
  lights: ['glow', 'sky'],
  family: (o) => `sea-lift:${o}`,
  concepts: [
    'lift',
    'elevator',
    'sea floor',
    'politeness',
    'service',
    'going down',
    'routine',
    'guest',
    'welcome',
  ],
  say: sayFrom(
    {
      fish: {
        en: 'holds the lift door open on the sea floor to let a fish in',
        ja: 'エレベーターの扉が海の底で開き、魚が乗り込むまで扉を押さえて待っている',
        ru: 'придерживает дверь лифта, открывшуюся на морском дне, и пропускает рыбу',
        pt: 'segura a porta do elevador aberta no fundo do mar para um peixe entrar',
        fi: 'pitää hissin ovea auki meren pohjalla, jotta kala pääsee sisään',
      },
    },
    'fish',
  ),
  stage(ctx) {
    const { p, m, s, rng, facing } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The doorway, a head and a half high, wider than the attendant.
    const ox0 = -4 * k;
    const ox1 = 92 * k;
    const oTop = -150 * k;
    const panel = mix('#9a5e36', p.wood, 0.2);
    const far = 900 * k;
    const lines: string[] = [];
    for (let x = -far; x < far; x += 34 * k)
      if (x < ox0 - 8 * k || x > ox1 + 8 * k) lines.push(`M${n(x)} ${n(-far)}V0`);
    // The sea beyond the doorway: blue water, a shaft of light, a sand floor, weed swaying.
    const w = ox1 - ox0;
    const sea = mix(p.water, '#0e4a6a', 0.45);
    const weed: string[] = [0.12, 0.3, 0.82].map((t, i) => {
      const x = ox0 + w * t;
      const h = (60 + i * 22) * k;
      return `M${n(x)} ${n(-6 * k)}Q${n(x + 10 * k)} ${n(-h / 2)} ${n(x - 4 * k)} ${n(-h)}`;
    });
    const seaNodes: Node[] = [
      fill(rect(ox0, oTop, w, -oTop), sea, 'water'),
      fill(
        `M${n(ox0 + w * 0.35)} ${n(oTop)}H${n(ox0 + w * 0.6)}L${n(ox0 + w * 0.9)} 0H${n(ox0 + w * 0.5)}Z`,
        lighter(sea, 0.18),
        'water',
        0,
      ),
      fill(
        `M${n(ox0)} 0V${n(-14 * k)}Q${n(ox0 + w * 0.5)} ${n(-30 * k)} ${n(ox1)} ${n(-10 * k)}V0Z`,
        mix('#d8c28a', sea, 0.35),
        'floor',
      ),
      stroke(weed.join(''), mix('#3a8a5a', sea, 0.3), 3 * k, 'plant'),
    ];
    const wall: Node[] = [
      ...seaNodes,
      // The lift's walls round the doorway, and its floor.
      fill(rect(-far, -far, far + ox0, far), panel, 'wood'),
      fill(rect(ox1, -far, far, far), panel, 'wood'),
      fill(rect(ox0, -far, ox1 - ox0, far + oTop), panel, 'wood'),
      stroke(lines.join(''), darker(panel, 0.2), 1 * k, 'wood', 0),
      fill(rect(-far, 0, 2 * far, 200 * k), mix('#8a2a2a', p.floor, 0.2), 'floor'),
      // The brass frame and the two door leaves slid back into the walls' edges.
      fill(rect(ox0 - 8 * k, oTop - 8 * k, ox1 - ox0 + 16 * k, 8 * k), BRASS, 'metal'),
      fill(rect(ox0 - 8 * k, oTop, 8 * k, -oTop), darker(BRASS, 0.1), 'metal'),
      fill(rect(ox1, oTop, 8 * k, -oTop), darker(BRASS, 0.1), 'metal'),
      fill(rect(ox0 - 3 * k, -3 * k, ox1 - ox0 + 6 * k, 3 * k), darker(BRASS, 0.25), 'metal'),
      // The right door leaf, slid almost home, and the panel of round buttons beside it, the
      // lowest one lit.
      fill(rect(ox1 - 12 * k, oTop, 12 * k, -oTop), mix(BRASS, panel, 0.35), 'metal'),
      stroke(
        `M${n(ox1 - 6 * k)} ${n(oTop + 6 * k)}V${n(-6 * k)}`,
        darker(BRASS, 0.3),
        1 * k,
        'metal',
        0,
      ),
      fill(rect(ox0 - 30 * k, -168 * k, 13 * k, 50 * k, 2 * k), BRASS, 'metal'),
      ...[0, 1, 2, 3, 4].map((i) =>
        fill(
          circle(ox0 - 23.5 * k, -160 * k + i * 9 * k, 3 * k),
          i === 4 ? '#ffd98a' : darker(BRASS, 0.35),
          i === 4 ? 'glow' : 'metal',
        ),
      ),
    ];
    // The left door leaf, slid back beside the attendant's hand on the frame.
    const leaf: Node[] = [fill(rect(ox0, oTop, 12 * k, -oTop), mix(BRASS, panel, 0.35), 'metal')];
    // The dial over the doorway, its needle turned down past the last floor.
    const dial: Point = [(ox0 + ox1) / 2, oTop - 26 * k];
    const needleEnd: Point = [dial[0] - 12 * k, dial[1] + 5 * k];
    wall.push(
      fill(
        `M${n(dial[0] - 18 * k)} ${n(dial[1] + 6 * k)}A${n(18 * k)} ${n(18 * k)} 0 0 1 ${n(dial[0] + 18 * k)} ${n(dial[1] + 6 * k)}Z`,
        BRASS,
        'metal',
      ),
      fill(
        `M${n(dial[0] - 14 * k)} ${n(dial[1] + 4 * k)}A${n(14 * k)} ${n(14 * k)} 0 0 1 ${n(dial[0] + 14 * k)} ${n(dial[1] + 4 * k)}Z`,
        '#f3ead2',
        'paper',
      ),
      stroke(
        `M${n(dial[0])} ${n(dial[1] + 4 * k)}L${n(needleEnd[0])} ${n(needleEnd[1])}`,
        '#2a2220',
        1.4 * k,
        'detail',
      ),
    );
    // The fish: a big one gliding in at the attendant's chest height, two small ones waiting.
    const fishColor = rng.pick(['#e8873a', '#e0b43a', '#d95a6a', '#5aa8c8']);
    const bigAt: Point = [ox0 + 22 * k, -58 * k];
    const bigLen = 52 * k;
    const fishes: Node[] = [
      placed(P.fish(fishColor, p.ink, bigLen), bigAt, 1, 0, true),
      placed(
        P.fish(mix(fishColor, '#ffffff', 0.2), p.ink, 20 * k),
        [ox1 - 16 * k, -112 * k],
        1,
        0,
        true,
      ),
      placed(
        P.fish(mix(fishColor, '#5aa8c8', 0.4), p.ink, 17 * k),
        [ox1 - 12 * k, -36 * k],
        1,
        0,
        true,
      ),
    ];
    // A few bubbles rising from the big fish's mouth into the lift.
    const bubbles: Node[] = [0, 1, 2].map((i) =>
      stroke(
        circle(
          bigAt[0] - bigLen * 0.55 - i * 3 * k,
          bigAt[1] - 8 * k - i * 9 * k,
          (1.6 + i * 0.6) * k,
        ),
        lighter(p.light, 0.4),
        0.7 * k,
        'detail',
        0,
      ),
    );
    // The attendant just inside the doorway at the left, the back hand on the door's frame,
    // the front arm swept out low to the doorway: after you.
    const standX = ox0 - 40 * k;
    const toFig = (q: Point): Point => [(q[0] - standX) / s, q[1] / s];
    const fig = posed(ctx, {
      legs: [
        [4, 0],
        [-6, 0],
      ],
      lean: 10,
      back: { reach: toFig([ox0 - 6 * k, -84 * k]), hand: 'fist' },
      front: { reach: toFig([ox0 - 4 * k, -30 * k]), hand: 'open' },
      turn: 0.35,
      headTilt: 8,
      gaze: ctx.feeling === 'surprise' ? [0.9, -0.2] : [0.8, 0.3],
    });
    const actor: Actor = { fig, x: standX, facing: 1, scale: s };
    const head = actorPoint(actor, fig.skeleton.headCentre);
    const nodes: Node[] = [...leaf, ...fishes, ...bubbles, actorNodes(actor)];
    const faults: string[] = [];
    // The big fish, its head already over the threshold, must be clear of the reaching hand.
    const hand = actorPoint(actor, fig.skeleton.hands.front);
    if (Math.abs(hand[1] - bigAt[1]) < bigLen * 0.3 && hand[0] > bigAt[0] - bigLen * 0.6)
      faults.push('sea-lift: the hand in the fish');
    const box: [number, number, number, number] = [
      standX - 30 * k,
      Math.min(dial[1] - 22 * k, head[1] - fig.headR * s - 10 * k),
      ox1 + 8 * k,
      6 * k,
    ];
    return staged(facingBox(box, facing), mx([(box[0] + box[2]) / 2, head[1]], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [[standX * facing, 24 * k]],
      glows: [{ at: mx([standX, -130 * k], facing), r: 60 * k, color: '#ffd98a' }],
      faults,
    });
  },
};
