import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';

/** A bare Socket.IO server (no Fabula app) with one client connected to it over WebSocket. */
export interface SocketPair {
  readonly io: Server;
  /** The server's side of the connection. */
  readonly server: Socket;
  readonly client: ClientSocket;
  readonly close: () => Promise<void>;
}

/**
 * Starts a WebSocket-only Socket.IO server on a free loopback port and connects one client.
 * `setup` runs before the client connects (to add listeners that must see its connection);
 * `client` options go to the client (e.g. `extraHeaders` for its handshake).
 */
export async function openSocketPair(
  options: Partial<ServerOptions> = {},
  setup: (io: Server) => void = () => undefined,
  client: { readonly extraHeaders?: Record<string, string> } = {},
): Promise<SocketPair> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], serveClient: false, ...options });
  setup(io);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const serverSide = new Promise<Socket>((resolve) => io.once('connection', resolve));
  const socket = connect(`http://127.0.0.1:${String(port)}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...client,
  });
  const close = async () => {
    socket.close();
    await io.close();
  };
  return { io, server: await serverSide, client: socket, close };
}
