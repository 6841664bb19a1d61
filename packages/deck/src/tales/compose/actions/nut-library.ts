/**
 * A library in a nutshell: a walnut split in two, its back half standing up like a vaulted
 * alcove whose curved wall is lined with shelves of books, and in it, in an armchair under a
 * lamp, a reader has dozed off, the book slipping on their lap; the other half of the shell lies
 * rocked over on the floor beside. Bounded in a nutshell and king of infinite space, or a whole
 * world one could crack open.
 */
import { ellipse, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix } from '../../kit/colors.ts';
import { openBook } from '../../kit/props.ts';
import { armchair } from '../../kit/things.ts';
import type { Rng } from '../../../random.ts';
import { actorNodes, type Actor } from '../cast.ts';
import { facingBox, placed, posed, setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { mirror, mx } from './water.ts';

/**
 * In units of K (the reader's height / 100): the walnut's half width and its tip's height; the
 * arched cut-away's half width, the top of its straight sides and its floor.
 */
const NUT_W = 112;
const TIP = 240;
const ARCH_W = 72;
const ARCH_SIDE = -104;
const FLOOR = -8;

/** The arched cut-away: straight sides from the floor, a round top. */
function archPath(w: number, side: number, floor: number): string {
  return `M${n(-w)} ${n(floor)}V${n(side)}A${n(w)} ${n(w)} 0 0 1 ${n(w)} ${n(side)}V${n(floor)}Z`;
}

/**
 * The grooves of a walnut's shell: on each half, wavy furrows running from the seam's ends round
 * the nut like meridians, each with short side branches. (0, cy) the nut's middle, rx and ry its
 * half sizes.
 */
function grooves(rng: Rng, cy: number, rx: number, ry: number, k: number): string {
  const out: string[] = [];
  for (const side of [-1, 1]) {
    for (let g = 1; g <= 4; g++) {
      const f = g / 4.6;
      const pts: string[] = [];
      for (let i = 0; i <= 14; i++) {
        const a = -Math.PI / 2 + (i / 14) * Math.PI;
        const wob = (i % 2 === 0 ? 1 : -1) * rng.range(2, 5) * k;
        const x = side * (Math.cos(a) * rx * f + wob);
        const y = cy + Math.sin(a) * ry * 0.96;
        pts.push(`${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
        if (i > 1 && i < 13 && rng.chance(0.45)) {
          const l = rng.range(5, 10) * k;
          pts.push(`M${n(x)} ${n(y)}l${n(side * l)} ${n(rng.range(-4, 4) * k)}M${n(x)} ${n(y)}`);
        }
      }
      out.push(pts.join(''));
    }
  }
  return out.join('');
}

/** A shelf's row of book spines from x0 to x1 standing on y, `h` tall. */
function spines(rng: Rng, x0: number, x1: number, y: number, h: number, k: number): Node[] {
  const colors = ['#a03a2a', '#2f5a8a', '#3f7a4a', '#c8902a', '#6a3a6a', '#e0d4b8', '#2a4a4a'];
  const out: Node[] = [];
  let x = x0;
  while (x < x1 - 3 * k) {
    const w = Math.min(rng.range(4.5, 8) * k, x1 - x);
    const hh = h * rng.range(0.72, 1);
    out.push(fill(rect(x, y - hh, w - 0.6 * k, hh), rng.pick(colors), 'paper'));
    x += w;
  }
  return out;
}

/** Dozing over a book in a library inside a walnut shell. */
export const nutLibrary: Action = {
  id: 'nut-library',
  // One view of its own (a split walnut filling the card): no twist fits beside it.
  untwisted: true,
  // The walnut is the place: the idea says "inside a walnut shell", no setting phrase after it.
  ownPlace: true,
  // A silhouette blacks out the lit alcove the story is in; the woodcut melts its reader into the
  // lit wall.
  notLooks: ['silhouette', 'woodcut'],
  objects: ['walnut'],
  who: ['old-woman', 'old-man', 'woman', 'man', 'hedgehog', 'mouse', 'elephant', 'deer'],
  feelings: ['sleep'],
  settings: ['library', 'attic'],
  // Drawn for a near shot alone: the walnut's alcove fills the card.
  framings: ['near'],
  fixedFramings: true,
  lights: ['lamp'],
  family: () => 'nut-library',
  concepts: [
    'walnut',
    'library',
    'books',
    'reading',
    'sleep',
    'a small world',
    'armchair',
    'lamplight',
    'cosiness',
    'a whole world inside',
  ],
  say: sayFrom(
    {
      walnut: {
        en: 'dozes over a book in a library inside a walnut shell',
        ja: 'クルミの殻の中の図書館で、本を開いたままうとうとしている',
        ru: 'дремлет над книгой в библиотеке внутри скорлупы грецкого ореха',
        pt: 'cochila sobre um livro numa biblioteca dentro de uma casca de noz',
        fi: 'torkkuu kirjan ääressä kirjastossa saksanpähkinän kuoren sisällä',
      },
    },
    'walnut',
  ),
  stage(ctx) {
    const { p, rng, m, s, facing } = setUp(ctx);
    const K = (m.height * s) / 100;
    const aw = ARCH_W * K;
    const side = ARCH_SIDE * K;
    const floorY = FLOOR * K;
    const archTop = side - aw;
    // The shell: a warm walnut brown, darker in its ridges; the alcove's wall a pale nut-meat cream.
    const shell = rng.pick(['#8a5a30', '#7a5030', '#946236']);
    const ridge = darker(shell, 0.35);
    const inside = mix('#e8d4a8', p.light, 0.15);
    const nw = NUT_W * K;
    const tip = -TIP * K;
    const base = 6 * K;
    const nut = `M0 ${n(base)}C${n(-nw * 1.36)} ${n(base)} ${n(-nw * 1.36)} ${n(tip * 0.97)} 0 ${n(tip)}C${n(nw * 1.36)} ${n(tip * 0.97)} ${n(nw * 1.36)} ${n(base)} 0 ${n(base)}Z`;
    const arch = archPath(aw, side, floorY);
    const exterior: Node[] = [
      fill(nut, shell, 'wood'),
      group(
        [
          stroke(
            grooves(rng, tip * 0.5, nw * 1.05, -tip * 0.54, K),
            darker(shell, 0.45),
            3.4 * K,
            'detail',
            0,
          ),
          stroke(
            grooves(rng.fork('lit'), tip * 0.5 - 3 * K, nw * 1.05, -tip * 0.54, K),
            lighter(shell, 0.3),
            1.6 * K,
            'detail',
            0,
          ),
        ],
        undefined,
        nut,
      ),
      // The seam from the tip down to the cut-away, a raised ridge.
      stroke(`M0 ${n(tip + 4 * K)}V${n(archTop)}`, ridge, 4 * K, 'wood', 0),
      stroke(
        `M${n(1.6 * K)} ${n(tip + 8 * K)}V${n(archTop)}`,
        lighter(shell, 0.25),
        1.4 * K,
        'detail',
        0,
      ),
    ];
    // The alcove: its back wall, the shelves across it, the floor and its rug.
    const shelfWood = mix(p.wood, '#7a4a2a', 0.3);
    const shelves: Node[] = [];
    for (const y of [-172, -138, -104]) {
      const yy = y * K;
      shelves.push(...spines(rng, -aw, aw, yy, 26 * K, K));
      shelves.push(fill(rect(-aw, yy, aw * 2, 3.4 * K), shelfWood, 'wood'));
    }
    const room: Node[] = [
      fill(arch, inside, 'wall'),
      group(
        [
          ...shelves,
          fill(rect(-aw, floorY - 5 * K, aw * 2, 8 * K), mix(shelfWood, inside, 0.3), 'floor'),
          fill(
            oval(6 * K, floorY - 2 * K, 50 * K, 4 * K),
            mix(p.accent, '#a03a2a', 0.35),
            'cloth',
            0,
          ),
        ],
        undefined,
        arch,
      ),
    ];
    // The cut edge of the shell round the alcove: its thickness, a darker band.
    const edge: Node[] = [
      stroke(arch, darker(shell, 0.45), 5 * K, 'wood'),
      stroke(archPath(aw + 3 * K, side, floorY), lighter(shell, 0.15), 1.4 * K, 'detail', 0),
    ];
    // The reader in an armchair, asleep, chin on chest, the open book sliding off the lap.
    const chairX = -30 * K;
    const chairC = mix(p.accent, '#7a2a2a', 0.3);
    const chair = placed(armchair(chairC, 30), [chairX, floorY], 1.05 * K);
    const seatY = floorY - 32 * K;
    const fig = posed(ctx, {
      legs: 'sit',
      lean: -8,
      front: { angle: 34, bend: 56, hand: 'mitt' },
      back: { angle: 26, bend: 70, hand: 'mitt' },
      turn: 0.3,
      headTilt: 26,
      gaze: [0, 1],
    });
    const hipLift = -fig.skeleton.hip[1] * s;
    const reader: Actor = { fig, x: chairX + 2 * K, y: seatY + hipLift, facing: 1, scale: s };
    const hand = fig.skeleton.hands.front;
    const bookAt: Point = [reader.x + hand[0] * s + 4 * K, (reader.y ?? 0) + hand[1] * s + 4 * K];
    const cover = rng.pick(['#a03a2a', '#2f5a8a', '#3f7a4a']);
    const book = placed(
      openBook({ main: cover, ink: ctx.ink, light: p.light, metal: '#4c464c' }),
      bookAt,
      0.7 * K,
      24,
    );
    // The lamp over the chair's far side: a stand, a fringed shade, its light.
    const lx = 46 * K;
    const shadeY = -92 * K;
    const shadeC = rng.pick(['#e8c06a', '#d87a5a', '#8ab06a']);
    const lamp: Node[] = [
      fill(oval(lx, floorY, 12 * K, 3 * K), darker(shelfWood, 0.2), 'wood'),
      stroke(`M${n(lx)} ${n(floorY)}V${n(shadeY)}`, '#4a3a2a', 2.4 * K, 'metal'),
      fill(ellipse(lx, shadeY + 8 * K, 10 * K, 6 * K), '#fff4c8', 'glow', 0),
      fill(
        `M${n(lx - 10 * K)} ${n(shadeY - 14 * K)}H${n(lx + 10 * K)}L${n(lx + 18 * K)} ${n(shadeY + 6 * K)}H${n(lx - 18 * K)}Z`,
        shadeC,
        'cloth',
      ),
      stroke(
        Array.from(
          { length: 7 },
          (_, i) => `M${n(lx - 16 * K + i * 5.3 * K)} ${n(shadeY + 6 * K)}v${n(3 * K)}`,
        ).join(''),
        darker(shadeC, 0.3),
        1 * K,
        'detail',
        0,
      ),
    ];
    const glowAt: Point = [lx, shadeY + 8 * K];
    const box: [number, number, number, number] = [-aw - 14 * K, tip - 4 * K, aw + 14 * K, 4 * K];
    return staged(facingBox(box, facing), mx([chairX + 20 * K, -70 * K], facing), {
      behind: mirror([...exterior, ...room], facing),
      actors: mirror([chair, ...lamp, actorNodes(reader), book], facing),
      before: mirror(edge, facing),
      contacts: [[0, nw * 1.6]],
      closeBox: facingBox(box, facing),
      light: { at: mx(glowAt, facing), kind: 'lamp', reach: 80 * K },
      glows: [{ at: mx(glowAt, facing), r: 46 * K, color: lighter(p.light, 0.45) }],
    });
  },
};
