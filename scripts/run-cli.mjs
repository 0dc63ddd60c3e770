// Runs a command of the server CLI (seed, migrate, create-admin), building the server first when needed.
import { spawnSync } from 'node:child_process';

const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/cli.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
