// The includes of GET /api/self (docs/product.md#home): licences, contact data, personal stats, upcoming games and
// open game tasks, each loaded only when asked for. The self router merges them into its answer.
// Also GET /api/self/dashboard.
import type { LicenseDTO, SelfDashboardDTO, SelfIncludeName, SelfIncludesDTO } from '../../shared/schemas/memberships';
import { db } from '../db/client';
import { openGameTasks } from '../services/game-tasks';
import { currentMembership } from '../policies/persons';
import { personalStats } from '../services/personal-stats';
import { contactDataOf } from '../services/profile';
import { upcomingGames } from '../services/schedule';
import { sanitizeTrustedHtml } from './trusted-html';

const day = (d: Date) => d.toISOString().slice(0, 10);

async function licenses(personId: number): Promise<LicenseDTO[]> {
  const rows = await db().personLicense.findMany({
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
  return rows.map((r) => ({
    ...r.license,
    level: r.level,
    pivot: { valid_from: day(r.validFrom), valid_to: r.validTo ? day(r.validTo) : null },
  }));
}

export async function loadSelfIncludes(personId: number, include: Set<SelfIncludeName>): Promise<SelfIncludesDTO> {
  const [lic, contact, stats, games, tasks] = await Promise.all([
    include.has('licenses') ? licenses(personId) : undefined,
    include.has('contactData') ? contactDataOf(personId) : undefined,
    include.has('personalStats') ? personalStats(personId) : undefined,
    include.has('upcomingGames') ? upcomingGames(personId) : undefined,
    include.has('gameTasks') ? openGameTasks(personId) : undefined,
  ]);
  const out: SelfIncludesDTO = {};
  if (lic) out.licenses = lic;
  if (contact) out.contactData = contact;
  if (stats) out.personalStats = stats;
  if (games) out.upcomingGames = games;
  if (tasks) out.gameTasks = tasks;
  return out;
}

const ANNOUNCEMENT_LIMIT = 5;

/** GET /api/self/dashboard: announcements of the user's associations (and global ones), and counts. */
export async function presentSelfDashboard(personId: number): Promise<SelfDashboardDTO> {
  const now = new Date();
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
  return {
    announcements: announcements.map((a) => ({
      id: a.id,
      title: a.title,
      body_html: sanitizeTrustedHtml(a.bodyHtml),
      published_at: a.publishedAt.toISOString(),
    })),
    game_tasks_count: tasks,
    active_memberships: memberships.length,
  };
}
