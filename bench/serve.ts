// npm run bench -- --serve (or tsx bench/serve.ts): the production server on the bench database, kept running
// for manual probing (curl, EXPLAIN in psql); Ctrl-C stops both.
import { openBenchDatabase } from './lib/database';
import { ensureBuild, startServer } from './lib/server';

export async function serve(): Promise<void> {
  ensureBuild();
  const database = await openBenchDatabase();
  const server = await startServer({ DATABASE_URL: database.url, ...(process.env.PORT ? {} : {}) });
  process.stdout.write(`server ${server.base} (pid ${server.pid}), database ${database.url}; Ctrl-C stops\n`);
  const stop = async () => {
    await server.stop();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await new Promise(() => undefined);
}

if (require.main === module) void serve();
