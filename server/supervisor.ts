// npm start's primary process: owns the database start (the embedded PostgreSQL, migrations, demo data, once), then
// keeps WEB_CONCURRENCY workers (server/index.ts under node:cluster) serving and replaces any that dies.
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { loadConfig } from './config';
import { setAssociationTimeZone } from '../shared/clock';
import { createLogger } from './logger';
import { restartDelay, QUICK_DEATH_MS } from './platform/restarts';
import { prepareDatabase, startBanner } from './start-up';

/** A worker's own drain (server/index.ts) plus the time to close its pools; then it is killed. */
const WORKER_STOP_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  setAssociationTimeZone(config.timeZone);
  const logger = createLogger(config);

  let stopping: string | null = null;
  let stop: (signal: string) => Promise<void> = async (signal) => {
    // A signal while the database starts: it stops once started (below).
    stopping = signal;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

  const { database, demoLogins } = await prepareDatabase(config, logger);
  // The workers have pools of their own; the primary only keeps the embedded PostgreSQL running.
  await database.disconnect();
  if (stopping) {
    await database.close();
    process.exit(0);
  }

  cluster.setupPrimary({ exec: path.join(__dirname, 'index.js') });
  // The workers find the database the primary opened and leave the demo data to it.
  const workerEnv = { DATABASE_URL: database.url, SEED_DEMO: 'false' };
  const startedAt = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let quickDeaths = 0;
  let announced = false;

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker.id, Date.now());
    logger.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker started');
  };

  cluster.on('listening', (worker) => {
    logger.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker listening');
    if (!announced) {
      announced = true;
      process.stdout.write(startBanner(config, database.embedded, demoLogins));
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) return;
    // Deaths soon after the start one after the other are a crash loop (a broken database, configuration, build):
    // the restarts back off instead of spinning.
    quickDeaths = livedMs < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delayMs = restartDelay(quickDeaths);
    logger.error(
      { worker: worker.id, workerPid: worker.process.pid, code, signal, livedMs, restartInMs: delayMs },
      'worker died',
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delayMs);
    restarts.add(timer);
  });

  stop = async (signal) => {
    if (stopping) return;
    stopping = signal;
    for (const timer of restarts) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    logger.info({ signal, workers: workers.length }, 'shutting down: stopping the workers, then the database');
    await Promise.all(workers.map(stopWorker));
    await database.close();
    logger.info('shut down');
    process.exit(0);
  };

  for (let i = 0; i < config.webConcurrency; i++) fork();
}

/** SIGTERM: the worker drains its requests and closes its pools (server/index.ts); killed if it takes too long. */
function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
