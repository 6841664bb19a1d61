/**
 * Bounds of SVG path data and of the transforms our kit writes, so the writer can leave out
 * shapes that fall wholly outside the card: resvg aborts the process (not a catchable error) when
 * a layered group (opacity, blend, filter) holds something it cannot place on the canvas.
 */

/** An affine matrix [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const identity: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** The matrix of a transform attribute made of translate, rotate and scale. */
export function parseTransform(t: string | undefined): Matrix {
  let m = identity;
  if (t === undefined) return m;
  for (const [, op, args] of t.matchAll(/(translate|rotate|scale)\(([^)]*)\)/g)) {
    const v = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (op === 'translate') m = multiply(m, [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0]);
    else if (op === 'scale') m = multiply(m, [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0]);
    else {
      const r = ((v[0] ?? 0) * Math.PI) / 180;
      m = multiply(m, [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]);
    }
  }
  return m;
}

/** A conservative box [x0, y0, x1, y1] around path data (control points and arc radii included). */
export function pathBox(d: string): [number, number, number, number] | null {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const see = (x: number, y: number, pad = 0): void => {
    x0 = Math.min(x0, x - pad);
    y0 = Math.min(y0, y - pad);
    x1 = Math.max(x1, x + pad);
    y1 = Math.max(y1, y + pad);
  };
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let cmd = 'M';
  let i = 0;
  const num = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    const t = tokens[i] ?? '';
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        cx = sx;
        cy = sy;
      }
      continue;
    }
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? cx : 0;
    const oy = rel ? cy : 0;
    switch (cmd.toUpperCase()) {
      case 'M':
      case 'L':
      case 'T': {
        cx = ox + num();
        cy = oy + num();
        if (cmd.toUpperCase() === 'M') {
          sx = cx;
          sy = cy;
          cmd = rel ? 'l' : 'L';
        }
        see(cx, cy);
        break;
      }
      case 'H':
        cx = ox + num();
        see(cx, cy);
        break;
      case 'V':
        cy = oy + num();
        see(cx, cy);
        break;
      case 'C': {
        for (let k = 0; k < 3; k++) {
          const x = ox + num();
          const y = oy + num();
          see(x, y);
          if (k === 2) {
            cx = x;
            cy = y;
          }
        }
        break;
      }
      case 'S':
      case 'Q': {
        for (let k = 0; k < 2; k++) {
          const x = ox + num();
          const y = oy + num();
          see(x, y);
          if (k === 1) {
            cx = x;
            cy = y;
          }
        }
        break;
      }
      case 'A': {
        const rx = Math.abs(num());
        const ry = Math.abs(num());
        i += 3;
        see(cx, cy, Math.max(rx, ry));
        cx = ox + num();
        cy = oy + num();
        see(cx, cy, Math.max(rx, ry));
        break;
      }
      default:
        i++;
    }
  }
  return x0 === Infinity ? null : [x0, y0, x1, y1];
}

/** Whether a path, drawn with a matrix and a stroke half-width, touches the card (with margin). */
export function touchesCard(d: string, m: Matrix, pad: number, width = 400, height = 600): boolean {
  const b = pathBox(d);
  if (!b) return false;
  const corners = [
    [b[0] - pad, b[1] - pad],
    [b[2] + pad, b[1] - pad],
    [b[0] - pad, b[3] + pad],
    [b[2] + pad, b[3] + pad],
  ].map(([x = 0, y = 0]) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] as const);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const margin = 2;
  return (
    Math.max(...xs) > -margin &&
    Math.min(...xs) < width + margin &&
    Math.max(...ys) > -margin &&
    Math.min(...ys) < height + margin
  );
}

/**
 * The path with its subpaths that lie wholly off the card removed (each kept subpath starts
 * with an absolute moveto, so relative commands stay right). Null when nothing is left.
 */
