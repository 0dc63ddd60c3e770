// POST /api/competitions/{id}/games/import and its template: the dry run's preview (every problem kind), the
// all-or-nothing import, CSV and XLSX, the file checks (413, 415, 400) and who may import.
import { GAME_IMPORT_MAX_BYTES, GAME_IMPORT_MAX_ROWS } from '../../../shared/schemas/games-import';
import { categoryStamp } from '../stats/version.sql';
import { useTestApp } from '../../../test/app';
import { ADMIN_PASSWORD, signIn } from '../../../test/factories';
import { buildImportWorld, csvFile, IMPORT_HEADER, xlsxFile, type ImportWorld } from '../../../test/factories-games-import';
import { manyRows, oneHugeString, xlsxWithSheet } from '../../../test/xlsx-bombs';

const t = useTestApp();

const url = (w: ImportWorld, query = '') => `/api/competitions/${w.league.id}/games/import${query}`;

/** Four clean games of group Nord (numbers from `from`), the first two on named fields. */
const cleanRows = (w: ImportWorld, from = 1) => [
  IMPORT_HEADER,
  [String(from), '12.09.2026', '18:00', 'Nord', w.teams.adler.name, w.teams.baeren.name, 'Stadtpark'],
  [String(from + 1), '12.09.2026', '18:00', 'Nord', w.teams.falken.name, w.teams.wölfe.name, 'Sportzentrum Süd'],
  [String(from + 2), '2026-09-19', '14:30', 'Nord', w.teams.baeren.name, w.teams.falken.name, 'Vereinsheim'],
  [String(from + 3), 'Sa, 26.09.26', '16:00 Uhr', 'nord', w.teams.wölfe.name, w.teams.adler.name, ''],
];

async function upload(w: ImportWorld, file: Buffer, query = '', name = 'spielplan.csv', type = 'text/csv') {
  const agent = await signIn(t, w.admin.email, ADMIN_PASSWORD);
  return agent.post(url(w, query)).attach('file', file, { filename: name, contentType: type });
}

