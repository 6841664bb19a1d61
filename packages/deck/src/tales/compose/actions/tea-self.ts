/**
 * Tea with oneself: a character at a little table, and in the chair across sits the same one,
 * older, younger, exactly the same or its shadow come to sit down. Two faces, one person.
 */
import { circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as P from '../../kit/props.ts';
import { actorNodes, actorPoint, pose, toActor, type Actor, type Character } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Who sits across the table: the same one exactly, older, younger, or a shadow. */
const doubles = ['same', 'older', 'younger', 'shadow'] as const;

/** The double of a character, as the variant draws it. */
function doubleOf(c: Character, kind: string, ink: string): Character {
  const look = c.look;
  switch (kind) {
    case 'older':
      return {
        ...c,
        age: c.age === 'child' ? 'adult' : 'old',
        look: {
          ...look,
          hair: c.species === 'human' ? '#d8d4cc' : mix(look.hair, '#e8e4dc', 0.55),
          skin: c.species === 'human' ? look.skin : mix(look.skin, '#e8e4dc', 0.45),
          glasses: c.species === 'human',
          hairStyle:
            c.species === 'human' && look.hairStyle === 'pigtails' ? 'bun' : look.hairStyle,
        },
      };
    case 'younger':
      return { ...c, age: 'child', scale: c.scale * (c.age === 'child' ? 0.8 : 1) };
    case 'shadow': {
      const dark = mix(ink, '#1a1624', 0.5);
      return {
        ...c,
        look: {
          ...look,
          top: dark,
          bottom: dark,
          shoes: dark,
          hatColor: dark,
          trim: undefined,
          scarf: undefined,
          skin: lighter(dark, 0.06),
          hair: dark,
          glasses: false,
        },
      };
    }
    default:
      return c;
  }
}

/** The double's feeling: the same face as a mirror would show, or the other side of it. */
function doubleFeeling(kind: string, feeling: Feeling): Feeling {
  if (kind === 'same') return feeling;
  if (kind === 'shadow') return 'mischief';
  if (kind === 'younger') return feeling === 'joy' ? 'mischief' : 'joy';
  return feeling === 'calm' ? 'joy' : 'calm';
}

/**
 * Taking tea with oneself: at a small round table with a teapot and two cups, a character and,
 * across from it in the other chair, its double (the same, older, younger, or its own shadow
 * with two pale eyes).
 */
export const teaSelf: Action = {
  id: 'tea-self',
  objects: ['teacup'],
  seconds: () => doubles,
  feelings: ['longing', 'surprise', 'grief', 'calm', 'wonder', 'mischief', 'fear'],
  settings: [
    'kitchen',
    'bedroom',
    'attic',
    'library',
    'train',
    'theatre',
    'meadow',
    'shore',
    'rooftop',
    'snowfield',
    'clouds',
  ],
  framings: ['medium', 'low', 'near'],
  lights: ['lamp', 'candle', 'window', 'moon', 'sun', 'sky'],
  family: (_o, s) => `tea-self:${s ?? 'same'}`,
  concepts: ['tea', 'double', 'self', 'memory', 'conversation', 'mirror', 'loneliness', 'time'],
  say: sayFrom(
    {
      same: {
        en: 'sits at tea across a little table from an exact double',
        ja: '小さなテーブルをはさんで、自分とそっくりな分身とお茶を飲んでいる',
        ru: 'пьёт чай за маленьким столиком напротив своего точного двойника',
        pt: 'toma chá numa mesinha, frente a frente com um sósia perfeito',
        fi: 'juo teetä pienen pöydän ääressä täsmälleen samannäköisen kaksoisolennon kanssa',
      },
      older: {
        en: 'sits at tea across a little table from an older self',
        ja: '小さなテーブルをはさんで、年をとった自分とお茶を飲んでいる',
        ru: 'пьёт чай за маленьким столиком напротив себя в старости',
        pt: 'toma chá numa mesinha, frente a frente com o próprio eu mais velho',
        fi: 'juo teetä pienen pöydän ääressä vanhemman itsensä kanssa',
      },
      younger: {
        en: 'sits at tea across a little table from a younger self',
        ja: '小さなテーブルをはさんで、小さかったころの自分とお茶を飲んでいる',
        ru: 'пьёт чай за маленьким столиком напротив себя в детстве',
        pt: 'toma chá numa mesinha, frente a frente com o próprio eu de criança',
        fi: 'juo teetä pienen pöydän ääressä nuoremman itsensä kanssa',
      },
      shadow: {
        en: 'sits at tea across a little table from a shadow that has sat down too',
        ja: '小さなテーブルをはさんで、向かいの椅子に座った自分の影とお茶を飲んでいる',
        ru: 'пьёт чай за маленьким столиком со своей тенью, которая села напротив',
        pt: 'toma chá numa mesinha com a própria sombra, que se sentou em frente',
        fi: 'juo teetä pienen pöydän ääressä oman varjonsa kanssa, joka on istuutunut vastapäätä',
      },
    },
    'same',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const kind = ctx.second ?? 'same';
    const other = doubleOf(ctx.who, kind, p.ink);
    const so = other.scale;
    const sitting = (c: Character): Point =>
      pose(
        c,
        'calm',
        { legs: 'sit', front: { angle: 0, bend: 0 }, back: { angle: 0, bend: 0 } },
        ctx.ink,
      ).skeleton.hip;
    const tableH = (-sitting(ctx.who)[1] + 12) * s;
    // Sized to the sitter, so two small animals fill the card as two grown-ups do.
    const k = (m.height * s) / 100;
    const half = 18 * k;
    const gap = 42 * k;
    // Each sits on a chair facing the table, a cup in the near hand on the tabletop.
    const seat = (c: Character, feeling: Feeling, x: number, face: 1 | -1, sc: number): Actor => {
      const where = { x, y: 0, facing: face, scale: sc };
      const cup = toActor(where, [x + face * (gap - half + 8), -tableH - 3]);
      const sad = feeling === 'grief' || feeling === 'longing';
      const over = {
        legs: 'sit' as const,
        lean: sad ? 12 : 4,
        front: { reach: cup, hand: 'fist' as const },
        back: sad
          ? { angle: 30, bend: 80, hand: 'mitt' as const }
          : feeling === 'surprise' || feeling === 'fear'
            ? { angle: 70, bend: 110, hand: 'open' as const }
            : { angle: 20, bend: 40 },
        turn: 0.6,
        headTilt: sad ? 14 : 0,
        gaze: [1, sad ? 0.5 : -0.05] as Point,
      };
      const fig = c === ctx.who ? posed(ctx, over) : pose(c, feeling, over, ctx.ink);
      return { fig, ...where };
    };
    const a = seat(ctx.who, ctx.feeling, -gap, 1, s);
    const b = seat(other, doubleFeeling(kind, ctx.feeling), gap, -1, so);
    const wood = p.wood;
    const chairAt = (act: Actor): Node => {
      const hip = actorPoint(act, act.fig.skeleton.hip);
      const back = hip[0] - act.facing * 12 * act.scale;
      const h = -hip[1];
      return group([
        stroke(
          `M${n(back)} 0V${n(-h - 40 * act.scale)}M${n(hip[0] + act.facing * 8 * act.scale)} 0V${n(-h)}`,
          darker(wood, 0.2),
          2.6,
          'wood',
        ),
        fill(
          rect(
            Math.min(back, hip[0] + act.facing * 10 * act.scale) - 1,
            -h - 1,
            24 * act.scale,
            4,
            1,
          ),
          wood,
          'wood',
        ),
      ]);
    };
    // The table: a round top under a cloth, one leg, a teapot and a cup before each.
    const cloth = rng.pick([lighter(p.paper, 0.15), '#f2ece0', mix(p.accent, '#ffffff', 0.7)]);
    const table: Node[] = [
      stroke(`M0 0V${n(-tableH)}M-10 0H10`, darker(wood, 0.25), 3, 'wood'),
      fill(ellipse(0, -tableH, half + 6, 4), cloth, 'cloth'),
      fill(rect(-half - 6, -tableH, (half + 6) * 2, 12, 3), cloth, 'cloth'),
      placed(
        P.teapot({ main: p.accent, ink: p.ink, light: p.light, metal: '#4c464c' }),
        [-12 * k, -tableH - 10 * k],
        k * 0.9,
      ),
    ];
    const cupColors = { main: lighter(p.paper, 0.1), ink: p.ink, light: p.light, metal: '#4c464c' };
    const cups: Node[] = [a, b].map((act) => {
      const hand = actorPoint(act, act.fig.skeleton.hands.front);
      return placed(
        P.teacup(cupColors),
        [hand[0], hand[1] + 1],
        0.8 * act.scale,
        0,
        act.facing < 0,
      );
    });
    // Steam from both cups, and for the shadow two pale eyes in its dark face.
    const steam = [a, b].map((act) => {
      const hand = actorPoint(act, act.fig.skeleton.hands.front);
      return stroke(
        `M${n(hand[0] + act.facing * 8)} ${n(hand[1] - 8)}q-3 -5 0 -10t0 -10`,
        lighter(p.light, 0.3),
        1,
        'detail',
        0,
      );
    });
    const eyes: Node[] = [];
    if (kind === 'shadow') {
      const hc = actorPoint(b, b.fig.skeleton.headCentre);
      const r = b.fig.headR * so;
      for (const dx of [-0.25, 0.3])
        eyes.push(
          fill(circle(hc[0] - r * 0.35 + dx * r, hc[1] - r * 0.05, r * 0.13), '#fff6c8', 'glow', 0),
        );
    }
    const nodes: Node[] = [
      chairAt(a),
      chairAt(b),
      actorNodes(a),
      actorNodes(b),
      ...table,
      ...cups,
      ...steam,
      ...eyes,
    ];
    const headTop = (act: Actor): number =>
      actorPoint(act, [0, act.fig.skeleton.headCentre[1] - act.fig.headR])[1];
    const top = Math.min(headTop(a), headTop(b), -tableH - 40 * k) - 6;
    const box: [number, number, number, number] = [-gap - 24 * k, top, gap + 24 * k, 4];
    const lampAt: Point = [0, -tableH - 14 * k];
    return staged(facingBox(box, facing), mx([0, (top - tableH) / 2], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [-gap * facing, 24 * k],
        [0, 18 * k],
        [gap * facing, 24 * so],
      ],
      glows: [{ at: mx(lampAt, facing), r: 30 * k, color: p.light }],
      closeBox: facingBox([-gap - 20 * k, top, gap + 20 * k, -tableH + 14], facing),
    });
  },
};
