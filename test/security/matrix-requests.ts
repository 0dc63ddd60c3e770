// One well-formed request per row of the authorization table, aimed at one side's data (A, B: association X; C: Y),
// so the caller's role and scope decide the answer, not the input. Calls that change or remove something work on
// objects made for that call; calls that end or replace the session run on a session of their own (`fresh`).
import crypto from 'node:crypto';
import { db } from '../../server/db/client';
import { roleEnum } from '../../server/domains/access/access';
import { createResetToken } from '../../server/domains/access/password-reset';
import { pushToken, subscribe } from '../../server/domains/follows/push-subscriptions';
import { unique } from '../factories';
import { pendingEmailChange } from '../factories-email';
import { sideGame } from '../factories-officials';
import { sideGroup } from '../factories-schedule';
import { matrixCompetition, matrixGroup } from '../factories-competitions';
import { buildSeason } from '../factories-stats';
import { csvFile, IMPORT_HEADER, sideCompetition } from '../factories-games-import';
import {
  ensureLogo,
  freshPlayer,
  freshProcess,
  freshSport,
  smallPng,
  type Actor,
  type SecurityWorld,
  type Side,
} from '../factories-security';

export interface MatrixRequest {
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart upload in the field `avatar`. */
  upload?: Buffer;
  /** A multipart upload of another file (a schedule). */
  file?: { field: string; buffer: Buffer; filename: string; contentType: string };
  /** Run on a new session of the same caller (sign-in, sign-out). */
  fresh?: boolean;
  /** An event stream: read to its first event, then closed (it never ends by itself). */
  stream?: boolean;
  /** Undoes what the call did to the caller, so later cells see the world as it was. */
  cleanup?: () => Promise<unknown>;
}

export interface MatrixContext {
  w: SecurityWorld;
  side: Side;
  actor: Actor | null;
}

type Build = (c: MatrixContext) => Promise<MatrixRequest> | MatrixRequest;

/** A browser's subscription keys: a P-256 public key and an auth secret, as a browser makes them. */
function matrixPushKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

/** A guest's push subscription made for one call, by its token. */
async function matrixPushToken(teamId: number): Promise<string> {
  const row = await subscribe(
    {
      endpoint: `https://push.example.org/matrix/${unique()}`,
      keys: matrixPushKeys(),
      language: 'de',
      quiet_hours: null,
      topics: [{ target: 'team', id: teamId, events: ['goal'] }],
    },
    null,
  );
  return pushToken(row.id);
}
const IBAN = 'DE89370400440532013000';

const personPath = async (c: MatrixContext, rest = '') => `/persons/${(await freshPlayer(c.w, c.side)).person.id}${rest}`;

/** A fresh player of the side whose picture another side's player reported (open and hidden); answers the person id. */
async function reportedPicture(c: MatrixContext): Promise<number> {
  const player = await freshPlayer(c.w, c.side);
  await db().avatarReport.create({ data: { personId: player.person.id, reporterId: c.w.sides.C.player.person.id } });
  await db().person.update({ where: { id: player.person.id }, data: { avatarHidden: true } });
  return player.person.id;
}

/** A saved view shared with the side's association whose owner was erased (decision 058). */
const ownerlessView = (side: Side) =>
  db().listView.create({
    data: {
      ownerId: null,
      associationId: side.assoc.association.id,
      list: 'members',
      name: `Geteilt ${unique()}`,
      orderBy: 'persons.lastname',
    },
  });
/** A fresh player of the side whose city an admin changed (a history entry); answers the person id. */
async function editedPlayer(c: MatrixContext): Promise<number> {
  const player = await freshPlayer(c.w, c.side);
  await db().person.update({ where: { id: player.person.id }, data: { city: 'Bonn' } });
  await db().auditEntry.create({
    data: {
      subjectId: player.person.id,
      action: 'person.updated',
      entity: 'person',
      entityId: player.person.id,
      data: { city: { from: null, to: 'Bonn' } },
    },
  });
  return player.person.id;
}

/** A game of the side being played since 20 minutes (finished now when `finishedAt` is given). */
async function playedGame(side: Side, finishedAt: Date | null = null) {
  const game = await sideGame(side, new Date(Date.now() - 20 * 60_000));
  return db().game.update({
    where: { id: game.id },
    data: { startedAt: game.kickoffTime, period: 1, clockRunningSince: game.kickoffTime, finishedAt },
  });
}

/** A played game of the side with a break entered. */
async function playedEvent(side: Side) {
  const game = await playedGame(side);
  const event = await db().gameEvent.create({
    data: { gameId: game.id, type: 'break', eventTime: 1200, period: 1, idempotencyKey: crypto.randomUUID() },
  });
  return { game, event };
}

