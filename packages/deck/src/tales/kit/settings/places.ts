import { circle, ellipse, n, poly, rect, smoothClosed, type Point } from '../../geom.ts';
import { fill, stroke, type Node } from '../../ir.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { toCard, view, type Glow, type Light, type Setting } from '../../stage.ts';
import { darker, lighter, mix } from '../colors.ts';
import { cloudBank, hangingBulb, room, rug, sky, stars, windowFrame } from './parts.ts';

/** Full shelves of books along the back wall (world coordinates). */
function bookshelves(p: Palette, rng: Rng, x0: number, x1: number, top: number, j: number): Node[] {
  const out: Node[] = [fill(rect(x0, top, x1 - x0, j - top), darker(p.wood, 0.3), 'wood')];
  const books: Record<string, string[]> = {};
  for (let y = j - 4; y > top + 20; y -= 36) {
    out.push(fill(rect(x0, y, x1 - x0, 4), lighter(p.wood, 0.05), 'wood'));
    let x = x0 + 2;
    while (x < x1 - 4) {
      const bw = rng.range(3, 6.5);
      const bh = rng.range(20, 30);
      const c = rng.pick([...p.cloth, p.accent, darker(p.wood, 0.1)]);
      (books[c] ??= []).push(
        rng.chance(0.08)
          ? poly([
              [x, y],
              [x + bw, y],
              [x + bw + 6, y - bh + 2],
              [x + 6, y - bh],
            ])
          : rect(x, y - bh, bw, bh, 0.6),
      );
      x += bw + (rng.chance(0.08) ? 8 : 0.4);
    }
  }
  for (const [c, ds] of Object.entries(books)) out.push(fill(ds.join(''), c, 'paper', 0.5));
  return out;
}

export const library: Setting = {
  id: 'library',
  indoor: true,
  lights: ['lamp', 'candle', 'lantern', 'window', 'glow', 'moon'],
  draw(ctx) {
    const { cam, palette: p, rng, side } = ctx;
    const v = view(cam);
    const j = -16;
    const world: Node[] = [
      ...room(cam, p, rng, {
        junction: j,
        wall: darker(p.wall, 0.25),
        floor: darker(p.wood, 0.15),
      }),
    ];
    const top = Math.max(v.top - 10, -400);
    world.push(
      ...bookshelves(
        p,
        rng,
        v.left - 10,
        side * 20 - 20 > v.left ? v.right + 10 : v.right + 10,
        top,
        j,
      ),
    );
    // A tall arched window cut into the shelves on one side.
    const win = windowFrame(p, rng, side * 70 - 20, -190, 40, 90, {
      night: p.night || ctx.lightKind === 'moon',
      moon: ctx.lightKind === 'moon',
      curtains: false,
      arch: true,
    });
    world.push(...win.nodes);
    // A rolling ladder leaning on the shelves.
    const lx = -side * 60;
    world.push(
      stroke(
        `M${n(lx - 8)} ${n(j + 4)}L${n(lx - 2)} -220M${n(lx + 8)} ${n(j + 4)}L${n(lx + 14)} -220`,
        lighter(p.wood, 0.2),
        2.4,
        'wood',
      ),
    );
    const rungs: string[] = [];
    for (let y = j - 10; y > -220; y -= 14)
      rungs.push(`M${n(lx - 8 + ((j - y) / 240) * 6)} ${n(y)}h16`);
    world.push(stroke(rungs.join(''), lighter(p.wood, 0.2), 1.8, 'wood'));
    // A reading desk with a green lamp.
    const dx = side * 110;
    world.push(
      fill(rect(dx - 30, j - 34, 60, 5, 1), p.wood, 'wood'),
      stroke(
        `M${n(dx - 26)} ${n(j - 30)}V${n(j)}M${n(dx + 26)} ${n(j - 30)}V${n(j)}`,
        darker(p.wood, 0.2),
        2.4,
        'wood',
      ),
    );
    const bulb: Point = [dx + 6, j - 50];
    world.push(
      stroke(`M${n(dx)} ${n(j - 34)}V${n(j - 48)}`, '#b08a3a', 1.4, 'metal'),
      fill(
        `M${n(dx - 6)} ${n(j - 46)}Q${n(dx + 6)} ${n(j - 56)} ${n(dx + 18)} ${n(j - 46)}Z`,
        '#2f6a4a',
        'glow',
      ),
      fill(ellipse(bulb[0], bulb[1] + 3, 5, 1.6), lighter(p.light, 0.4), 'glow', 0),
    );
    world.push(...rug(p, rng, 0, 12, 120));
    const glows: Glow[] = [];
    let light: Light;
    if (ctx.lightKind === 'lamp') {
      light = { kind: 'lamp', at: toCard(cam, bulb), color: p.light, reach: 220, darkness: 0.62 };
      glows.push({ at: toCard(cam, bulb), r: 30 * cam.s, color: p.light });
    } else if (ctx.lightKind === 'window' || ctx.lightKind === 'moon') {
      light = {
        kind: ctx.lightKind,
        at: toCard(cam, win.centre),
        color: p.light,
        reach: 260,
        darkness: 0.5,
      };
      glows.push({ at: toCard(cam, win.centre), r: 40 * cam.s, color: p.light, strength: 0.6 });
    } else
      light = { kind: ctx.lightKind, at: [200, 300], color: p.light, reach: 200, darkness: 0.66 };
    return {
      back: [],
      world,
      front: [],
      light,
      glows,
      ground: 'floor',
      spots: { desk: [dx, j - 34], window: win.centre },
    };
  },
};

