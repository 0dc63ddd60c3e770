// What every scenario gets: the server under test, the bench database, the targets and the run settings.
import type pg from 'pg';
import type { CpuSplit } from '../lib/cpu';
import type { LoadFigures } from '../lib/load';
import type { Recorder } from '../lib/record';
import type { RunningServer } from '../lib/server';
import type { Targets } from '../lib/targets';

export interface Settings {
  runs: number;
  durationS: number;
  /** Wait before a figure while the 1-minute load average is above this (other work on the machine). */
  quietLoad: number;
  /** --match a,b: only the load figures whose name contains one of these (e.g. "self", "club", "persons last"). */
  match?: string[];
}

/** Whether a load figure is wanted in this run (--match). */
export const wanted = (settings: Settings, name: string) => !settings.match || settings.match.some((m) => name.includes(m));

export interface BenchContext {
  server: RunningServer;
  databaseUrl: string;
  pool: pg.Pool;
  targets: Targets;
  adminId: number;
  cookies: { admin: string; member: string };
  settings: Settings;
  /** The server's code in this process, noting the statements of an answer for its floor (bench/lib/record.ts). */
  recorder: Recorder;
  /** Counts CPU of the server, the embedded PostgreSQL and this process (bench/lib/cpu.ts); `server: false` for floors. */
  countCpu(server?: boolean): () => CpuSplit;
  /** Starts a fresh server process (after a restart the cookies are signed in again). */
  restartServer(): Promise<void>;
}

/** One row of the load tables: an answer at concurrency 1 and 16, optionally with its raw-SQL floor. */
export interface LoadRow {
  name: string;
  path: string;
  c1: LoadFigures;
  c16: LoadFigures;
  floor?: { c1: LoadFigures; c16: LoadFigures; statements?: number };
}
