// npm run soak: load and faults on loopback (docs/security.md "Load and faults").
//
// Builds the server into .data/dist-soak, starts a PostgreSQL of its own (scripts/embedded-postgres.mjs) and the
// production server with the demo data, signs in an admin and a player, then runs autocannon for SOAK_SECONDS
// (default 300) or SOAK_MAX_REQUESTS (default 2,000,000), whichever comes first, mixing public statistics, the
// admin member list and saves (an admin edits a person, a player edits a membership). In the middle
// (SOAK_FAULT_AT, default 0.4 of the run) PostgreSQL is stopped for SOAK_FAULT_SECONDS (default 10), then started
// again. The server's RSS is sampled every second. Pass/fail:
//   - no 5xx at all outside the outage, and only 503 DatabaseUnavailable during it (plus SOAK_GRACE_SECONDS after),
//     each answered within SOAK_FAIL_FAST_MS (default 1000);
//   - the server answers 2xx again by itself after PostgreSQL returns (within SOAK_RECOVERY_SECONDS, default 10);
//   - memory flat: the mean RSS of the last quarter at most 25 % + 32 MB above the first quarter after a minute of
//     warm-up (not judged in runs shorter than 2 minutes);
//   - nothing half-written: every save that answered 200 left its history entry, the person's data equals the
//     newest entry, every process has its approvals and every membership's team belongs to its club;
//   - SIGTERM at the end: the server drains and exits 0.
// Writes .data/soak-result.json and exits 1 when a check fails. SOAK_NO_FAULT=1 runs without the outage.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_FLAGS } from './server-flags.mjs';
import { freePort } from './free-port.mjs';

const env = (name, fallback) =>
  process.env[name] === undefined || process.env[name] === '' ? fallback : Number(process.env[name]);
const SECONDS = env('SOAK_SECONDS', 300);
const MAX_REQUESTS = env('SOAK_MAX_REQUESTS', 2_000_000);
const CONNECTIONS = env('SOAK_CONNECTIONS', 10);
const FAULT = process.env.SOAK_NO_FAULT !== '1';
const FAULT_AT = env('SOAK_FAULT_AT', 0.4);
const FAULT_SECONDS = env('SOAK_FAULT_SECONDS', 10);
const GRACE_SECONDS = env('SOAK_GRACE_SECONDS', 2);
const FAIL_FAST_MS = env('SOAK_FAIL_FAST_MS', 1000);
const RECOVERY_SECONDS = env('SOAK_RECOVERY_SECONDS', 10);
const DIST = '.data/dist-soak';
const PASSWORD = 'Portal!demo2026';

