// A member's follows: the rows they chose, their own teams (current memberships) followed without a row, merging a
// guest's browser-kept follows at sign-in, and the events they have mailed instead of pushed.
import {
  MAX_FOLLOWS,
  eventMask,
  type FollowRefDTO,
  type FollowTargetKind,
  type PushEvent,
} from '../../../shared/schemas/follows';
import { db } from '../../db/client';
import { conflict, AppError } from '../../errors';
import { currentMembershipSql } from '../access';

export interface FollowRow {
  target: FollowTargetKind;
  targetId: number;
  name: string | null;
  implicit: boolean;
  mailEvents: number;
  createdAt: Date | null;
}

const invalid = (path: string, message: string) =>
  new AppError('ValidationFailed', `${path}: ${message}`, { details: [{ path, code: 'custom', message }] });

/** The teams of the person's current memberships (alumni and ended ones do not count). */
export async function ownTeamIds(personId: number): Promise<number[]> {
  const rows = await db().$queryRaw<{ team_id: number }[]>`
    SELECT DISTINCT m.team_id FROM memberships m
     WHERE m.person_id = ${personId} AND m.team_id IS NOT NULL AND NOT m.is_alumni AND ${currentMembershipSql('m')}
     ORDER BY m.team_id`;
  return rows.map((r) => r.team_id);
}

/** The names of what is followed, as they are now (null: gone since). */
async function names(refs: { target: FollowTargetKind; targetId: number }[]): Promise<Map<string, string>> {
  const ids = (target: FollowTargetKind) => refs.filter((r) => r.target === target).map((r) => r.targetId);
  const [teams, competitions, games] = await Promise.all([
    db().team.findMany({ where: { id: { in: ids('team') } }, select: { id: true, name: true } }),
    db().competition.findMany({ where: { id: { in: ids('competition') } }, select: { id: true, name: true } }),
    db().game.findMany({
      where: { id: { in: ids('game') } },
      select: { id: true, homeTeam: { select: { name: true } }, awayTeam: { select: { name: true } } },
    }),
  ]);
  return new Map([
    ...teams.map((t) => [`team:${t.id}`, t.name] as const),
    ...competitions.map((c) => [`competition:${c.id}`, c.name] as const),
    ...games.map((g) => [`game:${g.id}`, `${g.homeTeam.name} – ${g.awayTeam.name}`] as const),
  ]);
}

/** Own teams first (implicit unless also followed by a row), then the rows in the order they were made. */
export async function followsOf(personId: number): Promise<FollowRow[]> {
  const [rows, own] = await Promise.all([
    db().follow.findMany({ where: { personId }, orderBy: { id: 'asc' } }),
    ownTeamIds(personId),
  ]);
  const explicit = new Set(rows.filter((r) => r.target === 'team').map((r) => r.targetId));
  const list: Omit<FollowRow, 'name'>[] = [
    ...own
      .filter((id) => !explicit.has(id))
      .map((id) => ({ target: 'team' as const, targetId: id, implicit: true, mailEvents: 0, createdAt: null })),
    ...rows.map((r) => ({
      target: r.target,
      targetId: r.targetId,
      implicit: r.target === 'team' && own.includes(r.targetId),
      mailEvents: r.mailEvents,
      createdAt: r.createdAt,
    })),
  ];
  const named = await names(list);
  return list.map((f) => ({ ...f, name: named.get(`${f.target}:${f.targetId}`) ?? null }));
}

async function requireExisting(refs: FollowRefDTO[]): Promise<void> {
  const named = await names(refs.map((r) => ({ target: r.target, targetId: r.id })));
  if (refs.some((r) => !named.has(`${r.target}:${r.id}`))) throw invalid('id', 'notFound');
}

async function requireRoom(personId: number, adding: number): Promise<void> {
  if ((await db().follow.count({ where: { personId } })) + adding > MAX_FOLLOWS) throw invalid('follows', 'tooMany');
}

export async function follow(personId: number, ref: FollowRefDTO, mailEvents: readonly PushEvent[]): Promise<void> {
  await requireExisting([ref]);
  const existing = await db().follow.findUnique({
    where: { personId_target_targetId: { personId, target: ref.target, targetId: ref.id } },
    select: { id: true },
  });
  if (!existing) await requireRoom(personId, 1);
  await db().follow.upsert({
    where: { personId_target_targetId: { personId, target: ref.target, targetId: ref.id } },
    create: { personId, target: ref.target, targetId: ref.id, mailEvents: eventMask(mailEvents) },
    update: { mailEvents: eventMask(mailEvents) },
  });
}

/** A guest's follows added to the account's: what is already followed stays as it is, what no longer exists is left out. */
export async function mergeFollows(personId: number, refs: FollowRefDTO[]): Promise<void> {
  const named = await names(refs.map((r) => ({ target: r.target, targetId: r.id })));
  const followed = await db().follow.findMany({ where: { personId }, select: { target: true, targetId: true } });
  // Only new follows take room: what is followed already, or named twice, spends none of it.
  const seen = new Set(followed.map((f) => `${f.target}:${f.targetId}`));
  const adding = refs.filter((r) => {
    const key = `${r.target}:${r.id}`;
    if (!named.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await db().follow.createMany({
    data: adding
      .slice(0, Math.max(0, MAX_FOLLOWS - followed.length))
      .map((r) => ({ personId, target: r.target, targetId: r.id })),
    skipDuplicates: true,
  });
}

export async function unfollow(personId: number, target: FollowTargetKind, targetId: number): Promise<void> {
  if (target === 'team' && (await ownTeamIds(personId)).includes(targetId)) {
    const row = await db().follow.findUnique({ where: { personId_target_targetId: { personId, target, targetId } } });
    if (!row) throw conflict('An own team is followed without asking');
  }
  await db().follow.deleteMany({ where: { personId, target, targetId } });
}
