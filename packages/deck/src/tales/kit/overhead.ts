import { at, circle, ellipse, poly, rect, taper, type Point } from '../geom.ts';
import { fill, group, stroke, type Color, type Node } from '../ir.ts';
import type { Character } from '../compose/cast.ts';
import { darker, lighter, mix } from './colors.ts';

/**
 * Figures and things seen from straight above, for the bird's-eye shot (a view from above is
 * not a medium shot with the floor raised: a blind review saw those as one more eye-level card).
 * A standing figure from above is a round head (its hair, its hat or its ears), the shoulders
 * around it, arms foreshortened beside it and the tips of the shoes just showing in front;
 * units are the world's (an adult is about 100 tall standing, about 36 wide from above), the
 * head at (0, 0), facing +y (down the card) before it is turned.
 */
export interface TopPose {
  /** Where the hands are, in the figure's units (facing +y); default: down by its sides. */
  readonly hands?: readonly [Point, Point];
  /** Seated (in a boat, on the floor): no feet, the knees in front. */
  readonly seated?: boolean;
  /** Walking: one foot ahead of the other. */
  readonly stride?: number;
}

/** A character seen from above, facing `angle` degrees (0: facing down the card). */
export function topFigure(
  c: Character,
  pose: TopPose,
  ink: Color,
  x: number,
  y: number,
  scale: number,
  angle: number,
): Node {
  const l = c.look;
  const nodes: Node[] = [];
  const animal = c.species !== 'human';
  const shoulderW = c.age === 'child' ? 13 : c.species === 'bear' ? 19 : 16;
  const stride = pose.stride ?? 0;
  if (pose.seated === true) {
    // Knees in front, the lap in the bottom colour.
    nodes.push(fill(ellipse(-5, 15, 5, 9), l.bottom, 'cloth'));
    nodes.push(fill(ellipse(5, 15, 5, 9), l.bottom, 'cloth'));
  } else {
    nodes.push(fill(ellipse(-6, 15 + stride * 6, 4, 6.5), l.shoes, 'cloth'));
    nodes.push(fill(ellipse(6, 15 - stride * 6, 4, 6.5), l.shoes, 'cloth'));
  }
  const long = l.outfit === 'dress' || l.outfit === 'robe' || l.outfit === 'coat';
  if (long && pose.seated !== true)
    nodes.push(fill(ellipse(0, 6, shoulderW + 2, 12), darker(l.top, 0.12), 'cloth'));
  if (animal && ['fox', 'cat', 'wolf', 'mouse'].includes(c.species))
    nodes.push(
      fill(
        taper([0, -6], [c.species === 'mouse' ? 10 : 6, -30], c.species === 'mouse' ? 2 : 9, 4),
        c.species === 'mouse' ? darker(l.skin, 0.2) : l.skin,
        'hair',
      ),
    );
  const hands = pose.hands ?? [
    [-shoulderW - 2, 12],
    [shoulderW + 2, 12],
  ];
  const shoulders: [Point, Point] = [
    [-shoulderW + 3, 1],
    [shoulderW - 3, 1],
  ];
  for (let i = 0; i < 2; i++) {
    const s = shoulders[i] as Point;
    const h = hands[i] as Point;
    nodes.push(fill(taper(s, h, 7, 5.5), l.top, 'cloth'));
    nodes.push(fill(circle(h[0], h[1], 3.4), l.skin, 'skin'));
  }
  nodes.push(fill(ellipse(0, 2, shoulderW, 9), l.top, 'cloth'));
  if (l.scarf !== undefined) nodes.push(fill(ellipse(0, 3, 10, 5.5), l.scarf, 'cloth'));
  nodes.push(...topHead(c, ink));
  return group(nodes, at(x, y, scale * c.scale, angle));
}

