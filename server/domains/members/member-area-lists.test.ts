// The filter boxes count under every criterion they do not replace, and the exports come
// out in the list's order and say what the e-mail CSV left out.
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { buildMember, signIn } from '../../../test/factories';

let w: AdminWorld;
let admin: Awaited<ReturnType<typeof signIn>>;

const t = useTestApp();
beforeAll(async () => {
  w = await buildAdminWorld(t);
  admin = await signIn(t, w.assocAdmin.email!);
});

const rql = (text: string) => `rql=${encodeURIComponent(text)}`;
const counts = (res: { body: { data: Record<string, { value: string; count: number }[]> } }, box: string) =>
  Object.fromEntries(res.body.data[box]!.map((o) => [o.value, o.count]));
/** The last names of a CSV's rows (first column after the header is the first name, then the last name). */
const lastnames = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(';')[1]);

describe('GET /api/persons/filters under criteria the box does not replace', () => {
  it('counts the team box under "without team", "is not" and birthdate criteria, as a click on the option would list', async () => {
    // "Ohne Mannschaft" (the dashboard's badge): nobody without a team is in a team, so no team option may promise any.
    const without = await admin.get(`/api/persons/filters?${rql('eq(team,null)')}`).expect(200);
    expect(without.body.data.team).toEqual([]);
    // "ist nicht A1 Herren": the team box must not offer A1 Herren with a count.
    const not = await admin.get(`/api/persons/filters?${rql(`ne(team,${w.teamA1.id})`)}`).expect(200);
    expect(counts(not, 'team')[String(w.teamA1.id)]).toBeUndefined();
    // A birthdate criterion narrows every box, the gender box too.
    const born = await admin.get(`/api/persons/filters?${rql('lt(birthdate,1995-01-01)')}`).expect(200);
    expect(counts(born, 'gender')).toEqual({ male: 1, female: 1 });
    expect(counts(born, 'team')).toEqual({ [String(w.teamA1.id)]: 1 });
    // Every count is what the list then shows.
    for (const [criteria, res] of [
      [`ne(team,${w.teamA1.id})`, not],
      ['lt(birthdate,1995-01-01)', born],
    ] as const) {
      for (const o of res.body.data.club as { value: string; count: number }[]) {
        const listed = await admin.get(`/api/persons?${rql(`and(${criteria},eq(club,${o.value}))`)}`).expect(200);
        expect(listed.body.meta.total_results).toBe(o.count);
      }
    }
    // An option the box itself chose still leaves the box's other options visible.
    const chosen = await admin.get(`/api/persons/filters?${rql(`eq(club,${w.clubA1.id})`)}`).expect(200);
    expect(Object.keys(counts(chosen, 'club')).sort()).toEqual([String(w.clubA1.id), String(w.clubA2.id)].sort());
  });
});

describe('exports in the list order', () => {
  it('writes the member e-mail CSV in order_by, both directions, and says how many had no address', async () => {
    await t.prisma.person.update({ where: { id: w.a1Youth.person.id }, data: { email: null } });
    const desc = await admin.get('/api/persons?format=emails-csv&order_by=persons.lastname&order_by_desc=1').expect(200);
    expect(lastnames(desc.text)).toEqual(['Dorn', 'Brandt', 'Aalberg']);
    expect(desc.headers['x-skipped-without-email']).toBe('1');
    const late = await buildMember({ clubId: w.clubA2.id, sportId: w.sport.id, lastname: 'Abendroth', firstname: 'Ute' });
    const asc = await admin.get('/api/persons?format=emails-csv').expect(200);
    expect(lastnames(asc.text)).toEqual(['Aalberg', 'Abendroth', 'Brandt', 'Dorn']);
    const created = await admin.get('/api/persons?format=emails-csv&order_by=persons.created_at&order_by_desc=true').expect(200);
    expect(lastnames(created.text)[0]).toBe('Abendroth');
    await t.prisma.person.delete({ where: { id: late.person.id } });
    await t.prisma.person.update({ where: { id: w.a1Youth.person.id }, data: { email: w.a1Youth.person.email } });
  });

  it('writes the referee exports in the list order (last name), whatever the ids', async () => {
    const zorn = await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, lastname: 'Zorn', firstname: 'Zita' });
    const adler = await buildMember({ clubId: w.clubA1.id, sportId: w.sport.id, lastname: 'Adler', firstname: 'Ada' });
    for (const p of [zorn, adler]) {
      await t.prisma.personLicense.create({
        data: { personId: p.person.id, licenseId: w.refLicense.id, level: 1, validFrom: new Date('2020-01-01') },
      });
    }
    const list = await admin.get('/api/referees').expect(200);
    expect(list.body.data.map((r: { lastname: string }) => r.lastname)).toEqual(['Adler', 'Zorn']);
    const csv = await admin.get('/api/referees?format=csv').expect(200);
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1);
    expect(rows.map((r) => r.split(';')[0])).toEqual(['Adler', 'Zorn']);
    const emails = await admin.get('/api/referees?format=emails-csv&order_by_desc=1').expect(200);
    expect(lastnames(emails.text)).toEqual(['Zorn', 'Adler']);
    expect(emails.headers['x-skipped-without-email']).toBe('0');
  });
});
