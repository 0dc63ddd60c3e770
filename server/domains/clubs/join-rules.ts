// The join rules as pure functions of what is known of the person and the team (who may join what, and why not).
import type { JoinRefusal } from '../../../shared/schemas/clubs';
import { fitsAgeClass, fitsTeamGender } from '../../../shared/schemas/teams';
import type { TeamRow } from './rows';
/** What the join rules need to know about the person. */
export interface JoinContext {
  personId: number;
  gender: 'male' | 'female';
  age: number;
  memberships: { id: number; clubId: number; associationId: number; sportId: number; teamId: number | null; isAlumni: boolean }[];
}

/**
 * "Refused if the sport is already played in the club or association": any membership of the club in that sport
 * (alumni included: they reactivate instead), or an active one in another club of the association.
 */
export function sportRefusal(ctx: JoinContext, club: { id: number; associationId: number }, sportId: number): JoinRefusal | null {
  const played = ctx.memberships.some(
    (m) => m.sportId === sportId && (m.clubId === club.id || (m.associationId === club.associationId && !m.isAlumni)),
  );
  return played ? 'SportAlreadyPlayed' : null;
}

/** A team takes the person when it is joinable and fits their gender and age class, and the sport is free. */
export function teamRefusal(ctx: JoinContext, team: TeamRow): JoinRefusal | null {
  const sport = sportRefusal(ctx, { id: team.club.id, associationId: team.club.associationId }, team.sport.id);
  if (sport) return sport;
  if (!team.isJoinable) return 'NotJoinable';
  if (!fitsTeamGender(team.gender, ctx.gender)) return 'NotJoinable';
  if (!fitsAgeClass(ctx.age, team.minAge, team.maxAge)) return 'NotJoinable';
  return null;
}

export function teamUserMeta(ctx: JoinContext, team: TeamRow) {
  const own = ctx.memberships.find((m) => m.teamId === team.id);
  return { isJoinable: teamRefusal(ctx, team) === null, player: own ? { id: own.id } : null };
}
