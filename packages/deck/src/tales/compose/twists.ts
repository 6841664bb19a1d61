import type { Rng } from '../../random.ts';
import type { Lang } from '../../types.ts';
import { at, circle, ellipse, n, poly, rect, smoothClosed, type Point } from '../geom.ts';
import { fill, group, mapShapes, stroke, type Color, type Node } from '../ir.ts';
import { darker, lighter, mix } from '../kit/colors.ts';
import { figureNodes } from '../kit/figure.ts';
import * as P from '../kit/props.ts';
import * as T from '../kit/things.ts';
import type { Palette } from '../palette.ts';
import { nodeBox } from '../looks/bounds.ts';
import { toCard, view, type Camera, type Light, type Setting } from '../stage.ts';
import { cast, pose, type Character, type Who } from './cast.ts';
import { drawThing } from './drawables.ts';
import { enA, ptA } from './grammar.ts';
import { nouns, type NounId } from './nouns.ts';
import type { Staged } from './types.ts';

export interface TwistContext {
  readonly st: Staged;
  readonly cam: Camera;
  readonly palette: Palette;
  readonly rng: Rng;
  readonly who: Character;
  readonly light: Light;
  readonly variant: string;
  readonly horizon: number;
}

export interface TwistDraw {
  /** Card coordinates, over the setting's sky and walls. */
  readonly back?: Node[];
  /** World coordinates, on the setting (a shadow on the wall, floating things behind). */
  readonly wall?: Node[];
  /** World coordinates, just behind the actors (lit as the subject is, not veiled as the setting). */
  readonly behind?: Node[];
  /** World coordinates, in front of the subject. */
  readonly over?: Node[];
  /** Card coordinates, over everything. */
  readonly front?: Node[];
}

/** Words a twist brings: a clause after the sentence, or a phrase about the subject. */
export interface Twist {
  readonly id: string;
  readonly variants: readonly string[];
  readonly fits: (setting: Setting, action: string) => boolean;
  /** Draw the subject this much smaller (the tiny twist). */
  readonly scale?: number;
  /** The room sinks to the sea floor (changes the place phrase). */
  readonly sunken?: boolean;
  readonly clause?: (lang: Lang, variant: string) => string;
  /** Words about the subject, after its noun (English, Russian, Portuguese) or before it (Japanese, Finnish). */
  readonly size?: (lang: Lang) => string;
  readonly concepts: (variant: string) => readonly string[];
  /** Plain English nouns the twist adds to the picture (for `objects`). */
  readonly things: (variant: string) => readonly string[];
  readonly draw: (ctx: TwistContext) => TwistDraw;
}

/** Every shape of a drawing painted one flat colour (a shadow, a reflection's outline). */
export function flat(nodes: readonly Node[], color: Color): Node[] {
  return mapShapes(nodes, (s) => ({
    type: 'shape',
    d: s.d,
    ...(s.fill !== undefined ? { fill: color } : {}),
    ...(s.stroke ? { stroke: { color, width: s.stroke.width } } : {}),
    tag: 'shadow',
    ink: 0,
  }));
}

interface CreatureWords {
  readonly en: string;
  readonly ja: string;
  readonly ru: string;
  readonly pt: string;
  readonly fi: string;
}

const creatures: Record<string, CreatureWords> = {
  dragon: { en: 'a dragon', ja: 'ドラゴン', ru: 'дракон', pt: 'um dragão', fi: 'lohikäärme' },
  wolf: { en: 'a wolf', ja: 'オオカミ', ru: 'волк', pt: 'um lobo', fi: 'susi' },
  bear: { en: 'a bear', ja: 'クマ', ru: 'медведь', pt: 'um urso', fi: 'karhu' },
  knight: { en: 'a knight', ja: '騎士', ru: 'рыцарь', pt: 'um cavaleiro', fi: 'ritari' },
  witch: { en: 'a witch', ja: '魔女', ru: 'ведьма', pt: 'uma bruxa', fi: 'noita' },
  king: { en: 'a king', ja: '王様', ru: 'король', pt: 'um rei', fi: 'kuningas' },
  giant: { en: 'a giant', ja: '巨人', ru: 'великан', pt: 'um gigante', fi: 'jättiläinen' },
  'old-woman': {
    en: 'an old woman',
    ja: 'おばあさん',
    ru: 'старушка',
    pt: 'uma velhinha',
    fi: 'vanha nainen',
  },
  'old-man': {
    en: 'an old man',
    ja: 'おじいさん',
    ru: 'старик',
    pt: 'um velhinho',
    fi: 'vanha mies',
  },
  girl: {
    en: 'a little girl',
    ja: '小さな女の子',
    ru: 'маленькая девочка',
    pt: 'uma menininha',
    fi: 'pieni tyttö',
  },
  boy: {
    en: 'a little boy',
    ja: '小さな男の子',
    ru: 'маленький мальчик',
    pt: 'um menininho',
    fi: 'pieni poika',
  },
  fox: { en: 'a fox', ja: 'キツネ', ru: 'лиса', pt: 'uma raposa', fi: 'kettu' },
};

