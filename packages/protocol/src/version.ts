/**
 * The wire protocol's version. A client states the version it speaks in its `hello`; the server
 * answers `protocol_version` unless it is exactly this one. Raise it on any change an older client
 * could misread (a renamed field, a new required field, a changed meaning), not on additions that
 * old clients ignore safely.
 *
 * @example
 * send({ type: 'hello', rid: '1', protocol: PROTOCOL_VERSION });
 */
export const PROTOCOL_VERSION = 3;

/**
 * The largest inbound message in bytes (UTF-8 of its JSON text). The server refuses a bigger one
 * with `too_large` and configures its transport (Socket.IO `maxHttpBufferSize`) not far above, so
 * an oversized frame never reaches the parser at all.
 *
 * @example
 * if (utf8Length(text) > MAX_MESSAGE_BYTES) reject('too_large');
 */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * The Socket.IO event every protocol message travels on, in both directions: one event name
 * keeps the transport a dumb pipe and the `type` field the only dispatcher.
 *
 * @example
 * socket.emit(MESSAGE_EVENT, { type: 'hello', rid: '1', protocol: PROTOCOL_VERSION });
 */
export const MESSAGE_EVENT = 'msg';
