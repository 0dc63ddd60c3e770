// Load measurements with autocannon: several runs per figure, latencies of every response collected so the
// percentiles are exact, the median of the runs reported; the machine's load average is recorded with each.
import os from 'node:os';
import autocannon from 'autocannon';

export interface RunFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
}

export interface LoadFigures extends RunFigures {
  connections: number;
  runs: number;
  /** 1, 5 and 15 minute load averages when the measurement started. */
  load: number[];
  all: RunFigures[];
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  runs: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A fresh body for every request (e.g. another account to sign in). */
  nextBody?: () => string;
  /** Runs before each run (e.g. clearing counters that requests cut off at the end of a run leave behind). */
  beforeRun?: () => Promise<void>;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function once(options: LoadOptions, durationS: number): Promise<RunFigures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: durationS,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        timeout: 60,
        ...(options.nextBody
          ? { requests: [{ method: options.method, setupRequest: (request) => ({ ...request, body: options.nextBody!() }) }] }
          : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result.requests.total / result.duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          requests: result.requests.total,
          non2xx: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Waits (up to `maxWaitS`) while the 1-minute load average says other work keeps the machine busy. */
export async function waitForQuiet(threshold: number, maxWaitS: number): Promise<number[]> {
  const until = Date.now() + maxWaitS * 1000;
  while (os.loadavg()[0]! > threshold && Date.now() < until) await new Promise((r) => setTimeout(r, 2000));
  return os.loadavg().map((l) => Math.round(l * 100) / 100);
}

/** A warm-up run, then `runs` measured runs; each figure is the median over the runs. */
export async function measure(options: LoadOptions): Promise<LoadFigures> {
  const load = os.loadavg().map((l) => Math.round(l * 100) / 100);
  await options.beforeRun?.();
  await once(options, Math.min(2, options.durationS));
  const all: RunFigures[] = [];
  for (let i = 0; i < options.runs; i++) {
    await options.beforeRun?.();
    all.push(await once(options, options.durationS));
  }
  const pick = (key: keyof RunFigures) => median(all.map((r) => r[key]));
  return {
    connections: options.connections,
    runs: options.runs,
    load,
    rps: pick('rps'),
    p50: pick('p50'),
    p95: pick('p95'),
    p99: pick('p99'),
    requests: all.reduce((s, r) => s + r.requests, 0),
    non2xx: all.reduce((s, r) => s + r.non2xx, 0),
    all,
  };
}
