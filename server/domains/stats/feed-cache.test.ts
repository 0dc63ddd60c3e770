// Without PUBLIC_URL the league feeds' links come from the request's Host header, so a shared
// cache must not keep them (a poisoned cache would hand foreign links to everyone): Cache-Control private then.
import { buildAssociation } from '../../../test/factories';
import { buildCompetition, buildGame, buildSeason, buildTeams } from '../../../test/factories-stats';
import { useTestApp } from '../../../test/app';

// An empty variable counts as unset (server/config.ts).
const t = useTestApp({ PUBLIC_URL: '' });
let leagueId: number;

beforeAll(async () => {
  const association = await buildAssociation();
  const season = await buildSeason({ startsOn: '2020-01-01', endsOn: '2040-12-31' });
  const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
  leagueId = league.id;
  const [home, away] = await buildTeams(association.id, ['Heim', 'Gast']);
  await buildGame({
    competitionId: league.id,
    seasonId: season.id,
    home: home!,
    away: away!,
    state: 'scheduled',
    kickoff: new Date(),
  });
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
