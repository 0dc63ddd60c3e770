// Starts the built server for the e2e run on a fresh data directory (database, outbox).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { SERVER_FLAGS } from './server-flags.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('e2e')) throw new Error('DATA_DIR must point at an e2e directory');
rmSync(dataDir, { recursive: true, force: true });
// DIST_DIR lets several builds (and e2e runs on different E2E_PORTs) live side by side.
const dist = process.env.DIST_DIR ?? 'dist';
// The production heap limits, so the e2e run proves they suffice.
const child = spawn(process.execPath, [...SERVER_FLAGS, `${dist}/server/index.js`], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
