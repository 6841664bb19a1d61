import type { Context } from './context.ts';
import type { CardId, Seat } from './ids.ts';
import { scoreRound } from './scoring/score-round.ts';
import type { RoundResult } from './scoring/result.ts';
import { isBelowMinimum, nextSeat, occupiedSeats } from './seats.ts';
import type { EndReason, GameState, Phase, Timers } from './state.ts';
import { winnersOf } from './winners.ts';

type VotePhase = Extract<Phase, { kind: 'vote' }>;

/** Starts the current phase's timer, if the host set one (RULES.md §8, spec TI-*). */
export function startTimer(ctx: Context, kind: keyof Timers): void {
  const ms = ctx.s.timers[kind];
  ctx.s.deadline = ms === null ? null : ctx.s.now + ms;
}

function turnLimit(state: GameState): number | null {
  const each = state.rules.storytellerTurnsEach;
  return each === null ? null : each * state.table.seatCount;
}

/**
 * Begins the next storyteller turn with `storyteller`, or the game's end when every seat has had
 * its turns (spec EN-TURNS). A vacant storyteller's turn is skipped and counts as played
 * (spec SE-VACANT), so a game with turn limits always ends.
 */
export function beginTurn(ctx: Context, storyteller: Seat): void {
  let seat = storyteller;
  for (let guard = 0; guard <= ctx.s.table.seatCount; guard++) {
    const limit = turnLimit(ctx.s);
    if (limit !== null && ctx.s.turns >= limit) {
      endGame(ctx, 'turns');
      return;
    }
    ctx.s.turns += 1;
    if (ctx.s.occupied[seat] === true) {
      const round = { number: ctx.s.turns, storyteller: seat, participants: occupiedSeats(ctx.s) };
      ctx.s.phase = { kind: 'clue', round };
      ctx.emit({ type: 'roundStarted', round: round.number, storyteller: seat });
      startTimer(ctx, 'clue');
      return;
    }
    ctx.emit({ type: 'turnSkipped', seat, reason: 'vacant' });
    seat = nextSeat(ctx.s, seat);
  }
  throw new Error('beginTurn: no occupied seat (the game should be paused)');
}

export function endGame(ctx: Context, reason: EndReason): void {
  const { winners, winningTeams } = winnersOf(ctx.s, reason);
  ctx.s.phase = { kind: 'ended', reason, winners, winningTeams };
  ctx.s.deadline = null;
  ctx.s.pause = null;
  ctx.emit({ type: 'gameEnded', reason });
}

/** Lays the submitted cards face up in random order (RULES.md §2 step 3, spec RD-BOARD). */
export function layBoard(ctx: Context, phase: Extract<Phase, { kind: 'submit' }>): void {
  const cards: { card: CardId; owner: Seat }[] = [];
  for (const submission of phase.submissions) {
    for (const card of submission.cards) cards.push({ card, owner: submission.seat });
  }
  ctx.s.phase = {
    kind: 'vote',
    round: phase.round,
    clue: phase.clue,
    board: ctx.rng().shuffled(cards),
    ballots: [],
    trap: null,
    trapSet: false,
  };
  ctx.emit({ type: 'boardLaid' });
  startTimer(ctx, 'vote');
}

