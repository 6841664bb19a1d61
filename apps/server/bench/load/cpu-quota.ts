import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A share of one CPU for one server process (`--cpu-quota`), enforced by a Linux control group.
 *
 * Why: this machine has two cores, one for the client, so two server processes share the other
 * and cannot show what two would do with a core each. Giving every server process the same
 * quota (say 0.4 of a core) makes each process a slower "core" of its own: one process against
 * two is then a fair comparison of capacity, as long as the quotas add up to less than the
 * server CPU (the rest is for Postgres and Redis).
 *
 * The period is short (10 ms), so a process that used up its quota waits at most a few ms for
 * the next period instead of up to 100 ms (the kernel's default), which would set the p99.
 * Needs root and a writable cgroup filesystem: the v2 `cpu.max` where the cpu controller is
 * enabled, else v1's `cpu.cfs_quota_us`.
 */
export class CpuQuota {
  static readonly PERIOD_US = 10_000;
  readonly #dir: string;
  readonly #version: 1 | 2;

  private constructor(dir: string, version: 1 | 2) {
    this.#dir = dir;
    this.#version = version;
  }

  /** A new group limited to `fraction` of one CPU; throws, saying why, where that is impossible. */
  static create(name: string, fraction: number): CpuQuota {
    const quotaUs = Math.round(fraction * CpuQuota.PERIOD_US);
    const place = cgroupRoot();
    const dir = join(place.root, name);
    try {
      mkdirSync(dir);
      if (place.version === 2) {
        writeFileSync(join(dir, 'cpu.max'), `${String(quotaUs)} ${String(CpuQuota.PERIOD_US)}`);
      } else {
        // The period first: a quota over the old period's length would be refused.
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(CpuQuota.PERIOD_US));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
      }
    } catch (error) {
      if (existsSync(dir)) rmdirSync(dir);
      throw new Error(
        `--cpu-quota: cannot set up the control group ${dir} (it needs root): ${String(error)}`,
        { cause: error },
      );
    }
    return new CpuQuota(dir, place.version);
  }

  /** Moves a process, every thread of it, into the group. */
  add(pid: number): void {
    writeFileSync(join(this.#dir, 'cgroup.procs'), String(pid));
  }

  /** Seconds the group's processes were held back, having used up their quota. */
  throttledSeconds(): number {
    try {
      const stat = readFileSync(join(this.#dir, 'cpu.stat'), 'utf8');
      const [key, unit] = this.#version === 2 ? ['throttled_usec', 1e6] : ['throttled_time', 1e9];
      const line = stat.split('\n').find((l) => l.startsWith(`${key} `));
      return line === undefined ? 0 : Number(line.slice(key.length + 1)) / unit;
    } catch {
      return 0;
    }
  }

  /** Removes the group (its processes have exited, so it is empty). */
  remove(): void {
    try {
      rmdirSync(this.#dir);
    } catch {
      // Still busy or already gone: a leftover empty group costs nothing.
    }
  }
}

/** Where new cpu groups go: the v2 hierarchy if its cpu controller is on, else v1's cpu one. */
function cgroupRoot(): { root: string; version: 1 | 2 } {
  for (const root of ['/sys/fs/cgroup', '/sys/fs/cgroup/unified']) {
    try {
      const controllers = readFileSync(join(root, 'cgroup.subtree_control'), 'utf8').split(/\s+/);
      if (controllers.includes('cpu')) return { root, version: 2 };
    } catch {
      // not a v2 hierarchy
    }
  }
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(join(v1, 'cpu.cfs_quota_us'))) return { root: v1, version: 1 };
  throw new Error('--cpu-quota: no cgroup cpu controller here (v2 cpu.max or v1 cpu.cfs_quota_us)');
}
