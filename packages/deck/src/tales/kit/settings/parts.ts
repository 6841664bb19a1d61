import { circle, ellipse, n, poly, rect, type Point } from '../../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../../ir.ts';
import type { Palette } from '../../palette.ts';
import type { Rng } from '../../../random.ts';
import { darker, lighter, mix } from '../colors.ts';
import { view, type Camera } from '../../stage.ts';

/** A sky gradient covering the card. */
export function sky(p: Palette, y0 = 0, y1 = 600): Node {
  return fill(
    rect(-10, -10, 420, 620),
    {
      kind: 'linear',
      x1: 0,
      y1: y0,
      x2: 0,
      y2: y1,
      stops: [
        [0, p.sky[0]],
        [1, p.sky[1]],
      ],
    },
    'sky',
    0,
  );
}

/** Stars thinning towards the horizon (card coordinates). */
export function stars(rng: Rng, p: Palette, count: number, bottom: number): Node {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(6, 394);
    const y = Math.pow(rng.next(), 1.6) * bottom;
    dots.push(circle(x, y, rng.range(0.5, 1.5)));
  }
  return fill(dots.join(''), lighter(p.light, 0.6), 'glow', 0);
}

/** A rolling ridge across the card at about `y`, for distant hills (card coordinates). */
export function ridge(rng: Rng, y: number, amp: number, color: Color, bumps = 4): Node {
  const pts: Point[] = [
    [-20, 640],
    [-20, y],
  ];
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i <= 20; i++) {
    const x = -20 + (440 * i) / 20;
    pts.push([
      x,
      y +
        Math.sin(phase + (i / 20) * Math.PI * bumps * 0.5) * amp +
        Math.sin(phase * 2 + i * 1.3) * amp * 0.25,
    ]);
  }
  pts.push([420, 640]);
  return fill(poly(pts), color, 'stone', 0);
}

/** A band of rooftops and chimneys against the sky (card coordinates), some windows lit. */
export function roofline(rng: Rng, y: number, color: Color, lit: Color | null): Node[] {
  const pts: Point[] = [[-10, 640]];
  const windows: string[] = [];
  let x = -10;
  while (x < 420) {
    const w = rng.range(28, 60);
    const h = y - rng.range(0, 40);
    const peak = rng.chance(0.6);
    pts.push([x, h]);
    if (peak) pts.push([x + w / 2, h - rng.range(14, 26)]);
    else if (rng.chance(0.5))
      pts.push([x + w * 0.3, h], [x + w * 0.3, h - 14], [x + w * 0.42, h - 14], [x + w * 0.42, h]);
    pts.push([x + w, h]);
    if (lit !== null) {
      for (let k = 0; k < 2; k++)
        if (rng.chance(0.45))
          windows.push(rect(x + rng.range(4, w - 10), h + rng.range(8, 30), 5, 7));
    }
    x += w;
  }
  pts.push([420, 640]);
  const out: Node[] = [fill(poly(pts), color, 'stone', 0)];
  if (lit !== null && windows.length > 0) out.push(fill(windows.join(''), lit, 'glow', 0));
  return out;
}

/** A puffy cloud bank (card coordinates). */
export function cloudBank(rng: Rng, x: number, y: number, w: number, color: Color): Node {
  const circles: string[] = [];
  const count = 5;
  for (let i = 0; i < count; i++) {
    const cx = x - w / 2 + (w * (i + 0.5)) / count + rng.range(-4, 4);
    const r = (w / count) * rng.range(0.55, 0.9) * (i === 0 || i === count - 1 ? 0.75 : 1);
    circles.push(circle(cx, y - r * 0.5, r));
  }
  circles.push(rect(x - w / 2, y - w * 0.06, w, w * 0.08, w * 0.04));
  return fill(circles.join(''), color, 'sky', 0);
}

/**
 * A back wall and a floor seen slightly from above: boards run towards a vanishing point above
 * the subject. `junction` is where the wall meets the floor (world y, a little behind the feet).
 */
