import { MESSAGE_EVENT, PROTOCOL_VERSION } from '@fabula/protocol';
import { randomMove, seededRandom, type GameView, type SeatCommand } from '@fabula/rules';
import { io, type Socket } from 'socket.io-client';
import { wholeHistory } from '../../src/dev/history-delta.ts';
import { asRequest } from '../../src/dev/scripted-client.ts';
import type { Decider } from './decider.ts';
import type { Recorder } from './recorder.ts';

/**
 * One room of the load benchmark: P real socket clients, one per seat, each playing its seat
 * like a bot would (the bots' decisions, or random legal moves) after waiting `pace` ms. It
 * measures, for every move, the time from sending it to the last seat of the room holding the
 * game view of the version it produced.
 *
 * Messages are read without schema validation (a few fields of trusted JSON): the client side
 * must stay cheap so that thousands of sockets fit on one core.
 */

interface Reply {
  readonly type: 'reply';
  readonly rid: string;
  readonly ok: boolean;
  readonly result?: { readonly version?: number; readonly room?: string };
  readonly error?: { readonly code: string };
}

interface Incoming {
  readonly type: string;
  readonly version?: number;
  readonly view?: GameView;
  readonly room?: { readonly phase?: string };
}

/** A game view push as this client reads it (its history may be cut: `historyFrom`). */
interface ViewPush {
  readonly room: string;
  readonly version: number;
  readonly historyFrom?: number;
  readonly view: GameView;
}

export interface TableSettings {
  /** Server addresses; seat i connects to urls[i % length], so a room spans the processes. */
  readonly urls: readonly string[];
  readonly players: number;
  readonly pace: number;
  /** The bots' decisions (null: uniformly random legal moves). */
  readonly decider: Decider | null;
  readonly recorder: Recorder;
  readonly label: string;
}

class Seat {
  readonly socket: Socket;
  private readonly table: Table;
  private counter = 0;
  private readonly waiting = new Map<string, (reply: Reply) => void>();
  /** Newest game view version received. */
  version = 0;
  /** Its view, with the whole history (the bots read past rounds). */
  view: GameView | null = null;
  /** The newest push, whole; or cut, when it could not be joined to the one before (a gap). */
  private held: ViewPush | null = null;
  private resyncing = false;
  phase: string | null = null;
  /** The turn (phase and round) this seat has a move planned or sent for. */
  private planned: string | null = null;

  constructor(table: Table, socket: Socket) {
    this.table = table;
    this.socket = socket;
    socket.on(MESSAGE_EVENT, (message: Incoming) => {
      if (message.type === 'reply') {
        const reply = message as unknown as Reply;
        const resolve = this.waiting.get(reply.rid);
        this.waiting.delete(reply.rid);
        resolve?.(reply);
      } else if (message.type === 'gameView' && message.view) {
        this.viewPushed(message as unknown as ViewPush);
      } else if (message.type === 'roomState' && message.room?.phase !== undefined) {
        this.phase = message.room.phase;
        if (this.phase === 'lobby') {
          this.view = null;
          this.held = null;
          this.planned = null;
        }
        this.table.roomStateArrived(this);
      }
    });
  }

