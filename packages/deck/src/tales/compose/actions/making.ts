import { at, circle, ellipse, n, poly, quad, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, pose } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA } from '../grammar.ts';
import { markOnThing } from '../faults.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import { phrasebook } from '../phrasebook.ts';
import type { Action } from '../types.ts';
import { singular } from './hands.ts';
import { mirror, mx } from './water.ts';

const ruWhich = {
  f: 'которая выходит',
  m: 'который выходит',
  n: 'которое выходит',
  p: 'которые выходят',
} as const;

export const paint: Action = {
  id: 'paint',
  objects: [
    'bird',
    'fish',
    'moon',
    'whale',
    'star',
    'balloon',
    'snake',
    'octopus',
    'apple',
    'rose',
  ],
  feelings: ['wonder', 'surprise', 'joy', 'calm', 'mischief'],
  settings: [
    'attic',
    'bedroom',
    'meadow',
    'library',
    'street',
    'shore',
    'rooftop',
    'kitchen',
    'desert',
  ],
  framings: ['medium', 'wide'],
  family: (o) => `paint:${o}`,
  concepts: ['art', 'creation', 'imagination comes true', 'painter', 'canvas'],
  say: phrasebook({
    en: (x) => `paints ${enA(x)} that comes out of the canvas`,
    ja: (x) => `キャンバスから抜け出してくる${x.ja}を描いている`,
    ru: (x) => `рисует ${x.ru.acc}, ${ruWhich[x.ru.g]} из холста`,
    pt: (x) => `pinta ${ptA(x.pt)} que sai da tela`,
    fi: (x) => `maalaa ${x.fi.acc}, joka astuu ulos kankaalta`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // An easel with a canvas; what was painted leans out of the frame into the room.
    const ex = 44;
    const cw = 52;
    const ch = 60;
    const cy = -96;
    const canvas = rect(ex - cw / 2, cy - ch / 2, cw, ch);
    const thing = drawThing(ctx.object, p, rng);
    const k = Math.min(2.2, (cw * 0.9) / Math.max(thing.size, 10));
    const out: Point = [ex + cw * 0.18, cy - 4];
    const nodes: Node[] = [
      stroke(
        `M${n(ex - 20)} 0L${n(ex - 4)} ${n(cy - ch / 2 - 8)}M${n(ex + 20)} 0L${n(ex + 4)} ${n(cy - ch / 2 - 8)}M${n(ex)} ${n(cy)}L${n(ex + 10)} 0`,
        darker(p.wood, 0.1),
        2.4,
        'wood',
      ),
      fill(rect(ex - cw / 2 - 3, cy - ch / 2 - 3, cw + 6, ch + 6, 1), lighter(p.wood, 0.2), 'wood'),
      fill(canvas, mix(p.sky[1], '#fffaf0', 0.5), 'paper'),
      group(
        [
          fill(
            rect(ex - cw / 2, cy + ch * 0.1, cw, ch * 0.4),
            mix(p.water, p.sky[1], 0.3),
            'paper',
            0,
          ),
          fill(circle(ex - 10, cy - 14, 7), lighter(p.light, 0.3), 'paper', 0),
        ],
        undefined,
        canvas,
      ),
      placed(thing, out, k, ctx.object === 'whale' ? -8 : -14),
      stroke(
        `M${n(ex - cw / 2 + 6)} ${n(cy + 20)}q6 -6 12 0M${n(ex + 4)} ${n(cy + 24)}q6 -6 12 0`,
        lighter(p.water, 0.4),
        1,
        'paper',
        0,
      ),
    ];
    const brush: Point = [ex - cw / 2 - 4, cy + 8];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 6,
      front: { reach: [(brush[0] + 26) / s, brush[1] / s], hand: 'fist' },
      back: { reach: [10, m.hip - 4], hand: 'mitt' },
      turn: 0.7,
      headTilt: -6,
      gaze: [1, -0.3],
    });
    const hand: Point = [-26 + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    nodes.unshift(actorNodes({ fig: { ...fig, hands: [] }, x: -26, facing: 1, scale: s }));
    nodes.push(
      stroke(
        `M${n(hand[0] - 3)} ${n(hand[1] + 4)}L${n(hand[0] + 9)} ${n(hand[1] - 6)}`,
        darker(p.wood, 0.2),
        1.6,
        'wood',
      ),
      fill(ellipse(hand[0] + 10, hand[1] - 7, 1.6, 2.4, 50), p.accent, 'detail', 0),
      group(fig.hands, at(-26, 0, s)),
    );
    // The palette in the other hand.
    const hb: Point = [-26 + fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    nodes.push(
      fill(ellipse(hb[0], hb[1], 8, 5, -10), lighter(p.wood, 0.3), 'wood'),
      fill(
        `${circle(hb[0] - 3, hb[1] - 1, 1.4)}${circle(hb[0] + 1, hb[1] - 2, 1.4)}${circle(hb[0] + 4, hb[1], 1.4)}`,
        p.accent,
        'detail',
        0,
      ),
    );
    const glow = glowsItself(ctx.object);
    return staged(facingBox([-50, cy - ch / 2 - 30, ex + cw, 4], facing), mx([ex, cy], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [-26 * facing, 24],
        [ex * facing, 40],
      ],
      glows: glow ? [{ at: mx(out, facing), r: 30, color: p.light }] : [],
    });
  },
};