const log = (message) => process.stdout.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns a child and resolves once a line of its output matches `ready`. */
function startChild(args, childEnv, ready, timeoutMs) {
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start:\n${output.slice(-2000)}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited (${code}):\n${output.slice(-2000)}`));
    });
  });
  return { child, done, output: () => output };
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    // Not Linux: ps reports the RSS in kB.
    const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
    const kb = Number(ps.stdout.trim());
    return Number.isFinite(kb) && kb > 0 ? kb / 1024 : null;
  }
}

async function json(base, method, url, { cookie, body } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return { res, body: text ? JSON.parse(text) : undefined };
}

async function signIn(base, username) {
  const { res } = await json(base, 'POST', '/api/auth/signin', { body: { username, password: PASSWORD } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portal.sid='));
  if (!cookie) throw new Error(`no session cookie for ${username}`);
  return cookie.split(';')[0];
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
  fs.chmodSync(work, 0o755);
  const pgPort = await freePort();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let postgres;
  let server;
  const result = { config: { SECONDS, MAX_REQUESTS, CONNECTIONS, FAULT, FAULT_AT, FAULT_SECONDS }, checks: {} };
  const startPostgres = async () => {
    const started = startChild(
      ['scripts/embedded-postgres.mjs', path.join(work, 'pg'), String(pgPort)],
      process.env,
      /READY (\S+)/,
      120_000,
    );
    postgres = started.child;
    return (await started.done)[1];
  };
  try {
    log(`building the server into ${DIST}`);
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: DIST },
    });
    if (build.status !== 0) throw new Error('server build failed');

    const databaseUrl = await startPostgres();
    const serverEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DIST_DIR: path.join(work, 'no-client'),
      SESSION_SECRET: 'soak-secret-soak-secret-soak-secret',
      IBAN_ENCRYPTION_KEY: 'soak-iban-key-soak-iban-key',
      LOG_LEVEL: 'fatal',
    };
    const serve = async (nodeArgs = []) => {
      const started = startChild(
        [...nodeArgs, '--enable-source-maps', `${DIST}/server/index.js`],
        serverEnv,
        /Portal running/,
        300_000,
      );
      server = started.child;
      await started.done;
    };
    // The demo data is loaded by a first run: the measured server starts like any restart, not with a seed's heap.
    log(`PostgreSQL on port ${pgPort}; loading the demo data`);
    await serve();
    await stopChild(server);
    log(`starting the server on ${base}`);
    // The production heap limits (scripts/server-flags.json, docs/decisions/011), or SOAK_SERVER_NODE_ARGS, e.g.
    // --max-old-space-size=128: a leak then ends the server instead of growing.
    await serve(process.env.SOAK_SERVER_NODE_ARGS ? process.env.SOAK_SERVER_NODE_ARGS.split(' ').filter(Boolean) : SERVER_FLAGS);

    // What the load needs: a league, a person to edit, the player's membership.
    const admin = await signIn(base, 'admin@demo.test');
    const player = await signIn(base, 'player@demo.test');
    const associations = (await json(base, 'GET', '/api/stats/associations')).body.data;
    const league = associations.flatMap((a) => a.leagues)[0];
    if (!league) throw new Error('the demo data has no league');
    const persons = (await json(base, 'GET', '/api/persons?page_size=30', { cookie: admin })).body.data;
    const target = persons.find((p) => p.email !== 'admin@demo.test') ?? persons[0];
    const self = (await json(base, 'GET', '/api/self', { cookie: player })).body.data;
    const membership = self.memberships.find((m) => !m.is_alumni && !m.pendingProcess) ?? self.memberships[0];
    if (!target || !membership) throw new Error('no person or membership to edit');

    let saveCount = 0;
    const saves = {
      person: { sent: 0, ok: 0, failed: 0, misattributed: 0 },
      membership: { sent: 0, ok: 0, failed: 0, misattributed: 0 },
    };
    // After a connection the server cut, autocannon pairs the following answers with the wrong requests: a 200 counts
    // as a save only when its body is that resource (and noDroppedConnections fails).
    const bodyId = (body) => {
      try {
        return JSON.parse(body)?.data?.id ?? null;
      } catch {
        return null;
      }
    };
    const counted = (kind, id) => (status, body) => {
      if (status === 200 && bodyId(body) !== id) {
        saves[kind].misattributed += 1;
        return false;
      }
      if (status === 200) saves[kind].ok += 1;
      else saves[kind].failed += 1;
      return status === 200;
    };
    const countedPerson = counted('person', target.id);
    // The jersey numbers the member was told were saved: each needs its history entry. (The answer shows the
    // membership as it is by then, maybe already changed by another save: the number sent is kept per connection.)
    const savedNumbers = new Map();
    const answered = [];
    const countedMembership = (status, body, context) => {
      if (!counted('membership', membership.id)(status, body)) return;
      savedNumbers.set(context.number, (savedNumbers.get(context.number) ?? 0) + 1);
      answered.push({ number: context.number, at: Date.now() });
    };
    const requests = [
      { method: 'GET', path: '/api/stats/associations' },
      { method: 'GET', path: `/api/stats/leagues/${league.id}/games` },
      { method: 'GET', path: '/api/persons?page_size=30&include=aclLabels,tags', headers: { cookie: admin } },
      { method: 'GET', path: `/api/stats/leagues/${league.id}/groups` },
      {
        method: 'PUT',
        path: `/api/persons/${target.id}`,
        headers: { cookie: admin, 'content-type': 'application/json' },
        setupRequest: (req) => {
          saves.person.sent += 1;
          return { ...req, body: JSON.stringify({ city: `Soak ${(saveCount += 1)}` }) };
        },
        onResponse: countedPerson,
      },
      { method: 'GET', path: `/api/stats/leagues/${league.id}/points` },
      {
        method: 'GET',
        path: '/api/persons?page=1&page_size=30&order_by=persons.created_at&order_by_desc=1',
        headers: { cookie: admin },
      },
      {
        method: 'PUT',
        path: `/api/players/${membership.id}`,
        headers: { cookie: player, 'content-type': 'application/json' },
        setupRequest: (req, context) => {
          saves.membership.sent += 1;
          context.number = String((saveCount += 1) % 1000);
          return { ...req, body: JSON.stringify({ jersey_number: context.number }) };
        },
        onResponse: countedMembership,
      },
      { method: 'GET', path: `/api/stats/leagues/${league.id}/fouls` },
    ];

    // Per second: answers by status, 5xx and 503 DatabaseUnavailable latencies.
    const t0 = Date.now();
    const second = () => Math.floor((Date.now() - t0) / 1000);
    const buckets = new Map();
    const bucket = (s) => {
      if (!buckets.has(s)) buckets.set(s, { statuses: {}, slowest5xx: 0, errors: 0 });
      return buckets.get(s);
    };
    const rss = [];
    const sampler = setInterval(() => {
      const mb = rssMb(server.pid);
      if (mb !== null) rss.push({ s: (Date.now() - t0) / 1000, mb });
    }, 1000);

    const outage = { from: null, to: null, recoveredAt: null };
    let total = 0;
    log(
      `load: ${CONNECTIONS} connections for ${SECONDS} s (at most ${MAX_REQUESTS} requests)${FAULT ? `, PostgreSQL down at ${Math.round(SECONDS * FAULT_AT)} s for ${FAULT_SECONDS} s` : ''}`,
    );
    const instance = autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests,
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const b = bucket(second());
      b.statuses[statusCode] = (b.statuses[statusCode] ?? 0) + 1;
      if (statusCode >= 500) b.slowest5xx = Math.max(b.slowest5xx, responseTime);
      if (statusCode < 300 && outage.to !== null && outage.recoveredAt === null && Date.now() >= outage.to)
        outage.recoveredAt = Date.now();
      total += 1;
      if (total >= MAX_REQUESTS) instance.stop();
    });
    instance.on('reqError', () => {
      bucket(second()).errors += 1;
    });
    // autocannon ends by closing its connections: requests still in flight then count as transport errors.
    const fault = FAULT
      ? (async () => {
          await sleep(SECONDS * FAULT_AT * 1000);
          log('stopping PostgreSQL');
          outage.from = Date.now();
          await stopChild(postgres);
          await sleep(FAULT_SECONDS * 1000);
          log('starting PostgreSQL again');
          await startPostgres();
          outage.to = Date.now();
          log('PostgreSQL is back');
        })()
      : Promise.resolve();
    const report = await instance;
    await fault;
    clearInterval(sampler);

    // Classify every answer by when it came.
    const inOutage = (s) =>
      outage.from !== null &&
      s >= Math.floor((outage.from - t0) / 1000) &&
      s <= Math.ceil((outage.to - t0) / 1000) + GRACE_SECONDS;
    let unexpected5xx = 0;
    let outage503 = 0;
    let outageOther5xx = 0;
    let slowest503 = 0;
    let transportErrorsDuringLoad = 0;
    const lastSecond = Math.max(...buckets.keys());
    const statuses = {};
    for (const [s, b] of buckets) {
      // Outage included: a request must get an answer (503), not a cut connection.
      if (s < lastSecond) transportErrorsDuringLoad += b.errors;
      for (const [status, n] of Object.entries(b.statuses)) {
        statuses[status] = (statuses[status] ?? 0) + n;
        if (Number(status) < 500) continue;
        if (!inOutage(s)) unexpected5xx += n;
        else if (status === '503') outage503 += n;
        else outageOther5xx += n;
      }
      if (inOutage(s)) slowest503 = Math.max(slowest503, b.slowest5xx);
    }
    const unexpectedStatuses = Object.keys(statuses).filter((s) => !['200', '201', '204', '304', '503'].includes(s));
    result.requests = {
      total: report.requests.total,
      perSecond: Math.round(report.requests.average),
      latencyMs: { p50: report.latency.p50, p99: report.latency.p99, max: report.latency.max },
      statuses,
      transportErrors: report.errors,
      timeouts: report.timeouts,
    };
    // autocannon pairs answers with requests in order: a connection the server cut (or a request it never answered)
    // shows as a transport error, or as a save answered by another request's body ("misattributed").
    const misattributed = saves.person.misattributed + saves.membership.misattributed;
    result.checks.noDroppedConnections = {
      ok: transportErrorsDuringLoad === 0 && report.timeouts === 0 && misattributed === 0,
      transportErrorsDuringLoad,
      misattributed,
    };
    result.checks.noUnexpected5xx = { ok: unexpected5xx === 0, unexpected5xx };
    result.checks.onlyExpectedStatuses = { ok: unexpectedStatuses.length === 0, unexpectedStatuses };
    if (FAULT) {
      const recoveryS = outage.recoveredAt === null ? null : (outage.recoveredAt - outage.to) / 1000;
      result.outage = {
        downSeconds: (outage.to - outage.from) / 1000,
        answers503: outage503,
        other5xx: outageOther5xx,
        slowest503Ms: slowest503,
        recoverySeconds: recoveryS,
      };
      result.checks.failFast = {
        ok: outage503 > 0 && outageOther5xx === 0 && slowest503 <= FAIL_FAST_MS,
        slowest503Ms: slowest503,
      };
      result.checks.recovers = { ok: recoveryS !== null && recoveryS <= RECOVERY_SECONDS, recoverySeconds: recoveryS };
      result.checks.staysUp = { ok: server.exitCode === null };
    }

    // Memory: the first quarter after warm-up (V8 sizes its heap to the load in about a minute) against the last
    // quarter. A run shorter than two minutes has too little steady state to judge.
    const warm = Math.max(60, SECONDS * 0.1);
    const steady = rss.filter((r) => r.s >= warm);
    const quarter = Math.max(1, Math.floor(steady.length / 4));
    const first = mean(steady.slice(0, quarter).map((r) => r.mb));
    const last = mean(steady.slice(-quarter).map((r) => r.mb));
    result.memory = {
      samples: rss.length,
      startMb: Math.round(rss[0]?.mb ?? 0),
      firstQuarterMb: Math.round(first),
      lastQuarterMb: Math.round(last),
      maxMb: Math.round(Math.max(...rss.map((r) => r.mb))),
    };
    result.checks.memoryFlat =
      steady.length < 60
        ? { ok: true, skipped: 'run shorter than 2 minutes: memory not judged' }
        : { ok: last <= first * 1.25 + 32, growthMb: Math.round(last - first) };

    // Nothing half-written.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const q = async (sql, params) => (await client.query(sql, params)).rows;
      const [{ n: personEntries }] = await q(
        `SELECT count(*)::int AS n FROM audit_entries WHERE subject_id = $1 AND action = 'person.updated' AND data -> 'city' ->> 'to' LIKE 'Soak %'`,
        [target.id],
      );
      const [newest] = await q(
        `SELECT data -> 'city' ->> 'to' AS city FROM audit_entries WHERE subject_id = $1 AND action = 'person.updated' ORDER BY id DESC LIMIT 1`,
        [target.id],
      );
      const [person] = await q('SELECT city FROM persons WHERE id = $1', [target.id]);
      const [{ n: membershipEntries }] = await q(
        `SELECT count(*)::int AS n FROM audit_entries WHERE action = 'membership.edit' AND entity_id = $1`,
        [membership.id],
      );
      const entriesByNumber = new Map(
        (
          await q(
            `SELECT data -> 'after' ->> 'jersey_number' AS number, count(*)::int AS n FROM audit_entries
              WHERE action = 'membership.edit' AND entity_id = $1 GROUP BY 1`,
            [membership.id],
          )
        ).map((r) => [r.number, r.n]),
      );
      const numbersWithoutEntry = [...savedNumbers]
        .filter(([number, n]) => (entriesByNumber.get(number) ?? 0) < n)
        .map(([number]) => ({
          number,
          answers: answered
            .filter((a) => a.number === number)
            .map((a) => ({ afterStopMs: outage.from === null ? null : a.at - outage.from })),
        }));
      const [{ n: bareProcesses }] = await q(
        'SELECT count(*)::int AS n FROM processes p WHERE NOT EXISTS (SELECT 1 FROM required_approvals a WHERE a.process_id = p.id)',
      );
      const [{ n: strayTeams }] = await q(
        'SELECT count(*)::int AS n FROM memberships m JOIN teams t ON t.id = m.team_id WHERE t.club_id <> m.club_id',
      );
      // Every 200 left its entry. A save without an answer (cut by the outage, or in flight when autocannon stopped)
      // may have committed: entries may exceed the 200s, never the saves sent.
      const personSaved = personEntries >= saves.person.ok && personEntries <= saves.person.sent;
      const membershipSaved =
        membershipEntries >= saves.membership.ok &&
        membershipEntries <= saves.membership.sent &&
        numbersWithoutEntry.length === 0;
      result.consistency = {
        personSaves: { ...saves.person, historyEntries: personEntries },
        membershipSaves: { ...saves.membership, historyEntries: membershipEntries, numbersWithoutEntry },
        personMatchesNewestEntry: person.city === newest?.city,
        processesWithoutApprovals: bareProcesses,
        membershipsWithATeamOfAnotherClub: strayTeams,
      };
      result.checks.nothingHalfWritten = {
        ok: personSaved && membershipSaved && person.city === newest?.city && bareProcesses === 0 && strayTeams === 0,
      };
    } finally {
      await client.end();
    }

    log('SIGTERM to the server');
    const stopStarted = Date.now();
    const code = await stopChild(server);
    result.shutdown = { exitCode: code, seconds: (Date.now() - stopStarted) / 1000 };
    result.checks.gracefulShutdown = { ok: code === 0 };
  } finally {
    if (server) await stopChild(server);
    if (postgres) await stopChild(postgres);
    fs.rmSync(work, { recursive: true, force: true });
  }

  const failed = Object.entries(result.checks).filter(([, c]) => !c.ok);
  fs.mkdirSync('.data', { recursive: true });
  fs.writeFileSync('.data/soak-result.json', `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`\n${JSON.stringify(result, null, 2)}\n\n`);
  for (const [name, check] of Object.entries(result.checks))
    process.stdout.write(`${check.skipped ? 'skip' : check.ok ? 'ok  ' : 'FAIL'} ${name}\n`);
  process.stdout.write(`\nsoak ${failed.length === 0 ? 'passed' : `failed: ${failed.map(([n]) => n).join(', ')}`}\n`);
  process.exit(failed.length === 0 ? 0 : 1);
}

main().catch((error) => {
  process.stderr.write(`soak failed to run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
