/**
 * Alice in the White Rabbit's house: a rabbit in a waistcoat, pocket watch in paw, backs away in
 * alarm from its own cottage — out of one window hangs a giant arm down to the grass, and at the
 * round attic window a single giant eye looks out. Someone has grown too big for the place they
 * are in; a guest who took over; curiosity and its consequences.
 */
import { circle, ellipse, limb, n, poly, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, mix, skins } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * The cottage, `w` wide with its left wall at `x0`, and the giant inside: an arm out of the
 * ground-floor window hanging down to the grass, an eye at the round attic window.
 */
function cottage(x0: number, w: number, p: Palette, rng: Rng, ink: string): Node[] {
  // Tall and narrow, two storeys: a card stands up.
  const h = w * 1.25;
  const wall = rng.pick(['#efe2c8', '#e8c8a0', '#f0d8c0']);
  const roof = rng.pick(['#b8483a', '#8a3a3a', '#5a6a8a']);
  const skin = rng.pick(skins);
  const sleeve = rng.pick(['#5a8ad0', '#3a6ab0', '#8ab0e0']);
  const cx = x0 + w / 2;
  const out: Node[] = [
    fill(rect(x0 + w * 0.68, -h - w * 0.44, w * 0.1, w * 0.3), darker(wall, 0.35), 'stone'),
    fill(rect(x0, -h, w, h), wall, 'wall'),
    fill(
      poly([
        [x0 - w * 0.08, -h],
        [cx, -h - w * 0.5],
        [x0 + w * 1.08, -h],
      ]),
      roof,
      'wood',
    ),
    // The door, shut.
    fill(rect(x0 + w * 0.16, -h * 0.4, w * 0.2, h * 0.4, w * 0.02), darker(p.wood, 0.1), 'wood'),
    // An upstairs window, dark: the giant fills the house.
    fill(rect(x0 + w * 0.16, -h * 0.86, w * 0.26, h * 0.2), mix('#2a2434', p.wall, 0.2), 'glass'),
  ];
  // The round attic window, and the giant eye filling it.
  const eyeAt: Point = [cx, -h - w * 0.2];
  const er = w * 0.13;
  out.push(
    fill(circle(eyeAt[0], eyeAt[1], er * 1.12), darker(roof, 0.3), 'wood'),
    fill(circle(eyeAt[0], eyeAt[1], er), '#fbf8f2', 'detail'),
    fill(
      circle(eyeAt[0] - er * 0.28, eyeAt[1] + er * 0.05, er * 0.55),
      rng.pick(['#5a8ac0', '#7a5a3a', '#4a8a5a']),
      'detail',
    ),
    fill(circle(eyeAt[0] - er * 0.32, eyeAt[1] + er * 0.05, er * 0.26), ink, 'detail', 0),
    fill(circle(eyeAt[0] - er * 0.42, eyeAt[1] - er * 0.1, er * 0.08), '#ffffff', 'detail', 0),
    // The upper lid's line across the top of the window: a giant peering down.
    fill(
      `M${n(eyeAt[0] - er)} ${n(eyeAt[1] - er * 0.2)}Q${n(eyeAt[0])} ${n(eyeAt[1] - er * 0.62)} ${n(eyeAt[0] + er)} ${n(eyeAt[1] - er * 0.2)}L${n(eyeAt[0] + er)} ${n(eyeAt[1] - er)}L${n(eyeAt[0] - er)} ${n(eyeAt[1] - er)}Z`,
      skin,
      'skin',
    ),
  );
  // The ground-floor window the arm comes out of: its frame, the sleeve's cuff in it, then the
  // arm down the wall to a hand spread on the grass.
  // On the far side from the rabbit, so the arm hangs clear of it.
  const wx = x0 + w * 0.56;
  const wy = -h * 0.46;
  const ww = w * 0.3;
  const wh = h * 0.22;
  const armW = w * 0.11;
  const elbow: Point = [wx + ww + w * 0.1, wy + wh * 0.9];
  const wrist: Point = [wx + ww + w * 0.22, -armW * 0.8];
  out.push(
    fill(
      rect(wx - w * 0.02, wy - w * 0.02, ww + w * 0.04, wh + w * 0.04),
      darker(wall, 0.35),
      'wood',
    ),
    fill(rect(wx, wy, ww, wh), mix('#2a2434', sleeve, 0.2), 'glass'),
    fill(rect(wx + ww * 0.3, wy + wh * 0.2, ww * 0.7, wh * 0.7), sleeve, 'cloth'),
    // A filled limb, not a pen stroke: the ink look draws every stroke as a black line.
    fill(limb([wx + ww * 0.8, wy + wh * 0.55], elbow, wrist, armW, armW * 0.85), skin, 'skin'),
  );
  // The hand, palm down on the grass, fingers spread.
  const hand: Node[] = [
    fill(ellipse(wrist[0], wrist[1] + armW * 0.2, armW * 0.8, armW * 0.55), skin, 'skin'),
  ];
  for (let i = 0; i < 4; i++) {
    const a = Math.PI * (0.02 + i * 0.14);
    hand.push(
      fill(
        ellipse(
          wrist[0] + Math.cos(a) * armW * 1.1,
          wrist[1] + armW * 0.45,
          armW * 0.2,
          armW * 0.14,
        ),
        skin,
        'skin',
      ),
    );
  }
  out.push(...hand);
  out.push(stroke(`M${n(x0)} 0H${n(x0 + w)}`, darker(wall, 0.3), w * 0.012, 'detail', 0));
  return out;
}

