import type { Color } from './ir.ts';

/**
 * A card's colours. Every colour in a scene comes from its palette, so the light of a card is
 * one light; the palette follows the idea's feeling (a lullaby is lamplit, a threat stormy).
 */
export interface Palette {
  readonly id: string;
  /** Plain English adjective for the metadata. */
  readonly mood: string;
  readonly night: boolean;
  readonly sky: readonly [top: Color, horizon: Color];
  readonly far: Color;
  readonly ground: Color;
  readonly wall: Color;
  readonly floor: Color;
  readonly wood: Color;
  readonly water: Color;
  /** The colour of the light that falls in the scene. */
  readonly light: Color;
  /** The ambient shadow tint. */
  readonly shade: Color;
  /** One accent that pulls the eye to the focal point. */
  readonly accent: Color;
  /** Colours for clothes and things (harmonious with the rest). */
  readonly cloth: readonly Color[];
  readonly paper: Color;
  readonly ink: Color;
}

export const palettes: readonly Palette[] = [
  {
    id: 'lamplight',
    mood: 'cosy',
    night: true,
    sky: ['#1d2340', '#3d4470'],
    far: '#2c3054',
    ground: '#5a4632',
    wall: '#8c6a4e',
    floor: '#6b4a33',
    wood: '#7a5234',
    water: '#2e4a6a',
    light: '#ffc86a',
    shade: '#2a1e2a',
    accent: '#e0513a',
    cloth: ['#c45a3c', '#3f6f8f', '#d9a441', '#6f8f5a', '#8a4f6f'],
    paper: '#efe2c8',
    ink: '#2a1d1c',
  },
  {
    id: 'moonlight',
    mood: 'mysterious',
    night: true,
    sky: ['#101a38', '#2f4a7a'],
    far: '#1c2a50',
    ground: '#263a52',
    wall: '#3a4a6e',
    floor: '#2a3550',
    wood: '#3c3a52',
    water: '#1f3a66',
    light: '#dfe8ff',
    shade: '#0c1024',
    accent: '#f2c14e',
    cloth: ['#5b7bb5', '#c8d3e6', '#8a6fb5', '#3f8f9a', '#b55b6f'],
    paper: '#e4e6ec',
    ink: '#141a2e',
  },
  {
    id: 'dawn',
    mood: 'hopeful',
    night: false,
    sky: ['#f7c6b0', '#fde8c4'],
    far: '#d9a0a0',
    ground: '#b58a7a',
    wall: '#f0d2bc',
    floor: '#c99a80',
    wood: '#a8705a',
    water: '#9fb8d0',
    light: '#fff0c8',
    shade: '#7a4a60',
    accent: '#e0604a',
    cloth: ['#e07a5f', '#81b29a', '#3d5a80', '#f2cc8f', '#9a6fb0'],
    paper: '#fbf1e4',
    ink: '#3a2430',
  },
  {
    id: 'noon',
    mood: 'bright',
    night: false,
    sky: ['#7fb6e0', '#d4ecf5'],
    far: '#8fb89a',
    ground: '#7fae5a',
    wall: '#f1e4c6',
    floor: '#c9a06a',
    wood: '#a0703e',
    water: '#4f9ac0',
    light: '#fffbe6',
    shade: '#3a5060',
    accent: '#e8483a',
    cloth: ['#e8483a', '#2f6fb0', '#f2b33a', '#3a9a6a', '#8a5ab0'],
    paper: '#fbf6ea',
    ink: '#20262e',
  },
  {
    id: 'dusk',
    mood: 'nostalgic',
    night: false,
    sky: ['#5a3a6e', '#f0a060'],
    far: '#7a4a6a',
    ground: '#4a3050',
    wall: '#b07a6a',
    floor: '#6a4050',
    wood: '#6a3e3a',
    water: '#6a5a8a',
    light: '#ffb46a',
    shade: '#2a1838',
    accent: '#ffd05a',
    cloth: ['#d9704a', '#5a6ab0', '#e8b44a', '#8a4a7a', '#4a8a8a'],
    paper: '#f3dfcc',
    ink: '#261828',
  },
  {
    id: 'storm',
    mood: 'ominous',
    night: false,
    sky: ['#3a4450', '#7a8490'],
    far: '#4a5560',
    ground: '#4a5048',
    wall: '#6a7070',
    floor: '#4a4a48',
    wood: '#4e4438',
    water: '#3a5058',
    light: '#f0e6b0',
    shade: '#1a2026',
    accent: '#e8b830',
    cloth: ['#b84a3a', '#e8b830', '#3a6a7a', '#7a8a5a', '#5a4a6a'],
    paper: '#e6e4dc',
    ink: '#161a1e',
  },
  {
    id: 'autumn',
    mood: 'wistful',
    night: false,
    sky: ['#d8b48a', '#f0dcb8'],
    far: '#b0804a',
    ground: '#8a5a30',
    wall: '#d8b890',
    floor: '#8a5a3a',
    wood: '#7a4a2a',
    water: '#6a8aa0',
    light: '#ffe0a0',
    shade: '#4a2a1a',
    accent: '#c0392b',
    cloth: ['#c0562b', '#5a7a4a', '#d9a03a', '#4a5a7a', '#8a3a3a'],
    paper: '#f4e8d2',
    ink: '#2e1e14',
  },
  {
    id: 'winter',
    mood: 'lonely',
    night: false,
    sky: ['#aebfd4', '#e8eef4'],
    far: '#c0cede',
    ground: '#eef2f6',
    wall: '#d8dee6',
    floor: '#a8b0bc',
    wood: '#6a5a54',
    water: '#7a9ab8',
    light: '#fff8e8',
    shade: '#4a5a78',
    accent: '#c8283a',
    cloth: ['#c8283a', '#2a4a7a', '#4a6a5a', '#e8c05a', '#7a5a8a'],
    paper: '#f4f6f8',
    ink: '#1e2634',
  },
  {
    id: 'deep-sea',
    mood: 'dreamy',
    night: false,
    sky: ['#0e3a52', '#2f8a9a'],
    far: '#1a5a6a',
    ground: '#c8b48a',
    wall: '#2a6a7a',
    floor: '#3a7a7a',
    wood: '#5a4a3a',
    water: '#1e6a80',
    light: '#c8f4ee',
    shade: '#082030',
    accent: '#ff8a5a',
    cloth: ['#ff8a5a', '#f2d45a', '#e8e0d0', '#5ab0a0', '#b05a7a'],
    paper: '#e4f0ee',
    ink: '#0c2230',
  },
  {
    id: 'ember',
    mood: 'eerie',
    night: true,
    sky: ['#1a0e14', '#4a1a1e'],
    far: '#2e141a',
    ground: '#2a1a18',
    wall: '#4a2a26',
    floor: '#2e1c18',
    wood: '#3a2218',
    water: '#2a1e2a',
    light: '#ff8a3a',
    shade: '#0a0608',
    accent: '#ffb03a',
    cloth: ['#8a2a2a', '#c8a050', '#4a3a5a', '#6a5a4a', '#2a4a4a'],
    paper: '#eadcc8',
    ink: '#140a0a',
  },
  {
    id: 'spring',
    mood: 'tender',
    night: false,
    sky: ['#bfe0d8', '#f4f0dc'],
    far: '#a8cfa0',
    ground: '#9ccf7a',
    wall: '#f4e0d6',
    floor: '#d8b494',
    wood: '#b08060',
    water: '#8ac4d0',
    light: '#fffae0',
    shade: '#4a6a5a',
    accent: '#f06a8a',
    cloth: ['#f06a8a', '#5a9ad0', '#f2c45a', '#6ab07a', '#b08ad0'],
    paper: '#fcf8ee',
    ink: '#24302a',
  },
  {
    id: 'violet',
    mood: 'dreamy',
    night: true,
    sky: ['#2a1a4a', '#7a5aa0'],
    far: '#4a3a70',
    ground: '#3a2a5a',
    wall: '#5a4a80',
    floor: '#3a2e58',
    wood: '#4a3a5a',
    water: '#3a3a7a',
    light: '#ffe6f0',
    shade: '#140a24',
    accent: '#ffc46a',
    cloth: ['#e07aa0', '#7ab0e0', '#f0c46a', '#a07ae0', '#6ad0b0'],
    paper: '#ece4f2',
    ink: '#1a1028',
  },
];

const byId = new Map(palettes.map((p) => [p.id, p]));

export function paletteById(id: string): Palette {
  const p = byId.get(id);
  if (!p) throw new Error(`unknown palette ${id}`);
  return p;
}
