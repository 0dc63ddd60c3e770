// The game-day notices of the score sheet (docs/product.md#game-day): a scorer named, the final score with the
// score-sheet PDF to both managers, a locked sheet's correction to managers and referees; each in the recipient's
// language with a link to the game, queued with the change and sent from the outbox.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readOutbox, useTestApp } from '../../../test/app';
import { buildMembership } from '../../../test/factories';
import {
  buildScoreSheetWorld,
  buildSheetGame,
  buildSigner,
  signInAs,
  type ScoreSheetWorld,
} from '../../../test/factories-score-sheet';
import { drainNotices } from '../../../test/notices';

const t = useTestApp();
let w: ScoreSheetWorld;

beforeAll(async () => {
  w = await buildScoreSheetWorld();
  await t.prisma.person.update({ where: { id: w.homeManager.id }, data: { preferredLanguage: 'en' } });
  await t.prisma.person.update({ where: { id: w.referees[0]!.id }, data: { preferredLanguage: 'fr' } });
});

beforeEach(async () => {
  await drainNotices(t);
  for (const file of fs.readdirSync(t.outboxDir)) fs.rmSync(path.join(t.outboxDir, file));
});

async function sentMails() {
  await drainNotices(t);
  const mails = readOutbox(t.outboxDir);
  return (person: { email: string | null }) => mails.filter((m) => m.to === person.email);
}

const goal = (side: 'home' | 'away', membershipId: number, over: Record<string, unknown> = {}) => ({
  idempotency_key: crypto.randomUUID(),
  type: 'goal',
  event_time: 75,
  period: 1,
  side,
  membership_id: membershipId,
  assist_membership_id: null,
  penalty_type_id: null,
  ...over,
});

/** A game of the world played to 2:1 and finished by the league representative. */
async function finishedGame() {
  const game = await buildSheetGame(w);
  const rep = await signInAs(t, w.leagueRep);
  await rep.post(`/api/games/${game.id}/start`).send({}).expect(200);
  for (const body of [
    goal('home', w.homePlayers[0]!.membership.id),
    goal('home', w.homePlayers[1]!.membership.id),
    goal('away', w.awayPlayers[0]!.membership.id),
  ]) {
    await rep.post(`/api/games/${game.id}/events`).send(body).expect(201);
  }
  await rep.post(`/api/games/${game.id}/finish`).send({}).expect(200);
  return game;
}

it('tells a person named to keep the score sheet, once', async () => {
  const game = await buildSheetGame(w);
  const scorer = await buildSigner(`Schreiber-${w.tag}`);
  await buildMembership({ personId: scorer.id, clubId: w.homeClub.id, sportId: w.sport.id });
  await t.prisma.person.update({ where: { id: scorer.id }, data: { preferredLanguage: 'nl' } });
  const admin = await signInAs(t, w.admin);
  await admin
    .put(`/api/games/${game.id}/scorers`)
    .send({ person_ids: [scorer.id] })
    .expect(200);
  await admin
    .put(`/api/games/${game.id}/scorers`)
    .send({ person_ids: [scorer.id] })
    .expect(200);

  const to = await sentMails();
  expect(to(scorer)).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Aangewezen als notulist: /) })]);
  expect(to(scorer)[0]!.text).toContain(`http://portal.test/sheet/${game.id}`);
  expect(to(scorer)[0]!.text).toContain('Plaats: Sportpark Nord, Hamburg');
  expect(to(w.homeManager)).toEqual([]);
});

it('sends both managers the final score with the score-sheet PDF, drawn when sent', async () => {
  const game = await finishedGame();
  // Queued with the finish, drawn by the worker: nothing is sent before the outbox is drained.
  expect(await t.prisma.notification.count({ where: { kind: 'game.finalScore', status: 'queued' } })).toBe(2);
  expect(readOutbox(t.outboxDir)).toEqual([]);

  const to = await sentMails();
  const [en] = to(w.homeManager);
  const [de] = to(w.awayManager);
  expect(to(w.homeManager)).toHaveLength(1);
  expect(en!.subject).toBe(`Final score: #${game.number} ${w.home.name} – ${w.away.name}`);
  expect(en!.text).toContain(`Final score: ${w.home.name} 2:1 ${w.away.name}`);
  expect(en!.text).toContain(`http://portal.test/sheet/${game.id}`);
  expect(de!.subject).toMatch(/^Endstand: /);
  expect(de!.text).toContain('Der Spielbericht hängt als PDF an.');
  for (const mail of [en!, de!]) {
    const [pdf] = mail.attachments ?? [];
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) });
    expect(Buffer.from(pdf!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  }
  // The referees sign; their mail is not the managers' final score.
  expect(to(w.referees[0]!)).toEqual([]);
});

it("tells managers and referees of an admin's correction of a locked sheet, with its reason", async () => {
  const game = await finishedGame();
  await t.prisma.game.update({ where: { id: game.id }, data: { lockedAt: new Date() } });
  await drainNotices(t);
  for (const file of fs.readdirSync(t.outboxDir)) fs.rmSync(path.join(t.outboxDir, file));

  const admin = await signInAs(t, w.admin);
  const event = await t.prisma.gameEvent.findFirstOrThrow({ where: { gameId: game.id }, orderBy: { id: 'desc' } });
  await admin.delete(`/api/games/${game.id}/events/${event.id}`).query({ reason: 'Tor nicht gegeben' }).expect(200);

  const to = await sentMails();
  expect(to(w.awayManager)).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Spielbericht korrigiert: /) })]);
  expect(to(w.awayManager)[0]!.text).toContain('Grund: Tor nicht gegeben');
  expect(to(w.homeManager)[0]!.subject).toMatch(/^Score sheet corrected: /);
  expect(to(w.referees[0]!)[0]!.subject).toMatch(/^Feuille de match corrigée : /);
  expect(to(w.referees[1]!)[0]!.text).toContain(`http://portal.test/sheet/${game.id}`);
  expect(to(w.admin)).toEqual([]);
});

it("sends the managers a forfeit's ruled score as the final score, and a replayed abandoned game as postponed", async () => {
  const game = await buildSheetGame(w);
  const rep = await signInAs(t, w.leagueRep);
  await rep
    .post(`/api/games/${game.id}/outcome`)
    .send({ outcome: 'forfeit', forfeit_side: 'away', reason: 'Nicht angetreten' })
    .expect(200);
  let to = await sentMails();
  const { homeScore } = await t.prisma.game.findUniqueOrThrow({ where: { id: game.id }, select: { homeScore: true } });
  expect(to(w.awayManager)).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Endstand: /) })]);
  expect(to(w.awayManager)[0]!.text).toContain(`Endstand: ${w.home.name} ${homeScore}:0 ${w.away.name}`);
  expect(to(w.homeManager)[0]!.attachments).toHaveLength(1);

  for (const file of fs.readdirSync(t.outboxDir)) fs.rmSync(path.join(t.outboxDir, file));
  const abandoned = await buildSheetGame(w);
  await rep.post(`/api/games/${abandoned.id}/start`).send({}).expect(200);
  await rep.post(`/api/games/${abandoned.id}/outcome`).send({ outcome: 'abandoned', reason: 'Gewitter' }).expect(200);
  to = await sentMails();
  expect(to(w.awayManager)).toEqual([expect.objectContaining({ subject: expect.stringMatching(/^Spiel verschoben: /) })]);
  expect(to(w.awayManager)[0]!.text).toContain('Grund: Gewitter');
  expect(to(w.referees[0]!)[0]!.subject).toMatch(/^Match reporté : /);
});
