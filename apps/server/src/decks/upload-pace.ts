import type { IncomingMessage } from 'node:http';
import { DeckError } from './errors.ts';

export interface PaceWatch {
  /** Rejects with `upload_too_slow` (408) once the upload falls below the pace; never resolves. */
  readonly tooSlow: Promise<never>;
  /** Stops watching (the body is read, or the request ended otherwise). */
  stop(): void;
}

/**
 * Watches an upload's pace: after `graceMs`, the bytes read from its connection must average at
 * least `minBytesPerSecond` since the watch began, or `tooSlow` rejects. A trickle of a few KB/s
 * would otherwise hold one of the server's few upload slots for as long as it likes. Counted
 * from the socket (`bytesRead`), so it holds whatever the multipart parser is waiting for.
 */
export function watchPace(
  request: IncomingMessage,
  options: { readonly minBytesPerSecond: number; readonly graceMs: number },
): PaceWatch {
  const socket = request.socket;
  const baseline = socket.bytesRead;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_resolve, reject) => {
    if (options.minBytesPerSecond <= 0) return;
    timer = setInterval(
      () => {
        const elapsed = performance.now() - started;
        if (elapsed < options.graceMs) return;
        const rate = ((socket.bytesRead - baseline) * 1000) / elapsed;
        if (rate >= options.minBytesPerSecond) return;
        clearInterval(timer);
        reject(
          new DeckError(
            'upload_too_slow',
            `The upload came in at ${(rate / 1000).toFixed(1)} KB/s, below the ${(options.minBytesPerSecond / 1000).toFixed(0)} KB/s this server needs; try again on a faster connection or with fewer files.`,
            408,
          ),
        );
      },
      Math.min(1000, Math.max(50, options.graceMs / 4)),
    );
  });
  // Nobody may be listening when it rejects after the race is decided.
  tooSlow.catch(() => undefined);
  return {
    tooSlow,
    stop() {
      clearInterval(timer);
    },
  };
}
