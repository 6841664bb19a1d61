/**
 * Cinderella at the stroke of midnight: down the palace's grand steps, under its lit windows and
 * the clock on its gable with both hands at twelve, a girl in a ball gown runs, holding up her
 * skirt and looking back; high on the steps behind her, one glass slipper glints where she lost
 * it. The spell about to break, a chance left behind on purpose or not, the hour that ends it.
 */
import { circle, n, poly, rect, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

const gowns = ['#8ab4e0', '#e8a0c0', '#c8b8f0', '#f0e0a0'] as const;

/** The steps, `count` bands from the door's sill at `top` down to the ground at 0. */
function steps(top: number, count: number, k: number, stone: string): Node[] {
  const rise = -top / count;
  const out: Node[] = [];
  for (let i = 0; i < count; i++) {
    const y = top + i * rise;
    out.push(
      fill(rect(-260 * k, y, 520 * k, rise * 0.3), lighter(stone, 0.14), 'floor'),
      fill(
        rect(-260 * k, y + rise * 0.3, 520 * k, rise * 0.7),
        darker(stone, 0.08 + i * 0.012),
        'floor',
      ),
    );
  }
  return out;
}

/**
 * The palace front over the steps: a pale wall, tall arched windows lit gold, the doorway open on
 * the ball's light, and a gable with a clock at midnight.
 */
function palace(p: Palette, k: number, sill: number, rng: Rng): { wall: Node[]; front: Node[] } {
  const night = mix('#141a40', p.sky[0], 0.15);
  const stone = mix('#d8d0c8', p.wall, 0.25);
  const gold = '#ffd27a';
  const wallTop = sill - 120 * k;
  // The night and the palace's wall run off the card; what tells the story (the windows, the
  // door, the gable's clock) is boxed with her, so the shot frames it.
  const wall: Node[] = [
    fill(rect(-400 * k, -600 * k, 800 * k, 800 * k), night, 'sky'),
    fill(rect(-260 * k, wallTop, 520 * k, sill - wallTop), stone, 'wall'),
  ];
  const stars: string[] = [];
  for (let i = 0; i < 9; i++)
    stars.push(circle(rng.range(-180, 180) * k, rng.range(-360, wallTop / k - 50) * k, 1.2 * k));
  wall.push(fill(stars.join(''), '#fff4c8', 'detail', 0));
  const front: Node[] = [
    // The gable and its clock, both hands up at twelve.
    fill(
      poly([
        [-64 * k, wallTop],
        [0, wallTop - 40 * k],
        [64 * k, wallTop],
      ]),
      lighter(stone, 0.08),
      'wall',
    ),
    fill(circle(0, wallTop - 15 * k, 12 * k), '#f6f0e0', 'metal'),
    stroke(circle(0, wallTop - 15 * k, 12 * k), darker(stone, 0.4), 1.6 * k, 'metal'),
    stroke(
      `M0 ${n(wallTop - 15 * k)}V${n(wallTop - 25 * k)}M${n(0.8 * k)} ${n(wallTop - 15 * k)}V${n(wallTop - 23 * k)}`,
      '#2a2430',
      1.4 * k,
      'detail',
      0,
    ),
  ];
  // Tall arched windows either side of the doorway, lit.
  for (const x of [-62, 62]) {
    const wx = x * k;
    front.push(
      fill(
        `M${n(wx - 13 * k)} ${n(sill - 22 * k)}V${n(sill - 78 * k)}A${n(13 * k)} ${n(13 * k)} 0 0 1 ${n(wx + 13 * k)} ${n(sill - 78 * k)}V${n(sill - 22 * k)}Z`,
        gold,
        'glow',
      ),
    );
  }
  // The doorway, open on the ball's light.
  front.push(
    fill(
      `M${n(-24 * k)} ${n(sill)}V${n(sill - 76 * k)}A${n(24 * k)} ${n(24 * k)} 0 0 1 ${n(24 * k)} ${n(sill - 76 * k)}V${n(sill)}Z`,
      '#fff0c0',
      'glow',
    ),
  );
  return { wall, front };
}

/** A glass slipper lying on its side at `at` (its heel), pointing +x, glinting. */
function slipper(at: Point, L: number): Node[] {
  const [x, y] = at;
  const glass = '#cfe8ff';
  const shoe = `M${n(x)} ${n(y)}L${n(x + L * 0.06)} ${n(y - L * 0.34)}Q${n(x + L * 0.2)} ${n(y - L * 0.42)} ${n(x + L * 0.32)} ${n(y - L * 0.28)}Q${n(x + L * 0.6)} ${n(y - L * 0.22)} ${n(x + L)} ${n(y - L * 0.06)}Q${n(x + L * 1.02)} ${n(y + L * 0.02)} ${n(x + L * 0.9)} ${n(y + L * 0.02)}L${n(x + L * 0.22)} ${n(y + L * 0.02)}L${n(x + L * 0.14)} ${n(y + L * 0.22)}L${n(x + L * 0.04)} ${n(y + L * 0.22)}Z`;
  const spark = (cx: number, cy: number, r: number): string =>
    `M${n(cx)} ${n(cy - r)}L${n(cx + r * 0.25)} ${n(cy - r * 0.25)}L${n(cx + r)} ${n(cy)}L${n(cx + r * 0.25)} ${n(cy + r * 0.25)}L${n(cx)} ${n(cy + r)}L${n(cx - r * 0.25)} ${n(cy + r * 0.25)}L${n(cx - r)} ${n(cy)}L${n(cx - r * 0.25)} ${n(cy - r * 0.25)}Z`;
  return [
    fill(shoe, glass, 'glass'),
    stroke(
      `M${n(x + L * 0.1)} ${n(y - L * 0.26)}Q${n(x + L * 0.4)} ${n(y - L * 0.16)} ${n(x + L * 0.85)} ${n(y - L * 0.04)}`,
      '#ffffff',
      L * 0.05,
      'detail',
      0,
    ),
    fill(
      spark(x + L * 0.7, y - L * 0.3, L * 0.22) + spark(x + L * 0.18, y - L * 0.5, L * 0.14),
      '#ffffff',
      'glow',
      0,
    ),
  ];
}

/**
 * Running down the palace steps at midnight, skirt held up, looking back, one glass slipper left
 * glinting on a step behind.
 */
export const midnightSlipper: Action = {
  id: 'midnight-slipper',
  objects: ['slipper'],
  who: ['girl', 'woman'],
  feelings: ['fear', 'longing', 'surprise', 'resolve'],
  settings: ['stairwell'],
  // Looming on the steps in a low shot, or small under the palace in a wide one (medium is full).
  framings: ['low', 'wide'],
  fixedFramings: true,
  // The tale in one picture is the dream; a twist beside it would crowd the steps.
  untwisted: true,
  // The palace steps say where: "… on the stairs in a stairwell" said it twice.
  ownPlace: true,
  // A silhouette keeps the running girl but loses the glass slipper, which is the story.
  notLooks: ['silhouette'],
  lights: ['moon', 'window'],
  family: () => 'midnight-slipper',
  concepts: [
    'Cinderella',
    'midnight',
    'a ball',
    'fleeing',
    'magic',
    'a lost shoe',
    'a second chance',
    'fairy tale',
    'romance',
    'a deadline',
  ],
  say: sayFrom(
    {
      slipper: {
        en: 'runs down the palace steps at the stroke of midnight, one glass slipper left behind on the stairs',
        ja: '真夜中に宮殿の階段を駆け下りていく。階段にはガラスの靴が片方だけ落ちている',
        ru: 'в полночь сбегает по ступеням дворца, и на лестнице остаётся одна хрустальная туфелька',
        pt: 'desce a correr a escadaria do palácio à meia-noite, e um sapatinho de cristal fica esquecido nos degraus',
        fi: 'juoksee keskiyöllä alas palatsin portaita, ja toinen lasikenkä jää portaille',
      },
    },
    'slipper',
  ),
  stage(ctx) {
    const { rng, p, facing, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const gown = rng.pick(gowns);
    const girl = {
      ...ctx,
      who: {
        ...ctx.who,
        look: {
          ...ctx.who.look,
          outfit: 'dress' as const,
          top: gown,
          bottom: gown,
          shoes: '#cfe8ff',
          hat: 'none' as const,
          scarf: undefined,
        },
      },
    };
    const scared = ctx.feeling === 'fear';
    const fig = posed(girl, {
      legs: 'stride',
      lean: 12,
      // One hand holds up the skirt, the other reaches back towards the palace.
      front: { angle: 35, bend: 70, hand: 'fist' },
      back: { angle: -50, bend: 30, hand: 'open' },
      // Running on, her eyes thrown back over her shoulder at the lit door.
      turn: 0.5,
      headTilt: scared ? -8 : 4,
      gaze: [-1, -0.4],
    });
    const actor: Actor = { fig, x: 0, facing: 1, scale: s };
    // The steps run from the door's sill down to her; she is on the last one.
    const count = 8;
    const sill = -86 * k;
    const stone = mix('#c8c0b8', p.wall, 0.3);
    const rise = -sill / count;
    // The slipper on the step below the door, high behind her (she runs towards +x).
    const shoeAt: Point = [-52 * k, sill + rise * 1.3];
    const front = palace(p, k, sill, rng.fork('palace'));
    const nodes: Node[] = [...slipper(shoeAt, 24 * k), actorNodes(actor)];
    const wall = [...front.wall, ...steps(sill, count, k, stone)];
    const top = sill - 170 * k;
    const box: [number, number, number, number] = [-70 * k, top, 50 * k, 4];
    return staged(facingBox(box, facing), mx([-14 * k, -40 * k], facing), {
      wall: mirror(wall, facing),
      behind: mirror(front.front, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [[0, 20 * k]],
      glows: [
        { at: mx([shoeAt[0] + 8 * k, shoeAt[1] - 4 * k], facing), r: 16 * k, color: '#e8f4ff' },
        { at: [0, sill - 40 * k], r: 60 * k, color: '#ffe2a0' },
      ],
      light: { at: [0, sill - 40 * k], kind: 'window', reach: 200 * k },
    });
  },
};
