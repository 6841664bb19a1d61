import type { GameView, Seat } from '@fabula/protocol';
import { instruction } from './derive.ts';
import type { Message } from './reasons.ts';

/**
 * What the TV board says to the room. It watches as a spectator, so the table's "you are
 * watching" would be useless there: during play it tells everyone what to do on their phones.
 */
export function tvInstruction(view: GameView, name: (seat: Seat) => string): Message {
  const phase = view.phase;
  if (view.pause !== null) return { key: 'table.paused' };
  switch (phase.kind) {
    case 'race':
      return { key: 'table.race' };
    case 'submit':
      return { key: 'tv.submit' };
    case 'vote':
      return { key: view.rules.mode === 'party' ? 'tv.voteParty' : 'tv.vote' };
    default:
      return instruction(view, name);
  }
}
