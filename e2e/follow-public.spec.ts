// A guest follows a team on its served statistics page without the app (decision 055, the follow island): "Gefolgt",
// the browser's list, the public "Meine Teams" page with the team's next game, and the follow kept after a reload.
import { expect, expectAxeClean, shoot, test } from './fixtures';

const FOLLOWS_KEY = 'portal.follows';

test('a guest follows a team on its public page without the app and finds it on "Meine Teams"', async ({
  page,
  adminApi,
  leagueWithGroup: l,
}) => {
  test.setTimeout(90_000);
  const [team, opponent] = l.teams as [{ id: number; name: string }, { id: number; name: string }];
  const kickoff = new Date(Date.now() + 3 * 86_400_000 + 2 * 3_600_000);
  const gameRes = await adminApi.post(`/api/competitions/${l.league.id}/games`, {
    data: {
      number: 6000 + Math.floor(Math.random() * 3000),
      kickoff_time: kickoff.toISOString(),
      group_id: l.group.id,
      home_team_id: team.id,
      away_team_id: opponent.id,
      location: 'e2e Folgen-Halle',
    },
  });
  expect(gameRes.status(), await gameRes.text()).toBe(201);

  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await page.goto(`/stats/leagues/${l.league.id}/teams/${team.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 });
  const follow = page.getByRole('button', { name: `${team.name} folgen` });
  await expect(follow).toHaveText('Folgen');
  await expect(page.getByTestId('follow-my-teams')).toBeHidden();
  // The team's own calendar feed beside it, in the page's language.
  await expect(page.getByRole('link', { name: `Team-Spielplan abonnieren: ${team.name}` })).toHaveAttribute(
    'href',
    new RegExp(`^webcal://[^/]+/api/calendar/teams/${team.id}\\.ics\\?lang=de$`),
  );
  await follow.click();
  const followed = page.getByRole('button', { name: `Gefolgt: ${team.name}` });
  await expect(followed).toHaveText('Gefolgt');
  await expect(followed).toHaveAttribute('aria-pressed', 'true');
  // The team's own follow (the league's button in the header has its links too, hidden while not followed).
  await expect(page.getByTestId('follow-notify').filter({ visible: true })).toHaveCount(1);
  expect(JSON.parse((await page.evaluate(`localStorage.getItem('${FOLLOWS_KEY}')`)) as string)).toEqual([
    { target: 'team', id: team.id, name: team.name },
  ]);
  // The follow needed no app: only boot.js, the islands and their follows store (a chunk shared with the app) ran.
  expect([...new Set(scripts.map((s) => s.replace(/-[\w-]+\.js$/, '.js')))].sort()).toEqual([
    '/assets/follows.js',
    '/assets/islands.js',
    '/boot.js',
  ]);
  await expectAxeClean(page, 'team page, followed');
  await shoot(page, 'follow-public', 'team-followed');

  // The guest's "Meine Teams": the team with its next game and countdown, still without the app.
  await page.getByTestId('follow-my-teams').click();
  await expect(page).toHaveURL(/\/stats\/my-teams$/);
  const card = page.getByTestId('my-team').filter({ hasText: team.name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Heim gegen ${opponent.name}`);
  await expect(card.getByTestId('countdown')).toHaveText('in 3 Tagen');
  await expect(card.getByTestId('team-position')).toContainText('von 4');
  expect([...new Set(scripts.map((s) => s.replace(/-[\w-]+\.js$/, '.js')))].sort()).toEqual([
    '/assets/follows.js',
    '/assets/islands.js',
    '/boot.js',
  ]);
  await expectAxeClean(page, 'my teams (guest)');
  await shoot(page, 'follow-public', 'my-teams-guest');

  // A reload: the team page shows the follow kept in the browser; tapping again ends it.
  await page.goto(`/stats/leagues/${l.league.id}/teams/${team.id}`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 });
  await expect(followed).toHaveText('Gefolgt');
  await followed.click();
  await expect(follow).toHaveText('Folgen');
  expect(await page.evaluate(`localStorage.getItem('${FOLLOWS_KEY}')`)).toBeNull();
  await page.goto('/stats/my-teams');
  await expect(page.getByTestId('my-teams-state')).toContainText('Du folgst in diesem Browser noch keinem Team');
});
