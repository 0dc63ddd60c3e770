// npm test: typecheck, lint, unit and API tests (jest), then e2e (Playwright on the production build).
// Runs every stage, prints a summary and a closing line "N passed, M failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bin, env, JEST_FLAGS, jestEnv } from './test-env.mjs';

const results = [];
// The failing tests' names, printed again beside the summary: a CI log often keeps only its tail.
const failures = [];
fs.mkdirSync('.data', { recursive: true });

function run(title, command, args, runEnv = env) {
  process.stdout.write(`\n=== ${title}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: runEnv, shell: process.platform === 'win32' });
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 300);
}

// Playwright's JSON report nests suites; a test failed when its last try did.
function failedSpecs(suites) {
  const found = [];
  for (const suite of suites) {
    found.push(...failedSpecs(suite.suites ?? []));
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          found.push({ file: spec.file, title: spec.title, error: last?.error?.message ?? last?.status });
        }
  }
  return found;
}

function check(title, command, args) {
  const { ok, seconds } = run(title, command, args);
  results.push({ title, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

check('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
check('typecheck client', bin('tsc'), ['-p', 'client/tsconfig.json', '--noEmit']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
// The rules of the house (docs/architecture.md): import direction, domains through their index.ts, no circles.
check('imports', bin('depcruise'), ['server', '--config', '.dependency-cruiser.cjs']);

{
  const out = path.resolve('.data', 'jest-results.json');
  fs.rmSync(out, { force: true });
  const { ok, seconds } = run(
    `unit and API tests (TZ=${jestEnv.TZ})`,
    bin('jest'),
    ['--json', `--outputFile=${out}`, ...JEST_FLAGS],
    jestEnv,
  );
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  const failed =
    (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0) + (ok || report?.numFailedTests ? 0 : 1);
  results.push({ title: 'jest', passed, failed, seconds });
  for (const suite of report?.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name);
    if (suite.status === 'failed' && !suite.assertionResults?.some((t) => t.status === 'failed'))
      failures.push(`jest ${file}: ${firstLine(suite.message) || 'suite failed'}`);
    for (const t of suite.assertionResults ?? [])
      if (t.status === 'failed') failures.push(`jest ${file} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
}

{
  const build = run('build', 'npm', ['run', '--silent', 'build']);
  if (!build.ok) {
    results.push({ title: 'build', passed: 0, failed: 1, seconds: build.seconds });
  } else {
    const out = path.resolve('.data', 'e2e-results.json');
    fs.rmSync(out, { force: true });
    const { ok, seconds } = run('e2e', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
    const stats = readJson(out)?.stats;
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    const failed = (stats?.unexpected ?? 0) + (ok || stats?.unexpected ? 0 : 1);
    results.push({ title: 'e2e', passed, failed, seconds: build.seconds + seconds });
    for (const t of failedSpecs(readJson(out)?.suites ?? [])) failures.push(`e2e ${t.file} › ${t.title}: ${firstLine(t.error)}`);
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
process.stdout.write('\n=== Summary\n');
for (const r of results)
  process.stdout.write(
    `${r.failed ? 'FAIL' : 'ok  '} ${r.title.padEnd(18)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s\n`,
  );
if (failures.length) {
  process.stdout.write('\n=== Failed\n');
  for (const f of failures) process.stdout.write(`${f}\n`);
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
