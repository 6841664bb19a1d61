import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The server's Prometheus metrics (`GET /metrics`): rooms, connections, commands by type and
 * outcome, and command latency from receipt to the last view sent. One registry per server, so
 * tests can run several servers in one process.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly rooms = new Gauge({
    name: 'fabula_rooms',
    help: 'Rooms in the store, by phase (lobby, playing, ended)',
    labelNames: ['phase'] as const,
    registers: [this.registry],
  });
  readonly connections = new Gauge({
    name: 'fabula_connections',
    help: 'Open WebSocket connections',
    registers: [this.registry],
  });
  readonly connectionsRefused = new Counter({
    name: 'fabula_connections_refused_total',
    help: 'Connections closed by a limit: too_many_connections (per address), handshake_timeout',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly limited = new Counter({
    name: 'fabula_limited_total',
    help: 'Requests refused by a limit: connection, address (fair share), rooms_per_hour',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  readonly commands = new Counter({
    name: 'fabula_commands_total',
    help: 'Requests handled, by type and outcome (ok or the error code)',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly commandSeconds = new Histogram({
    name: 'fabula_command_seconds',
    help: 'From receiving a request to replying, after the state is stored and views are sent',
    labelNames: ['type'] as const,
    // Fine around the 50 ms a move's round trip should stay under (docs/benchmarks-log-2026-11.md).
    buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'fabula_' });
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }
}
