/**
 * The speed probe's fixed work (machine-speed.ts), run in a process of its own on the server's
 * CPUs. Prints one line of JSON: `{ "computeMs": …, "loopbackMs": … }`, each the median of its
 * rounds, so one interruption does not set it.
 */
import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { median } from './repeats.ts';

const COMPUTE_ROUNDS = 5;
const JSON_ROUND_TRIPS = 300;
const LOOPBACK_ROUNDS = 3;
const PING_PONGS = 3000;

/** About the size and shape of a late game's room document (some 60 KB of JSON). */
function roomSizedObject(): unknown {
  return {
    code: 'PROBE',
    seats: Array.from({ length: 6 }, (_, i) => ({ name: `Player ${String(i)}`, score: i * 3 })),
    rounds: Array.from({ length: 40 }, (_, r) => ({
      teller: r % 6,
      clue: `a clue of round ${String(r)} with a few words`,
      plays: Array.from({ length: 6 }, (_, s) => ({ seat: s, card: `card-${String(r * 6 + s)}` })),
      votes: Array.from({ length: 5 }, (_, s) => ({ seat: s + 1, card: `card-${String(r)}` })),
      scores: [3, 0, 2, 1, 0, 3],
    })),
  };
}

function computeMs(): number {
  const object = roomSizedObject();
  const times: number[] = [];
  for (let round = 0; round < COMPUTE_ROUNDS; round++) {
    const start = performance.now();
    let length = 0;
    for (let i = 0; i < JSON_ROUND_TRIPS; i++)
      length += JSON.stringify(JSON.parse(JSON.stringify(object))).length;
    times.push(performance.now() - start);
    if (length === 0) throw new Error('nothing was written');
  }
  return median(times);
}

/** Round trips of a small message over loopback TCP: system calls and the network stack. */
async function loopbackMs(): Promise<number> {
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const client: Socket = createConnection({ port, host: '127.0.0.1', noDelay: true });
  await once(client, 'connect');
  const message = Buffer.alloc(64, 1);
  const times: number[] = [];
  try {
    for (let round = 0; round < LOOPBACK_ROUNDS; round++) {
      const start = performance.now();
      for (let i = 0; i < PING_PONGS; i++) {
        const echoed = once(client, 'data');
        client.write(message);
        await echoed;
      }
      times.push(performance.now() - start);
    }
  } finally {
    client.destroy();
    server.close();
  }
  return median(times);
}

const compute = computeMs();
const loopback = await loopbackMs();
process.stdout.write(`${JSON.stringify({ computeMs: compute, loopbackMs: loopback })}\n`);
