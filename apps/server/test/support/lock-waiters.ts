import type pg from 'pg';

/**
 * How many backends wait for a lock `holder` holds, once at least one does (bounded: 5 s): the
 * moment another connection is blocked on it.
 */
export async function lockWaiters(holder: pg.Client): Promise<number> {
  for (let i = 0; i < 500; i++) {
    const waiting = await holder.query(
      'SELECT 1 FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))',
    );
    if ((waiting.rowCount ?? 0) > 0) return waiting.rowCount ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nobody waited for the lock');
}
