import { at, circle, ellipse, n, poly, quad, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import * as T from '../../kit/things.ts';
import { actorNodes, toActor } from '../cast.ts';
import { drawThing, glowsItself } from '../drawables.ts';
import { enA, ptA } from '../grammar.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import { phrasebook } from '../phrasebook.ts';
import type { NounId } from '../nouns.ts';
import { poses, stance, type PoseKind } from '../../kit/poses.ts';
import type { Feeling } from '../../kit/face.ts';
import type { Action, StageContext } from '../types.ts';
import { singular } from './hands.ts';
import { mirror, mx } from './water.ts';

/** A floating thing on a leash, a rope or a string: drawn big enough to read. */
function floater(ctx: StageContext, id: NounId, big: number): { nodes: Node[]; size: number } {
  if (id === 'teapot') {
    // A teapot that walks on little legs.
    const t = P.teapot({
      main: ctx.rng.pick(ctx.palette.cloth),
      ink: ctx.palette.ink,
      light: ctx.palette.light,
      metal: '#555',
    });
    return {
      nodes: [stroke('M6 12l-2 10M18 12l2 10', ctx.palette.ink, 1.6, 'detail'), ...t.nodes],
      size: t.size,
    };
  }
  const t = drawThing(id, ctx.palette, ctx.rng);
  return { nodes: [group(t.nodes, `scale(${n(big)})`)], size: t.size * big };
}

export const walkPet: Action = {
  id: 'walk-pet',
  objects: ['fish', 'cloud', 'teapot', 'moon', 'clock', 'whale', 'star'],
  feelings: ['calm', 'joy', 'mischief', 'resolve', 'longing'],
  settings: [
    'street',
    'meadow',
    'shore',
    'forest',
    'snowfield',
    'rooftop',
    'clouds',
    'stairwell',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `walk-pet:${o}`,
  concepts: ['pet', 'walk', 'companion', 'routine', 'odd friend'],
  say: phrasebook({
    en: (x) => `walks ${enA(x)} on a leash`,
    ja: (x) => `${x.ja}をひもにつないで散歩させている`,
    ru: (x) => `выгуливает на поводке ${x.ru.acc}`,
    pt: (x) => `passeia com ${ptA(x.pt)} na coleira`,
    fi: (x) => `ulkoiluttaa ${x.fi.par} hihnassa`,
  }),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const fig = posed(ctx, {
      legs: 'walk',
      lean: 4,
      front: { reach: [m.arm * 0.7, m.hip - 6], hand: 'fist' },
      back: { angle: -20, bend: 20 },
      turn: 0.6,
      gaze: [0.8, -0.3],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const walks = ctx.object === 'teapot';
    const pet = floater(
      ctx,
      ctx.object,
      ctx.object === 'whale' ? 0.6 : ctx.object === 'cloud' ? 1 : 1.6,
    );
    const petAt: Point = walks
      ? [hand[0] + 40, -22]
      : [hand[0] + 46, m.headTop * s - pet.size * 0.3];
    const nodes: Node[] = [
      actorNodes({ fig, x: 0, facing: 1, scale: s }),
      group(pet.nodes, at(petAt[0], petAt[1])),
      stroke(
        quad(
          hand,
          [hand[0] + 20, hand[1] + 14],
          [petAt[0] + (walks ? 4 : -6), petAt[1] + (walks ? 4 : 4)],
        ),
        '#b8352f',
        0.9,
        'detail',
        0,
      ),
    ];
    const glow = glowsItself(ctx.object);
    return staged(
      facingBox(
        [-34, Math.min(m.headTop * s, petAt[1] - pet.size) - 14, petAt[0] + pet.size + 10, 4],
        facing,
      ),
      mx([petAt[0] * 0.6, (hand[1] + petAt[1]) / 2], facing),
      {
        actors: mirror(nodes, facing),
        contacts: walks
          ? [
              [0, 24],
              [petAt[0] * facing, 20],
            ]
          : [[0, 24]],
        glows: glow ? [{ at: mx(petAt, facing), r: pet.size, color: p.light }] : [],
        light: glow ? { at: mx(petAt, facing), kind: 'glow', reach: 90 } : undefined,
      },
    );
  },
};

export const whisper: Action = {
  id: 'whisper',
  objects: ['well', 'seashell', 'teacup', 'birdcage', 'teapot', 'egg', 'skull', 'mask', 'mushroom'],
  feelings: ['mischief', 'longing', 'calm', 'grief', 'wonder'],
  settings: [
    'meadow',
    'forest',
    'shore',
    'kitchen',
    'attic',
    'bedroom',
    'street',
    'library',
    'desert',
  ],
  framings: ['medium', 'close'],
  family: (o) => `whisper:${o}`,
  concepts: ['secret', 'whisper', 'confession', 'wish', 'listening'],
  say: phrasebook({
    en: (x) => `whispers a secret into ${enA(x)}`,
    ja: (x) => `${x.ja}に秘密をささやいている`,
    ru: (x) => `шепчет секрет в ${x.ru.acc}`,
    pt: (x) => `sussurra um segredo para dentro de ${ptA(x.pt)}`,
    fi: (x) => `kuiskaa salaisuuden ${x.fi.ill}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // The thing at mouth height on a stand (a well stands on the ground and the whisperer bends).
    const isWell = ctx.object === 'well';
    const thing =
      ctx.object === 'seashell'
        ? T.shell('#e8b8a0')
        : isWell
          ? T.well(mix('#9a9a9a', p.far, 0.3), p.wood, 50, 24)
          : drawThing(ctx.object, p, rng);
    const k = isWell ? 1 : (m.headR * 2.6 * s) / Math.max(thing.size, 8);
    const mouthY = isWell ? -24 : m.head[1] * s + m.headR * s * 0.6;
    const tx = isWell ? 40 : 30;
    const standH = -mouthY - thing.size * k * 0.5;
    const nodes: Node[] = [];
    if (!isWell) {
      nodes.push(
        stroke(
          `M${n(tx - 8)} 0L${n(tx - 6)} ${n(-standH)}M${n(tx + 8)} 0L${n(tx + 6)} ${n(-standH)}`,
          darker(p.wood, 0.2),
          2,
          'wood',
        ),
        fill(rect(tx - 12, -standH - 3, 24, 3, 1), p.wood, 'wood'),
      );
      const grip = thing.points?.['centre'] ?? [0, -thing.size * 0.5];
      nodes.push(
        placed(
          thing,
          [tx - grip[0] * k, -standH - thing.size * k * 0.5 - grip[1] * k - thing.size * k * 0.5],
          k,
        ),
      );
    } else nodes.push(placed(thing, [tx, 0], 1));
    const bend = isWell ? 40 : 10;
    const fig = posed(ctx, {
      ...poses['lean-in'],
      ...(isWell ? { legs: 'stand' as const } : {}),
      lean: bend,
      headTilt: isWell ? 10 : 6,
      front: {
        reach: toActor({ x: -6, facing: 1, scale: s }, [tx - 14, mouthY - (isWell ? 30 : 4)]),
        hand: 'open',
      },
      back: { angle: -20, bend: 30 },
      turn: 0.8,
      gaze: [1, isWell ? 1 : 0],
    });
    nodes.unshift(actorNodes({ fig, x: -6, facing: 1, scale: s }));
    const lips: Point = [
      -6 + (fig.skeleton.headCentre[0] + m.headR * 0.9) * s,
      (fig.skeleton.headCentre[1] + m.headR * 0.4) * s,
    ];
    nodes.push(T.curls(lips, lighter(p.light, 0.2), [1, isWell ? 0.6 : 0.1], 3, 3.5));
    return staged(
      facingBox([-40, m.headTop * s - 12, tx + 40, 4], facing),
      mx([(lips[0] + tx) / 2, lips[1]], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [-6 * facing, 24],
          [tx * facing, 26],
        ],
        glows: [],
        closeBox: facingBox([lips[0] - 30, lips[1] - 34, tx + 26, lips[1] + 30], facing),
      },
    );
  },
};

export const shelter: Action = {
  id: 'shelter',
  objects: ['bird', 'candle', 'star', 'fish', 'letter', 'heart'],
  feelings: ['calm', 'longing', 'resolve', 'grief', 'fear'],
  settings: ['street', 'meadow', 'shore', 'rooftop', 'forest', 'snowfield', 'desert', 'icefield'],
  framings: ['medium', 'close', 'low'],
  family: (o) => `shelter:${o}`,
  concepts: ['protection', 'rain', 'care', 'kindness', 'storm'],
  say: phrasebook({
    en: (x) => `shelters ${enA(x)} from the rain with an umbrella`,
    ja: (x) => `傘をさして雨から${x.ja}を守っている`,
    ru: (x) => `укрывает от дождя зонтиком ${x.ru.acc}`,
    pt: (x) => `protege ${ptA(x.pt)} da chuva com um guarda-chuva`,
    fi: (x) => `suojaa ${x.fi.par} sateelta sateenvarjolla`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // Crouched in the rain, holding the umbrella over the little thing, getting wet themself.
    const tx = 32;
    const fig = posed(ctx, {
      legs: 'crouch',
      lean: 22,
      front: { reach: toActor({ x: -8, facing: 1, scale: s }, [tx - 12, -34 * s]), hand: 'fist' },
      back: { reach: [m.arm * 0.4, m.hip], hand: 'mitt' },
      backArmOver: true,
      turn: 0.7,
      headTilt: 16,
      gaze: [0.8, 0.8],
    });
    const hand: Point = [-8 + fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const um = P.umbrella({ main: p.accent, ink: p.ink, light: p.light, metal: '#555' });
    const k = 0.9;
    const tilt = 28;
    const thing = drawThing(ctx.object, p, rng);
    const small = ctx.object === 'candle' ? 0.9 : 1.1;
    const nodes: Node[] = [
      placed(thing, [tx, ctx.object === 'candle' ? -1 : -thing.size * small * 0.4], small),
      actorNodes({ fig: { ...fig, hands: [] }, x: -8, facing: 1, scale: s }),
      placed(um, hand, k, tilt),
      group(fig.hands, at(-8, 0, s)),
    ];
    const rain: string[] = [];
    for (let i = 0; i < 46; i++) {
      const x = rng.range(-70, 110);
      const y = rng.range(-170, -4);
      // No rain under the canopy.
      const under = x > hand[0] - 10 && x < hand[0] + 70 && y > hand[1] - 50;
      if (!under) rain.push(`M${n(x)} ${n(y)}l-2 7`);
    }
    nodes.push(stroke(rain.join(''), lighter(p.water, 0.5), 0.8, 'water', 0));
    const glow = glowsItself(ctx.object);
    return staged(facingBox([-50, -170, 90, 6], facing), mx([tx - 6, -30], facing), {
      actors: mirror(nodes, facing),
      contacts: [[-8 * facing, 30]],
      glows: glow ? [{ at: mx([tx, -10], facing), r: 18, color: p.light }] : [],
      light: glow
        ? {
            at: mx([tx, -10], facing),
            kind: ctx.object === 'candle' ? 'candle' : 'glow',
            reach: 60,
          }
        : undefined,
      closeBox: facingBox([-20, hand[1] - 50, tx + 34, 10], facing),
    });
  },
};

export const hatch: Action = {
  id: 'hatch',
  objects: [
    'star',
    'moon',
    'clock',
    'key',
    'fish',
    'heart',
    'octopus',
    'snake',
    'spider',
    'eyeball',
    'skull',
    'bomb',
    'lightbulb',
  ],
  feelings: ['wonder', 'surprise', 'joy', 'fear', 'calm'],
  settings: [
    'attic',
    'kitchen',
    'bedroom',
    'forest',
    'meadow',
    'library',
    'shore',
    'clouds',
    'desert',
  ],
  framings: ['medium', 'close'],
  family: (o) => `hatch:${o}`,
  concepts: ['birth', 'surprise', 'beginning', 'nest', 'the unexpected'],
  say: phrasebook({
    en: (x) => `watches ${enA(x)} hatch from an egg`,
    ja: (x) => `卵から${x.ja}がかえるのを見守っている`,
    ru: (x) => `смотрит, как из яйца ${x.ru.g === 'p' ? 'вылупляются' : 'вылупляется'} ${x.ru.nom}`,
    pt: (x) => `vê ${ptA(x.pt)} sair de um ovo`,
    fi: (x) => `katsoo, kun munasta kuoriutuu ${x.fi.nom}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const ex = 38;
    const eh = 44;
    const shell = lighter(p.paper, 0.15);
    // The lower half of a huge egg in a nest, the top half tipped off, the thing rising out.
    const thing = drawThing(ctx.object, p, rng);
    const k = (eh * 0.55) / Math.max(thing.size, 8);
    const grip = thing.points?.['centre'] ?? [0, 0];
    const out: Point = [ex, -eh * 0.62];
    const nest: string[] = [];
    for (let i = 0; i < 9; i++)
      nest.push(
        `M${n(ex - 30 + i * 2)} ${n(-4 - (i % 3) * 3)}Q${n(ex)} ${n(6)} ${n(ex + 30 - i * 2)} ${n(-6 - (i % 2) * 3)}`,
      );
    const nodes: Node[] = [
      placed(
        thing,
        [out[0] - grip[0] * k, out[1] - grip[1] * k],
        k,
        ctx.object === 'key' ? -80 : 0,
      ),
      fill(
        `M${n(ex - 22)} ${n(-eh * 0.45)}L${n(ex - 14)} ${n(-eh * 0.55)}L${n(ex - 6)} ${n(-eh * 0.44)}L${n(ex + 2)} ${n(-eh * 0.56)}L${n(ex + 10)} ${n(-eh * 0.45)}L${n(ex + 22)} ${n(-eh * 0.53)}C${n(ex + 24)} -6 ${n(ex + 12)} -2 ${n(ex)} -2C${n(ex - 12)} -2 ${n(ex - 24)} -6 ${n(ex - 22)} ${n(-eh * 0.45)}Z`,
        shell,
        'detail',
      ),
      stroke(nest.join(''), mix(p.wood, '#c8a060', 0.4), 1.4, 'wood', 0),
      group(
        [fill(`M-18 0C-18 -22 18 -22 18 0L10 -6L2 2L-6 -6Z`, shell, 'detail')],
        at(ex + 40, -4, 0.8, 150),
      ),
    ];
    // Each feeling watches it hatch its own way: wonder and joy on their knees, fear crouched
    // with a hand at the mouth, calm hugging its knees; surprise crouches with a hand over its
    // eyes (a blind review's favourite card).
    const watch: Partial<Record<Feeling, PoseKind>> = {
      wonder: 'kneel-up',
      joy: 'kneel-up',
      fear: 'hide',
      calm: 'hug-knees',
    };
    const kind = watch[ctx.feeling];
    const fig = posed(
      ctx,
      kind === undefined
        ? {
            legs: 'crouch',
            lean: 20,
            front: { reach: [m.arm * 0.5, m.hip - 10], hand: 'open' },
            back: { reach: [m.arm * 0.3, m.head[1] + 6], hand: 'open' },
            backArmOver: true,
            turn: 0.7,
            headTilt: 10,
            gaze: [0.9, 0.3],
          }
        : { ...poses[kind], turn: 0.7, gaze: [0.9, 0.3] },
    );
    nodes.unshift(actorNodes({ fig, x: -22, facing: 1, scale: s }));
    const glow = glowsItself(ctx.object);
    return staged(
      facingBox([-50, Math.min(-90, out[1] - 40), ex + 66, 8], facing),
      mx(out, facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [-22 * facing, 30],
          [ex * facing, 50],
        ],
        glows: glow ? [{ at: mx(out, facing), r: 30, color: p.light }] : [],
        light: glow ? { at: mx(out, facing), kind: 'glow', reach: 80 } : undefined,
        closeBox: facingBox([-10, out[1] - 40, ex + 40, 10], facing),
      },
    );
  },
};

/** A violin's body, neck and scroll, its body's middle at (0, 0) and its scroll towards -x. */
export function violinShape(wood: string): Node[] {
  return [
    fill(
      `M-12 -4C-14 -10 -6 -12 -2 -8C2 -12 8 -10 8 -5C12 -4 12 4 8 5C8 10 2 12 -2 8C-6 12 -14 10 -12 4C-15 2 -15 -2 -12 -4Z`,
      wood,
      'wood',
    ),
    stroke('M-2 0H-26', '#2a2024', 2.2, 'wood'),
    fill(ellipse(-27, 0, 3, 2), '#2a2024', 'wood'),
  ];
}

export const play: Action = {
  id: 'play',
  objects: ['birds', 'leaves', 'stars', 'butterflies', 'shoal', 'teacups'],
  feelings: ['calm', 'joy', 'longing', 'grief', 'wonder'],
  settings: [
    'rooftop',
    'meadow',
    'forest',
    'street',
    'theatre',
    'shore',
    'train',
    'attic',
    'underwater',
    'desert',
  ],
  framings: ['medium', 'low', 'wide'],
  family: (o) => `play:${o}`,
  concepts: ['music', 'violin', 'harmony', 'enchantment', 'Pied Piper'],
  say: phrasebook({
    en: (x) => `plays the violin while ${x.en} dance around`,
    ja: (x) => `まわりで${x.ja}が踊るなか、バイオリンを弾いている`,
    ru: (x) => `играет на скрипке, а вокруг танцуют ${x.ru.nom}`,
    pt: (x) => `toca violino enquanto ${x.pt.w} dançam à volta`,
    fi: (x) => `soittaa viulua, ja ympärillä tanssii ${x.fi.par}`,
  }),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const chin: Point = [m.head[0] + m.headR * 0.6, m.head[1] + m.headR * 0.9];
    const fig = posed(ctx, {
      legs: 'stride',
      lean: -2,
      headTilt: 14,
      front: { reach: [chin[0] + 16, chin[1] + 4], hand: 'fist' },
      back: { reach: [chin[0] - 2, chin[1] + 12], hand: 'fist' },
      backArmOver: true,
      turn: 0.5,
      gaze: [0.3, 0.5],
    });
    const sk = fig.skeleton;
    const vAt: Point = [(sk.hands.back[0] + 4) * s, (sk.hands.back[1] - 4) * s];
    const wood = mix('#b0602a', p.wood, 0.3);
    const violin: Node = group(violinShape(wood), at(vAt[0] + 6, vAt[1] - 4, 1, -30));
    const bowFrom: Point = [sk.hands.front[0] * s, sk.hands.front[1] * s];
    const nodes: Node[] = [
      actorNodes({ fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s }),
      violin,
      stroke(
        `M${n(bowFrom[0] + 4)} ${n(bowFrom[1] - 12)}L${n(bowFrom[0] - 16)} ${n(bowFrom[1] + 20)}`,
        '#3a2a22',
        1,
        'wood',
      ),
      group(fig.hands, at(0, 0, s)),
    ];
    const one = singular(ctx.object);
    const notes: string[] = [];
    let top = m.headTop * s;
    for (let i = 0; i < 11; i++) {
      const a = Math.PI * (1.1 + (i / 10) * 1.6);
      const r = 50 + (i % 3) * 16;
      const q: Point = [Math.cos(a) * r * 1.1 + 10, m.head[1] * s - 10 + Math.sin(a) * r * 0.9];
      top = Math.min(top, q[1]);
      nodes.push(
        placed(
          drawThing(one, p, rng),
          q,
          one === 'leaves' || one === 'butterflies' ? 0.5 : 0.6,
          rng.range(-30, 30),
        ),
      );
      if (i % 3 === 0)
        notes.push(`M${n(q[0] + 8)} ${n(q[1] + 10)}v-8h4`, ellipse(q[0] + 6.5, q[1] + 10, 2, 1.5));
    }
    nodes.push(stroke(notes.join(''), lighter(p.paper, 0.1), 1, 'detail', 0));
    return staged(facingBox([-70, top - 16, 80, 4], facing), mx([0, m.head[1] * s], facing), {
      actors: mirror(nodes, facing),
      contacts: [[0, 26]],
      glows: one === 'star' ? [{ at: mx([0, top + 30], facing), r: 60, color: p.light }] : [],
    });
  },
};

export const pullDown: Action = {
  id: 'pull',
  objects: ['moon', 'cloud', 'whale', 'star', 'kite', 'balloon'],
  feelings: ['resolve', 'mischief', 'longing', 'joy', 'fear'],
  settings: ['meadow', 'rooftop', 'shore', 'snowfield', 'street', 'clouds', 'desert', 'icefield'],
  framings: ['low', 'wide', 'medium'],
  family: (o) => `pull:${o}`,
  concepts: ['effort', 'capture', 'bringing down to earth', 'ambition', 'tug of war'],
  say: phrasebook({
    en: (x) => `pulls ${enA(x)} down from the sky on a rope`,
    ja: (x) => `ロープで${x.ja}を空から引きずり下ろしている`,
    ru: (x) => `тянет с неба на верёвке ${x.ru.acc}`,
    pt: (x) => `puxa ${ptA(x.pt)} do céu com uma corda`,
    fi: (x) => `vetää köydellä ${x.fi.acc} alas taivaalta`,
  }),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const fig = posed(ctx, {
      ...stance('pull'),
      front: { reach: [m.arm * 0.8, m.shoulder - 22], hand: 'fist' },
      back: { reach: [m.arm * 0.6, m.shoulder - 10], hand: 'fist' },
      backArmOver: true,
      turn: 0.6,
      headTilt: -20,
      gaze: [0.6, -1],
    });
    const hand: Point = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s];
    const big =
      ctx.object === 'whale'
        ? 0.9
        : ctx.object === 'cloud'
          ? 1.8
          : ctx.object === 'kite'
            ? 2.2
            : 2.6;
    const thing = floater(ctx, ctx.object, big);
    const sky: Point = [hand[0] + 70, m.headTop * s - 110];
    const nodes: Node[] = [
      group(thing.nodes, at(sky[0], sky[1], 1, ctx.object === 'whale' ? -12 : 0)),
      stroke(
        quad(hand, [hand[0] + 40, hand[1] - 20], [sky[0] - 4, sky[1] + thing.size * 0.35]),
        '#c8a070',
        1.4,
        'detail',
      ),
      actorNodes({ fig, x: 0, facing: 1, scale: s }),
      stroke(
        `M${n(hand[0])} ${n(hand[1])}q-14 20 -30 ${n(-hand[1] - 2)}q-10 4 -20 0`,
        '#c8a070',
        1.4,
        'detail',
      ),
    ];
    const glow = glowsItself(ctx.object);
    return staged(
      facingBox([-60, sky[1] - thing.size - 10, sky[0] + thing.size, 4], facing),
      mx([(hand[0] + sky[0]) / 2, (hand[1] + sky[1]) / 2], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[0, 30]],
        glows: glow ? [{ at: mx(sky, facing), r: thing.size * 1.3, color: p.light }] : [],
        light: glow ? { at: mx(sky, facing), kind: 'glow', reach: 150 } : undefined,
      },
    );
  },
};