export const stairwell: Setting = {
  id: 'stairwell',
  indoor: true,
  lights: ['lamp', 'window', 'lantern', 'candle', 'moon', 'glow'],
  draw(ctx) {
    const { cam, palette: p, rng, side } = ctx;
    const v = view(cam);
    const j = -20;
    const world: Node[] = [...room(cam, p, rng, { junction: j, wall: mix(p.wall, p.far, 0.2) })];
    // A tall window on the landing.
    const win = windowFrame(p, rng, -side * 40 - 18, -260, 36, 100, {
      night: p.night || ctx.lightKind === 'moon',
      moon: ctx.lightKind === 'moon',
      curtains: false,
      arch: true,
    });
    world.push(...win.nodes);
    // The stairs: a flight rising away from the subject, then turning back higher up.
    const stepH = 11;
    const stepW = 15;
    const flight = (x0: number, y0: number, dir: number, count: number, shade: number): Node[] => {
      const treads: string[] = [];
      const risers: string[] = [];
      let x = x0;
      let y = y0;
      for (let i = 0; i < count; i++) {
        risers.push(rect(dir > 0 ? x : x - stepW, y - stepH, stepW, stepH));
        treads.push(rect(dir > 0 ? x : x - stepW, y - stepH - 2, stepW + 2, 3));
        x += dir * stepW;
        y -= stepH;
      }
      const under = poly([
        [x0, y0],
        [x, y],
        [x, y0],
      ]);
      const rail: string[] = [];
      const posts: string[] = [];
      for (let i = 0; i <= count; i++) {
        const px = x0 + dir * (i * stepW + stepW / 2);
        const py = y0 - i * stepH - stepH;
        posts.push(`M${n(px)} ${n(py)}V${n(py - 30)}`);
      }
      rail.push(
        `M${n(x0 + (dir * stepW) / 2)} ${n(y0 - stepH - 30)}L${n(x + (dir * stepW) / 2)} ${n(y - 30)}`,
      );
      const wood = darker(p.wood, shade);
      return [
        fill(under, darker(p.wall, 0.25 + shade), 'wall', 0),
        fill(risers.join(''), lighter(wood, 0.1), 'wood'),
        fill(treads.join(''), darker(wood, 0.15), 'wood', 0.6),
        stroke(posts.join(''), darker(wood, 0.3), 1.4, 'wood', 0),
        stroke(rail.join(''), darker(wood, 0.35), 3, 'wood'),
      ];
    };
    const x0 = side * 22;
    world.push(...flight(x0 + side * 200, j - 132, -side, 8, 0.25));
    world.push(
      fill(
        rect(Math.min(x0 + side * 200, x0 + side * 110) - 10, j - 136, 110, 8),
        darker(p.wood, 0.2),
        'wood',
      ),
    );
    world.push(...flight(x0, j, side, 11, 0));
    const bulb = hangingBulb(p, side * 10, v.top - 5, -210);
    world.push(...bulb.nodes);
    let light: Light;
    const glows: Glow[] = [];
    if (ctx.lightKind === 'lamp') {
      light = {
        kind: 'lamp',
        at: toCard(cam, bulb.bulb),
        color: p.light,
        reach: 230,
        darkness: 0.6,
      };
      glows.push({ at: toCard(cam, bulb.bulb), r: 26 * cam.s, color: p.light });
    } else if (ctx.lightKind === 'window' || ctx.lightKind === 'moon') {
      light = {
        kind: ctx.lightKind,
        at: toCard(cam, win.centre),
        color: p.light,
        reach: 260,
        darkness: 0.5,
      };
      glows.push({ at: toCard(cam, win.centre), r: 40 * cam.s, color: p.light, strength: 0.7 });
    } else
      light = { kind: ctx.lightKind, at: [200, 300], color: p.light, reach: 200, darkness: 0.68 };
    return { back: [], world, front: [], light, glows, ground: 'floor', spots: {} };
  },
};

