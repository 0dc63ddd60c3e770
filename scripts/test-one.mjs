// npm run test:one -- <file>...: the named test files under npm test's guards (scripts/test-env.mjs). jest files run in
// jest's time zone (TZ=Pacific/Auckland, TEST_TZ overrides); e2e specs (*.spec.ts) run in Playwright on a fresh
// production build (--no-build reuses the one in DIST_DIR). Other arguments go to the runners (e.g. -t <name>).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { bin, env, isE2eSpec, JEST_FLAGS, jestEnv } from './test-env.mjs';

const args = process.argv.slice(2);
const isTestFile = (arg) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(arg);
const files = args.filter(isTestFile);
const options = args.filter((arg) => arg !== '--no-build' && !isTestFile(arg));
// A mistyped path would otherwise become a runner's pattern and run far more than one file.
const missing = files.filter((file) => !fs.existsSync(file));
if (!files.length || missing.length) {
  if (missing.length) process.stderr.write(`no such test file: ${missing.join(', ')}\n`);
  process.stderr.write('usage: npm run test:one -- <test file>... [--no-build] [runner options]\n');
  process.exit(2);
}

function run(command, runArgs, runEnv) {
  process.stdout.write(`\n=== TZ=${runEnv.TZ} ${command} ${runArgs.join(' ')}\n`);
  const result = spawnSync(command, runArgs, { stdio: 'inherit', env: runEnv, shell: process.platform === 'win32' });
  return result.status === 0;
}

fs.mkdirSync('.data', { recursive: true });
const jestFiles = files.filter((file) => !isE2eSpec(file));
const specs = files.filter(isE2eSpec);
let ok = true;
if (jestFiles.length) ok = run(bin('jest'), [...JEST_FLAGS, ...options, ...jestFiles], jestEnv);
if (specs.length) {
  const built = args.includes('--no-build') || run('npm', ['run', '--silent', 'build'], env);
  ok = built && run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...options, ...specs], env) && ok;
}
process.exit(ok ? 0 : 1);