export function room(
  cam: Camera,
  p: Palette,
  _rng: Rng,
  o: { wall?: Color; floor?: Color; junction?: number; boards?: boolean; skirting?: boolean } = {},
): Node[] {
  const v = view(cam);
  const j = o.junction ?? -14;
  const wall = o.wall ?? p.wall;
  const floorC = o.floor ?? p.floor;
  const out: Node[] = [
    fill(rect(v.left - 5, v.top - 5, v.right - v.left + 10, j - v.top + 5), wall, 'wall', 0),
  ];
  out.push(fill(rect(v.left - 5, j, v.right - v.left + 10, v.bottom - j + 5), floorC, 'floor', 0));
  if (o.boards ?? true) {
    const vp: Point = [0, j - 160];
    const lines: string[] = [];
    for (let x = -400; x <= 400; x += 26) {
      const bottom = v.bottom + 5;
      const t = (bottom - vp[1]) / (j - vp[1]);
      lines.push(`M${n(x)} ${n(j)}L${n(vp[0] + (x - vp[0]) * t)} ${n(bottom)}`);
    }
    let y = j + 6;
    let step = 7;
    while (y < v.bottom) {
      lines.push(`M${n(v.left - 5)} ${n(y)}H${n(v.right + 5)}`);
      step *= 1.45;
      y += step;
    }
    out.push(stroke(lines.join(''), darker(floorC, 0.18), 0.7, 'floor', 0));
  }
  if (o.skirting ?? true)
    out.push(
      fill(rect(v.left - 5, j - 5, v.right - v.left + 10, 5), darker(wall, 0.25), 'wood', 0),
    );
  return out;
}

/** Faint wallpaper: small repeated motifs over the wall (world coordinates). */
export function wallpaper(
  cam: Camera,
  p: Palette,
  _rng: Rng,
  junction: number,
  kind: 'stripes' | 'dots' | 'diamonds',
): Node {
  const v = view(cam);
  const c = darker(p.wall, 0.08);
  const marks: string[] = [];
  if (kind === 'stripes') {
    for (let x = Math.floor(v.left / 14) * 14; x < v.right; x += 14)
      marks.push(rect(x, v.top - 5, 4, junction - v.top));
  } else {
    const step = 16;
    for (let y = Math.floor(v.top / step) * step; y < junction - 4; y += step) {
      for (let x = Math.floor(v.left / step) * step; x < v.right; x += step) {
        const ox = (Math.round(y / step) % 2) * (step / 2);
        if (kind === 'dots') marks.push(circle(x + ox, y, 1.3));
        else
          marks.push(
            poly([
              [x + ox, y - 3],
              [x + ox + 2.5, y],
              [x + ox, y + 3],
              [x + ox - 2.5, y],
            ]),
          );
      }
    }
  }
  return fill(marks.join(''), c, 'wall', 0);
}

export interface WindowView {
  readonly night: boolean;
  readonly moon: boolean;
}

/**
 * A window in a wall (world coordinates): frame, sill, panes showing the sky outside, curtains.
 * Returns the nodes and the centre of the pane (where its light comes from).
 */