/** A dragon rearing up, facing +x, feet at 0, about 110 tall. */
function dragon(): Node[] {
  return [
    fill(`M-14 0L-10 -34L2 -36L10 0L2 0L0 -22L-6 0Z`, '#000'),
    fill(`M-8 -30C-34 -26 -52 -6 -78 -14C-60 -2 -40 4 -12 -18Z`, '#000'),
    fill(
      smoothClosed([
        [-14, -30],
        [-16, -58],
        [-4, -76],
        [12, -70],
        [16, -44],
        [8, -28],
      ]),
      '#000',
    ),
    fill(`M0 -70C4 -84 10 -92 18 -98L28 -92C20 -86 14 -80 12 -68Z`, '#000'),
    fill(`M14 -100L34 -106L50 -100L38 -96L50 -92L30 -88L16 -90Z`, '#000'),
    fill(`M18 -100L8 -116L24 -104Z M24 -102L20 -118L30 -104Z`, '#000'),
    fill(
      `M-6 -68L-20 -76L-62 -124L-56 -102L-74 -98L-56 -88L-66 -76L-44 -74L-52 -62L-28 -62Z`,
      '#000',
    ),
    fill(`M8 -56L24 -52L30 -46L26 -44L20 -48L8 -48Z`, '#000'),
  ];
}

function creatureShape(
  kind: string,
  p: Palette,
  rng: Rng,
  ink: string,
): { nodes: Node[]; height: number } {
  const person = (
    who: Who,
    over: Record<string, unknown>,
    extra: Node[] = [],
  ): { nodes: Node[]; height: number } => {
    const c = cast(who, rng, p);
    const fig = pose(
      { ...c, look: { ...c.look, ...over } },
      'resolve',
      {
        legs: 'stride',
        front: { angle: 150, bend: 20, hand: 'fist' },
        back: { angle: -30, bend: 30 },
        turn: 0.8,
      },
      ink,
    );
    const h = fig.skeleton.hands.front;
    return {
      nodes: [...figureNodes(fig), ...extra.map((e) => group([e], at(h[0], h[1])))],
      height: 105,
    };
  };
  switch (kind) {
    case 'dragon':
      return { nodes: dragon(), height: 124 };
    case 'wolf': {
      const c = cast('wolf', rng, p);
      const fig = pose(
        c,
        'resolve',
        {
          legs: 'stand',
          headTilt: -40,
          front: { angle: 60, bend: 60, hand: 'open' },
          back: { angle: -40, bend: 40, hand: 'open' },
          turn: 0.9,
        },
        ink,
      );
      return { nodes: figureNodes(fig), height: 110 };
    }
    case 'bear': {
      const c = cast('bear', rng, p);
      const fig = pose(
        c,
        'fear',
        {
          legs: 'stand',
          front: { angle: 150, bend: 30, hand: 'open' },
          back: { angle: -150, bend: -30, hand: 'open' },
          turn: 0.2,
        },
        ink,
      );
      return { nodes: figureNodes(fig), height: 120 };
    }
    case 'knight':
      return person('man', { hat: 'helmet' }, [stroke('M0 0L0 -52M-8 -6H8', '#000', 3)]);
    case 'witch':
      return person('woman', { hat: 'pointed', outfit: 'robe' }, [stroke('M0 8L0 -40', '#000', 2)]);
    case 'king':
      return person('man', { hat: 'crown', outfit: 'robe' }, [
        stroke('M0 0L0 -30', '#000', 2.4),
        fill(circle(0, -32, 4), '#000'),
      ]);
    default:
      return person('man', { round: true }, [stroke('M0 0L10 -40', '#000', 6)]);
  }
}

