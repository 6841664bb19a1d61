/**
 * Tucking the moon into bed: at a bedside, a character pulls the blanket up to the chin of the
 * moon (a star, a whale whose tail sticks out past the footboard), asleep on the pillow in a
 * nightcap.
 */
import { circle, ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import * as P from '../../kit/props.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, toActor, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The sleeper's head on the pillow, centred at (x, y), radius r: its shape and sleeping face. */
function sleeper(object: NounId, p: Palette, x: number, y: number, r: number): Node[] {
  const ink = p.ink;
  const shut = (ex: number, ey: number, w: number): Node =>
    stroke(
      `M${n(ex - w)} ${n(ey)}Q${n(ex)} ${n(ey + w * 0.9)} ${n(ex + w)} ${n(ey)}`,
      ink,
      r * 0.09,
      'face',
      0,
    );
  if (object === 'whale') {
    const color = mix(p.water, '#3f6f9a', 0.5);
    return [
      fill(
        `M${n(x - r)} ${n(y + r * 0.6)}C${n(x - r * 1.1)} ${n(y - r * 0.9)} ${n(x + r * 0.2)} ${n(y - r * 1.1)} ${n(x + r * 1.4)} ${n(y - r * 0.6)}L${n(x + r * 1.4)} ${n(y + r * 0.8)}Z`,
        color,
        'detail',
      ),
      shut(x - r * 0.2, y - r * 0.15, r * 0.22),
      stroke(
        `M${n(x - r * 0.85)} ${n(y + r * 0.3)}Q${n(x - r * 0.3)} ${n(y + r * 0.5)} ${n(x + r * 0.2)} ${n(y + r * 0.35)}`,
        ink,
        r * 0.07,
        'face',
        0,
      ),
    ];
  }
  const color = object === 'star' ? lighter(p.light, 0.35) : mix(p.light, '#f4dc8a', 0.55);
  const body = object === 'star' ? P.star(color, r * 1.3).nodes : P.fullMoon(color, r).nodes;
  return [
    group(body, `translate(${n(x)} ${n(y)})`),
    shut(x - r * 0.4, y - r * 0.05, r * 0.2),
    shut(x + r * 0.15, y - r * 0.1, r * 0.2),
    stroke(
      `M${n(x - r * 0.25)} ${n(y + r * 0.35)}q${n(r * 0.15)} ${n(r * 0.12)} ${n(r * 0.3)} 0`,
      ink,
      r * 0.07,
      'face',
      0,
    ),
    fill(circle(x - r * 0.6, y + r * 0.25, r * 0.13), mix(color, '#e86a6a', 0.4), 'cheek', 0),
  ];
}

/**
 * Tucking in the moon, a star or a whale: a bed seen from the side, the sleeper's face on the
 * pillow under a nightcap and the blanket over the rest (the whale's tail out past the
 * footboard); the character stands behind the bed and leans over it, pulling the blanket up to
 * the sleeper's chin with both hands.
 */
export const tuckMoon: Action = {
  id: 'tuck-moon',
  objects: ['moon', 'star', 'whale'],
  feelings: ['calm', 'longing', 'joy', 'sleep', 'wonder', 'mischief'],
  settings: ['bedroom', 'attic', 'train', 'clouds', 'meadow'],
  framings: ['medium', 'low', 'high'],
  fixedFramings: true,
  lights: ['lamp', 'window', 'moon', 'candle'],
  family: (o) => `tuck-moon:${o}`,
  concepts: [
    'tucking in',
    'caring',
    'parenthood',
    'tenderness',
    'night-time',
    'a blanket',
    'keeping warm',
    'rest',
    'a nursery',
  ],

  say: sayFrom(
    {
      moon: {
        en: 'tucks the moon, in its nightcap, into bed',
        ja: 'ナイトキャップをかぶった月をベッドに寝かしつけて、毛布をかけている',
        ru: 'укладывает спать луну в ночном колпаке и подтыкает ей одеяло',
        pt: 'aconchega na cama a lua de barrete de dormir',
        fi: 'peittelee yömyssypäisen kuun sänkyyn',
      },
      star: {
        en: 'tucks a star, in its nightcap, into bed',
        ja: 'ナイトキャップをかぶった星をベッドに寝かしつけて、毛布をかけている',
        ru: 'укладывает спать звезду в ночном колпаке и подтыкает ей одеяло',
        pt: 'aconchega na cama uma estrela de barrete de dormir',
        fi: 'peittelee yömyssypäisen tähden sänkyyn',
      },
      whale: {
        en: 'tucks a whale into a bed too short for its tail',
        ja: 'クジラをベッドに寝かしつけて、毛布をかけている。しっぽはベッドの端からはみ出している',
        ru: 'укладывает спать кита и подтыкает ему одеяло, а хвост торчит за спинкой кровати',
        pt: 'aconchega uma baleia numa cama curta demais para a cauda',
        fi: 'peittelee valaan sänkyyn, joka on sen pyrstölle liian lyhyt',
      },
    },
    'moon',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The bed, head end at x = 0 by the character, foot end to the right.
    const L = 96 * k;
    const top = -30 * k;
    const wood = darker(p.wood, 0.05);
    const sheet = '#f4f0e6';
    const blanket = rng.pick([p.accent, ...p.cloth.slice(0, 2)]);
    const bed: Node[] = [
      fill(rect(0, -50 * k, 5 * k, 50 * k, 1.5 * k), wood, 'wood'),
      fill(rect(L - 4 * k, -40 * k, 5 * k, 40 * k, 1.5 * k), wood, 'wood'),
      fill(rect(2 * k, top, L - 4 * k, 9 * k), sheet, 'cloth'),
      fill(rect(2 * k, top + 9 * k, L - 4 * k, 4 * k), darker(wood, 0.1), 'wood'),
      fill(rect(3 * k, top + 13 * k, 3 * k, -top - 13 * k), darker(wood, 0.2), 'wood', 0),
      fill(rect(L - 7 * k, top + 13 * k, 3 * k, -top - 13 * k), darker(wood, 0.2), 'wood', 0),
      fill(ellipse(19 * k, top - 4 * k, 16 * k, 6 * k), '#fbf8f2', 'cloth'),
    ];
    // The sleeper: its head on the pillow, its body a long lump under the blanket.
    // The sleeper's face big enough to read on a phone: it is the picture.
    const r = (ctx.object === 'whale' ? 17 : 16) * k;
    const head: Point = [21 * k, top - 4 * k - r * 0.75];
    const lump = ctx.object === 'whale' ? 16 * k : 9 * k;
    const cover = `M${n(32 * k)} ${n(top - 2 * k)}Q${n(36 * k)} ${n(top - lump - 3 * k)} ${n(50 * k)} ${n(top - lump)}Q${n(L * 0.75)} ${n(top - lump + 2 * k)} ${n(L - 6 * k)} ${n(top - 4 * k)}L${n(L - 4 * k)} ${n(top + 16 * k)}L${n(30 * k)} ${n(top + 16 * k)}Z`;
    const blanketNodes: Node[] = [
      fill(cover, blanket, 'cloth'),
      fill(rect(30 * k, top - 3 * k, 7 * k, 18 * k, 2 * k), lighter(blanket, 0.35), 'cloth', 0.6),
      stroke(
        `M${n(40 * k)} ${n(top + 4 * k)}h${n(40 * k)}M${n(40 * k)} ${n(top + 10 * k)}h${n(40 * k)}`,
        darker(blanket, 0.2),
        1 * k,
        'detail',
        0,
      ),
    ];
    const extra: Node[] = [];
    if (ctx.object === 'whale') {
      // The tail out past the footboard, flukes up.
      const tx = L + 2 * k;
      const ty = top - 8 * k;
      extra.push(
        fill(
          `M${n(tx - 6 * k)} ${n(ty + 6 * k)}Q${n(tx + 4 * k)} ${n(ty)} ${n(tx + 8 * k)} ${n(ty - 8 * k)}L${n(tx + 1 * k)} ${n(ty - 16 * k)}Q${n(tx + 9 * k)} ${n(ty - 13 * k)} ${n(tx + 11 * k)} ${n(ty - 10 * k)}Q${n(tx + 15 * k)} ${n(ty - 16 * k)} ${n(tx + 22 * k)} ${n(ty - 14 * k)}L${n(tx + 12 * k)} ${n(ty - 5 * k)}Q${n(tx + 8 * k)} ${n(ty + 6 * k)} ${n(tx - 2 * k)} ${n(ty + 12 * k)}Z`,
          mix(p.water, '#3f6f9a', 0.5),
          'detail',
        ),
      );
    } else {
      // A nightcap on its head, its tip flopped over with a bobble.
      const capC = lighter(blanket, 0.2);
      extra.push(
        fill(
          `M${n(head[0] - r * 0.9)} ${n(head[1] - r * 0.45)}Q${n(head[0] - r * 0.2)} ${n(head[1] - r * 2.1)} ${n(head[0] + r * 1.6)} ${n(head[1] - r * 1.2)}Q${n(head[0] + r * 0.6)} ${n(head[1] - r * 1.1)} ${n(head[0] + r * 0.9)} ${n(head[1] - r * 0.5)}Z`,
          capC,
          'cloth',
        ),
        fill(circle(head[0] + r * 1.65, head[1] - r * 1.15, r * 0.25), '#fbf8f2', 'cloth'),
      );
    }
    // The character behind the bed, leaning over it towards the pillow, pulling the blanket up to
    // the chin; the bed hides its legs.
    const x = 68 * k;
    const where = { x, y: 0, facing: -1 as const, scale: s };
    const edge: Point = [33 * k, top - 2 * k];
    const sad = ctx.feeling === 'longing';
    const fig = posed(ctx, {
      legs: 'stand',
      lean: 24,
      front: { reach: toActor(where, edge), hand: 'fist' },
      back: { reach: toActor(where, [edge[0] + 9 * k, edge[1] - 1 * k]), hand: 'fist' },
      turn: 0.75,
      headTilt: sad ? 22 : 14,
      gaze: [1, 0.8],
    });
    const actor: Actor = { fig, ...where };
    const nodes: Node[] = [
      actorNodes(actor),
      ...bed,
      ...sleeper(ctx.object, p, head[0], head[1], r),
      ...extra,
      ...blanketNodes,
    ];
    const headTop = (m.headTop - 4) * s;
    const boxTop = Math.min(headTop, head[1] - r * 2.3, -52 * k) - 4;
    const right = ctx.object === 'whale' ? L + 26 * k : L + 4 * k;
    const box: [number, number, number, number] = [-4 * k, boxTop, Math.max(right, x + 18 * k), 4];
    const glowAt: Point = [head[0], head[1] - r];
    return staged(facingBox(box, facing), mx(head, facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [x * facing, H * 0.2],
        [(L / 2) * facing, L * 0.55],
      ],
      glows: ctx.object === 'whale' ? [] : [{ at: mx(glowAt, facing), r: r * 2.2, color: p.light }],
      closeBox: facingBox([-4 * k, boxTop, x + 14 * k, top + 14 * k], facing),
    });
  },
};
