/**
 * Request limits for WebSocket connections that one flooder cannot turn against its neighbours
 * (a family, a school or an office shares one address).
 *
 * Each request is counted first against its connection (`perConnection` a second, bursts of
 * twice that), then against its address. An address's budget is `perAddress` a second plus
 * `perSeat` for each distinct seat its connections hold, so a hundred players behind one school
 * router get a hundred players' worth. The budget is shared fairly among the address's
 * *parties* — each seat (all the tabs holding it) and each connection without a seat: every
 * party may always spend its share (budget ÷ parties); a party spends more only from what the
 * others leave unused. A flooder therefore gets its own share and the idle remainder, and a
 * neighbour's moves, well under their share, always pass. Time is passed in, so tests need no
 * clock; the state of an address lives while it has connections.
 */
export interface FairLimitOptions {
  /** Requests a second one connection may sustain (bursts of twice that). */
  readonly perConnection: number;
  /** An address's budget (requests a second) before counting seats. */
  readonly perAddress: number;
  /** What each distinct seat held from an address adds to its budget. */
  readonly perSeat: number;
  /** Connections one address may hold open at once. */
  readonly connectionsPerAddress: number;
}

/** Why a request was refused, or null when it may go ahead. */
export type LimitRefusal = 'connection' | 'address' | null;

interface Bucket {
  tokens: number;
  at: number;
}

interface Party {
  readonly bucket: Bucket;
  members: number;
}

interface AddressState {
  readonly bucket: Bucket;
  readonly parties: Map<string, Party>;
  /** Distinct seats among the parties. */
  seats: number;
  connections: number;
}

interface ConnectionState {
  readonly address: string;
  readonly bucket: Bucket;
  party: string;
}

/** Adds `rate` a second since the bucket's last visit, up to `capacity`. */
function refill(bucket: Bucket, now: number, rate: number, capacity: number): void {
  bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * rate);
  bucket.at = now;
}

const seatPrefix = 'seat:';

export class FairLimits {
  readonly #options: FairLimitOptions;
  readonly #addresses = new Map<string, AddressState>();
  readonly #connections = new Map<string, ConnectionState>();

  constructor(options: FairLimitOptions) {
    this.#options = options;
  }

  /**
   * A new connection from `address`: false (and nothing recorded) when the address already has
   * `connectionsPerAddress` open.
   */
  open(connection: string, address: string, now: number): boolean {
    let state = this.#addresses.get(address);
    if (state !== undefined && state.connections >= this.#options.connectionsPerAddress) {
      return false;
    }
    if (state === undefined) {
      const burst = 2 * this.#options.perAddress;
      state = { bucket: { tokens: burst, at: now }, parties: new Map(), seats: 0, connections: 0 };
      this.#addresses.set(address, state);
    }
    state.connections++;
    const party = `connection:${connection}`;
    const burst = 2 * this.#options.perConnection;
    this.#connections.set(connection, { address, bucket: { tokens: burst, at: now }, party });
    this.#join(state, party, now);
    return true;
  }

  /** The connection now holds `seat` (a room and seat token hash), or none (null). */
  seat(connection: string, seat: string | null, now: number): void {
    const conn = this.#connections.get(connection);
    const state = conn && this.#addresses.get(conn.address);
    if (conn === undefined || state === undefined) return;
    const party = seat === null ? `connection:${connection}` : `${seatPrefix}${seat}`;
    if (party === conn.party) return;
    this.#leave(state, conn.party);
    conn.party = party;
    this.#join(state, party, now);
  }

  close(connection: string): void {
    const conn = this.#connections.get(connection);
    if (conn === undefined) return;
    this.#connections.delete(connection);
    const state = this.#addresses.get(conn.address);
    if (state === undefined) return;
    this.#leave(state, conn.party);
    state.connections--;
    if (state.connections === 0) this.#addresses.delete(conn.address);
  }

  /** Counts one request of `connection` at `now` (ms): null if it may go ahead, else why not. */
  take(connection: string, now: number): LimitRefusal {
    const conn = this.#connections.get(connection);
    const state = conn && this.#addresses.get(conn.address);
    const party = state?.parties.get(conn?.party ?? '');
    if (conn === undefined || state === undefined || party === undefined) return 'connection';
    const { perConnection } = this.#options;
    refill(conn.bucket, now, perConnection, 2 * perConnection);
    if (conn.bucket.tokens < 1) return 'connection';

    const budget = this.budget(conn.address);
    const share = budget / state.parties.size;
    refill(state.bucket, now, budget, 2 * budget);
    refill(party.bucket, now, share, Math.max(2, 2 * share));
    if (party.bucket.tokens >= 1) {
      // Within its share: always served, and counted against the address (which may go into
      // debt, so that those spending beyond their share wait for it to be repaid).
      party.bucket.tokens -= 1;
      state.bucket.tokens = Math.max(-2 * budget, state.bucket.tokens - 1);
    } else if (state.bucket.tokens >= 1) {
      // Beyond its share, from what the address's other parties leave unused.
      state.bucket.tokens -= 1;
    } else {
      return 'address';
    }
    conn.bucket.tokens -= 1;
    return null;
  }

  /** The address's budget now (requests a second): grows with the seats it holds. */
  budget(address: string): number {
    const seats = this.#addresses.get(address)?.seats ?? 0;
    return this.#options.perAddress + this.#options.perSeat * seats;
  }

  /** Open connections from `address`. */
  connections(address: string): number {
    return this.#addresses.get(address)?.connections ?? 0;
  }

  #join(state: AddressState, key: string, now: number): void {
    const existing = state.parties.get(key);
    if (existing !== undefined) {
      existing.members++;
      return;
    }
    // A new party starts with a full share's burst, so its first requests always pass.
    state.parties.set(key, { bucket: { tokens: Number.POSITIVE_INFINITY, at: now }, members: 1 });
    if (key.startsWith(seatPrefix)) state.seats++;
  }

  #leave(state: AddressState, key: string): void {
    const party = state.parties.get(key);
    if (party === undefined) return;
    party.members--;
    if (party.members > 0) return;
    state.parties.delete(key);
    if (key.startsWith(seatPrefix)) state.seats--;
  }
}