/** Row key (`METHOD /path` or `METHOD /path [variant]`) -> the request of one cell. */
export const MATRIX_REQUESTS: Record<string, Build> = {
  // ---------------------------------------------------------------- session
  'GET /auth': () => ({ path: '/auth' }),
  'POST /auth/signin': ({ side, w }) => ({
    path: '/auth/signin',
    body: { username: side.player.person.email, password: w.password },
    fresh: true,
  }),
  'POST /auth/revalidate': ({ w }) => ({ path: '/auth/revalidate', body: { password: w.password } }),
  'POST /auth/signout': () => ({ path: '/auth/signout', fresh: true }),
  'POST /auth/reset': ({ side }) => ({ path: '/auth/reset', body: { email: side.player.person.email } }),
  'GET /auth/reset/{token}': async ({ side }) => ({
    path: `/auth/reset/${await createResetToken(side.player.person.id, 'reset')}`,
  }),
  'POST /auth/reset/{token}': async (c) => {
    const player = await freshPlayer(c.w, c.side);
    return { path: `/auth/reset/${await createResetToken(player.person.id, 'reset')}`, body: { password: 'ein-neues-passwort' } };
  },
  'POST /auth/email/{token}': async (c) => {
    const player = await freshPlayer(c.w, c.side);
    return { path: `/auth/email/${(await pendingEmailChange(player.person.id)).token}` };
  },
  'POST /auth/email/report/{token}': async (c) => {
    const player = await freshPlayer(c.w, c.side);
    return { path: `/auth/email/report/${(await pendingEmailChange(player.person.id)).reportToken}` };
  },
  'GET /auth/admin': () => ({ path: '/auth/admin' }),

  // ---------------------------------------------------------------- self
  'POST /self': ({ w }) => ({
    path: '/self',
    body: {
      email: `neu-${unique()}@example.org`,
      password: 'ein-langes-passwort',
      password_repeat: 'ein-langes-passwort',
      gender: 'female',
      firstname: 'Nora',
      lastname: 'Neu',
      birthdate: '1990-01-01',
      correctness_confirmed: true,
      preferred_language: 'de',
      accepted_terms: [w.portalTerm.id],
    },
  }),
  'GET /self': () => ({ path: '/self', query: { include: 'licenses,contactData' } }),
  'PUT /self': () => ({ path: '/self', body: { preferred_language: 'de' } }),
  'GET /self/profile': () => ({ path: '/self/profile' }),
  'GET /self/passwordPolicy': () => ({ path: '/self/passwordPolicy' }),
  'GET /self/contactData': () => ({ path: '/self/contactData' }),
  'PUT /self/contactData': () => ({ path: '/self/contactData', body: { city: 'Bonn' } }),
  'GET /self/bankInfo': () => ({ path: '/self/bankInfo' }),
  'PUT /self/bankInfo': () => ({ path: '/self/bankInfo', body: { accountHolder: 'Max Muster', iban: IBAN } }),
  'POST /self/avatar': async () => ({ path: '/self/avatar', upload: await smallPng() }),
  'DELETE /self/avatar': () => ({ path: '/self/avatar' }),
  'POST /self/calendarToken': () => ({ path: '/self/calendarToken' }),
  'GET /self/dashboard': () => ({ path: '/self/dashboard' }),
  'POST /self/players': async ({ side }) => {
    const sport = await freshSport(side);
    return {
      path: '/self/players',
      body: { clubID: side.club.id, sportID: sport.id, subscription_id: side.assoc.subscription.id, billing_interval: 12 },
      cleanup: () => db().membership.deleteMany({ where: { sportId: sport.id } }),
    };
  },
  'GET /self/players/{id}': ({ side }) => ({ path: `/self/players/${side.player.membership.id}` }),
  // privacy: a request of the caller, removed again so the next cell of the same caller may start one
  'GET /self/dataExport': () => ({ path: '/self/dataExport' }),
  'GET /self/privacyRequests': () => ({ path: '/self/privacyRequests' }),
  'POST /self/privacyRequests/rectify': ({ actor }) => ({
    path: '/self/privacyRequests/rectify',
    body: { firstname: `Neu${unique()}` },
    cleanup: () => db().process.deleteMany({ where: { personId: actor?.person.id ?? -1, type: 'rectify' } }),
  }),
  'POST /self/privacyRequests/erase': ({ actor }) => ({
    path: '/self/privacyRequests/erase',
    body: {},
    cleanup: () => db().process.deleteMany({ where: { personId: actor?.person.id ?? -1, type: 'erase' } }),
  }),

  // ---------------------------------------------------------------- clubs and teams
  'GET /clubs': ({ side }) => ({ path: '/clubs', query: { q: side.marker } }),
  'GET /clubs [whereACL=clubs.list]': () => ({ path: '/clubs', query: { whereACL: 'clubs.list', page_size: '0' } }),
  'GET /clubs [format=contacts-xlsx]': () => ({ path: '/clubs', query: { whereACL: 'clubs.list', format: 'contacts-xlsx' } }),
  'GET /clubs/{id}': ({ side }) => ({ path: `/clubs/${side.club.id}`, query: { include: 'contacts,fields,profile,leaders' } }),
  'GET /clubs/{id} [whereACL=clubs.list]': ({ side }) => ({
    path: `/clubs/${side.club.id}`,
    query: { whereACL: 'clubs.list', include: 'contacts,fields,profile,leaders' },
  }),
  'GET /clubs/{id}/join-info': ({ side, w }) => ({
    path: `/clubs/${side.club.id}/join-info`,
    query: { sportID: String(w.sport.id) },
  }),
  'PUT /clubs/{id}/profile': ({ side }) => ({ path: `/clubs/${side.club.id}/profile`, body: { city: 'Bonn' } }),
  'POST /clubs/{id}/contacts': async (c) => ({
    path: `/clubs/${c.side.club.id}/contacts`,
    body: { personID: (await freshPlayer(c.w, c.side)).person.id, position: 'finance' },
  }),
  'PUT /clubs/{id}/contacts/{sub}': async (c) => {
    const player = await freshPlayer(c.w, c.side);
    await db().clubContact.create({ data: { clubId: c.side.club.id, personId: player.person.id, position: 'main' } });
    return {
      path: `/clubs/${c.side.club.id}/contacts/${player.person.id}`,
      body: { oldPosition: 'main', position: 'youth_boys' },
    };
  },
  'DELETE /clubs/{id}/contacts/{sub}': async (c) => {
    const player = await freshPlayer(c.w, c.side);
    await db().clubContact.create({ data: { clubId: c.side.club.id, personId: player.person.id, position: 'main' } });
    return { path: `/clubs/${c.side.club.id}/contacts/${player.person.id}`, query: { position: 'main' } };
  },
  'GET /clubs/{id}/fields': ({ side }) => ({ path: `/clubs/${side.club.id}/fields` }),
  'POST /clubs/{id}/fields': ({ side }) => ({ path: `/clubs/${side.club.id}/fields`, body: { name: 'Neuer Platz' } }),
  'GET /clubs/{id}/fields/{sub}': ({ side }) => ({ path: `/clubs/${side.club.id}/fields/${side.field.id}` }),
  'PUT /clubs/{id}/fields/{sub}': async ({ side }) => {
    const field = await db().clubField.create({ data: { clubId: side.club.id, name: 'Alter Platz' } });
    return { path: `/clubs/${side.club.id}/fields/${field.id}`, body: { name: 'Umbenannt' } };
  },
  'DELETE /clubs/{id}/fields/{sub}': async ({ side }) => {
    const field = await db().clubField.create({ data: { clubId: side.club.id, name: 'Weg damit' } });
    return { path: `/clubs/${side.club.id}/fields/${field.id}` };
  },
  'GET /clubs/{id}/avatar': async ({ side }) => {
    await ensureLogo(side);
    return { path: `/clubs/${side.club.id}/avatar` };
  },
  'POST /clubs/{id}/avatar': async ({ side }) => ({ path: `/clubs/${side.club.id}/avatar`, upload: await smallPng() }),
  'DELETE /clubs/{id}/avatar': async ({ side }) => {
    await ensureLogo(side);
    return { path: `/clubs/${side.club.id}/avatar` };
  },
  'GET /teams': ({ side }) => ({ path: '/teams', query: { whereClubID: String(side.club.id) } }),
  'GET /teams [whereACL=teams.list]': () => ({ path: '/teams', query: { whereACL: 'teams.list', page_size: '0' } }),
  'GET /teams/{id}': ({ side }) => ({ path: `/teams/${side.team.id}`, query: { include: 'userMeta' } }),
  'GET /associations': ({ w }) => ({ path: '/associations', query: { sport: w.sport.key } }),
  'GET /leagues': () => ({ path: '/leagues' }),
  'GET /leagues [whereACL=leagues.list]': () => ({ path: '/leagues', query: { whereACL: 'leagues.list', page_size: '0' } }),

  // ---------------------------------------------------------------- persons and players
  'GET /persons': () => ({ path: '/persons', query: { page_size: '0', include: 'aclLabels,tags' } }),
  'GET /persons [format=emails-csv]': () => ({ path: '/persons', query: { format: 'emails-csv', page_size: '0' } }),
  'GET /persons [format=emails-csv&whereACL=persons.list]': () => ({
    path: '/persons',
    query: { format: 'emails-csv', page_size: '0', whereACL: 'persons.list' },
  }),
  'GET /persons [format=full-xlsx]': () => ({ path: '/persons', query: { format: 'full-xlsx', page_size: '0' } }),
  'GET /persons/filters': () => ({ path: '/persons/filters' }),
  'GET /persons/duplicates': ({ side }) => ({
    path: '/persons/duplicates',
    query: { club_id: String(side.club.id), firstname: 'Neo', lastname: 'Neumitglied', birthdate: '2001-02-03' },
  }),
  'POST /persons': ({ side, w }) => ({
    path: '/persons',
    body: {
      club_id: side.club.id,
      sport_id: w.sport.id,
      gender: 'male',
      firstname: 'Neo',
      lastname: 'Neumitglied',
      birthdate: '2001-02-03',
    },
  }),
  'GET /persons/{id}': ({ side }) => ({ path: `/persons/${side.player.person.id}` }),
  'PUT /persons/{id}': async (c) => ({ path: await personPath(c), body: { city: 'Bonn' } }),
  'POST /persons/{id}/tags': async (c) => ({ path: await personPath(c, '/tags'), body: { tag_id: c.side.assoc.tag.id } }),
  'DELETE /persons/{id}/tags/{sub}': async (c) => {
    const player = await freshPlayer(c.w, c.side);
    await db().personTag.create({ data: { personId: player.person.id, tagId: c.side.assoc.tag.id } });
    return { path: `/persons/${player.person.id}/tags/${c.side.assoc.tag.id}` };
  },
  'POST /persons/{id}/aclRules': async (c) => ({
    path: await personPath(c, '/aclRules'),
    body: { role: 'team-leader', target_id: c.side.team.id },
  }),
  'DELETE /persons/{id}/aclRules/{sub}': async (c) => {
    const player = await freshPlayer(c.w, c.side);
    const rule = await db().aclRule.create({
      data: { personId: player.person.id, role: roleEnum('team-leader'), teamId: c.side.team.id, revocable: true },
    });
    return { path: `/persons/${player.person.id}/aclRules/${rule.id}` };
  },
  'POST /persons/{id}/internationalPlayers': async (c) => ({
    path: await personPath(c, '/internationalPlayers'),
    body: { international_team_id: c.side.assoc.nationalTeam.id },
  }),
  'DELETE /persons/{id}/internationalPlayers/{sub}': async (c) => {
    const player = await freshPlayer(c.w, c.side);
    const row = await db().internationalPlayer.create({
      data: { personId: player.person.id, internationalTeamId: c.side.assoc.nationalTeam.id },
    });
    return { path: `/persons/${player.person.id}/internationalPlayers/${row.id}` };
  },
  'PUT /persons/{id}/licenses/{sub}': async (c) => ({
    path: await personPath(c, `/licenses/${c.side.assoc.license.id}`),
    body: { level: 2 },
  }),
  'DELETE /persons/{id}/licenses/{sub}': async (c) => ({ path: await personPath(c, `/licenses/${c.side.assoc.license.id}`) }),
  'GET /persons/{id}/history': ({ side }) => ({ path: `/persons/${side.player.person.id}/history` }),
  'GET /persons/{id}/timelines': ({ side }) => ({ path: `/persons/${side.player.person.id}/timelines` }),
  'DELETE /persons/{id}/associations/{associationId}': async (c) => ({
    path: await personPath(c, `/associations/${c.side.association.id}`),
  }),
  'GET /persons/{id}/avatar': ({ side }) => ({ path: `/persons/${side.player.person.id}/avatar` }),
  'POST /persons/{id}/avatar/report': async (c) => ({ path: await personPath(c, '/avatar/report') }),
  'GET /avatar-reports': async (c) => {
    await reportedPicture(c);
    return { path: '/avatar-reports' };
  },
  'PUT /avatar-reports/{personId}': async (c) => ({
    path: `/avatar-reports/${await reportedPicture(c)}`,
    body: { action: 'release' },
  }),
  'GET /players': () => ({ path: '/players', query: { page_size: '0' } }),
  'PUT /players/{id}': async (c) => ({
    path: `/players/${(await freshPlayer(c.w, c.side)).membership.id}`,
    body: { jersey_number: '12' },
  }),
  'GET /list-views': () => ({ path: '/list-views' }),
  'POST /list-views': ({ side }) => ({
    path: '/list-views',
    body: { name: `Ansicht ${unique()}`, rql: 'eq(gender,female)', association_id: side.assoc.association.id },
  }),
  'PUT /list-views/{id}': async ({ side }) => ({
    path: `/list-views/${(await ownerlessView(side)).id}`,
    body: { name: `Umbenannt ${unique()}` },
  }),
  'DELETE /list-views/{id}': async ({ side }) => ({ path: `/list-views/${(await ownerlessView(side)).id}` }),
  'GET /list-columns': () => ({ path: '/list-columns', query: { list: 'members' } }),
  'PUT /list-columns': () => ({ path: '/list-columns', body: { list: 'members', columns: [{ key: 'email', width: 200 }] } }),
  'PUT /admin/players/{id}': async (c) => ({
    path: `/admin/players/${(await freshPlayer(c.w, c.side)).membership.id}`,
    body: { jersey_number: '12' },
  }),

  // ---------------------------------------------------------------- terms, admin, processes
  'GET /terms/consented': () => ({ path: '/terms/consented' }),
  'POST /terms/consent': ({ w }) => ({ path: '/terms/consent', body: { consents: [{ id: w.portalTerm.id, version: 1 }] } }),
  'GET /terms/{key}': () => ({ path: '/terms/portal' }),
  'GET /admin/dashboard': () => ({ path: '/admin/dashboard' }),
  'GET /admin/options': () => ({ path: '/admin/options' }),
  'GET /referees': () => ({ path: '/referees', query: { page_size: '0' } }),
  'GET /referees [format=csv]': () => ({ path: '/referees', query: { format: 'csv' } }),
  'GET /referees/{id}': ({ side }) => ({ path: `/referees/${side.player.person.id}` }),
  'GET /tags': () => ({ path: '/tags' }),
  'GET /persons/{id}/merge/{sub}': async (c) => {
    const [a, b] = [await freshPlayer(c.w, c.side), await freshPlayer(c.w, c.side)];
    return { path: `/persons/${a.person.id}/merge/${b.person.id}` };
  },
  'POST /persons/{id}/merge/{sub}': async (c) => {
    const [a, b] = [await freshPlayer(c.w, c.side), await freshPlayer(c.w, c.side)];
    const stamp = async (id: number) =>
      (await db().person.findUniqueOrThrow({ where: { id }, select: { updatedAt: true } })).updatedAt.toISOString();
    return {
      path: `/persons/${a.person.id}/merge/${b.person.id}`,
      body: { survivor_updated_at: await stamp(a.person.id), other_updated_at: await stamp(b.person.id) },
    };
  },
  'GET /audit-log': async (c) => ({ path: '/audit-log', query: { person_id: String(await editedPlayer(c)) } }),
  'POST /audit-log/{id}/undo': async (c) => {
    const personId = await editedPlayer(c);
    const entry = await db().auditEntry.findFirstOrThrow({ where: { subjectId: personId }, select: { id: true } });
    return { path: `/audit-log/${entry.id}/undo`, body: { field: 'city' } };
  },
  'GET /international-teams': () => ({ path: '/international-teams' }),
  'GET /licenses': () => ({ path: '/licenses' }),
  'POST /bulk/persons/tags': async (c) => ({
    path: '/bulk/persons/tags',
    body: { selection: { ids: [(await freshPlayer(c.w, c.side)).person.id] }, tag_id: c.side.assoc.tag.id },
  }),
  'POST /bulk/{id}/undo': async (c) => {
    const player = await freshPlayer(c.w, c.side);
    await db().personTag.create({ data: { personId: player.person.id, tagId: c.side.assoc.tag.id } });
    const action = await db().bulkAction.create({
      data: { actorId: c.actor?.person.id ?? 0, kind: 'tag.add', tagId: c.side.assoc.tag.id, personIds: [player.person.id] },
    });
    return { path: `/bulk/${action.id}/undo` };
  },
  'POST /bulk/persons/export': ({ side }) => ({
    path: '/bulk/persons/export',
    body: { selection: { ids: [side.player.person.id] }, format: 'emails-csv' },
  }),
  'POST /bulk/persons/mail/preview': ({ side }) => ({
    path: '/bulk/persons/mail/preview',
    body: { selection: { ids: [side.player.person.id] }, subject: 'Hallo {{first_name}}', body: '{{first_name}} {{last_name}}' },
  }),
  'POST /bulk/persons/mail': async (c) => ({
    path: '/bulk/persons/mail',
    body: { selection: { ids: [(await freshPlayer(c.w, c.side)).person.id] }, subject: 'Hallo', body: 'Bis bald' },
  }),
  'POST /bulk/clubs/export': ({ side }) => ({ path: '/bulk/clubs/export', body: { selection: { ids: [side.club.id] } } }),
  'POST /bulk/clubs/mail/preview': ({ side }) => ({
    path: '/bulk/clubs/mail/preview',
    body: { selection: { ids: [side.club.id] }, subject: 'Hallo {{first_name}}', body: '{{first_name}} {{last_name}}' },
  }),
  'POST /bulk/clubs/mail': ({ side }) => ({
    path: '/bulk/clubs/mail',
    body: { selection: { ids: [side.club.id] }, subject: 'Hallo', body: 'Bis bald' },
  }),
  'POST /bulk/referees/renewal': ({ side }) => ({
    path: '/bulk/referees/renewal',
    body: { selection: { ids: [side.player.person.id] }, license_id: side.assoc.license.id, valid_to: '2040-12-31' },
  }),
  'GET /processes': () => ({ path: '/processes', query: { page_size: '0' } }),
  'GET /processes/approvable/count': () => ({ path: '/processes/approvable/count' }),
  'GET /processes/{id}': ({ side }) => ({ path: `/processes/${side.process}`, query: { include: 'requiredApprovals' } }),
  'PUT /processes/{id} [approve]': async (c) => ({
    path: `/processes/${await freshProcess(c.w, c.side)}`,
    query: { action: 'approve' },
  }),
  'PUT /processes/{id} [force-approve]': async (c) => ({
    path: `/processes/${await freshProcess(c.w, c.side)}`,
    query: { action: 'force-approve' },
  }),
  'PUT /processes/{id} [withdraw]': async (c) => ({
    path: `/processes/${await freshProcess(c.w, c.side)}`,
    query: { action: 'withdraw' },
  }),

  // ---------------------------------------------------------------- public statistics and other
  'GET /stats/associations': () => ({ path: '/stats/associations' }),
  'GET /stats/games/{gameID}': ({ w }) => ({ path: `/stats/games/${w.sides.A.game!.id}` }),
  'GET /stats/{type}/{id}/games': ({ w }) => ({ path: `/stats/leagues/${w.sides.A.league!.id}/games` }),
  'GET /stats/{type}/{id}/groups': ({ w }) => ({ path: `/stats/leagues/${w.sides.A.league!.id}/groups` }),
  'GET /stats/{type}/{id}/points': ({ w }) => ({ path: `/stats/leagues/${w.sides.A.league!.id}/points` }),
  'GET /stats/{type}/{id}/fouls': ({ w }) => ({ path: `/stats/leagues/${w.sides.A.league!.id}/fouls` }),
  'GET /stats/{type}/{id}/goalies': ({ w }) => ({ path: `/stats/leagues/${w.sides.A.league!.id}/goalies` }),
  'GET /stats/{type}/{id}/teams/{teamID}': ({ w }) => ({
    path: `/stats/leagues/${w.sides.A.league!.id}/teams/${w.sides.A.team.id}`,
  }),
  'GET /stats/games/{gameID}/live': ({ w }) => ({ path: `/stats/games/${w.sides.A.game!.id}/live`, stream: true }),
  'GET /stats/games/{gameID}/score-sheet.pdf': async ({ side }) => ({
    path: `/stats/games/${(await playedGame(side, new Date())).id}/score-sheet.pdf`,
  }),
  'GET /stats/{type}/{id}/live': ({ w }) => ({ path: `/stats/leagues/${w.sides.A.league!.id}/live`, stream: true }),
  'GET /calendar/games-calendar/{file}': ({ side }) => ({
    path: `/calendar/games-calendar/${side.player.person.calendarToken}.ics`,
  }),
  'GET /calendar/{type}/{file}': ({ w }) => ({ path: `/calendar/leagues/${w.sides.A.league!.id}.ics` }),
  'GET /calendar/teams/{file}': ({ side }) => ({ path: `/calendar/teams/${side.team.id}.ics` }),
  // ---------------------------------------------------------------- follows and push
  'GET /self/follows': () => ({ path: '/self/follows' }),
  'POST /self/follows': ({ side, actor }) => ({
    path: '/self/follows',
    body: { target: 'team', id: side.team.id, mail_events: ['final'] },
    cleanup: () => db().follow.deleteMany({ where: { personId: actor?.person.id ?? 0, target: 'team', targetId: side.team.id } }),
  }),
  'POST /self/follows/merge': ({ side }) => ({
    path: '/self/follows/merge',
    body: { follows: [{ target: 'competition', id: side.league?.id ?? side.team.id }] },
  }),
  'DELETE /self/follows/{target}/{id}': ({ side }) => ({ path: `/self/follows/game/${side.team.id}` }),
  'GET /self/follows/teams': () => ({ path: '/self/follows/teams' }),
  'GET /follows/teams': ({ side }) => ({ path: '/follows/teams', query: { ids: String(side.team.id) } }),
  'GET /push/key': () => ({ path: '/push/key' }),
  'POST /push/subscriptions': ({ side }) => ({
    path: '/push/subscriptions',
    body: {
      endpoint: `https://push.example.org/matrix/${unique()}`,
      keys: matrixPushKeys(),
      topics: [{ target: 'team', id: side.team.id, events: ['goal'] }],
    },
  }),
  'GET /push/subscriptions': () => ({ path: '/push/subscriptions' }),
  'GET /push/subscriptions/{token}': async ({ side }) => ({ path: `/push/subscriptions/${await matrixPushToken(side.team.id)}` }),
  'PUT /push/subscriptions/{token}': async ({ side }) => ({
    path: `/push/subscriptions/${await matrixPushToken(side.team.id)}`,
    body: { language: 'en', quiet_hours: null, topics: [] },
  }),
  'DELETE /push/subscriptions/{token}': async ({ side }) => ({
    path: `/push/subscriptions/${await matrixPushToken(side.team.id)}`,
  }),
  'GET /countries': () => ({ path: '/countries', query: { language: 'de' } }),
  'GET /game-tasks': () => ({ path: '/game-tasks' }),
  'GET /game-tasks/frame.js': () => ({ path: '/game-tasks/frame.js' }),
  // ---------------------------------------------------------------- officials
  'GET /games/{id}/referee-candidates': async ({ side }) => ({
    path: `/games/${(await sideGame(side, new Date(Date.now() + 86_400_000))).id}/referee-candidates`,
  }),
  'GET /games/{id}/officials': async ({ side }) => ({
    path: `/games/${(await sideGame(side, new Date(Date.now() + 86_400_000))).id}/officials`,
  }),
  'POST /competitions/{id}/games/import': async ({ side }) => ({
    path: `/competitions/${await sideCompetition(side)}/games/import`,
    query: { dryRun: 'true' },
    file: { field: 'file', buffer: csvFile([IMPORT_HEADER]), filename: 'spielplan.csv', contentType: 'text/csv' },
  }),
  'GET /competitions/{id}/games/import/template': async ({ side }) => ({
    path: `/competitions/${await sideCompetition(side)}/games/import/template`,
    query: { format: 'xlsx' },
  }),
  'PUT /games/{id}/officials': async ({ side }) => ({
    path: `/games/${(await sideGame(side, new Date(Date.now() + 86_400_000))).id}/officials`,
    body: { referee_ids: [side.player.person.id] },
  }),
  // ---------------------------------------------------------------- schedule
  'GET /games': async ({ side }) => ({
    path: '/games',
    query: { team: String((await sideGroup(side)).homeTeamId), page_size: '0' },
  }),
  'POST /competitions/{id}/games': async ({ side }) => {
    const g = await sideGroup(side);
    return {
      path: `/competitions/${g.competitionId}/games`,
      body: {
        number: 2,
        kickoff_time: '2030-05-11T18:00:00+02:00',
        group_id: g.group.id,
        home_team_id: g.homeTeamId,
        away_team_id: g.awayTeamId,
      },
    };
  },
  'PUT /games/{id}': async ({ side }) => {
    const g = await sideGroup(side);
    return {
      path: `/games/${g.game.id}`,
      body: {
        number: 1,
        kickoff_time: '2030-05-05T18:00:00+02:00',
        group_id: g.group.id,
        home_team_id: g.awayTeamId,
        away_team_id: g.homeTeamId,
      },
    };
  },
  'POST /games/{id}/postpone': async ({ side }) => ({
    path: `/games/${(await sideGroup(side)).game.id}/postpone`,
    body: { kickoff_time: '2030-06-01T16:00:00Z', reason: 'Platz gesperrt' },
  }),
  'POST /games/{id}/cancel': async ({ side }) => ({
    path: `/games/${(await sideGroup(side)).game.id}/cancel`,
    body: { reason: 'Team zurückgezogen' },
  }),
  'POST /groups/{id}/schedule': async ({ side }) => {
    const g = await sideGroup(side);
    return {
      path: `/groups/${g.group.id}/schedule`,
      body: { double: true, start_date: '2030-08-01', weekday: 6, time: '18:00', replace: true, dry_run: false },
    };
  },
  // ---------------------------------------------------------------- seasons, competitions, groups
  'GET /seasons': () => ({ path: '/seasons' }),
  'POST /seasons': () => ({
    path: '/seasons',
    body: { name: `Saison ${unique()}`, starts_on: '2042-08-01', ends_on: '2043-07-31' },
  }),
  // A season of the side's association alone (a tournament's default season): another association's admin may not
  // change it (409 SeasonShared).
  'PUT /seasons/{id}': async ({ side }) => {
    const season = await buildSeason({ startsOn: '2044-08-01', endsOn: '2045-07-31' });
    await db().competition.create({
      data: {
        associationId: side.association.id,
        sportId: side.sportId,
        kind: 'tournament',
        name: `Pokal ${side.marker} ${unique()}`,
        defaultSeasonId: season.id,
      },
    });
    return {
      path: `/seasons/${season.id}`,
      body: { name: `Saison ${unique()}`, starts_on: '2044-08-01', ends_on: '2045-06-30' },
    };
  },
  'GET /competitions': () => ({ path: '/competitions' }),
  'POST /competitions': ({ side }) => ({
    path: '/competitions',
    body: { name: `Pokal ${unique()}`, kind: 'tournament', sport_id: side.sportId, association_id: side.association.id },
  }),
  'GET /competitions/{id}': async ({ side }) => ({ path: `/competitions/${await matrixCompetition(side)}` }),
  // The same rules again (side A's league serves other rows too).
  'PUT /competitions/{id}': async ({ side }) => {
    const id = await matrixCompetition(side);
    const c = await db().competition.findUniqueOrThrow({ where: { id } });
    return {
      path: `/competitions/${id}`,
      body: {
        name: c.name,
        kind: c.kind,
        default_season_id: c.defaultSeasonId,
        points_win: c.pointsWin,
        points_tie: c.pointsTie,
        points_loss: c.pointsLoss,
        period_count: c.periodCount,
        period_seconds: c.periodSeconds,
      },
    };
  },
  'PUT /competitions/{id}/penalties': async ({ side }) => ({
    path: `/competitions/${await matrixCompetition(side)}/penalties`,
    body: { penalties: [{ kind: 'personal', name: 'minor', seconds: 120 }] },
  }),
  'GET /competitions/{id}/teams': async ({ side }) => ({ path: `/competitions/${await matrixCompetition(side)}/teams` }),
  'POST /competitions/{id}/groups': async ({ side }) => ({
    path: `/competitions/${await matrixCompetition(side)}/groups`,
    body: { season_id: (await buildSeason()).id, name: `Gruppe ${unique()}` },
  }),
  'PUT /groups/{id}': async ({ side }) => ({ path: `/groups/${await matrixGroup(side)}`, body: { name: 'Nord', position: 1 } }),
  'DELETE /groups/{id}': async ({ side }) => ({ path: `/groups/${await matrixGroup(side)}` }),
  'PUT /groups/{id}/teams': async ({ side }) => ({
    path: `/groups/${await matrixGroup(side)}/teams`,
    body: { team_ids: [side.team.id] },
  }),
  // ---------------------------------------------------------------- score sheet at the table
  'POST /games/{id}/start': async ({ w, side }) => {
    // A start needs players on both line-ups: the away team's is saved with a player of the side.
    const game = await sideGame(side, new Date());
    const player = await freshPlayer(w, side);
    await db().gameLineup.create({ data: { gameId: game.id, membershipId: player.membership.id, teamId: game.awayTeamId } });
    return { path: `/games/${game.id}/start`, body: {} };
  },
  'POST /games/{id}/reset': async ({ side }) => ({ path: `/games/${(await playedGame(side)).id}/reset`, body: {} }),
  'POST /games/{id}/outcome': async ({ side }) => ({
    path: `/games/${(await sideGame(side, new Date())).id}/outcome`,
    body: { outcome: 'forfeit', forfeit_side: 'away', reason: 'Nicht angetreten' },
  }),
  'PUT /games/{id}/clock': async ({ side }) => ({
    path: `/games/${(await playedGame(side)).id}/clock`,
    body: { period: 2, seconds: 1500, running: false },
  }),
  'POST /games/{id}/clock/previous-period': async ({ side }) => {
    const game = await playedGame(side);
    await db().game.update({ where: { id: game.id }, data: { period: 2 } });
    return { path: `/games/${game.id}/clock/previous-period`, body: {} };
  },
  'POST /games/{id}/extra-time': async ({ side }) => {
    // Tied at the end of regular play in a competition with an overtime.
    const game = await playedGame(side);
    const rules = await db().competition.update({
      where: { id: game.competitionId },
      data: { overtimeMinutes: 5 },
      select: { periodCount: true, periodSeconds: true },
    });
    await db().game.update({
      where: { id: game.id },
      data: { period: rules.periodCount, clockSeconds: rules.periodCount * rules.periodSeconds, clockRunningSince: null },
    });
    return { path: `/games/${game.id}/extra-time`, body: { stage: 'overtime' } };
  },
  'POST /games/{id}/events': async ({ side }) => ({
    path: `/games/${(await playedGame(side)).id}/events`,
    body: { idempotency_key: crypto.randomUUID(), type: 'break', event_time: 1200, period: 1 },
  }),
  'PUT /games/{id}/events/{event}': async ({ side }) => {
    const { game, event } = await playedEvent(side);
    return { path: `/games/${game.id}/events/${event.id}`, body: { type: 'break', event_time: 1210, period: 1 } };
  },
  'DELETE /games/{id}/events/{event}': async ({ side }) => {
    const { game, event } = await playedEvent(side);
    return { path: `/games/${game.id}/events/${event.id}` };
  },
  'POST /games/{id}/finish': async ({ side }) => ({ path: `/games/${(await playedGame(side)).id}/finish`, body: {} }),
  'POST /games/{id}/sign': async ({ side }) => ({
    path: `/games/${(await playedGame(side, new Date())).id}/sign`,
    body: { pin: '2468' },
  }),
  'GET /games/{id}/sheet': async ({ side }) => ({ path: `/games/${(await sideGame(side, new Date())).id}/sheet` }),
  'GET /games/{id}/lineups/{side}/candidates': async ({ side }) => ({
    path: `/games/${(await sideGame(side, new Date())).id}/lineups/home/candidates`,
  }),
  'PUT /games/{id}/lineups/{side}': async ({ side }) => ({
    path: `/games/${(await sideGame(side, new Date())).id}/lineups/home`,
    body: { players: [{ membership_id: side.player.membership.id, jersey_number: '9', position: null }] },
  }),
  'POST /games/{id}/lineups/{side}/confirm': async ({ side }) => ({
    path: `/games/${(await sideGame(side, new Date())).id}/lineups/home/confirm`,
    body: { pin: '2468' },
  }),
  'PUT /games/{id}/scorers': async ({ side }) => ({
    path: `/games/${(await sideGame(side, new Date())).id}/scorers`,
    body: { person_ids: [side.player.person.id] },
  }),
  'GET /games/{id}/referee-report': async ({ side }) => ({
    path: `/games/${(await playedGame(side, new Date())).id}/referee-report`,
  }),
  'PUT /games/{id}/referee-report': async ({ side }) => ({
    path: `/games/${(await playedGame(side, new Date())).id}/referee-report`,
    body: { text: 'Ruhiges Spiel', incidents: [] },
  }),
  'GET /games/{id}/score-sheet.pdf': async ({ side }) => ({
    path: `/games/${(await playedGame(side, new Date())).id}/score-sheet.pdf`,
  }),
  'GET /games/{id}/signers': async ({ side }) => ({ path: `/games/${(await playedGame(side, new Date())).id}/signers` }),
  'POST /games/{id}/signers/{person}/sign': async ({ side }) => ({
    path: `/games/${(await playedGame(side, new Date())).id}/signers/${side.player.person.id}/sign`,
    body: { role: 'referee', pin: '2468' },
  }),
  'GET /games/{id}/scorer-code': async ({ side }) => ({ path: `/games/${(await sideGame(side, new Date())).id}/scorer-code` }),
  'POST /games/{id}/scorer-code': async ({ side }) => ({
    path: `/games/${(await sideGame(side, new Date())).id}/scorer-code`,
    body: {},
  }),
  'DELETE /games/{id}/scorer-code': async ({ side }) => ({ path: `/games/${(await sideGame(side, new Date())).id}/scorer-code` }),
  'POST /scorer/session': () => ({ path: '/scorer/session', body: { code: 'AAAA-BBBB-CCCC', pin: '123456' } }),
  'GET /scorer/session': () => ({ path: '/scorer/session' }),
  'GET /game-tasks/overdue': async ({ side }) => {
    const game = await sideGame(side, new Date(Date.now() - 3 * 86_400_000));
    await db().gameTask.create({ data: { gameId: game.id, personId: side.player.person.id, type: 'sign_score_sheet' } });
    return { path: '/game-tasks/overdue' };
  },
  'GET /openapi.json': () => ({ path: '/openapi.json' }),
  'GET /docs': () => ({ path: '/docs' }),
};
