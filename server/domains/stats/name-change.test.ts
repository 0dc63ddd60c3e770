// A player's name on the statistics pages follows a change of the person at once. The stats
// cache lives 60 s; the trigger on persons (migration security_review) bumps the stamps of every category the person
// played in, so the next answer is computed afresh instead of serving the old name.
import { useTestApp } from '../../../test/app';
import { ADMIN_PASSWORD, buildAssociation, buildPlayer, inTeam, signIn } from '../../../test/factories';
import { buildStaff } from '../../../test/factories-processes';
import {
  addGoal,
  addLineup,
  buildCompetition,
  buildGame,
  buildGroup,
  buildSeason,
  buildTeams,
} from '../../../test/factories-stats';
import type { StatsGameDetailsDTO, StatsPointsDTO } from '../../../shared/schemas/stats';
import { hashPassword } from '../../auth/password';
import { db } from '../../db/client';

const t = useTestApp();

describe('statistics after a name change', () => {
  it('the points leaders and the game details show the new name and short name at once', async () => {
    const association = await buildAssociation();
    const season = await buildSeason();
    const league = await buildCompetition({ associationId: association.id, defaultSeasonId: season.id });
    const [A, B] = await buildTeams(association.id, ['Adler', 'Bären']);
    await buildGroup({ competitionId: league.id, seasonId: season.id, name: null, teamIds: [A!.id, B!.id] });
    const { membership: scorer } = await buildPlayer({ ...inTeam(A!), firstname: 'Anna', lastname: 'Alt', jerseyNumber: '7' });
    const game = await buildGame({ competitionId: league.id, seasonId: season.id, home: A!, away: B!, score: [1, 0] });
    await addLineup(game.id, A!.id, [scorer]);
    await addGoal({ gameId: game.id, teamId: A!.id, away: false, time: 100, scorer });
    const email = `anna-${scorer.personId}@example.org`;
    await db().person.update({
      where: { id: scorer.personId },
      data: { email, passwordHash: await hashPassword(ADMIN_PASSWORD) },
    });

    const points = async () =>
      ((await t.request().get(`/api/stats/leagues/${league.id}/points`).expect(200)).body.data as StatsPointsDTO).players.map(
        (p) => p.name,
      );
    const scorers = async () =>
      ((await t.request().get(`/api/stats/games/${game.id}`).expect(200)).body.data as StatsGameDetailsDTO).game.events.map(
        (e) => e.player_name,
      );
    // Both answers are now in the cache (60 s).
    expect(await points()).toEqual(['Anna Alt']);
    expect(await scorers()).toEqual(['Anna Alt']);

    // An admin of the association corrects the name.
    const admin = await buildStaff(t, 'association-leader', { associationId: association.id });
    await admin.agent.put(`/api/persons/${scorer.personId}`).send({ lastname: 'Neumann' }).expect(200);
    expect(await points()).toEqual(['Anna Neumann']);
    expect(await scorers()).toEqual(['Anna Neumann']);

    // The player chooses a public short name herself.
    const player = await signIn(t, email);
    await player.put('/api/self').send({ public_short_name: 'Anna N.' }).expect(200);
    expect(await points()).toEqual(['Anna N.']);
    expect(await scorers()).toEqual(['Anna N.']);
  });
});
