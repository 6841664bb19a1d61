import type { RoomCode } from '@fabula/protocol';
import type { Answer } from '@fabula/protocol/client';
import { randomMove, type RandomSource } from '@fabula/rules';
import { asRequest, ScriptedClient } from '../../src/dev/scripted-client.ts';

/**
 * A scripted person playing one seat through its socket while server processes are killed under
 * it: when its connection drops it connects to a live process, resumes its seat, and sends the
 * request it was waiting on again with the same request id (retries are safe: the server answers
 * a request id it already applied from its log). It records every request id acknowledged ok.
 */
export class ChaosPlayer {
  readonly acked: string[] = [];
  reconnects = 0;
  private client: ScriptedClient | null = null;
  private sent = 0;
  private readonly name: string;
  private readonly room: RoomCode;
  private readonly token: string;
  private readonly urls: () => string[];
  private readonly random: RandomSource;
  private readonly drops = new WeakMap<ScriptedClient, Promise<null>>();

  constructor(options: {
    name: string;
    room: RoomCode;
    token: string;
    client: ScriptedClient;
    /** The processes up now, to connect to (any order). */
    urls: () => string[];
    random: RandomSource;
  }) {
    this.name = options.name;
    this.room = options.room;
    this.token = options.token;
    this.client = options.client;
    this.urls = options.urls;
    this.random = options.random;
  }

  get ended(): boolean {
    return this.client?.gameView?.view.phase.kind === 'ended';
  }

  /** Plays until the game ends, bounded by `deadline` (ms since epoch) and a move count. */
  async play(deadline: number): Promise<void> {
    let pending: { rid: string; message: Parameters<ScriptedClient['send']>[0] } | null = null;
    for (let step = 0; step < 5000 && !this.ended; step++) {
      if (Date.now() > deadline) throw new Error(`${this.name}: the game did not end in time`);
      const client = await this.connected(deadline);
      const view = client.gameView;
      if (pending === null) {
        const seat = view && 'seat' in view.view.viewer ? view.view.viewer.seat : null;
        const move =
          view && seat !== null ? randomMove(view.view.legal, seat, 0, this.random) : null;
        if (!move) {
          await this.waitFor(client, () => (client.gameView?.view.legal.length ?? 0) > 0);
          continue;
        }
        const rid = `${this.name}-${String(++this.sent)}`;
        pending = { rid, message: { ...asRequest(move), rid } };
      }
      const version = view?.version ?? 0;
      const reply = await this.request(client, pending.message, pending.rid);
      if (reply === null) continue; // the process died: resend the same request id elsewhere
      if (reply.ok) this.acked.push(pending.rid);
      pending = null;
      // Acted on, or refused because the view was stale: either way a newer view follows.
      await this.waitFor(client, () => (client.gameView?.version ?? 0) > version);
    }
  }

  close(): void {
    this.client?.close();
  }

  /** The live connection, or a new one to a live process with the seat resumed. */
  private async connected(deadline: number): Promise<ScriptedClient> {
    const current = this.client;
    if (current?.socket.connected === true) return current;
    current?.close();
    this.client = null;
    for (let attempt = 0; attempt < 200 && Date.now() < deadline; attempt++) {
      const urls = this.urls();
      const url = urls[Math.floor(this.random() * urls.length)];
      try {
        if (url === undefined) throw new Error('no process is up');
        const client = await ScriptedClient.connect(url);
        const rid = `${this.name}-resume-${String(attempt)}`;
        const resume = { type: 'resume', room: this.room, token: this.token, rid };
        const resumed = await this.request(client, resume, rid);
        if (resumed?.ok !== true) {
          client.close();
          throw new Error(`resume: ${resumed?.ok === false ? resumed.error.code : 'no reply'}`);
        }
        await this.waitFor(client, () => client.gameView !== null);
        this.client = client;
        this.reconnects++;
        return client;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`${this.name}: could not reconnect to any process`);
  }

  /** The reply, or null when the connection dropped first. */
  private async request(
    client: ScriptedClient,
    message: unknown,
    rid: string,
  ): Promise<Answer | null> {
    return Promise.race([client.send(message, rid), this.dropped(client)]).catch(() => null);
  }

  /** Waits for `test`, for the connection to drop, or 3 s: the caller looks again either way. */
  private async waitFor(client: ScriptedClient, test: () => boolean): Promise<void> {
    await Promise.race([client.until(test, 3000).catch(() => null), this.dropped(client)]);
  }

  /** Resolves when the connection drops (one promise per connection). */
  private dropped(client: ScriptedClient): Promise<null> {
    let drop = this.drops.get(client);
    if (!drop) {
      drop = new Promise((resolve) => {
        if (!client.socket.connected) resolve(null);
        else
          client.socket.once('disconnect', () => {
            resolve(null);
          });
      });
      this.drops.set(client, drop);
    }
    return drop;
  }
}
