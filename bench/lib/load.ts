// Load measurements with autocannon: several runs per figure, latencies of every response collected so the
// percentiles are exact, the median of the runs reported; the machine's load average is recorded with each.
import os from 'node:os';
import autocannon from 'autocannon';
import type { CpuSplit } from './cpu';

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
  /** CPU milliseconds per request over the measured runs (server, PostgreSQL, this process), when counted. */
  cpuPerRequest?: CpuSplit;
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
  /** Counts CPU over the measured runs (bench/lib/cpu.ts countCpu). */
  countCpu?: () => () => CpuSplit;
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
        resolve(runFigures(latencies, result.duration, result.non2xx + result.errors + result.timeouts));
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

/** The figures of one run from its sorted latencies. */
export function runFigures(sorted: number[], seconds: number, non2xx: number): RunFigures {
  return {
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: sorted.length,
    non2xx,
  };
}

/**
 * A warm-up run, then `runs` measured runs (each after `beforeRun`); each figure is the median over the runs. Used
 * for the API through autocannon and for the raw-SQL floor alike.
 */
export async function medianOfRuns(
  settings: {
    connections: number;
    durationS: number;
    runs: number;
    beforeRun?: () => Promise<void>;
    countCpu?: () => () => CpuSplit;
  },
  run: (durationS: number) => Promise<RunFigures>,
): Promise<LoadFigures> {
  const load = os.loadavg().map((l) => Math.round(l * 100) / 100);
  await settings.beforeRun?.();
  await run(Math.min(2, settings.durationS));
  const all: RunFigures[] = [];
  const stopCounting = settings.countCpu?.();
  for (let i = 0; i < settings.runs; i++) {
    await settings.beforeRun?.();
    all.push(await run(settings.durationS));
  }
  const cpu = stopCounting?.();
  const pick = (key: keyof RunFigures) => median(all.map((r) => r[key]));
  const requests = all.reduce((sum, r) => sum + r.requests, 0);
  return {
    connections: settings.connections,
    runs: settings.runs,
    load,
    rps: pick('rps'),
    p50: pick('p50'),
    p95: pick('p95'),
    p99: pick('p99'),
    requests,
    non2xx: all.reduce((sum, r) => sum + r.non2xx, 0),
    all,
    ...(cpu && requests > 0
      ? {
          cpuPerRequest: {
            serverMs: cpu.serverMs / requests,
            postgresMs: cpu.postgresMs === null ? null : cpu.postgresMs / requests,
            benchMs: cpu.benchMs / requests,
          },
        }
      : {}),
  };
}

/** The API under autocannon: medianOfRuns() of autocannon runs. */
export function measure(options: LoadOptions): Promise<LoadFigures> {
  return medianOfRuns(options, (durationS) => once(options, durationS));
}
