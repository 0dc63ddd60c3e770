// The public game page of a finished game (docs/product.md#score-sheet): the score sheet PDF linked from it, and a
// locked sheet's corrections listed as "corrected" with their reasons; at 390 px and on the desktop.
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { idOf, queryE2eDatabase, shoot, unique } from './fixtures';

/** A finished, locked game of its own in the seeded league (two of its teams, players on the line-ups, goals). */
async function finishedGame(reason: string) {
  const leagueId = await idOf('competitions', '1. Bundesliga Herren');
  const [pair] = await queryE2eDatabase<{ seasonId: number; home: number; away: number; homeName: string; awayName: string }>(
    `SELECT g.season_id AS "seasonId", g.home_team_id AS home, g.away_team_id AS away, h.name AS "homeName", a.name AS "awayName"
     FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
     JOIN competitions c ON c.id = g.competition_id
     WHERE g.competition_id = $1 AND g.season_id = c.default_season_id ORDER BY g.id LIMIT 1`,
    [leagueId],
  );
  const number = 90_000 + Math.floor(Math.random() * 9_000);
  const [game] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO games (competition_id, season_id, number, kickoff_time, started_at, finished_at, duration, location,
       home_team_id, away_team_id, home_score, away_score, period, locked_at)
     VALUES ($1, $2, $3, now() - interval '3 hours', now() - interval '3 hours', now() - interval '90 minutes', 4800,
       $4, $5, $6, 2, 1, 4, now() - interval '60 minutes')
     RETURNING id`,
    [leagueId, pair!.seasonId, number, `Halle ${unique()}`, pair!.home, pair!.away],
  );
  const players = await queryE2eDatabase<{ id: number; teamId: number; jersey: string | null }>(
    `SELECT id, team_id AS "teamId", jersey_number AS jersey FROM memberships
     WHERE team_id IN ($1, $2) AND NOT is_alumni ORDER BY team_id, id LIMIT 40`,
    [pair!.home, pair!.away],
  );
  const home = players.filter((p) => p.teamId === pair!.home).slice(0, 3);
  const away = players.filter((p) => p.teamId === pair!.away).slice(0, 3);
  for (const p of [...home, ...away]) {
    await queryE2eDatabase(`INSERT INTO game_lineups (game_id, membership_id, team_id, jersey_number) VALUES ($1, $2, $3, $4)`, [
      game!.id,
      p.id,
      p.teamId,
      p.jersey,
    ]);
  }
  const goal = (teamId: number, away: boolean, time: number, period: number, scorer: number) =>
    queryE2eDatabase(
      `INSERT INTO game_events (game_id, type, event_time, period, team_id, away_team, membership_id, idempotency_key)
       VALUES ($1, 'goal', $2, $3, $4, $5, $6, gen_random_uuid())`,
      [game!.id, time, period, teamId, away, scorer],
    );
  await goal(pair!.home, false, 300, 1, home[0]!.id);
  await goal(pair!.away, true, 1500, 2, away[0]!.id);
  await goal(pair!.home, false, 3000, 3, home[1]!.id);
  await queryE2eDatabase(`INSERT INTO game_corrections (game_id, reason, change) VALUES ($1, $2, '{}')`, [game!.id, reason]);
  return { id: game!.id, leagueId, homeName: pair!.homeName, awayName: pair!.awayName };
}

test('a finished game links its score sheet PDF and lists the corrections of its locked sheet', async ({ page }) => {
  const reason = `Torschütze verwechselt ${unique()}`;
  const game = await finishedGame(reason);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/stats/leagues/${game.leagueId}/games/${game.id}`);

  const corrections = page.getByTestId('game-corrections');
  await expect(corrections).toContainText('Korrigiert');
  await expect(corrections).toContainText(reason);
  const link = page.getByTestId('game-score-sheet');
  await expect(link).toHaveText('Spielbericht (PDF)');
  // Nothing on the phone reaches past its width.
  expect(await page.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'score-sheet-document', 'game-page-corrected');

  const href = await link.getAttribute('href');
  expect(href).toBe(`/api/stats/games/${game.id}/score-sheet.pdf`);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(game.homeName);
  expect(flat).toContain(game.awayName);
  expect(flat).toContain('2 : 1');
  expect(flat).toContain(reason);
});

test('a game before its finish has no score sheet link', async ({ page }) => {
  const [game] = await queryE2eDatabase<{ id: number; competitionId: number }>(
    `SELECT g.id, g.competition_id AS "competitionId" FROM games g JOIN competitions c ON c.id = g.competition_id
     WHERE g.finished_at IS NULL AND g.status = 'scheduled' AND c.kind = 'league' ORDER BY g.kickoff_time DESC LIMIT 1`,
  );
  await page.goto(`/stats/leagues/${game!.competitionId}/games/${game!.id}`);
  await expect(page.getByTestId('game-status')).toBeVisible();
  await expect(page.getByTestId('game-score-sheet')).toHaveCount(0);
  await expect(page.getByTestId('game-corrections')).toHaveCount(0);
});
