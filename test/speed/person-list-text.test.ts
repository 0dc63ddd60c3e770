// The member list's page written by PostgreSQL (listPersonsText, server/domains/members/person-list.sql.ts) is what
// presentListItem makes of the same rows, byte for byte: every include, roles of every kind, alumni, teams or none,
// national teams, pictures shown or hidden, names that need escaping, pages read forwards and backwards.
import { useTestApp } from '../app';
import { buildMember, buildMembership, buildTeam, grantRole, unique } from '../factories';
import { buildScopeWorld, type ScopeWorld } from '../factories-scope';
import { presentListItem } from '../../server/domains/members/person-presenter';
import { loadAccess } from '../../server/domains/access/access';
import { listPersons, listPersonsText } from '../../server/domains/members/person-list.sql';
import { pagingOf } from '../../server/domains/members/person-search.sql';
import { parseRqlTerms } from '../../server/domains/members/rql.sql';

const t = useTestApp();
let w: ScopeWorld;

beforeAll(async () => {
  w = await buildScopeWorld(t);
  const club = w.x.club.id;
  const sportId = w.sport.id;
  const team = await buildTeam({ clubId: club, sportId, name: `Team "Süd"\\${unique()}` });
  const names = ['Zoë "Zed"', 'Ölaf\n<b>', 'Anna 🦡', "O'Brien", 'Müller'];
  for (const [i, lastname] of names.entries()) {
    const { person } = await buildMember({
      clubId: club,
      sportId,
      teamId: i % 2 ? team.id : null,
      jerseyNumber: i % 3 ? `${i}7` : null,
      isAlumni: i === 1,
      lastname,
      firstname: `Vor${i}`,
    });
    if (i === 2) await buildMembership({ personId: person.id, clubId: club, sportId, isAlumni: true });
    if (i === 3) {
      await grantRole(person.id, 'club-leader', { clubId: club });
      await grantRole(person.id, 'association-leader', { associationId: w.x.association.id });
      await grantRole(person.id, 'customer', { associationId: w.x.association.id });
    }
    if (i === 4) await t.prisma.person.update({ where: { id: person.id }, data: { avatarHidden: true } });
  }
});

async function both(query: { rql?: string; q?: string; page?: number; page_size?: number; include: Set<string> }, desc = false) {
  const access = await loadAccess(w.x.admin.person.id);
  const search = { permission: 'persons.list' as const, terms: parseRqlTerms(query.rql), q: query.q };
  const order = { order_by: 'persons.lastname' as const, order_by_desc: desc };
  const paging = pagingOf({ page: query.page ?? 0, page_size: query.page_size ?? 30 });
  const rows = await listPersons(access, search, order, paging, query.include);
  const text = await listPersonsText(access, search, order, paging, query.include);
  return { expected: JSON.stringify(rows.rows.map((row) => presentListItem(row, query.include))), text, total: rows.total };
}

describe('the member list page written by PostgreSQL', () => {
  const all = new Set(['tags', 'aclLabels']);

  it('is what presentListItem writes, with and without includes', async () => {
    for (const include of [all, new Set<string>(), new Set(['tags'])]) {
      const { expected, text, total } = await both({ rql: `eq(club,${w.x.club.id})`, include });
      expect(text.data).toBe(expected);
      expect(text.total).toBe(total);
      expect(JSON.parse(text.data)).toHaveLength(6);
    }
  });

  it('is the same for later pages read forwards and backwards, a quick search and an empty page', async () => {
    const rql = `eq(club,${w.x.club.id})`;
    // Pages of 2 and of 4 (the last one half full, read from the end as a whole page and cut), forwards and backwards.
    for (const [page, size, desc] of [
      [1, 2, false],
      [2, 2, true],
      [3, 2, false],
      [9, 2, false],
      [1, 4, false],
      [1, 4, true],
    ] as const) {
      const { expected, text, total } = await both({ rql, page, page_size: size, include: all }, desc);
      expect({ page, size, desc, data: text.data }).toEqual({ page, size, desc, data: expected });
      expect(text.total).toBe(total);
      if (size === 4) expect(JSON.parse(text.data)).toHaveLength(2);
    }
    const search = await both({ q: 'Vor3', include: all });
    expect(search.text.data).toBe(search.expected);
    expect(JSON.parse(search.text.data)[0].aclLabels.map((l: { label: string }) => l.label)).toEqual([
      'clubRepresentative',
      'associationAdmin',
      'customer',
    ]);
  });

  it('is sent as the answer, with the envelope of the contract', async () => {
    const res = await w.x.admin.agent
      .get('/api/persons')
      .query({ rql: `eq(club,${w.x.club.id})`, include: 'tags,aclLabels', page_size: '3', page: '1' })
      .expect(200)
      .expect('content-type', 'application/json; charset=utf-8');
    const { expected } = await both({ rql: `eq(club,${w.x.club.id})`, page: 1, page_size: 3, include: all });
    expect(res.text.startsWith(`{"data":${expected},"meta":{`)).toBe(true);
    expect(res.body.meta).toMatchObject({ page: 1, page_size: 3, total_results: 6, max_page: 1 });
  });
});
