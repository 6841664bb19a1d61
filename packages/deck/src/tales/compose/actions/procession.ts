/**
 * Carried home together: four of a kind walk in single file, arms up, bearing one huge thing over
 * their heads, like ants with a crumb: a giant key, a fish longer than the line, an egg.
 */
import { n, type Point } from '../../geom.ts';
import { group, stroke, type Node } from '../../ir.ts';
import { lighter } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import * as P from '../../kit/props.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import type { Palette } from '../../palette.ts';
import { cast, pose, toActor, type Actor } from '../cast.ts';
import { actorNodes } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { NounId } from '../nouns.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** The burden and how wide it is drawn against the line of bearers. */
function burden(object: NounId, p: Palette): { prop: P.Prop; width: number } {
  switch (object) {
    case 'key':
      return {
        prop: P.key({ main: '#d4a843', ink: p.ink, light: p.light, metal: '#4c464c' }),
        width: 1.0,
      };
    case 'fish':
      return { prop: P.fish(p.accent, p.ink, 40), width: 1.0 };
    default:
      return { prop: P.egg(lighter(p.paper, 0.25), 30), width: 0.7 };
  }
}

/**
 * Four of a kind in single file, walking, arms raised, carrying one huge thing over their heads:
 * a key longer than the line, a fish or an egg; the character leads at the front.
 */
export const procession: Action = {
  id: 'procession',
  objects: ['key', 'fish', 'egg'],
  who: ['mouse', 'frog', 'rabbit', 'cat', 'owl', 'fox', 'bear', 'wolf'],
  feelings: ['resolve', 'joy', 'mischief', 'calm', 'wonder'],
  settings: ['meadow', 'forest', 'street', 'snowfield', 'desert', 'shore', 'rooftop', 'icefield'],
  framings: ['medium', 'low', 'high'],
  // A line of four is wide: near shots cut its heads, wide ones its ends.
  fixedFramings: true,
  // A woodcut cuts the carried thing and the crowd of raised arms under it into black blobs.
  notLooks: ['woodcut'],
  lights: ['sun', 'sky', 'moon'],
  family: (o) => `procession:${o}`,
  concepts: [
    'teamwork',
    'carrying',
    'together',
    'procession',
    'a heavy load',
    'single file',
    'bringing it home',
    'marching',
  ],
  say: sayFrom(
    {
      key: {
        en: 'leads a line of its kind carrying a giant key over their heads',
        ja: '仲間たちと一列になって、巨大な鍵を頭の上にかついで運んでいる。先頭を歩いている',
        ru: 'идёт первым в цепочке сородичей, которые несут над головами огромный ключ',
        pt: 'vai à frente de uma fila dos seus, que levam uma chave gigante por cima da cabeça',
        fi: 'kulkee lajitovereidensa jonon kärjessä, ja yhdessä he kantavat jättimäistä avainta päidensä yllä',
      },
      fish: {
        en: 'leads a line of its kind carrying a giant fish over their heads',
        ja: '仲間たちと一列になって、巨大な魚を頭の上にかついで運んでいる。先頭を歩いている',
        ru: 'идёт первым в цепочке сородичей, которые несут над головами огромную рыбу',
        pt: 'vai à frente de uma fila dos seus, que levam um peixe gigante por cima da cabeça',
        fi: 'kulkee lajitovereidensa jonon kärjessä, ja yhdessä he kantavat jättimäistä kalaa päidensä yllä',
      },
      egg: {
        en: 'leads a line of its kind carrying a giant egg over their heads',
        ja: '仲間たちと一列になって、巨大な卵を頭の上にかついで運んでいる。先頭を歩いている',
        ru: 'идёт первым в цепочке сородичей, которые несут над головами огромное яйцо',
        pt: 'vai à frente de uma fila dos seus, que levam um ovo gigante por cima da cabeça',
        fi: 'kulkee lajitovereidensa jonon kärjessä, ja yhdessä he kantavat jättimäistä munaa päidensä yllä',
      },
    },
    'key',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const count = 4;
    const gap = 31 * k;
    // The bearers' hands meet the burden's underside a little below full stretch.
    const carryY = m.reachTop * s + 4 * k;
    const bearers: Actor[] = [];
    for (let i = 0; i < count; i++) {
      const x = -i * gap;
      const where = { x, y: 0, facing: 1 as const, scale: s };
      const over = {
        legs: i % 2 === 0 ? ('walk' as const) : ('stride' as const),
        lean: 6,
        front: { reach: toActor(where, [x + 11 * k, carryY]), hand: 'open' as const },
        back: { reach: toActor(where, [x - 3 * k, carryY]), hand: 'open' as const },
        turn: i === 0 ? 0.6 : 0.85,
        headTilt: -4,
        gaze: [1, 0] as Point,
      };
      const fig =
        i === 0
          ? posed(ctx, over)
          : pose(
              cast(ctx.who.who, rng.fork(`bearer${String(i)}`), p),
              rng.pick(['resolve', 'calm', 'joy', 'fear'] as const satisfies readonly Feeling[]),
              over,
              ctx.ink,
            );
      bearers.push({ fig, ...where });
    }
    // The burden, scaled to the line and resting on the raised hands.
    const span = (count - 1) * gap + 20 * k;
    const { prop, width } = burden(ctx.object, p);
    const pb = nodeBox(group(prop.nodes), identity) ?? [-10, -10, 10, 10];
    const scale = (span * width) / (pb[2] - pb[0]);
    const mid = -((count - 1) * gap) / 2;
    const at: Point = [mid - ((pb[0] + pb[2]) / 2) * scale, carryY - pb[3] * scale];
    const thing = placed(prop, at, scale);
    // Dust behind the last bearer's heels.
    const lastX = -(count - 1) * gap;
    const dust = stroke(
      `M${n(lastX - 14 * k)} -2q-3 -3 -7 -2M${n(lastX - 16 * k)} -7q-3 -3 -6 -2`,
      lighter(p.ink, 0.4),
      1,
      'detail',
      0,
    );
    const nodes: Node[] = [
      dust,
      ...bearers.map((b) => actorNodes({ ...b, fig: { ...b.fig, hands: [] } })),
      thing,
      ...bearers.map((b) => group(b.fig.hands, `translate(${n(b.x)} 0) scale(${n(s)})`)),
    ];
    const top = carryY - (pb[3] - pb[1]) * scale - 6;
    const headTop = (m.headTop - 4) * s;
    const box: [number, number, number, number] = [
      Math.min(lastX - 24 * k, at[0] + pb[0] * scale - 4),
      Math.min(top, headTop),
      Math.max(24 * k, at[0] + pb[2] * scale + 4),
      4,
    ];
    const focus: Point = [0, (carryY + top) / 2];
    return staged(facingBox(box, facing), mx(focus, facing), {
      actors: mirror(nodes, facing),
      contacts: bearers.map((b) => [b.x * facing, H * 0.2] as const),
      glows: [],
      closeBox: facingBox([box[0], box[1], box[2], carryY + 40 * k], facing),
    });
  },
};
