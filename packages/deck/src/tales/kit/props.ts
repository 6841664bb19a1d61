import { circle, ellipse, n, poly, quad, rect, type Point } from '../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../ir.ts';
import { darker, lighter } from './colors.ts';

/**
 * A thing that can be held or placed. Drawn in its own units with the point a hand grips at
 * (0, 0), so that placing it at a hand is a translation. `glow` marks where it gives light.
 */
export interface Prop {
  readonly nodes: Node[];
  /** Height in units (for placing and scaling). */
  readonly size: number;
  readonly glow?: { readonly at: Point; readonly r: number; readonly color: Color };
  /** Named points in the prop's units: a spout, a rod tip, where the contents sit. */
  readonly points?: Readonly<Record<string, Point>>;
}

export interface PropColors {
  readonly main: Color;
  readonly ink: Color;
  readonly light: Color;
  readonly metal: Color;
}

const brass = '#c9a24a';
const flameCore = '#fff6d0';

function flame(x: number, y: number, h: number, color: Color): Node[] {
  return [
    fill(
      `M${n(x)} ${n(y - h)}Q${n(x + h * 0.45)} ${n(y - h * 0.3)} ${n(x)} ${n(y)}Q${n(x - h * 0.45)} ${n(y - h * 0.3)} ${n(x)} ${n(y - h)}Z`,
      color,
      'glow',
      0,
    ),
    fill(ellipse(x, y - h * 0.28, h * 0.13, h * 0.24), flameCore, 'glow', 0),
  ];
}

/** A storm lantern held by its ring: cap, glass with a flame, base. */
export function lantern(c: PropColors): Prop {
  const metal = c.metal;
  const glass = lighter(c.light, 0.25);
  const nodes: Node[] = [
    stroke(`M-3.5 3.2A3.5 3.5 0 1 1 3.5 3.2`, metal, 1.3, 'metal'),
    fill(
      poly([
        [-5.5, 9],
        [5.5, 9],
        [3.5, 3.5],
        [-3.5, 3.5],
      ]),
      metal,
      'metal',
    ),
    fill(rect(-7, 9, 14, 2.4, 1), darker(metal, 0.2), 'metal'),
    fill(rect(-5.8, 11.4, 11.6, 14.5, 2.5), glass, 'glow'),
    ...flame(0, 22.5, 7.5, c.light),
    stroke(`M-5.8 11.6V25.8M5.8 11.6V25.8M0 11.4V13.5`, metal, 1.3, 'metal'),
    fill(rect(-7.2, 25.8, 14.4, 3, 1.2), darker(metal, 0.2), 'metal'),
  ];
  return { nodes, size: 29, glow: { at: [0, 18], r: 10, color: c.light } };
}

/** An old key held by its bow. */
export function key(c: PropColors, length = 34): Prop {
  const m = c.main;
  const L = length;
  const d =
    ellipse(0, 0, 6.5, 6.5) +
    `M4.5 -2.2H${n(L)}V2.2H4.5Z` +
    `M${n(L - 9)} 2H${n(L - 6)}V8H${n(L - 9)}Z` +
    `M${n(L - 3.5)} 2H${n(L)}V10H${n(L - 3.5)}Z`;
  return {
    nodes: [
      fill(d, m, 'metal'),
      fill(ellipse(-0.5, 0, 3, 3), darker(m, 0.55), 'detail', 0),
      fill(ellipse(-8.3, 0, 3, 3), m, 'metal'),
      fill(ellipse(-4.4, -5.6, 2.6, 2.6), m, 'metal'),
      fill(ellipse(-4.4, 5.6, 2.6, 2.6), m, 'metal'),
    ],
    size: L + 10,
    points: { tip: [L, 0] },
  };
}

/** A round teapot held by its handle; the spout points to +x. */
export function teapot(c: PropColors): Prop {
  const m = c.main;
  const dark = darker(m, 0.3);
  return {
    nodes: [
      stroke(`M0 -4C-9 -5 -9 13 3 11`, dark, 3.2, 'detail'),
      fill(`M14 2C20 -1 26 -7 31 -11L33 -9C29 -3 24 6 17 11Z`, m, 'detail'),
      fill(ellipse(12, 4, 13, 10.5), m, 'detail'),
      fill(`M3 -4Q12 -9 21 -4Z`, dark, 'detail'),
      fill(ellipse(12, -7.5, 2.6, 2), dark, 'detail'),
      fill(`M2 6Q12 9 22 6Q12 11 2 6Z`, lighter(m, 0.4), 'detail', 0),
    ],
    size: 24,
    points: { spout: [32.5, -10.5], centre: [12, 4] },
  };
}

