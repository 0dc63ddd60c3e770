// The Node flags of the production server (scripts/server-flags.json, docs/decisions/011-server-heap-limits.md), for
// the scripts that start it: npm start, the e2e server and the soak.
import { readFileSync } from 'node:fs';

/** @type {string[]} */
export const SERVER_FLAGS = JSON.parse(readFileSync(new URL('./server-flags.json', import.meta.url), 'utf8')).node;
