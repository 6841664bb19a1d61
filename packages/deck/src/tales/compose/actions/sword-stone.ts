/**
 * The sword in the stone, drawn by the one nobody expected: a child, an old woman, a rabbit or a
 * frog stands on the boulder holding the sword up high, just pulled out, the light on its blade,
 * and a knight in full armour kneels at the foot of the stone, looking up. The chosen one, the
 * underdog, a crown nobody wanted, don't judge by size.
 */
import { circle, ellipse, n, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { sword } from '../../kit/curios.ts';
import { identity, nodeBox } from '../../looks/bounds.ts';
import { actorNodes, cast, pose, whos, type Actor } from '../cast.ts';
import { placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { grownUp } from './grown-up.ts';

/** Steel for the knight's armour. */
const steel = '#a9b1ba';

/** A grey boulder `w` wide and `h` high, its top's middle at (0, -h), with the slot in its top. */
function boulder(w: number, h: number, stone: Color): Node[] {
  const dark = darker(stone, 0.28);
  return [
    fill(
      `M${n(-w / 2)} 2Q${n(-w / 2 - 4)} ${n(-h * 0.6)} ${n(-w * 0.26)} ${n(-h * 0.96)}Q${n(0)} ${n(-h * 1.06)} ${n(w * 0.3)} ${n(-h * 0.94)}Q${n(w / 2 + 3)} ${n(-h * 0.55)} ${n(w / 2)} 2Z`,
      stone,
      'stone',
    ),
    // A shadowed lower side, cracks and moss.
    fill(
      `M${n(w * 0.1)} 2Q${n(w * 0.42)} ${n(-h * 0.3)} ${n(w * 0.36)} ${n(-h * 0.82)}Q${n(w / 2 + 3)} ${n(-h * 0.55)} ${n(w / 2)} 2Z`,
      dark,
      'stone',
      0,
    ),
    stroke(
      `M${n(-w * 0.3)} ${n(-h * 0.5)}l6 4l-2 7M${n(w * 0.05)} ${n(-h * 0.35)}l-5 6`,
      darker(stone, 0.45),
      0.9,
      'detail',
      0,
    ),
    fill(
      `M${n(-w * 0.44)} ${n(-h * 0.62)}Q${n(-w * 0.3)} ${n(-h * 1.02)} ${n(-w * 0.06)} ${n(-h * 0.98)}Q${n(-w * 0.22)} ${n(-h * 0.86)} ${n(-w * 0.44)} ${n(-h * 0.62)}Z`,
      mix('#6f8a4a', stone, 0.25),
      'plant',
      0,
    ),
    // The slot the blade came out of.
    fill(ellipse(w * 0.06, -h * 0.99, 3.4, 1), darker(stone, 0.6), 'detail', 0),
  ];
}

/**
 * Pulling the sword from the stone: standing on top of the boulder with the sword held up high
 * in one fist, the other arm flung out, a gleam at the blade's tip; below, a knight in armour on
 * one knee at the stone's foot, looking up at it.
 */
export const swordStone: Action = {
  id: 'sword-stone',
  objects: ['sword'],
  // The one nobody expected: a grown man is the knight's own kind, a wolf or a bear its match;
  // an owl has no fist for the hilt; a mouse's scene is narrower than a shot may frame (120),
  // so it came out small on the card.
  who: whos.filter((w) => !['man', 'wolf', 'bear', 'owl', 'mouse'].includes(w)),
  feelings: ['surprise', 'mischief', 'resolve', 'fear'],
  settings: ['forest', 'meadow', 'snowfield'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['sun', 'sky', 'moon'],
  family: () => 'sword-stone',
  concepts: [
    'the sword in the stone',
    'Arthurian legend',
    'an unlikely hero',
    'fate',
    'a knight',
    'homage',
    'a trial',
    'a throne',
    'a crown',
    'a legend',
  ],
  say: sayFrom(
    {
      sword: {
        en: 'pulls the sword from the stone and holds it high, while a knight in armour kneels at the foot of the stone',
        ja: '石から剣を引き抜いて高く掲げ、石の足もとでは鎧の騎士がひざまずいている',
        ru: 'вынимает меч из камня и поднимает его высоко, а у подножия камня преклонил колено рыцарь в доспехах',
        pt: 'tira a espada da pedra e ergue-a bem alto, enquanto um cavaleiro de armadura se ajoelha ao pé da pedra',
        fi: 'vetää miekan kivestä ja nostaa sen korkealle, ja kiven juurella polvistuu haarniskoitu ritari',
      },
    },
    'sword',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    // Drawn at a grown-up's size (the one on the stone 100 tall) and scaled by k at the end, so a
    // child or a rabbit is as big on the card as a woman; the knight kneels a head taller.
    const g = grownUp(m, s, facing);
    const { k, rs } = g;
    const sw = 70;
    const sh = 38;
    const stone = mix('#9a968e', p.far, 0.25);
    // On top of the stone, the sword up in the front fist, the other arm out.
    const up = ctx.feeling === 'fear';
    const fig = posed(ctx, {
      legs: [
        [10, 2],
        [-12, 4],
      ],
      lean: up ? -6 : -2,
      front: { angle: 138, bend: 4, hand: 'fist' },
      back: { angle: up ? 150 : 70, bend: up ? 30 : 20, hand: 'open' },
      turn: 0.45,
      headTilt: -16,
      gaze: [0.4, -1],
    });
    const hand = fig.skeleton.hands.front;
    // The blade up and a little forward from the fist held out ahead of the face.
    const tilt = 14;
    const blade = placed(sword(), [hand[0], hand[1] + 1], 1.25, tilt);
    const holder: Actor = { fig, x: -2, y: -sh * 0.98, facing: 1, scale: rs, held: [blade] };
    // The gleam at the blade's tip.
    const tipLocal: Point = [
      hand[0] + Math.sin((tilt * Math.PI) / 180) * 56,
      hand[1] + 1 - Math.cos((tilt * Math.PI) / 180) * 56,
    ];
    const tip: Point = [holder.x + tipLocal[0] * rs, (holder.y ?? 0) + tipLocal[1] * rs];
    const gleam: Node[] = [
      stroke(
        `M${n(tip[0] - 7)} ${n(tip[1])}H${n(tip[0] + 7)}M${n(tip[0])} ${n(tip[1] - 7)}V${n(tip[1] + 7)}`,
        lighter(p.light, 0.5),
        1.4,
        'glow',
        0,
      ),
      fill(circle(tip[0], tip[1], 2), '#fffbe8', 'glow', 0),
    ];
    // The knight: a grown man in steel at his own size, on one knee at the stone's foot, facing
    // it, head lifted to the sword.
    const man = cast('man', rng.fork('knight'), p);
    const knightC = {
      ...man,
      look: {
        ...man.look,
        hat: 'helmet' as const,
        hatColor: rng.pick(p.cloth.length > 0 ? p.cloth : [p.accent]),
        top: steel,
        bottom: darker(steel, 0.18),
        outfit: 'tunic' as const,
        trim: p.accent,
        scarf: undefined,
        beard: rng.chance(0.5),
        glasses: false,
      },
    };
    const knightFig = pose(
      knightC,
      'surprise',
      {
        legs: 'kneel',
        lean: 8,
        front: { angle: 40, bend: 70, hand: 'fist' },
        back: { angle: 60, bend: 80, hand: 'open' },
        turn: 0.55,
        headTilt: -20,
        gaze: [0.5, -1],
      },
      ctx.ink,
    );
    const knightX = sw / 2 + 36;
    const knight: Actor = { fig: knightFig, x: knightX, facing: -1, scale: 1.1 };
    const nodes: Node[] = [
      ...boulder(sw, sh, stone),
      actorNodes(holder),
      actorNodes(knight),
      ...gleam,
    ];
    const drawn = nodeBox(group(nodes), identity) ?? [-40, -170, 70, 0];
    const tipAt = g.at(tip);
    return staged(g.box(drawn, 4), tipAt, {
      actors: g.sized(nodes),
      contacts: [
        [0, sw * 0.9 * k],
        [knightX * k * facing, 30 * k],
      ],
      glows: [{ at: tipAt, r: 20 * k, color: lighter(p.light, 0.3) }],
    });
  },
};
