// THE authorization table: the expected answer of every endpoint (row) for every caller and target (column). The
// matrix test (authorization-matrix.test.ts) runs each cell and fails on any other status, above all on any 2xx not
// written here; docs/security.md publishes the table as it is here (the test checks that it does).
//
// Cell tokens: a status (`403`), or for lists whose content depends on scope `200+` (answers 200 and shows the target
// side's data) and `200-` (answers 200 and shows none of it). Target data: side A (club A, association X, league
// team), side B (club B, association X, no league), side C (club C, association Y).
import type { ActorName, SideName } from '../factories-security';

export interface Column {
  key: string;
  title: string;
  actor: ActorName | null;
  side: SideName;
}

export const COLUMNS: readonly Column[] = [
  { key: 'guest', title: 'guest', actor: null, side: 'A' },
  { key: 'member', title: 'member', actor: 'member', side: 'A' },
  { key: 'clubRepA', title: 'club rep A → A', actor: 'clubRep', side: 'A' },
  { key: 'clubRepB', title: 'club rep A → B', actor: 'clubRep', side: 'B' },
  { key: 'leagueRepA', title: 'league rep → A', actor: 'leagueRep', side: 'A' },
  { key: 'leagueRepB', title: 'league rep → B', actor: 'leagueRep', side: 'B' },
  { key: 'adminX', title: 'admin X → X', actor: 'admin', side: 'A' },
  { key: 'adminY', title: 'admin X → Y', actor: 'admin', side: 'C' },
  { key: 'customerX', title: 'customer X → X', actor: 'customer', side: 'A' },
  { key: 'customerY', title: 'customer X → Y', actor: 'customer', side: 'C' },
];

// Shorthands for rows that repeat.
const PUBLIC = '200 200 200 200 200 200 200 200 200 200';
const SESSION = '401 200 200 200 200 200 200 200 200 200';
const ADMIN_AREA = '401 403 200 200 200 200 200 200 200 200';
/** clubs.editProfile / persons.update / persons.create on the target: club rep on A, admin and customer on X. */
const CLUB_EDIT = (ok: number) => `401 403 ${ok} 403 403 403 ${ok} 403 ${ok} 403`;
/** persons.list on the target: club rep on A, league rep on its league's team (side A), admin and customer on X. */
const PERSON_READ = '401 403 200 403 200 403 200 403 200 403';
/** Association-level rights (referees.edit, force-approve, retirement by an admin): admin and customer of X only. */
const ASSOCIATION_ONLY = (ok: number) => `401 403 403 403 403 403 ${ok} 403 ${ok} 403`;
/** Scoped admin lists holding persons.list: each caller sees its own scope and nothing of the other side. */
const SCOPED_LIST = '401 403 200+ 200- 200+ 200- 200+ 200- 200+ 200-';

