import { signal } from '@preact/signals';

/**
 * What this browser has already been shown once — the how-to-play of a mode, each first-time
 * hint — so a newcomer is guided and a regular is not nagged. Best-effort, like all storage.
 */
const KEY = 'fabula:seen';

function load(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((x) => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export const seen = signal<ReadonlySet<string>>(
  typeof localStorage === 'undefined' ? new Set() : load(),
);

export function markSeen(what: string): void {
  if (seen.value.has(what)) return;
  const next = new Set(seen.value).add(what);
  seen.value = next;
  try {
    localStorage.setItem(KEY, JSON.stringify([...next]));
  } catch {
    // Storage blocked: shown again next time, which is harmless.
  }
}
