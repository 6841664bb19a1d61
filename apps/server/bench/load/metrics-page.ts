/** A server's Prometheus metrics page (prom-client's text format), as text. */
export async function readMetricsPage(url: string): Promise<string> {
  return (await fetch(`${url}/metrics`)).text();
}

/**
 * The event-loop delay p99 (ms) on a metrics page. prom-client resets the histogram behind it on
 * every scrape, so it covers only the time since the previous one: a caller that scrapes several
 * times in a window keeps the worst.
 */
export function loopLagP99MsOf(metricsText: string): number {
  const line = metricsText
    .split('\n')
    .find((l) => l.startsWith('fabula_nodejs_eventloop_lag_p99_seconds '));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1)) * 1000;
}