export const shadowTwist: Twist = {
  id: 'shadow',
  variants: ['dragon', 'wolf', 'bear', 'knight', 'witch', 'king', 'giant'],
  // Indoors only: in a street the shadow falls across the houses and the sky (tale-084).
  fits: (s) => s.indoor,
  concepts: (v) => ['shadow', 'imagination', 'second self', v, 'secret'],
  things: (v) => ['shadow', v],
  draw(ctx) {
    const { st, cam, light, variant, palette: p, rng } = ctx;
    const shape = creatureShape(variant, p, rng, p.ink);
    const subjectH = st.box[3] - st.box[1];
    const k = Math.max(1.3, (subjectH * 1.7) / shape.height);
    const focusCard = toCard(cam, st.focus);
    const away = Math.sign(focusCard[0] - light.at[0]) || 1;
    const x = st.focus[0] + away * Math.min(70, subjectH * 0.45);
    return {
      wall: [
        group(flat(shape.nodes, mix(p.shade, '#000000', 0.3)), at(x, -16, k, 0, away < 0)),
      ].map((g) => ({ ...g, opacity: 0.55 })),
    };
  },
};

export const mirrorTwist: Twist = {
  id: 'mirror',
  variants: ['old', 'young', 'wolf', 'fox', 'king'],
  fits: (s, a) =>
    (s.indoor || s.id === 'meadow' || s.id === 'forest' || s.id === 'snowfield') &&
    !['row', 'sleep', 'climb'].includes(a),
  concepts: (v) => [
    'mirror',
    'reflection',
    'identity',
    v === 'old' ? 'ageing' : v === 'young' ? 'childhood' : 'true self',
    'Snow White',
  ],
  things: () => ['mirror'],
  draw(ctx) {
    const { st, palette: p, rng, who, cam } = ctx;
    const left = st.box[0];
    const right = st.box[2];
    const side = Math.abs(left) > Math.abs(right) ? -1 : 1;
    const wanted = side < 0 ? left - 34 : right + 34;
    // Whole on the card: a mirror halved by the card's side reads as a mistake (tale-155).
    const v = view(cam);
    const mx = Math.max(v.left + 30, Math.min(v.right - 30, wanted));
    const w = 44;
    const h = 92;
    const top = -h - 16;
    const oval = ellipse(mx, top + h / 2, w / 2, h / 2);
    const glass = mix(p.sky[1], '#dfe8ee', 0.5);
    const inGlass = mirrorWho(ctx.variant, who.who);
    const whoInGlass: Who = inGlass === 'king' ? 'man' : (inGlass as Who);
    const other = cast(whoInGlass, rng, p);
    const look =
      ctx.variant === 'king'
        ? { ...other.look, hat: 'crown' as const, outfit: 'robe' as const }
        : { ...other.look, top: who.look.top, bottom: who.look.bottom };
    const fig = pose(
      { ...other, look },
      'calm',
      {
        legs: 'stand',
        front: { angle: 20, bend: 30 },
        back: { angle: -15, bend: 20 },
        turn: -0.3,
        gaze: [-0.6, 0],
      },
      p.ink,
    );
    const k = (h * 0.72) / 105;
    return {
      wall: [
        stroke(
          `M${n(mx - 14)} 0L${n(mx - 6)} ${n(top + h * 0.7)}M${n(mx + 14)} 0L${n(mx + 6)} ${n(top + h * 0.7)}`,
          darker(p.wood, 0.2),
          2.6,
          'wood',
        ),
        fill(ellipse(mx, top + h / 2, w / 2 + 5, h / 2 + 5), '#b08a3a', 'metal'),
        fill(oval, glass, 'glass'),
        group([group(figureNodes(fig), at(mx, top + h * 0.98, k))], undefined, oval),
        stroke(
          `M${n(mx - w * 0.28)} ${n(top + h * 0.2)}L${n(mx - w * 0.12)} ${n(top + h * 0.1)}M${n(mx - w * 0.3)} ${n(top + h * 0.32)}L${n(mx - w * 0.02)} ${n(top + h * 0.14)}`,
          '#ffffff',
          1.2,
          'glass',
          0,
        ),
      ],
    };
  },
};