/** What the theatre's backdrop paints, below its hanging cardboard prop at (-40, -190). */
function paintedBackdrop(
  kind: 'sea' | 'town' | 'wood',
  p: Palette,
  v: ReturnType<typeof view>,
  j: number,
): Node[] {
  const out: Node[] = [];
  if (kind === 'sea') {
    out.push(fill(circle(-40, -190, 22), lighter(p.light, 0.45), 'glow'));
    for (let row = 0; row < 3; row++) {
      let x = v.left - 10;
      const y = j - 30 + row * 10;
      let d = `M${n(x)} ${n(y + 10)}L${n(x)} ${n(y)}`;
      while (x < v.right + 10) {
        d += `q8 -10 16 0t16 0`;
        x += 32;
      }
      d += `L${n(x)} ${n(y + 10)}Z`;
      out.push(fill(d, mix('#2a5a8a', p.shade, row * 0.2), 'water'));
    }
    return out;
  }
  if (kind === 'town') {
    // A five-pointed cardboard star, and flat houses with lit windows along the horizon.
    const star: Point[] = Array.from({ length: 10 }, (_, k) => {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const r = k % 2 === 0 ? 22 : 9;
      return [-40 + Math.cos(a) * r, -190 + Math.sin(a) * r];
    });
    out.push(fill(poly(star), lighter(p.light, 0.45), 'glow'));
    const houses: string[] = [];
    const windows: string[] = [];
    let x = v.left - 10;
    let k = 0;
    while (x < v.right + 10) {
      const w = 34 + ((k * 17) % 22);
      const h = 34 + ((k * 29) % 40);
      houses.push(
        `M${n(x)} ${n(j)}V${n(j - h)}L${n(x + w / 2)} ${n(j - h - 16)}L${n(x + w)} ${n(j - h)}V${n(j)}Z`,
      );
      if (k % 2 === 0) windows.push(rect(x + w / 2 - 4, j - h + 8, 8, 9));
      x += w + 2;
      k++;
    }
    out.push(fill(houses.join(''), mix('#2a2040', p.shade, 0.3), 'wall'));
    out.push(fill(windows.join(''), lighter(p.light, 0.3), 'glow', 0));
    return out;
  }
  // A cardboard cloud, and lollipop trees in two rows.
  out.push(
    fill(
      `${circle(-52, -186, 12)}${circle(-38, -194, 15)}${circle(-24, -186, 11)}${rect(-62, -186, 46, 10, 5)}`,
      lighter(p.paper, 0.3),
      'paper',
    ),
  );
  for (let row = 0; row < 2; row++) {
    const trunks: string[] = [];
    const tops: string[] = [];
    const r = 18 - row * 4;
    for (let x = v.left + row * 22; x < v.right + 20; x += 44 + row * 6) {
      const y = j - 40 + row * 14;
      trunks.push(rect(x - 2.5, y, 5, j - y));
      tops.push(circle(x, y - r * 0.6, r));
    }
    const green = mix('#3f7a3a', p.shade, 0.35 - row * 0.2);
    out.push(fill(trunks.join(''), darker(p.wood, 0.2), 'wood', 0));
    out.push(fill(tops.join(''), green, 'plant'));
  }
  return out;
}

