// npm start: builds what is missing (or older than its sources), then runs the production server under its supervisor
// (server/supervisor.ts: the database once, WEB_CONCURRENCY workers, a dead one replaced).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_FLAGS } from './server-flags.mjs';

const newest = (dir) => {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
};
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const run = (script) => {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const serverBuilt = Math.min(mtime('dist/server/index.js'), mtime('dist/server/supervisor.js'));
if (serverBuilt < Math.max(newest('server'), newest('shared'), newest('prisma'))) run('build:server');
const clientBuilt = mtime('dist/client/index.html');
if (clientBuilt < Math.max(newest('client'), newest('shared'), newest('locales'))) run('build:client');

process.env.NODE_ENV ??= 'production';
const child = spawn(process.execPath, [...SERVER_FLAGS, '--enable-source-maps', 'dist/server/supervisor.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