const broken = { f: 'сломанную', m: 'сломанный', n: 'сломанное', p: 'сломанные' } as const;

export const mend: Action = {
  id: 'mend',
  objects: ['moon', 'clock', 'star', 'heart', 'egg', 'teacup', 'umbrella'],
  feelings: ['calm', 'resolve', 'grief', 'longing', 'wonder'],
  settings: ['kitchen', 'attic', 'library', 'bedroom', 'train', 'rooftop', 'street', 'clouds'],
  framings: ['medium', 'close'],
  family: (o) => `mend:${o}`,
  concepts: ['repair', 'care', 'second chance', 'broken', 'patience'],
  say: phrasebook({
    en: (x) => `mends ${enA(x, 'broken')}`,
    ja: (x) => `壊れた${x.ja}を直している`,
    ru: (x) => `чинит ${broken[x.ru.g]} ${x.ru.acc}`,
    pt: (x) => `conserta ${ptA(x.pt)} partid${x.pt.g === 'f' ? 'a' : 'o'}`,
    fi: (x) => `korjaa rikkinäistä ${x.fi.par}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // A workbench with the broken thing on it, a crack, a strip of sticking plaster.
    const bx = 36;
    const top = Math.max(18, -m.hip * s * 0.95);
    const thing = drawThing(ctx.object, p, rng);
    const k = Math.min(3, 34 / Math.max(thing.size, 8));
    const grip = thing.points?.['centre'] ?? [0, 0];
    const c: Point = [bx + 4, -top - thing.size * k * 0.5 - 1];
    const thingNode = placed(
      thing,
      [
        c[0] - grip[0] * k,
        c[1] - grip[1] * k + (ctx.object === 'umbrella' ? thing.size * k * 0.4 : 0),
      ],
      k,
      ctx.object === 'umbrella' ? -70 : 0,
    );
    const crack = `M${n(c[0] - 2)} ${n(c[1] - thing.size * k * 0.45)}l4 6l-5 5l6 6l-3 5`;
    const nodes: Node[] = [
      fill(rect(bx - 30, -top, 60, 5, 1), p.wood, 'wood'),
      stroke(
        `M${n(bx - 26)} ${n(-top + 4)}V0M${n(bx + 26)} ${n(-top + 4)}V0`,
        darker(p.wood, 0.2),
        2.6,
        'wood',
      ),
      thingNode,
      stroke(crack, '#2a2024', 1.1, 'detail', 0),
      fill(rect(c[0] - 10, c[1] - 3, 20, 6, 1.5), '#e8c8a0', 'cloth', 0.5),
      fill(
        `${circle(c[0] - 6, c[1], 0.6)}${circle(c[0] - 3, c[1] + 1.5, 0.6)}${circle(c[0] + 3, c[1], 0.6)}${circle(c[0] + 6, c[1] + 1.5, 0.6)}`,
        darker('#e8c8a0', 0.3),
        'detail',
        0,
      ),
      fill(rect(bx + 16, -top - 6, 10, 6, 1), p.accent, 'detail'),
    ];
    const fig = posed(ctx, {
      legs: 'sit',
      lean: 18,
      front: { reach: [(c[0] + 18) / s - 4, (c[1] + 6) / s], hand: 'fist' },
      back: { reach: [(c[0] + 18) / s - 12, (c[1] + 2) / s], hand: 'open' },
      backArmOver: true,
      turn: 0.6,
      headTilt: 18,
      gaze: [0.7, 0.8],
    });
    const seat = -fig.skeleton.hip[1] * s - 2;
    nodes.unshift(
      actorNodes({
        fig,
        x: -18,
        facing: 1,
        scale: s,
        under: [
          group([
            stroke(
              `M-8 0L-6 ${n(-seat / s)}M8 0L6 ${n(-seat / s)}`,
              darker(p.wood, 0.2),
              2.4,
              'wood',
            ),
            fill(ellipse(0, -seat / s, 11, 3), p.wood, 'wood'),
          ]),
        ],
      }),
    );
    const glow = glowsItself(ctx.object);
    return staged(
      facingBox([-44, Math.min(m.headTop * s, c[1] - 30) - 10, bx + 36, 4], facing),
      mx([c[0] - 6, c[1]], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [-18 * facing, 24],
          [bx * facing, 50],
        ],
        glows: glow ? [{ at: mx(c, facing), r: 30, color: p.light }] : [],
        light: glow ? { at: mx(c, facing), kind: 'glow', reach: 70 } : undefined,
        closeBox: facingBox([-16, c[1] - 34, bx + 30, -top + 14], facing),
        faults: markOnThing(crack, thingNode) ? [] : ['a crack off the broken thing'],
      },
    );
  },
};

export const cook: Action = {
  id: 'cook',
  objects: ['stars', 'birds', 'butterflies', 'letters', 'hearts', 'leaves'],
  feelings: ['mischief', 'calm', 'wonder', 'joy', 'resolve'],
  settings: ['kitchen', 'forest', 'attic', 'street', 'meadow', 'snowfield', 'desert', 'icefield'],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `cook:${o}`,
  concepts: ['cooking', 'spell', 'recipe', 'witchcraft', 'home'],
  say: phrasebook({
    en: (x) => `stirs a pot from which ${x.en} rise`,
    ja: (x) => `${x.ja}が立ちのぼる鍋をかき混ぜている`,
    ru: (x) => `помешивает котелок, из которого поднимаются ${x.ru.nom}`,
    pt: (x) => `mexe uma panela da qual sobem ${x.pt.w}`,
    fi: (x) => `hämmentää kattilaa, josta nousee ${x.fi.par}`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const facing = rng.chance(0.5) ? 1 : -1;
    const s = who.scale;
    const px = 34;
    const pr = 22;
    const rim = -38;
    const iron = '#2f2a30';
    const nodes: Node[] = [
      stroke(
        `M${n(px - 24)} 0L${n(px - 16)} ${n(rim + 8)}M${n(px + 24)} 0L${n(px + 16)} ${n(rim + 8)}`,
        iron,
        2.4,
        'metal',
      ),
      fill(`M${n(px - 12)} 2Q${n(px)} -14 ${n(px + 12)} 2Z`, p.light, 'glow', 0),
      fill(
        `M${n(px - pr)} ${n(rim)}Q${n(px - pr - 2)} ${n(rim + 30)} ${n(px)} ${n(rim + 32)}Q${n(px + pr + 2)} ${n(rim + 30)} ${n(px + pr)} ${n(rim)}Z`,
        iron,
        'metal',
      ),
      fill(ellipse(px, rim, pr, 5), mix(p.accent, '#5a3a6a', 0.5), 'water', 0.6),
    ];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 10,
      front: { reach: [(px + 20) / s - 8, (rim - 16) / s], hand: 'fist' },
      back: { angle: -30, bend: 60, hand: 'mitt' },
      turn: 0.6,
      headTilt: 12,
      gaze: [0.7, 0.7],
    });
    const hand: Point = [-20 + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    nodes.unshift(actorNodes({ fig: { ...fig, hands: [] }, x: -20, facing: 1, scale: s }));
    nodes.push(
      stroke(`M${n(hand[0])} ${n(hand[1])}L${n(px + 2)} ${n(rim + 4)}`, p.wood, 2.2, 'wood'),
      group(fig.hands, at(-20, 0, s)),
    );
    const one = singular(ctx.object);
    let top = rim;
    for (let i = 0; i < 10; i++) {
      const t = (i + 1) / 10;
      const q: Point = [px + Math.sin(t * 9) * 14 * t, rim - 8 - t * 150];
      top = Math.min(top, q[1]);
      nodes.push(
        placed(
          drawThing(one, p, rng),
          q,
          one === 'leaves' || one === 'butterflies' ? 0.45 + t * 0.3 : 0.5 + t * 0.5,
          rng.range(-25, 25),
        ),
      );
    }
    nodes.push(
      stroke(
        `M${n(px - 8)} ${n(rim - 4)}q-6 -10 2 -18q8 -8 0 -16M${n(px + 8)} ${n(rim - 4)}q6 -10 -2 -18`,
        lighter(p.sky[1], 0.6),
        1.4,
        'detail',
        0,
      ),
    );
    const glow = glowsItself(one);
    return staged(facingBox([-46, top - 16, px + 40, 4], facing), mx([px, rim - 40], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [-20 * facing, 24],
        [px * facing, 34],
      ],
      glows: [
        { at: mx([px, -4], facing), r: 24, color: p.light },
        ...(glow ? [{ at: mx([px, rim - 60], facing), r: 40, color: p.light }] : []),
      ],
      light: { at: mx([px, -6], facing), kind: 'fire', reach: 80 },
    });
  },
};

export const plant: Action = {
  id: 'plant',
  objects: [
    'key',
    'star',
    'clock',
    'heart',
    'boot',
    'letter',
    'crown',
    'sword',
    'lightbulb',
    'eyeball',
  ],
  feelings: ['calm', 'longing', 'resolve', 'grief', 'wonder'],
  settings: [
    'meadow',
    'forest',
    'snowfield',
    'street',
    'shore',
    'rooftop',
    'clouds',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'close', 'low'],
  family: (o) => `plant:${o}`,
  concepts: ['growth', 'hope', 'patience', 'future', 'burial'],
  say: phrasebook({
    en: (x) => `plants ${enA(x)} in the ground`,
    ja: (x) => `${x.ja}を土に植えている`,
    ru: (x) => `сажает в землю ${x.ru.acc}`,
    pt: (x) => `planta ${ptA(x.pt)} na terra`,
    fi: (x) => `istuttaa ${x.fi.acc} maahan`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const facing = rng.chance(0.5) ? 1 : -1;
    const s = who.scale;
    const hx = 30;
    const soil = mix(p.ground, '#5a3a22', 0.5);
    const thing = drawThing(ctx.object, p, rng);
    const k = 1.3;
    const nodes: Node[] = [
      fill(ellipse(hx, 2, 24, 6), darker(soil, 0.2), 'floor', 0),
      placed(
        thing,
        [hx - (thing.points?.['centre']?.[0] ?? 0) * k, -2],
        k,
        ctx.object === 'key' ? -80 : 0,
      ),
      fill(
        `M${n(hx - 24)} 2Q${n(hx)} -10 ${n(hx + 24)} 2Q${n(hx)} 8 ${n(hx - 24)} 2Z`,
        soil,
        'floor',
      ),
    ];
    // The sprout already rising from it.
    const leaf = mix('#5aa04a', p.ground, 0.2);
    nodes.push(
      stroke(`M${n(hx)} -4Q${n(hx + 4)} -20 ${n(hx)} -34`, darker(leaf, 0.2), 1.6, 'plant'),
      fill(
        `M${n(hx)} -30q-12 -8 -14 2q8 4 14 -2Z M${n(hx)} -34q10 -10 14 -2q-6 6 -14 2Z`,
        leaf,
        'plant',
      ),
    );
    const fig = posed(ctx, {
      legs: 'kneel',
      lean: 32,
      front: { reach: [(hx + 14) / s - 6, -10 / s], hand: 'mitt' },
      back: { reach: [(hx + 14) / s - 16, -6 / s], hand: 'fist' },
      backArmOver: true,
      turn: 0.6,
      headTilt: 20,
      gaze: [0.6, 1],
    });
    nodes.unshift(actorNodes({ fig, x: -14, facing: 1, scale: s }));
    // A watering can waiting beside.
    nodes.push(
      group(
        [
          fill(rect(-10, -14, 18, 14, 2), p.accent, 'metal'),
          stroke('M8 -10L18 -18', p.accent, 2.4, 'metal'),
        ],
        at(hx + 40, 0),
      ),
    );
    const glow = glowsItself(ctx.object);
    return staged(facingBox([-40, -110 * s, hx + 60, 10], facing), mx([hx, -20], facing), {
      actors: mirror(nodes, facing),
      contacts: [[-14 * facing, 34]],
      glows: glow ? [{ at: mx([hx, -4], facing), r: 20, color: p.light }] : [],
      closeBox: facingBox([-10, -70, hx + 36, 12], facing),
    });
  },
};

export const dig: Action = {
  id: 'dig',
  objects: ['star', 'crown', 'clock', 'key', 'heart', 'moon', 'skull', 'sword', 'anchor', 'mask'],
  feelings: ['surprise', 'wonder', 'joy', 'mischief', 'resolve'],
  settings: [
    'meadow',
    'forest',
    'shore',
    'snowfield',
    'street',
    'underwater',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `dig:${o}`,
  concepts: ['treasure', 'discovery', 'buried', 'past', 'secret'],
  say: phrasebook({
    en: (x) => `digs up ${enA(x)}`,
    ja: (x) => `${x.ja}を掘り出している`,
    ru: (x) => `выкапывает ${x.ru.acc}`,
    pt: (x) => `desenterra ${ptA(x.pt)}`,
    fi: (x) => `kaivaa esiin ${x.fi.acc}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const hx = 40;
    const soil = mix(p.ground, '#5a3a22', 0.45);
    const thing = drawThing(ctx.object, p, rng);
    const k = ctx.object === 'moon' ? 1.3 : 1.6;
    const nodes: Node[] = [
      fill(ellipse(hx, 4, 30, 8), '#1a1210', 'shadow', 0),
      placed(
        thing,
        [hx - (thing.points?.['centre']?.[0] ?? 0) * k, -4],
        k,
        ctx.object === 'key' ? -30 : 8,
      ),
      fill(`M${n(hx + 22)} 6Q${n(hx + 40)} -22 ${n(hx + 62)} 6Z`, soil, 'floor'),
      fill(`${circle(hx + 30, -6, 2)}${circle(hx + 50, -2, 1.6)}`, darker(soil, 0.3), 'detail', 0),
    ];
    const fig = posed(ctx, {
      legs: 'stride',
      lean: 12,
      front: { reach: [m.arm * 0.75, m.hip - 2], hand: 'fist' },
      back: { reach: [m.arm * 0.45, m.shoulder + 4], hand: 'fist' },
      backArmOver: true,
      turn: 0.6,
      headTilt: 14,
      gaze: [0.6, 0.9],
    });
    const hf: Point = [-16 + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const hb: Point = [-16 + fig.skeleton.hands.back[0] * s, fig.skeleton.hands.back[1] * s];
    const dx = hf[0] - hb[0];
    const dy = hf[1] - hb[1];
    const t = (2 - hb[1]) / (dy || 1);
    const blade: Point = [hb[0] + dx * t, 2];
    nodes.unshift(actorNodes({ fig: { ...fig, hands: [] }, x: -16, facing: 1, scale: s }));
    nodes.push(
      stroke(`M${n(hb[0])} ${n(hb[1])}L${n(blade[0])} ${n(blade[1] - 8)}`, p.wood, 2.2, 'wood'),
      fill(
        poly([
          [blade[0] - 5, blade[1] - 10],
          [blade[0] + 5, blade[1] - 8],
          [blade[0] + 3, blade[1] + 2],
          [blade[0] - 4, blade[1] + 1],
        ]),
        '#8a8a92',
        'metal',
      ),
      group(fig.hands, at(-16, 0, s)),
    );
    const glow = glowsItself(ctx.object);
    return staged(
      facingBox([-46, m.headTop * s - 14, hx + 66, 10], facing),
      mx([hx, -16], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[-16 * facing, 26]],
        glows: glow ? [{ at: mx([hx, -8], facing), r: 34, color: p.light }] : [],
        light: glow ? { at: mx([hx, -8], facing), kind: 'glow', reach: 80 } : undefined,
      },
    );
  },
};

export const knit: Action = {
  id: 'knit',
  objects: ['sea', 'sky', 'night', 'cloud', 'snow'],
  feelings: ['calm', 'longing', 'resolve', 'sleep', 'wonder'],
  settings: [
    'bedroom',
    'attic',
    'rooftop',
    'shore',
    'train',
    'meadow',
    'clouds',
    'kitchen',
    'desert',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `knit:${o}`,
  concepts: ['knitting', 'patience', 'creation', 'grandmother', 'weaving the world'],
  say: phrasebook({
    en: (x) => `knits ${enA(x)}`,
    ja: (x) => `${x.ja}を編んでいる`,
    ru: (x) => `вяжет ${x.ru.acc}`,
    pt: (x) => `tricota ${ptA(x.pt)}`,
    fi: (x) => `neuloo ${x.fi.par}`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const facing = rng.chance(0.5) ? 1 : -1;
    const s = who.scale;
    const fig = pose(
      who,
      ctx.feeling === 'sleep' ? 'calm' : ctx.feeling,
      {
        legs: 'sit',
        lean: 6,
        front: { reach: [18, -42], hand: 'fist' },
        back: { reach: [12, -44], hand: 'fist' },
        backArmOver: true,
        turn: 0.5,
        headTilt: 14,
        gaze: [0.5, 0.8],
      },
      ctx.ink,
    );
    const seat = -fig.skeleton.hip[1] * s - 2;
    const hf: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    // The knitted piece falls from the needles, widens across the floor and becomes the thing.
    const colors: Record<string, [string, string]> = {
      sea: [mix(p.water, '#2f7ab0', 0.4), lighter(p.water, 0.5)],
      sky: ['#7fb6e0', '#ffffff'],
      night: ['#1a1a40', '#fff6c0'],
      cloud: ['#f4f1ea', '#d8d4cc'],
      snow: ['#f4f6f8', '#c8d4e4'],
    };
    const [base, mark] = colors[ctx.object] ?? ['#888', '#fff'];
    const end = 200;
    const piece = `M${n(hf[0] - 4)} ${n(hf[1] + 2)}C${n(hf[0] + 10)} ${n(hf[1] + 30)} ${n(hf[0] + 30)} -4 ${n(hf[0] + 60)} -2L${n(end)} -6L${n(end)} 14L${n(hf[0] + 50)} 12C${n(hf[0] + 14)} 10 ${n(hf[0] + 6)} ${n(hf[1] + 30)} ${n(hf[0] + 6)} ${n(hf[1] + 2)}Z`;
    const stitches: string[] = [];
    for (let x = hf[0] + 20; x < end; x += 5)
      for (let y = -2; y < 12; y += 5) stitches.push(`M${n(x)} ${n(y)}l2 2l2 -2`);
    const marks: string[] = [];
    if (ctx.object === 'sea')
      for (let x = hf[0] + 60; x < end; x += 16) marks.push(`M${n(x)} -4q4 -6 8 0t8 0`);
    const nodes: Node[] = [
      placed(
        {
          nodes: [
            stroke(`M-8 0L-6 ${n(-seat)}M8 0L6 ${n(-seat)}`, darker(p.wood, 0.2), 2.4, 'wood'),
            fill(ellipse(0, -seat, 12, 3), p.wood, 'wood'),
          ],
          size: seat,
        },
        [0, 0],
        1,
      ),
      fill(piece, base, ctx.object === 'night' ? 'water' : 'cloth'),
      stroke(stitches.join(''), darker(base, 0.15), 0.5, 'cloth', 0),
      ...(marks.length > 0 ? [stroke(marks.join(''), mark, 1.2, 'water', 0)] : []),
      ...(ctx.object === 'night'
        ? [
            fill(
              Array.from({ length: 14 }, () =>
                circle(rng.range(hf[0] + 40, end), rng.range(-4, 12), 0.8),
              ).join(''),
              mark,
              'glow',
              0,
            ),
          ]
        : []),
      ...(ctx.object === 'sea'
        ? [
            placed(
              {
                nodes: [
                  fill('M-10 0H10L6 5H-6Z', '#f4ecd8', 'paper'),
                  stroke('M0 0V-12', '#5a4030', 1, 'wood'),
                  fill('M0 -12L8 -3H0Z', '#f4ecd8', 'paper'),
                ],
                size: 12,
              },
              [hf[0] + 110, -7],
              1,
            ),
          ]
        : []),
      actorNodes({ fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s }),
      stroke(
        `M${n(hf[0] - 8)} ${n(hf[1] + 6)}L${n(hf[0] + 10)} ${n(hf[1] - 8)}M${n(hf[0] - 2)} ${n(hf[1] + 8)}L${n(hf[0] + 14)} ${n(hf[1] - 4)}`,
        '#c0c0c8',
        1.2,
        'metal',
      ),
      group(fig.hands, at(0, 0, s)),
      fill(circle(-16, -6, 7), p.accent, 'cloth'),
      stroke(quad([-16, -6], [-4, 4], [hf[0] - 2, hf[1] + 4]), p.accent, 0.7, 'cloth', 0),
    ];
    return staged(
      facingBox([-30, fig.skeleton.headCentre[1] * s - 30, 140, 16], facing),
      mx([40, -20], facing),
      { actors: mirror(nodes, facing), contacts: [[0, 30]], glows: [] },
    );
  },
};
