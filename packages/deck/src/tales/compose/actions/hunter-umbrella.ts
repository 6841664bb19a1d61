/**
 * A hunter and a deer shelter side by side under one umbrella in the rain, the hunter holding it
 * over them both and the deer looking up at the canopy; the gun is left leaning against a tree
 * at the side, out in the rain. Rain falls everywhere but under the umbrella: a truce between
 * the one who hunts and the one who is hunted, a kindness that changes the story.
 */
import { ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, pose, toActor, type Actor } from '../cast.ts';
import { facingBox, measure, nearFacing, placed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { trunk } from './last-apple.ts';
import { partnerOf } from './partner.ts';
import { mirror, mx } from './water.ts';

/** The deer's air under the umbrella: shy, or wondering at the kindness. */
function deerFeeling(f: Feeling): Feeling {
  return f === 'wonder' ? 'calm' : 'wonder';
}

/** A hunting gun leaning from its butt at (0, 0) up to the left, `len` long. */
function gun(len: number, wood: string, metal: string): Node[] {
  const u = len / 60;
  return [
    // The barrel.
    fill(rect(-1 * u, -len, 2 * u, len * 0.62, 0.8 * u), metal, 'detail'),
    // The stock: wide at the butt, narrowing to the grip.
    fill(
      `M${n(-3.2 * u)} 0L${n(3.2 * u)} 0L${n(2 * u)} ${n(-len * 0.3)}L${n(1.4 * u)} ${n(-len * 0.42)}L${n(-1.4 * u)} ${n(-len * 0.42)}L${n(-1.8 * u)} ${n(-len * 0.22)}Z`,
      wood,
      'wood',
    ),
    // The trigger guard and the sight.
    {
      ...stroke(
        `M${n(1.4 * u)} ${n(-len * 0.36)}q${n(3 * u)} ${n(1 * u)} ${n(2 * u)} ${n(4 * u)}`,
        metal,
        0.8 * u,
        'detail',
        0,
      ),
    },
    fill(rect(-1.6 * u, -len - 1.5 * u, 3.2 * u, 2 * u, 0.4 * u), metal, 'detail', 0),
  ];
}

/**
 * Facing +x: the hunter on the left holds the umbrella up over the middle, the deer on the right
 * stands close under it, facing the hunter; the tree with the gun against it behind the hunter.
 */
export const hunterUmbrella: Action = {
  id: 'hunter-umbrella',
  objects: ['umbrella'],
  who: ['man', 'woman', 'old-man', 'old-woman'],
  seconds: () => ['deer'],
  feelings: ['calm', 'longing', 'joy', 'wonder'],
  settings: ['forest', 'meadow'],
  // Close on the two faces under the canopy: a medium shot left them small under a tall sky.
  framings: ['near'],
  fixedFramings: true,
  untwisted: true,
  // The faces under the canopy are the story: a silhouette loses them.
  notLooks: ['silhouette'],
  lights: ['sky'],
  family: () => 'hunter-umbrella',
  concepts: [
    'hunter',
    'deer',
    'shelter',
    'rain',
    'truce',
    'kindness',
    'predator and prey',
    'forgiveness',
    'the gun laid down',
    'sharing',
  ],
  say: sayFrom(
    {
      umbrella: {
        en: 'shares an umbrella with a deer in the rain, the hunting gun left leaning against a tree',
        ja: '雨の中、鹿と一本の傘に入っている。猟銃は木に立てかけたまま',
        ru: 'делит зонтик с оленем под дождём, а охотничье ружьё оставлено у дерева',
        pt: 'partilha o guarda-chuva com um veado à chuva, com a espingarda de caça encostada a uma árvore',
        fi: 'jakaa sateenvarjon peuran kanssa sateessa, ja metsästyskivääri nojaa puuhun',
      },
    },
    'umbrella',
  ),
  stage(ctx) {
    const { rng, p, m, s, facing: side } = setUp(ctx);
    const facing = nearFacing(ctx, side);
    const u = (m.height * s) / 100;
    const { friend, sb } = partnerOf(ctx, 1.05);
    const fm = measure(friend);
    // Hunter hatted for the woods.
    const hunter = {
      ...ctx.who,
      look: { ...ctx.who.look, hat: rng.pick(['cap', 'bowler', 'beanie'] as const) },
    };
    const ax = -15 * u;
    const bx = 15 * u;
    const grip: Point = [-1 * u, -62 * u];
    const where = { x: ax, facing: 1 as const, scale: s };
    const fig = pose(
      hunter,
      ctx.feeling,
      {
        legs: 'stand',
        lean: 2,
        front: { reach: toActor(where, grip), hand: 'fist' },
        back: { angle: 8, bend: 20, hand: 'mitt' },
        turn: 0.6,
        headTilt: -6,
        gaze: [0.9, -0.2],
      },
      ctx.ink,
    );
    const a: Actor = { fig, ...where };
    const deer = pose(
      friend,
      deerFeeling(ctx.feeling),
      {
        legs: 'stand',
        lean: -2,
        front: { angle: 16, bend: 40, hand: 'mitt' },
        back: { angle: 4, bend: 30, hand: 'mitt' },
        turn: 0.6,
        headTilt: -10,
        gaze: [0.7, -0.6],
      },
      ctx.ink,
    );
    const b: Actor = { fig: deer, x: bx, facing: -1, scale: sb };
    // The umbrella, big enough for two, its canopy over both heads.
    const hand = actorPoint(a, fig.skeleton.hands.front);
    const headsTop = Math.min(m.headTop * s, fm.headTop * sb);
    const k = Math.max(1.25 * u, (hand[1] - headsTop + 10 * u) / 40);
    const um = P.umbrella({ main: p.accent, ink: p.ink, light: p.light, metal: '#555' });
    const canopyY = hand[1] - 66 * k;
    const rimY = hand[1] - 40 * k;
    const half = 30 * k;
    const cx = hand[0];
    // The tree behind the hunter, off to the side, and the gun leaning on it.
    const tx = -52 * u;
    const tw = 12 * u;
    const bark = mix('#5a4232', p.wood, 0.35);
    const treeTop = canopyY - 90 * u;
    const tree: Node[] = [
      fill(
        trunk(
          [tx, 4 * u],
          [tx - 2 * u, -50 * u],
          [tx + 3 * u, -100 * u],
          [tx, treeTop],
          tw,
          tw * 0.7,
        ),
        bark,
        'wood',
      ),
      stroke(
        `M${n(tx + 1 * u)} ${n(-90 * u)}Q${n(tx + 14 * u)} ${n(-104 * u)} ${n(tx + 22 * u)} ${n(-124 * u)}`,
        bark,
        3.2 * u,
        'wood',
      ),
      fill(
        ellipse(tx + 8 * u, treeTop + 6 * u, 30 * u, 20 * u),
        mix('#3f6a3a', p.ground, 0.3),
        'plant',
      ),
    ];
    const gunLen = 62 * u;
    const butt: Point = [tx + tw * 0.5 + 13 * u, 0];
    const lean = -14;
    const gunNodes = placed(
      { nodes: gun(gunLen, mix('#7a4a2a', p.wood, 0.3), mix('#3a3a40', p.ink, 0.3)), size: 60 },
      butt,
      1,
      lean,
    );
    // Rain everywhere in the picture but under the canopy.
    const drops: string[] = [];
    const left = tx - 14 * u;
    const right = bx + 30 * u;
    const top = canopyY - 12 * u;
    for (let i = 0; i < 420; i++) {
      const x = rng.range(-200 * u, 200 * u);
      const y = rng.range(-330 * u, -2 * u);
      if (Math.abs(x - cx) < half + 2 * u && y > rimY - 8 * u) continue;
      drops.push(`M${n(x)} ${n(y)}l${n(-1 * u)} ${n(6 * u)}`);
    }
    const rain = stroke(drops.join(''), lighter(p.water, 0.4), 0.9 * u, 'water', 0);
    // Drops running off the canopy's rim on both sides.
    const drips: Node[] = [];
    for (const side of [-1, 1]) {
      for (let j = 0; j < 3; j++) {
        drips.push(
          fill(
            ellipse(cx + side * (half - 1 * u), rimY + 6 * u + j * 9 * u, 1.1 * u, 1.8 * u),
            lighter(p.water, 0.45),
            'water',
            0,
          ),
        );
      }
    }
    const puddle = fill(
      ellipse(cx + 12 * u, 1 * u, 58 * u, 3.2 * u),
      mix(lighter(p.water, 0.2), p.ground, 0.3),
      'water',
      0,
    );
    const nodes: Node[] = [
      gunNodes,
      puddle,
      actorNodes(b),
      actorNodes(a),
      placed(um, hand, k),
      ...drips,
    ];
    const box: [number, number, number, number] = [left, top, right, 4 * u];
    const closeBox: [number, number, number, number] = [
      -46 * u,
      canopyY - 6 * u,
      right - 4 * u,
      grip[1] + 40 * u,
    ];
    const faults: string[] = [];
    if (canopyY > headsTop - 6 * u) faults.push('umbrella low on the heads');
    return staged(facingBox(box, facing), mx([cx, (rimY + grip[1]) / 2], facing), {
      actors: mirror(nodes, facing),
      // The tree runs off the card's top and the rain fills the whole card: the setting's part.
      wall: mirror([...tree, rain], facing),
      contacts: [
        [mx([ax, 0], facing)[0], 18 * u],
        [mx([bx, 0], facing)[0], 18 * u],
        [mx([tx, 0], facing)[0], 20 * u],
      ],
      closeBox: facingBox(closeBox, facing),
      faults,
    });
  },
};
