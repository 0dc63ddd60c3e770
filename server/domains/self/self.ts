// The reads behind the signed-in user's own answers (GET /api/self with its includes, the dashboard), loaded for the presenters.
import { STATS_CACHE_MS } from '../../../shared/constants';
import type { PersonalStatDTO, SelfIncludeName } from '../../../shared/schemas/memberships';
import { db } from '../../db/client';
import { notSignedIn } from '../../errors';
import { currentMembership, loadAccess, type Access, termsRequiringConsent } from '../access';
import { gameTaskOf } from '../games';
import { personalStats } from './personal-stats.sql';
import { ANNOUNCEMENT_SELECT, type ContactDataRow } from './rows';
import { scheduleGameOf } from './schedule';
import { SingleFlight } from '../stats';
import { gameTaskRows, licenseRows, readSelfRow, scheduleGameRows, type SelfRow } from './self.sql';

const NO_INCLUDES = new Set<SelfIncludeName>();

/**
 * The signed-in person with their access, open game tasks and terms awaiting consent, and the includes asked for;
 * 401 when the person is gone. Two statements (person with includes, terms) and the personal statistics when they
 * changed since they were last computed; the access comes from the request (accessOf: the rules the session read
 * brought along, server/middleware/session.ts), or is read here when the caller has none.
 */
export async function loadSelfWithIncludes(
  personId: number,
  include: Set<SelfIncludeName>,
  requestAccess?: Promise<Access>,
  now = new Date(),
) {
  const [row, access, pendingTerms] = await Promise.all([
    readSelfRow(personId, include, now),
    requestAccess ?? loadAccess(personId),
    termsRequiringConsent(personId),
  ]);
  if (!row) throw notSignedIn();
  const self = { person: row, access, openTasks: row.openTasks, pendingTerms };
  return { self, includes: await includesOf(row, include, now) };
}

/** The signed-in person with their access, open game tasks and terms awaiting consent; 401 when the person is gone. */
export async function loadSelf(personId: number) {
  return (await loadSelfWithIncludes(personId, NO_INCLUDES)).self;
}
export type SelfRows = Awaited<ReturnType<typeof loadSelf>>;

/** The includes of GET /api/self (docs/product.md#home), from the row of readSelfRow: only those asked for. */
async function includesOf(row: SelfRow, include: Set<SelfIncludeName>, now: Date) {
  return {
    licenses: row.licenses ? licenseRows(row.licenses) : undefined,
    contactData: include.has('contactData') ? (row as ContactDataRow) : undefined,
    personalStats: row.statsStamp !== null ? await personalStatsOf(row.id, row.statsStamp) : undefined,
    upcomingGames: row.games
      ? scheduleGameRows(row.games).map((g) => scheduleGameOf(g, new Set(g.mine ? [g.homeTeamId] : []), now))
      : undefined,
    gameTasks: row.gameTasks ? gameTaskRows(row.gameTasks).map((t) => gameTaskOf(t, now)) : undefined,
  };
}
export type SelfIncludeRows = Awaited<ReturnType<typeof includesOf>>;

/**
 * Personal statistics change rarely: they are kept per person behind the stamp of what they are made from
 * (self.sql.ts statsStamp), for at most STATS_CACHE_MS, and concurrent requests of one person share one computation.
 */
const STATS_ENTRIES = 10_000;
const statsKept = new Map<number, { stamp: string; at: number; stats: PersonalStatDTO[] }>();
const statsFlight = new SingleFlight<PersonalStatDTO[]>();

async function personalStatsOf(personId: number, stamp: string): Promise<PersonalStatDTO[]> {
  const kept = statsKept.get(personId);
  if (kept && kept.stamp === stamp && Date.now() - kept.at < STATS_CACHE_MS) return kept.stats;
  const stats = await statsFlight.read(`${personId}|${stamp}`, () => personalStats(personId));
  statsKept.delete(personId);
  if (statsKept.size >= STATS_ENTRIES) statsKept.delete(statsKept.keys().next().value!);
  statsKept.set(personId, { stamp, at: Date.now(), stats });
  return stats;
}

const ANNOUNCEMENT_LIMIT = 5;

/** GET /api/self/dashboard: the newest announcements of the user's associations (and global ones), and counts. */
export async function loadDashboard(personId: number, now = new Date()) {
  const [memberships, rules, tasks] = await Promise.all([
    db().membership.findMany({
      where: { personId, ...currentMembership(now) },
      select: { club: { select: { associationId: true } } },
    }),
    db().aclRule.findMany({ where: { personId, associationId: { not: null } }, select: { associationId: true } }),
    db().gameTask.count({ where: { personId, state: 'open' } }),
  ]);
  const associationIds = [...new Set([...memberships.map((m) => m.club.associationId), ...rules.map((r) => r.associationId!)])];
  const announcements = await db().announcement.findMany({
    where: {
      AND: [
        { OR: [{ associationId: null }, { associationId: { in: associationIds } }] },
        { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
        { publishedAt: { lte: now } },
      ],
    },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take: ANNOUNCEMENT_LIMIT,
    select: ANNOUNCEMENT_SELECT,
  });
  return { announcements, openTasks: tasks, activeMemberships: memberships.length };
}
export type DashboardRows = Awaited<ReturnType<typeof loadDashboard>>;
