import { randomMove, seededRandom } from '@fabula/rules';
import { expect } from 'vitest';
import { asRequest, type ScriptedClient } from '../../src/dev/scripted-client.ts';

/**
 * Plays random legal moves for the given clients until the game ends (bounded). Each client moves
 * when its latest view lists a legal move; bots play on the server meanwhile.
 */
export async function playUntilEnd(
  clients: readonly ScriptedClient[],
  seed: string,
  maxMoves = 3000,
): Promise<void> {
  const ended = (c: ScriptedClient) => c.gameView?.view.phase.kind === 'ended';
  await playUntil(clients, ended, seed, maxMoves);
}

/**
 * Plays random legal moves for the given clients until one of them sees `done` in its view
 * (bounded: it fails after `maxMoves`). Each client moves when its latest view lists a legal move;
 * bots play on the server meanwhile.
 */
export async function playUntil(
  clients: readonly ScriptedClient[],
  done: (client: ScriptedClient) => boolean,
  seed: string,
  maxMoves = 3000,
): Promise<void> {
  const random = seededRandom(seed);
  const canMove = (c: ScriptedClient) => (c.gameView?.view.legal.length ?? 0) > 0;
  for (let moves = 0; moves < maxMoves; moves++) {
    if (clients.some(done)) return;
    const mover = clients.find(canMove);
    if (!mover?.gameView) {
      await Promise.race(clients.map((c) => c.until(() => canMove(c) || done(c), 5000)));
      continue;
    }
    const { view } = mover.gameView;
    const seat = 'seat' in view.viewer ? view.viewer.seat : 0;
    const move = randomMove(view.legal, seat, 0, random);
    if (!move) continue;
    const version = mover.gameView.version;
    const reply = await mover.request(asRequest(move));
    // Wait for the view that follows the move. A refusal is fair only when the view was stale
    // (a bot or a timer moved first): then a newer view must arrive; otherwise it is a bug.
    try {
      await mover.until(() => (mover.gameView?.version ?? 0) > version, 3000);
    } catch {
      const outcome = reply.ok ? 'accepted but no new view' : reply.error.code;
      throw new Error(`move ${JSON.stringify(move)} at version ${version}: ${outcome}`);
    }
  }
  throw new Error(`not done after ${String(maxMoves)} moves`);
}

/**
 * Plays `moves` random legal moves, each by whichever client has one, and waits until every
 * client has seen it before the next one (so each move is accepted: no view is stale).
 */
export async function playMoves(
  clients: readonly ScriptedClient[],
  moves: number,
  seed: string,
): Promise<void> {
  const random = seededRandom(seed);
  for (let i = 0; i < moves; i++) {
    // A bot's turn (its clue, submission or vote) leaves nobody here a move until it has played.
    const mover = await firstMover(clients);
    if (!mover?.gameView) throw new Error('nobody can move');
    const { view, version } = mover.gameView;
    const seat = 'seat' in view.viewer ? view.viewer.seat : 0;
    const move = randomMove(view.legal, seat, 0, random);
    if (!move) throw new Error('no legal move');
    expect((await mover.request(asRequest(move))).ok).toBe(true);
    await Promise.all(clients.map((c) => c.until(() => (c.gameView?.version ?? 0) > version)));
  }
}

/** The first client with a legal move, waiting (bounded) while the server's bots play theirs. */
async function firstMover(clients: readonly ScriptedClient[]): Promise<ScriptedClient | undefined> {
  const canMove = (c: ScriptedClient) => (c.gameView?.view.legal.length ?? 0) > 0;
  if (!clients.some(canMove)) {
    await Promise.race(clients.map((c) => c.until(() => canMove(c), 15_000))).catch(
      () => undefined,
    );
  }
  return clients.find(canMove);
}