/** Scores the round, makes it public, and ends the game or moves to the reveal (spec RD-SCORE). */
export function scoreVotes(ctx: Context, phase: VotePhase): void {
  const s = ctx.s;
  const { round, board } = phase;
  const owners = board.map((b) => b.owner);
  const score = scoreRound(
    {
      mode: s.rules.mode,
      seats: round.participants,
      storyteller: round.storyteller,
      owners,
      ballots: phase.ballots,
      trap: phase.trap,
      teams: s.teams,
    },
    {
      bonusCap: s.rules.bonusCap,
      loneFinderBonus: s.rules.loneFinderBonus,
      singleVoteBonus: s.rules.singleVoteBonus && s.table.secondVote,
      partyCap: s.rules.partyCap,
    },
  );
  const scores = s.scores.slice();
  for (const p of score.points) scores[p.seat] = (scores[p.seat] ?? 0) + p.points;
  const teamScores = s.teams?.map(([a, b]) => (scores[a] ?? 0) + (scores[b] ?? 0)) ?? null;
  const storytellerIndex = s.rules.mode === 'party' ? -1 : owners.indexOf(round.storyteller);
  const result: RoundResult = {
    ...score,
    round: round.number,
    storyteller: round.storyteller,
    clue: phase.clue,
    storytellerSlot: storytellerIndex < 0 ? null : storytellerIndex + 1,
    trap: phase.trap,
    board: board.map((b, i) => ({
      slot: i + 1,
      card: b.card,
      owner: b.owner,
      voters: phase.ballots.filter((v) => v.slots.includes(i + 1)).map((v) => v.seat),
    })),
    ballots: phase.ballots,
    scoresAfter: scores,
    teamScoresAfter: teamScores,
  };
  s.scores = scores;
  s.history = [...s.history, result];
  s.discard = [...s.discard, ...board.map((b) => b.card)];
  ctx.emit({ type: 'roundScored', round: round.number });

  const target = s.rules.targetScore;
  const limit = turnLimit(s);
  if (target !== null && (teamScores ?? scores).some((points) => points >= target)) {
    endGame(ctx, 'target');
  } else if (limit !== null && s.turns >= limit) {
    endGame(ctx, 'turns');
  } else {
    s.phase = { kind: 'reveal', round, result, ready: [] };
    startTimer(ctx, 'reveal');
  }
}

/**
 * Everyone draws back up to the hand size, starting left of the storyteller. When the draw pile
 * runs short, what is left of it and the discard pile are shuffled into a new draw pile
 * (RULES.md §2 step 6, spec RD-REFILL).
 */
export function refillHands(ctx: Context, storyteller: Seat): void {
  const s = ctx.s;
  const n = s.table.seatCount;
  let needed = 0;
  for (const hand of s.hands) needed += Math.max(0, s.table.handSize - hand.length);
  if (needed === 0) return;
  let pile = s.drawPile.slice();
  if (pile.length < needed && s.discard.length > 0) {
    pile = ctx.rng().shuffled([...pile, ...s.discard]);
    s.discard = [];
    ctx.emit({ type: 'deckReshuffled' });
  }
  const hands = s.hands.slice();
  for (let i = 1; i <= n; i++) {
    const seat = (storyteller + i) % n;
    const hand = hands[seat] ?? [];
    const missing = s.table.handSize - hand.length;
    if (missing <= 0) continue;
    hands[seat] = [...hand, ...pile.splice(pile.length - Math.min(missing, pile.length))];
  }
  s.hands = hands;
  s.drawPile = pile;
}

/** Party: every seat hands its whole hand to the next seat (RULES.md §4.1 step 5, spec PA-PASS). */
export function passHands(ctx: Context): void {
  const n = ctx.s.table.seatCount;
  const hands = ctx.s.hands;
  ctx.s.hands = hands.map((_, seat) => hands[(seat - 1 + n) % n] ?? []);
  ctx.emit({ type: 'handsPassed' });
}

/** After the reveal: refill, pass hands (party), and give the next seat the storyteller's turn. */
export function nextRound(ctx: Context, storyteller: Seat): void {
  refillHands(ctx, storyteller);
  if (ctx.s.rules.passHands && ctx.s.rules.mode === 'party') passHands(ctx);
  beginTurn(ctx, nextSeat(ctx.s, storyteller));
}

/**
 * Pauses the game when the host asked or too few seats are occupied, freezing the phase timer;
 * resumes it when neither holds any more (RULES.md §8, spec SE-MIN, HO-PAUSE).
 */
export function updatePause(ctx: Context, byHost: boolean): void {
  const s = ctx.s;
  if (s.phase.kind === 'ended') return;
  const shouldPause = byHost || isBelowMinimum(s);
  if (shouldPause && s.pause === null) {
    s.pause = { byHost, remainingMs: s.deadline === null ? null : Math.max(0, s.deadline - s.now) };
    s.deadline = null;
    ctx.emit({ type: 'paused', byHost });
  } else if (shouldPause && s.pause !== null && s.pause.byHost !== byHost) {
    s.pause = { ...s.pause, byHost };
  } else if (!shouldPause && s.pause !== null) {
    s.deadline = s.pause.remainingMs === null ? null : s.now + s.pause.remainingMs;
    s.pause = null;
    ctx.emit({ type: 'resumed' });
  }
}
