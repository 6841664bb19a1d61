/**
 * The scene graph the kit draws into and the looks render from. Kit pieces say *what* a shape is
 * (its outline, its flat colour, what it is made of); each look decides *how* it is painted
 * (gouache wobble, ink outline, woodcut hatching, torn paper...). Coordinates are card units
 * (the card is 400×600) after the group transforms are applied.
 */

export type Color = string;

export interface LinearFill {
  readonly kind: 'linear';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly stops: readonly (readonly [offset: number, color: Color, opacity?: number])[];
}

export interface RadialFill {
  readonly kind: 'radial';
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly stops: readonly (readonly [offset: number, color: Color, opacity?: number])[];
}

export type Fill = Color | LinearFill | RadialFill;

/**
 * What a shape is, so a look can treat it: `glow` shapes give light (lantern glass, a lit window,
 * a candle flame) and stay bright in every look; `face` marks (eyes, brows, mouths) are never
 * washed or displaced away; `skin` and `cloth` are what hatching and washes act on; `sky`,
 * `wall`, `floor` and `water` are the big background areas.
 */
export type Tag =
  | 'skin'
  | 'cloth'
  | 'hair'
  | 'face'
  | 'cheek'
  | 'glow'
  | 'shadow'
  | 'sky'
  | 'wall'
  | 'floor'
  | 'water'
  | 'wood'
  | 'metal'
  | 'glass'
  | 'paper'
  | 'plant'
  | 'stone'
  | 'detail';

export interface Shape {
  readonly type: 'shape';
  readonly d: string;
  readonly fill?: Fill;
  /** A drawn line (round caps and joins): ropes, limbs, rods, bars. */
  readonly stroke?: { readonly color: Color; readonly width: number };
  /** Outline weight in the looks that draw outlines (0: none; 1: normal). */
  readonly ink?: number;
  readonly tag?: Tag;
  readonly opacity?: number;
  /** Fill rule (evenodd: inner subpaths cut holes). */
  readonly rule?: 'evenodd';
}

export interface Group {
  readonly type: 'group';
  readonly children: readonly Node[];
  readonly transform?: string;
  readonly opacity?: number;
  /** A clip path (path data in the group's own coordinates). */
  readonly clip?: string;
  /** A filter id (set by looks, never by the kit). */
  readonly filter?: string;
}

export type Node = Shape | Group;

export interface ShapeOptions {
  readonly fill?: Fill;
  readonly stroke?: { readonly color: Color; readonly width: number };
  readonly ink?: number;
  readonly tag?: Tag;
  readonly opacity?: number;
}

export function shape(d: string, options: ShapeOptions): Shape {
  return { type: 'shape', d, ...options };
}

/** A filled shape. */
export function fill(d: string, color: Fill, tag?: Tag, ink = 1): Shape {
  return tag === undefined
    ? { type: 'shape', d, fill: color, ink }
    : { type: 'shape', d, fill: color, ink, tag };
}

/** A drawn line of a given width (no fill). */
export function stroke(d: string, color: Color, width: number, tag?: Tag, ink = 1): Shape {
  return tag === undefined
    ? { type: 'shape', d, stroke: { color, width }, ink }
    : { type: 'shape', d, stroke: { color, width }, ink, tag };
}

export function group(children: readonly Node[], transform?: string, clip?: string): Group {
  const g: { type: 'group'; children: readonly Node[]; transform?: string; clip?: string } = {
    type: 'group',
    children,
  };
  if (transform !== undefined && transform !== '') g.transform = transform;
  if (clip !== undefined) g.clip = clip;
  return g;
}

/** Every shape in a tree, depth first (for looks that restyle shapes). */
export function mapShapes(nodes: readonly Node[], f: (s: Shape) => Shape | null): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (node.type === 'shape') {
      const mapped = f(node);
      if (mapped) out.push(mapped);
    } else {
      out.push({ ...node, children: mapShapes(node.children, f) });
    }
  }
  return out;
}
