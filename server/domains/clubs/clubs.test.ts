// GET /api/clubs (the member's search), /api/clubs/{id} with its includes, and /api/clubs/{id}/join-info.
import { useTestApp } from '../../../test/app';
import { buildTerm } from '../../../test/factories-member';
import { buildMembership, buildPerson, buildTeam, signedInMember } from '../../../test/factories';
import { buildClubWorld } from '../../../test/factories-clubs';

const t = useTestApp();

describe('GET /api/clubs', () => {
  it('needs a session', async () => {
    const res = await t.request().get('/api/clubs?q=x').expect(401);
    expect(res.body.error.code).toBe('NotSignedIn');
  });

  it('finds clubs by name or city, paged with meta, with member counts by gender', async () => {
    const { agent } = await signedInMember(t);
    const world = await buildClubWorld();
    const woman = await buildPerson({ gender: 'female' });
    const man = await buildPerson({ gender: 'male' });
    const alumnus = await buildPerson({ gender: 'male' });
    await buildMembership({ personId: woman.id, clubId: world.club.id, sportId: world.sport.id });
    await buildMembership({ personId: man.id, clubId: world.club.id, sportId: world.sport.id });
    await buildMembership({ personId: alumnus.id, clubId: world.club.id, sportId: world.sport.id, isAlumni: true });

    const byName = await agent
      .get(`/api/clubs?q=${encodeURIComponent(world.club.name)}&pageSize=50&include=memberCount`)
      .expect(200);
    expect(byName.body.data).toEqual([
      expect.objectContaining({
        id: world.club.id,
        name: world.club.name,
        city: 'Hamburg',
        avatarState: 'none',
        memberCount: { male: 1, female: 1, alumni: 1 },
      }),
    ]);
    expect(byName.body.meta).toMatchObject({ page: 0, page_size: 50, max_page: 0, total_results: 1 });

    const byCity = await agent.get('/api/clubs?q=m%C3%BCnchen&page_size=50').expect(200);
    expect(byCity.body.data.map((c: { id: number }) => c.id)).toContain(world.otherClub.id);
    expect(byCity.body.data[0]).not.toHaveProperty('memberCount');
  });

  it('answers TooManyResults above 50 matches and refuses page sizes above 50', async () => {
    const { agent } = await signedInMember(t);
    const world = await buildClubWorld();
    const tag = `Vielfach${Date.now()}`;
    await t.prisma.club.createMany({
      data: Array.from({ length: 51 }, (_, i) => ({ associationId: world.association.id, name: `${tag} ${i}` })),
    });
    const many = await agent.get(`/api/clubs?q=${tag}&pageSize=50`).expect(400);
    expect(many.body.error.code).toBe('TooManyResults');

    await t.prisma.club.deleteMany({ where: { name: `${tag} 50` } });
    const fifty = await agent.get(`/api/clubs?q=${tag}&pageSize=50`).expect(200);
    expect(fifty.body.data).toHaveLength(50);
    expect(fifty.body.meta.total_results).toBe(50);

    const big = await agent.get(`/api/clubs?q=${tag}&pageSize=51`).expect(400);
    expect(big.body.error.code).toBe('ValidationFailed');
    const unknownInclude = await agent.get(`/api/clubs?q=${tag}&include=secrets`).expect(400);
    expect(unknownInclude.body.error.code).toBe('ValidationFailed');
  });
});

