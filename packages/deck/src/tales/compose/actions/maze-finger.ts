/**
 * Lost in a hedge maze, seen from straight above: the character in a dead end with a lantern,
 * face turned up to us, while a giant's finger, come down from off the card, traces the way out
 * along the paths, a trail of light behind its tip running to the gap in the hedge.
 */
import { circle, n, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Node } from '../../ir.ts';
import { darker, lighter, mix, skins } from '../../kit/colors.ts';
import { topFigure } from '../../kit/overhead.ts';
import type { Rng } from '../../../random.ts';
import { setUp, staged } from '../helpers.ts';
import type { Action } from '../types.ts';
import { oval, sayFrom } from './close.ts';
import { frontHead } from './front-head.ts';

/** A maze of `w` by `h` cells carved by a depth-first walk: which walls stand (right, below). */
function carve(w: number, h: number, rng: Rng): { right: boolean[]; down: boolean[] } {
  const right = Array.from({ length: w * h }, () => true);
  const down = Array.from({ length: w * h }, () => true);
  const seen = Array.from({ length: w * h }, () => false);
  const stack = [0];
  seen[0] = true;
  while (stack.length > 0) {
    const c = stack[stack.length - 1] ?? 0;
    const x = c % w;
    const y = Math.floor(c / w);
    const next = rng
      .shuffle([
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const)
      .filter(([a, b]) => a >= 0 && b >= 0 && a < w && b < h && seen[b * w + a] !== true);
    const step = next[0];
    if (step === undefined) {
      stack.pop();
      continue;
    }
    const [a, b] = step;
    const d = b * w + a;
    if (a > x) right[c] = false;
    else if (a < x) right[d] = false;
    else if (b > y) down[c] = false;
    else down[d] = false;
    seen[d] = true;
    stack.push(d);
  }
  return { right, down };
}

/** The cells from `from` to `to` through the maze's open walls (a breadth-first search). */
function route(
  w: number,
  h: number,
  walls: { right: boolean[]; down: boolean[] },
  from: number,
  to: number,
): number[] {
  const prev = new Map<number, number>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const c = queue.shift() ?? from;
    if (c === to) break;
    const x = c % w;
    const near: number[] = [];
    if (x < w - 1 && walls.right[c] === false) near.push(c + 1);
    if (x > 0 && walls.right[c - 1] === false) near.push(c - 1);
    if (c + w < w * h && walls.down[c] === false) near.push(c + w);
    if (c - w >= 0 && walls.down[c - w] === false) near.push(c - w);
    for (const d of near)
      if (!prev.has(d)) {
        prev.set(d, c);
        queue.push(d);
      }
  }
  const path = [to];
  while ((path[path.length - 1] ?? from) !== from)
    path.push(prev.get(path[path.length - 1] ?? from) ?? from);
  return path.reverse();
}

/** How far a point lies from the segment from a to b. */
function farFromSegment(q: Point, a: Point, b: Point): number {
  const vx = b[0] - a[0];
  const vy = b[1] - a[1];
  const t = Math.max(
    0,
    Math.min(1, ((q[0] - a[0]) * vx + (q[1] - a[1]) * vy) / (vx * vx + vy * vy || 1)),
  );
  return Math.hypot(q[0] - a[0] - vx * t, q[1] - a[1] - vy * t);
}

/**
 * Lost in a hedge maze, seen from above, a giant's finger showing the way: the maze fills the
 * card (the action's wall, so the finger may come in over its edge), four cells across and five
 * down, the character in one near the middle, the way out traced in light.
 */
