import { angleOf, ellipse, n, quad, rect, sub, length, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA, ptDe } from '../grammar.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import { phrasebook } from '../phrasebook.ts';
import { nouns, type NounId } from '../nouns.ts';
import type { Action, StageContext } from '../types.ts';
import { at } from '../../geom.ts';

/** Flip a whole staging drawn facing +x. */
export function mirror(nodes: Node[], facing: 1 | -1): Node[] {
  return facing > 0 ? nodes : [group(nodes, at(0, 0, 1, 0, true))];
}
export function mx(p: Point, facing: 1 | -1): Point {
  return [p[0] * facing, p[1]];
}

/** A container something can be fished out of, standing on the floor at x; returns its mouth. */
function container(
  id: NounId,
  ctx: StageContext,
  x: number,
): { nodes: Node[]; mouth: Point; front: Node[] } {
  const p = ctx.palette;
  switch (id) {
    case 'teacup': {
      const cup = P.teacup({
        main: lighter(p.paper, 0.05),
        ink: p.ink,
        light: p.light,
        metal: '#555',
      });
      const k = 3.2;
      // Drawn around its own centre: lift so the saucer rests on the floor.
      const nodes = [
        placed(cup, [x - 11 * k, -9.6 * k], k),
        fill(
          ellipse(x, -9.6 * k - 6 * k, 9.6 * k, 2.2 * k),
          mix(p.water, '#8a5a2a', 0.5),
          'water',
          0,
        ),
      ];
      return { nodes, mouth: [x, -15.6 * k], front: [] };
    }
    case 'bathtub': {
      const tub = T.bathtub(lighter(p.paper, 0.1), 78, 30, lighter(p.water, 0.2));
      return { nodes: [placed(tub, [x, 0], 1)], mouth: [x, -32], front: [] };
    }
    case 'well': {
      const w = T.well(mix('#9a9a9a', p.far, 0.3), p.wood, 56, 26);
      return { nodes: [placed(w, [x, 0], 1)], mouth: [x, -26], front: [] };
    }
    case 'puddle': {
      const pd = T.puddle(mix(p.sky[1], p.water, 0.4), 90);
      return { nodes: [placed(pd, [x, 2], 1)], mouth: [x, 0], front: [] };
    }
    case 'fishbowl': {
      const b = T.fishbowl(lighter(p.water, 0.1), 56);
      return { nodes: [placed(b, [x, 0], 1)], mouth: [x, -56 * 0.55 * 1.82], front: [] };
    }
    case 'soup': {
      const bowl = lighter(p.paper, 0.05);
      return {
        nodes: [
          fill(
            `M${n(x - 36)} -24Q${n(x - 34)} 0 ${n(x)} 0Q${n(x + 34)} 0 ${n(x + 36)} -24Z`,
            bowl,
            'detail',
          ),
          fill(ellipse(x, -24, 36, 6), '#d98a3a', 'water', 0.6),
          stroke(
            `M${n(x - 30)} -25q8 -3 16 0M${n(x + 4)} -23q8 -3 16 0`,
            lighter('#d98a3a', 0.3),
            0.8,
            'detail',
            0,
          ),
        ],
        mouth: [x, -24],
        front: [],
      };
    }
    default: {
      // A hole in the floor: darkness with a faint light far below.
      return {
        nodes: [
          fill(ellipse(x, 4, 40, 8), '#120c10', 'shadow', 0),
          fill(ellipse(x, 5, 22, 3.5), darker(p.light, 0.5), 'glow', 0),
        ],
        mouth: [x, 3],
        front: [],
      };
    }
  }
}

const fishSay: Action['say'] = (lang, o, s) => {
  const x = nouns[o];
  const y = nouns[(s ?? 'teacup') as NounId];
  switch (lang) {
    case 'en':
      return `fishes ${enA(x)} out of ${enA(y)}`;
    case 'ja':
      return `${y.ja}から${x.ja}を釣り上げている`;
    case 'ru':
      return `выуживает ${x.ru.acc} из ${y.ru.gen}`;
    case 'pt':
      return `pesca ${ptA(x.pt)} ${ptDe(y.pt)}`;
    case 'fi':
      return `onkii ${x.fi.acc} ${y.fi.ela}`;
  }
};