export const sunkenTwist: Twist = {
  id: 'sunken',
  variants: [''],
  sunken: true,
  fits: (s, a) => s.indoor && s.id !== 'theatre' && a !== 'row',
  concepts: () => ['flood', 'drowned world', 'underwater', 'Atlantis'],
  things: () => ['fish', 'sea'],
  draw(ctx) {
    const { palette: p, rng } = ctx;
    const water = mix(p.water, '#1f7a8a', 0.5);
    const front: Node[] = [fill(rect(0, 0, 400, 600), water, 'water', 0)].map((f) => ({
      ...f,
      opacity: 0.32,
    }));
    for (let i = 0; i < 4; i++) {
      const x = rng.range(0, 400);
      front.push({
        ...fill(
          poly([
            [x, -10],
            [x + 30, -10],
            [x + 120, 620],
            [x + 60, 620],
          ]),
          lighter(p.light, 0.4),
          'glow',
          0,
        ),
        opacity: 0.12,
      });
    }
    const bubbles: string[] = [];
    for (let i = 0; i < 24; i++)
      bubbles.push(circle(rng.range(10, 390), rng.range(10, 560), rng.range(1.5, 4)));
    front.push(stroke(bubbles.join(''), lighter(water, 0.6), 1, 'glass', 0));
    const over: Node[] = [];
    for (let i = 0; i < 6; i++) {
      const q: Point = [rng.range(-120, 120), rng.range(-200, -60)];
      over.push(
        group(
          P.fish(rng.pick([p.accent, ...p.cloth]), p.ink, rng.range(10, 18)).nodes,
          at(q[0], q[1], 1, rng.range(-15, 15), rng.chance(0.5)),
        ),
      );
    }
    for (const x of [-110, -80, 90, 125])
      over.push(
        stroke(
          `M${n(x)} 10C${n(x + 10)} -20 ${n(x - 10)} -40 ${n(x + 4)} -70`,
          mix('#2f8a5a', water, 0.3),
          4,
          'plant',
        ),
      );
    return { over, front };
  },
};

const floaters: readonly NounId[] = [
  'book',
  'teacup',
  'clock',
  'key',
  'teapot',
  'boot',
  'suitcase',
  'letter',
  'egg',
];

export const floatingTwist: Twist = {
  id: 'floating',
  variants: [''],
  fits: (s, a) => a !== 'row' && s.id !== 'underwater',
  clause: (lang) =>
    ({
      en: 'and everything around floats in the air',
      ja: 'まわりの物がみな宙に浮かんでいる',
      ru: 'а всё вокруг парит в воздухе',
      pt: 'e tudo à volta flutua no ar',
      fi: 'ja kaikki ympärillä leijuu ilmassa',
    })[lang],
  concepts: () => ['weightless', 'magic', 'dream logic', 'gravity'],
  things: () => ['book', 'teacup', 'chair'],
  draw(ctx) {
    const { st, palette: p, rng, cam } = ctx;
    const v = view(cam);
    const wall: Node[] = [];
    const over: Node[] = [];
    const h = st.box[3] - st.box[1];
    for (let i = 0; i < 9; i++) {
      const id = rng.pick(floaters);
      const side = i % 2 === 0 ? -1 : 1;
      // Whole on the card: a teapot cut by the card's side reads as clutter (tale-284, 229).
      const x = Math.max(
        v.left + 22,
        Math.min(v.right - 22, (side < 0 ? st.box[0] : st.box[2]) + side * rng.range(-10, 60)),
      );
      const y = Math.max(v.top + 22, st.box[1] + rng.range(0.05, 0.85) * h);
      const thing =
        id === 'book'
          ? P.openBook(
              { main: rng.pick(p.cloth), ink: p.ink, light: p.light, metal: '#555' },
              false,
            )
          : drawThing(id, p, rng);
      const node = group(thing.nodes, at(x, y, rng.range(0.8, 1.2), rng.range(-40, 40)));
      (i < 7 ? wall : over).push(node);
    }
    // A chair, upside down in the air.
    wall.push(
      group(
        T.chair(p.wood).nodes,
        at(Math.max(v.left + 24, st.box[0] - 30), st.box[1] + h * 0.3, 1, 160),
      ),
    );
    return { wall, over };
  },
};

