// The signed-in user (docs/product.md#admin-customer-player): field by field, never the row.
import { associationTimeZone } from '../../../shared/clock';
import type { LanguageCode } from '../../../shared/constants';
import type { ProfileDTO, SelfDTO } from '../../../shared/schemas/self';
import type { SelfRows } from './self';

/** GET /api/self/profile: what the profile page edits. */
export function presentProfile(row: {
  publicShortName: string | null;
  excludeFromMaillists: boolean;
  preferredLanguage: string;
  hasSignaturePin: boolean;
}): ProfileDTO {
  return {
    public_short_name: row.publicShortName,
    exclude_from_maillists: row.excludeFromMaillists,
    preferred_language: row.preferredLanguage as LanguageCode,
    has_signature_pin: row.hasSignaturePin,
  };
}

export function presentSelf({ person, access, openTasks, pendingTerms }: SelfRows): SelfDTO {
  return {
    id: person.id,
    uuid: person.uuid,
    calendar_token: person.calendarToken,
    firstname: person.firstname,
    lastname: person.lastname,
    email: person.email,
    gender: person.gender,
    avatar_state: person.avatarId ? 'ok' : 'none',
    avatar_version: person.avatarId,
    preferred_language: person.preferredLanguage as LanguageCode,
    permissions: access.permissions,
    roles: access.rules.map((r) => ({ role: r.role, target: r.target, target_id: r.targetId, target_name: r.targetName })),
    is_customer: access.isCustomer,
    isMemberOfClub: person.memberships.some((m) => !m.isAlumni),
    isMemberOfTeam: person.memberships.some((m) => !m.isAlumni && m.team !== null),
    terms_requiring_consent: pendingTerms,
    game_tasks_count: openTasks,
    memberships: person.memberships.map((m) => {
      const entries = m.team?.groupEntries ?? [];
      // The league of the team's current season, else any league it played in.
      const current = entries.find((e) => e.group.seasonId === e.group.competition.defaultSeasonId) ?? entries[0];
      return {
        id: m.id,
        sport: m.sport,
        club: { id: m.club.id, name: m.club.name },
        team: m.team ? { id: m.team.id, name: m.team.name } : null,
        league: current ? { id: current.group.competition.id, name: current.group.competition.name } : null,
        is_alumni: m.isAlumni,
      };
    }),
    time_zone: associationTimeZone(),
  };
}