export const fish: Action = {
  id: 'fish',
  objects: [
    'star',
    'moon',
    'fish',
    'key',
    'boot',
    'letter',
    'crown',
    'clock',
    'skull',
    'anchor',
    'eyeball',
    'apple',
    'snake',
    'octopus',
  ],
  seconds: (o) =>
    o === 'fish'
      ? ['teacup', 'soup', 'bathtub', 'hole']
      : ['teacup', 'bathtub', 'well', 'puddle', 'fishbowl', 'soup', 'hole'],
  feelings: ['calm', 'wonder', 'surprise', 'joy', 'mischief', 'longing'],
  settings: [
    'kitchen',
    'bedroom',
    'attic',
    'rooftop',
    'meadow',
    'street',
    'library',
    'forest',
    'shore',
    'snowfield',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'high'],
  family: (o) => `fish:${o}`,
  concepts: ['patience', 'catch', 'luck', 'depth'],
  say: fishSay,
  stage(ctx) {
    const { who, rng } = ctx;
    const facing = rng.chance(0.5) ? 1 : -1;
    const box = container((ctx.second ?? 'teacup') as NounId, ctx, 40);
    const low = box.mouth[1] > -10;
    // Sit on a stool by a tall container; crouch by a puddle or a hole.
    const fig = posed(ctx, {
      ...(low ? {} : { kind: 'sit-chair' as const }),
      legs: low ? 'crouch' : 'sit',
      lean: low ? 12 : 4,
      front: { reach: [16, -44], hand: 'fist' },
      back: { reach: [10, -40], hand: 'fist' },
      backArmOver: true,
      turn: 0.5,
      headTilt: 6,
      gaze: [0.7, -0.4],
    });
    const s = who.scale;
    const sk = fig.skeleton;
    const ax = -34;
    const seat = -sk.hip[1] * s - 2;
    const under = low ? [] : [placed(T.stool(ctx.palette.wood, seat / s), [0, 0], 1)];
    const hand: Point = [ax + sk.hands.front[0] * s, sk.hands.front[1] * s];
    const tip: Point = [box.mouth[0] + 4, Math.min(box.mouth[1] - 62, hand[1] - 40)];
    const rod = P.fishingRod(
      { main: ctx.palette.wood, ink: ctx.ink, light: ctx.palette.light, metal: '#555' },
      70,
    );
    const natural = angleOf([0.62, -0.78]);
    const want = angleOf(sub(tip, hand));
    const len = length(sub(tip, hand)) / length([0.62 * 70, 0.78 * 70]);
    const catchAt: Point = [tip[0], box.mouth[1] - 20];
    const thing = drawThing(ctx.object, ctx.palette, rng);
    const k = ctx.object === 'moon' ? 1 : ctx.object === 'star' ? 1.4 : 1.1;
    const line = stroke(
      `M${n(tip[0])} ${n(tip[1])}L${n(catchAt[0])} ${n(catchAt[1] - thing.size * k * 0.45)}`,
      ctx.ink,
      0.5,
      'detail',
      0,
    );
    const drip = stroke(
      quad(
        [catchAt[0] - 6, catchAt[1] + 6],
        [catchAt[0] - 8, catchAt[1] + 14],
        [catchAt[0] - 5, box.mouth[1] - 2],
      ),
      lighter(ctx.palette.water, 0.4),
      1,
      'water',
      0,
    );
    const rot =
      ctx.object === 'key' ? -90 : ctx.object === 'fish' ? -80 : ctx.object === 'boot' ? 10 : 0;
    const actor: Actor = { fig, held: [], under, x: ax, facing: 1, scale: s };
    const nodes: Node[] = [
      ...box.nodes,
      actorNodes({ ...actor, fig: { ...fig, hands: [] } }),
      group(rod.nodes, at(hand[0], hand[1], len, want - natural)),
      group(fig.hands, at(ax, 0, s)),
      line,
      drip,
      placed(thing, catchAt, k, rot),
      ...box.front,
    ];
    const glows = glowsItself(ctx.object)
      ? [{ at: mx(catchAt, facing), r: 20, color: ctx.palette.light }]
      : [];
    return staged(
      facingBox([-60, tip[1] - 10, 80, 6], facing),
      mx([(ax + catchAt[0]) / 2, -40], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [ax * facing, 24],
          [40 * facing, 40],
        ],
        glows,
        light: glowsItself(ctx.object)
          ? { at: mx(catchAt, facing), kind: 'glow', reach: 80 }
          : undefined,
      },
    );
  },
};

