import type { Socket } from 'socket.io';
import { MESSAGE_EVENT } from '@fabula/protocol';
import { EncodedPush } from '../json/encoded-push.ts';
import { pushJson } from '../json/wire-json.ts';

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
 * at 5,000 seated players (docs/benchmarks.md). The frame written here is byte for byte the
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
