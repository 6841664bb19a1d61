import {
  MESSAGE_EVENT,
  parseClientMessage,
  parseRequestId,
  protocolError,
  type ErrorBody,
  type RequestId,
  type RequestOf,
  type RequestType,
  type RoomCode,
} from '@fabula/protocol';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Socket } from 'socket.io';
import type { FairLimits } from '../limits/fair-limits.ts';
import type { TokenBuckets } from '../limits/token-bucket.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { ResultBody, StoredReply } from '../rooms/decision.ts';
import { handlerOf, type Entered } from '../rooms/handlers.ts';
import { unchanged, type RoomService } from '../rooms/service.ts';
import { markAwayUnlessConnected } from './away.ts';
import type { Presence } from './presence.ts';
import { channels, type RoomPublisher, type Send } from './publisher.ts';

export interface ConnectionDeps {
  readonly service: RoomService;
  readonly publisher: RoomPublisher;
  /** How a message is written to this connection (the path's: realtime/publisher.ts or fast/). */
  readonly send: Send;
  /** Who is connected where (every process's connections when clustered). */
  readonly presence: Presence;
  /** Requests per connection, then per address shared fairly by its seats (fair-limits.ts). */
  readonly limits: FairLimits;
  /** Rooms created per address (ROOMS_PER_HOUR). */
  readonly roomsCreated: { readonly buckets: TokenBuckets; readonly perHour: number };
  /** A connection that has not said hello this long after connecting is closed (ms). */
  readonly helloTimeoutMs: number;
  readonly metrics: Metrics;
  readonly log: Logger;
  readonly clock: () => number;
  /** Requests under way, so a graceful shutdown can wait for them. */
  readonly inFlight: Set<Promise<unknown>>;
  /** Set when the server is stopping: new requests are refused, those under way finish. */
  readonly lifecycle: { stopping: boolean };
}

/** What one connection is: its handshake, and the room and seat token it acts with. */
interface Session {
  helloed: boolean;
  room: RoomCode | null;
  tokenHash: string | null;
  /** This spectator claimed a seat from the next round: the claim goes when the connection does. */
  claimed: boolean;
}

function readableRid(raw: unknown): RequestId | null {
  if (typeof raw !== 'object' || raw === null || !('rid' in raw)) return null;
  return parseRequestId(raw.rid);
}

/** Sends a typed error and closes the connection (its client does not reconnect on its own). */
function refuseConnection(
  socket: Socket,
  send: Send,
  code: ErrorBody['code'],
  message: string,
): void {
  send(socket, { type: 'error', error: protocolError(code, message) });
  socket.disconnect(true);
}

/**
 * One WebSocket connection: every message is parsed by the protocol's schema, rate-limited per
 * connection and per address, handled by its type's entry in the handler table
 * (rooms/handlers.ts), and answered with exactly one reply (errors included); the connection
 * stays open whatever arrives.
 */