/** Something growing in a flowerpot that someone waters. */
const potted: readonly NounId[] = [
  'cloud',
  'moon',
  'star',
  'egg',
  'fish',
  'heart',
  'lightbulb',
  'skull',
  'eyeball',
  'bomb',
];

export const waterPot: Action = {
  id: 'water-pot',
  objects: potted,
  feelings: ['calm', 'joy', 'wonder', 'longing'],
  settings: [
    'kitchen',
    'bedroom',
    'attic',
    'rooftop',
    'meadow',
    'library',
    'street',
    'train',
    'desert',
  ],
  framings: ['medium', 'close', 'wide'],
  family: (o) => `water-pot:${o}`,
  concepts: ['care', 'growth', 'patience', 'garden'],
  say: phrasebook({
    en: (x) => `waters ${enA(x)} growing in a flowerpot`,
    ja: (x) => `植木鉢に育つ${x.ja}に水をやっている`,
    ru: (x) =>
      `поливает ${x.ru.acc}, растущ${x.ru.g === 'f' ? 'ую' : x.ru.g === 'n' ? 'ее' : x.ru.g === 'p' ? 'ие' : 'ий'} в цветочном горшке`,
    pt: (x) => `rega ${ptA(x.pt)} que cresce num vaso`,
    fi: (x) => `kastelee kukkaruukussa kasvavaa ${x.fi.par}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The pot on a stool at about waist height, what grows in it sitting on the soil.
    const px = 36;
    const standH = Math.max(10, -m.hip * s * 0.8);
    const potTop = -standH - 18;
    const thing = drawThing(ctx.object, p, rng);
    const k = ctx.object === 'cloud' ? 0.9 : ctx.object === 'moon' ? 1.1 : 1.5;
    const grow: Point = [px, potTop - thing.size * k * 0.45 - 2];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 10,
      front: { reach: [m.arm * 0.8, m.shoulder + 6], hand: 'fist' },
      turn: 0.6,
      headTilt: 10,
      gaze: [0.8, 0.5],
    });
    const ax = -22;
    const hand: Point = [ax + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const can = P.wateringCan({ main: p.accent, ink: ctx.ink, light: p.light, metal: '#555' });
    const tilt = 28;
    const spout: Point = [
      hand[0] + Math.cos((tilt * Math.PI) / 180) * 26 - Math.sin((tilt * Math.PI) / 180) * -1,
      hand[1] + Math.sin((tilt * Math.PI) / 180) * 26,
    ];
    const drops: string[] = [];
    for (let i = 0; i < 7; i++) {
      const t = i / 6;
      const dx = spout[0] + (grow[0] - spout[0]) * t + rng.range(-3, 3);
      const dy = spout[1] + (potTop - 4 - spout[1]) * t * t;
      drops.push(ellipse(dx, dy, 0.9, 1.6));
    }
    const nodes: Node[] = [
      stroke(
        `M${n(px - 9)} 0L${n(px - 7)} ${n(-standH)}M${n(px + 9)} 0L${n(px + 7)} ${n(-standH)}`,
        darker(p.wood, 0.2),
        2.4,
        'wood',
      ),
      fill(rect(px - 13, -standH - 3, 26, 4, 1), p.wood, 'wood'),
      placed(P.flowerpot(mix('#c0643a', p.shade, 0.2), 15), [px, -standH], 1),
      placed(thing, grow, k),
      actorNodes({ fig: { ...fig, hands: [] }, x: ax, facing: 1, scale: s }),
      placed(can, hand, 1, tilt),
      group(fig.hands, at(ax, 0, s)),
      fill(drops.join(''), lighter(p.water, 0.45), 'water', 0),
    ];
    if (ctx.object === 'cloud') {
      const rain: string[] = [];
      for (let i = 0; i < 6; i++) rain.push(`M${n(px - 14 + i * 5)} ${n(grow[1] + 12)}l-1 5`);
      nodes.push(stroke(rain.join(''), lighter(p.water, 0.3), 0.8, 'water', 0));
    }
    const glows = glowsItself(ctx.object) ? [{ at: mx(grow, facing), r: 24, color: p.light }] : [];
    return staged(
      facingBox([-50, Math.min(m.headTop * s, grow[1] - 20) - 10, 62, 4], facing),
      mx([(ax + px) / 2, (grow[1] + m.head[1] * s) / 2], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [ax * facing, 26],
          [px * facing, 20],
        ],
        glows,
        light: glowsItself(ctx.object)
          ? { at: mx(grow, facing), kind: 'glow', reach: 70 }
          : undefined,
        closeBox: facingBox([-10, grow[1] - 26, 58, -standH + 10], facing),
      },
    );
  },
};

/** A little tree whose fruit are things: someone picks one. */
export const pickFruit: Action = {
  id: 'pick-fruit',
  objects: ['keys', 'clocks', 'stars', 'letters', 'hearts', 'lanterns', 'shoal', 'eggs', 'teacups'],
  feelings: ['wonder', 'joy', 'mischief', 'calm', 'longing', 'surprise'],
  settings: [
    'meadow',
    'forest',
    'street',
    'rooftop',
    'snowfield',
    'attic',
    'library',
    'shore',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `pick-fruit:${o}`,
  concepts: ['harvest', 'temptation', 'abundance', 'orchard'],
  say: phrasebook({
    en: (x) => `picks ripe ${x.en} from a tree`,
    ja: (x) => `木に実った${x.ja}を摘んでいる`,
    ru: (x) => `срывает с дерева ${x.ru.acc === x.ru.nom ? 'спелые' : 'спелых'} ${x.ru.acc}`,
    pt: (x) =>
      `colhe ${x.pt.w} maduros de uma árvore`.replace(
        /maduros/,
        x.pt.g === 'f' ? 'maduras' : 'maduros',
      ),
    fi: (x) => `poimii puusta kypsiä ${x.fi.par}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const tx = 40;
    const crownY = Math.min(-120, m.reachTop * s - 20);
    const leaf = mix(p.ground, '#3a7a4a', 0.5);
    const nodes: Node[] = [];
    nodes.push(
      fill(
        `M${n(tx - 7)} 0C${n(tx - 5)} -40 ${n(tx - 8)} ${n(crownY + 40)} ${n(tx - 14)} ${n(crownY + 20)}L${n(tx - 6)} ${n(crownY + 22)}C${n(tx - 2)} ${n(crownY + 40)} ${n(tx + 2)} ${n(crownY + 36)} ${n(tx + 6)} ${n(crownY + 20)}L${n(tx + 12)} ${n(crownY + 24)}C${n(tx + 6)} ${n(crownY + 44)} ${n(tx + 5)} -40 ${n(tx + 7)} 0Z`,
        darker(p.wood, 0.1),
        'wood',
      ),
    );
    const blobs: string[] = [];
    for (let i = 0; i < 7; i++)
      blobs.push(
        ellipse(
          tx + rng.range(-46, 46),
          crownY + rng.range(-26, 22),
          rng.range(22, 32),
          rng.range(18, 26),
        ),
      );
    nodes.push(fill(blobs.join(''), leaf, 'plant'));
    const fruitNoun = ctx.object;
    const one = (): Node[] => {
      const single: Record<string, NounId> = {
        keys: 'key',
        clocks: 'clock',
        stars: 'star',
        letters: 'letter',
        hearts: 'heart',
        lanterns: 'lantern',
        shoal: 'fish',
        eggs: 'egg',
        teacups: 'teacup',
      };
      const prop = drawThing(single[fruitNoun] ?? 'star', p, rng);
      return prop.nodes;
    };
    const fruitScale =
      fruitNoun === 'lanterns'
        ? 0.45
        : fruitNoun === 'shoal'
          ? 0.55
          : fruitNoun === 'keys'
            ? 0.5
            : 0.6;
    const spots: Point[] = [];
    for (let i = 0; i < 9; i++) spots.push([tx + rng.range(-50, 50), crownY + rng.range(-18, 30)]);
    for (const q of spots) {
      nodes.push(
        stroke(`M${n(q[0])} ${n(q[1] - 6)}V${n(q[1])}`, darker(leaf, 0.3), 0.7, 'plant', 0),
      );
      nodes.push(
        group(
          one(),
          at(q[0], q[1], fruitScale, fruitNoun === 'keys' ? 90 : fruitNoun === 'shoal' ? 80 : 0),
        ),
      );
    }
    const reach: Point = [tx - 18 - -34, crownY + 30];
    const fig = posed(ctx, {
      legs: 'tiptoe',
      lean: -4,
      front: { reach: [reach[0] / s, reach[1] / s], hand: 'open' },
      back: { angle: -20, bend: 30, hand: 'mitt' },
      turn: 0.5,
      headTilt: -16,
      gaze: [0.6, -1],
    });
    nodes.push(actorNodes({ fig, x: -34, facing: 1, scale: s }));
    return staged(
      facingBox([-60, crownY - 40, tx + 70, 4], facing),
      mx([tx - 20, crownY + 20], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [-34 * facing, 26],
          [tx * facing, 30],
        ],
        glows:
          fruitNoun === 'lanterns' || fruitNoun === 'stars'
            ? spots.map((q) => ({ at: mx(q, facing), r: 8, color: p.light }))
            : [],
      },
    );
  },
};

