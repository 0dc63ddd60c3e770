// The schedule import of a whole season: 50 new leagues of 10 teams, each a double round-robin from the
// generator (server/domains/games/round-robin.ts) written as an XLSX file: 4,500 games. Each file is previewed
// (dryRun=true) and then imported through the production server, timed and with its SQL statements counted
// (pg_stat_statements). Everything it made is removed again, so the bench data stays as generated.
import ExcelJS from 'exceljs';
import { roundRobin } from '../../server/domains/games/round-robin';
import type { BenchContext } from './context';
import { log } from './api';

export const IMPORT_LEAGUES = 50;
export const IMPORT_TEAMS = 10;

export interface ScheduleImportFigures {
  leagues: number;
  games: number;
  /** Making the season: competitions, groups, teams, fields (SQL) and the 50 XLSX files (generator + exceljs). */
  setupMs: number;
  filesMs: number;
  fileKb: number;
  /** Every file previewed, one after the other: total, per-file median and maximum, statements per file. */
  preview: { totalMs: number; medianMs: number; maxMs: number; statementsPerFile: number };
  /** Every file imported, one after the other. */
  import: { totalMs: number; medianMs: number; maxMs: number; statementsPerFile: number };
  written: number;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const OWN = `query NOT LIKE '%pg_stat_statements%'`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (x: number) => Math.round(x * 10) / 10;

interface League {
  id: number;
  file: Buffer;
}

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Spielplan');
  sheet.addRow(['Nummer', 'Datum', 'Uhrzeit', 'Gruppe', 'Heim', 'Gast', 'Platz']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function statementsSince(ctx: BenchContext): Promise<number> {
  // Statistics are written when a backend goes idle: give the last ones a moment.
  await new Promise((r) => setTimeout(r, 300));
  const { rows } = await ctx.pool.query<{ n: string }>(
    `SELECT coalesce(sum(calls), 0) AS n FROM pg_stat_statements WHERE ${OWN}`,
  );
  return Number(rows[0]!.n);
}

async function upload(ctx: BenchContext, league: League, dryRun: boolean): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(league.file)], { type: XLSX }), `liga-${league.id}.xlsx`);
  const started = performance.now();
  const res = await fetch(`${ctx.server.base}/api/competitions/${league.id}/games/import?dryRun=${dryRun}`, {
    method: 'POST',
    body: form,
    headers: { cookie: ctx.cookies.admin },
  });
  const body = (await res.json()) as { data?: { clean: boolean; imported: number } };
  const ms = performance.now() - started;
  if (!res.ok || !body.data?.clean)
    throw new Error(`import of league ${league.id}: ${res.status} ${JSON.stringify(body).slice(0, 400)}`);
  return ms;
}