export const theatre: Setting = {
  id: 'theatre',
  indoor: true,
  lights: ['spot', 'lantern', 'candle', 'glow'],
  draw(ctx) {
    const { cam, palette: p, rng } = ctx;
    const v = view(cam);
    const j = -24;
    const red = mix('#9a1f2a', p.accent, 0.25);
    const world: Node[] = [];
    // The painted backdrop, by the card's own stream (a blind review saw "a stage with a moon"
    // on every theatre card): a night sea under a cardboard moon, a town at dusk under a
    // cardboard star, or a wood of lollipop trees under a cardboard cloud.
    const backdrop = rng.fork('backdrop').pick(['sea', 'town', 'wood'] as const);
    const wash = {
      sea: ['#1a1a3a', '#3a3a6a'],
      town: ['#3a2050', '#b0607a'],
      wood: ['#4a7aa8', '#a8c8d8'],
    }[backdrop];
    world.push(
      fill(
        rect(v.left - 5, v.top - 5, v.right - v.left + 10, j - v.top + 5),
        {
          kind: 'linear',
          x1: 0,
          y1: -260,
          x2: 0,
          y2: j,
          stops: [
            [0, mix(p.sky[0], wash[0] ?? '#1a1a3a', 0.4)],
            [1, mix(p.sky[1], wash[1] ?? '#3a3a6a', 0.3)],
          ],
        },
        'wall',
        0,
      ),
    );
    world.push(stroke(`M-40 ${n(v.top)}V-212`, p.ink, 0.6, 'detail', 0));
    world.push(...paintedBackdrop(backdrop, p, v, j));
    // The stage floor and its front edge.
    world.push(
      fill(
        rect(v.left - 5, j, v.right - v.left + 10, v.bottom - j + 5),
        darker(p.wood, 0.05),
        'floor',
        0,
      ),
    );
    const boards: string[] = [];
    for (let y = j + 5; y < 40; y += 6 + (y - j) * 0.15)
      boards.push(`M${n(v.left)} ${n(y)}H${n(v.right)}`);
    world.push(stroke(boards.join(''), darker(p.wood, 0.3), 0.6, 'floor', 0));
    // Curtains: heavy drapes at both sides, a scalloped valance above.
    const front: Node[] = [];
    for (const s of [-1, 1]) {
      const outer = s < 0 ? v.left - 10 : v.right + 10;
      const inner = s * Math.max(70, Math.min(110, (v.right - v.left) * 0.38));
      front.push(
        fill(
          `M${n(outer)} ${n(v.top - 10)}H${n(inner)}Q${n(inner - s * 20)} ${n(-110)} ${n(inner + s * 12)} ${n(-60)}Q${n(inner + s * 2)} ${n(-20)} ${n(inner + s * 14)} ${n(40)}H${n(outer)}Z`,
          red,
          'cloth',
        ),
      );
      const folds: string[] = [];
      for (let k = 1; k < 4; k++)
        folds.push(
          `M${n(inner + s * k * 14)} ${n(v.top)}Q${n(inner + s * (k * 14 - 8))} -100 ${n(inner + s * (k * 14 + 6))} 40`,
        );
      front.push(stroke(folds.join(''), darker(red, 0.3), 1.4, 'cloth', 0));
      front.push(fill(ellipse(inner + s * 12, -62, 5, 8), '#d9a83a', 'metal'));
    }
    let val = `M${n(v.left - 10)} ${n(v.top - 10)}H${n(v.right + 10)}V-235`;
    for (let x = v.right + 10; x > v.left - 10; x -= 30)
      val += `Q${n(x - 15)} -215 ${n(x - 30)} -235`;
    front.push(fill(`${val}Z`, darker(red, 0.1), 'cloth'));
    // Footlights and the audience's heads.
    const bulbs: string[] = [];
    for (let x = Math.floor(v.left / 26) * 26; x < v.right; x += 26)
      bulbs.push(ellipse(x, 36, 4, 2.4));
    front.push(
      fill(rect(v.left - 5, 34, v.right - v.left + 10, 10), darker(p.wood, 0.4), 'wood'),
      fill(bulbs.join(''), lighter(p.light, 0.4), 'glow', 0),
    );
    const heads: string[] = [];
    for (let x = v.left + rng.range(0, 20); x < v.right; x += rng.range(22, 34))
      heads.push(ellipse(x, 64 + rng.range(-3, 3), 11, 13), rect(x - 16, 70, 32, 40, 10));
    front.push(fill(heads.join(''), mix(p.shade, '#000000', 0.4), 'shadow', 0));
    const spot = toCard(cam, [0, -120]);
    const light: Light = {
      kind: 'spot',
      at: [spot[0], Math.max(20, spot[1])],
      color: p.light,
      reach: 210,
      darkness: 0.72,
    };
    const glows: Glow[] = [
      { at: toCard(cam, [0, -40]), r: 70 * cam.s, color: p.light, strength: 0.8 },
    ];
    return { back: [], world, front, light, glows, ground: 'stage', spots: { moon: [-40, -190] } };
  },
};

