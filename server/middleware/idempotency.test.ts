// A change could commit and still answer 503 during an outage, and the client's retry met
// 409 ProcessAlreadyOpen. With an Idempotency-Key the retry gets the first attempt's answer instead.
import crypto from 'node:crypto';
import { useTestApp } from '../../test/app';
import { buildClubWorld } from '../../test/factories-clubs';
import { ADMIN_PASSWORD, buildMembership, buildPerson, grantRole, signIn, signedInMember, unique } from '../../test/factories';
import { registration } from '../../test/factories-member';
import { ENDPOINTS } from '../../shared/contract';

const t = useTestApp();

const newKey = () => crypto.randomUUID();

async function memberWithMembership() {
  const { agent, person } = await signedInMember(t);
  const world = await buildClubWorld({ subscriptions: false });
  const membership = await buildMembership({ personId: person.id, clubId: world.club.id, sportId: world.sport.id });
  return { agent, person, world, membership };
}

describe('Idempotency-Key', () => {
  it('replays an alumni request instead of answering 409 ProcessAlreadyOpen to the retry', async () => {
    const { agent, person, membership } = await memberWithMembership();
    const key = newKey();
    const first = await agent
      .put(`/api/players/${membership.id}`)
      .set('Idempotency-Key', key)
      .send({ is_alumni: true })
      .expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The answer got lost on the way (an outage after the commit): the client sends the same request again.
    const retry = await agent.put(`/api/players/${membership.id}`).set('Idempotency-Key', key).send({ is_alumni: true });
    expect({ status: retry.status, code: retry.body.error?.code }).toEqual({ status: 200, code: undefined });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await t.prisma.process.count({ where: { personId: person.id } })).toBe(1);
    // Without the key the second request is a new one, and the process is already open.
    const fresh = await agent.put(`/api/players/${membership.id}`).send({ is_alumni: true }).expect(409);
    expect(fresh.body.error.code).toBe('ProcessAlreadyOpen');
  });

  it('replays a retirement request and a join', async () => {
    const { agent, person, world } = await memberWithMembership();
    const retireKey = newKey();
    const path = `/api/persons/${person.id}/associations/${world.association.id}`;
    const first = await agent.delete(path).set('Idempotency-Key', retireKey).expect(202);
    const again = await agent.delete(path).set('Idempotency-Key', retireKey).expect(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await t.prisma.process.count({ where: { personId: person.id, type: 'retire' } })).toBe(1);

    const joiner = await signedInMember(t);
    const joinKey = newKey();
    const body = { clubID: world.otherClub.id, sportID: world.sport.id };
    const joined = await joiner.agent.post('/api/self/players').set('Idempotency-Key', joinKey).send(body).expect(201);
    const rejoined = await joiner.agent.post('/api/self/players').set('Idempotency-Key', joinKey).send(body).expect(201);
    expect(rejoined.headers['idempotent-replayed']).toBe('true');
    expect(rejoined.body).toEqual(joined.body);
    expect(await t.prisma.membership.count({ where: { personId: joiner.person.id } })).toBe(1);
  });

  it('replays a registration (and never signs up twice)', async () => {
    const key = newKey();
    const body = registration();
    const first = await t.request().post('/api/self').set('Idempotency-Key', key).send(body).expect(201);
    const retry = await t.request().post('/api/self').set('Idempotency-Key', key).send(body);
    expect({ status: retry.status, code: retry.body.error?.code }).toEqual({ status: 201, code: undefined });
    expect(retry.body).toEqual(first.body);
    expect(await t.prisma.person.count({ where: { email: body.email } })).toBe(1);
  });

  it('replays a member creation: declared idempotent in the contract, its handler knows nothing of the key', async () => {
    const world = await buildClubWorld({ subscriptions: false });
    const leader = await buildPerson({ email: `leader-${unique()}@example.org`, password: ADMIN_PASSWORD });
    await grantRole(leader.id, 'club-leader', { clubId: world.club.id });
    const agent = await signIn(t, leader.email);
    const lastname = `Retried-${unique()}`;
    const body = {
      club_id: world.club.id,
      sport_id: world.sport.id,
      gender: 'female',
      firstname: 'Nora',
      lastname,
      birthdate: '2004-05-06',
    };
    const key = newKey();
    const first = await agent.post('/api/persons').set('Idempotency-Key', key).send(body).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await agent.post('/api/persons').set('Idempotency-Key', key).send(body);
    expect({ status: retry.status, replayed: retry.headers['idempotent-replayed'] }).toEqual({ status: 201, replayed: 'true' });
    expect(retry.body).toEqual(first.body);
    // The handler ran once: one person, one history entry.
    const created = await t.prisma.person.findMany({ where: { lastname }, select: { id: true } });
    expect(created).toEqual([{ id: first.body.data.id }]);
    expect(await t.prisma.auditEntry.count({ where: { subjectId: first.body.data.id, action: 'person.created' } })).toBe(1);
    // Without the key a second request is a new one.
    await agent.post('/api/persons').send(body).expect(201);
    expect(await t.prisma.person.count({ where: { lastname } })).toBe(2);
  });

  it('refuses the same key with another body (422) and while the first still runs (409)', async () => {
    const { agent, membership } = await memberWithMembership();
    const key = newKey();
    await agent.put(`/api/players/${membership.id}`).set('Idempotency-Key', key).send({ is_alumni: true }).expect(200);
    const other = await agent.put(`/api/players/${membership.id}`).set('Idempotency-Key', key).send({ jersey_number: '7' });
    expect({ status: other.status, code: other.body.error?.code }).toEqual({ status: 422, code: 'IdempotencyKeyReused' });

    // A first attempt that has not answered yet: its row has no status.
    const running = newKey();
    const { agent: joiner } = await signedInMember(t);
    const world = await buildClubWorld({ subscriptions: false });
    const body = { clubID: world.club.id, sportID: world.sport.id };
    await joiner.post('/api/self/players').set('Idempotency-Key', running).send(body).expect(201);
    await t.prisma.idempotentRequest.updateMany({
      where: { key: { endsWith: `|${running}` } },
      data: { status: null, body: undefined },
    });
    const inFlight = await joiner.post('/api/self/players').set('Idempotency-Key', running).send(body);
    expect({ status: inFlight.status, code: inFlight.body.error?.code }).toEqual({ status: 409, code: 'IdempotencyKeyInFlight' });
  });

  it('keeps no key of a failed attempt (nothing was changed), and takes over one abandoned or expired', async () => {
    const { agent } = await signedInMember(t);
    const world = await buildClubWorld({ subscriptions: false });
    const key = newKey();
    // A refusal commits nothing, so the same key may be sent again once the cause is gone.
    const body = { clubID: world.club.id, sportID: world.sport.id };
    await agent
      .post('/api/self/players')
      .set('Idempotency-Key', key)
      .send({ ...body, teamID: 2147483647 })
      .expect(404);
    expect(await t.prisma.idempotentRequest.count({ where: { key: { endsWith: `|${key}` } } })).toBe(0);
    await agent.post('/api/self/players').set('Idempotency-Key', key).send(body).expect(201);

    // The first attempt died with the database (no answer, nothing committed) a while ago: the retry runs. Its row
    // is made from a real attempt whose membership is then removed again, as if its transaction had rolled back.
    const second = await signedInMember(t);
    const abandoned = newKey();
    await second.agent.post('/api/self/players').set('Idempotency-Key', abandoned).send(body).expect(201);
    await t.prisma.$executeRaw`UPDATE idempotent_requests SET status = NULL, body = NULL,
      created_at = created_at - interval '10 minutes' WHERE key LIKE ${`%|${abandoned}`}`;
    await t.prisma.teamHistory.deleteMany({ where: { membership: { personId: second.person.id } } });
    await t.prisma.membership.deleteMany({ where: { personId: second.person.id } });
    const retried = await second.agent.post('/api/self/players').set('Idempotency-Key', abandoned).send(body);
    expect({ status: retried.status, code: retried.body.error?.code }).toEqual({ status: 201, code: undefined });
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.prisma.membership.count({ where: { personId: second.person.id } })).toBe(1);

    // Expired after 24 hours.
    await t.prisma.$executeRaw`UPDATE idempotent_requests SET created_at = created_at - interval '25 hours'
      WHERE key LIKE ${`%|${key}`}`;
    const late = await agent.post('/api/self/players').set('Idempotency-Key', key).send(body);
    expect(late.headers['idempotent-replayed']).toBeUndefined();
    expect(late.body.error.code).toBe('SportAlreadyPlayed');
  });

  it('refuses a malformed key with 400 and documents the header on every idempotent endpoint', async () => {
    const { agent, membership } = await memberWithMembership();
    const bad = await agent.put(`/api/players/${membership.id}`).set('Idempotency-Key', 'x').send({ is_alumni: true });
    expect({ status: bad.status, code: bad.body.error?.code }).toEqual({ status: 400, code: 'ValidationFailed' });

    const doc = (await t.request().get('/api/openapi.json').expect(200)).body;
    const idempotent = ENDPOINTS.filter((e) => e.idempotent).map((e) => `${e.method} ${e.path}`);
    expect(idempotent).toEqual(
      expect.arrayContaining([
        'POST /self',
        'POST /self/players',
        'PUT /players/{id}',
        'DELETE /persons/{id}/associations/{associationId}',
        'POST /persons',
      ]),
    );
    for (const e of ENDPOINTS.filter((x) => x.idempotent)) {
      const op = doc.paths[e.path][e.method.toLowerCase()];
      expect(op.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
    }
  });
});
