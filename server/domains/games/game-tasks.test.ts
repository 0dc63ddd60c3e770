// GET /api/game-tasks (the framed page of open tasks) and its script.
import { useTestApp } from '../../../test/app';
import { buildClubWorld, buildRunningLeague, daysFromNow } from '../../../test/factories-clubs';
import { buildTeam, signedInMember } from '../../../test/factories';
import { buildGame } from '../../../test/factories-stats';

const t = useTestApp();

describe('GET /api/game-tasks', () => {
  it("lists the user's open tasks in their language, escaped, with links to the game and the resize script", async () => {
    const { agent, person } = await signedInMember(t);
    const world = await buildClubWorld();
    const home = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, name: 'Herren <script>' });
    const away = await buildTeam({ clubId: world.otherClub.id, sportId: world.sport.id, name: 'Gäste' });
    const { league, season } = await buildRunningLeague({
      associationId: world.association.id,
      sportId: world.sport.id,
      teamIds: [home.id, away.id],
    });
    const game = await buildGame({
      competitionId: league.id,
      seasonId: season.id,
      home,
      away,
      state: 'scheduled',
      kickoff: daysFromNow(-2),
    });
    await t.prisma.gameTask.create({ data: { gameId: game.id, personId: person.id, type: 'sign_score_sheet' } });
    await t.prisma.gameTask.create({ data: { gameId: game.id, personId: person.id, type: 'confirm_lineup', state: 'done' } });

    const res = await agent.get('/api/game-tasks').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Spielbericht unterschreiben');
    expect(res.text).not.toContain('Aufstellung bestätigen');
    expect(res.text).toContain('Herren &lt;script&gt;');
    expect(res.text).not.toContain('Herren <script>');
    // The task is done on the score sheet: its link opens it.
    expect(res.text).toContain(`href="/sheet/${game.id}" target="_top"`);
    expect(res.text).toContain('<script src="/api/game-tasks/frame.js"></script>');
    // Same-origin framing only.
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');

    await t.prisma.person.update({ where: { id: person.id }, data: { preferredLanguage: 'en' } });
    expect((await agent.get('/api/game-tasks').expect(200)).text).toContain('Sign the score sheet');
  });

  it('says so when there are no tasks, and needs a session', async () => {
    const { agent } = await signedInMember(t);
    expect((await agent.get('/api/game-tasks').expect(200)).text).toContain('Du hast keine offenen Aufgaben.');
    await t.request().get('/api/game-tasks').expect(401);
  });

  it('serves the script that posts the height to the parent with its own origin as target', async () => {
    const res = await t.request().get('/api/game-tasks/frame.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toContain("postMessage({ type: 'game-tasks:resize', height: height }, window.location.origin)");
  });
});
