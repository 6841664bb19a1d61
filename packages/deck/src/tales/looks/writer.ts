import { n } from '../geom.ts';
import type { Fill, Node, Shape } from '../ir.ts';
import { identity, multiply, parseTransform, visibleSubpaths, type Matrix } from './bounds.ts';

/**
 * Writes scene nodes as SVG markup, collecting gradients and clip paths as shared defs with
 * sequential ids, so the same scene always gives the same bytes.
 */
export class SvgWriter {
  private readonly defs: string[] = [];
  private next = 0;
  private readonly prefix: string;

  constructor(prefix = 'd') {
    this.prefix = prefix;
  }

  id(kind: string): string {
    this.next += 1;
    return `${this.prefix}${kind}${String(this.next)}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  defsMarkup(): string {
    return this.defs.join('');
  }

  /** A colour, or a gradient written to defs and referenced. */
  paint(f: Fill): string {
    if (typeof f === 'string') return f;
    const id = this.id('g');
    const stops = f.stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`,
      )
      .join('');
    if (f.kind === 'linear') {
      this.def(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(f.x1)}" y1="${n(f.y1)}" x2="${n(f.x2)}" y2="${n(f.y2)}">${stops}</linearGradient>`,
      );
    } else {
      this.def(
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(f.cx)}" cy="${n(f.cy)}" r="${n(f.r)}">${stops}</radialGradient>`,
      );
    }
    return `url(#${id})`;
  }

  /**
   * Markup for nodes. `style` may return the attributes for a shape (or null to drop it); by
   * default a shape is painted flat.
   */
  nodes(
    nodes: readonly Node[],
    style: (s: Shape, scale: number) => string | null = (s) => this.flat(s),
    matrix: Matrix = identity,
  ): string {
    let out = '';
    const scale = Math.sqrt(Math.abs(matrix[0] * matrix[3] - matrix[1] * matrix[2]));
    for (const node of nodes) {
      if (node.type === 'shape') {
        // Shapes wholly off the card are left out (see bounds.ts: resvg can abort on them).
        const d = visibleSubpaths(node.d, matrix, (node.stroke?.width ?? 0) + 4);
        if (d === null) continue;
        const attrs = style(node, scale);
        if (attrs !== null)
          out += `<path d="${d}"${attrs}${node.rule !== undefined && !attrs.includes('fill-rule') ? ` fill-rule="${node.rule}"` : ''}/>`;
        continue;
      }
      const inner = this.nodes(
        node.children,
        style,
        multiply(matrix, parseTransform(node.transform)),
      );
      if (inner === '') continue;
      let attrs = '';
      if (node.transform !== undefined) attrs += ` transform="${node.transform}"`;
      if (node.opacity !== undefined) attrs += ` opacity="${n(node.opacity)}"`;
      if (node.filter !== undefined) attrs += ` filter="url(#${node.filter})"`;
      if (node.clip !== undefined) {
        const id = this.id('c');
        this.def(`<clipPath id="${id}"><path d="${node.clip}"/></clipPath>`);
        // The clip is in the group's coordinates: wrap so the transform applies to it too.
        out += `<g${attrs}><g clip-path="url(#${id})">${inner}</g></g>`;
        continue;
      }
      out += `<g${attrs}>${inner}</g>`;
    }
    return out;
  }

  /** The plain attributes of a shape: its fill or its stroke, nothing else. */
  flat(s: Shape, fillOverride?: string, strokeOverride?: string): string {
    let a = '';
    if (s.fill !== undefined) a += ` fill="${fillOverride ?? this.paint(s.fill)}"`;
    else a += ' fill="none"';
    if (s.stroke !== undefined) {
      a += ` stroke="${strokeOverride ?? s.stroke.color}" stroke-width="${n(s.stroke.width)}" stroke-linecap="round" stroke-linejoin="round"`;
    }
    if (s.opacity !== undefined) a += ` opacity="${n(s.opacity)}"`;
    if (s.rule !== undefined) a += ` fill-rule="${s.rule}"`;
    return a;
  }
}