/** A pocket watch on its chain held up at `at`. */
function watch(at: Point, r: number): Node[] {
  return [
    stroke(
      `M${n(at[0])} ${n(at[1] + r)}q${n(r * 0.6)} ${n(r * 1.4)} ${n(r * 1.8)} ${n(r * 1.2)}`,
      '#c9a24a',
      r * 0.18,
      'metal',
      0,
    ),
    fill(circle(at[0], at[1], r), '#e0b84a', 'metal'),
    fill(circle(at[0], at[1], r * 0.78), '#fbf6e8', 'metal', 0),
    stroke(
      `M${n(at[0])} ${n(at[1])}V${n(at[1] - r * 0.6)}M${n(at[0])} ${n(at[1])}H${n(at[0] + r * 0.45)}`,
      '#2a2430',
      r * 0.12,
      'detail',
      0,
    ),
  ];
}

/**
 * Backing away in alarm from one's own cottage, a giant arm hanging out of its window and a giant
 * eye at the attic window.
 */
export const giantGuest: Action = {
  id: 'giant-guest',
  objects: ['house'],
  who: ['rabbit'],
  feelings: ['fear', 'surprise', 'resolve'],
  settings: ['meadow', 'forest'],
  framings: ['low', 'wide', 'high'],
  fixedFramings: true,
  // The giant in the cottage is the dream; a twist beside it would crowd the garden.
  untwisted: true,
  // Its sentence says where: "… peers from the attic in a meadow".
  ownPlace: true,
  // A silhouette hides the arm and the eye in the house's black shape.
  notLooks: ['silhouette', 'woodcut'],
  lights: ['sun', 'sky'],
  family: () => 'giant-guest',
  concepts: [
    'Alice in Wonderland',
    'the white rabbit',
    'growing too big',
    'a guest',
    'curiosity',
    'chaos',
    'panic',
    'being late',
    'dream',
    'scale',
  ],
  say: sayFrom(
    {
      house: {
        en: 'backs away in alarm from its own cottage: a giant arm hangs out of the window and a giant eye peers from the attic',
        ja: '自分の家から慌てて後ずさりする。窓からは巨大な腕が垂れ下がり、屋根裏の窓からは巨大な目がのぞいている',
        ru: 'в ужасе пятится от своего домика: из окна свисает огромная рука, а из чердачного окошка смотрит огромный глаз',
        pt: 'recua alarmado diante da sua casinha: de uma janela pende um braço gigante e da janela do sótão espreita um olho gigante',
        fi: 'perääntyy kauhuissaan mökkinsä edessä: ikkunasta roikkuu jättimäinen käsivarsi ja ullakon ikkunasta tuijottaa jättimäinen silmä',
      },
    },
    'house',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    // The rabbit in a waistcoat, leaning back from the house, the watch held up.
    const rabbit = {
      ...ctx,
      who: { ...ctx.who, look: { ...ctx.who.look, top: '#c8302a', trim: '#f0d080' } },
    };
    const fig = posed(rabbit, {
      legs: 'stride',
      lean: -12,
      front: { reach: [14, -m.height * 0.68], hand: 'mitt' },
      back: { angle: -60, bend: 20, hand: 'open' },
      turn: 0.5,
      headTilt: -8,
      gaze: [1, -0.5],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    const hand = [fig.skeleton.hands.front[0] * s, fig.skeleton.hands.front[1] * s] as const;
    const w = 92 * k;
    const x0 = 14 * k;
    const house = cottage(x0, w, p, rng.fork('house'), p.ink);
    const nodes: Node[] = [
      ...house,
      actorNodes(actor),
      ...watch([hand[0] + 3 * k, hand[1] - 4 * k], 4 * k),
    ];
    const top = -w * 1.25 - w * 0.5 - 8 * k;
    const box: [number, number, number, number] = [-22 * k, top, x0 + w + 24 * k, 4];
    return staged(facingBox(box, facing), mx([x0 + w * 0.3, -w * 0.5], facing), {
      actors: mirror(nodes, facing),
      contacts: [
        [0, 20 * k],
        [(x0 + w / 2) * facing, w * 0.6],
      ],
    });
  },
};
