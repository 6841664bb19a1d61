import { MESSAGE_EVENT } from '../version.ts';

/**
 * How a protocol client reaches the server: anything that carries JSON messages both ways and
 * says when it opens and closes (Socket.IO in the web client, the terminal client and the load
 * benchmark; a fake in tests). The client sends objects; the transport encodes them.
 */
export interface Transport {
  /** Sends one message now (the client only sends while the transport is open). */
  send(message: object): void;
  /** Whether the transport is open now. */
  readonly open: boolean;
  /** Starts telling `events` what happens; called once, by the client. */
  listen(events: TransportEvents): void;
}

export interface TransportEvents {
  /** Opened (again, after a reconnection). */
  opened(): void;
  closed(): void;
  /** One message from the server, as the transport decoded it (or its text). */
  received(raw: unknown): void;
}

/**
 * The part of a Socket.IO client socket a transport needs (socket.io-client's `Socket` has it);
 * written out here so the protocol package does not depend on socket.io-client.
 */
export interface SocketIoLike {
  readonly connected: boolean;
  emit(event: string, message: unknown): unknown;
  on(event: string, listener: (message: unknown) => void): unknown;
}

/**
 * A Socket.IO socket as a transport: every protocol message travels as one `MESSAGE_EVENT`.
 *
 * @example
 * const client = new ProtocolClient({ transport: socketIoTransport(io(url)), name: 'fabula-web' });
 */
export function socketIoTransport(socket: SocketIoLike): Transport {
  return {
    send(message) {
      socket.emit(MESSAGE_EVENT, message);
    },
    get open() {
      return socket.connected;
    },
    listen(events) {
      socket.on('connect', () => {
        events.opened();
      });
      socket.on('disconnect', () => {
        events.closed();
      });
      socket.on(MESSAGE_EVENT, (raw) => {
        events.received(raw);
      });
      // Connected before anyone listened: the client starts as if it had just opened.
      if (socket.connected) events.opened();
    },
  };
}
