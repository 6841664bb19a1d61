/**
 * A cliffhanger on a bookcase: the character, as small as a thumb, hangs from the ribbon of a
 * bookmark that runs down from a book on the shelf above, in front of the spines of books twice
 * its height; below, a cat's great head has risen to the bottom of the card, eyes on the dangling
 * feet and one paw already lifted. Escaping the story, a dare, a rescue gone wrong?
 */
import { limb, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { animalHead } from '../../kit/animals.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import type { Feeling } from '../../kit/face.ts';
import type { Rng } from '../../../random.ts';
import type { Palette } from '../../palette.ts';
import { actorNodes, actorPoint, whos, type Actor } from '../cast.ts';
import { facingBox, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/** Cats' coats: ginger, grey, black, cream. */
const furs = ['#d9823b', '#8d8f96', '#2f2b30', '#e8d7b4'] as const;

/**
 * One row of book spines standing on a shelf at `base`, from x0 to x1, up to `tall` high (each
 * 78–97 % of it): a coloured spine, two gilt bands and a label, each book a little apart.
 */
function spines(
  rng: Rng,
  p: Palette,
  x0: number,
  x1: number,
  base: number,
  tall: number,
  k: number,
): Node[] {
  const colors = [
    mix(p.accent, '#3a2a24', 0.35),
    mix(p.cloth[0] ?? p.wood, '#3a2a24', 0.3),
    mix(p.cloth[1] ?? p.wood, '#3a2a24', 0.3),
    mix('#2f4f6a', p.wall, 0.25),
    mix('#6a2f32', p.wall, 0.25),
    mix('#3f5a38', p.wall, 0.25),
  ];
  const gilt = '#d8b25a';
  const nodes: Node[] = [];
  let x = x0;
  while (x < x1) {
    const w = rng.range(30, 46) * k;
    const h = tall * rng.range(0.78, 0.97);
    const c = rng.pick(colors);
    const top = base - h;
    nodes.push(
      fill(rect(x, top, w - 1.2 * k, h, 1.5 * k), c, 'paper'),
      stroke(
        `M${n(x + 1 * k)} ${n(top + h * 0.1)}H${n(x + w - 2.2 * k)}M${n(x + 1 * k)} ${n(base - h * 0.1)}H${n(x + w - 2.2 * k)}`,
        gilt,
        1.6 * k,
        'detail',
        0,
      ),
      fill(
        rect(x + w * 0.2, top + h * 0.22, w * 0.55, h * 0.14, 0.8 * k),
        lighter(c, 0.3),
        'paper',
        0,
      ),
      // The spine's rounded edge catching the light.
      stroke(
        `M${n(x + w * 0.25)} ${n(top + h * 0.4)}V${n(base - h * 0.16)}`,
        lighter(c, 0.18),
        2 * k,
        'detail',
        0,
      ),
    );
    x += w;
  }
  return nodes;
}

/** A shelf's plank, its front edge lit, from x0 to x1 with its top at y. */
function plank(p: Palette, x0: number, x1: number, y: number, t: number, k: number): Node[] {
  const wood = mix(p.wood, '#7a4f2e', 0.35);
  return [
    fill(rect(x0, y, x1 - x0, t), wood, 'wood'),
    stroke(`M${n(x0)} ${n(y + 0.8 * k)}H${n(x1)}`, lighter(wood, 0.3), 1.4 * k, 'detail', 0),
    stroke(`M${n(x0)} ${n(y + t)}H${n(x1)}`, darker(wood, 0.45), 1.6 * k, 'detail', 0),
  ];
}

/** How the cat below looks at the one on the ribbon, by how that one takes it. */
function catFeeling(climber: Feeling): Feeling {
  return climber === 'mischief' ? 'surprise' : 'mischief';
}

/**
 * The ribbon hangs straight from the shelf's edge at x = 0 down past the character's fists to a
 * forked tail below its feet; the character hangs from it with both fists over its head, its
 * body turned a little to us; the cat's head rises at the card's bottom on the far side, a paw up
 * towards the feet.
 */
export const bookmarkAbseil: Action = {
  id: 'bookmark-abseil',
  objects: ['book'],
  // The cat waits below: the one on the ribbon is anyone else.
  who: whos.filter((w) => w !== 'cat'),
  seconds: () => ['cat'],
  feelings: ['fear', 'resolve', 'mischief', 'surprise'],
  settings: ['library', 'bedroom', 'attic'],
  framings: ['medium', 'low'],
  fixedFramings: true,
  untwisted: true,
  lights: ['lamp', 'candle', 'window'],
  notLooks: ['silhouette'],
  family: (o) => `bookmark-abseil:${o}`,
  concepts: [
    'cliffhanger',
    'escape',
    'bookmark',
    'smallness',
    'danger below',
    'cat and mouse',
    'daring',
    'bookshelf',
    'Thumbelina',
  ],
  say: sayFrom(
    {
      book: {
        en: 'climbs down a bookmark’s ribbon from a shelf of giant books, a cat waiting below',
        ja: '巨大な本が並ぶ棚から、しおりのリボンを伝って降りていく。下では猫が待ち構えている',
        ru: 'спускается по ленточке закладки с полки великанских книг, а внизу поджидает кот',
        pt: 'desce pela fitinha de um marcador de uma estante de livros gigantes, com um gato à espera lá embaixo',
        fi: 'laskeutuu kirjanmerkin nauhaa pitkin jättimäisten kirjojen hyllyltä, ja alhaalla vaanii kissa',
      },
    },
    'book',
  ),
  stage(ctx) {
    const { p, facing, m, s, rng } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const shelfY = -190 * k;
    const t = 9 * k;
    // The character: both fists on the ribbon over its head, hanging.
    const grip: Point = [-10, m.reachTop + 2];
    const kicking = ctx.feeling === 'fear' || ctx.feeling === 'surprise';
    const fig = posed(ctx, {
      legs: kicking
        ? [
            [26, 55],
            [-12, 70],
          ]
        : [
            [40, 70],
            [30, 62],
          ],
      lean: kicking ? -4 : 3,
      front: { reach: grip, hand: 'fist' },
      back: { reach: [grip[0] - 1, grip[1] + 6], hand: 'fist' },
      backArmOver: true,
      turn: 0.3,
      headTilt: ctx.feeling === 'resolve' ? 4 : 14,
      gaze: ctx.feeling === 'resolve' ? [0.6, 0.4] : [0.4, 1],
    });
    const fists = fig.skeleton.hands.front;
    const handsAt: Point = [0, -166 * k];
    const actor: Actor = {
      fig,
      x: handsAt[0] - fists[0] * s,
      y: handsAt[1] - fists[1] * s,
      facing: 1,
      scale: s,
    };
    const feet = fig.skeleton.ankles;
    // The lower foot: the one the cat reaches for.
    const ankle = actorPoint(actor, feet.front[1] >= feet.back[1] ? feet.front : feet.back);
    const head = actorPoint(actor, fig.skeleton.headCentre);
    // The ribbon: over the shelf's edge, straight down, a forked tail under the feet.
    const ribbon = mix(p.accent, '#c0302a', 0.4);
    const rw = 6 * k;
    const tailY = ankle[1] + 26 * k;
    const ribbonNodes: Node[] = [
      fill(
        `M${n(-rw / 2)} ${n(shelfY - 7 * k)}H${n(rw / 2)}V${n(tailY)}L${n(0)} ${n(tailY - 3.5 * k)}L${n(-rw / 2)} ${n(tailY)}Z`,
        ribbon,
        'cloth',
      ),
      stroke(
        `M${n(-rw * 0.15)} ${n(shelfY - 6 * k)}V${n(tailY - 5 * k)}`,
        lighter(ribbon, 0.3),
        0.9 * k,
        'detail',
        0,
      ),
    ];
    // The book the ribbon comes out of, lying flat on the shelf's edge, its pages towards us.
    const bookC = mix(p.accent, '#2a1c16', 0.15);
    const bw = 64 * k;
    const bh = 19 * k;
    const bx = -bw * 0.42;
    const cover = 2.4 * k;
    const leaves: string[] = [];
    for (let i = 1; i < 5; i++) {
      const ly = shelfY - cover - ((bh - 2 * cover) * i) / 5;
      leaves.push(`M${n(bx + 2 * k)} ${n(ly)}H${n(bx + bw - 1 * k)}`);
    }
    const source: Node[] = [
      fill(rect(bx - 1 * k, shelfY - bh, bw + 2 * k, bh, 2.5 * k), bookC, 'paper'),
      fill(rect(bx + 1 * k, shelfY - bh + cover, bw, bh - 2 * cover), '#f1e6cc', 'paper'),
      stroke(leaves.join(''), '#cdbb95', 0.7 * k, 'detail', 0),
    ];
    // The cat's head rising at the bottom, on the side the character faces.
    const catR = 34 * k;
    const cat: Point = [45 * k, -28 * k];
    const catFeel = catFeeling(ctx.feeling);
    const fur = rng.pick(furs);
    const gaze: Point = [-0.55, -0.85];
    const catHead = animalHead('cat', {
      r: catR,
      fur,
      feeling: catFeel,
      turn: 0,
      gaze,
      ink: ctx.ink,
      hat: 'none',
      hatColor: fur,
    });
    // One paw lifted towards the feet, its foreleg coming up from under the card's edge.
    const paw: Point = [Math.min(ankle[0] + 2 * k, cat[0] - catR - 4 * k), ankle[1] + 28 * k];
    const shoulder: Point = [cat[0] - catR * 0.55, cat[1] + catR * 0.85];
    const elbow: Point = [paw[0] - 5 * k, (shoulder[1] + paw[1]) / 2 + 6 * k];
    const leg: Node = fill(
      limb(shoulder, elbow, [paw[0], paw[1] + 3 * k], 14 * k, 11 * k),
      fur,
      'skin',
    );
    const pawNodes: Node[] = [
      leg,
      fill(oval(paw[0], paw[1], 10 * k, 8 * k), fur, 'skin'),
      stroke(
        `M${n(paw[0] - 4 * k)} ${n(paw[1] - 7 * k)}V${n(paw[1] - 2 * k)}M${n(paw[0] + 1 * k)} ${n(paw[1] - 8 * k)}V${n(paw[1] - 3 * k)}M${n(paw[0] + 6 * k)} ${n(paw[1] - 6.5 * k)}V${n(paw[1] - 2 * k)}`,
        darker(fur, 0.4),
        1.1 * k,
        'detail',
        0,
      ),
    ];
    const wall: Node[] = [
      fill(rect(-260 * k, -400 * k, 520 * k, 400 * k), darker(p.wall, 0.55), 'wall'),
      ...spines(rng.fork('upper'), p, -260 * k, 260 * k, shelfY, 110 * k, k),
      ...spines(rng.fork('lower'), p, -260 * k, 260 * k, 0, 205 * k, k),
      ...plank(p, -260 * k, 260 * k, shelfY, t, k),
      // The bookcase's plinth and the floorboards in front of it.
      fill(
        rect(-260 * k, -6 * k, 520 * k, 6 * k),
        darker(mix(p.wood, '#7a4f2e', 0.35), 0.25),
        'wood',
      ),
      fill(rect(-260 * k, 0, 520 * k, 80 * k), mix(p.floor, p.wood, 0.3), 'floor'),
    ];
    const nodes: Node[] = [
      ...source,
      ...ribbonNodes,
      actorNodes(actor),
      ...pawNodes,
      group([...catHead.back, ...catHead.front], `translate(${n(cat[0])} ${n(cat[1])})`),
    ];
    const faults: string[] = [];
    // The paw must not touch the feet: a cat that has caught the character is another story.
    if (paw[1] - 9 * k < ankle[1] + 4 * k) faults.push('bookmark-abseil: the paw on the feet');
    const box: [number, number, number, number] = [
      -60 * k,
      shelfY - 18 * k,
      cat[0] + catR * 1.1,
      cat[1] + catR,
    ];
    return staged(facingBox(box, facing), mx([head[0], (head[1] + ankle[1]) / 2], facing), {
      wall: mirror(wall, facing),
      wallCovers: true,
      actors: mirror(nodes, facing),
      contacts: [],
      airborne: true,
      glows: [{ at: mx([head[0], head[1]], facing), r: H * 0.8, color: p.light }],
      faults,
    });
  },
};