export function windowFrame(
  p: Palette,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { night: boolean; moon: boolean; curtains: boolean; arch?: boolean; round?: boolean },
): { nodes: Node[]; centre: Point; moon: Point | null } {
  const frameC = lighter(p.wood, 0.25);
  const pane =
    o.round === true
      ? ellipse(x + w / 2, y + h / 2, w / 2, h / 2)
      : o.arch === true
        ? `M${n(x)} ${n(y + h)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)}V${n(y + h)}Z`
        : rect(x, y, w, h);
  const outside: Node[] = [
    fill(
      rect(x - 2, y - 2, w + 4, h + 4),
      {
        kind: 'linear',
        x1: 0,
        y1: y,
        x2: 0,
        y2: y + h,
        stops: [
          [0, p.sky[0]],
          [1, p.sky[1]],
        ],
      },
      o.night ? 'sky' : 'glow',
      0,
    ),
  ];
  let moon: Point | null = null;
  if (o.night) {
    const dots: string[] = [];
    for (let i = 0; i < 10; i++)
      dots.push(circle(x + rng.range(2, w - 2), y + rng.range(2, h * 0.7), rng.range(0.3, 0.8)));
    outside.push(fill(dots.join(''), lighter(p.light, 0.7), 'glow', 0));
    if (o.moon) {
      moon = [x + w * rng.range(0.3, 0.7), y + h * rng.range(0.22, 0.4)];
      outside.push(
        fill(circle(moon[0], moon[1], Math.min(w, h) * 0.16), lighter(p.light, 0.5), 'glow', 0),
      );
    }
  } else {
    outside.push(
      fill(
        `${circle(x + w * 0.3, y + h * 0.35, w * 0.12)}${circle(x + w * 0.45, y + h * 0.3, w * 0.15)}${circle(x + w * 0.6, y + h * 0.36, w * 0.1)}`,
        lighter(p.sky[1], 0.6),
        'sky',
        0,
      ),
    );
  }
  // Distant roofs in the lower part of the pane.
  const roofs: Point[] = [[x - 2, y + h + 2]];
  let rx = x - 2;
  while (rx < x + w + 2) {
    const rw = rng.range(w * 0.18, w * 0.35);
    const top = y + h * rng.range(0.62, 0.78);
    roofs.push([rx, top], [rx + rw * 0.5, top - h * 0.08], [rx + rw, top]);
    rx += rw;
  }
  roofs.push([x + w + 2, y + h + 2]);
  outside.push(fill(poly(roofs), mix(p.sky[0], p.shade, 0.5), 'stone', 0));
  const nodes: Node[] = [
    fill(
      o.round === true
        ? ellipse(x + w / 2, y + h / 2, w / 2 + 4, h / 2 + 4)
        : o.arch === true
          ? `M${n(x - 4)} ${n(y + h + 2)}V${n(y + w / 2)}A${n(w / 2 + 4)} ${n(w / 2 + 4)} 0 0 1 ${n(x + w + 4)} ${n(y + w / 2)}V${n(y + h + 2)}Z`
          : rect(x - 4, y - 4, w + 8, h + 8),
      frameC,
      'wood',
    ),
    group(outside, undefined, pane),
  ];
  const bars =
    o.round === true
      ? `M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h / 2)}H${n(x + w)}`
      : `M${n(x + w / 2)} ${n(y + (o.arch === true ? 0 : 0))}V${n(y + h)}M${n(x)} ${n(y + h * 0.5)}H${n(x + w)}`;
  nodes.push(stroke(bars, frameC, 2.2, 'wood'));
  if (o.round !== true)
    nodes.push(fill(rect(x - 7, y + h + 2, w + 14, 4, 1), darker(frameC, 0.1), 'wood'));
  if (o.curtains) {
    const c = p.cloth[rng.int(0, p.cloth.length - 1)] ?? p.accent;
    const fold = darker(c, 0.18);
    for (const side of [-1, 1]) {
      // A drape gathered at the sill by a tie: wide at the rail, pinched, flaring to the hem.
      const outer = side < 0 ? x - 10 : x + w + 10;
      const inner = side < 0 ? x + w * 0.16 : x + w - w * 0.16;
      const tieY = y + h * 0.62;
      const pinch = side < 0 ? x - 2 : x + w + 2;
      const d = `M${n(outer)} ${n(y - 9)}L${n(inner)} ${n(y - 9)}Q${n(inner)} ${n(tieY - h * 0.25)} ${n(pinch)} ${n(tieY)}Q${n(pinch - side * 2)} ${n(y + h + 8)} ${n(outer + side * 3)} ${n(y + h + 20)}Z`;
      nodes.push(fill(d, c, 'cloth'));
      nodes.push(
        stroke(
          `M${n((outer + inner) / 2)} ${n(y - 8)}Q${n((outer + pinch) / 2)} ${n(tieY - 10)} ${n((outer + pinch) / 2 + side * 1)} ${n(tieY)}`,
          fold,
          1.2,
          'cloth',
          0,
        ),
      );
      nodes.push(fill(ellipse(pinch - side * 1, tieY, 3.2, 2), darker(c, 0.35), 'cloth'));
    }
    nodes.push(
      stroke(`M${n(x - 18)} ${n(y - 10)}H${n(x + w + 18)}`, darker(p.wood, 0.2), 2, 'wood'),
    );
  }
  return { nodes, centre: [x + w / 2, y + h / 2], moon };
}