/** The head from above: hair or fur, ears, a snout, a hat; the face side (+y) shows skin. */
function topHead(c: Character, ink: Color): Node[] {
  const l = c.look;
  const out: Node[] = [];
  const r = c.age === 'child' ? 10.5 : 9.5;
  if (c.species === 'human') {
    out.push(fill(circle(0, 0, r), l.skin, 'skin'));
    if (l.hairStyle !== 'bald')
      out.push(fill(ellipse(0, -1.8, r * 1.02, r * 0.92), l.hair, 'hair'));
    else out.push(fill(ellipse(0, -3, r * 0.8, r * 0.55), lighter(l.skin, 0.25), 'skin'));
    if (l.hairStyle === 'bun') out.push(fill(circle(0, -6, 4.2), darker(l.hair, 0.15), 'hair'));
    if (l.hairStyle === 'pigtails') {
      out.push(fill(circle(-r - 2, -1, 3.6), l.hair, 'hair'));
      out.push(fill(circle(r + 2, -1, 3.6), l.hair, 'hair'));
    }
    if (l.hairStyle !== 'bald')
      out.push(stroke(`M0 ${String(-r + 1)}L0 ${String(-2)}`, darker(l.hair, 0.3), 0.8, 'detail'));
    // The nose's tip, just past the hair.
    out.push(fill(ellipse(0, r - 0.5, 2, 1.6), darker(l.skin, 0.08), 'skin'));
  } else {
    const fur = l.skin;
    const sp = c.species;
    const ears: [number, number, number][] =
      sp === 'rabbit'
        ? [[-4, -14, 0]]
        : sp === 'mouse'
          ? [[-9, -2, 6]]
          : sp === 'bear'
            ? [[-8, -5, 4]]
            : sp === 'frog'
              ? [[-6, 6, 3.5]]
              : [[-7, -5, 4.5]];
    for (const [ex, ey, er] of ears)
      for (const side of [-1, 1]) {
        if (sp === 'rabbit') out.push(fill(ellipse(side * 4, ey, 3.2, 9), fur, 'skin'));
        else if (sp === 'frog') continue;
        // A dog's ears hang flat down both sides of its head.
        else if (sp === 'dog')
          out.push(fill(ellipse(side * 8.5, 1, 3.6, 7.5, side * -12), darker(fur, 0.38), 'skin'));
        else out.push(fill(circle(side * -ex, ey, er), darker(fur, 0.15), 'skin'));
      }
    // The added species from above: a mane or a ring of quills around the crown, elephant ears
    // spread flat, antlers branching back (kit/animals-more.ts draws their heads from the front).
    if (sp === 'lion' || sp === 'hedgehog') {
      const k = sp === 'lion' ? 1.45 : 1.35;
      const ring = Array.from({ length: 22 }, (_, i): [number, number] => {
        const a = (i / 22) * Math.PI * 2;
        const rr = r * (i % 2 === 0 ? k : sp === 'lion' ? 1.25 : 1.05);
        return [Math.cos(a) * rr, Math.sin(a) * rr - (sp === 'hedgehog' ? 2 : 0)];
      });
      out.push(fill(poly(ring), darker(fur, sp === 'lion' ? 0.3 : 0.2), 'skin'));
    }
    if (sp === 'elephant')
      for (const side of [-1, 1]) out.push(fill(ellipse(side * r * 1.1, -1, 6, 8), fur, 'skin'));
    if (sp === 'deer')
      for (const side of [-1, 1])
        out.push(
          stroke(
            `M${String(side * 3)} ${String(-r + 2)}L${String(side * 9)} ${String(-r - 7)}M${String(side * 6)} ${String(-r - 2)}L${String(side * 11)} ${String(-r - 1)}`,
            '#8a6a46',
            1.6,
            'skin',
          ),
        );
    out.push(fill(circle(0, 0, r), sp === 'hedgehog' ? lighter(fur, 0.6) : fur, 'skin'));
    if (sp === 'elephant')
      out.push(
        stroke(
          `M0 ${String(r - 1)}Q2 ${String(r + 6)} -1 ${String(r + 10)}`,
          darker(fur, 0.1),
          4,
          'skin',
        ),
      );
    if (sp === 'deer' || sp === 'lion' || sp === 'hedgehog') {
      const len = sp === 'deer' ? 8 : sp === 'hedgehog' ? 6 : 4;
      out.push(
        fill(
          ellipse(0, r + len * 0.4, 4, len * 0.7 + 2),
          sp === 'hedgehog' ? lighter(fur, 0.6) : fur,
          'skin',
        ),
      );
      out.push(fill(circle(0, r + len * 0.9, 1.7), ink, 'face'));
    }
    if (
      sp === 'fox' ||
      sp === 'wolf' ||
      sp === 'cat' ||
      sp === 'mouse' ||
      sp === 'bear' ||
      sp === 'dog'
    ) {
      const len = sp === 'cat' ? 4 : sp === 'bear' ? 6 : sp === 'dog' ? 7 : 9;
      out.push(fill(ellipse(0, r + len * 0.4, 4.5, len * 0.7 + 2), fur, 'skin'));
      out.push(fill(circle(0, r + len * 0.9, 1.8), ink, 'face'));
    }
    if (sp === 'frog') {
      for (const side of [-1, 1]) {
        out.push(fill(circle(side * 5.5, 5, 3.6), lighter(fur, 0.2), 'skin'));
        out.push(fill(circle(side * 5.5, 6, 1.6), ink, 'face'));
      }
    }
    if (sp === 'owl') {
      out.push(
        fill(
          poly([
            [-8, -4],
            [-5, -12],
            [-2, -6],
          ]),
          darker(fur, 0.2),
          'skin',
        ),
      );
      out.push(
        fill(
          poly([
            [8, -4],
            [5, -12],
            [2, -6],
          ]),
          darker(fur, 0.2),
          'skin',
        ),
      );
      out.push(
        fill(
          poly([
            [-1.5, 8],
            [1.5, 8],
            [0, 12],
          ]),
          '#d9a441',
          'detail',
        ),
      );
    }
  }
  switch (l.hat) {
    case 'top-hat':
      out.push(fill(circle(0, -1, r + 4.5), darker(l.hatColor, 0.35), 'cloth'));
      out.push(fill(circle(0, -1, r - 1.5), l.hatColor, 'cloth'));
      break;
    case 'bowler':
    case 'straw':
    case 'pointed':
      out.push(fill(circle(0, -1, r + 4), l.hatColor, 'cloth'));
      out.push(fill(circle(0, -1, r * 0.62), darker(l.hatColor, 0.2), 'cloth'));
      if (l.hat === 'pointed') out.push(fill(circle(0, -1, 2), lighter(l.hatColor, 0.3), 'cloth'));
      break;
    case 'crown': {
      const pts: Point[] = [];
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2;
        const k = i % 2 === 0 ? r * 0.95 : r * 0.62;
        pts.push([Math.cos(a) * k, -1 + Math.sin(a) * k]);
      }
      out.push(fill(poly(pts), '#e0b53a', 'metal'));
      break;
    }
    case 'beanie':
    case 'cap':
    case 'hood':
    case 'kerchief':
      out.push(fill(ellipse(0, -2.5, r * 1.02, r * 0.86), l.hatColor, 'cloth'));
      if (l.hat === 'beanie') out.push(fill(circle(0, -3, 3), lighter(l.hatColor, 0.35), 'cloth'));
      if (l.hat === 'cap')
        out.push(fill(ellipse(0, r - 1, 6, 4), darker(l.hatColor, 0.2), 'cloth'));
      break;
    default:
      break;
  }
  return out;
}

