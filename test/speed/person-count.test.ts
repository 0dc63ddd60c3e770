// The member list's exact count is kept per scope and filter with PostgreSQL's snapshot: a later page reuses it
// while nothing committed (one snapshot query instead of a count of the whole scope), and counts again after any
// change, so total_results is never stale and the statements per page stay constant with the page size. A combined
// first page (a quick search) is kept with its snapshot the same way (decision 054).
import { useTestApp } from '../app';
import { buildAssociation, buildClub, buildMember, buildSport } from '../factories';
import { buildStaff } from '../factories-processes';
import { isPersonCount, statementsOf, statementsWithKeptCount } from './statements';

const t = useTestApp();
const isSnapshot = (text: string) => text.includes('SELECT pg_current_snapshot()::text AS snapshot');
/** The page with the snapshot that checks the kept count, in one statement (listPersonsText). */
const isPageWithSnapshot = (text: string) => text.includes('(SELECT pg_current_snapshot()::text) AS snapshot');

describe('the member list count of a later page', () => {
  it('is reused while nothing committed and counted again after a change', async () => {
    const association = await buildAssociation();
    const club = await buildClub({ associationId: association.id });
    const sport = await buildSport(`lacrosse_count`);
    for (let i = 0; i < 7; i++) await buildMember({ clubId: club.id, sportId: sport.id });
    const admin = await buildStaff(t, 'association-leader', { associationId: association.id });
    const page = (size: number) => `/api/persons?page=1&page_size=${size}&order_by=persons.lastname`;

    // The first request also writes the session's expiry (once a minute), a committed change.
    await admin.agent.get(page(2)).expect(200);
    const first = await statementsOf(() => admin.agent.get(page(2)).expect(200));
    expect(first.result.body.meta.total_results).toBe(7);
    expect(first.texts.filter(isPersonCount)).toHaveLength(1);

    const reused = (size: number) => statementsWithKeptCount(() => admin.agent.get(page(size)).expect(200));
    const again = await reused(2);
    expect(again.result.body.meta.total_results).toBe(7);
    // The session with its rules, and the page that brings its snapshot along: no statement of its own checks it.
    expect(again.texts.filter(isSnapshot)).toHaveLength(0);
    expect(again.texts.filter(isPageWithSnapshot)).toHaveLength(1);
    expect(again.count).toBe(2);
    expect(again.result.body.data).toEqual(first.result.body.data);
    const larger = await reused(3);
    expect(larger.count).toBe(again.count);
    expect(larger.result.body.data).toHaveLength(3);

    // Any committed change (here a new member, through another connection) makes the next page count again.
    await buildMember({ clubId: club.id, sportId: sport.id });
    const changed = await statementsOf(() => admin.agent.get(page(2)).expect(200));
    expect(changed.result.body.meta.total_results).toBe(8);
    expect(changed.texts.filter(isPersonCount)).toHaveLength(1);
  });
});

describe('a quick search first page', () => {
  it('is kept with its total while nothing committed and read again after a change', async () => {
    const association = await buildAssociation();
    const club = await buildClub({ associationId: association.id });
    const sport = await buildSport(`lacrosse_kept_search`);
    for (const lastname of ['Keptsearch-Adler', 'Keptsearch-Berg', 'Keptsearch-Claus']) {
      await buildMember({ clubId: club.id, sportId: sport.id, lastname });
    }
    await buildMember({ clubId: club.id, sportId: sport.id, lastname: 'Otherwise' });
    const admin = await buildStaff(t, 'association-leader', { associationId: association.id });
    const search = '/api/persons?q=keptsearch&page=0&page_size=2&order_by=persons.lastname&include=aclLabels,tags';

    // The first request also writes the session's expiry (once a minute), a committed change.
    const first = await admin.agent.get(search).expect(200);
    expect(first.body.meta.total_results).toBe(3);
    expect(first.body.data.map((p: { lastname: string }) => p.lastname)).toEqual(['Keptsearch-Adler', 'Keptsearch-Berg']);

    // Asked again while nothing committed: the session with its rules and the snapshot query, no page statement.
    const again = await statementsWithKeptPage(() => admin.agent.get(search).expect(200));
    expect(again.texts.filter(isSnapshot)).toHaveLength(1);
    expect(again.count).toBe(2);
    expect(again.result.body).toEqual(first.body);

    // A committed change (a new match, through another connection) is in the very next answer.
    await buildMember({ clubId: club.id, sportId: sport.id, lastname: 'Keptsearch-Aaron' });
    const changed = await statementsOf(() => admin.agent.get(search).expect(200));
    expect(changed.texts.filter(isPageWithSnapshot)).toHaveLength(1);
    expect(changed.result.body.meta.total_results).toBe(4);
    expect(changed.result.body.data.map((p: { lastname: string }) => p.lastname)).toEqual([
      'Keptsearch-Aaron',
      'Keptsearch-Adler',
    ]);
  });
});

/**
 * The statements of a request that got its kept page: as statementsWithKeptCount, made until it ran while nothing
 * in the cluster committed since the page was kept (other test files commit at any time).
 */
async function statementsWithKeptPage<T>(fn: () => Promise<T>) {
  for (let i = 0; i < 20; i++) {
    const answer = await statementsOf(fn);
    if (!answer.texts.some(isPageWithSnapshot)) return answer;
  }
  throw new Error('the kept page was never reused');
}