export const ride: Action = {
  id: 'ride',
  objects: ['fish', 'teapot', 'whale', 'bird', 'moon', 'cloud'],
  feelings: ['joy', 'wonder', 'resolve', 'calm', 'fear'],
  settings: [
    'clouds',
    'rooftop',
    'meadow',
    'shore',
    'street',
    'underwater',
    'forest',
    'snowfield',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `ride:${o}`,
  concepts: ['flight', 'journey', 'freedom', 'adventure', 'daydream'],
  say: phrasebook({
    en: (x) => `rides ${enA(x)} through the air`,
    ja: (x) => `${x.ja}に乗って空を飛んでいる`,
    ru: (x) => `летит верхом на ${x.ru.pre}`,
    pt: (x) =>
      `voa pelo ar montado ${x.pt.g === 'f' ? 'numa' : 'num'} ${x.pt.w}`.replace(
        /(numa|num) (lua|céu)$/,
        'na $2',
      ),
    fi: (x) => `ratsastaa ${x.fi.ade} halki ilman`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const facing = rng.chance(0.5) ? 1 : -1;
    const s = who.scale;
    const sizes: Record<string, number> = {
      fish: 5.5,
      teapot: 5,
      whale: 1.5,
      bird: 8,
      moon: 3.4,
      cloud: 2.6,
    };
    const k = sizes[ctx.object] ?? 4;
    const mount: Node[] =
      ctx.object === 'moon'
        ? P.crescent(lighter(p.light, 0.5), 16, p.ink, true).nodes
        : ctx.object === 'whale'
          ? T.whaleProp(lighter(p.water, 0.2), p.ink, 120).nodes
          : drawThing(ctx.object, p, rng).nodes;
    const fly = -60;
    const back: Point =
      ctx.object === 'teapot'
        ? [12 * k, fly - 13 * k]
        : ctx.object === 'moon'
          ? [0, fly - 15 * k]
          : ctx.object === 'whale'
            ? [-6 * k, fly - 36 * k]
            : ctx.object === 'cloud'
              ? [0, fly - 18 * k]
              : [0, fly - 5 * k];
    const fig = posed(ctx, {
      legs: 'dangle',
      lean: 6,
      front: { reach: [18, -34], hand: 'fist' },
      // Joy flings the free arm up; the others hold it low, out behind for balance.
      back:
        ctx.feeling === 'joy'
          ? { angle: -120, bend: -20, hand: 'open' }
          : { angle: -60, bend: -35, hand: 'open' },
      turn: 0.6,
      headTilt: -6,
      gaze: [1, -0.2],
    });
    const hip = fig.skeleton.hip;
    const ax = back[0] - hip[0] * s;
    const ay = back[1] - hip[1] * s;
    const nodes: Node[] = [
      group(mount, at(ctx.object === 'teapot' ? 0 : 0, fly, k, ctx.object === 'moon' ? -90 : 0)),
      actorNodes({ fig, x: ax, y: ay, facing: 1, scale: s }),
    ];
    const trail = stroke(
      `M${n(-60)} ${n(fly + 10)}q-20 6 -40 0M${n(-70)} ${n(fly + 24)}q-20 6 -40 0`,
      lighter(p.sky[1], 0.5),
      1.2,
      'detail',
      0,
    );
    nodes.unshift(trail);
    const glow = ctx.object === 'moon';
    return staged(
      facingBox([-120, ay - 90 * s, 110, fly + 30 * k * 0.4], facing),
      mx([0, fly - 20], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [],
        airborne: true,
        glows: glow ? [{ at: mx([0, fly], facing), r: 80, color: p.light }] : [],
        light: glow ? { at: mx([0, fly], facing), kind: 'glow', reach: 120 } : undefined,
      },
    );
  },
};

export const telescope: Action = {
  id: 'telescope',
  objects: ['moon', 'whale', 'star', 'bird', 'kite', 'balloon'],
  feelings: ['wonder', 'longing', 'surprise', 'calm', 'resolve'],
  settings: [
    'rooftop',
    'meadow',
    'shore',
    'attic',
    'snowfield',
    'clouds',
    'street',
    'desert',
    'icefield',
  ],
  framings: ['medium', 'wide', 'low'],
  family: (o) => `telescope:${o}`,
  concepts: ['looking', 'distance', 'discovery', 'astronomy', 'far away'],
  say: phrasebook({
    en: (x) => `watches ${enA(x)} through a telescope`,
    ja: (x) => `望遠鏡で${x.ja}を眺めている`,
    ru: (x) => `смотрит в телескоп на ${x.ru.acc}`,
    pt: (x) => `observa ${ptA(x.pt)} por um telescópio`,
    fi: (x) => `katselee kaukoputkella ${x.fi.par}`,
  }),
  stage(ctx) {
    const { p, facing, m, s } = setUp(ctx);
    const eye: Point = [m.head[0] * s + m.headR * s, m.head[1] * s];
    const tube = P.telescope({ main: p.accent, ink: p.ink, light: p.light, metal: '#555' });
    const k = 1.5;
    const tip: Point = [eye[0] + 37 * k * 0.9, eye[1] - 30 * k * 0.9];
    const fig = posed(ctx, {
      legs: 'stand',
      lean: -6,
      headTilt: -14,
      front: {
        reach: toActor({ x: 0, facing: 1, scale: s }, [eye[0] + 18, eye[1] - 8]),
        hand: 'fist',
      },
      back: {
        reach: toActor({ x: 0, facing: 1, scale: s }, [eye[0] + 6, eye[1] + 4]),
        hand: 'fist',
      },
      backArmOver: true,
      turn: 0.9,
      gaze: [1, -0.5],
    });
    const big = ctx.object === 'whale' ? 1 : ctx.object === 'kite' ? 2 : 2.2;
    const thing = floater(ctx, ctx.object, big);
    const far: Point = [tip[0] + 70, tip[1] - 80];
    const nodes: Node[] = [
      stroke(
        `M${n(eye[0] + 14)} ${n(eye[1] - 6)}L${n(eye[0] + 4)} 0M${n(eye[0] + 14)} ${n(eye[1] - 6)}L${n(eye[0] + 26)} 0M${n(eye[0] + 14)} ${n(eye[1] - 6)}L${n(eye[0] + 16)} 0`,
        darker(p.wood, 0.2),
        1.6,
        'wood',
      ),
      actorNodes({ fig: { ...fig, hands: [] }, x: 0, facing: 1, scale: s }),
      placed(tube, [eye[0] + 2, eye[1] + 2], k),
      group(fig.hands, at(0, 0, s)),
      group(thing.nodes, at(far[0], far[1])),
      fill(
        poly([
          tip,
          [far[0] - thing.size, far[1] - thing.size * 0.2],
          [far[0] - thing.size * 0.2, far[1] + thing.size],
        ]),
        lighter(p.light, 0.6),
        'glow',
        0,
      ),
    ];
    nodes[nodes.length - 1] = { ...(nodes[nodes.length - 1] as Node), opacity: 0.12 };
    const glow = glowsItself(ctx.object);
    return staged(
      facingBox([-30, far[1] - thing.size - 10, far[0] + thing.size + 10, 4], facing),
      mx([(eye[0] + far[0]) / 2, (eye[1] + far[1]) / 2], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [[0, 24]],
        glows: glow ? [{ at: mx(far, facing), r: thing.size * 1.4, color: p.light }] : [],
      },
    );
  },
};

export const wait: Action = {
  id: 'wait',
  objects: ['door', 'clock', 'well', 'moon', 'whale'],
  feelings: ['longing', 'calm', 'grief', 'resolve', 'sleep'],
  settings: [
    'meadow',
    'shore',
    'snowfield',
    'street',
    'clouds',
    'forest',
    'underwater',
    'stairwell',
    'desert',
    'icefield',
  ],
  framings: ['wide', 'medium', 'high'],
  family: (o) => `wait:${o}`,
  concepts: ['waiting', 'departure', 'patience', 'loneliness', 'hope'],
  say: phrasebook({
    en: (x) => `waits on a suitcase beside ${enA(x)}`,
    ja: (x) => `スーツケースに腰かけて${x.ja}のそばで待っている`,
    ru: (x) => `ждёт, сидя на чемодане, у ${x.ru.gen}`,
    pt: (x) =>
      `espera em cima de uma mala, junto ${ptA(x.pt)
        .replace(/^(um|uma) /, (a) => `a ${a}`)
        .replace(/^(o|a) /, (a) => (a === 'o ' ? 'ao ' : 'à '))}`,
    fi: (x) => `odottaa matkalaukun päällä ${x.fi.gen} vieressä`,
  }),
  stage(ctx) {
    const { who, rng } = ctx;
    const p = ctx.palette;
    const facing = rng.chance(0.5) ? 1 : -1;
    const s = who.scale;
    const ox = 46;
    let thing: Node[];
    let h: number;
    switch (ctx.object) {
      case 'door': {
        const d = T.doorway(lighter(p.wood, 0.15), mix(p.accent, p.wood, 0.5), 44, 104, 0, []);
        thing = [group(d.nodes, at(ox - 22, 0))];
        h = 110;
        break;
      }
      case 'clock': {
        // A tall case clock standing in the open.
        thing = [
          fill(rect(ox - 14, -120, 28, 120, 3), p.wood, 'wood'),
          group(
            P.clock({ main: '#c9a24a', ink: p.ink, light: p.light, metal: '#555' }, 11, 11, 55)
              .nodes,
            at(ox, -100),
          ),
          stroke(`M${n(ox)} -84V-40`, '#c9a24a', 1.2, 'metal'),
          fill(circle(ox, -38, 4), '#c9a24a', 'metal'),
        ];
        h = 124;
        break;
      }
      case 'well':
        thing = [placed(T.well(mix('#9a9a9a', p.far, 0.3), p.wood, 50, 24), [ox, 0], 1)];
        h = 90;
        break;
      case 'moon':
        thing = [fill(circle(ox + 10, -38, 38), lighter(p.light, 0.5), 'glow', 0.6)];
        h = 76;
        break;
      default:
        thing = [placed(T.whaleProp(lighter(p.water, 0.15), p.ink, 150), [ox + 40, -30], 1)];
        h = 60;
    }
    const fig = posed(ctx, {
      kind: 'sit-chair',
      legs: 'sit',
      lean: ctx.feeling === 'grief' ? 16 : 4,
      front: { reach: [14, -34], hand: 'mitt' },
      back: { reach: [8, -34], hand: 'mitt' },
      backArmOver: true,
      turn: 0.5,
      headTilt: ctx.feeling === 'grief' ? 16 : 4,
      gaze: [1, -0.2],
    });
    const seat = -fig.skeleton.hip[1] * s - 2;
    const bag = P.suitcase({ main: '#8a5a3a', ink: p.ink, light: p.light, metal: '#555' });
    const bk = seat / 24;
    const nodes: Node[] = [
      ...thing,
      group(bag.nodes, at(-6, -seat - 3, bk)),
      actorNodes({ fig, x: -6, facing: 1, scale: s }),
    ];
    const glow = ctx.object === 'moon';
    return staged(
      facingBox([-40, -h - 16, ox + (ctx.object === 'whale' ? 110 : 50), 4], facing),
      mx([ox / 2, -40], facing),
      {
        actors: mirror(nodes, facing),
        contacts: [
          [-6 * facing, 30],
          [ox * facing, 44],
        ],
        glows: glow ? [{ at: mx([ox + 10, -38], facing), r: 70, color: p.light }] : [],
        light: glow ? { at: mx([ox + 10, -38], facing), kind: 'glow', reach: 120 } : undefined,
      },
    );
  },
};
