import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface Pending {
  readonly resolve: (png: Buffer) => void;
  readonly reject: (error: Error) => void;
  readonly job: { readonly id: number; readonly svg: string; readonly width: number };
}

interface Worker {
  readonly child: ChildProcess;
  readonly pending: Map<number, Pending>;
}

const workerFile = fileURLToPath(new URL('./render-worker.ts', import.meta.url));

/**
 * SVG → PNG in child processes, `size` at a time: resvg aborts its process on some inputs, so the
 * build and the server render outside their own process; a worker that dies fails only its own
 * jobs and is replaced. Idle workers do not keep the caller alive.
 */
export class RenderPool {
  readonly #size: number;
  readonly #workers: Worker[] = [];
  #next = 0;
  #ids = 0;
  #closed = false;

  constructor(size: number) {
    this.#size = Math.max(1, size);
  }

  /** A PNG of the SVG, `width` pixels wide. */
  render(svg: string, width: number): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new Error('render pool closed'));
    const worker = this.#pick();
    const id = ++this.#ids;
    return new Promise<Buffer>((resolve, reject) => {
      worker.pending.set(id, { resolve, reject, job: { id, svg, width } });
      worker.child.ref();
      worker.child.send({ id, svg, width }, (error) => {
        // The worker died between jobs: this job fails, the next one gets a new worker.
        if (error && worker.pending.delete(id)) reject(error);
      });
    });
  }

  close(): void {
    this.#closed = true;
    for (const w of this.#workers) w.child.kill();
    this.#workers.length = 0;
  }

  #pick(): Worker {
    if (this.#workers.length < this.#size) return this.#spawn();
    // Round robin, preferring an idle worker.
    const idle = this.#workers.find((w) => w.pending.size === 0);
    if (idle) return idle;
    this.#next = (this.#next + 1) % this.#workers.length;
    return this.#workers[this.#next] ?? this.#spawn();
  }

  #spawn(): Worker {
    const child = fork(workerFile, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const worker: Worker = { child, pending: new Map() };
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('message', (msg: { id: number; png?: Uint8Array; error?: string }) => {
      const p = worker.pending.get(msg.id);
      if (!p) return;
      worker.pending.delete(msg.id);
      if (worker.pending.size === 0) child.unref();
      if (msg.png) p.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
      else p.reject(new Error(msg.error ?? 'render failed'));
    });
    child.on('error', () => {
      // EPIPE and the like: the exit handler below fails the jobs and forgets the worker.
    });
    child.on('exit', (code, signal) => {
      const at = this.#workers.indexOf(worker);
      if (at >= 0) this.#workers.splice(at, 1);
      // Jobs run one at a time: the oldest pending job killed the worker; the others are retried.
      const [first, ...rest] = [...worker.pending.values()];
      worker.pending.clear();
      first?.reject(
        new Error(
          `renderer exited (${String(code ?? signal)}): ${stderr.trim().split('\n').slice(-2).join(' ')}`,
        ),
      );
      if (!this.#closed)
        for (const p of rest) this.render(p.job.svg, p.job.width).then(p.resolve, p.reject);
    });
    child.unref();
    // The IPC channel would also hold the event loop open.
    (child.channel as { unref?: () => void } | undefined)?.unref?.();
    this.#workers.push(worker);
    return worker;
  }
}
