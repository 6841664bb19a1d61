/**
 * @fabula/protocol/client — the one protocol client, over a transport passed in (see client.ts).
 * A subpath of its own: it brings the schemas (zod) with it, which a page may load later.
 */
export {
  ProtocolClient,
  type Answer,
  type Change,
  type ClientOptions,
  type ClientState,
  type GameNews,
  type Outcome,
  type ProfileInput,
  type RemovedReason,
  type RequestInput,
  type RequestInputOf,
  type SeatClaim,
  type SeatTokens,
  type Session,
  type Status,
} from './client.ts';
export { nextHeldView, type HeldView } from './held-view.ts';
export {
  socketIoTransport,
  type SocketIoLike,
  type Transport,
  type TransportEvents,
} from './transport.ts';