export const tinyTwist: Twist = {
  id: 'tiny',
  variants: [''],
  scale: 0.16,
  fits: (s, a) =>
    ['kitchen', 'bedroom', 'library'].includes(s.id) &&
    !['climb', 'row', 'sleep', 'open-door', 'wear', 'hug'].includes(a),
  size: (lang) =>
    ({
      en: 'no bigger than a teacup',
      ja: 'ティーカップほどの大きさの',
      ru: 'ростом с чашку',
      pt: 'do tamanho de uma xícara',
      fi: 'teekupin kokoinen',
    })[lang],
  concepts: () => ['small', 'giant world', 'Thumbelina', 'perspective'],
  things: () => ['teacup', 'button'],
  draw(ctx) {
    const { st, palette: p, rng } = ctx;
    const h = st.box[3] - st.box[1];
    const cupK = (h * 0.9) / 14;
    const x = st.box[2] + h * 0.3;
    const wall: Node[] = [
      group(
        P.teacup({ main: lighter(p.paper, 0.05), ink: p.ink, light: p.light, metal: '#555' }).nodes,
        at(x, -h * 0.05 - 7 * cupK * 0.35, cupK),
      ),
    ];
    // A thimble and a button lying about.
    const tx = st.box[0] - h * 0.35;
    wall.push(
      fill(
        `M${n(tx - h * 0.22)} 0L${n(tx - h * 0.17)} ${n(-h * 0.45)}Q${n(tx)} ${n(-h * 0.55)} ${n(tx + h * 0.17)} ${n(-h * 0.45)}L${n(tx + h * 0.22)} 0Z`,
        '#b8b8c0',
        'metal',
      ),
    );
    const dots: string[] = [];
    for (let i = 0; i < 12; i++)
      dots.push(
        circle(tx + rng.range(-h * 0.15, h * 0.15), -rng.range(h * 0.05, h * 0.42), h * 0.018),
      );
    wall.push(fill(dots.join(''), '#8a8a92', 'metal', 0));
    wall.push(
      fill(ellipse(st.box[2] + h * 0.05, h * 0.02, h * 0.16, h * 0.05), p.accent, 'detail'),
    );
    return { wall };
  },
};

export const eyesTwist: Twist = {
  id: 'eyes',
  variants: [''],
  fits: (s) =>
    [
      'forest',
      'attic',
      'stairwell',
      'library',
      'street',
      'snowfield',
      'bedroom',
      'underwater',
      'theatre',
    ].includes(s.id),
  clause: (lang) =>
    ({
      en: 'while eyes watch from the dark',
      ja: '暗闇から目がこちらを見つめている',
      ru: 'а из темноты смотрят глаза',
      pt: 'e olhos espreitam do escuro',
      fi: 'ja pimeydestä tuijottaa silmäpareja',
    })[lang],
  concepts: () => ['watched', 'fear of the dark', 'unknown', 'night creatures'],
  things: () => ['eyes'],
  draw(ctx) {
    const { rng, st, cam } = ctx;
    const box = [toCard(cam, [st.box[0], st.box[1]]), toCard(cam, [st.box[2], st.box[3]])];
    const front: Node[] = [];
    for (let i = 0; i < 7; i++) {
      let x = rng.range(20, 380);
      const y = rng.range(60, 520);
      if (x > (box[0]?.[0] ?? 0) - 20 && x < (box[1]?.[0] ?? 0) + 20)
        x = x < 200 ? rng.range(15, 60) : rng.range(340, 385);
      const s = rng.range(2.2, 4);
      const c = rng.pick(['#f2d04a', '#e8f0a0', '#f08a3a']);
      front.push(
        fill(
          `${ellipse(x - s * 1.6, y, s, s * 0.7, -10)}${ellipse(x + s * 1.6, y, s, s * 0.7, 10)}`,
          c,
          'glow',
          0,
        ),
      );
      front.push(
        fill(
          `${ellipse(x - s * 1.6, y, s * 0.25, s * 0.6)}${ellipse(x + s * 1.6, y, s * 0.25, s * 0.6)}`,
          '#111111',
          'face',
          0,
        ),
      );
    }
    return { front };
  },
};