/**
 * A figure's long shadow on the ground from above: its body stretched away from the light, the
 * head a disc at the far end. `dir` is the unit vector the shadow falls along.
 */
export function longShadow(
  x: number,
  y: number,
  dir: Point,
  len: number,
  w: number,
  color: Color,
): Node {
  const end: Point = [x + dir[0] * len, y + dir[1] * len];
  return group(
    [
      fill(taper([x, y], end, w, w * 0.75), color, 'shadow', 0),
      fill(
        circle(end[0] + dir[0] * w * 0.5, end[1] + dir[1] * w * 0.5, w * 0.55),
        color,
        'shadow',
        0,
      ),
    ],
    undefined,
  );
}

/** Footprints along a path (card units): pairs of small soles, turned along the path. */
export function footprints(path: readonly Point[], size: number, color: Color): Node[] {
  const out: Node[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const ang = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI - 90;
    const side = i % 2 === 0 ? 1 : -1;
    out.push(
      group(
        [
          fill(ellipse(side * size * 0.7, 0, size * 0.42, size), color, 'shadow', 0),
          fill(
            ellipse(side * size * 0.7, size * 1.25, size * 0.34, size * 0.38),
            color,
            'shadow',
            0,
          ),
        ],
        at(b[0], b[1], 1, ang),
      ),
    );
  }
  return out;
}