/** A framed picture on a wall. */
export function picture(p: Palette, rng: Rng, x: number, y: number, w: number, h: number): Node[] {
  const frameC = rng.chance(0.5) ? '#b08a3a' : darker(p.wood, 0.1);
  const inside = rng.pick(p.cloth);
  return [
    fill(rect(x, y, w, h, 1), frameC, 'wood'),
    fill(rect(x + 2.5, y + 2.5, w - 5, h - 5), lighter(p.wall, 0.3), 'paper', 0),
    fill(
      `M${n(x + 3)} ${n(y + h - 3)}L${n(x + w * 0.4)} ${n(y + h * 0.45)}L${n(x + w * 0.6)} ${n(y + h * 0.65)}L${n(x + w * 0.75)} ${n(y + h * 0.5)}L${n(x + w - 3)} ${n(y + h - 3)}Z`,
      inside,
      'paper',
      0,
    ),
  ];
}

/** A shelf with jars, books and cups on it (world coordinates, its top at y). */
export function shelf(p: Palette, rng: Rng, x: number, y: number, w: number): Node[] {
  const out: Node[] = [fill(rect(x, y, w, 3), darker(p.wood, 0.05), 'wood')];
  let cx = x + 3;
  while (cx < x + w - 8) {
    const kind = rng.int(0, 3);
    const c = rng.pick(p.cloth);
    if (kind === 0) {
      const bw = rng.range(3, 5);
      const bh = rng.range(12, 18);
      out.push(fill(rect(cx, y - bh, bw, bh, 0.5), c, 'paper'));
      cx += bw + 0.6;
    } else if (kind === 1) {
      out.push(
        fill(
          `M${n(cx)} ${n(y)}V${n(y - 10)}Q${n(cx)} ${n(y - 13)} ${n(cx + 3)} ${n(y - 13)}H${n(cx + 6)}Q${n(cx + 9)} ${n(y - 13)} ${n(cx + 9)} ${n(y - 10)}V${n(y)}Z`,
          lighter(c, 0.3),
          'glass',
        ),
      );
      out.push(fill(rect(cx + 1.5, y - 15, 6, 2.4, 0.6), darker(c, 0.2), 'detail'));
      cx += 11;
    } else if (kind === 2) {
      out.push(
        fill(
          `M${n(cx)} ${n(y - 7)}H${n(cx + 8)}L${n(cx + 7)} ${n(y)}H${n(cx + 1)}Z`,
          lighter(c, 0.5),
          'detail',
        ),
      );
      cx += 10;
    } else {
      cx += rng.range(4, 10);
    }
  }
  return out;
}

/** A round rug on the floor. */
export function rug(p: Palette, rng: Rng, x: number, y: number, w: number): Node[] {
  const c = rng.pick(p.cloth);
  return [
    fill(ellipse(x, y, w / 2, w * 0.09), darker(c, 0.1), 'cloth'),
    fill(ellipse(x, y, w * 0.36, w * 0.06), lighter(c, 0.15), 'cloth', 0),
  ];
}

/** A standing or table lamp with a shade; its bulb glows. */
export function lamp(p: Palette, x: number, y: number, h: number): { nodes: Node[]; bulb: Point } {
  const shade = lighter(p.accent, 0.2);
  const bulb: Point = [x, y - h + 6];
  return {
    nodes: [
      stroke(`M${n(x)} ${n(y)}V${n(y - h + 8)}`, darker(p.wood, 0.3), 1.6, 'metal'),
      fill(ellipse(x, y, 7, 1.8), darker(p.wood, 0.3), 'metal'),
      fill(ellipse(x, bulb[1] + 2, 5, 2), lighter(p.light, 0.4), 'glow', 0),
      fill(
        `M${n(x - 6)} ${n(y - h)}H${n(x + 6)}L${n(x + 11)} ${n(y - h + 11)}H${n(x - 11)}Z`,
        shade,
        'glow',
      ),
    ],
    bulb,
  };
}

/** A hanging bulb on a wire from the top of the view. */
export function hangingBulb(
  p: Palette,
  x: number,
  top: number,
  y: number,
): { nodes: Node[]; bulb: Point } {
  return {
    nodes: [
      stroke(`M${n(x)} ${n(top)}V${n(y - 4)}`, p.ink, 0.8, 'detail', 0),
      fill(rect(x - 2, y - 5, 4, 3), darker(p.wood, 0.3), 'metal'),
      fill(ellipse(x, y + 1.5, 3.3, 4), lighter(p.light, 0.5), 'glow', 0),
    ],
    bulb: [x, y + 1.5],
  };
}