export const train: Setting = {
  id: 'train',
  indoor: true,
  lights: ['window', 'lamp', 'moon', 'lantern', 'candle', 'glow'],
  draw(ctx) {
    const { cam, palette: p, rng, side } = ctx;
    const v = view(cam);
    const j = -14;
    const wall = mix(p.wall, p.accent, 0.25);
    const world: Node[] = [
      ...room(cam, p, rng, { junction: j, wall, floor: darker(p.floor, 0.1) }),
    ];
    // A band of windows with the country going by.
    const wy = -170;
    const wh = 80;
    for (let x = Math.floor(v.left / 90) * 90 - 45; x < v.right + 45; x += 90) {
      const win = windowFrame(p, rng, x - 32, wy, 64, wh, {
        night: p.night || ctx.lightKind === 'moon',
        moon: ctx.lightKind === 'moon' && Math.abs(x) < 90,
        curtains: false,
      });
      world.push(...win.nodes.slice(0, 2));
      // Telegraph wires outside, as a sign of speed.
      world.push(
        stroke(
          `M${n(x - 32)} ${n(wy + 20)}Q${n(x)} ${n(wy + 28)} ${n(x + 32)} ${n(wy + 20)}`,
          mix(p.sky[0], p.ink, 0.5),
          0.6,
          'detail',
          0,
        ),
      );
      world.push(fill(rect(x - 36, wy + wh, 72, 6, 1), darker(wall, 0.3), 'wood'));
    }
    // The luggage rack and suitcases.
    world.push(
      stroke(
        `M${n(v.left)} -200H${n(v.right)}M${n(v.left)} -192H${n(v.right)}`,
        '#b08a3a',
        1.4,
        'metal',
      ),
    );
    for (let k = 0; k < 4; k++) {
      const x = rng.range(v.left, v.right);
      world.push(
        fill(rect(x, -216, rng.range(20, 34), 16, 2), rng.pick([...p.cloth, '#8a5a3a']), 'detail'),
      );
    }
    // Seats: the backs of benches at both sides.
    const seat = mix(p.accent, p.shade, 0.3);
    for (const s of [-1, 1]) {
      const x = -side * 0 + s * 78;
      world.push(
        fill(rect(x - 20, j - 62, 40, 62, 6), seat, 'cloth'),
        fill(rect(x - 24, j - 24, 48, 10, 3), lighter(seat, 0.1), 'cloth'),
      );
    }
    const lampAt: Point = [side * 40, -228];
    world.push(fill(ellipse(lampAt[0], lampAt[1], 8, 4), lighter(p.light, 0.3), 'glow'));
    let light: Light;
    const glows: Glow[] = [];
    if (ctx.lightKind === 'lamp') {
      light = { kind: 'lamp', at: toCard(cam, lampAt), color: p.light, reach: 240, darkness: 0.55 };
      glows.push({ at: toCard(cam, lampAt), r: 24 * cam.s, color: p.light });
    } else if (ctx.lightKind === 'window' || ctx.lightKind === 'moon') {
      light = {
        kind: ctx.lightKind,
        at: toCard(cam, [side * 45, wy + wh / 2]),
        color: p.light,
        reach: 300,
        darkness: p.night ? 0.5 : 0.2,
      };
      glows.push({
        at: toCard(cam, [side * 45, wy + wh / 2]),
        r: 50 * cam.s,
        color: p.light,
        strength: 0.5,
      });
    } else
      light = { kind: ctx.lightKind, at: [200, 300], color: p.light, reach: 200, darkness: 0.65 };
    return { back: [], world, front: [], light, glows, ground: 'floor', spots: {} };
  },
};