async function uploadExpecting(status: number, ...args: Parameters<typeof upload>) {
  const res = await upload(...args);
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text.slice(0, 500)}`);
  return res;
}

const storedGames = (w: ImportWorld) => t.prisma.game.count({ where: { competitionId: w.league.id } });

describe('POST /api/competitions/{id}/games/import', () => {
  it('previews a clean CSV file with every parsed value and writes nothing', async () => {
    const w = await buildImportWorld();
    const res = await uploadExpecting(200, w, csvFile(cleanRows(w)), '?dryRun=true');
    const preview = res.body.data;
    expect(preview).toMatchObject({ clean: true, missing_columns: [], imported: 0, season: { id: w.season.id } });
    expect(preview.rows).toHaveLength(4);
    expect(preview.rows[0]).toMatchObject({
      row: 2,
      number: 1,
      // 18:00 in Berlin (summer time) is 16:00 UTC.
      kickoff: '2026-09-12T16:00:00.000Z',
      group: { id: w.groupA.id, name: 'Nord' },
      home_team: { id: w.teams.adler.id },
      away_team: { id: w.teams.baeren.id },
      field: { id: w.fields.north.id, name: 'Stadtpark' },
      location: 'Stadtpark',
      problems: [],
    });
    // A location that is none of the home club's fields stays free text.
    expect(preview.rows[2]).toMatchObject({ field: null, location: 'Vereinsheim', kickoff: '2026-09-19T12:30:00.000Z' });
    expect(preview.rows[3]).toMatchObject({ field: null, location: null, kickoff: '2026-09-26T14:00:00.000Z' });
    expect(await storedGames(w)).toBe(0);
  });

  it('imports a clean file in one go, and the statistics stamp of the competition changes at once', async () => {
    const w = await buildImportWorld();
    const before = await categoryStamp(w.league.id, undefined);
    const res = await uploadExpecting(200, w, csvFile(cleanRows(w)));
    expect(res.body.data).toMatchObject({ clean: true, imported: 4 });
    const games = await t.prisma.game.findMany({ where: { competitionId: w.league.id }, orderBy: { number: 'asc' } });
    expect(games.map((g) => [g.number, g.seasonId, g.groupId, g.fieldId, g.location, g.status])).toEqual([
      [1, w.season.id, w.groupA.id, w.fields.north.id, 'Stadtpark', 'scheduled'],
      [2, w.season.id, w.groupA.id, w.fields.south.id, 'Sportzentrum Süd', 'scheduled'],
      [3, w.season.id, w.groupA.id, null, 'Vereinsheim', 'scheduled'],
      [4, w.season.id, w.groupA.id, null, null, 'scheduled'],
    ]);
    // One statement wrote them all: they share the transaction's creation time.
    expect(new Set(games.map((g) => g.createdAt.getTime())).size).toBe(1);
    const after = await categoryStamp(w.league.id, undefined);
    expect(after!.stamp).not.toBe(before!.stamp);
    // The manager of Adler (home in game 1, away in game 4) has a line-up to confirm for both.
    const tasks = await t.prisma.gameTask.findMany({ where: { personId: w.adlerManager.id }, include: { game: true } });
    expect(tasks.map((task) => [task.game.number, task.type, task.state]).sort()).toEqual([
      [1, 'confirm_lineup', 'open'],
      [4, 'confirm_lineup', 'open'],
    ]);
  });

  it('refuses a file with one bad row with 422 ImportNotClean, names the row and writes nothing', async () => {
    const w = await buildImportWorld();
    const rows = cleanRows(w);
    rows[3]![4] = 'Niemand FC';
    const res = await uploadExpecting(422, w, csvFile(rows));
    expect(res.body.error.code).toBe('ImportNotClean');
    const preview = res.body.error.details[0];
    expect(preview.clean).toBe(false);
    const bad = preview.rows.filter((r: { problems: unknown[] }) => r.problems.length > 0);
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ row: 4, problems: [{ kind: 'unknownTeam', column: 'home' }] });
    expect(await storedGames(w)).toBe(0);
  });

  it('names every kind of problem in the row that has it', async () => {
    const w = await buildImportWorld();
    // A stored game: number 50 is taken, and Stadtpark is busy on 03.10.2026 at 15:00.
    await t.prisma.game.create({
      data: {
        competitionId: w.league.id,
        seasonId: w.season.id,
        groupId: w.groupA.id,
        number: 50,
        kickoffTime: new Date('2026-10-03T13:00:00Z'),
        homeTeamId: w.teams.adler.id,
        awayTeamId: w.teams.baeren.id,
        fieldId: w.fields.north.id,
        location: 'Stadtpark',
      },
    });
    const { adler, baeren, falken, wölfe, luchse, outsider } = w.teams;
    const file = csvFile([
      IMPORT_HEADER,
      ['1', '12.09.2026', '18:00', 'Nord', adler.name, 'Unbekannte', ''], // 2 unknownTeam
      ['2', '12.09.2026', '18:00', 'Nord', adler.name, luchse.name, ''], // 3 teamNotInGroup (Süd)
      ['3', '12.09.2026', '18:00', 'Nord', adler.name, outsider.name, ''], // 4 teamNotInGroup (in no group)
      ['4', '12.09.2026', '18:00', 'West', adler.name, baeren.name, ''], // 5 unknownGroup
      ['5', '31.08.2026', '18:00', 'Nord', adler.name, baeren.name, ''], // 6 kickoffOutsideSeason
      ['5', '13.09.2026', '18:00', 'Nord', baeren.name, adler.name, ''], // 7 duplicateNumber (row 6)
      ['50', '14.09.2026', '18:00', 'Nord', falken.name, wölfe.name, ''], // 8 numberTaken
      ['9', '32.09.2026', '18:00', 'Nord', falken.name, wölfe.name, ''], // 9 invalidDate
      ['10', '20.09.2026', '25:00', 'Nord', falken.name, wölfe.name, ''], // 10 invalidTime
      ['11', '20.09.2026', '18:00', 'Nord', falken.name, falken.name, ''], // 11 sameTeam
      ['12', '03.10.2026', '16:00', 'Nord', adler.name, wölfe.name, 'stadtpark'], // 12 fieldDoubleBooked (stored game 50)
      ['13', '10.10.2026', '16:00', 'Nord', baeren.name, wölfe.name, 'Stadtpark'], // 13 clean
      ['14', '10.10.2026', '17:00', 'Nord', adler.name, falken.name, 'Stadtpark'], // 14 fieldDoubleBooked (row 13)
      ['x1', '', '18:00', '', adler.name, '', ''], // 15 invalidNumber, missing date, group, away
    ]);
    const res = await uploadExpecting(200, w, file, '?dryRun=true');
    const problems = Object.fromEntries(res.body.data.rows.map((r: { row: number; problems: unknown[] }) => [r.row, r.problems]));
    const p = (kind: string, column: string | null, other: { row?: number; number?: number } = {}) => ({
      kind,
      column,
      other_row: other.row ?? null,
      other_game_number: other.number ?? null,
    });
    expect(problems).toEqual({
      2: [p('unknownTeam', 'away')],
      3: [p('teamNotInGroup', 'away')],
      4: [p('teamNotInGroup', 'away')],
      5: [p('unknownGroup', 'group')],
      6: [p('kickoffOutsideSeason', 'date')],
      7: [p('duplicateNumber', 'number', { row: 6 })],
      8: [p('numberTaken', 'number', { number: 50 })],
      9: [p('invalidDate', 'date')],
      10: [p('invalidTime', 'time')],
      11: [p('sameTeam', 'away')],
      12: [p('fieldDoubleBooked', 'field', { number: 50 })],
      13: [],
      14: [p('fieldDoubleBooked', 'field', { row: 13 })],
      15: [p('missingValue', 'date'), p('missingValue', 'away'), p('invalidNumber', 'number'), p('missingValue', 'group')],
    });
    expect(res.body.data.clean).toBe(false);
    expect(await storedGames(w)).toBe(1);
  });

  it('reads XLSX with Excel dates and times, English headers and a comma-separated CSV alike', async () => {
    const w = await buildImportWorld();
    const xlsx = await xlsxFile([
      ['No', 'Date', 'Time', 'Group', 'Home team', 'Away team', 'Location'],
      [
        7,
        new Date(Date.UTC(2026, 10, 7)),
        new Date(Date.UTC(1899, 11, 30, 19, 30)),
        'Süd',
        w.teams.luchse.name,
        w.teams.falken.name,
        'Sportzentrum Süd',
      ],
      [8, '14.11.2026', 0.75, 'Süd', w.teams.falken.name, w.teams.luchse.name, ''],
    ]);
    const res = await uploadExpecting(200, w, xlsx, '?dryRun=true', 'plan.xlsx', 'application/octet-stream');
    expect(res.body.data.rows.map((r: { problems: unknown[] }) => r.problems)).toEqual([[], []]);
    expect(res.body.data.rows.map((r: { number: number; kickoff: string }) => [r.number, r.kickoff])).toEqual([
      // Winter time: UTC+1.
      [7, '2026-11-07T18:30:00.000Z'],
      [8, '2026-11-14T17:00:00.000Z'],
    ]);
    await uploadExpecting(200, w, xlsx, '', 'plan.xlsx', 'application/octet-stream');
    expect(await storedGames(w)).toBe(2);

    const csv = csvFile(
      [
        ['number', 'date', 'time', 'group', 'home', 'away'],
        ['20', '2026-11-21', '18:00', 'Süd', w.teams.luchse.name, w.teams.falken.name],
      ],
      ',',
    );
    const second = await uploadExpecting(200, w, csv);
    expect(second.body.data).toMatchObject({ clean: true, imported: 1 });
  });

  it('answers a missing column in the preview and a 422 for the import', async () => {
    const w = await buildImportWorld();
    const rows = cleanRows(w).map((r) => [r[0]!, r[1]!, r[3]!, r[4]!, r[5]!]);
    const res = await uploadExpecting(200, w, csvFile(rows), '?dryRun=true');
    expect(res.body.data).toMatchObject({ clean: false, missing_columns: ['time'], rows: [] });
    const refused = await uploadExpecting(422, w, csvFile(rows));
    expect(refused.body.error.details[0].missing_columns).toEqual(['time']);
    expect(await storedGames(w)).toBe(0);
  });

  it('answers 413 for a too large file, 415 for another type and 400 for an unreadable or missing file', async () => {
    const w = await buildImportWorld();
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 'a');
    expect((await upload(w, big, '?dryRun=true')).status).toBe(413);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const wrongType = await uploadExpecting(415, w, png, '?dryRun=true', 'bild.png', 'image/png');
    expect(wrongType.body.error.code).toBe('UnsupportedMediaType');
    const notXlsx = await uploadExpecting(
      400,
      w,
      Buffer.from('Nummer;Datum'),
      '?dryRun=true',
      'plan.xlsx',
      'application/octet-stream',
    );
    expect(notXlsx.body.error.code).toBe('ImportFileUnreadable');
    const brokenZip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(100, 1)]);
    expect((await upload(w, brokenZip, '?dryRun=true', 'plan.xlsx')).body.error.code).toBe('ImportFileUnreadable');
    const binaryCsv = await uploadExpecting(400, w, Buffer.from([0x4e, 0x00, 0x72]), '?dryRun=true');
    expect(binaryCsv.body.error.code).toBe('ImportFileUnreadable');
    const agent = await signIn(t, w.admin.email, ADMIN_PASSWORD);
    const none = await agent.post(url(w, '?dryRun=true')).field('other', 'x').expect(400);
    expect(none.body.error.code).toBe('ValidationFailed');
    expect(await storedGames(w)).toBe(0);
  });

  it("lets the league's representative import and refuses another league's", async () => {
    const w = await buildImportWorld();
    const other = await buildImportWorld();
    const rep = await signIn(t, w.leagueRep.email, ADMIN_PASSWORD);
    await rep
      .post(url(w, '?dryRun=true'))
      .attach('file', csvFile(cleanRows(w)), { filename: 'plan.csv', contentType: 'text/csv' })
      .expect(200);
    const refused = await rep
      .post(url(other, '?dryRun=true'))
      .attach('file', csvFile(cleanRows(other)), { filename: 'plan.csv', contentType: 'text/csv' })
      .expect(403);
    expect(refused.body.error.code).toBe('UnauthorizedAction');
    await rep.get(`/api/competitions/${other.league.id}/games/import/template?format=csv`).expect(403);
    await rep.post('/api/competitions/2147483647/games/import?dryRun=true').expect(404);
  });
});

/**
 * The most the server's memory (heap and buffers; supertest runs the app in this process) grew above where it stood
 * before the request, sampled while the request runs and once after it.
 */
async function memoryGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const before = used();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, used())), 5);
  try {
    const result = await work();
    peak = Math.max(peak, used());
    return { result, growthMb: (peak - before) / (1024 * 1024) };
  } finally {
    clearInterval(timer);
  }
}

describe('files that unpack to far more than a schedule (the server runs in 256 MB, decision 011)', () => {
  const XLSX = ['plan.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

  /** Posts the file, expects 413 with the code, and the server's memory to have stayed well under 64 MB above. */
  async function refused(w: ImportWorld, file: Buffer, code: string, name: string = XLSX[0], type: string = XLSX[1]) {
    // exceljs loads with the first XLSX read (tens of megabytes of code, once): not the request's growth.
    await uploadExpecting(200, w, await xlsxFile([IMPORT_HEADER]), '?dryRun=true', ...XLSX);
    const { result, growthMb } = await memoryGrowthDuring(() => upload(w, file, '?dryRun=true', name, type));
    expect([result.status, result.body.error?.code]).toEqual([413, code]);
    expect(growthMb).toBeLessThan(64);
    // And the server answers the next file as usual.
    await uploadExpecting(200, w, csvFile([IMPORT_HEADER]), '?dryRun=true');
  }

  it('refuses an XLSX whose sheet is one 300 MB string (a 300 KB file) before unpacking it', async () => {
    const w = await buildImportWorld();
    const bomb = await xlsxWithSheet(oneHugeString(300));
    expect(bomb.length).toBeLessThan(GAME_IMPORT_MAX_BYTES);
    await refused(w, bomb, 'ImportFileTooLarge');
  });

  it('refuses the same string when the file declares it small, while unpacking, before the parser sees it', async () => {
    const w = await buildImportWorld();
    await refused(w, await xlsxWithSheet(oneHugeString(300), { lieAboutSize: true }), 'ImportFileTooLarge');
    // Within the unpacked limit, one cell of 1 MB is still too long for the XML reader.
    await refused(w, await xlsxWithSheet(oneHugeString(1)), 'ImportFileTooLarge');
  });

  it('refuses an XLSX of five million identical rows', async () => {
    const w = await buildImportWorld();
    const bomb = await xlsxWithSheet(manyRows(5_000_000, false));
    expect(bomb.length).toBeLessThan(GAME_IMPORT_MAX_BYTES);
    await refused(w, bomb, 'ImportFileTooLarge');
    await refused(w, await xlsxWithSheet(manyRows(5_000_000, false), { lieAboutSize: true }), 'ImportFileTooLarge');
  });

  it('stops reading an XLSX at the row after the last allowed one', async () => {
    const w = await buildImportWorld();
    // About 6 MB of sheet, inside the unpacked limit: only the row cap stops it.
    await refused(w, await xlsxWithSheet(manyRows(150_000, true)), 'ImportTooManyRows');
    // The cap itself: a header and 5,000 rows are read, one more is refused.
    const full = await uploadExpecting(
      200,
      w,
      await xlsxWithSheet(manyRows(GAME_IMPORT_MAX_ROWS + 1, true)),
      '?dryRun=true',
      ...XLSX,
    );
    expect(full.body.data.missing_columns.length).toBeGreaterThan(0);
    await refused(w, await xlsxWithSheet(manyRows(GAME_IMPORT_MAX_ROWS + 2, true)), 'ImportTooManyRows');
  });

  it('reads a 5,000-game XLSX as Excel writes it', async () => {
    const w = await buildImportWorld();
    const rows: (string | number)[][] = [IMPORT_HEADER];
    for (let n = 1; n <= GAME_IMPORT_MAX_ROWS; n++)
      rows.push([n, '12.09.2026', '18:00', 'Nord', w.teams.adler.name, w.teams.baeren.name, `Sportzentrum Süd Platz ${n % 40}`]);
    const res = await uploadExpecting(200, w, await xlsxFile(rows), '?dryRun=true', ...XLSX);
    expect(res.body.data.rows).toHaveLength(GAME_IMPORT_MAX_ROWS);
  });

  it('stops reading a CSV at the row cap and refuses a cell longer than any schedule needs', async () => {
    const w = await buildImportWorld();
    const row = ['1', '12.09.2026', '18:00', 'Nord', 'A', 'B', ''];
    await refused(
      w,
      csvFile([IMPORT_HEADER, ...Array.from({ length: GAME_IMPORT_MAX_ROWS + 1 }, () => row)]),
      'ImportTooManyRows',
      'plan.csv',
      'text/csv',
    );
    await refused(
      w,
      csvFile([IMPORT_HEADER, [...row.slice(0, 6), 'x'.repeat(1024 * 1024)]]),
      'ImportFileTooLarge',
      'plan.csv',
      'text/csv',
    );
  });
});

describe('GET /api/competitions/{id}/games/import/template', () => {
  it.each(['csv', 'xlsx'] as const)('answers a %s template that previews clean', async (format) => {
    const w = await buildImportWorld();
    const agent = await signIn(t, w.admin.email, ADMIN_PASSWORD);
    const res = await agent
      .get(`/api/competitions/${w.league.id}/games/import/template?format=${format}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-disposition']).toContain(`spielplan-vorlage.${format}`);
    const preview = await uploadExpecting(
      200,
      w,
      res.body as Buffer,
      '?dryRun=true',
      `vorlage.${format}`,
      'application/octet-stream',
    );
    expect(preview.body.data).toMatchObject({ clean: true, missing_columns: [] });
    expect(preview.body.data.rows).toHaveLength(2);
  });

  it('neutralizes a group name that starts like a formula in the CSV, and reads it back', async () => {
    const w = await buildImportWorld();
    const formula = '=HYPERLINK("http://attacker.example","Nord")';
    await t.prisma.group.update({ where: { id: w.groupA.id }, data: { name: formula } });
    const agent = await signIn(t, w.admin.email, ADMIN_PASSWORD);
    const res = await agent.get(`/api/competitions/${w.league.id}/games/import/template?format=csv`).expect(200);
    const cells = res.text.split('\r\n')[1]!.split(';');
    expect(cells[3]).toBe(`"'${formula.replace(/"/g, '""')}"`);
    expect(res.text).not.toMatch(/[;\n]=HYPERLINK/);
    const preview = await uploadExpecting(200, w, Buffer.from(res.text, 'utf8'), '?dryRun=true', 'vorlage.csv', 'text/csv');
    expect(preview.body.data).toMatchObject({ clean: true, missing_columns: [] });
  });
});