const swarms: readonly NounId[] = ['birds', 'butterflies', 'leaves', 'letters'];

export const unravelTwist: Twist = {
  id: 'unravel',
  variants: swarms,
  fits: (_s, a) => !['sleep', 'row'].includes(a),
  clause: (lang, v) => {
    const x = nouns[v as NounId];
    return {
      en: `as ${x.en} fly out of the folds of the clothes`,
      ja: `服のすそから${x.ja}が飛び立っていく`,
      ru: `а из складок одежды вылетают ${x.ru.nom}`,
      pt: `e das dobras da roupa saem voando ${x.pt.w}`,
      fi: `ja vaatteiden poimuista lentää ${x.fi.par}`,
    }[lang];
  },
  concepts: (v) => ['metamorphosis', 'transformation', 'letting go', v],
  things: (v) => [v === 'letters' ? 'letters' : v],
  draw(ctx) {
    const { st, palette: p, rng, variant } = ctx;
    const one: NounId =
      variant === 'birds' ? 'bird' : variant === 'letters' ? 'letter' : (variant as NounId);
    const h = st.box[3] - st.box[1];
    const from: Point = [st.focus[0], st.box[3] - h * 0.45];
    const dir = st.focus[0] > 0 ? -1 : 1;
    const over: Node[] = [];
    for (let i = 0; i < 11; i++) {
      const t = (i + 1) / 11;
      const q: Point = [from[0] + dir * t * h * 0.9, from[1] - t * h * 0.75 + Math.sin(t * 8) * 8];
      over.push(
        group(
          drawThing(one, p, rng).nodes,
          at(
            q[0],
            q[1],
            (one === 'butterflies' || one === 'leaves' ? 0.35 : 0.55) + t * 0.35,
            rng.range(-20, 20),
            dir < 0,
          ),
        ),
      );
    }
    return { over };
  },
};

export const skyWhaleTwist: Twist = {
  id: 'sky-whale',
  variants: [''],
  fits: (s, a) =>
    ['meadow', 'shore', 'rooftop', 'street', 'snowfield', 'clouds'].includes(s.id) &&
    !['walk-pet', 'ride', 'pull', 'telescope', 'wait', 'paint', 'feed'].includes(a),
  clause: (lang) =>
    ({
      en: 'while a whale swims across the sky',
      ja: '空をクジラが泳いでいく',
      ru: 'а по небу плывёт кит',
      pt: 'e uma baleia nada pelo céu',
      fi: 'ja taivaalla ui valas',
    })[lang],
  concepts: () => ['whale', 'sky', 'impossible', 'wonder', 'Moby Dick'],
  things: () => ['whale', 'sky'],
  draw(ctx) {
    const { palette: p, rng, horizon } = ctx;
    const y = Math.max(90, Math.min(horizon - 70, rng.range(110, 190)));
    const x = rng.range(120, 280);
    const whale = T.whaleProp(mix(p.sky[0], '#3a5a7a', 0.35), p.ink, 240);
    return { back: [group(whale.nodes, at(x, y, 1, rng.range(-8, 8), rng.chance(0.5)))] };
  },
};