/** What a vessel is from above, for rowing seen from the bird's eye (a boat is an almond). */
export function topVessel(kind: string, main: Color, ink: Color, light: Color): Node[] {
  switch (kind) {
    case 'bathtub':
      return [
        fill(rect(-26, -44, 52, 88, 24), '#f2efe8', 'metal'),
        fill(rect(-20, -37, 40, 74, 18), mix(light, '#7fb2c8', 0.7), 'water'),
        fill(circle(0, 33, 3), '#9a9aa2', 'metal'),
      ];
    case 'umbrella':
      return topUmbrella(main, ink, 44, true);
    case 'teacup':
      return [
        fill(circle(0, 0, 44), '#f2efe8', 'metal'),
        fill(circle(0, 0, 34), lighter(main, 0.2), 'metal'),
        fill(circle(0, 0, 30), '#8a5a32', 'water'),
        fill(rect(40, -8, 18, 16, 7), lighter(main, 0.2), 'metal', 1),
      ];
    case 'suitcase':
      return [
        fill(rect(-30, -42, 60, 84, 5), main, 'cloth'),
        fill(rect(-25, -37, 50, 74, 3), lighter(main, 0.35), 'cloth'),
        fill(rect(-4, -50, 8, 9, 2), darker(main, 0.4), 'cloth'),
      ];
    case 'boot':
      return [
        fill(ellipse(0, 0, 26, 46), darker(main, 0.2), 'cloth'),
        fill(ellipse(0, -8, 18, 28), darker(main, 0.55), 'cloth'),
      ];
    default:
      // A paper boat: an almond with its fold.
      return [
        fill(ellipse(0, 0, 24, 48), lighter(main, 0.6), 'paper'),
        stroke('M0 -46L0 46', darker(main, 0.2), 1.2, 'detail'),
        fill(ellipse(0, 0, 14, 30), lighter(main, 0.4), 'paper'),
      ];
  }
}

/** An open umbrella from above: a disc of panels with its tip, `r` across. */
export function topUmbrella(main: Color, ink: Color, r: number, upturned = false): Node[] {
  const out: Node[] = [fill(circle(0, 0, r), main, 'cloth')];
  const panels = 8;
  for (let i = 0; i < panels; i += 2) {
    const a0 = (i / panels) * Math.PI * 2;
    const a1 = ((i + 1) / panels) * Math.PI * 2;
    out.push(
      fill(
        poly([
          [0, 0],
          [Math.cos(a0) * r, Math.sin(a0) * r],
          [Math.cos((a0 + a1) / 2) * r * 1.02, Math.sin((a0 + a1) / 2) * r * 1.02],
          [Math.cos(a1) * r, Math.sin(a1) * r],
        ]),
        darker(main, 0.18),
        'cloth',
        0,
      ),
    );
  }
  for (let i = 0; i < panels; i++) {
    const a = (i / panels) * Math.PI * 2;
    out.push(
      stroke(
        `M0 0L${String(Math.cos(a) * r)} ${String(Math.sin(a) * r)}`,
        darker(main, 0.35),
        0.8,
        'detail',
      ),
    );
  }
  out.push(fill(circle(0, 0, upturned ? 5 : 3), upturned ? '#5a3a26' : ink, 'detail'));
  return out;
}
