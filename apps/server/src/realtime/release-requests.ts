import type { Server } from 'socket.io';

/**
 * Lets go of each connection's HTTP upgrade request once its socket is open. Engine.IO keeps the
 * request for the socket's whole life (for middleware such as express-session, which Fabula does
 * not use): its headers, raw headers and stream state, dozens of objects per connection that
 * every full garbage collection marks again (at 5,004 players the median p99 fell from 68 to
 * 42 ms without them, docs/benchmarks.md). Socket.IO's handshake is built later, without it:
 * Fabula reads only `handshake.address`, which comes from the socket. (Socket.IO's "Memory usage"
 * page recommends exactly this.)
 */
export function releaseUpgradeRequests(io: Server): void {
  io.engine.on('connection', (raw: { request: unknown }) => {
    raw.request = null;
  });
}
