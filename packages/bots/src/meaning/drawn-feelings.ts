/**
 * Words that say a figure's feeling ("a grieving man", "a wistful fox"). A picture shows a feeling
 * only on a small drawn face, which a person reads far less surely than the things in the picture,
 * what the figure does and where: read blind, clues that followed a card's feeling ("meeting
 * again" for a grieving man sewing up the night) pointed the table at another card. The Tales
 * deck's idea sentences name their figure's feeling with one of the first ten; the rest are the
 * common ones a custom deck's description may use.
 */
export const drawnFeelings: ReadonlySet<string> = new Set([
  'astonished',
  'calm',
  'determined',
  'frightened',
  'grieving',
  'joyful',
  'mischievous',
  'sleepy',
  'wide-eyed',
  'wistful',
  'afraid',
  'amazed',
  'angry',
  'anxious',
  'bored',
  'brave',
  'cheerful',
  'curious',
  'excited',
  'happy',
  'lonely',
  'melancholy',
  'nervous',
  'proud',
  'sad',
  'scared',
  'serene',
  'shy',
  'surprised',
  'tired',
  'worried',
]);
