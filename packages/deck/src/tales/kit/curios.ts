import { circle, ellipse, n, poly, rect } from '../geom.ts';
import { fill, stroke, type Color } from '../ir.ts';
import { darker, lighter } from './colors.ts';
import type { Prop } from './props.ts';

/**
 * Things with an edge to them, added when a blind review found the deck's 40 props "re-rolled"
 * (a birdcage, a whale or a clock on one card in twenty) and the grotesque, the dangerous and
 * the absurd nearly missing: a skull, a lit bomb, a sword, a snake, a spider, an eyeball, an
 * octopus, besides an apple, an hourglass, an anchor, a mushroom, a rose, a light bulb, a mask,
 * a globe, a feather and a snail. Each is one bold shape with one or two details, drawn around
 * its middle at (0, 0), about 24 units tall (an adult is 100), so it reads at 160 px.
 */

const bone = '#efe6cf';

export function skull(ink: Color): Prop {
  const dark = darker(ink, 0.1);
  return {
    nodes: [
      fill(
        `M-10 2C-13 -4 -12 -13 -4 -15C2 -16.5 9 -15 11 -9C13 -4 12 1 9 3L8 8H-7L-8 4C-9 3.5 -9.6 3 -10 2Z`,
        bone,
        'detail',
      ),
      fill(`${ellipse(-4.6, -4.5, 3.2, 3.6)}${ellipse(4.4, -4.5, 3.2, 3.6)}`, dark, 'detail', 0),
      fill(
        poly([
          [0, -1],
          [-1.6, 2.4],
          [1.6, 2.4],
        ]),
        dark,
        'detail',
        0,
      ),
      stroke(`M-5 5.4V8M-2.4 5.4V8.4M0.2 5.4V8.4M2.8 5.4V8.4M5.2 5.4V8`, dark, 0.7, 'detail', 0),
      fill(ellipse(-4, -11.5, 2.4, 1.2), lighter(bone, 0.5), 'detail', 0),
    ],
    size: 24,
  };
}

export function apple(color: Color): Prop {
  return {
    nodes: [
      fill(
        `M0 -7C-4 -11 -12 -10 -12 -2C-12 6 -6 11 -2 10C-1 9.5 1 9.5 2 10C6 11 12 6 12 -2C12 -10 4 -11 0 -7Z`,
        color,
        'detail',
      ),
      stroke(`M0 -7Q0.5 -11 2.5 -13`, '#5a3a20', 1.3, 'detail', 0),
      fill(`M2 -10C4 -14 9 -14 10 -12C8 -9 4 -9 2 -10Z`, '#4f9a3a', 'plant', 0),
      fill(ellipse(-6, -3, 2, 3.2), lighter(color, 0.45), 'detail', 0),
    ],
    size: 24,
  };
}

export function hourglass(wood: Color, sand: Color): Prop {
  const glass = '#e6f1f4';
  return {
    nodes: [
      fill(
        `M-8 -12C-8 -4 -1.5 -2 -1.5 0C-1.5 2 -8 4 -8 12H8C8 4 1.5 2 1.5 0C1.5 -2 8 -4 8 -12Z`,
        glass,
        'detail',
      ),
      fill(`M-6.6 -7C-5 -4 -1 -2 -0.6 0H0.6C1 -2 5 -4 6.6 -7Z`, sand, 'detail', 0),
      fill(`M-7.6 11.2C-7 6 -2 5 0 3.4C2 5 7 6 7.6 11.2Z`, sand, 'detail', 0),
      stroke(`M0 0V10`, sand, 0.7, 'detail', 0),
      fill(`${rect(-10, -15, 20, 3, 1)}${rect(-10, 12, 20, 3, 1)}`, wood, 'detail'),
      stroke(`M-8.6 -12V12M8.6 -12V12`, darker(wood, 0.2), 1.2, 'detail', 0),
    ],
    size: 30,
  };
}

