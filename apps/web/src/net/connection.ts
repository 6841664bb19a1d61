import type {
  ChatPush,
  ErrorBody,
  GameViewPush,
  Language,
  RequestType,
  RoomCode,
  RoomStatePush,
} from '@fabula/protocol';
import type {
  ClientState,
  GameNews,
  Outcome,
  ProfileInput,
  ProtocolClient,
  RemovedReason,
  RequestInputOf,
  SeatClaim,
  Session,
  Status,
} from '@fabula/protocol/client';
import { batch, signal } from '@preact/signals';

/**
 * The page's connection to the server, as the screens see it: signals that follow what the
 * protocol client holds (@fabula/protocol/client: hello, taking the seat back, request ids, the
 * outbox, dropping older versions, joining cut histories), and the few things a screen asks of
 * it. The client itself (with the protocol's schemas) loads after the page has shown, in its
 * own chunk (net/client.ts), so the home page's initial JavaScript stays small.
 */

export type { GameNews, ProfileInput, Session, Status };

export const status = signal<Status>('connecting');
export const session = signal<Session | null>(null);
export const roomState = signal<RoomStatePush | null>(null);
export const gameView = signal<GameViewPush | null>(null);
export const chat = signal<readonly ChatPush[]>([]);
/** Why this tab lost its room (kicked, left elsewhere, expired, token refused). */
export const removed = signal<RemovedReason | null>(null);
/** The newest error pushed for the connection (rate limiting, …). */
export const connectionError = signal<ErrorBody | null>(null);
/** Server clock minus this clock, in ms (from hello). */
export const clockOffset = signal(0);
/**
 * The seat this watching tab claimed from the next round (RULES.md §8), and the token the seat
 * will answer to; null when none. The protocol client takes the seat with it when it comes.
 */
export const seatClaim = signal<SeatClaim | null>(null);
/** What just happened in the game (the engine's events of the newest change), for the news line. */
export const news = signal<GameNews | null>(null);

/** A request as a screen writes it (without its `rid`). */
export type RequestOfType<T extends RequestType> = RequestInputOf<T>;
export type { Outcome };

/** Copies what the client holds into the signals (a signal whose value is the same stays quiet). */
function follow(state: ClientState): void {
  batch(() => {
    status.value = state.status;
    session.value = state.session;
    roomState.value = state.roomState;
    gameView.value = state.gameView;
    chat.value = state.chat;
    removed.value = state.removed;
    connectionError.value = state.connectionError;
    clockOffset.value = state.clockOffset;
    seatClaim.value = state.seatClaim;
    news.value = state.news;
  });
}

let opened: Promise<ProtocolClient> | null = null;

/** The page's connection, opened on first use. */
export function connection(): Promise<ProtocolClient> {
  opened ??= import('./client.ts').then(({ openClient }) => openClient(follow));
  return opened;
}

/** Sends a request on the page's connection. */
export async function send<T extends RequestType>(message: RequestOfType<T>): Promise<Outcome<T>> {
  const client = await connection();
  return client.request(message);
}

/**
 * Takes this tab into a room: resumes the stored seat, or joins (with a profile to sit, without
 * to watch). Resolves with the refusal's error code, or null when in.
 */
export async function enterRoom(
  room: RoomCode,
  profile: ProfileInput | null,
): Promise<string | null> {
  return (await connection()).enterRoom(room, profile);
}

/**
 * A watching tab asks for `seat` from the next round, as `profile`. Resolves with the refusal's
 * error code, or null when the claim is in (everyone sees it in the room state).
 */
export async function claimSeat(seat: number, profile: ProfileInput): Promise<string | null> {
  return (await connection()).claimSeat(seat, profile);
}

/** Watches a room without a seat. */
export async function watchRoom(room: RoomCode): Promise<string | null> {
  return (await connection()).watchRoom(room);
}

/** Creates a room and sits in seat 0 as its host. */
export async function createRoom(
  profile: ProfileInput,
  language: Language,
): Promise<{ room: RoomCode } | { error: string }> {
  const client = await connection();
  await client.leaveRoom();
  const created = await client.request({ type: 'createRoom', profile });
  if (!created.ok) return { error: created.error.code };
  // The room starts in its creator's language, so bots give clues people can read.
  if (language !== 'en') await client.request({ type: 'setLanguage', language });
  return { room: created.result.room };
}

/** Leaves the room for good (the seat token stops working). */
export async function leaveRoom(): Promise<void> {
  await (await connection()).leaveRoom();
}
