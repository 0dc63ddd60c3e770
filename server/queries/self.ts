// The reads behind the signed-in user's own answers (GET /api/self with its includes, the start page's dashboard):
// everything server/presenters/self.ts and self-includes.ts need, loaded here so that the presenters never query.
import type { SelfIncludeName } from '../../shared/schemas/memberships';
import { db } from '../db/client';
import { notSignedIn } from '../errors';
import { currentMembership } from '../policies/persons';
import { loadAccess } from '../services/access';
import { openGameTasks } from '../services/game-tasks';
import { personalStats } from '../services/personal-stats';
import { loadContactData } from '../services/profile';
import { upcomingGames } from '../services/schedule';
import { termsRequiringConsent } from '../services/terms';

const selfPerson = (personId: number) =>
  db().person.findUnique({
    where: { id: personId },
    select: {
      id: true,
      uuid: true,
      calendarToken: true,
      firstname: true,
      lastname: true,
      email: true,
      gender: true,
      avatarId: true,
      preferredLanguage: true,
      memberships: {
        where: currentMembership(),
        orderBy: { id: 'asc' },
        select: {
          id: true,
          isAlumni: true,
          sport: { select: { id: true, name: true, key: true } },
          club: { select: { id: true, name: true } },
          team: {
            select: {
              id: true,
              name: true,
              groupEntries: {
                where: { group: { competition: { kind: 'league' } } },
                select: {
                  group: { select: { seasonId: true, competition: { select: { id: true, name: true, defaultSeasonId: true } } } },
                },
              },
            },
          },
        },
      },
    },
  });

/** The signed-in person with their access, open game tasks and terms awaiting consent; 401 when the person is gone. */
export async function loadSelf(personId: number) {
  const [person, access, openTasks, pendingTerms] = await Promise.all([
    selfPerson(personId),
    loadAccess(personId),
    db().gameTask.count({ where: { personId, state: 'open' } }),
    termsRequiringConsent(personId),
  ]);
  if (!person) throw notSignedIn();
  return { person, access, openTasks, pendingTerms };
}
export type SelfRows = Awaited<ReturnType<typeof loadSelf>>;

const personLicenses = (personId: number) =>
  db().personLicense.findMany({
    where: { personId },
    orderBy: [{ license: { name: 'asc' } }, { id: 'asc' }],
    select: {
      level: true,
      validFrom: true,
      validTo: true,
      license: {
        select: {
          id: true,
          name: true,
          abbreviation: true,
          caption: true,
          color: true,
          levels: { orderBy: { level: 'asc' }, select: { level: true, caption: true, color: true } },
        },
      },
    },
  });

/** The includes of GET /api/self (docs/product.md#home), each loaded only when asked for. */
export async function loadSelfIncludes(personId: number, include: Set<SelfIncludeName>) {
  const [licenses, contact, stats, games, tasks] = await Promise.all([
    include.has('licenses') ? personLicenses(personId) : undefined,
    include.has('contactData') ? loadContactData(personId) : undefined,
    include.has('personalStats') ? personalStats(personId) : undefined,
    include.has('upcomingGames') ? upcomingGames(personId) : undefined,
    include.has('gameTasks') ? openGameTasks(personId) : undefined,
  ]);
  return { licenses, contactData: contact, personalStats: stats, upcomingGames: games, gameTasks: tasks };
}
export type SelfIncludeRows = Awaited<ReturnType<typeof loadSelfIncludes>>;

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
    select: { id: true, title: true, bodyHtml: true, publishedAt: true },
  });
  return { announcements, openTasks: tasks, activeMemberships: memberships.length };
}
export type DashboardRows = Awaited<ReturnType<typeof loadDashboard>>;
