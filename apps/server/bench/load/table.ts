import {
  ProtocolClient,
  socketIoTransport,
  type Outcome,
  type RequestInput,
} from '@fabula/protocol/client';
import { randomMove, seededRandom, type GameView, type SeatCommand } from '@fabula/rules';
import { io, type Socket } from 'socket.io-client';
import { asRequest } from '../../src/dev/scripted-client.ts';
import type { Decider } from './decider.ts';
import type { Recorder } from './recorder.ts';

/**
 * One room of the load benchmark: P real socket clients, one per seat, each playing its seat
 * like a bot would (the bots' decisions, or random legal moves) after waiting `pace` ms. It
 * measures, for every move, the time from sending it to the last seat of the room holding the
 * game view of the version it produced.
 *
 * Each seat is the one protocol client (@fabula/protocol/client), as the web client is: it
 * parses every message, drops older versions, joins cut histories and resyncs after a gap.
 */

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
  private readonly client: ProtocolClient;
  private readonly table: Table;
  /** The turn (phase and round) this seat has a move planned or sent for. */
  private planned: string | null = null;

  constructor(table: Table, socket: Socket) {
    this.table = table;
    this.socket = socket;
    this.client = new ProtocolClient({
      transport: socketIoTransport(socket),
      name: 'bench',
      replyTimeoutMs: 30_000,
      retryAfterReconnect: false,
      chatKept: 0,
    });
    this.client.subscribe((change) => {
      if (change === 'gameView') this.viewPushed();
      else if (change === 'roomState') this.roomStatePushed();
    });
  }

  static async connect(table: Table, url: string): Promise<Seat> {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    const seat = new Seat(table, socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => {
        resolve();
      });
      socket.once('connect_error', reject);
    });
    const hello = await seat.client.ready;
    if (!hello.ok) throw new Error(`hello refused: ${hello.error.code}`);
    return seat;
  }

  /** Newest game view version held (0: none). */
  get version(): number {
    return this.client.state.gameView?.version ?? 0;
  }

  /** Its view, with the whole history (the bots read past rounds). */
  get view(): GameView | null {
    return this.client.state.gameView?.view ?? null;
  }

  get phase(): string | null {
    return this.client.state.roomState?.room.phase ?? null;
  }

  /** Sends a request; a reply that takes over 30 s counts as a refusal (`unavailable`). */
  request<M extends RequestInput>(message: M): Promise<Outcome<M['type']>> {
    return this.client.request(message);
  }

  private viewPushed(): void {
    this.table.viewArrived();
    this.consider();
  }

  private roomStatePushed(): void {
    if (this.phase === 'lobby') this.planned = null;
    this.table.roomStateArrived(this);
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
        const { recorder } = this.table.settings;
        recorder.reply(reply.ok, reply.ok ? null : reply.error.code);
        if (reply.ok) {
          recorder.replied(performance.now() - sent);
          this.table.track(sent, reply.result.version);
        }
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
    if (!created.ok) throw new Error(`createRoom refused: ${created.error.code}`);
    this.code = created.result.room;
    this.seats.push(host);
    for (let i = 1; i < players; i++) {
      const seat = await Seat.connect(this, url(i));
      const joined = await seat.request({
        type: 'joinRoom',
        room: this.code,
        profile: { name: `Player ${String(i)}`, colour: 'red', avatar: 'owl' },
      });
      if (!joined.ok) throw new Error(`joinRoom refused: ${joined.error.code}`);
      this.seats.push(seat);
    }
    const preset = players <= 8 ? 'dixit' : 'odyssey';
    const chosen = await host.request({ type: 'setPreset', preset });
    if (!chosen.ok) throw new Error(`setPreset refused: ${chosen.error.code}`);
  }

  /** Starts the game (after every table is open, so opening does not compete with play). */
  async start(): Promise<void> {
    const host = this.seats[0];
    const started = await host?.request({ type: 'start' });
    if (started?.ok !== true)
      throw new Error(`start refused: ${started === undefined ? 'no host' : started.error.code}`);
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
        this.settings.recorder.reply(rematch.ok, rematch.ok ? null : rematch.error.code);
        const start = await seat.request({ type: 'start' });
        this.settings.recorder.reply(start.ok, start.ok ? null : start.error.code);
        this.restarting = false;
      })();
    });
  }

  close(): void {
    this.stopped = true;
    for (const seat of this.seats) seat.close();
  }
}
