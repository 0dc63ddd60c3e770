// The data export holds only the member's own data. Two players of one club in one team and one game (one
// assisting the other's goal, both on the line-up, both with history, tags, bank details and a process): the other's
// name, email, phone, IBAN, ids and values appear nowhere in the export, except where decided (decision 024): the
// approver of one's own process by name.
import JSZip from 'jszip';
import { useTestApp } from '../app';
import { ADMIN_PASSWORD, buildPlayer, grantRole, signIn, unique } from '../factories';
import { addGoal, addLineup, buildCompetition, buildGame, buildGroup, buildSeason, buildTeams } from '../factories-stats';

const t = useTestApp();

const binary = (res: { on: (e: string, cb: (c?: Buffer) => void) => void }, cb: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c?: Buffer) => chunks.push(c!));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

it('holds none of another person of the same club and game, apart from the approver’s name', async () => {
  const season = await buildSeason();
  const league = await buildCompetition({ defaultSeasonId: season.id });
  const [home, away] = await buildTeams(league.associationId, [`Heim ${unique()}`, `Gast ${unique()}`]);
  await buildGroup({ competitionId: league.id, seasonId: season.id, teamIds: [home!.id, away!.id] });
  const team = { clubId: home!.clubId, sportId: home!.sportId, teamId: home!.id };
  const me = await buildPlayer({ ...team, firstname: 'Mona', lastname: `Selbst-${unique()}`, jerseyNumber: '7' });
  const other = await buildPlayer({
    ...team,
    firstname: 'Otto',
    lastname: `Anderer-${unique()}`,
    email: `otto-${unique()}@example.org`,
    jerseyNumber: '11',
  });
  await t.prisma.person.update({
    where: { id: other.person.id },
    data: { phoneNumber: '+49 40 998877', city: `Ottostadt-${unique()}`, publicShortName: `Otti-${unique()}` },
  });
  const game = await buildGame({ competitionId: league.id, seasonId: season.id, home: home!, away: away!, score: [1, 0] });
  await addLineup(game.id, home!.id, [me.membership, other.membership]);
  await addGoal({ gameId: game.id, teamId: home!.id, away: false, time: 300, scorer: other.membership, assist: me.membership });
  await addGoal({ gameId: game.id, teamId: home!.id, away: false, time: 900, scorer: me.membership, assist: other.membership });

  const admin = await t.prisma.person.create({
    data: {
      email: `admin-${unique()}@example.org`,
      passwordHash: (await t.prisma.person.findUniqueOrThrow({ where: { id: me.person.id } })).passwordHash,
      firstname: 'Adele',
      lastname: `Admin-${unique()}`,
      gender: 'female',
      birthdate: new Date('1970-01-01T00:00:00Z'),
    },
  });
  await grantRole(admin.id, 'association-leader', { associationId: league.associationId });

  const myAgent = await signIn(t, me.person.email!, ADMIN_PASSWORD);
  const otherAgent = await signIn(t, other.person.email!, ADMIN_PASSWORD);
  const IBAN_OTHER = 'NL91ABNA0417164300';
  await otherAgent.put('/api/self/bankInfo').send({ accountHolder: 'Otto Anderer', iban: IBAN_OTHER }).expect(200);
  await myAgent.put('/api/self/bankInfo').send({ accountHolder: 'Mona Selbst', iban: 'DE89370400440532013000' }).expect(200);
  // Each asks for a correction; the admin approves mine. The other's stays open.
  const mine = await myAgent.post('/api/self/privacyRequests/rectify').send({ firstname: 'Monika' }).expect(201);
  const theirs = await otherAgent.post('/api/self/privacyRequests/rectify').send({ firstname: 'Ottokar' }).expect(201);
  const adminAgent = await signIn(t, admin.email!, ADMIN_PASSWORD);
  await adminAgent.put(`/api/processes/${mine.body.data.id}?action=approve`).expect(200);

  const res = await myAgent.get('/api/self/dataExport').buffer(true).parse(binary).expect(200);
  const zip = await JSZip.loadAsync(res.body as Buffer);
  const json = await zip.file('data.json')!.async('string');
  const html = await zip.file('summary.html')!.async('string');
  const data = JSON.parse(json);

  // Mine is there: the line-up, both events (as player and as assist), the approved process and its approver.
  expect(data.game_lineups).toEqual([expect.objectContaining({ game_id: game.id, jersey_number: '7' })]);
  expect(data.game_events.map((e: { as: string }) => e.as).sort()).toEqual(['assist', 'player']);
  expect(data.processes).toEqual([
    expect.objectContaining({
      id: mine.body.data.id,
      approvals: [expect.objectContaining({ given_by: `Adele ${admin.lastname}` })],
    }),
  ]);
  expect(data.memberships[0].team).toBe(home!.name);

  const o = await t.prisma.person.findUniqueOrThrow({ where: { id: other.person.id } });
  const forbidden = [
    o.lastname,
    o.email!,
    o.phoneNumber!,
    o.city!,
    o.publicShortName!,
    o.uuid,
    o.calendarToken,
    'Ottokar',
    'Otto Anderer',
    IBAN_OTHER,
    IBAN_OTHER.slice(-4),
    admin.email!,
  ];
  for (const value of forbidden) {
    expect({ value, json: json.includes(value), html: html.includes(value) }).toEqual({ value, json: false, html: false });
  }
  // No id of the other person, their membership or their process.
  expect(json).not.toContain(`"person_id":${other.person.id},`);
  expect(data.person_id).toBe(me.person.id);
  expect(data.profile.id).toBe(me.person.id);
  expect(data.memberships.map((m: { id: number }) => m.id)).toEqual([me.membership.id]);
  expect(data.processes.map((p: { id: number }) => p.id)).not.toContain(theirs.body.data.id);
  expect(data.approvals_given).toEqual([]);
});
