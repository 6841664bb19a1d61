/**
 * The phase timers a new room starts with (ms), here without zod so the web client's lobby can
 * offer them back in one tap: `@fabula/protocol/timers`. A game that keeps moving with time to
 * think: the clue is the hardest move; the reveal's countdown starts the next round by itself
 * (a player may ask once a round to wait, spec RV-WAIT). The host turns any of them off.
 *
 * @example
 * send({ type: 'setTimers', rid: '14', timers: suggestedTimers });
 */
export const suggestedTimers = {
  race: 30_000,
  clue: 120_000,
  submit: 60_000,
  vote: 60_000,
  reveal: 20_000,
} as const;

/** Every phase timer off: players take the time they like and press "next round" themselves. */
export const noPhaseTimers = {
  race: null,
  clue: null,
  submit: null,
  vote: null,
  reveal: null,
} as const;
