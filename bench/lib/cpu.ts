// Where the CPU time of a measurement went: the server process, PostgreSQL (the postmaster and every backend of the
// embedded bench cluster) and this process (autocannon or the floor's pg client), read from /proc before and after.
// With everything on two cores, "CPU per request" says which side an answer costs, whatever else the machine runs.
import fs from 'node:fs';
import path from 'node:path';

const TICK_MS = 10; // USER_HZ is 100 on Linux: /proc/<pid>/stat counts CPU time in hundredths of a second

function ticksOf(pid: number): number | null {
  try {
    // The fields after the command (which may hold spaces) start behind the last ')': utime and stime are 14 and 15.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The postmaster of the cluster in `pgDir` when `databaseUrl` is that cluster (on this machine, its port), else null:
 * another server's CPU is not ours to read.
 */
export function postmasterPid(pgDir: string, databaseUrl: string): number | null {
  try {
    const [pid, , , port] = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
    const url = new URL(databaseUrl);
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname) || url.port !== port) return null;
    return ticksOf(Number(pid)) === null ? null : Number(pid);
  } catch {
    return null;
  }
}

export interface CpuSplit {
  /** Milliseconds of CPU over the measurement. */
  serverMs: number;
  postgresMs: number | null;
  benchMs: number;
}

/** Starts counting; the function it returns ends the count and answers the split. */
export function countCpu(serverPid: number | null, postmaster: number | null): () => CpuSplit {
  const pgPids = () => (postmaster === null ? [] : [postmaster, ...childrenOf(postmaster)]);
  const pgStart = new Map(pgPids().map((pid) => [pid, ticksOf(pid) ?? 0]));
  const serverStart = serverPid === null ? 0 : (ticksOf(serverPid) ?? 0);
  const benchStart = process.cpuUsage();
  return () => {
    const bench = process.cpuUsage(benchStart);
    // A backend that ended during the measurement took its CPU time with it (the pools keep theirs open).
    let pgTicks = 0;
    for (const pid of pgPids()) pgTicks += (ticksOf(pid) ?? 0) - (pgStart.get(pid) ?? 0);
    return {
      serverMs: serverPid === null ? 0 : ((ticksOf(serverPid) ?? serverStart) - serverStart) * TICK_MS,
      postgresMs: postmaster === null ? null : pgTicks * TICK_MS,
      benchMs: (bench.user + bench.system) / 1000,
    };
  };
}
