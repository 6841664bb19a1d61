/**
 * Palettes by time of day and mood. Each is a small set of anchor colours; every layer colour in a
 * scene is mixed from these, so one card never mixes two lighting moods.
 */
export type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night';

export interface Palette {
  readonly id: string;
  readonly time: TimeOfDay;
  /** A plain English mood word (feeds card metadata). */
  readonly mood: string;
  /** Sky gradient: zenith, middle, horizon. */
  readonly sky: readonly [string, string, string];
  /** Sun or moon disc. */
  readonly light: string;
  /** Halo around the light and lit edges. */
  readonly glow: string;
  readonly cloud: string;
  /** Farthest terrain; nearer layers mix from here towards ink. */
  readonly far: string;
  /** Nearest silhouettes. */
  readonly ink: string;
  readonly water: string;
  readonly fog: string;
  /** Lamp light: windows, lanterns, open doors. */
  readonly warm: string;
  /** Star density from 0 (none) to 1. */
  readonly stars: number;
}

export const palettes: readonly Palette[] = [
  {
    id: 'night-indigo',
    time: 'night',
    mood: 'mysterious',
    sky: ['#0b1026', '#1d2a5a', '#4a5a8f'],
    light: '#f3f0dc',
    glow: '#9fb4ff',
    cloud: '#6b7bb0',
    far: '#2d3a6b',
    ink: '#070a18',
    water: '#1a2448',
    fog: '#5d6ca0',
    warm: '#ffcf7a',
    stars: 1,
  },
  {
    id: 'dusk-ember',
    time: 'dusk',
    mood: 'nostalgic',
    sky: ['#2a1a3f', '#a2415a', '#f39a5b'],
    light: '#ffe2a8',
    glow: '#ffb070',
    cloud: '#d9707a',
    far: '#6b2f4a',
    ink: '#1d0f1e',
    water: '#5c2a44',
    fog: '#e88a6a',
    warm: '#ffd27a',
    stars: 0.25,
  },
  {
    id: 'dawn-rose',
    time: 'dawn',
    mood: 'hopeful',
    sky: ['#41507f', '#c98fa7', '#ffd6b8'],
    light: '#fff4dc',
    glow: '#ffc9b0',
    cloud: '#f2b8c0',
    far: '#8a7096',
    ink: '#2a2238',
    water: '#8e86a8',
    fog: '#f0c8c8',
    warm: '#ffe0a0',
    stars: 0.15,
  },
  {
    id: 'mist-grey',
    time: 'day',
    mood: 'melancholy',
    sky: ['#858c90', '#b5b8b4', '#dcdcd4'],
    light: '#f6f4ea',
    glow: '#ffffff',
    cloud: '#eeeeea',
    far: '#9ea29f',
    ink: '#2a302f',
    water: '#a9aeac',
    fog: '#e4e4de',
    warm: '#ffe7b0',
    stars: 0,
  },
  {
    id: 'teal-night',
    time: 'night',
    mood: 'calm',
    sky: ['#06181f', '#12424a', '#3f8a88'],
    light: '#e8fff6',
    glow: '#8fe0d0',
    cloud: '#3d7a7a',
    far: '#17404a',
    ink: '#031015',
    water: '#0f3238',
    fog: '#4f9590',
    warm: '#ffd38a',
    stars: 0.8,
  },
  {
    id: 'violet-dream',
    time: 'dusk',
    mood: 'dreamy',
    sky: ['#1e0f3a', '#5b2f7a', '#d58ac0'],
    light: '#ffe8f6',
    glow: '#f0a0e0',
    cloud: '#b070b8',
    far: '#4a2a6a',
    ink: '#14081f',
    water: '#3b2256',
    fog: '#c890d0',
    warm: '#ffd59a',
    stars: 0.6,
  },
  {
    id: 'golden-hour',
    time: 'dusk',
    mood: 'warm',
    sky: ['#4f7fb0', '#e8b070', '#ffe3a0'],
    light: '#fff6d8',
    glow: '#ffd48a',
    cloud: '#fff0d0',
    far: '#a9764e',
    ink: '#3a2418',
    water: '#c09060',
    fog: '#ffe0b0',
    warm: '#fff0b0',
    stars: 0,
  },
  {
    id: 'moss-morning',
    time: 'dawn',
    mood: 'serene',
    sky: ['#6f9a8a', '#b8d0b0', '#eef0d2'],
    light: '#fffbe6',
    glow: '#f4f7cf',
    cloud: '#f0f4e0',
    far: '#7f9d80',
    ink: '#1f3326',
    water: '#a6c0a8',
    fog: '#e8efd8',
    warm: '#fff0b0',
    stars: 0,
  },
  {
    id: 'arctic-blue',
    time: 'day',
    mood: 'lonely',
    sky: ['#3d6d9c', '#8fb8d8', '#e4f0f6'],
    light: '#ffffff',
    glow: '#dff2ff',
    cloud: '#ffffff',
    far: '#7fa0bd',
    ink: '#1b2a3d',
    water: '#9bbcd6',
    fog: '#eef6fb',
    warm: '#ffe8b0',
    stars: 0,
  },
  {
    id: 'storm-slate',
    time: 'day',
    mood: 'ominous',
    sky: ['#1b2025', '#3d4a52', '#8c8f7a'],
    light: '#e0e6d0',
    glow: '#b8c4a0',
    cloud: '#5a666c',
    far: '#3a4448',
    ink: '#0c1012',
    water: '#2c3438',
    fog: '#7d857a',
    warm: '#ffc060',
    stars: 0,
  },
  {
    id: 'crimson-moon',
    time: 'night',
    mood: 'eerie',
    sky: ['#12060c', '#3f0f1f', '#a0363a'],
    light: '#ffb59a',
    glow: '#ff6a50',
    cloud: '#6a2030',
    far: '#3a1420',
    ink: '#0a0306',
    water: '#2a0c16',
    fog: '#8a3038',
    warm: '#ffb060',
    stars: 0.5,
  },
  {
    id: 'jade-twilight',
    time: 'dusk',
    mood: 'quiet',
    sky: ['#0f1f33', '#2f5a6a', '#c9d9a0'],
    light: '#fafad8',
    glow: '#e0f0b0',
    cloud: '#6a9090',
    far: '#2f4f5a',
    ink: '#0a151c',
    water: '#21404a',
    fog: '#9dbfa5',
    warm: '#ffd890',
    stars: 0.5,
  },
];

export function paletteById(id: string): Palette {
  const palette = palettes.find((p) => p.id === id);
  if (!palette) throw new Error(`unknown palette ${id}`);
  return palette;
}

/** Whether the light in the sky is the moon (night, or a starry dusk) rather than the sun. */
export function hasMoon(palette: Palette): boolean {
  return palette.time === 'night' || (palette.time === 'dusk' && palette.stars >= 0.5);
}
