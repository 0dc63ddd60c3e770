// Who may change a person's sign-in fields (email): only an editor whose rights cover every role and every
// association of that person, and every game the person may keep the sheet of. Otherwise the editor could point the
// address at a mailbox of their own, reset the password and sign in with rights they do not hold.
import { ROLE_MATRIX, type RoleName, type TargetType } from '../../../shared/permissions';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { loadAccess, type Access, type ResolvedRule } from './access';
import { associationsInScope, associationsOfPerson, personPermissions } from './person-scope';
import { OPEN_GAME_DUTY_WHERE, REFEREE_LICENCE_WHERE } from './rows';

/** The fields of PUT /api/persons/{id} that decide who can sign in to the account. */
export const SIGN_IN_FIELDS = ['email'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

type TargetKey = `${TargetType}:${number}`;
const key = (type: TargetType, id: number): TargetKey => `${type}:${id}`;

/** A rule's target and everything above it (association > region > club > team; association > league > team). */
async function targetAndAncestors(rule: ResolvedRule): Promise<Set<TargetKey>> {
  const keys = new Set<TargetKey>([key(rule.target, rule.targetId)]);
  const addClub = (club: { id: number; associationId: number; regionId: number | null }) => {
    keys.add(key('club', club.id)).add(key('association', club.associationId));
    if (club.regionId !== null) keys.add(key('region', club.regionId));
  };
  switch (rule.target) {
    case 'association':
      break;
    case 'region': {
      const region = await db().region.findUnique({ where: { id: rule.targetId }, select: { associationId: true } });
      if (region) keys.add(key('association', region.associationId));
      break;
    }
    case 'league': {
      const league = await db().competition.findUnique({ where: { id: rule.targetId }, select: { associationId: true } });
      if (league) keys.add(key('association', league.associationId));
      break;
    }
    case 'club': {
      const club = await db().club.findUnique({
        where: { id: rule.targetId },
        select: { id: true, associationId: true, regionId: true },
      });
      if (club) addClub(club);
      break;
    }
    case 'team': {
      const team = await db().team.findUnique({
        where: { id: rule.targetId },
        select: {
          club: { select: { id: true, associationId: true, regionId: true } },
          groupEntries: { select: { group: { select: { competitionId: true } } } },
        },
      });
      if (team) {
        addClub(team.club);
        for (const entry of team.groupEntries) keys.add(key('league', entry.group.competitionId));
      }
      break;
    }
  }
  return keys;
}

/** Whether role `held` gives at least everything role `other` gives: permissions, approvals, force, customer. */
export function roleDominates(held: RoleName, other: RoleName): boolean {
  const a = ROLE_MATRIX[held];
  const b = ROLE_MATRIX[other];
  if (!b.permissions.every((p) => a.permissions.includes(p))) return false;
  if (b.forceApprove && !a.forceApprove) return false;
  if (!a.forceApprove && !b.approves.every((g) => a.approves.includes(g))) return false;
  if (other === 'customer' && held !== 'customer') return false;
  return true;
}

/**
 * Rights that come from games rather than roles: a referee licence lets its holder be assigned and sign (the
 * editor must give such licences: referees.edit on its association); an assignment as official or a nomination as
 * scorer of a game whose sheet is still open lets them keep and sign that sheet (the editor must schedule that
 * game: games.edit on its competition). Expired licences count too: they are one renewal away from rights.
 */
async function coversGameRights(access: Access, personId: number): Promise<boolean> {
  const [licences, officials, scorers] = await Promise.all([
    db().personLicense.findMany({
      where: { personId, ...REFEREE_LICENCE_WHERE },
      select: { license: { select: { associationId: true } } },
    }),
    db().gameOfficial.findMany({
      where: { personId, game: OPEN_GAME_DUTY_WHERE },
      select: { game: { select: GAME_COMPETITION } },
    }),
    db().gameScorer.findMany({ where: { personId, game: OPEN_GAME_DUTY_WHERE }, select: { game: { select: GAME_COMPETITION } } }),
  ]);
  const games = access.scope('games.edit');
  return (
    licences.every(({ license }) => access.scope('referees.edit').associations.has(license.associationId)) &&
    [...officials, ...scorers].every(
      ({ game }) => games.associations.has(game.competition.associationId) || games.leagues.has(game.competition.id),
    )
  );
}

const GAME_COMPETITION = { competition: { select: { id: true, associationId: true } } } as const;

/**
 * True when the editor's access covers the person: every association the person belongs to lies in the editor's
 * persons.update scope, each of the person's roles is matched by an editor role at least as strong on the same
 * target or above it, and the editor gives the person's referee licences and schedules the games they officiate or
 * score.
 */
export async function coversPersonRank(access: Access, personId: number): Promise<boolean> {
  if (!access.permissions.includes('persons.update')) return false;
  const reachable = new Set(await associationsInScope(access, 'persons.update'));
  const associations = await associationsOfPerson(personId);
  if (associations.some((id) => !reachable.has(id))) return false;
  const person = await loadAccess(personId);
  for (const rule of person.rules) {
    const covering = await targetAndAncestors(rule);
    const covered = access.rules.some((own) => covering.has(key(own.target, own.targetId)) && roleDominates(own.role, rule.role));
    if (!covered) return false;
  }
  return coversGameRights(access, personId);
}

/** The sign-in fields the viewer may not change on this person (the client shows them read-only). */
export async function readOnlySignInFields(access: Access, personId: number): Promise<SignInField[]> {
  return (await coversPersonRank(access, personId)) ? [] : [...SIGN_IN_FIELDS];
}

/** The `meta` of the person details: the viewer's actions and the fields shown read-only to them. */
export async function personDetailsMeta(access: Access, personId: number) {
  const [permissions, readOnly] = await Promise.all([
    personPermissions(access, personId),
    readOnlySignInFields(access, personId),
  ]);
  return { permissions, read_only_fields: readOnly };
}

/** 403 PersonOutranksEditor unless the editor covers the person's rank. */
export async function authorizeSignInChange(access: Access, personId: number): Promise<void> {
  if (!(await coversPersonRank(access, personId))) {
    throw new AppError('PersonOutranksEditor', 'The person holds rights the editor lacks; the email is read-only');
  }
}