/** A teacup with a saucer, held by the handle. */
export function teacup(c: PropColors): Prop {
  const m = c.main;
  return {
    nodes: [
      stroke(`M0 -3C-6 -3 -6 6 1 5`, m, 2.2, 'detail'),
      fill(`M1 -6H21L19 4Q11 10 3 4Z`, m, 'detail'),
      fill(ellipse(11, -6, 10, 2.4), darker(m, 0.45), 'detail'),
      fill(ellipse(11, 7, 14, 2.6), lighter(m, 0.2), 'detail'),
    ],
    size: 14,
    points: { brim: [11, -6], centre: [11, 0] },
  };
}

/** An open book held from below in both hands; its pages can glow. */
export function openBook(c: PropColors, glowing = false): Prop {
  const cover = c.main;
  const page = glowing ? lighter(c.light, 0.5) : '#f4ecd8';
  const lines: string[] = [];
  for (let i = 0; i < 4; i++) {
    lines.push(`M-16 ${n(-11 + i * 3.2)}Q-9 ${n(-13 + i * 3.2)} -2.5 ${n(-10 + i * 3.2)}`);
    lines.push(`M2.5 ${n(-10 + i * 3.2)}Q9 ${n(-13 + i * 3.2)} 16 ${n(-11 + i * 3.2)}`);
  }
  return {
    nodes: [
      fill(`M-21 -14Q-10 -19 0 -12Q10 -19 21 -14L21 2Q10 -3 0 3Q-10 -3 -21 2Z`, cover, 'paper'),
      fill(
        `M-19 -15Q-10 -19 0 -13Q10 -19 19 -15L19 -1Q10 -5 0 1Q-10 -5 -19 -1Z`,
        page,
        glowing ? 'glow' : 'paper',
      ),
      stroke(lines.join(''), darker(page, 0.3), 0.7, 'detail', 0),
    ],
    size: 20,
    glow: glowing ? { at: [0, -10], r: 22, color: c.light } : undefined,
    points: { top: [0, -14] },
  } as Prop;
}

/** A domed birdcage hanging from its ring; `inside` is drawn between the bars. */
export function birdcage(c: PropColors, inside: Node[] = []): Prop {
  const m = c.metal;
  const bars: string[] = [];
  for (let i = -3; i <= 3; i++) {
    const x = i * 5;
    bars.push(`M${n(x)} 44Q${n(x * 1.04)} 14 ${n(x * 0.25)} 8`);
  }
  return {
    nodes: [
      stroke(`M-2.8 2.5A2.8 2.8 0 1 1 2.8 2.5`, m, 1.2, 'metal'),
      group(inside),
      stroke(bars.join(''), m, 1.1, 'metal'),
      stroke(`M-16 44Q-17 12 0 7Q17 12 16 44`, m, 1.5, 'metal'),
      fill(rect(-18.5, 43, 37, 4, 1.2), darker(m, 0.15), 'metal'),
      fill(ellipse(0, 7, 3, 1.8), m, 'metal'),
    ],
    size: 47,
    points: { inside: [0, 30] },
  };
}

/** A five-pointed star, glowing. */
export function star(color: Color, r = 8): Prop {
  const pts: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  return {
    nodes: [fill(smoothStar(pts), color, 'glow', 0.6)],
    size: r * 2,
    glow: { at: [0, 0], r: r * 2.2, color },
  };
}

function smoothStar(pts: readonly Point[]): string {
  // Slightly rounded points read as a drawn star rather than a symbol.
  let d = '';
  pts.forEach((p, i) => {
    const prev = pts[(i + pts.length - 1) % pts.length] as Point;
    const next = pts[(i + 1) % pts.length] as Point;
    const a: Point = [p[0] + (prev[0] - p[0]) * 0.12, p[1] + (prev[1] - p[1]) * 0.12];
    const b: Point = [p[0] + (next[0] - p[0]) * 0.12, p[1] + (next[1] - p[1]) * 0.12];
    d += `${i === 0 ? 'M' : 'L'}${n(a[0])} ${n(a[1])}Q${n(p[0])} ${n(p[1])} ${n(b[0])} ${n(b[1])}`;
  });
  return `${d}Z`;
}