/** Jellyfish glowing in the deep sea's dark water (card coordinates, above the horizon). */
function jellyfish(rng: Rng, p: Palette, horizon: number): Node[] {
  const bells: string[] = [];
  const strands: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = rng.range(20, 380);
    if (x > 150 && x < 250) continue;
    const y = rng.range(60, Math.max(90, horizon - 60));
    const r = rng.range(8, 16);
    bells.push(
      `M${n(x - r)} ${n(y)}A${n(r)} ${n(r * 0.8)} 0 0 1 ${n(x + r)} ${n(y)}Q${n(x)} ${n(y + r * 0.3)} ${n(x - r)} ${n(y)}Z`,
    );
    for (let k = -1; k <= 1; k++)
      strands.push(
        `M${n(x + k * r * 0.5)} ${n(y + 2)}q${n(4)} ${n(r)} 0 ${n(r * 2)}t0 ${n(r * 1.6)}`,
      );
  }
  const glow = lighter(mix(p.light, '#c8a0ff', 0.4), 0.3);
  return [
    fill(bells.join(''), glow, 'glow'),
    stroke(strands.join(''), mix(glow, p.water, 0.3), 1.2, 'glow', 0),
  ];
}

/** A warm reef's corals on the sea floor, left and right of the story (world coordinates). */
function corals(rng: Rng, p: Palette, v: ReturnType<typeof view>): Node[] {
  const out: Node[] = [];
  const colors = ['#e8705a', '#f0a050', '#d8608a', '#f2c46a'];
  for (let i = 0; i < 8; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = side * rng.range(45, Math.max(60, (v.right - v.left) / 2 - 5));
    const h = rng.range(55, 115);
    const branch: string[] = [`M${n(x)} 0V${n(-h * 0.5)}`];
    for (const [dx, t] of [
      [-1, 0.35],
      [1, 0.5],
      [-1, 0.7],
      [1, 0.85],
    ] as const)
      branch.push(
        `M${n(x)} ${n(-h * t * 0.6)}q${n(dx * h * 0.2)} ${n(-h * 0.1)} ${n(dx * h * 0.25)} ${n(-h * t * 0.5)}`,
      );
    const c = mix(rng.pick(colors), p.water, 0.1);
    out.push(stroke(branch.join(''), c, rng.range(6, 10), 'plant'));
    out.push(fill(circle(x, -h * 0.5, 4), lighter(c, 0.2), 'plant', 0));
  }
  return out;
}