export function visibleSubpaths(d: string, m: Matrix, pad: number): string | null {
  const parts = d.match(/[Mm][^Mm]*/g);
  if (!parts || parts.length < 2) return touchesCard(d, m, pad) ? d : null;
  let cx = 0;
  let cy = 0;
  let kept = '';
  let dropped = false;
  for (const part of parts) {
    const rel = part.startsWith('m');
    const nums = part.slice(1).match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
    const sx = (rel ? cx : 0) + Number(nums[0] ?? 0);
    const sy = (rel ? cy : 0) + Number(nums[1] ?? 0);
    // Rewrite the subpath from an absolute start; what follows the first pair is unchanged.
    const afterStart = part
      .slice(1)
      .replace(/^\s*-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?[\s,]*-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/, '');
    const implicit = /^\s*[-\d.]/.test(afterStart) ? (rel ? 'l' : 'L') : '';
    const abs = `M${String(sx)} ${String(sy)}${implicit}${afterStart}`;
    const box = pathBox(abs);
    // The end point of this subpath is where the next relative moveto starts.
    const end = endPoint(abs);
    cx = end[0];
    cy = end[1];
    if (box && touchesCard(abs, m, pad)) kept += abs;
    else dropped = true;
  }
  if (!dropped) return d;
  return kept === '' ? null : kept;
}

/** Where a path's current point ends (after a closepath: its subpath's start). */
function endPoint(d: string): [number, number] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let cmd = 'M';
  let i = 0;
  const num = (): number => Number(tokens[i++]);
  const arity: Record<string, number> = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7 };
  while (i < tokens.length) {
    const t = tokens[i] ?? '';
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        cx = sx;
        cy = sy;
      }
      continue;
    }
    const up = cmd.toUpperCase();
    const rel = cmd !== up;
    const args: number[] = [];
    for (let k = 0; k < (arity[up] ?? 2); k++) args.push(num());
    if (up === 'H') cx = (rel ? cx : 0) + (args[0] ?? 0);
    else if (up === 'V') cy = (rel ? cy : 0) + (args[0] ?? 0);
    else {
      const x = args[args.length - 2] ?? 0;
      const y = args[args.length - 1] ?? 0;
      cx = (rel ? cx : 0) + x;
      cy = (rel ? cy : 0) + y;
    }
    if (up === 'M') {
      sx = cx;
      sy = cy;
      cmd = rel ? 'l' : 'L';
    }
  }
  return [cx, cy];
}

/** The box of a node tree on the card (card units), through its transforms; null if empty. */
export function nodeBox(
  node: import('../ir.ts').Node,
  m: Matrix,
): [number, number, number, number] | null {
  if (node.type === 'shape') {
    const b = pathBox(node.d);
    if (!b) return null;
    const pad = node.stroke?.width ?? 0;
    const pts = [
      [b[0] - pad, b[1] - pad],
      [b[2] + pad, b[1] - pad],
      [b[0] - pad, b[3] + pad],
      [b[2] + pad, b[3] + pad],
    ].map(([x = 0, y = 0]) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] as const);
    return [
      Math.min(...pts.map((q) => q[0])),
      Math.min(...pts.map((q) => q[1])),
      Math.max(...pts.map((q) => q[0])),
      Math.max(...pts.map((q) => q[1])),
    ];
  }
  const inner = multiply(m, parseTransform(node.transform));
  let box: [number, number, number, number] | null = null;
  for (const c of node.children) {
    const b = nodeBox(c, inner);
    if (!b) continue;
    box = box
      ? [
          Math.min(box[0], b[0]),
          Math.min(box[1], b[1]),
          Math.max(box[2], b[2]),
          Math.max(box[3], b[3]),
        ]
      : b;
  }
  return box;
}

/** The inverse of an affine matrix. */
export function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  const a = m[3] / det;
  const b = -m[1] / det;
  const c = -m[2] / det;
  const d = m[0] / det;
  return [a, b, c, d, -(a * m[4] + c * m[5]), -(b * m[4] + d * m[5])];
}
