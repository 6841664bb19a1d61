import type { GameView } from '@fabula/protocol';
import { describe, expect, it } from 'vitest';
import { hideableClue } from '../src/logic/hide-clue.ts';
import { roundResult } from './round-result.ts';

const round = { number: 3, storyteller: 0, participants: [0, 1, 2] };
const drawing = { kind: 'drawing', ref: 'dAAAAAAAAAAAAAAAAAAAAAA' } as const;

function viewWith(phase: GameView['phase'], history: GameView['history'] = []): GameView {
  return { phase, history } as unknown as GameView;
}

describe('the clue the host’s "Hide clue" acts on', () => {
  it('is the round being played, whose hiding calls it off', () => {
    const vote = viewWith({
      kind: 'vote',
      round,
      clue: drawing,
      board: [],
      voted: [],
      waitingFor: [],
      trapSet: false,
    });
    expect(hideableClue(vote)).toEqual({ round: 3, callsOff: true });
  });

  it('else the latest round whose clue still shows; none before the first clue or once hidden', () => {
    const past = [
      roundResult({ round: 1, board: [], clue: { kind: 'text', text: 'home' } }),
      roundResult({ round: 2, board: [], clue: drawing }),
    ];
    expect(hideableClue(viewWith({ kind: 'clue', round }, past))).toEqual({
      round: 2,
      callsOff: false,
    });
    const hidden = [
      past[0],
      roundResult({ round: 2, board: [], clue: { kind: 'hidden', was: 'drawing' } }),
    ];
    expect(hideableClue(viewWith({ kind: 'clue', round }, hidden as never))).toEqual({
      round: 1,
      callsOff: false,
    });
    expect(hideableClue(viewWith({ kind: 'clue', round }))).toBeNull();
  });
});