export function handleConnection(socket: Socket, deps: ConnectionDeps): void {
  const session: Session = { helloed: false, room: null, tokenHash: null, claimed: false };
  // The client's address, through the proxies TRUST_PROXY trusts (http/trusted-proxy.ts).
  const address = socket.handshake.address;
  if (!deps.limits.open(socket.id, address, deps.clock())) {
    deps.metrics.connectionsRefused.inc({ reason: 'too_many_connections' });
    refuseConnection(
      socket,
      deps.send,
      'too_many_connections',
      'Too many connections from this network; close some tabs and reload.',
    );
    return;
  }
  deps.metrics.connections.inc();
  const helloTimer = setTimeout(() => {
    deps.metrics.connectionsRefused.inc({ reason: 'handshake_timeout' });
    refuseConnection(
      socket,
      deps.send,
      'handshake_timeout',
      'Say hello first; closing this connection.',
    );
  }, deps.helloTimeoutMs);

  const reply = (rid: RequestId | null, body: StoredReply) => {
    if (rid === null) {
      if (!body.ok) deps.send(socket, { type: 'error', error: body.error });
      return;
    }
    deps.send(
      socket,
      body.ok
        ? { type: 'reply', rid, ok: true, result: body.result }
        : { type: 'reply', rid, ok: false, error: body.error },
    );
  };
  const failure = (code: ErrorBody['code'], message: string): StoredReply => ({
    ok: false,
    error: protocolError(code, message),
  });

  socket.on(MESSAGE_EVENT, (raw: unknown) => {
    const started = performance.now();
    const refused = deps.limits.take(socket.id, deps.clock());
    if (refused !== null) {
      const parsed = parseClientMessage(raw);
      const rid = parsed.ok ? parsed.message.rid : parsed.rid;
      reply(rid, {
        ok: false,
        error: protocolError('rate_limited', 'Too many messages; slow down.', {
          retryAfterMs: 1000,
        }),
      });
      deps.metrics.commands.inc({ type: 'any', outcome: 'rate_limited' });
      deps.metrics.limited.inc({ limit: refused });
      return;
    }
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      // An oversized object still names its request: answer it rather than the connection.
      reply(parsed.rid ?? readableRid(raw), { ok: false, error: parsed.error });
      deps.metrics.commands.inc({ type: 'invalid', outcome: parsed.error.code });
      return;
    }
    const message = parsed.message;
    if (deps.lifecycle.stopping) {
      reply(
        message.rid,
        failure('unavailable', 'The server is restarting; try again in a moment.'),
      );
      return;
    }
    const work = dispatch(message.type, message)
      .catch((error: unknown) => {
        deps.log.error({ err: error, type: message.type }, 'request failed');
        return failure('internal', 'The server could not handle that; try again.');
      })
      .then((body) => {
        reply(message.rid, body);
        deps.metrics.commands.inc({
          type: message.type,
          outcome: body.ok ? 'ok' : body.error.code,
        });
        deps.metrics.commandSeconds.observe(
          { type: message.type },
          (performance.now() - started) / 1000,
        );
      });
    deps.inFlight.add(work);
    void work.finally(() => deps.inFlight.delete(work));
  });

  socket.on('disconnect', () => {
    clearTimeout(helloTimer);
    deps.limits.close(socket.id);
    deps.metrics.connections.dec();
    const { room, tokenHash, claimed } = session;
    if (room === null) return;
    const work = deps.presence
      .leave(socket.id, room)
      .then(async () => {
        if (tokenHash !== null)
          await markAwayUnlessConnected(deps.presence, deps.service, room, tokenHash);
        else if (claimed) await deps.service.dropClaims(room, socket.id);
        await refreshPresence(room);
      })
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'presence update failed');
      });
    deps.inFlight.add(work);
    void work.finally(() => deps.inFlight.delete(work));
  });

  /** Tells the room who is connected now (the room's version does not change). */
  async function refreshPresence(room: RoomCode): Promise<void> {
    const current = await deps.service.peek(room);
    if (current) await deps.publisher.publish(unchanged(current));
  }

  async function enter(room: RoomCode, tokenHash: string | null): Promise<void> {
    // Another room, or the same one with another seat (a spectator whose claimed seat came).
    if (session.room !== null && (session.room !== room || session.tokenHash !== tokenHash))
      await leave();
    session.room = room;
    session.tokenHash = tokenHash;
    deps.limits.seat(socket.id, tokenHash === null ? null : `${room}:${tokenHash}`, deps.clock());
    void socket.join(channels.room(room));
    void socket.join(
      tokenHash === null ? channels.spectators(room) : channels.holder(room, tokenHash),
    );
    await deps.presence.enter(socket.id, room, tokenHash);
  }

  async function leave(): Promise<void> {
    const room = session.room;
    if (room === null) return;
    for (const channel of [...socket.rooms]) if (channel !== socket.id) void socket.leave(channel);
    if (session.claimed && session.tokenHash === null)
      await deps.service.dropClaims(room, socket.id);
    session.room = null;
    session.tokenHash = null;
    session.claimed = false;
    deps.limits.seat(socket.id, null, deps.clock());
    await deps.presence.leave(socket.id, room);
  }

  /** Handles one request by its entry in the handler table; resolves with its reply. */
  async function dispatch<T extends RequestType>(
    type: T,
    message: RequestOf<T>,
  ): Promise<StoredReply> {
    const handler = handlerOf(type);
    if (handler.kind === 'handshake') {
      const answer = handler.answer(message, deps.clock());
      if (answer.ok) {
        session.helloed = true;
        clearTimeout(helloTimer);
      }
      return answer;
    }
    if (!session.helloed) return failure('handshake_required', 'Send hello first.');
    switch (handler.kind) {
      case 'enter': {
        const tooMany = handler.createsRoom === true ? roomCreationRefused() : null;
        if (tooMany) return tooMany;
        return enterRoom(await handler.enter(message, deps.service));
      }
      case 'show':
        return inRoom((room) => resync(room));
      case 'room': {
        const caller = { tokenHash: session.tokenHash, connection: socket.id };
        return inRoom(async (room) => {
          const reply = await deps.service.request(room, caller, message, handler);
          // Leaving: the connection sees no more of the room.
          if (type === 'leaveRoom' && reply.ok) await leave();
          // A spectator's claim on a seat goes with its connection.
          if (type === 'claimSeat' && reply.ok) session.claimed = true;
          return reply;
        });
      }
    }
  }

  /** A room more from this address would be too many this hour (ROOMS_PER_HOUR), or null. */
  function roomCreationRefused(): StoredReply | null {
    const { buckets, perHour } = deps.roomsCreated;
    if (buckets.take(address, deps.clock())) return null;
    deps.metrics.limited.inc({ limit: 'rooms_per_hour' });
    return {
      ok: false,
      error: protocolError(
        'too_many_rooms',
        `This network has created too many rooms lately (at most ${String(perHour)} an hour); try again later.`,
        { retryAfterMs: Math.ceil(3_600_000 / perHour) },
      ),
    };
  }

  /** Runs a request about the connection's room, or refuses it when it is in none. */
  async function inRoom(act: (room: RoomCode) => Promise<StoredReply>): Promise<StoredReply> {
    // A connection removed from its room (kicked, or left from another tab) is told so here,
    // even when the removal happened on another server process.
    if (session.room !== null && !socket.rooms.has(channels.room(session.room))) await leave();
    if (session.room === null) return failure('not_in_room', 'Join or create a room first.');
    return act(session.room);
  }

  /** After createRoom, joinRoom or resume: the connection is in its room, and is shown it. */
  async function enterRoom(outcome: Entered<ResultBody>): Promise<StoredReply> {
    const { entered } = outcome;
    if (outcome.reply.ok && entered !== null) {
      await enterAndShow(entered.room, entered.tokenHash);
      // A seat holder who comes in is present (back, if they were away).
      if (entered.tokenHash !== null)
        await deps.service.setPresence(entered.room, entered.tokenHash, true);
    }
    return outcome.reply;
  }

  /** The room as it is now, to this connection only (it could not rebuild a game view). */
  async function resync(room: RoomCode): Promise<StoredReply> {
    const shown = await deps.publisher.showTo(socket, room, session.tokenHash, () =>
      deps.service.peek(room),
    );
    if (shown.shown) return { ok: true, result: { version: shown.version } };
    return shown.reason === 'not_found'
      ? failure('not_found', `There is no room ${room}.`)
      : failure('not_seated', 'That seat token holds no seat in this room any more.');
  }

  async function enterAndShow(room: RoomCode, tokenHash: string | null): Promise<void> {
    await enter(room, tokenHash);
    const current = await deps.service.peek(room);
    if (!current) return;
    // The room state and views go to everyone: the newcomer gets theirs, the others see them
    // connected. Then the chat so far, to the newcomer only.
    await deps.publisher.publish(unchanged(current));
    deps.publisher.sendChatHistory(socket, current);
  }
}