/** Vessels for rowing: their draw, and the height of their rim above the water. */
function vessel(id: NounId, ctx: StageContext): { nodes: Node[]; rim: number; w: number } {
  const p = ctx.palette;
  switch (id) {
    case 'bathtub':
      return {
        nodes: [placed(T.bathtub(lighter(p.paper, 0.1), 84, 30), [0, 10], 1)],
        rim: -22,
        w: 84,
      };
    case 'teacup': {
      const k = 3.6;
      return {
        nodes: [
          placed(
            P.teacup({ main: lighter(p.paper, 0.05), ink: p.ink, light: p.light, metal: '#555' }),
            [-11 * k, -4 * k + 12],
            k,
          ),
        ],
        rim: -6 * k - 4 * k + 12,
        w: 80,
      };
    }
    case 'umbrella':
      return {
        nodes: [
          fill(
            `M-44 -14Q-40 22 0 24Q40 22 44 -14Q34 -8 22 -14Q11 -8 0 -14Q-11 -8 -22 -14Q-34 -8 -44 -14Z`,
            p.accent,
            'cloth',
          ),
          stroke(`M0 24V-40M0 -40q0 -6 5 -6q5 0 5 5`, ctx.ink, 2, 'detail'),
        ],
        rim: -14,
        w: 88,
      };
    case 'boot':
      return {
        nodes: [
          group(
            T.bootProp({ main: p.accent, ink: p.ink, light: p.light, metal: '#555' }).nodes,
            at(-16, 16, 3.6),
          ),
        ],
        rim: -70,
        w: 70,
      };
    case 'suitcase':
      return {
        nodes: [
          fill(rect(-40, -14, 80, 30, 3), '#8a5a3a', 'detail'),
          fill(`M-40 -14L-36 -52L40 -52L40 -14Z`, darker('#8a5a3a', 0.2), 'detail'),
        ],
        rim: -14,
        w: 80,
      };
    default:
      return { nodes: [placed(P.paperBoat(lighter(p.paper, 0.1)), [0, 0], 4)], rim: -2, w: 110 };
  }
}

