import type { Point } from './geom.ts';
import type { Color, Node } from './ir.ts';
import type { Palette } from './palette.ts';
import type { Rng } from '../random.ts';

export const CARD_W = 400;
export const CARD_H = 600;

/**
 * Where the world is seen from: world (0, 0) is the floor under the subject, drawn at card
 * point (x, floor); one world unit is `s` card units (an adult is about 100 units tall).
 */
export interface Camera {
  readonly x: number;
  readonly floor: number;
  readonly s: number;
}

/** The part of the world the card shows, in world units. */
export function view(cam: Camera): { left: number; right: number; top: number; bottom: number } {
  return {
    left: -cam.x / cam.s,
    right: (CARD_W - cam.x) / cam.s,
    top: -cam.floor / cam.s,
    bottom: (CARD_H - cam.floor) / cam.s,
  };
}

export function toCard(cam: Camera, p: Point): Point {
  return [cam.x + p[0] * cam.s, cam.floor + p[1] * cam.s];
}

export type LightKind =
  'window' | 'lamp' | 'candle' | 'lantern' | 'fire' | 'moon' | 'sun' | 'glow' | 'spot' | 'sky';

/** The light that falls in a scene, in card coordinates. */
export interface Light {
  readonly kind: LightKind;
  readonly at: Point;
  readonly color: Color;
  /** Radius (card units) the light reaches before the scene falls into shadow. */
  readonly reach: number;
  /** How dark the scene is beyond the light's reach, 0 … 1. */
  readonly darkness: number;
}

export interface Glow {
  readonly at: Point;
  readonly r: number;
  readonly color: Color;
  readonly strength?: number;
}

export type Ground =
  'floor' | 'grass' | 'sand' | 'roof' | 'water' | 'snow' | 'stage' | 'seabed' | 'stone' | 'cloud';

export interface SettingContext {
  readonly cam: Camera;
  readonly palette: Palette;
  readonly rng: Rng;
  /** The side (of the subject) where the setting puts its window, its lamp, its big furniture. */
  readonly side: 1 | -1;
  /** The card's light, chosen by the composer; a setting places it if it can. */
  readonly lightKind: LightKind;
  /** Eye level on the card (y): high for a view from above, low for a view from below. */
  readonly horizon: number;
}

export interface SettingDraw {
  /** Card coordinates, behind everything (sky, wallpaper). */
  readonly back: Node[];
  /** World coordinates, behind the subject. */
  readonly world: Node[];
  /** World coordinates, in front of the subject. */
  readonly front: Node[];
  readonly light: Light;
  readonly glows: Glow[];
  readonly ground: Ground;
  /** Named places in world coordinates (a table top, a window sill, a shelf). */
  readonly spots: Readonly<Record<string, Point>>;
}

export interface Setting {
  readonly id: string;
  readonly indoor: boolean;
  /** Light kinds this setting can give. */
  readonly lights: readonly LightKind[];
  readonly draw: (ctx: SettingContext) => SettingDraw;
}