export const underwater: Setting = {
  id: 'underwater',
  indoor: false,
  lights: ['sky', 'glow', 'lantern'],
  draw(ctx) {
    const { cam, palette: p, rng } = ctx;
    const v = view(cam);
    // Which sea, by the card's own stream (a blind review saw the same light rays on every sea
    // floor): shafts of light from the surface, a warm reef of corals, or the deep, lit only
    // by jellyfish. The draws of the shafts are made for every sea, so nothing else moves.
    const sea = rng.fork('sea').pick(['shafts', 'reef', 'deep'] as const);
    const deep = mix(p.water, '#0a2a4a', sea === 'deep' ? 0.85 : 0.5);
    const shallow =
      sea === 'deep'
        ? mix(p.water, '#0e3048', 0.75)
        : mix(p.water, sea === 'reef' ? '#7ae0d0' : '#8ad8d0', sea === 'reef' ? 0.5 : 0.35);
    const back: Node[] = [
      fill(
        rect(-10, -10, 420, 620),
        {
          kind: 'linear',
          x1: 0,
          y1: 0,
          x2: 0,
          y2: 600,
          stops: [
            [0, shallow],
            [1, deep],
          ],
        },
        'water',
        0,
      ),
    ];
    // Shafts of light from the surface.
    for (let i = 0; i < 6; i++) {
      const x = rng.range(0, 400);
      const w = rng.range(14, 40);
      if (sea !== 'shafts') continue;
      back.push(
        fill(
          poly([
            [x - w / 2, -10],
            [x + w / 2, -10],
            [x + w * 1.6 + 60, 620],
            [x - w + 60, 620],
          ]),
          {
            kind: 'linear',
            x1: 0,
            y1: 0,
            x2: 0,
            y2: 600,
            stops: [
              [0, lighter(p.light, 0.3), 0.35],
              [1, lighter(p.light, 0.3), 0],
            ],
          },
          'glow',
          0,
        ),
      );
    }
    const fishes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const x = rng.range(0, 400);
      const y = rng.range(40, ctx.horizon);
      const s = rng.range(3, 7);
      fishes.push(
        `M${n(x)} ${n(y)}q${n(s)} ${n(-s * 0.6)} ${n(s * 2)} 0q${n(-s)} ${n(s * 0.6)} ${n(-s * 2)} 0Zl${n(-s * 0.8)} ${n(-s * 0.5)}v${n(s)}Z`,
      );
    }
    back.push(fill(fishes.join(''), mix(deep, shallow, 0.3), 'detail', 0));
    if (sea === 'deep') back.push(...jellyfish(rng.fork('jellyfish'), p, ctx.horizon));
    const world: Node[] = [];
    const sand = mix(p.ground, '#d8c08a', 0.4);
    world.push(
      fill(
        `M${n(v.left - 5)} -6Q${n(v.left * 0.2)} -14 ${n(v.right + 5)} -4V${n(v.bottom + 5)}H${n(v.left - 5)}Z`,
        sand,
        'floor',
        0,
      ),
    );
    // Weeds swaying, rocks, shells.
    for (let i = 0; i < 9; i++) {
      const x = rng.range(v.left, v.right);
      if (Math.abs(x) < 30) continue;
      const h = rng.range(40, 110);
      const c = mix('#2f8a5a', p.water, rng.range(0.1, 0.5));
      world.push(
        stroke(
          `M${n(x)} 0C${n(x + 12)} ${n(-h * 0.3)} ${n(x - 12)} ${n(-h * 0.6)} ${n(x + 4)} ${n(-h)}`,
          c,
          rng.range(3, 6),
          'plant',
        ),
      );
    }
    if (sea === 'reef') world.push(...corals(rng.fork('corals'), p, v));
    world.push(
      fill(
        smoothClosed([
          [v.left, 0],
          [v.left + 30, -22],
          [v.left + 60, -10],
          [v.left + 70, 2],
        ]),
        darker(p.far, 0.2),
        'stone',
      ),
    );
    const bubbles: string[] = [];
    for (let i = 0; i < 20; i++)
      bubbles.push(circle(rng.range(v.left, v.right), rng.range(v.top, -20), rng.range(1, 3.5)));
    const front: Node[] = [stroke(bubbles.join(''), lighter(shallow, 0.6), 0.8, 'glass', 0)];
    const light: Light = {
      kind: 'sky',
      at: [200 + rng.range(-80, 80), 0],
      color: p.light,
      reach: 380,
      darkness: 0.45,
    };
    return {
      back,
      world,
      front,
      light,
      glows: [{ at: light.at, r: 200, color: p.light, strength: 0.5 }],
      ground: 'seabed',
      spots: {},
    };
  },
};

