// The member list's exact count is kept per scope and filter with PostgreSQL's snapshot: a later page reuses it
// while nothing committed (one snapshot query instead of a count of the whole scope), and counts again after any
// change, so total_results is never stale and the statements per page stay constant with the page size.
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
