/** Colour arithmetic on #rrggbb strings: enough for atmospheric perspective and tints. */

/** A colour's red, green and blue, 0 … 255. */
export function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(r: number, g: number, b: number): string {
  const clamp = (v: number): number => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

export function lighten(color: string, t: number): string {
  return mix(color, '#ffffff', t);
}

export function darken(color: string, t: number): string {
  return mix(color, '#000000', t);
}

/** Relative luminance in [0, 1], used to keep silhouettes darker than the sky behind them. */
export function luminance(color: string): number {
  const [r, g, b] = channels(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A colour moved to a luminance by mixing it towards black or white (its hue kept). */
export function atLuminance(color: string, target: number): string {
  const toward = luminance(color) > target ? '#000000' : '#ffffff';
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 14; i++) {
    const t = (lo + hi) / 2;
    const l = luminance(mix(color, toward, t));
    if (toward === '#000000' ? l > target : l < target) lo = t;
    else hi = t;
  }
  return mix(color, toward, hi);
}