export function anchor(metal: Color): Prop {
  return {
    nodes: [
      stroke(`M0 -10V12M-7 -5H7`, metal, 3, 'metal'),
      stroke(`M-13 4C-12 12 -6 14 0 14C6 14 12 12 13 4`, metal, 3, 'metal'),
      // The flukes as strokes of the same iron as the arms: filled, a look painted them apart
      // as grey triangles floating beside the black arms (tale-265).
      stroke(`M-16.5 8L-13 2L-9.5 7M16.5 8L13 2L9.5 7`, metal, 3, 'metal'),
      stroke(circle(0, -13.5, 3.4), metal, 2.2, 'metal'),
      stroke(`M-1 -9V10`, lighter(metal, 0.4), 0.7, 'metal', 0),
    ],
    size: 32,
  };
}

/** A sword held point up by its grip at (0, 0). */
export function sword(): Prop {
  const steel = '#cfd6dc';
  return {
    nodes: [
      fill(`M-2.2 -6L-2.2 -40L0 -45L2.2 -40L2.2 -6Z`, steel, 'metal'),
      stroke(`M0 -8V-40`, darker(steel, 0.25), 0.6, 'metal', 0),
      fill(rect(-8, -7, 16, 3, 1.4), '#c9a24a', 'metal'),
      fill(rect(-1.6, -4, 3.2, 9), '#5a3320', 'detail'),
      fill(circle(0, 6.4, 2.2), '#c9a24a', 'metal'),
    ],
    size: 52,
  };
}

/** A round black bomb with its fuse alight. */
export function bomb(ink: Color): Prop {
  const black = darker(ink, 0.2);
  return {
    nodes: [
      fill(circle(0, 2, 11), black, 'detail'),
      fill(rect(-3.5, -11, 7, 4, 0.8), '#6b6b70', 'metal'),
      stroke(`M0 -11C1 -15 5 -15 6 -18`, '#c8b48a', 1.2, 'detail', 0),
      fill(
        `M6 -22L7 -19.5L9.6 -20L7.8 -18L9.6 -16L7 -16.5L6 -14L5 -16.5L2.4 -16L4.2 -18L2.4 -20L5 -19.5Z`,
        '#ffd34a',
        'glow',
        0,
      ),
      fill(ellipse(-4.5, -2.5, 3, 2), lighter(black, 0.35), 'detail', 0),
    ],
    size: 34,
    glow: { at: [6, -18], r: 8, color: '#ffd34a' },
  };
}

export function mushroom(cap: Color): Prop {
  return {
    nodes: [
      fill(`M-4 -2C-4.5 4 -5 9 -6 12H6C5 9 4.5 4 4 -2Z`, '#f1e8d6', 'detail'),
      fill(`M-16 -1C-16 -12 -8 -17 0 -17C8 -17 16 -12 16 -1C8 1 -8 1 -16 -1Z`, cap, 'detail'),
      fill(
        `${circle(-8, -7, 2.2)}${circle(1, -12, 2.6)}${circle(8, -5, 1.9)}${circle(-2, -4, 1.5)}`,
        '#fbf6ea',
        'detail',
        0,
      ),
    ],
    size: 30,
  };
}

export function rose(color: Color): Prop {
  const green = '#3f7d3a';
  return {
    nodes: [
      stroke(`M0 -4C1 4 -1 12 0 20`, green, 1.6, 'plant'),
      fill(`M0 8C-5 4 -10 6 -10 9C-6 10 -3 10 0 8Z`, green, 'plant', 0),
      fill(
        `${poly([
          [1, 3],
          [3.4, 2],
          [1, 5],
        ])}${poly([
          [-1, 14],
          [-3.4, 13],
          [-1, 16],
        ])}`,
        green,
        'plant',
        0,
      ),
      fill(
        `M-8 -8C-9 -2 -5 2 0 2C5 2 9 -2 8 -8C5 -6 3 -7 0 -6C-3 -7 -5 -6 -8 -8Z`,
        color,
        'detail',
      ),
      fill(`M-6 -9C-5 -14 5 -14 6 -9C3 -7 -3 -7 -6 -9Z`, darker(color, 0.2), 'detail'),
      stroke(`M-3 -7C-2 -3 3 -3 3 -7M-1 -9C0 -6 2 -7 1 -9`, darker(color, 0.45), 0.7, 'detail', 0),
    ],
    size: 34,
  };
}

