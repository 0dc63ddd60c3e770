// Granting and revoking the roles admins may hand out (league-leader, team-leader; ASSIGNABLE_ROLES),
// on a target inside the viewer's persons.update scope. Other rules come from the association's set-up.
import { ASSIGNABLE_ROLES } from '../../../shared/permissions';
import type { AclRuleInput } from '../../../shared/schemas/persons';
import { db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import {
  coversAssociation,
  coversClub,
  buildAccess,
  loadAccess,
  roleEnum,
  roleName,
  type Access,
  type ResolvedRule,
  endSessionsIfPolicyRises,
} from '../access';
import { audit } from '../../platform/audit';
import { syncTeamGameTasks } from '../games';

/** The target's name and association (the history shows a role's entries only to viewers of that association). */
async function coversTarget(
  access: Access,
  role: 'league-leader' | 'team-leader',
  targetId: number,
): Promise<{ name: string; associationId: number }> {
  if (role === 'league-leader') {
    const league = await db().competition.findUnique({
      where: { id: targetId },
      select: { name: true, kind: true, associationId: true },
    });
    if (!league || league.kind !== 'league') throw notFound('League');
    if (!coversAssociation(access, 'persons.update', league.associationId)) throw forbidden('League outside your scope');
    return { name: league.name, associationId: league.associationId };
  }
  const team = await db().team.findUnique({
    where: { id: targetId },
    select: { name: true, club: { select: { id: true, associationId: true, regionId: true } } },
  });
  if (!team) throw notFound('Team');
  if (!coversClub(access, 'persons.update', team.club)) throw forbidden('Team outside your scope');
  return { name: team.name, associationId: team.club.associationId };
}

export async function grantRule(access: Access, personId: number, input: AclRuleInput): Promise<number> {
  const { name: targetName, associationId } = await coversTarget(access, input.role, input.target_id);
  const target = input.role === 'league-leader' ? { competitionId: input.target_id } : { teamId: input.target_id };
  const before = await loadAccess(personId);
  return db().$transaction(async (tx) => {
    const existing = await tx.aclRule.findFirst({ where: { personId, role: roleEnum(input.role), ...target } });
    if (existing) throw new AppError('Conflict', 'The person already holds this role');
    const rule = await tx.aclRule.create({
      data: { personId, role: roleEnum(input.role), ...target, revocable: true, grantedById: access.personId },
      select: { id: true },
    });
    // A new team manager gets the line-up tasks of the team's coming games (docs/product.md#game-tasks).
    if (input.role === 'team-leader') await syncTeamGameTasks(tx, input.target_id);
    const granted: ResolvedRule = {
      id: rule.id,
      role: input.role,
      target: input.role === 'league-leader' ? 'league' : 'team',
      targetId: input.target_id,
      targetName,
      revocable: true,
      meta: null,
    };
    // A member who becomes an admin: the sessions of the weaker password end with the grant.
    await endSessionsIfPolicyRises(tx, personId, before, buildAccess(personId, [...before.rules, granted]));
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'acl_rule.granted',
      entity: 'acl_rule',
      entityId: rule.id,
      data: {
        role: input.role,
        target: targetName,
        association_id: associationId,
        before: null,
        after: { role: input.role, target: targetName },
      },
    });
    return rule.id;
  });
}

export async function revokeRule(access: Access, personId: number, ruleId: number): Promise<void> {
  const rule = await db().aclRule.findFirst({ where: { id: ruleId, personId } });
  if (!rule) throw notFound('ACL rule');
  const role = roleName(rule.role);
  if (!rule.revocable || !ASSIGNABLE_ROLES.includes(role)) throw forbidden('This rule cannot be revoked here');
  const { name: targetName, associationId } = await coversTarget(
    access,
    role as 'league-leader' | 'team-leader',
    (rule.competitionId ?? rule.teamId)!,
  );
  await db().$transaction(async (tx) => {
    await tx.aclRule.delete({ where: { id: ruleId } });
    if (rule.teamId !== null) await syncTeamGameTasks(tx, rule.teamId);
    await audit(tx, {
      subjectId: personId,
      actorId: access.personId,
      action: 'acl_rule.revoked',
      entity: 'acl_rule',
      entityId: ruleId,
      data: { role, target: targetName, association_id: associationId, before: { role, target: targetName }, after: null },
    });
  });
}

/** Leagues and teams the viewer may hand out roles on (the role form's choices). */
export async function grantableTargets(access: Access) {
  const s = access.scope('persons.update');
  const leagues = await db().competition.findMany({
    where: { kind: 'league', associationId: { in: [...s.associations] } },
    orderBy: { name: 'asc' },
    select: { id: true, name: true },
  });
  const teams = await db().team.findMany({
    where: {
      club: {
        OR: [{ associationId: { in: [...s.associations] } }, { regionId: { in: [...s.regions] } }, { id: { in: [...s.clubs] } }],
      },
    },
    orderBy: [{ club: { name: 'asc' } }, { name: 'asc' }],
    select: { id: true, name: true, gender: true, sport: { select: { name: true } }, club: { select: { name: true } } },
  });
  return {
    leagues,
    teams: teams.map((t) => ({ id: t.id, name: t.name, gender: t.gender, sport: t.sport.name, club: t.club.name })),
  };
}