export const clouds: Setting = {
  id: 'clouds',
  indoor: false,
  lights: ['sun', 'moon', 'glow', 'lantern'],
  draw(ctx) {
    const { cam, palette: p, rng } = ctx;
    const v = view(cam);
    const back: Node[] = [sky(p, 0, 600)];
    const night = p.night || ctx.lightKind === 'moon';
    if (night) back.push(stars(rng, p, 110, 520));
    // Only a moonlit idea draws its disc; otherwise the light comes from beyond the top corner.
    const disc = ctx.lightKind === 'moon';
    const sx = 200 + ctx.side * (disc ? rng.range(60, 120) : rng.range(150, 200));
    const sy = disc ? rng.range(80, 200) : rng.range(0, 30);
    if (disc) back.push(fill(circle(sx, sy, 36), lighter(p.light, night ? 0.55 : 0.3), 'glow', 0));
    for (let i = 0; i < 4; i++)
      back.push(
        cloudBank(
          rng,
          rng.range(0, 400),
          ctx.horizon - rng.range(-10, 90),
          rng.range(100, 200),
          mix(lighter(p.sky[1], 0.5), p.sky[0], rng.range(0, 0.3)),
        ),
      );
    // The sea of cloud the subject stands on.
    const world: Node[] = [];
    const puffs: string[] = [];
    for (let x = v.left - 20; x < v.right + 20; x += rng.range(18, 30))
      puffs.push(circle(x, rng.range(-6, 6), rng.range(14, 26)));
    world.push(
      fill(
        `${puffs.join('')}${rect(v.left - 20, 0, v.right - v.left + 40, v.bottom + 10)}`,
        lighter(p.sky[1], 0.6),
        'floor',
        0,
      ),
    );
    const puffs2: string[] = [];
    for (let x = v.left - 20; x < v.right + 20; x += rng.range(24, 36))
      puffs2.push(circle(x, rng.range(40, 60), rng.range(16, 30)));
    world.push(fill(puffs2.join(''), lighter(p.sky[1], 0.75), 'floor', 0));
    const light: Light = {
      kind: night ? 'moon' : 'sun',
      at: [sx, sy],
      color: p.light,
      reach: 380,
      darkness: night ? 0.4 : 0.12,
    };
    return {
      back,
      world,
      front: [],
      light,
      glows: [{ at: [sx, sy], r: 120, color: p.light, strength: 0.6 }],
      ground: 'cloud',
      spots: {},
    };
  },
};