  static async connect(table: Table, url: string): Promise<Seat> {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => {
        resolve();
      });
      socket.once('connect_error', reject);
    });
    const seat = new Seat(table, socket);
    const hello = await seat.request({
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      client: 'bench',
    });
    if (!hello.ok) throw new Error(`hello refused: ${hello.error?.code ?? ''}`);
    return seat;
  }

  /** Sends a request; a reply that takes over 30 s counts as a refusal (`timeout`). */
  request(message: Record<string, unknown>): Promise<Reply> {
    const rid = String(++this.counter);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(rid);
        resolve({ type: 'reply', rid, ok: false, error: { code: 'timeout' } });
      }, 30_000);
      this.waiting.set(rid, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      this.socket.emit(MESSAGE_EVENT, { ...message, rid });
    });
  }

  /**
   * A newer view (or, while the one held is cut, the whole one at the same version): joined to
   * the one held before; a gap (views of several processes out of order) asks for `resync`.
   */
  private viewPushed(push: ViewPush): void {
    const gapped = this.held?.historyFrom !== undefined;
    if (push.version < this.version || (push.version === this.version && !gapped)) return;
    const history = wholeHistory(this.held, push);
    this.held =
      history === null
        ? push
        : { room: push.room, version: push.version, view: { ...push.view, history } };
    this.version = push.version;
    this.view = this.held.view;
    if (history === null && !this.resyncing) {
      this.resyncing = true;
      void this.request({ type: 'resync' }).then(() => {
        this.resyncing = false;
      });
    }
    this.table.viewArrived();
    this.consider();
  }

  /** Plans a move when the view offers one for a turn not yet planned. */
  private consider(): void {
    const view = this.view;
    if (!view || view.legal.length === 0 || this.table.stopped) return;
    const phase = view.phase;
    const turn = `${String(view.turns)}:${phase.kind}`;
    if (this.planned === turn) return;
    this.planned = turn;
    this.table.later(() => {
      this.move(turn);
    });
  }

  private move(turn: string): void {
    void this.table.choose(this.view).then((command) => {
      const view = this.view;
      if (!command || !view || this.table.stopped) return;
      // The view moved on while the bot thought (another seat's move): plan again on it.
      if (`${String(view.turns)}:${view.phase.kind}` !== turn) return;
      const sent = performance.now();
      void this.request(asRequest(command)).then((reply) => {
        this.table.settings.recorder.reply(reply.ok, reply.error?.code ?? null);
        if (reply.ok) this.table.settings.recorder.replied(performance.now() - sent);
        if (reply.ok && typeof reply.result?.version === 'number')
          this.table.track(sent, reply.result.version);
        // A refusal (a view overtaken by another move): think again on the next view.
        else if (this.planned === turn) this.planned = null;
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

export class Table {
  readonly settings: TableSettings;
  private readonly seats: Seat[] = [];
  private readonly pending: { sent: number; version: number }[] = [];
  private readonly random;
  private restarting = false;
  /** When the host saw the current game start (null between games). */
  private gameStarted: number | null = null;
  code = '';
  stopped = false;

  constructor(settings: TableSettings) {
    this.settings = settings;
    this.random = seededRandom(settings.label);
  }

  /** Creates the room, seats every player, picks a preset for the table size. */
  async open(): Promise<void> {
    const { urls, players } = this.settings;
    const url = (i: number) => urls[i % urls.length] ?? '';
    const host = await Seat.connect(this, url(0));
    const created = await host.request({
      type: 'createRoom',
      profile: { name: 'Host', colour: 'teal', avatar: 'fox' },
    });
    if (!created.ok || typeof created.result?.room !== 'string')
      throw new Error('createRoom refused');
    this.code = created.result.room;
    this.seats.push(host);
    for (let i = 1; i < players; i++) {
      const seat = await Seat.connect(this, url(i));
      const joined = await seat.request({
        type: 'joinRoom',
        room: this.code,
        profile: { name: `Player ${String(i)}`, colour: 'red', avatar: 'owl' },
      });
      if (!joined.ok) throw new Error(`joinRoom refused: ${joined.error?.code ?? ''}`);
      this.seats.push(seat);
    }
    const preset = players <= 8 ? 'dixit' : 'odyssey';
    const chosen = await host.request({ type: 'setPreset', preset });
    if (!chosen.ok) throw new Error(`setPreset refused: ${chosen.error?.code ?? ''}`);
  }

  /** Starts the game (after every table is open, so opening does not compete with play). */
  async start(): Promise<void> {
    const host = this.seats[0];
    const started = await host?.request({ type: 'start' });
    if (!started?.ok) throw new Error(`start refused: ${started?.error?.code ?? ''}`);
  }

  /** Spreads the pause by ±25 % so the rooms do not move in lockstep. */
  later(act: () => void): void {
    const pace = this.settings.pace * (0.75 + 0.5 * this.random());
    setTimeout(act, pace);
  }

  async choose(view: GameView | null): Promise<SeatCommand | null> {
    if (!view || !('seat' in view.viewer)) return null;
    const seat = view.viewer.seat;
    const { decider } = this.settings;
    const move = decider ? await decider.decide(view, `${this.code}:${String(seat)}`) : null;
    if (move) return { ...move, seat, at: 0 };
    // One move a turn: a seat that asked the reveal to wait would never press "next round".
    const moves = view.legal.filter((legal) => legal.type !== 'wait');
    return randomMove(moves, seat, 0, this.random);
  }

  /** A move was accepted at `version`: its latency ends when every seat holds that version. */
  track(sent: number, version: number): void {
    this.pending.push({ sent, version });
    this.viewArrived();
  }

  viewArrived(): void {
    if (this.pending.length === 0) return;
    let lowest = Infinity;
    for (const seat of this.seats) lowest = Math.min(lowest, seat.version);
    const now = performance.now();
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const move = this.pending[i];
      if (move && move.version <= lowest) {
        this.settings.recorder.latency(move.sent, now);
        this.pending.splice(i, 1);
      }
    }
  }

  /** A finished game: the host asks for a rematch and starts again, at the same pace. */
  roomStateArrived(seat: Seat): void {
    if (seat !== this.seats[0]) return;
    if (seat.phase === 'playing' && this.gameStarted === null) this.gameStarted = performance.now();
    if (seat.phase === 'ended' && this.gameStarted !== null) {
      this.settings.recorder.game((performance.now() - this.gameStarted) / 1000);
      this.gameStarted = null;
    }
    if (seat.phase !== 'ended' || this.restarting || this.stopped) return;
    this.restarting = true;
    this.later(() => {
      void (async () => {
        const rematch = await seat.request({ type: 'rematch' });
        this.settings.recorder.reply(rematch.ok, rematch.error?.code ?? null);
        const start = await seat.request({ type: 'start' });
        this.settings.recorder.reply(start.ok, start.error?.code ?? null);
        this.restarting = false;
      })();
    });
  }

  close(): void {
    this.stopped = true;
    for (const seat of this.seats) seat.close();
  }
}