/** A crescent moon (optionally with a sleepy face), lit. */
export function crescent(color: Color, r: number, ink: Color, withFace = false): Prop {
  const d = `M${n(r * 0.3)} ${n(-r * 0.95)}A${n(r)} ${n(r)} 0 1 0 ${n(r * 0.3)} ${n(r * 0.95)}A${n(r * 1.05)} ${n(r * 1.05)} 0 0 1 ${n(r * 0.3)} ${n(-r * 0.95)}Z`;
  const nodes: Node[] = [fill(d, color, 'glow', 0.6)];
  if (withFace) {
    nodes.push(
      stroke(
        quad([-r * 0.62, -r * 0.12], [-r * 0.5, -r * 0.02], [-r * 0.38, -r * 0.12]),
        ink,
        r * 0.06,
        'face',
        0,
      ),
    );
    nodes.push(
      stroke(
        quad([-r * 0.68, r * 0.3], [-r * 0.55, r * 0.4], [-r * 0.45, r * 0.32]),
        ink,
        r * 0.05,
        'face',
        0,
      ),
    );
  }
  return { nodes, size: r * 2, glow: { at: [-r * 0.4, 0], r: r * 1.8, color } };
}

/** A full moon with a few darker seas. */
export function fullMoon(color: Color, r: number): Prop {
  const sea = darker(color, 0.12);
  return {
    nodes: [
      fill(circle(0, 0, r), color, 'glow', 0.6),
      fill(
        `${circle(-r * 0.3, -r * 0.2, r * 0.22)}${circle(r * 0.25, r * 0.3, r * 0.16)}${circle(r * 0.35, -r * 0.35, r * 0.1)}`,
        sea,
        'glow',
        0,
      ),
    ],
    size: r * 2,
    glow: { at: [0, 0], r: r * 2.4, color },
  };
}

/** A puffy cloud, centred, `w` wide. */
export function cloud(color: Color, w: number): Prop {
  const r = w / 4.2;
  const d = `${circle(-w * 0.28, 0, r)}${circle(0, -r * 0.55, r * 1.3)}${circle(w * 0.28, -r * 0.1, r * 1.05)}${rect(-w * 0.42, -r * 0.3, w * 0.84, r * 1.3, r * 0.6)}`;
  return {
    nodes: [
      fill(d, color, 'detail', 0.8),
      fill(rect(-w * 0.4, r * 0.45, w * 0.8, r * 0.55, r * 0.27), darker(color, 0.12), 'detail', 0),
    ],
    size: r * 2.6,
  };
}

/** An open umbrella held by its crook; the canopy is above. */
export function umbrella(c: PropColors): Prop {
  const m = c.main;
  const rib = darker(m, 0.3);
  return {
    nodes: [
      stroke(`M0 0V-46`, c.ink, 1.4, 'detail'),
      stroke(`M0 0Q0 5 -4 5Q-7 5 -7 2`, c.ink, 1.8, 'detail'),
      fill(
        `M-30 -40Q-28 -64 0 -66Q28 -64 30 -40Q25 -44 20 -40Q15 -45 10 -40Q5 -45 0 -40Q-5 -45 -10 -40Q-15 -45 -20 -40Q-25 -44 -30 -40Z`,
        m,
        'cloth',
      ),
      stroke(
        `M0 -66Q-12 -55 -10 -40M0 -66Q12 -55 10 -40M0 -66Q-24 -58 -20 -40M0 -66Q24 -58 20 -40`,
        rib,
        0.8,
        'detail',
        0,
      ),
      stroke(`M0 -66V-70`, c.ink, 1.4, 'detail'),
    ],
    size: 70,
  };
}

/** A watering can held by its top handle; the spout points to +x. */
export function wateringCan(c: PropColors): Prop {
  const m = c.main;
  return {
    nodes: [
      stroke(`M-8 4Q0 -6 8 4`, darker(m, 0.25), 2.4, 'metal'),
      fill(`M8 14L22 0L25 2L12 19Z`, m, 'metal'),
      fill(ellipse(24.5, 0, 2.6, 3.6, 40), darker(m, 0.2), 'metal'),
      fill(rect(-11, 5, 22, 17, 3), m, 'metal'),
      fill(rect(-11, 8, 22, 2, 0), darker(m, 0.2), 'metal', 0),
    ],
    size: 22,
    points: { spout: [26, -1] },
  };
}

