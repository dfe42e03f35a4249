/**
 * Closed-loop HTTP load for the benches that put the real app next to a bare Fastify route:
 * `clients` clients, each on its own keep-alive connection, asking one URL again as soon as the
 * previous answer ended, for a fixed time. Node's own http client: nothing between the load and the
 * socket but the agent.
 */
import { Agent, get } from 'node:http';
import { loadavg } from 'node:os';
import { summariseLatencies, type LatencySummary } from './stats.js';

export interface LoadResult {
  latency: LatencySummary;
  perSecond: number;
  failures: number;
}

function getOnce(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = get(url, { agent, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out after 30 s')));
    outgoing.on('error', reject);
  });
}

/** `clients` closed-loop clients on `url` for `seconds`; only 200 answers count as served. */
export async function runLoad(url: URL, options: { clients: number; seconds: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const latenciesMs: number[] = [];
  let failures = 0;
  const started = performance.now();
  const endsAt = started + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < endsAt) {
      const sent = performance.now();
      const status = await getOnce(agent, url).catch(() => 0);
      if (status === 200) latenciesMs.push(performance.now() - sent);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  agent.destroy();
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { latency: summariseLatencies(latenciesMs), perSecond: latenciesMs.length / elapsedSeconds, failures };
}

/** Warm-up, then the measured run; prints one line with the load average after it. */
export async function measure(
  name: string,
  url: URL,
  options: { clients: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  await runLoad(url, { clients: options.clients, seconds: options.warmupSeconds });
  const result = await runLoad(url, options);
  console.log(
    `${name.padEnd(22)} ${result.perSecond.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50Ms.toFixed(1)} ms  p95 ${result.latency.p95Ms.toFixed(1)} ms  p99 ${result.latency.p99Ms.toFixed(1)} ms  failures ${result.failures}  load average ${loadAverage()}`,
  );
  return result;
}

/** The 1-minute load average, two decimals. */
export function loadAverage(): string {
  return (loadavg()[0] ?? 0).toFixed(2);
}

/** `app / bare` as requests/s and p99 ratios. */
export function ratioLine(label: string, app: LoadResult, bare: LoadResult): string {
  return `${label}: app / bare ${(app.perSecond / bare.perSecond).toFixed(2)}× requests/s, p99 ${(app.latency.p99Ms / bare.latency.p99Ms).toFixed(2)}×`;
}