export const mazeFinger: Action = {
  id: 'maze-finger',
  // Seen from straight above: a whale in the sky or a giant teapot beside the maze makes no sense.
  untwisted: true,
  // Seen from straight above, the view covers the room: ink would draw the setting's pen lines
  // (window, beams) over it.
  notLooks: ['ink'],
  objects: ['lantern'],
  feelings: ['fear', 'wonder', 'surprise', 'longing', 'resolve', 'joy'],
  settings: ['meadow'],
  framings: ['medium'],
  fixedFramings: true,
  lights: ['sun', 'sky', 'moon'],
  family: () => 'maze-finger',
  concepts: ['maze', 'lost', 'guidance', 'a helping hand', "bird's eye", 'fate', 'the way out'],
  say: sayFrom(
    {
      lantern: {
        en: 'is lost in a hedge maze with a lantern, while a giant finger traces the way out for them',
        ja: 'ランタンを手に生け垣の迷路で迷っていると、巨大な指が出口までの道をなぞってくれる',
        ru: 'блуждает с фонарём по лабиринту из живой изгороди, а огромный палец прочерчивает путь к выходу',
        pt: 'anda às voltas com uma lanterna num labirinto de sebes, e um dedo gigante traça o caminho da saída',
        fi: 'on eksynyt lyhdyn kanssa pensaslabyrinttiin, ja jättimäinen sormi piirtää hänelle tien ulos',
      },
    },
    'lantern',
  ),
  stage(ctx) {
    const { p, rng, m, s } = setUp(ctx);
    const H = m.height * s;
    const k = H / 100;
    const cols = 4;
    const rows = 5;
    const cell = 34 * k;
    const x0 = -cols * cell * 0.5;
    const y0 = -rows * cell - 4 * k;
    const walls = carve(cols, rows, rng);
    const start = rng.pick([5, 6, 9, 10]);
    const exitCol = rng.int(0, cols - 1);
    const exit = (rows - 1) * cols + exitCol;
    const path = route(cols, rows, walls, start, exit);
    const centre = (c: number): Point => [
      x0 + ((c % cols) + 0.5) * cell,
      y0 + (Math.floor(c / cols) + 0.5) * cell,
    ];
    // Gravel paths, the hedges as thick green bands with a shadow on one side.
    const gravel = mix(p.floor, '#d8cdb4', 0.5);
    const hedge = mix(p.ground, '#3f7a3a', 0.7);
    const wall: Node[] = [fill(rect(-700 * k, -900 * k, 1400 * k, 1400 * k), hedge, 'plant')];
    const behind: Node[] = [fill(rect(x0, y0, cols * cell, rows * cell), gravel, 'paper')];
    const bands: string[] = [];
    const line = (ax: number, ay: number, bx: number, by: number): void => {
      bands.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
    };
    for (let c = 0; c < cols * rows; c++) {
      const x = x0 + (c % cols) * cell;
      const y = y0 + Math.floor(c / cols) * cell;
      if (c % cols < cols - 1 && walls.right[c] === true) line(x + cell, y, x + cell, y + cell);
      if (Math.floor(c / cols) < rows - 1 && walls.down[c] === true)
        line(x, y + cell, x + cell, y + cell);
    }
    // The outer hedge, open at the exit below.
    line(x0, y0, x0 + cols * cell, y0);
    line(x0, y0, x0, y0 + rows * cell);
    line(x0 + cols * cell, y0, x0 + cols * cell, y0 + rows * cell);
    line(x0, y0 + rows * cell, x0 + exitCol * cell, y0 + rows * cell);
    line(x0 + (exitCol + 1) * cell, y0 + rows * cell, x0 + cols * cell, y0 + rows * cell);
    const d = bands.join('');
    behind.push(
      group(
        [stroke(d, darker(hedge, 0.45), 15 * k, 'shadow', 0)],
        `translate(${n(3 * k)} ${n(4 * k)})`,
      ),
    );
    behind.push(stroke(d, hedge, 14 * k, 'plant'));
    behind.push(stroke(d, lighter(hedge, 0.18), 5 * k, 'plant', 0));
    // The way out in light, from the character to the gap in the hedge, and on out of the maze.
    const pts = path.map(centre);
    const last = pts[pts.length - 1] ?? [0, 0];
    pts.push([last[0], y0 + rows * cell + 6 * k]);
    const trail = pts.map((q, i) => `${i === 0 ? 'M' : 'L'}${n(q[0])} ${n(q[1])}`).join('');
    const glowC = '#fff3b0';
    behind.push(stroke(trail, lighter(glowC, 0.1), 5 * k, 'glow', 0));
    const before: Node[] = [];
    // The finger from above the card's right edge, its tip on the trail a little way ahead.
    // The tip on the trail a cell or more ahead, where the finger does not lie over the one lost
    // (it comes in from a top corner, the right one first): the first such point, else a drawing
    // fault.
    const at0 = centre(start);
    const ahead = pts.slice(1, -1);
    const corners: Point[] = [
      [x0 + cols * cell - 6 * k, y0 - 4 * k],
      [x0 + 6 * k, y0 - 4 * k],
    ];
    const clear = (b: Point, q: Point): boolean => farFromSegment(at0, b, q) > 32 * k;
    const choice = corners
      .map((b) => ({ b, q: ahead.find((q) => clear(b, q)) }))
      .find((c) => c.q !== undefined);
    const base = choice?.b ?? corners[0] ?? [0, 0];
    const tip = choice?.q ?? ahead[0] ?? last;
    const faults = clear(base, tip) ? [] : ['the finger over the one lost'];
    const giantSkin = rng.pick(skins);
    const dx = tip[0] - base[0];
    const dy = tip[1] - base[1];
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len;
    const uy = dy / len;
    const wF = 11 * k;
    const finger = `M${n(base[0] - uy * wF * 1.3)} ${n(base[1] + ux * wF * 1.3)}L${n(tip[0] - uy * wF - ux * wF)} ${n(tip[1] + ux * wF - uy * wF)}Q${n(tip[0] + ux * wF * 0.6)} ${n(tip[1] + uy * wF * 0.6)} ${n(tip[0] + uy * wF - ux * wF)} ${n(tip[1] - ux * wF - uy * wF)}L${n(base[0] + uy * wF * 1.3)} ${n(base[1] - ux * wF * 1.3)}Z`;
    before.push(
      group([fill(finger, darker(hedge, 0.5), 'shadow', 0)], `translate(${n(-3 * k)} ${n(8 * k)})`),
    );
    before.push(fill(finger, giantSkin, 'skin'));
    // The nail and a knuckle crease.
    before.push(
      fill(
        oval(tip[0] - ux * 7 * k, tip[1] - uy * 7 * k, 6 * k, 6 * k),
        lighter(giantSkin, 0.3),
        'skin',
        0,
      ),
    );
    const kn: Point = [tip[0] - ux * 34 * k, tip[1] - uy * 34 * k];
    before.push(
      stroke(
        `M${n(kn[0] - uy * 7 * k)} ${n(kn[1] + ux * 7 * k)}L${n(kn[0] + uy * 7 * k)} ${n(kn[1] - ux * 7 * k)}`,
        darker(giantSkin, 0.25),
        1.4 * k,
        'detail',
        0,
      ),
    );
    // The character in its cell, seen from above, face turned up to us, the lantern at one hand.
    const lanternAt: Point = [at0[0] + 16 * k, at0[1] + 10 * k];
    const actors: Node[] = [
      topFigure(
        ctx.who,
        {
          hands: [
            [-16, 10],
            [16, 10],
          ],
        },
        ctx.ink,
        at0[0],
        at0[1],
        s,
        0,
      ),
      group(frontHead(ctx, 13 * k, [0, -0.7]), `translate(${n(at0[0])} ${n(at0[1])})`),
      fill(circle(lanternAt[0], lanternAt[1], 4 * k), glowC, 'glow'),
    ];
    const box: [number, number, number, number] = [
      x0 - 8 * k,
      y0 - 8 * k,
      x0 + cols * cell + 8 * k,
      y0 + rows * cell + 8 * k,
    ];
    return staged(box, at0, {
      wall,
      behind,
      actors,
      before,
      contacts: [],
      airborne: true,
      glows: [{ at: lanternAt, r: 26 * k, color: glowC }],
      faults,
    });
  },
};
