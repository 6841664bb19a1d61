import type { Palette } from './palettes.ts';
import type { Rng } from './random.ts';
import { n } from './svg.ts';

export const WIDTH = 400;
export const HEIGHT = 600;

export type Stop = readonly [offset: number, color: string, opacity?: number];

/**
 * The drawing surface a template paints on: an ordered list of SVG fragments plus shared defs
 * (gradients, clip paths). Painter's algorithm: what is added later is in front.
 */
export class Canvas {
  readonly palette: Palette;
  readonly rng: Rng;
  private readonly defs: string[] = [];
  private parts: string[] = [];
  private nextId = 0;

  constructor(palette: Palette, rng: Rng) {
    this.palette = palette;
    this.rng = rng;
  }

  uid(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  add(...markup: string[]): void {
    this.parts.push(...markup);
  }

  addDef(markup: string): void {
    this.defs.push(markup);
  }

  /** Draw into a separate buffer and return its markup (for groups that are reused or clipped). */
  capture(draw: () => void): string {
    const saved = this.parts;
    this.parts = [];
    try {
      draw();
      return this.parts.join('');
    } finally {
      this.parts = saved;
    }
  }

  /** A linear gradient; coordinates are in user space (the 400×600 card). Returns `url(#id)`. */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.uid('l');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space. Returns `url(#id)`. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const id = this.uid('r');
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient relative to each shape's own box: one def shared by many soft blobs. */
  softBlob(color: string, opacity: number): string {
    const id = this.uid('b');
    this.defs.push(
      `<radialGradient id="${id}">${stopsMarkup([
        [0, color, opacity],
        [0.55, color, opacity * 0.6],
        [1, color, 0],
      ])}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Register a clip path from markup. Returns the attribute value `url(#id)`. */
  clip(markup: string): string {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  /** A Gaussian blur filter; resvg renders it, but it costs time, so use few and small. */
  blur(deviation: number): string {
    const id = this.uid('f');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset * 100)}%" stop-color="${color}"${opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${String(Math.round(opacity * 1000) / 1000)}"`}/>`,
    )
    .join('');
}