export const rainUpTwist: Twist = {
  id: 'rain-up',
  variants: [''],
  fits: (s) => ['meadow', 'street', 'shore', 'rooftop', 'forest'].includes(s.id),
  clause: (lang) =>
    ({
      en: 'while the rain falls upwards',
      ja: '雨が空へ向かって降っている',
      ru: 'а дождь идёт вверх',
      pt: 'e a chuva cai para cima',
      fi: 'ja sade sataa ylöspäin',
    })[lang],
  concepts: () => ['rain', 'upside down', 'impossible', 'weather', 'reversal'],
  things: () => ['rain'],
  draw(ctx) {
    const { rng, palette: p } = ctx;
    const d: string[] = [];
    const drops: string[] = [];
    // Drops rising: each a teardrop with its round end leading upwards and its tail pointing
    // back down, with a short faint trail well below it. A dot on top of a long line reads as a
    // pin, not as rain (a blind review, tale-161).
    for (let i = 0; i < 70; i++) {
      const x = rng.range(0, 400);
      const y = rng.range(0, 600);
      const r = rng.range(2, 3);
      d.push(`M${n(x)} ${n(y + r * 5)}l0.3 ${n(rng.range(4, 8))}`);
      drops.push(
        `M${n(x)} ${n(y + r * 3.4)}C${n(x - r * 0.6)} ${n(y + r * 1.6)} ${n(x - r)} ${n(y + r * 0.6)} ${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}C${n(x + r)} ${n(y + r * 0.6)} ${n(x + r * 0.6)} ${n(y + r * 1.6)} ${n(x)} ${n(y + r * 3.4)}Z`,
      );
    }
    const c = lighter(p.water, 0.55);
    return {
      front: [
        { ...stroke(d.join(''), c, 0.6, 'water', 0), opacity: 0.5 },
        fill(drops.join(''), c, 'water', 0),
      ],
    };
  },
};

export const bottleTwist: Twist = {
  id: 'bottle',
  variants: [''],
  fits: (s, a) => !s.indoor && a !== 'climb',
  clause: (lang) =>
    ({
      en: 'and all of it is inside a glass bottle',
      ja: 'そのすべてがガラス瓶の中にある',
      ru: 'и всё это — внутри стеклянной бутылки',
      pt: 'e tudo isto está dentro de uma garrafa de vidro',
      fi: 'ja kaikki tämä on lasipullon sisällä',
    })[lang],
  concepts: () => ['bottle', 'message in a bottle', 'captured', 'small world', 'memory'],
  things: () => ['bottle'],
  draw(ctx) {
    const { palette: p } = ctx;
    const bottle = `M160 8H240V70C240 92 330 110 360 150C378 176 380 200 380 230V560Q380 590 350 590H50Q20 590 20 560V230C20 200 22 176 40 150C70 110 160 92 160 70Z`;
    const outside = mix(p.shade, p.wood, 0.25);
    return {
      front: [
        {
          type: 'shape',
          d: `M-10 -10H410V610H-10Z${bottle}`,
          fill: outside,
          rule: 'evenodd',
          tag: 'shadow',
          ink: 0,
        },
        fill(rect(166, -4, 68, 34, 4), '#b08a5a', 'wood'),
        stroke(bottle, mix('#9ac8b0', '#ffffff', 0.4), 3, 'glass', 0),
        stroke(
          'M58 200C44 260 44 400 56 520M340 190C352 240 354 300 350 340',
          '#ffffff',
          4,
          'glass',
          0,
        ),
        { ...fill(bottle, '#8ac0a0', 'glass', 0), opacity: 0.1 },
      ],
    };
  },
};

/** Things that stand on the floor at the size of a house beside the story (the giant twist). */
export const giantThings: readonly NounId[] = [
  'teacup',
  'teapot',
  'boot',
  'clock',
  'birdcage',
  'suitcase',
  'apple',
  'hourglass',
  'skull',
  'mushroom',
  'globe',
  'anchor',
  'lightbulb',
  // Not everyday, and all the stronger as big as a house: a spider, a snail, an octopus.
  'spider',
  'snail',
  'octopus',
];

/**
 * The boxes of things whose ellipses the conservative box overstates (a saucer 2.6 tall counts
 * as 28), so the giant thing stands on the floor and is sized by what is drawn.
 */
const giantExtent: Partial<Record<NounId, readonly [number, number, number, number]>> = {
  teacup: [-6, -8.4, 25, 9.6],
  teapot: [-8, -11, 33, 14.5],
};

/**
 * Wrong scale: an everyday thing as big as a house stands beside the story (a teacup the
 * characters could live in), drawn just behind them, on the side with more room.
 */