/** A fishing rod held near its butt; the rod points up and to +x, the tip is a named point. */
export function fishingRod(c: PropColors, length = 70): Prop {
  const tip: Point = [length * 0.62, -length * 0.78];
  return {
    nodes: [
      stroke(`M-6 7L${n(tip[0])} ${n(tip[1])}`, darker(c.main, 0.2), 1.6, 'wood'),
      fill(ellipse(-3, 3.5, 3, 4.5, -40), c.main, 'wood'),
      fill(circle(2, -2.5, 2.2), c.metal, 'metal'),
    ],
    size: length,
    points: { tip },
  };
}

/** A candle in a holder with a ring handle; the flame gives light. */
export function candle(c: PropColors): Prop {
  return {
    nodes: [
      stroke(`M7 1Q13 1 12 -4Q11 -7 8 -5`, brass, 1.4, 'metal'),
      fill(ellipse(0, 0, 8, 2.2), brass, 'metal'),
      fill(rect(-3, -16, 6, 15, 1), '#f3ead8', 'detail'),
      ...flame(0, -17, 7, c.light),
    ],
    size: 26,
    glow: { at: [0, -21], r: 8, color: c.light },
  };
}

/** A balloon on a string held at its end. */
export function balloon(color: Color, ink: Color, h = 46): Prop {
  return {
    nodes: [
      stroke(
        `M0 0Q-4 ${n(-h * 0.3)} 2 ${n(-h * 0.55)}Q6 ${n(-h * 0.7)} 0 ${n(-h * 0.78)}`,
        ink,
        0.7,
        'detail',
        0,
      ),
      fill(
        `M0 ${n(-h * 0.78)}C${n(-h * 0.28)} ${n(-h * 0.82)} ${n(-h * 0.3)} ${n(-h * 1.2)} 0 ${n(-h * 1.2)}C${n(h * 0.3)} ${n(-h * 1.2)} ${n(h * 0.28)} ${n(-h * 0.82)} 0 ${n(-h * 0.78)}Z`,
        color,
        'detail',
      ),
      fill(ellipse(-h * 0.07, -h * 1.08, h * 0.04, h * 0.07, 20), lighter(color, 0.6), 'detail', 0),
    ],
    size: h * 1.2,
  };
}

/** A small bird in flight (wings up or down) or perched; faces +x. */
export function bird(color: Color, ink: Color, wings: 'up' | 'down' | 'perched' = 'up'): Prop {
  const body = fill(`M-8 1Q-3 -5 5 -3Q9 -5 11 -2Q8 0 6 2Q0 6 -8 1Z`, color, 'detail');
  const eye = fill(circle(8, -3.3, 0.9), ink, 'face', 0);
  const beak = fill(
    poly([
      [10.8, -2.6],
      [14, -1.8],
      [10.8, -1.2],
    ]),
    '#e6a33a',
    'detail',
    0,
  );
  const tail = fill(
    poly([
      [-7, 0],
      [-13, -4],
      [-12, 2],
    ]),
    color,
    'detail',
  );
  const wing =
    wings === 'up'
      ? fill(`M-3 -2Q-2 -14 6 -16Q2 -8 3 -2Z`, darker(color, 0.2), 'detail')
      : wings === 'down'
        ? fill(`M-3 0Q-1 10 6 12Q3 5 3 0Z`, darker(color, 0.2), 'detail')
        : fill(`M-5 -1Q0 -3 4 0Q0 3 -5 -1Z`, darker(color, 0.2), 'detail');
  const legs = wings === 'perched' ? [stroke(`M-1 3L-2 7M2 3L2 7`, ink, 0.6, 'detail', 0)] : [];
  return { nodes: [tail, ...legs, body, wing, beak, eye], size: 14 };
}

/** A fish swimming towards +x. */
export function fish(color: Color, ink: Color, len = 24): Prop {
  const L = len;
  return {
    nodes: [
      fill(
        `M${n(-L * 0.5)} 0L${n(-L * 0.78)} ${n(-L * 0.22)}L${n(-L * 0.72)} ${n(L * 0.22)}Z`,
        darker(color, 0.15),
        'detail',
      ),
      fill(
        `M${n(L * 0.5)} 0Q${n(L * 0.15)} ${n(-L * 0.3)} ${n(-L * 0.52)} 0Q${n(L * 0.15)} ${n(L * 0.3)} ${n(L * 0.5)} 0Z`,
        color,
        'detail',
      ),
      fill(
        `M0 ${n(-L * 0.18)}Q${n(-L * 0.12)} ${n(-L * 0.36)} ${n(-L * 0.28)} ${n(-L * 0.3)}L${n(-L * 0.2)} ${n(-L * 0.12)}Z`,
        darker(color, 0.15),
        'detail',
      ),
      fill(circle(L * 0.3, -L * 0.04, L * 0.045), ink, 'face', 0),
      stroke(
        `M${n(L * 0.15)} ${n(-L * 0.14)}Q${n(L * 0.1)} 0 ${n(L * 0.15)} ${n(L * 0.14)}`,
        darker(color, 0.3),
        L * 0.025,
        'detail',
        0,
      ),
    ],
    size: L * 0.6,
  };
}