describe('GET /api/clubs/{id}', () => {
  it('answers the includes: profile, contacts, fields, leaders, teams with user meta, listable teams with player counts', async () => {
    const { agent, person } = await signedInMember(t, { gender: 'male', birthYear: 1998 });
    const world = await buildClubWorld();
    const men = await buildTeam({
      clubId: world.club.id,
      sportId: world.sport.id,
      name: 'Herren',
      gender: 'male',
      minAge: 16,
    });
    const women = await buildTeam({
      clubId: world.club.id,
      sportId: world.sport.id,
      name: 'Damen',
      gender: 'female',
      minAge: 16,
    });
    const youth = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, name: 'U16', maxAge: 15 });
    const closed = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, name: 'Mixed', isJoinable: false });
    const teammate = await buildPerson({ gender: 'male' });
    await buildMembership({ personId: teammate.id, clubId: world.club.id, sportId: world.sport.id, teamId: men.id });
    const contact = await buildPerson({ gender: 'female' });
    await t.prisma.person.update({ where: { id: contact.id }, data: { phoneNumber: '040 123' } });
    await t.prisma.clubContact.create({ data: { clubId: world.club.id, personId: contact.id, position: 'main' } });
    await t.prisma.aclRule.create({ data: { personId: contact.id, role: 'club_leader', clubId: world.club.id } });
    const field = await t.prisma.clubField.create({ data: { clubId: world.club.id, name: 'Stadtpark', city: 'Hamburg' } });

    const include = 'listableTeams.playerCount,leaders,contacts,fields,profile,teams.userMeta,offeredSports';
    const res = await agent.get(`/api/clubs/${world.club.id}?include=${include}`).expect(200);
    const club = res.body.data;
    expect(club).toMatchObject({
      id: world.club.id,
      name: world.club.name,
      meta: { permissions: [] },
      profile: { city: 'Hamburg', homepage: 'lc-nord.example.org', general_information: 'Training dienstags' },
      leaders: [{ id: contact.id, firstname: contact.firstname, lastname: contact.lastname }],
      contacts: [
        {
          id: contact.id,
          position: 'main',
          email: contact.email,
          phone_number: '040 123',
          mobile_phone: null,
          avatar_state: 'none',
        },
      ],
      fields: [expect.objectContaining({ id: field.id, name: 'Stadtpark', city: 'Hamburg' })],
      offeredSports: [
        { id: world.sport.id, key: world.sport.key, name: world.sport.name, userMeta: { isJoinable: true, player: null } },
      ],
    });
    // A man sees the men's and the mixed teams, not the women's; only the fitting, open one is joinable.
    const teams = Object.fromEntries(club.teams.map((x: { name: string; userMeta: unknown }) => [x.name, x.userMeta]));
    expect(Object.keys(teams).sort()).toEqual(['Herren', 'Mixed', 'U16']);
    expect(teams.Herren).toEqual({ isJoinable: true, player: null });
    expect(teams.U16).toEqual({ isJoinable: false, player: null });
    expect(teams.Mixed).toEqual({ isJoinable: false, player: null });
    const counts = Object.fromEntries(
      club.listableTeams.map((x: { id: number; playerCount: { count: number } }) => [x.id, x.playerCount.count]),
    );
    expect(counts).toEqual({ [men.id]: 1, [women.id]: 0, [youth.id]: 0, [closed.id]: 0 });

    // Once a member of the team, it shows as theirs and the sport is taken.
    const own = await buildMembership({
      personId: person.id,
      clubId: world.club.id,
      sportId: world.sport.id,
      teamId: men.id,
    });
    const after = await agent.get(`/api/clubs/${world.club.id}?include=teams.userMeta,offeredSports`).expect(200);
    const herren = after.body.data.teams.find((x: { id: number }) => x.id === men.id);
    expect(herren.userMeta).toEqual({ isJoinable: false, player: { id: own.id } });
    expect(after.body.data.offeredSports[0].userMeta.isJoinable).toBe(false);
    expect(after.body.data).not.toHaveProperty('contacts');
  });

  it('tells whether a contact has a picture the member may see (and report): a reported one counts as none', async () => {
    const { agent } = await signedInMember(t);
    const world = await buildClubWorld();
    const contact = await buildPerson();
    const image = await t.prisma.image.create({
      data: { mimeType: 'image/png', width: 1, height: 1, data: new Uint8Array([1]), thumbnail: new Uint8Array([1]) },
    });
    await t.prisma.person.update({ where: { id: contact.id }, data: { avatarId: image.id } });
    await t.prisma.clubContact.create({ data: { clubId: world.club.id, personId: contact.id, position: 'finance' } });

    const shown = await agent.get(`/api/clubs/${world.club.id}?include=contacts`).expect(200);
    expect(shown.body.data.contacts).toEqual([expect.objectContaining({ id: contact.id, avatar_state: 'ok' })]);

    await t.prisma.person.update({ where: { id: contact.id }, data: { avatarHidden: true } });
    const hidden = await agent.get(`/api/clubs/${world.club.id}?include=contacts`).expect(200);
    expect(hidden.body.data.contacts).toEqual([expect.objectContaining({ id: contact.id, avatar_state: 'none' })]);
  });

  it('answers 404 for an unknown club and 400 for a bad id', async () => {
    const { agent } = await signedInMember(t);
    expect((await agent.get('/api/clubs/99999999').expect(404)).body.error.code).toBe('NotFound');
    expect((await agent.get('/api/clubs/abc').expect(400)).body.error.code).toBe('ValidationFailed');
  });
});