export const row: Action = {
  id: 'row',
  objects: ['bathtub', 'teacup', 'umbrella', 'boot', 'suitcase', 'paperBoat'],
  feelings: ['resolve', 'calm', 'joy', 'longing', 'wonder', 'fear'],
  // Out of doors (a flooded street, a shore): in a room the boat's sea is a band pasted over a
  // dry floor (the `water over a dry floor` fault); a room under the sea is the sunken twist's.
  settings: ['shore', 'street', 'forest', 'meadow'],
  framings: ['medium', 'wide', 'high'],
  family: (o) => `row:${o}`,
  concepts: ['voyage', 'flood', 'adventure', 'ingenuity', 'Noah'],
  say: phrasebook({
    en: (x) => `rows ${enA(x)} like a boat`,
    ja: (x) => `${x.ja}を舟にして漕いでいる`,
    ru: (x) => `гребёт, сидя в ${x.ru.pre}, как в лодке`,
    pt: (x) => `rema dentro ${ptDe(x.pt).replace(/^de /, 'de ')} como num barco`,
    fi: (x) => `soutaa ${x.fi.ine} kuin veneessä`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const facing = rng.chance(0.5) ? 1 : -1;
    const s = who.scale;
    const v = vessel(ctx.object, ctx);
    const seatY = v.rim + 8;
    const fig = posed(ctx, {
      legs: 'sit',
      lean: 10,
      front: { reach: [22, -34], hand: 'fist' },
      back: { reach: [14, -30], hand: 'fist' },
      backArmOver: true,
      turn: 0.6,
      gaze: [1, 0],
    });
    const hip = fig.skeleton.hip;
    const ay = seatY - hip[1] * s;
    const hf: Point = [fig.skeleton.hands.front[0] * s, ay + fig.skeleton.hands.front[1] * s];
    const oarTip: Point = [hf[0] + 58, 8];
    const oarBack: Point = [hf[0] - 34, hf[1] - 30];
    const water = mix(p.water, p.sky[1], 0.2);
    const nodes: Node[] = [
      stroke(
        `M${n(oarBack[0])} ${n(oarBack[1])}L${n(oarTip[0])} ${n(oarTip[1])}`,
        p.wood,
        2.2,
        'wood',
      ),
      fill(ellipse(oarTip[0], oarTip[1], 7, 2.6, angleOf(sub(oarTip, oarBack))), p.wood, 'wood'),
      ...v.nodes.map((node) => group([node], at(0, 0))),
      actorNodes({ fig, x: 0, y: ay, facing: 1, scale: s }),
    ];
    const before: Node[] = [
      fill(rect(-400, 4, 800, 400), water, 'water', 0),
      stroke(
        `M${n(-v.w * 0.7)} 6q10 -3 20 0t20 0t20 0t20 0t20 0t20 0M${n(oarTip[0] - 14)} 10q7 -4 14 0t14 0`,
        lighter(water, 0.35),
        1.2,
        'water',
        0,
      ),
    ];
    return staged(
      facingBox(
        [-v.w * 0.7, ay + (fig.skeleton.headCentre[1] - 20) * s, v.w * 0.7 + 20, 30],
        facing,
      ),
      mx([10, ay - 30], facing),
      {
        actors: mirror(nodes, facing),
        before: [group(before, undefined)],
        contacts: [],
        airborne: true,
      },
    );
  },
};

export { container };