/** A letter in an envelope. */
export function envelope(color: Color, _ink: Color): Prop {
  return {
    nodes: [
      fill(rect(-9, -6, 18, 12, 0.8), color, 'paper'),
      stroke(`M-9 -6L0 1L9 -6`, darker(color, 0.3), 0.7, 'detail', 0),
      fill(circle(0, 1.5, 1.6), '#b8352f', 'detail', 0),
    ],
    size: 12,
  };
}

/** A suitcase held by its handle. */
export function suitcase(c: PropColors): Prop {
  const m = c.main;
  return {
    nodes: [
      stroke(`M-5 3V-1H5V3`, darker(m, 0.4), 1.8, 'detail'),
      fill(rect(-15, 3, 30, 21, 2.5), m, 'detail'),
      stroke(`M-9 3V24M9 3V24`, darker(m, 0.3), 1.4, 'detail', 0),
    ],
    size: 24,
  };
}

/** A broom held near the top; bristles at the bottom (+y). */
export function broom(c: PropColors): Prop {
  return {
    nodes: [
      stroke(`M0 -22L0 36`, darker(c.main, 0.1), 2.2, 'wood'),
      fill(`M-3 34L3 34L9 54L-9 54Z`, '#c9a25a', 'detail'),
      stroke(`M-2 40L3 40`, darker('#c9a25a', 0.35), 1, 'detail', 0),
    ],
    size: 76,
  };
}

/** A butterfly net held at the end of its pole; the hoop at the top, to +x. */
export function net(c: PropColors): Prop {
  return {
    nodes: [
      stroke(`M0 0L30 -44`, darker(c.main, 0.1), 1.8, 'wood'),
      fill(`M27 -50Q48 -46 40 -34Q34 -30 27 -38Q22 -44 27 -50Z`, '#f2efe6', 'cloth', 0.7),
      stroke(ellipse(34, -50, 8, 5, 30), c.metal, 1.3, 'metal'),
    ],
    size: 56,
    points: { hoop: [34, -50] },
  };
}

/** A needle with a long thread trailing back from the eye. */
export function needle(c: PropColors, thread: Point[]): Prop {
  return {
    nodes: [
      stroke(`M0 0L-11 3`, c.metal, 1.1, 'metal'),
      stroke(smoothOpenish([[0, 0], ...thread]), c.main, 0.9, 'detail', 0),
    ],
    size: 10,
  };
}

function smoothOpenish(points: readonly Point[]): string {
  let d = `M${n(points[0]?.[0] ?? 0)} ${n(points[0]?.[1] ?? 0)}`;
  for (let i = 1; i < points.length - 1; i += 2) {
    const c = points[i] as Point;
    const e = points[i + 1] as Point;
    d += `Q${n(c[0])} ${n(c[1])} ${n(e[0])} ${n(e[1])}`;
  }
  return d;
}

/** A telescope held near its eyepiece, pointing up to +x. */
export function telescope(c: PropColors): Prop {
  const m = c.main;
  return {
    nodes: [
      fill(`M-2 -2L22 -20L25 -16L1 2Z`, m, 'metal'),
      fill(`M20 -21L34 -32L38 -27L24 -15Z`, darker(m, 0.15), 'metal'),
      fill(ellipse(36.5, -29.5, 2.6, 4.2, 40), brass, 'metal'),
    ],
    size: 34,
    points: { lens: [37, -30] },
  };
}

/** A paper boat. */
export function paperBoat(color: Color): Prop {
  return {
    nodes: [
      fill(
        poly([
          [-14, 0],
          [14, 0],
          [9, 7],
          [-9, 7],
        ]),
        color,
        'paper',
      ),
      fill(
        poly([
          [-8, 0],
          [0, -13],
          [8, 0],
        ]),
        lighter(color, 0.3),
        'paper',
      ),
    ],
    size: 20,
  };
}

