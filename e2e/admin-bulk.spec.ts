// Selection and bulk actions in the member list (docs/decisions/057-bulk-actions.md): an association admin selects
// all members a search matches, tags them and undoes it; a club representative's bulk tag stops at the club and the
// page says how many were skipped outside their rights.
import type { Page } from '@playwright/test';
import {
  adminAssociationId,
  createMember,
  expect,
  FIXTURE_CLUB,
  grantRole,
  idOf,
  queryE2eDatabase,
  test,
  unique,
} from './fixtures';

/** A tag of the demo admin's association, of the test's own. */
async function newTag(): Promise<{ id: number; name: string }> {
  const name = `Bulk-${unique()}`;
  const [row] = await queryE2eDatabase<{ id: number }>('INSERT INTO tags (association_id, name) VALUES ($1, $2) RETURNING id', [
    await adminAssociationId(),
    name,
  ]);
  return { id: row!.id, name };
}

const taggedCount = async (tagId: number) =>
  Number((await queryE2eDatabase<{ n: string }>('SELECT count(*) AS n FROM person_tags WHERE tag_id = $1', [tagId]))[0]!.n);

async function tagAllMatching(page: Page, token: string, count: number, tag: string) {
  await page.goto(`/admin/member?q=${token}`);
  await expect(page.getByTestId('member-count')).toHaveText(new RegExp(`^${count} Mitglied`));
  await expect(page.getByTestId('member-row')).toHaveCount(count);
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('selected-count')).toHaveText(`${count} ausgewählt`);
  await page.getByRole('combobox', { name: 'Tag wählen' }).click();
  await page.getByRole('option', { name: tag }).click();
  await page.getByRole('button', { name: 'Tag zuordnen' }).click();
}

test('an association admin tags all members matching a search, then undoes it', async ({ adminPage: page, adminApi }) => {
  const token = `Sammel${unique()}`;
  for (const i of [1, 2, 3]) await createMember({ club: FIXTURE_CLUB, lastname: `${token}-${i}` }, adminApi);
  const tag = await newTag();
  await tagAllMatching(page, token, 3, tag.name);
  await expect(page.getByTestId('bulk-done')).toHaveText('3 Mitglieder geändert');
  await expect(page.getByTestId('bulk-skipped-rights')).toHaveCount(0);
  await expect.poll(() => taggedCount(tag.id)).toBe(3);
  // The rows show the new tag once the list is read again.
  await expect(page.getByTestId('member-row').filter({ hasText: tag.name })).toHaveCount(3);

  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByTestId('bulk-done')).toHaveText('3 Änderungen rückgängig gemacht');
  await expect.poll(() => taggedCount(tag.id)).toBe(0);
  const history = await queryE2eDatabase<{ action: string }>(
    "SELECT action FROM audit_entries WHERE entity = 'tag' AND entity_id = $1 ORDER BY id",
    [tag.id],
  );
  expect(history.map((h) => h.action)).toEqual([...Array(3).fill('tag.assigned'), ...Array(3).fill('tag.removed')]);
});

test("a club representative's bulk tag stops at the club and counts the skipped", async ({ signedInAs, page, adminApi }) => {
  const token = `Verein${unique()}`;
  const clubId = await idOf('clubs', FIXTURE_CLUB);
  const [other] = await queryE2eDatabase<{ team_id: number; club: string }>(
    `SELECT t.id AS team_id, c.name AS club FROM teams t JOIN clubs c ON c.id = t.club_id
      WHERE c.id <> $1 AND c.association_id = (SELECT association_id FROM clubs WHERE id = $1) ORDER BY t.id LIMIT 1`,
    [clubId],
  );
  expect(other, 'a team of another club of the association').toBeDefined();
  const inClub = await createMember({ club: FIXTURE_CLUB, lastname: `${token}-A` }, adminApi);
  const elsewhere = await createMember({ club: other!.club, lastname: `${token}-B` }, adminApi);
  await queryE2eDatabase('UPDATE memberships SET team_id = $1 WHERE person_id = $2', [other!.team_id, elsewhere.id]);
  const tag = await newTag();

  // The club's representative also manages the other club's team: the list shows its member, edits reach the club.
  const rep = await signedInAs({ role: 'club-leader', clubId });
  await grantRole(rep.id, 'team-leader', { teamId: other!.team_id });
  await tagAllMatching(page, token, 2, tag.name);
  await expect(page.getByTestId('bulk-done')).toHaveText('1 Mitglied geändert');
  await expect(page.getByTestId('bulk-skipped-rights')).toHaveText('1 außerhalb deiner Rechte übersprungen');
  const tagged = await queryE2eDatabase<{ person_id: number }>('SELECT person_id FROM person_tags WHERE tag_id = $1', [tag.id]);
  expect(tagged.map((r) => r.person_id)).toEqual([inClub.id]);
});

test('several rights of a member revoked at once', async ({ adminPage: page, adminApi }) => {
  const member = await createMember({ club: FIXTURE_CLUB, lastname: `Rechte-${unique()}` }, adminApi);
  const teams = await queryE2eDatabase<{ id: number }>('SELECT id FROM teams WHERE club_id = $1 ORDER BY id LIMIT 2', [
    await idOf('clubs', FIXTURE_CLUB),
  ]);
  expect(teams).toHaveLength(2);
  for (const team of teams) {
    await queryE2eDatabase("INSERT INTO acl_rules (person_id, role, team_id, revocable) VALUES ($1, 'team-leader', $2, true)", [
      member.id,
      team.id,
    ]);
  }
  await page.goto(`/admin/members/${member.id}`);
  const roles = page.getByTestId('roles-card');
  await roles.getByRole('switch').click();
  const boxes = roles.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await roles.getByRole('button', { name: '2 gewählte Rechte entziehen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entziehen' }).click();
  await expect(page.getByText('Die gewählten Rechte wurden entzogen.')).toBeVisible();
  await expect
    .poll(async () => (await queryE2eDatabase('SELECT id FROM acl_rules WHERE person_id = $1', [member.id])).length)
    .toBe(0);
});
