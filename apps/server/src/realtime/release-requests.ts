import type { Server } from 'socket.io';

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
