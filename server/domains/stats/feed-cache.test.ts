// Without PUBLIC_URL the league feeds' links come from the request's Host header, so a shared
// cache must not keep them (a poisoned cache would hand foreign links to everyone): Cache-Control private then.
import { buildAssociation } from '../../../test/factories';
import { buildCompetition, buildGame, buildSeason, buildTeams } from '../../../test/factories-stats';
import { useTestApp } from '../../../test/app';

// An empty variable counts as unset (server/config.ts).
const t = useTestApp({ PUBLIC_URL: '' });
let leagueId: number;
let gameId: number;

beforeAll(async () => {
  const association = await buildAssociation();
  const season = await buildSeason({ startsOn: '2020-01-01', endsOn: '2040-12-31' });
  const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
  leagueId = league.id;
  const [home, away] = await buildTeams(association.id, ['Heim', 'Gast']);
  const game = await buildGame({
    competitionId: league.id,
    seasonId: season.id,
    home: home!,
    away: away!,
    state: 'scheduled',
    kickoff: new Date(),
  });
  gameId = game.id;
});

describe('league feeds without PUBLIC_URL', () => {
  it('answers Cache-Control private, since the links name the host the request gave', async () => {
    expect(t.config.publicUrl).toBeUndefined();
    const res = await t.request().get(`/api/calendar/leagues/${leagueId}.ics`).set('Host', 'evil.example').expect(200);
    expect(res.text).toContain('evil.example');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    // The same from the in-process cache (a second request, another language).
    const again = await t.request().get(`/api/calendar/leagues/${leagueId}.ics?lang=en`).expect(200);
    expect(again.headers['cache-control']).toBe('private, max-age=300');
  });
});

describe('kept league feeds', () => {
  it('are made anew when a game changes, with its new revision', async () => {
    // One host for all requests (each test request has a port of its own), so the links stay the same.
    const get = () => t.request().get(`/api/calendar/leagues/${leagueId}.ics`).set('Host', 'portal.example');
    const before = await get().expect(200);
    expect(before.text).toContain('SEQUENCE:0\r\n');
    expect((await get().expect(200)).headers.etag).toBe(before.headers.etag);
    await t.prisma.$executeRaw`UPDATE games SET kickoff_time = kickoff_time + interval '1 day' WHERE id = ${gameId}`;
    const after = await get().expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).toContain('SEQUENCE:1\r\n');
    await get()
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
  });
});
