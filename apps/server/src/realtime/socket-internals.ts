import type { IncomingMessage } from 'node:http';
import { MESSAGE_EVENT } from '@fabula/protocol';
import type { Server, Socket } from 'socket.io';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { clientAddress, type TrustFunction } from '../http/trusted-proxy.ts';
import { EncodedPush } from '../json/encoded-push.ts';
import { pushJson } from '../json/wire-json.ts';

/**
 * Every use of Engine.IO's and Socket.IO's internals, in one file: what the server relies on
 * beyond their documented API. test/socket-internals.test.ts checks each assumption against the
 * installed versions, so an upgrade that changes one fails that test rather than the server.
 * Both paths take the client's address from here; the rest is the fast path's (realtime/fast),
 * and the plain path (SERVER_PATH=plain) uses none of it.
 */

// ——— the client's address, through trusted proxies ———

/**
 * Makes each WebSocket connection's address (`socket.handshake.address`, which the per-address
 * limits read) the client's, read from its upgrade request through the trusted proxies
 * (http/trusted-proxy.ts): Socket.IO's handshake copies Engine.IO's `remoteAddress`, set here
 * as Engine.IO opens the connection. Call it before `releaseUpgradeRequests`.
 */
export function addressConnectionsByClient(io: Server, trust: TrustFunction): void {
  io.engine.on('connection', (raw: { request: IncomingMessage | null; remoteAddress: string }) => {
    if (raw.request !== null) raw.remoteAddress = clientAddress(raw.request, trust);
  });
}

// ——— writing a message straight to a connection's WebSocket ———

/**
 * The parts of engine.io's connection and its WebSocket transport that a direct write reads.
 * Socket.IO types `socket.conn` as engine.io's Socket, but not the transport's `ws` socket.
 */
interface EngineConnection {
  readonly readyState: string;
  readonly writeBuffer?: readonly unknown[];
  readonly transport?: { readonly name: string; readonly socket?: DirectWebSocket };
}

interface DirectWebSocket {
  readonly readyState: number;
  send(data: string): void;
}

/** `ws`'s WebSocket.OPEN. */
const WS_OPEN = 1;

/**
 * The start of a `message` event's frame on the wire: engine.io's packet type "message" (4),
 * then Socket.IO's packet type EVENT (2) in the default namespace, then the event's array.
 */
const MESSAGE_FRAME_START = `42[${JSON.stringify(MESSAGE_EVENT)},`;

/**
 * Writes a `message` event, whose argument is already JSON text, straight to a connection's
 * WebSocket, or says it cannot (false: send it the usual way, `socket.emit`).
 *
 * Why: a push sent through `socket.emit` goes through Socket.IO's packet, its encoder,
 * engine.io's packet, its write buffer with its events, and engine.io's own encoding, before
 * `ws` frames the same text. Skipping them cut the server's CPU per command by about a tenth
 * at 5,000 seated players (docs/benchmarks-log-2026-11.md). The frame written here is byte for byte the
 * one that path writes.
 *
 * Only when nothing waits in engine.io's write buffer: anything queued there goes out first,
 * and a push written past it would arrive out of order. Only on an open WebSocket of an open
 * connection: otherwise the usual path decides (it drops writes to a closing connection).
 */
export function sendMessageDirect(socket: Socket, json: string): boolean {
  const connection = socket.conn as unknown as EngineConnection;
  // Read defensively: should a later engine.io keep these elsewhere, pushes take the usual path.
  if (connection.readyState !== 'open' || connection.writeBuffer?.length !== 0) return false;
  const { transport } = connection;
  const ws = transport?.name === 'websocket' ? transport.socket : undefined;
  if (ws?.readyState !== WS_OPEN) return false;
  ws.send(`${MESSAGE_FRAME_START}${json}]`);
  return true;
}

/**
 * Sends one connection a `message` event (a push or a reply): straight to its WebSocket when
 * `sendMessageDirect` can, else through `socket.emit`, behind what engine.io holds queued. The
 * text is written once either way.
 */
export function sendMessage(socket: Socket, message: unknown): void {
  const json = message instanceof EncodedPush ? message.json : pushJson(message);
  if (!sendMessageDirect(socket, json)) socket.emit(MESSAGE_EVENT, new EncodedPush(json));
}

// ——— Socket.IO's encoder, with our events written by our JSON writer ———

/**
 * Socket.IO's parser with a faster encoder for our events. The wire format is the stock one
 * (clients keep the default parser); two things change on the way out:
 * - an event's pushes are written by `pushJson`, which reuses the text of a game's history
 *   instead of stringifying it again for every seat; a push that is already text (an
 *   `EncodedPush`, from another process) is written as it is;
 * - the search for binary attachments (a walk over the whole payload per packet) is skipped:
 *   Fabula's events are JSON only, never buffers.
 * Every other packet (connect, disconnect, acks) goes through the stock encoder.
 */
class WireEncoder extends Encoder {
  override encode(packet: Packet): (string | Buffer)[] {
    if (packet.type !== PacketType.EVENT || !Array.isArray(packet.data))
      return super.encode(packet) as (string | Buffer)[];
    const [event, ...args] = packet.data as unknown[];
    let text = String(PacketType.EVENT);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id !== undefined) text += String(packet.id);
    text += `[${JSON.stringify(event)}`;
    for (const arg of args) text += `,${arg instanceof EncodedPush ? arg.json : pushJson(arg)}`;
    return [`${text}]`];
  }
}

/** The `parser` option of Socket.IO's Server. */
export const wireParser = { Encoder: WireEncoder, Decoder };

// ——— letting go of each connection's upgrade request ———

/**
 * Lets go of each connection's HTTP upgrade request once its socket is open. Engine.IO keeps the
 * request for the socket's whole life (for middleware such as express-session, which Fabula does
 * not use): its headers, raw headers and stream state, about 24 objects per connection (at 5,004
 * players 119,000 of the heap's 1.65 million, which every full garbage collection marks again).
 *
 * Dropping Engine.IO's reference is not enough: for its middlewares Engine.IO also wraps each
 * upgrade in a response object that a `close` listener on the TCP socket keeps, and that object
 * keeps the request. So the request is also emptied of everything it holds; nothing reads it
 * after the upgrade (Socket.IO's handshake reads `conn.request`, now null, and Fabula reads only
 * `handshake.address`, which comes from the socket). Socket.IO's "Memory usage" page recommends
 * the first half of this.
 */
export function releaseUpgradeRequests(io: Server): void {
  io.engine.on('connection', (raw: { request: unknown }) => {
    const request = raw.request;
    raw.request = null;
    if (typeof request !== 'object' || request === null) return;
    for (const key of Reflect.ownKeys(request)) Reflect.deleteProperty(request, key);
  });
}

// ——— who is in a channel on this process ———

/**
 * The sockets of this process in a channel (a Socket.IO room), from the adapter's own map
 * (documented as `io.of('/').adapter.rooms`, but read here without a copy): a socket leaving
 * may still be listed in the channel but no longer in the namespace, and is left out.
 */
export function socketsHere(
  io: Server,
  channel: string,
): { count: number; only: Socket | undefined } {
  const namespace = io.of('/');
  const ids = namespace.adapter.rooms.get(channel);
  if (ids === undefined || ids.size === 0) return { count: 0, only: undefined };
  const [first] = ids;
  const only = ids.size === 1 && first !== undefined ? namespace.sockets.get(first) : undefined;
  return { count: ids.size, only };
}