export const AUTHORIZATION_TABLE: Record<string, string> = {
  // session
  'GET /auth': PUBLIC,
  'POST /auth/signin': PUBLIC,
  'POST /auth/revalidate': SESSION,
  'POST /auth/signout': PUBLIC,
  'POST /auth/reset': PUBLIC,
  'GET /auth/reset/{token}': PUBLIC,
  'POST /auth/reset/{token}': PUBLIC,
  'POST /auth/email/{token}': PUBLIC,
  'POST /auth/email/report/{token}': PUBLIC,
  'GET /auth/admin': ADMIN_AREA,
  // self-service: only ever the caller's own data
  'POST /self': '201 403 403 403 403 403 403 403 403 403',
  'GET /self': SESSION,
  'PUT /self': SESSION,
  'GET /self/profile': SESSION,
  'GET /self/passwordPolicy': SESSION,
  'GET /self/contactData': SESSION,
  'PUT /self/contactData': SESSION,
  'GET /self/bankInfo': SESSION,
  'PUT /self/bankInfo': SESSION,
  'POST /self/avatar': '401 201 201 201 201 201 201 201 201 201',
  'DELETE /self/avatar': SESSION,
  'POST /self/calendarToken': SESSION,
  'GET /self/dashboard': SESSION,
  'POST /self/players': '401 201 201 201 201 201 201 201 201 201',
  /** Someone else's membership under /self does not exist for the caller. */
  'GET /self/players/{id}': '401 404 404 404 404 404 404 404 404 404',
  // privacy: only ever the caller's own data and requests
  'GET /self/dataExport': SESSION,
  'GET /self/privacyRequests': SESSION,
  'POST /self/privacyRequests/rectify': '401 201 201 201 201 201 201 201 201 201',
  'POST /self/privacyRequests/erase': '401 201 201 201 201 201 201 201 201 201',
  // clubs and teams: members browse every club; changes need clubs.editProfile on the club
  'GET /clubs': SESSION,
  'GET /clubs [whereACL=clubs.list]': '401 403 200+ 200- 403 403 200+ 200- 200+ 200-',
  'GET /clubs [format=contacts-xlsx]': '401 403 200 200 403 403 200 200 200 200',
  'GET /clubs/{id}': SESSION,
  /** The admin club screen's read: clubs.list on that club (the member club page above stays open). */
  'GET /clubs/{id} [whereACL=clubs.list]': '401 403 200 403 403 403 200 403 200 403',
  'GET /clubs/{id}/join-info': SESSION,
  'PUT /clubs/{id}/profile': CLUB_EDIT(200),
  'POST /clubs/{id}/contacts': CLUB_EDIT(201),
  'PUT /clubs/{id}/contacts/{sub}': CLUB_EDIT(200),
  'DELETE /clubs/{id}/contacts/{sub}': CLUB_EDIT(204),
  'GET /clubs/{id}/fields': SESSION,
  'POST /clubs/{id}/fields': CLUB_EDIT(201),
  'GET /clubs/{id}/fields/{sub}': SESSION,
  'PUT /clubs/{id}/fields/{sub}': CLUB_EDIT(200),
  'DELETE /clubs/{id}/fields/{sub}': CLUB_EDIT(204),
  'GET /clubs/{id}/avatar': SESSION,
  'POST /clubs/{id}/avatar': CLUB_EDIT(201),
  'DELETE /clubs/{id}/avatar': CLUB_EDIT(200),
  'GET /teams': SESSION,
  /** The ACL filters keep what the caller's rules reach (clubs.list above, leagues.list and teams.list here). */
  'GET /teams [whereACL=teams.list]': SCOPED_LIST,
  'GET /teams/{id}': SESSION,
  'GET /associations': SESSION,
  'GET /leagues': SESSION,
  'GET /leagues [whereACL=leagues.list]': '401 403 403 403 200+ 200- 200+ 200- 200+ 200-',
  // persons and players
  'GET /persons': SCOPED_LIST,
  'GET /persons [format=emails-csv]': '401 403 200+ 200- 403 403 200+ 200- 200+ 200-',
  /** whereACL never widens an export beyond persons.export (the league rep lists side A but may not export it). */
  'GET /persons [format=emails-csv&whereACL=persons.list]': '401 403 200+ 200- 403 403 200+ 200- 200+ 200-',
  /** Status only (a zip has no readable marker); the XLSX's rows are scoped like the CSV's (referees.test.ts). */
  'GET /persons [format=full-xlsx]': '401 403 200 200 403 403 200 200 200 200',
  'GET /persons/filters': SCOPED_LIST,
  /** persons.create on the club the new member would join (decision 017). */
  'GET /persons/duplicates': CLUB_EDIT(200),
  'POST /persons': CLUB_EDIT(201),
  'GET /persons/{id}': PERSON_READ,
  'PUT /persons/{id}': CLUB_EDIT(200),
  'POST /persons/{id}/tags': CLUB_EDIT(201),
  'DELETE /persons/{id}/tags/{sub}': CLUB_EDIT(204),
  'POST /persons/{id}/aclRules': CLUB_EDIT(201),
  'DELETE /persons/{id}/aclRules/{sub}': CLUB_EDIT(204),
  /** National teams are the association's business: association-level persons.update only. */
  'POST /persons/{id}/internationalPlayers': ASSOCIATION_ONLY(201),
  'DELETE /persons/{id}/internationalPlayers/{sub}': ASSOCIATION_ONLY(204),
  'PUT /persons/{id}/licenses/{sub}': ASSOCIATION_ONLY(200),
  'DELETE /persons/{id}/licenses/{sub}': ASSOCIATION_ONLY(204),
  'GET /persons/{id}/history': PERSON_READ,
  'GET /persons/{id}/timelines': PERSON_READ,
  /** Only the person themselves, or persons.retireFromAssociation on them. */
  'DELETE /persons/{id}/associations/{associationId}': ASSOCIATION_ONLY(202),
  'GET /persons/{id}/avatar': SESSION,
  'POST /persons/{id}/avatar/report': SESSION,
  /** Reported pictures: persons.update on the person (decision 016). */
  'GET /avatar-reports': '401 403 200+ 200- 403 403 200+ 200- 200+ 200-',
  'PUT /avatar-reports/{personId}': CLUB_EDIT(200),
  'GET /players': SCOPED_LIST,
  /** The member's own membership only: someone else's is 403 for everyone (the admin edit is the next row). */
  'PUT /players/{id}': '401 403 403 403 403 403 403 403 403 403',
  'PUT /admin/players/{id}': CLUB_EDIT(200),
  // saved views and columns of the member list (decision 058): every holder of persons.list keeps their own
  'GET /list-views': ADMIN_AREA,
  /** Shared with the side's association: only its association-level admins (a club or league rep keeps views private). */
  'POST /list-views': ASSOCIATION_ONLY(201),
  /** A view shared with the side's association whose owner is gone: its admins change it, nobody else sees it. */
  'PUT /list-views/{id}': '401 403 404 404 404 404 200 404 200 404',
  'DELETE /list-views/{id}': '401 403 404 404 404 404 204 404 204 404',
  'GET /list-columns': ADMIN_AREA,
  'PUT /list-columns': ADMIN_AREA,
  // terms
  'GET /terms/consented': SESSION,
  'POST /terms/consent': SESSION,
  'GET /terms/{key}': PUBLIC,
  // admin lookups
  'GET /admin/dashboard': SCOPED_LIST,
  'GET /admin/options': SCOPED_LIST,
  'GET /referees': '401 403 403 403 403 403 200+ 200- 200+ 200-',
  'GET /referees [format=csv]': '401 403 403 403 403 403 200+ 200- 200+ 200-',
  'GET /referees/{id}': ASSOCIATION_ONLY(200),
  'GET /tags': SCOPED_LIST,
  // the audit log: entries about persons follow the persons' scope; an undo needs persons.update on the entry's person
  'GET /audit-log': SCOPED_LIST,
  'POST /audit-log/{id}/undo': CLUB_EDIT(201),
  // merging duplicates: persons.update on both persons starts the association's approval process
  'GET /persons/{id}/merge/{sub}': CLUB_EDIT(200),
  'POST /persons/{id}/merge/{sub}': CLUB_EDIT(201),
  'GET /international-teams': SCOPED_LIST,
  'GET /licenses': '401 403 403 403 403 403 200+ 200- 200+ 200-',
  // bulk actions: a selection outside the caller's rights is skipped and counted (200), never touched; a tag or
  // licence of another association is 403
  'POST /bulk/persons/tags': '401 403 200 200 403 403 200 403 200 403',
  'POST /bulk/{id}/undo': '401 403 200 200 403 403 200 403 200 403',
  'POST /bulk/persons/export': '401 403 200+ 200- 403 403 200+ 200- 200+ 200-',
  'POST /bulk/persons/mail/preview': '401 403 200+ 200- 403 403 200+ 200- 200+ 200-',
  'POST /bulk/persons/mail': '401 403 200 200 403 403 200 200 200 200',
  'POST /bulk/referees/renewal': ASSOCIATION_ONLY(200),
  'POST /bulk/clubs/export': '401 403 200 200 403 403 200 200 200 200',
  'POST /bulk/clubs/mail/preview': '401 403 200+ 200- 403 403 200+ 200- 200+ 200-',
  'POST /bulk/clubs/mail': '401 403 200 200 403 403 200 200 200 200',
  // processes: the old club approves an alumni process; the association admin may force it
  'GET /processes': '401 200- 200+ 200- 200- 200- 200+ 200- 200+ 200-',
  'GET /processes/approvable/count': SESSION,
  'GET /processes/{id}': CLUB_EDIT(200),
  'PUT /processes/{id} [approve]': '401 403 200 403 403 403 403 403 403 403',
  'PUT /processes/{id} [force-approve]': ASSOCIATION_ONLY(200),
  /** By whoever started it (own-process.test.ts: not the member for what an admin started), or whoever may force it. */
  'PUT /processes/{id} [withdraw]': ASSOCIATION_ONLY(200),
  // public statistics and other
  'GET /stats/associations': PUBLIC,
  'GET /stats/games/{gameID}': PUBLIC,
  'GET /stats/{type}/{id}/games': PUBLIC,
  'GET /stats/{type}/{id}/groups': PUBLIC,
  'GET /stats/{type}/{id}/points': PUBLIC,
  'GET /stats/{type}/{id}/fouls': PUBLIC,
  'GET /stats/{type}/{id}/goalies': PUBLIC,
  'GET /stats/{type}/{id}/teams/{teamID}': PUBLIC,
  'GET /stats/games/{gameID}/live': PUBLIC,
  'GET /stats/games/{gameID}/score-sheet.pdf': PUBLIC,
  'GET /stats/{type}/{id}/live': PUBLIC,
  'GET /calendar/games-calendar/{file}': PUBLIC,
  'GET /calendar/{type}/{file}': PUBLIC,
  'GET /calendar/teams/{file}': PUBLIC,
  // follows and push (docs/decisions/056-follows-and-web-push.md): a member's own follows by the session; a guest's
  // "my teams" and a push subscription's token need none
  'GET /self/follows': SESSION,
  'POST /self/follows': '401 201 201 201 201 201 201 201 201 201',
  'POST /self/follows/merge': SESSION,
  'DELETE /self/follows/{target}/{id}': SESSION,
  'GET /self/follows/teams': SESSION,
  'GET /follows/teams': PUBLIC,
  'GET /push/key': PUBLIC,
  'POST /push/subscriptions': '201 201 201 201 201 201 201 201 201 201',
  'GET /push/subscriptions': SESSION,
  'GET /push/subscriptions/{token}': PUBLIC,
  'PUT /push/subscriptions/{token}': PUBLIC,
  'DELETE /push/subscriptions/{token}': PUBLIC,
  'GET /countries': PUBLIC,
  'GET /game-tasks': SESSION,
  'GET /game-tasks/frame.js': PUBLIC,
  // officials (games.edit on the game's competition: its league's representative, the association's admins)
  'GET /games/{id}/referee-candidates': '401 403 403 403 200 403 200 403 200 403',
  'GET /games/{id}/officials': '401 403 403 403 200 403 200 403 200 403',
  'PUT /games/{id}/officials': '401 403 403 403 200 403 200 403 200 403',
  // schedule: the games list in scope (games.list: league rep, association admin, customer, team manager); changes
  // need games.edit on the game's competition (side B's league has no representative)
  'GET /games': '401 403 403 403 200+ 200- 200+ 200- 200+ 200-',
  'POST /competitions/{id}/games': '401 403 403 403 201 403 201 403 201 403',
  'PUT /games/{id}': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/postpone': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/cancel': '401 403 403 403 200 403 200 403 200 403',
  'POST /groups/{id}/schedule': '401 403 403 403 200 403 200 403 200 403',
  // schedule import (games.edit on the competition, as above)
  'POST /competitions/{id}/games/import': '401 403 403 403 200 403 200 403 200 403',
  'GET /competitions/{id}/games/import/template': '401 403 403 403 200 403 200 403 200 403',
  // seasons (shared: read with games.list, created by association admins, changed only by admins of every association
  // using them: the side's season, used by its association alone, is 409 SeasonShared to the other association's) and
  // competitions with their groups (games.list to read, games.edit to change, on the competition: side A's league;
  // side B's league has no representative)
  'GET /seasons': '401 403 403 403 200 200 200 200 200 200',
  'POST /seasons': '401 403 403 403 403 403 201 201 201 201',
  'PUT /seasons/{id}': '401 403 403 403 403 403 200 409 200 409',
  'GET /competitions': '401 403 403 403 200+ 200- 200+ 200- 200+ 200-',
  'POST /competitions': '401 403 403 403 403 403 201 403 201 403',
  'GET /competitions/{id}': '401 403 403 403 200 403 200 403 200 403',
  'PUT /competitions/{id}': '401 403 403 403 200 403 200 403 200 403',
  'PUT /competitions/{id}/penalties': '401 403 403 403 200 403 200 403 200 403',
  'GET /competitions/{id}/teams': '401 403 403 403 200 403 200 403 200 403',
  'POST /competitions/{id}/groups': '401 403 403 403 201 403 201 403 201 403',
  'PUT /groups/{id}': '401 403 403 403 200 403 200 403 200 403',
  'DELETE /groups/{id}': '401 403 403 403 204 403 204 403 204 403',
  'PUT /groups/{id}/teams': '401 403 403 403 200 403 200 403 200 403',
  // the score sheet at the table (games.score on the game: its league's representative, the association's admins and
  // customers; side B's league has no representative). Signing is for the game's referees: none of these callers.
  'POST /games/{id}/start': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/reset': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/outcome': '401 403 403 403 200 403 200 403 200 403',
  'PUT /games/{id}/clock': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/clock/previous-period': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/events': '401 403 403 403 201 403 201 403 201 403',
  'PUT /games/{id}/events/{event}': '401 403 403 403 200 403 200 403 200 403',
  'DELETE /games/{id}/events/{event}': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/extra-time': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/finish': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/sign': '401 403 403 403 403 403 403 403 403 403',
  // the sheet and its line-ups (games.score on the game, as above; a team manager keeps their own side's line-up);
  // confirming a line-up is for that side's team manager only, naming scorers needs games.edit on the competition
  'GET /games/{id}/sheet': '401 403 403 403 200 403 200 403 200 403',
  'GET /games/{id}/lineups/{side}/candidates': '401 403 403 403 200 403 200 403 200 403',
  'PUT /games/{id}/lineups/{side}': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/lineups/{side}/confirm': '401 403 403 403 403 403 403 403 403 403',
  'PUT /games/{id}/scorers': '401 403 403 403 200 403 200 403 200 403',
  // the referees' report and the league's PDF with it: the game's referees (none of these callers) write it, the
  // league (games.edit on the competition) reads it, the teams never (docs/decisions/047-referee-report.md)
  'GET /games/{id}/referee-report': '401 403 403 403 200 403 200 403 200 403',
  'PUT /games/{id}/referee-report': '401 403 403 403 403 403 403 403 403 403',
  'GET /games/{id}/score-sheet.pdf': '401 403 403 403 200 403 200 403 200 403',
  // signing on the table's device: whoever keeps the sheet but a team manager (the request names no signer: 404);
  // the game code for a scorer without an account: games.edit on the competition; its sign-in is public (a wrong code)
  'GET /games/{id}/signers': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/signers/{person}/sign': '401 403 403 403 404 403 404 403 404 403',
  'GET /games/{id}/scorer-code': '401 403 403 403 200 403 200 403 200 403',
  'POST /games/{id}/scorer-code': '401 403 403 403 201 403 201 403 201 403',
  'DELETE /games/{id}/scorer-code': '401 403 403 403 200 403 200 403 200 403',
  'POST /scorer/session': '401 401 401 401 401 401 401 401 401 401',
  'GET /scorer/session': PUBLIC,
  /** Overdue tasks of the caller's competitions: side B's league has no representative, side C is association Y. */
  'GET /game-tasks/overdue': '401 403 403 403 200+ 200- 200+ 200- 200+ 200-',
  'GET /openapi.json': PUBLIC,
  'GET /docs': PUBLIC,
};

export interface Expectation {
  status: number;
  /** For `200+` / `200-`: the target side's data must / must not be in the answer. */
  sees?: boolean;
}

export function parseCell(token: string): Expectation {
  const match = /^(\d{3})([+-]?)$/.exec(token);
  if (!match) throw new Error(`Bad cell ${token}`);
  return { status: Number(match[1]), ...(match[2] ? { sees: match[2] === '+' } : {}) };
}

export function cellsOf(row: string): string[] {
  const cells = row.trim().split(/\s+/);
  if (cells.length !== COLUMNS.length) throw new Error(`A row needs ${COLUMNS.length} cells: ${row}`);
  return cells;
}

/** `GET /clubs [whereACL=clubs.list]` -> `GET /clubs`. */
export const endpointOfRow = (row: string): string => row.replace(/ \[.*\]$/, '');