/** A kite on its string; the string end (held) at (0, 0). */
export function kite(color: Color, ink: Color, to: Point): Prop {
  const [x, y] = to;
  return {
    nodes: [
      stroke(`M0 0Q${n(x * 0.35)} ${n(y * 0.1)} ${n(x)} ${n(y)}`, ink, 0.6, 'detail', 0),
      fill(
        poly([
          [x, y - 16],
          [x + 11, y - 2],
          [x, y + 14],
          [x - 11, y - 2],
        ]),
        color,
        'paper',
      ),
      stroke(
        `M${n(x)} ${n(y - 16)}L${n(x)} ${n(y + 14)}M${n(x - 11)} ${n(y - 2)}L${n(x + 11)} ${n(y - 2)}`,
        darker(color, 0.35),
        0.7,
        'detail',
        0,
      ),
      stroke(`M${n(x)} ${n(y + 14)}q-6 8 0 14q6 6 0 14`, ink, 0.6, 'detail', 0),
    ],
    size: 30,
  };
}

/** A pocket watch or wall clock face showing a time. */
export function clock(c: PropColors, r = 12, hours = 10, minutes = 10): Prop {
  const ha = ((hours % 12) + minutes / 60) * 30;
  const ma = minutes * 6;
  const hand = (a: number, l: number): string =>
    `M0 0L${n(Math.sin((a * Math.PI) / 180) * l)} ${n(-Math.cos((a * Math.PI) / 180) * l)}`;
  const ticks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    ticks.push(
      `M${n(Math.sin(a) * r * 0.78)} ${n(-Math.cos(a) * r * 0.78)}L${n(Math.sin(a) * r * 0.9)} ${n(-Math.cos(a) * r * 0.9)}`,
    );
  }
  return {
    nodes: [
      fill(circle(0, 0, r * 1.15), c.main, 'metal'),
      fill(circle(0, 0, r), '#f6efdc', 'paper'),
      stroke(ticks.join(''), c.ink, r * 0.06, 'detail', 0),
      stroke(hand(ha, r * 0.5) + hand(ma, r * 0.75), c.ink, r * 0.09, 'detail', 0),
    ],
    size: r * 2.3,
  };
}

/** An egg (a little large, a little speckled). */
export function egg(color: Color, h = 16): Prop {
  return {
    nodes: [
      fill(
        `M0 ${n(-h)}C${n(h * 0.55)} ${n(-h)} ${n(h * 0.62)} 0 0 0C${n(-h * 0.62)} 0 ${n(-h * 0.55)} ${n(-h)} 0 ${n(-h)}Z`,
        color,
        'detail',
      ),
      fill(
        `${circle(-h * 0.15, -h * 0.6, h * 0.05)}${circle(h * 0.18, -h * 0.35, h * 0.04)}${circle(h * 0.05, -h * 0.8, h * 0.035)}`,
        darker(color, 0.25),
        'detail',
        0,
      ),
    ],
    size: h,
  };
}

/** A flowerpot; what grows in it is drawn by the caller above (0, -h). */
export function flowerpot(color: Color, h = 14): Prop {
  return {
    nodes: [
      fill(
        poly([
          [-h * 0.55, -h],
          [h * 0.55, -h],
          [h * 0.4, 0],
          [-h * 0.4, 0],
        ]),
        color,
        'detail',
      ),
      fill(rect(-h * 0.65, -h * 1.1, h * 1.3, h * 0.28, 1), darker(color, 0.12), 'detail'),
    ],
    size: h,
    points: { top: [0, -h * 1.1] },
  };
}

/** A heart-shaped thing (a paper heart, a glowing heart). */
export function heart(color: Color, r = 8, glowing = false): Prop {
  return {
    nodes: [
      fill(
        `M0 ${n(r * 0.9)}C${n(-r * 1.6)} ${n(-r * 0.1)} ${n(-r * 0.7)} ${n(-r * 1.3)} 0 ${n(-r * 0.45)}C${n(r * 0.7)} ${n(-r * 1.3)} ${n(r * 1.6)} ${n(-r * 0.1)} 0 ${n(r * 0.9)}Z`,
        color,
        glowing ? 'glow' : 'detail',
      ),
    ],
    size: r * 2,
    ...(glowing ? { glow: { at: [0, 0] as Point, r: r * 2.2, color } } : {}),
  };
}

export { brass };
