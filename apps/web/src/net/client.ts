import {
  ProtocolClient,
  socketIoTransport,
  type ClientState,
  type SeatTokens,
} from '@fabula/protocol/client';
import { io } from 'socket.io-client';
import { routingQuery } from '../router-parse.ts';
import { reloadForNewProtocol } from './protocol-upgrade.ts';
import { forgetSeat, rememberSeat, seatToken } from './storage.ts';

/** The seat tokens this browser holds, in localStorage (storage.ts). */
const browserSeats: SeatTokens = { get: seatToken, set: rememberSeat, forget: forgetSeat };

/**
 * Opens the page's protocol client: Socket.IO over WebSocket only, naming the room in its URL
 * for load balancers (`routingQuery`), reconnecting by itself. `follow` is told every change.
 * Loaded after the page (net/connection.ts).
 */
export function openClient(follow: (state: ClientState) => void): ProtocolClient {
  const socket = io({
    path: '/socket.io',
    query: routingQuery(location.pathname),
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  socket.io.on('reconnect_attempt', () => {
    // The tab may have entered a room since: its next connection goes where the room is.
    socket.io.opts.query = routingQuery(location.pathname);
  });
  const client = new ProtocolClient({
    transport: socketIoTransport(socket),
    name: 'fabula-web/0.1.0',
    seats: browserSeats,
    onProtocolMismatch: () => {
      reloadForNewProtocol({
        now: Date.now(),
        storage: sessionStorage,
        reload: () => {
          location.reload();
        },
      });
    },
  });
  client.subscribe(() => {
    follow(client.state);
  });
  follow(client.state);
  return client;
}
