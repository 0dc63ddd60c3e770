// Referees list and details, the dashboard, and the streamed exports read back with a second reader.
import { parseString } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { buildMember, signIn } from '../../../test/factories';
import { neutralizeCsvField } from '../../platform/exports';
import { exportTexts } from '../../platform/export-texts';

const KEY_OF_HEADING = new Map(Object.entries(exportTexts('de').columns).map(([key, heading]) => [heading, key]));

let w: AdminWorld;
let admin: Awaited<ReturnType<typeof signIn>>;
let club: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
let referee: Awaited<ReturnType<typeof buildMember>>;

const t = useTestApp();
beforeAll(async () => {
  w = await buildAdminWorld(t);
  admin = await signIn(t, w.assocAdmin.email!);
  club = await signIn(t, w.clubRep.email!);
  customer = await signIn(t, w.customer.email!);
  member = await signIn(t, w.member.email!);
  referee = await buildMember({
    clubId: w.clubA2.id,
    sportId: w.sport.id,
    firstname: 'Jürgen',
    lastname: 'Schäfer',
    gender: 'male',
    email: 'ref@example.org',
  });
  await t.prisma.person.update({
    where: { id: referee.person.id },
    data: { phoneNumber: '+49 30 1234567', city: '=HYPERLINK("http://evil.example","x")' },
  });
  await t.prisma.personLicense.create({
    data: {
      personId: referee.person.id,
      licenseId: w.refLicense.id,
      level: 2,
      validFrom: new Date('2024-01-01'),
      validTo: new Date('2099-12-31'),
    },
  });
  // A referee of association B must never show for A.
  await t.prisma.personLicense.create({
    data: { personId: w.b1Member.person.id, licenseId: w.refLicenseB.id, level: 1, validFrom: new Date('2024-01-01') },
  });
});

/** supertest parser that keeps the body as a Buffer (xlsx and csv downloads). */
function binary(res: unknown, callback: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function csvRows(res: Response): Promise<Record<string, string>[]> {
  const text = (res.body as Buffer).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return new Promise((resolve, reject) => {
    const rows: Record<string, string>[] = [];
    parseString(text.slice(1), { headers: true, delimiter: ';' })
      .on('data', (r: Record<string, string>) => rows.push(r))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

async function xlsxRows(res: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0]!;
  // Headings are in the reader's language (German for the test users): back to the column keys.
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map((h) => KEY_OF_HEADING.get(String(h)) ?? String(h));
  const rows: Record<string, ExcelJS.CellValue>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value])));
  });
  return { sheet, rows };
}

describe('GET /api/referees', () => {
  it('lists referees of the association with licence badges; 401 / 403', async () => {
    await t.request().get('/api/referees').expect(401);
    await member.get('/api/referees').expect(403);
    await club.get('/api/referees').expect(403);
    const res = await admin.get('/api/referees?include=refereeLicenses').expect(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: referee.person.id,
        lastname: 'Schäfer',
        clubs: [{ id: w.clubA2.id, name: 'Club A2' }],
        refereeLicenses: [
          expect.objectContaining({
            id: w.refLicense.id,
            level: 2,
            start_date: '2024-01-01',
            end_date: '2099-12-31',
            is_valid: true,
          }),
        ],
      }),
    ]);
    expect(res.body.meta).toMatchObject({ page: 0, total_results: 1 });
    expect((await admin.get('/api/referees?q=nobody').expect(200)).body.data).toEqual([]);
  });

  it('shows details with the licences still to assign (no relation_id); 403 outside the association', async () => {
    const res = await admin.get(`/api/referees/${referee.person.id}`).expect(200);
    expect(res.body.data.refereeLicenses).toEqual([
      expect.objectContaining({ id: w.refLicense.id, relation_id: expect.any(Number) }),
    ]);
    await admin.get(`/api/referees/${w.b1Member.person.id}`).expect(403);
    await admin.get('/api/referees/99999999').expect(404);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts members, alumni, referees, without team, per sport by gender and age category', async () => {
    await t.request().get('/api/admin/dashboard').expect(401);
    await member.get('/api/admin/dashboard').expect(403);
    const res = await admin.get('/api/admin/dashboard').expect(200);
    expect(res.body.data.counts).toEqual({ members: 5, alumni: 1, referees: 1, without_team: 4 });
    const [sport] = res.body.data.sports;
    expect(sport).toMatchObject({ id: w.sport.id, total: 4 });
    expect(sport.counts).toContainEqual({ gender: 'female', category: 'U12', count: 1 });
    expect(sport.counts).toContainEqual({ gender: 'male', category: 'masters', count: 1 });
    expect(res.body.data.license_usage).toBeNull();
    expect(res.body.data.international_teams).toEqual([expect.objectContaining({ id: w.nationalA.id, players_count: 0 })]);
    const clubView = await club.get('/api/admin/dashboard').expect(200);
    expect(clubView.body.data.counts).toEqual({ members: 3, alumni: 1, referees: null, without_team: 2 });
  });

  it('shows customers the licence usage card', async () => {
    const res = await customer.get('/api/admin/dashboard').expect(200);
    expect(res.body.data.license_usage).toEqual([
      expect.objectContaining({
        association: { id: w.assocA.id, name: 'Verband A' },
        current_players: 4,
        peak_players: { count: 4, date: expect.any(String) },
        peak_referees: { count: 1, date: expect.any(String) },
        sports_per_member: [{ sports: 1, members: 4 }],
      }),
    ]);
  });
});

