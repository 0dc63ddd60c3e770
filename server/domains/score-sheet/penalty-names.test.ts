// Penalty names in the score sheet document (docs/product.md#game-day): the sports' default penalty types are stored
// by key (personal-1, expulsion...) and printed in the document's language; a league's own names as they are.
import crypto from 'node:crypto';
import type { Response } from 'supertest';
import { useTestApp } from '../../../test/app';
import { buildScoreSheetWorld, buildSheetGame, signInAs } from '../../../test/factories-score-sheet';
import { pdfText } from '../../../test/pdf-text';

const t = useTestApp();

const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('penalty names in the score sheet document', () => {
  it('prints the default types by their name in the reader’s language, never their key', async () => {
    const w = await buildScoreSheetWorld();
    const keyed = await t.prisma.penaltyType.create({
      data: { competitionId: w.league.id, foulKind: 'personal', name: 'personal-1', seconds: 60, position: 9 },
    });
    const expulsion = await t.prisma.penaltyType.create({
      data: { competitionId: w.league.id, foulKind: 'personal', name: 'expulsion', seconds: 300, position: 10 },
    });
    const game = await buildSheetGame(w, { kickoff: new Date(Date.now() + 10 * 60 * 1000) });
    const rep = await signInAs(t, w.leagueRep);
    await rep.post(`/api/games/${game.id}/start`).send({}).expect(200);
    const foul = (membershipId: number, penaltyTypeId: number, eventTime: number) => ({
      idempotency_key: crypto.randomUUID(),
      type: 'foul',
      event_time: eventTime,
      period: 1,
      side: 'home',
      membership_id: membershipId,
      assist_membership_id: null,
      penalty_type_id: penaltyTypeId,
    });
    await rep
      .post(`/api/games/${game.id}/events`)
      .send(foul(w.homePlayers[0]!.membership.id, keyed.id, 100))
      .expect(201);
    await rep
      .post(`/api/games/${game.id}/events`)
      .send(foul(w.homePlayers[1]!.membership.id, expulsion.id, 200))
      .expect(201);
    await rep
      .post(`/api/games/${game.id}/events`)
      .send(foul(w.homePlayers[2]!.membership.id, w.penaltyTypes.personal2.id, 300))
      .expect(201);
    await rep.post(`/api/games/${game.id}/finish`).send({}).expect(200);

    const document = async (language: string) => {
      const res = await t
        .request()
        .get(`/api/stats/games/${game.id}/score-sheet.pdf`)
        .set('Accept-Language', language)
        .buffer(true)
        .parse(binary)
        .expect(200);
      return pdfText(new Uint8Array(res.body as Buffer));
    };
    const de = await document('de');
    expect(de).toContain('Persönlich 1 min');
    expect(de).toContain('Ausschluss');
    expect(de).not.toMatch(/personal-1|expulsion/);
    // The league's own name is its own.
    expect(de).toContain('Persönlich 2 min');
    const en = await document('en');
    expect(en).toContain('Personal 1 min');
    expect(en).toContain('Expulsion');
    expect(en).not.toContain('personal-1');
  });
});