export function spider(ink: Color): Prop {
  const black = darker(ink, 0.25);
  const legs: string[] = [];
  for (const side of [-1, 1]) {
    for (const [a, b] of [
      [-7, -12],
      [-3, -6],
      [2, 4],
      [6, 11],
    ] as const) {
      legs.push(`M0 ${n(a * 0.4)}Q${n(side * 9)} ${n(a - 4)} ${n(side * 13)} ${n(b)}`);
    }
  }
  return {
    nodes: [
      stroke(`M0 -9V-24`, lighter(ink, 0.6), 0.4, 'detail', 0),
      stroke(legs.join(''), black, 1.3, 'detail'),
      fill(`${circle(0, -4, 3.6)}${ellipse(0, 4, 6, 7)}`, black, 'detail'),
      fill(`${circle(-1.3, -5, 0.8)}${circle(1.3, -5, 0.8)}`, '#e83a2a', 'face', 0),
      fill(`M0 2L-1.6 4.4L0 6.8L1.6 4.4Z`, '#d8342a', 'detail', 0),
    ],
    size: 26,
  };
}

export function snake(color: Color, ink: Color): Prop {
  const body = `M-14 12C-20 8 -14 2 -6 4C4 6 10 2 6 -4C2 -10 -8 -8 -6 -14`;
  return {
    nodes: [
      stroke(body, darker(color, 0.2), 6.4, 'detail'),
      stroke(body, color, 4.4, 'detail', 0),
      stroke(`M-11 8.4L-9 6M-3 6L-1 3.6M5 1L7 -2`, lighter(color, 0.4), 1.4, 'detail', 0),
      fill(ellipse(-5.4, -16, 4.4, 3.2), color, 'detail'),
      fill(circle(-4, -17, 0.9), ink, 'face', 0),
      stroke(`M-9.6 -16L-13 -16.4L-14.6 -18M-13 -16.4L-14.6 -15`, '#d8342a', 0.6, 'detail', 0),
    ],
    size: 32,
  };
}

export function octopus(color: Color, ink: Color): Prop {
  const arms = [-14, -9, -4, 1, 6, 11]
    .map((x, i) => {
      const c = i % 2 === 0 ? 1 : -1;
      return `M${n(x * 0.5)} 0C${n(x)} 6 ${n(x + c * 6)} 8 ${n(x + c * 3)} 13C${n(x)} 16 ${n(x + c * 4)} 17 ${n(x + c * 5)} 15`;
    })
    .join('');
  return {
    nodes: [
      stroke(arms, color, 3.2, 'detail'),
      fill(`M-10 2C-12 -8 -8 -16 0 -16C8 -16 12 -8 10 2C6 4 -6 4 -10 2Z`, color, 'detail'),
      fill(`${ellipse(-4, -5, 2.6, 3)}${ellipse(4, -5, 2.6, 3)}`, '#fbf6ea', 'face', 0),
      fill(`${circle(-3.6, -4.4, 1.3)}${circle(4.4, -4.4, 1.3)}`, ink, 'face', 0),
      fill(
        `${circle(-5, -11, 1.2)}${circle(2, -13, 0.9)}${circle(6, -10, 1)}`,
        lighter(color, 0.4),
        'detail',
        0,
      ),
    ],
    size: 34,
  };
}

export function lightbulb(light: Color): Prop {
  const glass = lighter(light, 0.55);
  return {
    nodes: [
      fill(
        `M-5 4C-5 0 -10 -4 -10 -10C-10 -16 -5 -20 0 -20C5 -20 10 -16 10 -10C10 -4 5 0 5 4Z`,
        glass,
        'glow',
      ),
      stroke(`M-2.4 3L-2.4 -6L-1 -9L1 -6L2.4 -9L2.4 3`, darker(light, 0.35), 0.7, 'detail', 0),
      fill(rect(-5, 4, 10, 6, 1), '#a8a8ae', 'metal'),
      stroke(`M-5 6H5M-5 8H5`, '#6d6d74', 0.7, 'metal', 0),
      fill(`M-2 10H2L0 12Z`, '#4c464c', 'metal', 0),
    ],
    size: 32,
    glow: { at: [0, -10], r: 20, color: light },
  };
}