export const giantTwist: Twist = {
  id: 'giant',
  variants: giantThings,
  fits: (s, a) =>
    s.id !== 'clouds' &&
    s.id !== 'underwater' &&
    !['climb', 'ride', 'sleep', 'row', 'hide', 'wait', 'open-door'].includes(a),
  clause: (lang, v) => {
    const x = nouns[v as NounId];
    return {
      en: `beside ${enA(x)} as big as a house`,
      ja: `そばには家ほどもある${x.ja}がある`,
      ru: `а рядом стоит ${x.ru.nom} размером с дом`,
      pt: `e ao lado está ${ptA(x.pt)} do tamanho de uma casa`,
      fi: `ja vieressä on talon kokoinen ${x.fi.nom}`,
    }[lang];
  },
  concepts: (v) => ['wrong scale', 'giant', nouns[v as NounId].en, 'Alice in Wonderland', 'small'],
  things: (v) => [nouns[v as NounId].en],
  draw(ctx) {
    const { st, cam, palette: p, rng, variant } = ctx;
    const thing = drawThing(variant as NounId, p, rng);
    const box = nodeBox(group(thing.nodes), [1, 0, 0, 1, 0, 0]);
    if (!box) return {};
    const b = giantExtent[variant as NounId] ?? box;
    const v = view(cam);
    const subjectH = st.box[3] - st.box[1];
    // Bigger than the characters, yet whole on the card: a thing cut by the edge does not read.
    const natural = Math.max(1, b[3] - b[1]);
    const k = Math.min(
      Math.min(subjectH * 1.5, -v.top * 0.78) / natural,
      ((v.right - v.left) * 0.8) / Math.max(1, b[2] - b[0]),
    );
    const w = (b[2] - b[0]) * k;
    const side = v.right - st.box[2] > st.box[0] - v.left ? 1 : -1;
    const wanted = side > 0 ? st.box[2] + w * 0.1 : st.box[0] - w * 0.1;
    const cx = Math.max(v.left + w * 0.5 + 4, Math.min(v.right - w * 0.5 - 4, wanted));
    return {
      behind: [group(thing.nodes, at(cx - ((b[0] + b[2]) / 2) * k, -b[3] * k, k))],
    };
  },
};

export const twists: readonly Twist[] = [
  shadowTwist,
  mirrorTwist,
  sunkenTwist,
  floatingTwist,
  tinyTwist,
  eyesTwist,
  unravelTwist,
  skyWhaleTwist,
  rainUpTwist,
  bottleTwist,
  giantTwist,
];

const byId = new Map(twists.map((t) => [t.id, t]));
export function twistOf(id: string): Twist {
  const t = byId.get(id);
  if (!t) throw new Error(`unknown twist ${id}`);
  return t;
}

/** The clause of the shadow and mirror twists (they name a creature or a person). */
export function creatureClause(
  twist: string,
  variant: string,
  lang: Lang,
  mirrorWho: string,
): string {
  if (twist === 'shadow') {
    const c = creatures[variant] ?? creatures.giant;
    if (c === undefined) throw new Error(`no creature ${variant}`);
    return {
      en: `and the shadow on the wall is ${c.en}`,
      ja: `壁に映る影は${c.ja}の形をしている`,
      ru: `а тень на стене — ${c.ru}`,
      pt: `e a sombra na parede é ${c.pt}`,
      fi: `ja seinälle lankeava varjo on ${c.fi}`,
    }[lang];
  }
  const c = creatures[mirrorWho] ?? creatures.wolf;
  if (c === undefined) throw new Error(`no creature ${mirrorWho}`);
  return {
    en: `and the mirror beside them shows ${c.en}`,
    ja: `そばの鏡には${c.ja}が映っている`,
    ru: `а в зеркале рядом отражается ${c.ru}`,
    pt: `e o espelho ao lado mostra ${c.pt}`,
    fi: `ja vieressä olevassa peilissä näkyy ${c.fi}`,
  }[lang];
}

/** Who the mirror shows, for the words. */
export function mirrorWho(variant: string, who: Who): string {
  if (variant === 'old')
    return who === 'girl' || who === 'woman' || who === 'old-woman' ? 'old-woman' : 'old-man';
  if (variant === 'young') return who.includes('woman') || who === 'girl' ? 'girl' : 'boy';
  return variant;
}
