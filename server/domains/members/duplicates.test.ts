// Creating a member warns about a likely duplicate (same name and birthdate in the association):
// GET /api/persons/duplicates names the persons the creator may see, so the form can link to them; a birthdate in
// the future is answered as such, not as a missing value.
import { currentYear } from '../../../shared/clock';
import { useTestApp } from '../../../test/app';
import { type AdminWorld, buildAdminWorld } from '../../../test/factories-admin';
import { signIn } from '../../../test/factories';

let w: AdminWorld;
let admin: Awaited<ReturnType<typeof signIn>>;
let club: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;

const t = useTestApp();
beforeAll(async () => {
  w = await buildAdminWorld(t);
  admin = await signIn(t, w.assocAdmin.email!);
  club = await signIn(t, w.clubRep.email!);
  member = await signIn(t, w.member.email!);
});

const query = (q: Record<string, string | number>) =>
  `/api/persons/duplicates?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

describe('GET /api/persons/duplicates', () => {
  it('finds a person of the association with the same name and birthdate, in any case and spacing', async () => {
    // Paul Dorn (club A2, born 2000-02-02) while creating a member in club A1 of the same association.
    const res = await admin
      .get(query({ club_id: w.clubA1.id, firstname: ' paul ', lastname: 'DORN', birthdate: '2000-02-02' }))
      .expect(200);
    expect(res.body.data).toEqual([
      { id: w.a2Member.person.id, firstname: 'Paul', lastname: 'Dorn', birthdate: '2000-02-02', clubs: ['Club A2'] },
    ]);
    // Another birthdate, another name: no warning.
    for (const q of [
      { firstname: 'Paul', lastname: 'Dorn', birthdate: '2000-02-03' },
      { firstname: 'Paula', lastname: 'Dorn', birthdate: '2000-02-02' },
    ]) {
      expect((await admin.get(query({ club_id: w.clubA1.id, ...q })).expect(200)).body.data).toEqual([]);
    }
  });

  it("shows only persons of the club's association that the creator may see", async () => {
    // Bram Eggers is in association B: not a duplicate for a member of A.
    const other = await admin
      .get(query({ club_id: w.clubA1.id, firstname: 'Bram', lastname: 'Eggers', birthdate: '1999-09-09' }))
      .expect(200);
    expect(other.body.data).toEqual([]);
    // The club representative of A1 sees the members of A1, not Paul Dorn of A2.
    const own = await club
      .get(query({ club_id: w.clubA1.id, firstname: 'Jonas', lastname: 'Aalberg', birthdate: '1990-01-01' }))
      .expect(200);
    expect(own.body.data.map((p: { id: number }) => p.id)).toEqual([w.a1Player.person.id]);
    const foreign = await club
      .get(query({ club_id: w.clubA1.id, firstname: 'Paul', lastname: 'Dorn', birthdate: '2000-02-02' }))
      .expect(200);
    expect(foreign.body.data).toEqual([]);
  });

  it('needs persons.create on the club: 401, 403 for a member and for another club; bad input is 400', async () => {
    const q = { club_id: w.clubA1.id, firstname: 'Paul', lastname: 'Dorn', birthdate: '2000-02-02' };
    await t.request().get(query(q)).expect(401);
    await member.get(query(q)).expect(403);
    await club.get(query({ ...q, club_id: w.clubA2.id })).expect(403);
    for (const bad of [{ ...q, birthdate: 'x' }, { ...q, club_id: 'abc' }, { club_id: w.clubA1.id }, { ...q, extra: 1 }]) {
      expect((await admin.get(query(bad)).expect(400)).body.error.code).toBe('ValidationFailed');
    }
  });
});

describe('POST /api/persons birthdate messages', () => {
  it('says that a birthdate lies in the future or too far back, not that it is missing', async () => {
    const input = {
      club_id: w.clubA1.id,
      sport_id: w.sport.id,
      gender: 'female',
      firstname: 'Zoe',
      lastname: 'Zukunft',
    };
    const future = `${currentYear() + 1}-01-01`;
    const res = await admin
      .post('/api/persons')
      .send({ ...input, birthdate: future })
      .expect(400);
    expect(res.body.error.details).toEqual([expect.objectContaining({ path: 'birthdate', message: 'birthdateInFuture' })]);
    const old = await admin
      .post('/api/persons')
      .send({ ...input, birthdate: '1850-01-01' })
      .expect(400);
    expect(old.body.error.details).toEqual([expect.objectContaining({ path: 'birthdate', message: 'birthdateTooOld' })]);
    const missing = await admin.post('/api/persons').send(input).expect(400);
    expect(missing.body.error.details).toEqual([expect.objectContaining({ path: 'birthdate', message: 'required' })]);
  });
});
