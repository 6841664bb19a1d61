/**
 * The rooftops' organ: on a roof ridge a character sits at a little organ keyboard, and the row of
 * chimneys beside it, tall to short like organ pipes and joined to the keyboard by a pipe along
 * the ridge, are its pipes: each one puffs its note out in a ball of smoke.
 */
import { at, circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { actorNodes, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { note } from './serenade.ts';
import { mirror, mx } from './water.ts';

/** A brick chimney standing on the ridge at `x`, `h` tall and `w` wide, with its cap and courses. */
function chimney(x: number, h: number, w: number, brick: Color, k: number): Node[] {
  const courses: string[] = [];
  for (let y = -8 * k; y > -h + 6 * k; y -= 7 * k) courses.push(`M${n(x - w / 2)} ${n(y)}h${n(w)}`);
  return [
    fill(rect(x - w / 2, -h, w, h), brick, 'stone'),
    stroke(courses.join(''), darker(brick, 0.22), 0.8 * k, 'detail', 0),
    fill(
      rect(x - w / 2 - 2.5 * k, -h - 5 * k, w + 5 * k, 6 * k, 1 * k),
      darker(brick, 0.25),
      'stone',
    ),
  ];
}

/**
 * Playing the chimneys like an organ: the player on a stool at the keyboard's cabinet, hands on
 * the keys, face turned to the chimneys; a pipe from the cabinet's back runs along the ridge into
 * the foot of each chimney; over each, a puff of smoke with its note in it, the tallest highest.
 */
export const chimneyOrgan: Action = {
  id: 'chimney-organ',
  objects: ['chimneys'],
  // A mouse at the keyboard is a speck beside chimneys as tall as a house's.
  who: whos.filter((w) => w !== 'mouse'),
  feelings: ['mischief', 'resolve', 'longing', 'surprise'],
  settings: ['rooftop'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  ownPlace: true,
  untwisted: true,
  lights: ['sun', 'sky', 'glow'],
  // A silhouette merges the chimneys, the cabinet and the player into one black skyline.
  notLooks: ['silhouette'],
  family: () => 'chimney-organ',
  concepts: [
    'music',
    'organ',
    'chimneys',
    'smoke',
    'rooftops',
    'neighbourhood',
    'hearth',
    'church',
    'hymn',
    'cold night',
  ],
  say: sayFrom(
    {
      chimneys: {
        en: 'plays the chimneys like organ pipes from a keyboard on the roof, and each sends up its note in a puff of smoke',
        ja: '屋根の上の鍵盤で、煙突をパイプオルガンのように弾いている。煙突はどれも煙で音を吹き出している',
        ru: 'играет на печных трубах, как на органе, с клавиатуры на крыше, и каждая выдыхает свою ноту дымом',
        pt: 'toca as chaminés como tubos de órgão num teclado no telhado, e cada uma sopra a sua nota em fumo',
        fi: 'soittaa savupiippuja kuin urkupillejä katolla olevilta koskettimilta, ja jokainen puhaltaa sävelensä savuna',
      },
    },
    'chimneys',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const k = (m.height * s) / 100;
    // The cabinet: a box on the ridge with its keyboard at the seated player's hands.
    const px = -46 * k;
    const cab0 = -28 * k;
    const cab1 = -6 * k;
    // A seated player's hands rest a little over its lap (the stool is low: its shoulders are at 50).
    const keysY = -34 * k;
    const wood = mix(p.wood, '#6a4026', 0.35);
    const fig = posed(ctx, {
      legs: 'sit',
      seat: true,
      lean: 6,
      front: { reach: [(cab0 + 4 * k - px) / s, (keysY - 1 * k) / s], hand: 'open' },
      back: { reach: [(cab0 - 1 * k - px) / s, (keysY - 1 * k) / s], hand: 'open' },
      backArmOver: true,
      turn: 0.6,
      headTilt: ctx.feeling === 'longing' ? 6 : -12,
      gaze: [0.8, -0.6],
    });
    const player: Actor = { fig, x: px, facing: 1, scale: s };
    const cabinet: Node[] = [
      fill(rect(cab0, keysY + 3 * k, cab1 - cab0, -keysY - 3 * k, 1.5 * k), wood, 'wood'),
      // The keys, their black keys, and the music rest standing up behind them.
      fill(rect(cab0 - 3 * k, keysY, cab1 - cab0 + 3 * k, 3.5 * k, 0.8 * k), '#f4efe2', 'wood'),
      fill(
        [0, 1, 3, 4, 5]
          .map((i) => rect(cab0 - 1 * k + i * 3.6 * k, keysY - 1.2 * k, 2 * k, 1.6 * k, 0.3 * k))
          .join(''),
        '#2a2428',
        'detail',
        0,
      ),
      fill(rect(cab1 - 6 * k, keysY - 22 * k, 5 * k, 22 * k, 1 * k), darker(wood, 0.1), 'wood'),
      // Two stops like knobs on the cabinet's front.
      fill(
        `${circle(cab0 + 4 * k, keysY + 10 * k, 1.6 * k)}${circle(cab0 + 10 * k, keysY + 10 * k, 1.6 * k)}`,
        lighter(wood, 0.4),
        'detail',
        0,
      ),
    ];
    // The chimneys, tall to short away from the keyboard, and the pipe that feeds them.
    const brick = mix('#a64c34', p.shade, 0.3);
    const metal = mix('#8a8a90', p.shade, 0.25);
    const heights = [150, 124, 100, 80];
    const xs = [12, 29, 46, 63].map((x) => x * k);
    const w = 14 * k;
    const stacks: Node[] = [];
    xs.forEach((x, i) => stacks.push(...chimney(x, (heights[i] ?? 50) * k, w, brick, k)));
    const pipeY = -7 * k;
    const pipe: Node[] = [
      stroke(`M${n(cab1)} ${n(pipeY)}H${n((xs[3] ?? 0) - w / 2)}`, metal, 4 * k, 'metal'),
      stroke(
        `M${n(cab1)} ${n(pipeY - 1.2 * k)}H${n((xs[3] ?? 0) - w / 2)}`,
        lighter(metal, 0.35),
        1 * k,
        'detail',
        0,
      ),
      ...xs.map((x) =>
        fill(
          rect(x - w / 2 - 1 * k, pipeY - 3.5 * k, w + 2 * k, 7 * k, 1 * k),
          darker(metal, 0.1),
          'metal',
        ),
      ),
    ];
    // Over each chimney a ball of smoke with its note in it, the first ones higher and bigger:
    // the chord just played.
    const smoke = mix('#f2f0ec', p.sky[1], 0.25);
    const ink = mix(ctx.ink, p.paper, 0.1);
    const puffs: Node[] = [];
    const notes: Node[] = [];
    xs.forEach((x, i) => {
      const h = (heights[i] ?? 50) * k;
      // A puff of three balls leaning downwind off the cap, a wisp under it, the note rising out
      // of its top (a note inside a round puff read as an icon on a disc).
      const r = (9 - i * 0.8) * k;
      const c: Point = [x + 5 * k, -h - 9 * k - r];
      const puff =
        `${circle(c[0] - r * 0.7, c[1] + r * 0.25, r * 0.75)}${circle(c[0], c[1], r)}` +
        `${circle(c[0] + r * 0.8, c[1] - r * 0.35, r * 0.7)}${circle(x + 1 * k, -h - 6 * k, r * 0.45)}`;
      puffs.push(fill(puff, smoke, 'sky'));
      notes.push(
        note(c[0] + r * 0.9, c[1] - r * 1.5, (3.6 - i * 0.2) * k, ink, rng.range(-16, 16)),
      );
    });
    // The cabinet in front of the player's knees, the hands over its keys.
    const actors: Node[] = [
      ...pipe,
      ...stacks,
      actorNodes({ ...player, fig: { ...fig, hands: [] } }),
      ...cabinet,
      group(fig.hands, at(px, 0, s)),
    ];
    const topY = -(heights[0] ?? 150) * k - 9 * k - 9 * k * 2 - 24 * k;
    const box: [number, number, number, number] = [px - 22 * k, topY, (xs[3] ?? 63) + 16 * k, 4];
    return staged(facingBox(box, facing), mx([xs[1] ?? 0, -80 * k], facing), {
      actors: mirror(actors, facing),
      before: mirror([...puffs, ...notes], facing),
      contacts: [[px * facing, 22 * k]],
      glows: [],
    });
  },
};