describe('GET /api/clubs/{id}/join-info', () => {
  it('lists the team, the sport, the subscriptions and the pending terms in the user language', async () => {
    const { agent, person } = await signedInMember(t, { gender: 'female', birthYear: 2000 });
    const world = await buildClubWorld();
    const team = await buildTeam({
      clubId: world.club.id,
      sportId: world.sport.id,
      name: 'Damen',
      gender: 'female',
      minAge: 16,
    });
    const associationTerm = await buildTerm(t, { product: 'association', associationId: world.association.id, versions: 2 });
    const clubTerm = await buildTerm(t, { product: 'club', clubId: world.club.id });
    await buildTerm(t, { product: 'club', clubId: world.otherClub.id });
    // Already consented to the club's rules: not asked again.
    await t.prisma.consent.create({ data: { personId: person.id, termVersionId: clubTerm.versionIds[0] } });

    const res = await agent.get(`/api/clubs/${world.club.id}/join-info?teamID=${team.id}`).expect(200);
    expect(res.body.data).toEqual({
      name: world.club.name,
      meta: {
        club: { id: world.club.id, name: world.club.name, association_id: world.association.id },
        team: expect.objectContaining({ id: team.id, name: 'Damen', gender: 'female', min_age: 16, max_age: 0 }),
        sport: { id: world.sport.id, name: world.sport.name, key: world.sport.key },
        subscriptions: [{ id: world.subscription!.id, name: 'Aktiv', available_intervals: [1, 3, 12] }],
        terms: [
          {
            id: associationTerm.id,
            title: 'AGB v2',
            version: 2,
            content: '<p>Inhalt v2</p>',
            checkboxes: ['Ich stimme zu', 'Ich habe gelesen'],
          },
        ],
        is_joinable: true,
        refusal: null,
      },
    });
    const english = await agent.get(`/api/clubs/${world.club.id}/join-info?teamID=${team.id}&language=en`).expect(200);
    expect(english.body.data.meta.terms[0].title).toBe('Terms v2');
  });

  it('answers for a sport without a team and tells why a join would be refused', async () => {
    const { agent, person } = await signedInMember(t, { gender: 'male' });
    const world = await buildClubWorld();
    const women = await buildTeam({ clubId: world.club.id, sportId: world.sport.id, gender: 'female' });

    const sport = await agent.get(`/api/clubs/${world.club.id}/join-info?sportID=${world.sport.id}`).expect(200);
    expect(sport.body.data.meta).toMatchObject({ team: null, is_joinable: true, refusal: null });

    const wrongGender = await agent.get(`/api/clubs/${world.club.id}/join-info?teamID=${women.id}`).expect(200);
    expect(wrongGender.body.data.meta).toMatchObject({ is_joinable: false, refusal: 'NotJoinable' });

    await buildMembership({ personId: person.id, clubId: world.otherClub.id, sportId: world.sport.id });
    const played = await agent.get(`/api/clubs/${world.club.id}/join-info?sportID=${world.sport.id}`).expect(200);
    expect(played.body.data.meta).toMatchObject({ is_joinable: false, refusal: 'SportAlreadyPlayed' });
  });

  it('needs teamID or sportID and refuses teams of other clubs', async () => {
    const { agent } = await signedInMember(t);
    const world = await buildClubWorld();
    const foreign = await buildTeam({ clubId: world.otherClub.id, sportId: world.sport.id });
    expect((await agent.get(`/api/clubs/${world.club.id}/join-info`).expect(400)).body.error.code).toBe('ValidationFailed');
    expect((await agent.get(`/api/clubs/${world.club.id}/join-info?teamID=${foreign.id}`).expect(404)).body.error.code).toBe(
      'NotFound',
    );
    await t.request().get(`/api/clubs/${world.club.id}/join-info?sportID=${world.sport.id}`).expect(401);
  });
});
