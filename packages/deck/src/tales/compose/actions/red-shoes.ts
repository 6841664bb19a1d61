/**
 * The red shoes: worn out, barefoot, she has sat down at last — and her red shoes dance on without
 * her, one up on its toe, the other leaping, off along the path and away, while she reaches after
 * them. A passion that will not stop, freedom and its price, what we cannot take back.
 */
import { n, type Point } from '../../geom.ts';
import { fill, group, type Node } from '../../ir.ts';
import { darker, lighter } from '../../kit/colors.ts';
import { stance } from '../../kit/poses.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const red = '#d02a2a';

/** A red shoe `L` long, its heel at (0, 0) and toe at +x, turned `deg` about the heel. */
function shoe(at: Point, L: number, deg: number): Node {
  const u = (v: number): string => n(v * L);
  return group(
    [
      // The sole and heel.
      fill(
        `M0 0L${u(0.12)} 0L${u(0.16)} ${u(-0.06)}Q${u(0.6)} ${u(-0.02)} ${u(0.98)} ${u(-0.04)}Q${u(1.04)} ${u(0.02)} ${u(0.96)} ${u(0.04)}Q${u(0.5)} ${u(0.06)} ${u(0.14)} ${u(0.06)}L${u(0.08)} ${u(0.28)}L${u(0)} ${u(0.28)}Z`,
        darker(red, 0.45),
        'cloth',
      ),
      // The upper: a low pump with its opening on top, and a ribbon bow.
      fill(
        `M${u(0.02)} ${u(-0.02)}Q${u(0)} ${u(-0.34)} ${u(0.22)} ${u(-0.36)}Q${u(0.4)} ${u(-0.24)} ${u(0.56)} ${u(-0.22)}Q${u(0.9)} ${u(-0.2)} ${u(0.98)} ${u(-0.04)}Q${u(0.6)} ${u(0)} ${u(0.16)} ${u(-0.02)}Z`,
        red,
        'cloth',
      ),
      fill(
        `M${u(0.2)} ${u(-0.3)}Q${u(0.38)} ${u(-0.2)} ${u(0.56)} ${u(-0.22)}Q${u(0.38)} ${u(-0.3)} ${u(0.2)} ${u(-0.3)}Z`,
        darker(red, 0.5),
        'cloth',
        0,
      ),
      fill(
        `M${u(0.56)} ${u(-0.24)}l${u(0.08)} ${u(-0.1)}l${u(0.02)} ${u(0.1)}l${u(0.08)} ${u(-0.06)}l${u(-0.02)} ${u(0.12)}Z`,
        lighter(red, 0.3),
        'cloth',
        0,
      ),
    ],
    `translate(${n(at[0])} ${n(at[1])}) rotate(${n(deg)})`,
  );
}

/** Sitting barefoot and worn out as one's red shoes dance away on their own. */
export const redShoes: Action = {
  id: 'red-shoes',
  objects: ['shoes'],
  who: ['girl', 'woman', 'old-woman'],
  feelings: ['grief', 'longing', 'surprise', 'fear'],
  settings: ['forest', 'snowfield', 'meadow'],
  framings: ['low', 'wide', 'high'],
  fixedFramings: true,
  // Shoes dancing on their own are the dream; a twist beside them would crowd the path.
  untwisted: true,
  // A silhouette blacks out the red, which is the story.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun', 'sky', 'moon'],
  family: () => 'red-shoes',
  concepts: [
    'the red shoes',
    'Andersen',
    'dancing',
    'obsession',
    'exhaustion',
    'freedom',
    'losing control',
    'passion',
    'fairy tale',
    'letting go',
  ],
  say: sayFrom(
    {
      shoes: {
        en: 'sits barefoot and worn out while her red shoes dance away on their own',
        ja: '疲れ果てて裸足で座りこみ、赤い靴だけがひとりでに踊りながら去っていく',
        ru: 'сидит босиком, выбившись из сил, а красные туфельки сами уплясывают прочь',
        pt: 'está sentada descalça e exausta enquanto os sapatos vermelhos se afastam a dançar sozinhos',
        fi: 'istuu paljain jaloin uupuneena, kun punaiset kengät tanssivat tiehensä omin päin',
      },
    },
    'shoes',
  ),
  stage(ctx) {
    const { facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const barefoot = {
      ...ctx,
      who: { ...ctx.who, look: { ...ctx.who.look, shoes: ctx.who.look.skin } },
    };
    const fig = posed(barefoot, {
      ...stance('sit-floor'),
      // Reaching after the shoes with one hand, leaning back on the other.
      front: { angle: 80, bend: 10, hand: 'open' },
      turn: 0.6,
      headTilt: 6,
      gaze: [1, -0.1],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    // The shoes, off ahead along the path: one up on its toe, one in the air mid-leap.
    // Big enough to read on a phone: the red shoes are the story.
    const L = 24 * k;
    const one: Point = [64 * k, -4 * k];
    const two: Point = [80 * k, -42 * k];
    const nodes: Node[] = [actorNodes(actor), shoe(one, L, -58), shoe(two, L, -20)];
    const top = two[1] - 40 * k;
    const box: [number, number, number, number] = [
      -30 * k,
      Math.min(top, -H * 0.9),
      two[0] + 22 * k,
      4,
    ];
    return staged(facingBox(box, facing), mx([(two[0] + 10 * k) / 2, -24 * k], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 34 * k],
        [one[0] * facing, 8 * k],
      ],
    });
  },
};
