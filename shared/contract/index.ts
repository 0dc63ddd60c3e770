// The API's contract: every endpoint under its group's name (`contract.clubs.get`), one file per server domain
// (`shared/contract/<domain>.ts` for the routers of `server/domains/<domain>/`). The server implements each group
// (server/http/implement.ts), the client calls them by name (client/api/endpoints.ts), and the OpenAPI document,
// the recent-password gate, the idempotency middleware and the authorization matrix read ENDPOINTS.
import { auth, terms } from './access';
import { self } from './self';
import { associations, clubs, countries, leagues, teams } from './clubs';
import { listColumns, listViews } from './list-views';
import { admin, auditLog, avatarReports, merges, internationalTeams, licenses, persons, referees, tags } from './members';
import { players } from './memberships';
import { processes } from './processes';
import { privacy } from './privacy';
import { games, gameTasks } from './games';
import { competitionGroups, competitions, seasons } from './games-competitions';
import { gameOfficials } from './games-officials';
import { gameImport } from './games-import';
import { scoreSheet } from './score-sheet';
import { calendar, live, stats } from './stats';
import { follows, push } from './follows';
import { meta } from './openapi';
import { bulk, clubBulk } from './bulk';
import { endpointKey, type Endpoint } from './endpoint';

export const contract = {
  auth,
  self,
  clubs,
  teams,
  associations,
  leagues,
  persons,
  players,
  avatarReports,
  terms,
  admin,
  referees,
  tags,
  internationalTeams,
  licenses,
  bulk,
  clubBulk,
  listViews,
  listColumns,
  auditLog,
  merges,
  processes,
  privacy,
  stats,
  calendar,
  countries,
  gameTasks,
  seasons,
  competitions,
  competitionGroups,
  games,
  gameOfficials,
  gameImport,
  scoreSheet,
  live,
  follows,
  push,
  meta,
};
export type Contract = typeof contract;

/** Every endpoint, in the order of the contract. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);

/** Exports (format=...) answer files instead of JSON. */
export const EXPORT_CONTENT_TYPES: Record<string, readonly string[]> = Object.fromEntries(
  ENDPOINTS.filter((e) => e.exports).map((e) => [endpointKey(e), e.exports!]),
);

/**
 * When a call needs a recent password entry: `always` (declared, or a write of an admin endpoint),
 * `asAdmin` (declared: only for callers with admin rights), `export` (a GET with `format`, a file export). Enforced
 * for every request by server/middleware/recent-auth.ts, so a new admin endpoint is guarded without a line of its own.
 */
export type RecentAuthRule = 'always' | 'asAdmin' | 'export';

export function recentAuthRule(e: Endpoint): RecentAuthRule | undefined {
  if (e.recentAuth === true || (e.auth === 'admin' && e.method !== 'GET')) return 'always';
  if (e.recentAuth === 'asAdmin') return 'asAdmin';
  if (e.method === 'GET' && e.exports) return 'export';
  return undefined;
}

export * from './endpoint';