describe('exports', () => {
  it('streams the member e-mails as CSV, in scope and with umlauts', async () => {
    await club.get('/api/persons?format=emails-csv&page_size=0').expect(200);
    await member.get('/api/persons?format=emails-csv').expect(403);
    const res = await admin.get('/api/persons?format=emails-csv&page_size=0').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mitglieder-emails-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await csvRows(res);
    expect(rows.map((r) => r.email).sort()).toEqual(
      [w.a1Player, w.a1Alumni, w.a1Youth, w.a2Member]
        .map((m) => m.person.email)
        .concat('ref@example.org')
        .sort(),
    );
    expect(rows).toContainEqual({ firstname: 'Jürgen', lastname: 'Schäfer', email: 'ref@example.org' });
  });

  it('applies the list filters and the club scope to the full XLSX, with contact data as typed cells', async () => {
    const res = await admin
      .get(`/api/persons?format=full-xlsx&page_size=0&rql=${encodeURIComponent('eq(gender,male)')}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { rows } = await xlsxRows(res);
    expect(rows.map((r) => r.lastname).sort()).toEqual(['Aalberg', 'Dorn', 'Schäfer']);
    const ref = rows.find((r) => r.lastname === 'Schäfer')!;
    expect(ref.phone_number).toBe('+49 30 1234567');
    // A formula-looking text stays a plain string cell.
    expect(ref.city).toBe('=HYPERLINK("http://evil.example","x")');
    expect(ref.birthdate).toBeInstanceOf(Date);
    expect(ref.memberships).toBe('Club A2 (lacrosse)');

    const clubRes = await club.get('/api/persons?format=full-xlsx').buffer(true).parse(binary).expect(200);
    expect((await xlsxRows(clubRes)).rows.map((r) => r.lastname).sort()).toEqual(['Aalberg', 'Brandt', 'Cramer']);
    await admin.get('/api/persons?format=pdf').expect(400);
  });

  it('writes the day of registration in the association’s zone: 23:30 UTC in winter is the next day in Berlin', async () => {
    await t.prisma.person.update({ where: { id: referee.person.id }, data: { createdAt: new Date('2026-01-14T23:30:00Z') } });
    const res = await admin
      .get(`/api/persons?format=full-xlsx&page_size=0&rql=${encodeURIComponent('eq(gender,male)')}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const { rows } = await xlsxRows(res);
    // A date cell shown as dd.mm.yyyy: Excel shows the day of its serial, read back here as that day's UTC midnight.
    expect(rows.find((r) => r.lastname === 'Schäfer')?.created_at).toEqual(new Date('2026-01-15T00:00:00Z'));
  });

  it('exports referees as csv, emails-csv and full-xlsx; neutralises formulas in CSV', async () => {
    await club.get('/api/referees?format=csv').expect(403);
    const csv = await admin.get('/api/referees?format=csv').buffer(true).parse(binary).expect(200);
    expect(await csvRows(csv)).toEqual([
      {
        lastname: 'Schäfer',
        firstname: 'Jürgen',
        clubs: 'Club A2',
        license: 'Schiedsrichterlizenz',
        level: '2',
        level_caption: 'Stufe 2',
        start_date: '2024-01-01',
        end_date: '2099-12-31',
        email: 'ref@example.org',
      },
    ]);
    const emails = await admin.get('/api/referees?format=emails-csv').buffer(true).parse(binary).expect(200);
    expect(await csvRows(emails)).toEqual([{ firstname: 'Jürgen', lastname: 'Schäfer', email: 'ref@example.org' }]);
    const xlsx = await admin.get('/api/referees?format=full-xlsx').buffer(true).parse(binary).expect(200);
    const { rows } = await xlsxRows(xlsx);
    expect(rows).toEqual([
      expect.objectContaining({
        lastname: 'Schäfer',
        level: 2,
        phone_number: '+49 30 1234567',
        city: '=HYPERLINK("http://evil.example","x")',
      }),
    ]);
  });

  it('exports only referees with a valid licence when the list shows only those (valid=1)', async () => {
    const expired = await buildMember({
      clubId: w.clubA1.id,
      sportId: w.sport.id,
      lastname: 'Abgelaufen',
      email: 'old-ref@example.org',
    });
    await t.prisma.personLicense.create({
      data: {
        personId: expired.person.id,
        licenseId: w.refLicense.id,
        level: 1,
        validFrom: new Date('2020-01-01'),
        validTo: new Date('2021-12-31'),
      },
    });
    try {
      const all = await admin.get('/api/referees?format=csv').buffer(true).parse(binary).expect(200);
      expect((await csvRows(all)).map((r) => r.lastname).sort()).toEqual(['Abgelaufen', 'Schäfer']);
      const valid = await admin.get('/api/referees?format=csv&valid=1').buffer(true).parse(binary).expect(200);
      expect((await csvRows(valid)).map((r) => r.lastname)).toEqual(['Schäfer']);
      const list = await admin.get('/api/referees?valid=1').expect(200);
      expect(list.body.data.map((r: { lastname: string }) => r.lastname)).toEqual(['Schäfer']);
    } finally {
      await t.prisma.personLicense.deleteMany({ where: { personId: expired.person.id } });
    }
  });

  it("writes XLSX headings, sheet name, gender and yes/no in the reader's language; CSV keeps field names", async () => {
    await t.prisma.person.update({ where: { id: w.assocAdmin.id }, data: { preferredLanguage: 'fr' } });
    try {
      const xlsx = await admin.get('/api/persons?format=full-xlsx').buffer(true).parse(binary).expect(200);
      const { sheet } = await xlsxRows(xlsx);
      expect(sheet.name).toBe('Membres');
      const headings = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(headings.slice(0, 5)).toEqual(['ID', 'Nom', 'Prénom', 'Sexe', 'Date de naissance']);
      const aalberg = (sheet.getColumn(2).values as unknown[]).indexOf('Aalberg');
      const row = sheet.getRow(aalberg).values as unknown[];
      expect(row[4]).toBe('Masculin');
      expect(row[headings.indexOf('Alumni') + 1]).toBe('non');
      const csv = await admin.get('/api/referees?format=csv').buffer(true).parse(binary).expect(200);
      expect(Object.keys((await csvRows(csv))[0]!)).toContain('lastname');
    } finally {
      await t.prisma.person.update({ where: { id: w.assocAdmin.id }, data: { preferredLanguage: 'de' } });
    }
  });

  it('neutralises CSV fields as OWASP advises, yet keeps phone numbers readable', () => {
    expect(neutralizeCsvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(neutralizeCsvField('@cmd')).toBe("'@cmd");
    expect(neutralizeCsvField('\tx')).toBe("'\tx");
    expect(neutralizeCsvField('-2+3+cmd|x')).toBe("'-2+3+cmd|x");
    expect(neutralizeCsvField('+49 151 5550175')).toBe('+49 151 5550175');
    expect(neutralizeCsvField('-12')).toBe('-12');
    // Arithmetic a spreadsheet would compute (+49-30-123 = -104) is prefixed, so the value reads as written.
    expect(neutralizeCsvField('+49-30-123')).toBe("'+49-30-123");
    expect(neutralizeCsvField('+1-1')).toBe("'+1-1");
    expect(neutralizeCsvField('Müller')).toBe('Müller');
  });
});
