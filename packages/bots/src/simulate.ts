import { builtInDeck, type Lang } from '@fabula/deck';
import {
  apply,
  createGame,
  viewFor,
  type GameState,
  type PresetId,
  type RoundResult,
} from '@fabula/rules';
import { think, type BotDecision } from './decide.ts';
import type { CardLookup } from './mind.ts';
import { wordPersonalities, type Level } from './profile.ts';
import { warmUp } from './warm-up.ts';

export interface SimulationOptions {
  readonly preset: PresetId;
  readonly players: number;
  /** Rounds to play in total (over as many games as it takes). */
  readonly rounds: number;
  readonly seed: string;
  readonly level?: Level;
  readonly language?: Lang;
}

export interface SimulationReport {
  readonly preset: PresetId;
  readonly players: number;
  readonly language: Lang;
  readonly level: Level;
  readonly games: number;
  readonly rounds: number;
  /** Classic/team: rounds where some but not all voters found (the storyteller scored). */
  readonly storytellerScoredRate: number;
  readonly allOrNoneRate: number;
  /** The two halves of allOrNoneRate: everybody found (too plain) / nobody found (too obscure). */
  readonly allFoundRate: number;
  readonly noneFoundRate: number;
  /** Share of ballots with a vote on the storyteller's card (Party: on the most-voted card). */
  readonly listenerAccuracy: number;
  /** 1 / cards on the board, averaged over rounds. */
  readonly chance: number;
  /** 1 / cards a voter could vote for (own cards excluded), averaged over ballots. */
  readonly legalChance: number;
  /** Share of ballots with two votes (Odyssey second votes). */
  readonly secondVoteRate: number;
  /** Party: the storyteller's points minus the others' mean, per round; share of trapped ballots. */
  readonly storytellerEdge: number;
  readonly trappedRate: number;
  readonly decisionMsP50: number;
  readonly decisionMsP99: number;
  readonly decisionMsMax: number;
  readonly decisions: number;
}

const deckIds = builtInDeck.map((c) => c.id);
const byId = new Map(builtInDeck.map((c) => [c.id, c]));
const lookup: CardLookup = (id) => byId.get(id);

/** Plays whole games with a bot in every seat and measures how well the bots play. */
export function simulate(options: SimulationOptions): SimulationReport {
  const level = options.level ?? 'normal';
  const language = options.language ?? 'en';
  warmUp(builtInDeck);
  const times: number[] = [];
  const results: RoundResult[] = [];
  let games = 0;
  // Every seat is a bot, and the lobby says so: storytellers aim at how bots read.
  const allSeats = Array.from({ length: options.players }, (_, seat) => seat);
  while (results.length < options.rounds) {
    const seed = `${options.seed}-game-${games}`;
    games++;
    const created = createGame({
      preset: options.preset,
      seats: options.players,
      deck: deckIds,
      seed,
      at: 0,
    });
    if (!created.ok) throw new Error(`createGame: ${created.error.message}`);
    let state: GameState = created.value.state;
    let at = 0;
    let stalls = 0;
    while (state.phase.kind !== 'ended' && results.length < options.rounds) {
      const decisions: { seat: number; decision: BotDecision }[] = [];
      for (let seat = 0; seat < options.players; seat++) {
        const view = viewFor(state, { seat });
        if (view.legal.length === 0) continue;
        const started = performance.now();
        const decision = think(view, lookup, {
          level,
          personality: wordPersonalities[seat % wordPersonalities.length] ?? 'poetic',
          language,
          seed,
          deck: deckIds,
          botSeats: allSeats,
        });
        const ms = performance.now() - started;
        if (!decision) continue;
        if (decision.command.type !== 'continue') times.push(ms);
        decisions.push({ seat, decision });
      }
      // Simultaneous moves land keenest first (team partners with the better card submit first).
      decisions.sort((a, b) => b.decision.eagerness - a.decision.eagerness || a.seat - b.seat);
      let progressed = false;
      for (const { seat, decision } of decisions) {
        const applied = apply(state, { ...decision.command, seat, at: ++at });
        if (!applied.ok) continue; // e.g. the partner already submitted for the team
        progressed = true;
        results.push(...applied.value.state.history.slice(state.history.length));
        state = applied.value.state;
        if (decision.command.type !== 'submit' && decision.command.type !== 'vote') continue;
        // A submission or vote can change what others may do (team lock): think again.
        if (state.rules.mode === 'team') break;
      }
      stalls = progressed ? 0 : stalls + 1;
      if (stalls > 3) throw new Error(`simulation stalled in ${state.phase.kind}`);
    }
  }
  return report(options, level, language, games, results.slice(0, options.rounds), times);
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function report(
  options: SimulationOptions,
  level: Level,
  language: Lang,
  games: number,
  rounds: readonly RoundResult[],
  times: number[],
): SimulationReport {
  let scored = 0;
  let allOrNone = 0;
  let all = 0;
  let none = 0;
  let ballots = 0;
  let found = 0;
  let chance = 0;
  let legalChance = 0;
  let doubles = 0;
  let edge = 0;
  let trapped = 0;
  for (const r of rounds) {
    chance += 1 / r.board.length;
    if (r.outcome === 'someFound') scored++;
    if (r.outcome === 'allFound' || r.outcome === 'noneFound') allOrNone++;
    if (r.outcome === 'allFound') all++;
    if (r.outcome === 'noneFound') none++;
    const mostVoted = Math.max(...r.board.map((b) => b.voters.length));
    for (const ballot of r.ballots) {
      ballots++;
      if (ballot.slots.length > 1) doubles++;
      const own = r.board.filter((b) => b.owner === ballot.seat).length;
      legalChance += ballot.slots.length / Math.max(1, r.board.length - own);
      if (r.outcome === 'popularity') {
        if (ballot.slots.some((s) => r.board[s - 1]?.voters.length === mostVoted)) found++;
        if (r.trap !== null && ballot.slots.includes(r.trap)) trapped++;
      } else if (r.storytellerSlot !== null && ballot.slots.includes(r.storytellerSlot)) {
        found++;
      }
    }
    if (r.outcome === 'popularity') {
      const mine = r.points.find((p) => p.seat === r.storyteller)?.points ?? 0;
      const others = r.points.filter((p) => p.seat !== r.storyteller);
      edge += mine - others.reduce((a, p) => a + p.points, 0) / Math.max(1, others.length);
      if (mine > 0) scored++;
    }
  }
  const n = Math.max(1, rounds.length);
  const sorted = times.slice().sort((a, b) => a - b);
  return {
    preset: options.preset,
    players: options.players,
    language,
    level,
    games,
    rounds: rounds.length,
    storytellerScoredRate: round3(scored / n),
    allOrNoneRate: round3(allOrNone / n),
    allFoundRate: round3(all / n),
    noneFoundRate: round3(none / n),
    listenerAccuracy: round3(found / Math.max(1, ballots)),
    chance: round3(chance / n),
    legalChance: round3(legalChance / Math.max(1, ballots)),
    secondVoteRate: round3(doubles / Math.max(1, ballots)),
    storytellerEdge: round3(edge / n),
    trappedRate: round3(trapped / Math.max(1, ballots)),
    decisionMsP50: round3(percentile(sorted, 0.5)),
    decisionMsP99: round3(percentile(sorted, 0.99)),
    decisionMsMax: round3(sorted[sorted.length - 1] ?? 0),
    decisions: times.length,
  };
}
