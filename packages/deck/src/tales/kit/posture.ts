import type { Age } from './body.ts';
import type { Feeling } from './face.ts';
import type { FigurePose } from './figure.ts';

/**
 * A whole-body posture that agrees with a feeling, for a figure whose hands are free: a leap for
 * joy, shoulders up and hands raised in fear, a slump in grief. Actions override the arms they
 * need and keep the rest.
 */
export function posture(feeling: Feeling, age: Age): FigurePose {
  const k = age === 'child' ? 0.75 : 1;
  switch (feeling) {
    case 'joy':
      // A child leaps with both arms up; a grown-up throws one arm up, the other hand on the
      // hip; an old person claps at the chest with a little hop (not one pose for everyone).
      if (age === 'adult')
        return {
          lean: -4,
          turn: 0.3,
          headTilt: -8,
          legs: 'walk',
          lift: 3,
          front: { angle: 155, bend: 10, hand: 'open' },
          back: { reach: [-9, -47], hand: 'fist', elbowUp: true },
          gaze: [0.3, -0.4],
        };
      if (age === 'old')
        return {
          lean: -2,
          turn: 0.35,
          headTilt: -6,
          legs: 'tiptoe',
          lift: 2,
          front: { reach: [11, -64], hand: 'open' },
          back: { reach: [9, -66], hand: 'open' },
          backArmOver: true,
          gaze: [0.3, -0.3],
        };
      return {
        lean: -4,
        turn: 0.2,
        headTilt: -8,
        legs: 'jump',
        lift: 6 * k,
        front: { angle: 150, bend: 15, hand: 'open' },
        back: { angle: -150, bend: -15, hand: 'open' },
        gaze: [0.2, -0.4],
      };
    case 'fear':
      return {
        lean: -10,
        turn: 0.35,
        legs: 'crouch',
        front: { reach: [9 * k, -62 * k], hand: 'open' },
        back: { reach: [3 * k, -58 * k], hand: 'open' },
        backArmOver: true,
        gaze: [0.8, 0],
      };
    case 'longing':
      return {
        lean: 4,
        turn: 0.5,
        headTilt: -14,
        legs: 'stand',
        front: { reach: [5 * k, -58 * k], hand: 'mitt' },
        back: { angle: -8, bend: 6 },
        gaze: [0.6, -0.8],
      };
    case 'mischief':
      return {
        lean: 14,
        turn: 0.45,
        headTilt: 6,
        legs: 'tiptoe',
        front: { reach: [10 * k, -74 * k], hand: 'fist' },
        back: { angle: -30, bend: -40, hand: 'mitt' },
        gaze: [-0.8, 0.1],
      };
    case 'surprise':
      // Arms flung up, or (grown-ups) one hand flung up and the other at the chest.
      if (age !== 'child')
        return {
          lean: -12,
          turn: 0.25,
          legs: 'stand',
          front: { angle: 125, bend: 35, hand: 'open' },
          back: { reach: [6, age === 'old' ? -66 : -72], hand: 'open' },
          backArmOver: true,
          gaze: [0, -0.2],
        };
      return {
        lean: -12,
        turn: 0.2,
        legs: 'stand',
        front: { angle: 120, bend: 40, hand: 'open' },
        back: { angle: -120, bend: -40, hand: 'open' },
        gaze: [0, -0.2],
      };
    case 'grief':
      return {
        lean: 20,
        turn: 0.25,
        headTilt: 18,
        legs: 'kneel',
        front: { reach: [14 * k, -44 * k], hand: 'mitt' },
        back: { reach: [6 * k, -42 * k], hand: 'mitt' },
        backArmOver: true,
        gaze: [0, 0.8],
      };
    case 'wonder':
      return {
        lean: -6,
        turn: 0.35,
        headTilt: -16,
        legs: 'stand',
        front: { angle: 60, bend: 60, hand: 'open' },
        back: { angle: -35, bend: -25, hand: 'open' },
        gaze: [0.4, -0.9],
      };
    case 'calm':
      return {
        lean: 0,
        turn: 0.25,
        legs: 'stand',
        front: { angle: 10, bend: 20 },
        back: { angle: -8, bend: 10 },
        gaze: [0.3, 0],
      };
    case 'sleep':
      return {
        lean: 8,
        turn: 0.15,
        headTilt: 20,
        legs: 'sit-ground',
        front: { angle: 50, bend: 40 },
        back: { angle: 30, bend: 40 },
        gaze: [0, 0],
      };
    case 'resolve':
      return {
        lean: 8,
        turn: 0.6,
        legs: 'stride',
        front: { angle: 20, bend: 70, hand: 'fist' },
        back: { angle: -25, bend: 30, hand: 'fist' },
        gaze: [1, 0],
      };
  }
}