/** A carnival mask on a stick (the stick's end is the grip, below). */
export function mask(color: Color, ink: Color): Prop {
  return {
    nodes: [
      stroke(`M9 2L14 18`, '#5a3a20', 1.6, 'detail'),
      fill(
        `M-14 -10C-8 -13 -3 -11 0 -8C3 -11 8 -13 14 -10C15 -3 11 3 5 3C2 3 1 0 0 0C-1 0 -2 3 -5 3C-11 3 -15 -3 -14 -10Z${ellipse(-6, -5, 3.6, 2.2)}${ellipse(6, -5, 3.6, 2.2)}`,
        color,
        'detail',
      ),
      stroke(
        `M-10 -9.5C-7 -11 -3 -9 -1.4 -7M10 -9.5C7 -11 3 -9 1.4 -7`,
        '#e9b940',
        0.8,
        'detail',
        0,
      ),
      fill(`M-14 -10C-18 -14 -18 -20 -14 -22C-13 -18 -12 -14 -12 -10Z`, '#e9b940', 'detail', 0),
      fill(ellipse(0, -1, 0.8, 0.6), ink, 'detail', 0),
    ],
    size: 30,
  };
}

/** A big eyeball, bloodshot, looking back. */
export function eyeball(iris: Color, ink: Color): Prop {
  return {
    nodes: [
      fill(circle(0, 0, 11), '#fbf8f0', 'detail'),
      stroke(
        `M-10 3C-7 3 -6 1 -5 2M-9 -5C-7 -4 -6 -6 -4 -5M9 4C7 3 6 5 5 4M8 -6C6 -5 5 -7 4 -5`,
        '#d8443a',
        0.6,
        'detail',
        0,
      ),
      fill(circle(2, -1, 5), iris, 'detail', 0),
      fill(circle(2, -1, 2.4), darker(ink, 0.2), 'face', 0),
      fill(circle(0.6, -2.6, 1.2), '#ffffff', 'face', 0),
    ],
    size: 24,
  };
}

export function globe(sea: Color, land: Color, wood: Color): Prop {
  return {
    nodes: [
      stroke(`M-12 -14A15 15 0 0 0 -8 10`, '#c9a24a', 1.6, 'metal', 0),
      fill(circle(0, -3, 11), sea, 'detail'),
      fill(
        `M-8 -9C-4 -11 -1 -8 -3 -5C-5 -3 -2 0 -4 3C-7 2 -10 -3 -8 -9ZM2 -12C6 -12 9 -8 8 -5C5 -6 3 -4 4 -1C6 1 5 5 2 6C0 3 1 0 -1 -3C1 -6 -1 -9 2 -12Z`,
        land,
        'detail',
        0,
      ),
      fill(`M-2 8H2L4 13H-4Z`, wood, 'detail'),
      fill(ellipse(0, 13.5, 8, 2), darker(wood, 0.15), 'detail'),
    ],
    size: 32,
  };
}

export function feather(color: Color): Prop {
  return {
    nodes: [
      fill(`M0 14C-2 4 -7 -6 -3 -18C2 -14 6 -4 4 6C3 9 1 12 0 14Z`, color, 'detail'),
      stroke(`M0 16C0 6 -1 -6 -3 -17`, darker(color, 0.3), 0.8, 'detail', 0),
      stroke(
        `M-1 0L-5 -4M-1.5 -6L-5 -10M0 -2L4 -5M-0.6 4L3 1`,
        darker(color, 0.18),
        0.6,
        'detail',
        0,
      ),
    ],
    size: 34,
  };
}

export function snail(shell: Color, body: Color, ink: Color): Prop {
  return {
    nodes: [
      fill(`M-16 8C-14 4 -6 4 4 4C10 4 12 0 13 -6L15 -6C16 2 14 9 8 9H-16Z`, body, 'detail'),
      stroke(`M12 -6L11 -12M14.6 -6L16 -12`, body, 1.1, 'detail', 0),
      fill(`${circle(11, -12.4, 1.2)}${circle(16, -12.4, 1.2)}`, ink, 'face', 0),
      fill(circle(-3, -4, 9.5), shell, 'detail'),
      stroke(
        `M-3 -4C-1 -4 -1 -1 -3 -1C-6 -1 -6 -6 -3 -6.5C1 -7 2 -2 0 0.5C-3 3 -8 1 -8.5 -3C-9 -8 -4 -11 0 -10`,
        darker(shell, 0.35),
        1.1,
        'detail',
        0,
      ),
    ],
    size: 28,
  };
}
