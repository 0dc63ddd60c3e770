// The game-day notices of the schedule and its officials (docs/product.md#game-day): a game moved, postponed or
// cancelled through the API tells both teams' managers and its referees, a referee is told of their assignment; each
// in their language with a link to the game, sent from the outbox.
import fs from 'node:fs';
import path from 'node:path';
import { readOutbox, useTestApp } from '../../../test/app';
import { ADMIN_PASSWORD, buildPerson, grantRole, signIn, unique } from '../../../test/factories';
import { daysFromNow } from '../../../test/factories-clubs';
import { buildLeagueGame, buildOfficialsWorld, buildReferee, type OfficialsWorld } from '../../../test/factories-officials';
import { drainNotices } from '../../../test/notices';

const t = useTestApp();
let w: OfficialsWorld;
let rep: Awaited<ReturnType<typeof signIn>>;
let referee: Awaited<ReturnType<typeof buildReferee>>;

beforeAll(async () => {
  w = await buildOfficialsWorld();
  const person = await buildPerson({ email: `rep-${unique()}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(person.id, 'league-leader', { competitionId: w.league.id });
  rep = await signIn(t, person.email);
  referee = await buildReferee({ licenseId: w.license.id });
  // Each reads in their own language.
  await t.prisma.person.update({ where: { id: w.homeManager.id }, data: { preferredLanguage: 'fr' } });
  await t.prisma.person.update({ where: { id: referee.id }, data: { preferredLanguage: 'nl' } });
});

beforeEach(async () => {
  await drainNotices(t);
  for (const file of fs.readdirSync(t.outboxDir)) fs.rmSync(path.join(t.outboxDir, file));
});

/** The mails sent since the test began, after the outbox has been drained, by recipient. */
async function sentMails() {
  await drainNotices(t);
  const mails = readOutbox(t.outboxDir);
  return (person: { email: string | null }) => mails.filter((m) => m.to === person.email);
}

const gameWithReferee = async () => {
  const game = await buildLeagueGame(w, { kickoff: daysFromNow(10) });
  await t.prisma.gameOfficial.create({ data: { gameId: game.id, personId: referee.id } });
  return game;
};

describe('a game moved, postponed or cancelled', () => {
  it('tells both managers and the referee in their language when the kickoff or place changes, once', async () => {
    const game = await gameWithReferee();
    const body = {
      number: game.number,
      kickoff_time: daysFromNow(12).toISOString(),
      group_id: w.group.id,
      home_team_id: w.home.id,
      away_team_id: w.away.id,
      field_id: null,
      location: 'Stadion Nord',
    };
    await rep.put(`/api/games/${game.id}`).send(body).expect(200);
    // Saved again unchanged: nothing moved, nobody is told again.
    await rep.put(`/api/games/${game.id}`).send(body).expect(200);

    const to = await sentMails();
    const link = `http://portal.test/sheet/${game.id}`;
    expect(to(w.homeManager)).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Match déplacé : /) })]);
    expect(to(w.homeManager)[0]!.text).toContain('Lieu : Stadion Nord');
    expect(to(w.awayManager)).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Spiel verlegt: /) })]);
    expect(to(w.awayManager)[0]!.text).toMatch(/^Hallo /);
    expect(to(w.awayManager)[0]!.text).toContain('Ort: Stadion Nord');
    expect(to(referee)).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Wedstrijd verplaatst: /) })]);
    for (const person of [w.homeManager, w.awayManager, referee]) {
      expect(to(person)[0]!.text).toContain(link);
      expect(to(person)[0]!.subject).toContain(`${game.number} ${w.home.name} – ${w.away.name}`);
    }
  });

  it('tells them of a postponement with its reason and of a cancellation; a refused change tells nobody', async () => {
    const game = await gameWithReferee();
    const refused = await rep
      .post(`/api/games/${game.id}/postpone`)
      .send({ kickoff_time: daysFromNow(400).toISOString(), reason: 'Platz gesperrt' })
      .expect(422);
    expect(refused.body.error.code).toBe('KickoffOutsideSeason');
    expect((await sentMails())(w.awayManager)).toEqual([]);

    await rep.post(`/api/games/${game.id}/postpone`).send({ reason: 'Platz gesperrt' }).expect(200);
    let to = await sentMails();
    expect(to(w.awayManager)).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Spiel verschoben: /) })]);
    expect(to(w.awayManager)[0]!.text).toContain('Grund: Platz gesperrt');
    expect(to(w.awayManager)[0]!.text).toContain('Anstoß: neuer Termin noch offen');
    expect(to(w.homeManager)[0]!.subject).toMatch(/^Match reporté : /);
    expect(to(referee)[0]!.text).toContain('Reden: Platz gesperrt');

    await rep.post(`/api/games/${game.id}/cancel`).send({ reason: 'Team zurückgezogen' }).expect(200);
    to = await sentMails();
    expect(to(w.awayManager).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Spiel verschoben: /),
      expect.stringMatching(/^Spiel abgesagt: /),
    ]);
    expect(to(w.homeManager)[1]!.subject).toMatch(/^Match annulé : /);
    expect(to(referee)[1]!.text).toContain('Reden: Team zurückgezogen');
  });
});

describe('a referee assigned', () => {
  it('tells each referee new on the list, not those already on it nor the managers', async () => {
    const game = await buildLeagueGame(w, { kickoff: daysFromNow(10) });
    const second = await buildReferee({ licenseId: w.license.id });
    await rep
      .put(`/api/games/${game.id}/officials`)
      .send({ referee_ids: [referee.id] })
      .expect(200);
    await rep
      .put(`/api/games/${game.id}/officials`)
      .send({ referee_ids: [referee.id, second.id] })
      .expect(200);

    const to = await sentMails();
    expect(to(referee)).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^Aangewezen als scheidsrechter: /) }),
    ]);
    expect(to(referee)[0]!.text).toContain(`http://portal.test/sheet/${game.id}`);
    expect(to(second)).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Als Schiedsrichter eingeteilt: /) })]);
    expect(to(w.homeManager)).toEqual([]);
    expect(to(w.awayManager)).toEqual([]);
  });
});