export async function scheduleImportFigures(ctx: BenchContext): Promise<ScheduleImportFigures> {
  const stamp = Date.now().toString(36);
  const pool = ctx.pool;
  const setupStarted = performance.now();
  const { association_id: associationId } = (
    await pool.query<{ association_id: number }>(
      `SELECT association_id FROM acl_rules WHERE person_id = $1 AND role = 'association-leader' ORDER BY id LIMIT 1`,
      [ctx.adminId],
    )
  ).rows[0]!;
  const { id: sportId } = (await pool.query<{ id: number }>(`SELECT id FROM sports ORDER BY id LIMIT 1`)).rows[0]!;
  const count = IMPORT_LEAGUES * IMPORT_TEAMS;
  // One club per team, each with a field: a home game is on its club's field, and no field hosts two at once.
  const clubs = (
    await pool.query<{ id: number }>(`SELECT id FROM clubs WHERE association_id = $1 ORDER BY id LIMIT $2`, [
      associationId,
      count,
    ])
  ).rows.map((r) => r.id);
  if (clubs.length < count) throw new Error(`the import bench needs ${count} clubs in association ${associationId}`);
  const made = { season: 0, leagues: [] as number[], teams: [] as number[], fields: [] as number[] };
  try {
    const today = new Date();
    const startsOn = `${today.getUTCFullYear() + 1}-08-01`;
    const endsOn = `${today.getUTCFullYear() + 2}-07-31`;
    made.season = (
      await pool.query<{ id: number }>(`INSERT INTO seasons (name, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id`, [
        `Import-Bench ${stamp}`,
        startsOn,
        endsOn,
      ])
    ).rows[0]!.id;
    made.leagues = (
      await pool.query<{ id: number }>(
        `INSERT INTO competitions (association_id, sport_id, kind, name, default_season_id)
         SELECT $1, $2, 'league', 'Import-Liga ' || n || ' ' || $3, $4 FROM generate_series(1, $5) n ORDER BY n RETURNING id`,
        [associationId, sportId, stamp, made.season, IMPORT_LEAGUES],
      )
    ).rows.map((r) => r.id);
    const teamNames = clubs.map((_c, i) => `Import ${stamp} L${Math.floor(i / IMPORT_TEAMS) + 1} T${(i % IMPORT_TEAMS) + 1}`);
    made.teams = (
      await pool.query<{ id: number }>(
        `INSERT INTO teams (club_id, sport_id, name, gender)
         SELECT c, $2, n, 'none' FROM unnest($1::int[], $3::text[]) WITH ORDINALITY AS x(c, n, i) ORDER BY i RETURNING id`,
        [clubs, sportId, teamNames],
      )
    ).rows.map((r) => r.id);
    made.fields = (
      await pool.query<{ id: number }>(
        `INSERT INTO club_fields (club_id, name) SELECT c, $2 FROM unnest($1::int[]) c RETURNING id`,
        [clubs, `Platz ${stamp}`],
      )
    ).rows.map((r) => r.id);
    const groups = (
      await pool.query<{ id: number }>(
        `INSERT INTO groups (competition_id, season_id, name) SELECT l, $2, 'Staffel' FROM unnest($1::int[]) WITH ORDINALITY AS x(l, i)
         ORDER BY i RETURNING id`,
        [made.leagues, made.season],
      )
    ).rows.map((r) => r.id);
    await pool.query(`INSERT INTO group_teams (group_id, team_id) SELECT g, t FROM unnest($1::int[], $2::int[]) AS x(g, t)`, [
      made.teams.map((_t, i) => groups[Math.floor(i / IMPORT_TEAMS)]!),
      made.teams,
    ]);
    const setupMs = performance.now() - setupStarted;

    // The files: the generator's double round-robin, Saturdays 15:00 from the season's first Saturday.
    const filesStarted = performance.now();
    const leagues: League[] = [];
    for (let l = 0; l < IMPORT_LEAGUES; l++) {
      const teamIds = made.teams.slice(l * IMPORT_TEAMS, (l + 1) * IMPORT_TEAMS);
      const nameOf = new Map(teamIds.map((id, i) => [id, teamNames[l * IMPORT_TEAMS + i]!]));
      const games = roundRobin({ teamIds, double: true, startDate: startsOn, weekday: 6, time: '15:00', intervalDays: 7 });
      const rows = games.map((g) => {
        const [y, m, d] = g.day.split('-');
        return [
          g.number,
          `${d}.${m}.${y}`,
          '15:00',
          'Staffel',
          nameOf.get(g.homeTeamId)!,
          nameOf.get(g.awayTeamId)!,
          `Platz ${stamp}`,
        ];
      });
      leagues.push({ id: made.leagues[l]!, file: await xlsxOf(rows) });
    }
    const filesMs = performance.now() - filesStarted;
    const fileKb = leagues.reduce((s, l) => s + l.file.length, 0) / 1024;
    log(`import: season of ${IMPORT_LEAGUES} leagues made in ${Math.round(setupMs)} ms, files in ${Math.round(filesMs)} ms`);

    const run = async (dryRun: boolean) => {
      await pool.query('SELECT pg_stat_statements_reset()');
      const times: number[] = [];
      const started = performance.now();
      for (const league of leagues) times.push(await upload(ctx, league, dryRun));
      const totalMs = performance.now() - started;
      const statements = await statementsSince(ctx);
      const figures = {
        totalMs: Math.round(totalMs),
        medianMs: round(median(times)),
        maxMs: round(Math.max(...times)),
        statementsPerFile: round(statements / leagues.length),
      };
      log(`import ${dryRun ? 'preview' : 'write'}: ${JSON.stringify(figures)}`);
      return figures;
    };
    const preview = await run(true);
    const imported = await run(false);
    const written = Number(
      (await pool.query<{ n: string }>(`SELECT count(*) AS n FROM games WHERE competition_id = ANY($1)`, [made.leagues])).rows[0]!
        .n,
    );
    return {
      leagues: IMPORT_LEAGUES,
      games: written,
      setupMs: Math.round(setupMs),
      filesMs: Math.round(filesMs),
      fileKb: Math.round(fileKb),
      preview,
      import: imported,
      written,
    };
  } finally {
    // Games, groups and their tasks go with their competitions (ON DELETE CASCADE).
    if (made.leagues.length) await pool.query(`DELETE FROM competitions WHERE id = ANY($1)`, [made.leagues]);
    if (made.teams.length) await pool.query(`DELETE FROM teams WHERE id = ANY($1)`, [made.teams]);
    if (made.fields.length) await pool.query(`DELETE FROM club_fields WHERE id = ANY($1)`, [made.fields]);
    if (made.season) await pool.query(`DELETE FROM seasons WHERE id = $1`, [made.season]);
  }
}
