import type { CardId, Seat } from '../ids.ts';
import type { GameState } from '../state.ts';
import type { GameView } from '../view.ts';

/**
 * What a viewer must not learn from a view of `state`: other seats' hands, the draw pile, cards
 * submitted by others before the board is laid, and (during the vote) owners, ballots and the
 * trap. Returns the leaks found, empty if none.
 */
export function findLeaks(state: GameState, view: GameView, viewer: Seat | null): string[] {
  const leaks: string[] = [];
  const secretCards = new Set<CardId>(state.drawPile);
  state.hands.forEach((hand, seat) => {
    if (seat !== viewer) for (const card of hand) secretCards.add(card);
  });
  const phase = state.phase;
  if (phase.kind === 'submit') {
    for (const s of phase.submissions)
      if (s.seat !== viewer) for (const c of s.cards) secretCards.add(c);
  }
  // The public parts of a view: history and the reveal are public after the reveal; the vote
  // board shows cards (not owners). Scan everything else for secret cards and hidden keys.
  const { history: _history, phase: phaseView, ...rest } = view;
  const scanned: unknown[] = [rest];
  if (phaseView.kind === 'vote') {
    const { board: _board, ...others } = phaseView;
    scanned.push(others);
  } else if (phaseView.kind !== 'reveal') {
    scanned.push(phaseView);
  }
  const text = JSON.stringify(scanned);
  for (const card of secretCards) if (text.includes(`"${card}"`)) leaks.push(`card ${card}`);
  for (const key of ['"owner":', '"ballots":', '"trap":', '"rng":', '"submissions":']) {
    if (text.includes(key)) leaks.push(`key ${key}`);
  }
  if (phase.kind === 'vote' && phaseView.kind === 'vote') {
    const own = phase.board.flatMap((b, i) => (b.owner === viewer ? [i + 1] : []));
    if (JSON.stringify(phaseView.mySlots ?? []) !== JSON.stringify(own)) leaks.push('mySlots');
    const myBallot = phase.ballots.find((b) => b.seat === viewer)?.slots;
    if (JSON.stringify(phaseView.myVote) !== JSON.stringify(myBallot)) leaks.push('myVote');
    if (phaseView.myTrap !== undefined && viewer !== phase.round.storyteller) leaks.push('myTrap');
  }
  if (viewer === null && view.hand !== undefined) leaks.push('spectator hand');
  return leaks;
}
