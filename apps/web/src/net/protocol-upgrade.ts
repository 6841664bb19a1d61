/** When this tab last reloaded because the server speaks a newer protocol (ms since epoch). */
const RELOADED_AT = 'fabula:reloaded-for-protocol';

/** Within this long of such a reload, a second refusal is not reloaded again (no loop). */
const QUIET_MS = 60_000;

export interface UpgradeDeps {
  readonly now: number;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly reload: () => void;
}

/**
 * The server refused this page's protocol version: it was updated while the tab was open, and
 * the page's code is older than the server's. Reloading fetches the new code, so a player who
 * left a tab open across a deploy is not left at "connecting". Reloads at most once a minute;
 * returns whether it reloaded.
 */
export function reloadForNewProtocol(deps: UpgradeDeps): boolean {
  const last = Number(deps.storage.getItem(RELOADED_AT) ?? 0);
  if (Number.isFinite(last) && deps.now - last < QUIET_MS) return false;
  deps.storage.setItem(RELOADED_AT, String(deps.now));
  deps.reload();
  return true;
}
