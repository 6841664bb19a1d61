import type { SeatColour } from '@fabula/protocol';

/**
 * The seat colours (the protocol's, copied so the home page does not load zod; a test checks
 * they match) and the shape drawn with each, so no one needs to tell colours apart.
 */
export const seatColours = [
  'red',
  'orange',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'purple',
  'pink',
  'brown',
] as const satisfies readonly SeatColour[];

/** SVG path data in a 24×24 box, one distinct shape per colour. */
export const colourShapes: Readonly<Record<SeatColour, string>> = {
  red: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
  orange: 'M4 4h16v16H4z',
  yellow: 'M12 3l9.5 17h-19z',
  lime: 'M12 2l10 10-10 10L2 12z',
  green: 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.7 7.1L12 17.3 5.7 21l1.7-7.1L2 9.2l7.1-.6z',
  teal: 'M7 3h10l5 9-5 9H7l-5-9z',
  cyan: 'M12 2l9.5 7-3.6 11.5H6.1L2.5 9z',
  blue: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  indigo: 'M12 21s-9-5.6-9-11.5A5 5 0 0 1 12 6a5 5 0 0 1 9 3.5C21 15.4 12 21 12 21z',
  purple: 'M3 21L12 3l9 18h-6l-3-6-3 6z',
  pink: 'M12 2a10 10 0 0 0 0 20a7 7 0 0 1 0-20z',
  brown: 'M3 7h18v10H3z',
};

/** Avatars: an id the server stores, drawn as an emoji. */
export const avatars = {
  fox: '🦊',
  owl: '🦉',
  cat: '🐱',
  bear: '🐻',
  frog: '🐸',
  rabbit: '🐰',
  octopus: '🐙',
  penguin: '🐧',
  lion: '🦁',
  turtle: '🐢',
  whale: '🐳',
  robot: '🤖',
} as const;
export type AvatarId = keyof typeof avatars;
export const avatarIds = Object.keys(avatars) as AvatarId[];

export function isAvatarId(value: string): value is AvatarId {
  return Object.hasOwn(avatars, value);
}

export function avatarEmoji(id: string): string {
  return isAvatarId(id) ? avatars[id] : '🙂';
}

export function isSeatColour(value: string): value is SeatColour {
  return (seatColours as readonly string[]).includes(value);
}
