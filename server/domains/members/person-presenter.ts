// Persons for the admin area: the member list row and the member details, field by field (never a row).
import { todayDate } from '../../../shared/clock';
import { ROLE_MATRIX } from '../../../shared/permissions';
import {
  type AclLabelDTO,
  type AclRuleDTO,
  type InternationalCountry,
  type LicenseDTO,
  type PersonDetailsDTO,
  type PersonDuplicateDTO,
  type PersonLicenseDTO,
  type PersonListItemDTO,
  type PlayerDTO,
  type PlayerListItemDTO,
  INTERNATIONAL_COUNTRIES,
} from '../../../shared/schemas/persons';
import type { PlayerPositionName } from '../../../shared/schemas/memberships';
import type { AclRuleRow, ListRow, MembershipRows, PersonDetailsRows } from './rows';
import type { LicenseRow } from './licenses-rows';
import { roleName } from '../access';
import type { DuplicateRow } from './person-duplicates.sql';
import type { PlayerExtras, PlayerListRow } from './player-list';
import { presentContactData } from '../self';

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

const isCountry = (code: string): code is InternationalCountry => (INTERNATIONAL_COUNTRIES as readonly string[]).includes(code);
export function countryOf(codes: string[]): InternationalCountry | null {
  return codes.find(isCountry) ?? null;
}

/** The API's name of a position (`face-off`; Prisma's enum says `face_off`). */
export const positionName = (p: string) => p.replace('_', '-') as PlayerPositionName;

export const avatarState = (p: { avatarId: number | null; avatarHidden?: boolean }) =>
  p.avatarId && !p.avatarHidden ? ('ok' as const) : ('none' as const);

/** A member list row; tags and role labels only when asked for (include=tags,aclLabels). */
export function presentListItem(p: ListRow, include: Set<string>): PersonListItemDTO {
  return {
    id: p.id,
    firstname: p.firstname,
    lastname: p.lastname,
    gender: p.gender,
    birthdate: isoDate(p.birthdate),
    email: p.email,
    avatar_state: avatarState(p),
    created_at: p.createdAt.toISOString(),
    is_alumni: p.memberships.some((m) => m.isAlumni),
    memberships: p.memberships.map((m) => ({
      id: m.id,
      club: m.club,
      team: m.team,
      sport: m.sport,
      jersey_number: m.jerseyNumber,
      is_alumni: m.isAlumni,
    })),
    ...(include.has('tags') ? { tags: p.tags.map((t) => t.tag) } : {}),
    ...(include.has('aclLabels') ? { aclLabels: presentAclLabels(p.aclRules) } : {}),
    international_player_country: countryOf(p.internationalPlayers.map((i) => i.internationalTeam.countryCode)),
  };
}

/** The role labels of a person's ACL rules (include=aclLabels), with the name of each rule's target. */
export function presentAclLabels(rules: ListRow['aclRules']): AclLabelDTO[] {
  return rules.map((r) => {
    const role = roleName(r.role);
    const target = r.association ?? r.regionRef ?? r.competition ?? r.club ?? r.team;
    return { role, label: ROLE_MATRIX[role].label, target_name: target?.name ?? null };
  });
}

/** A row of GET /api/players: one current membership with its person; tags and role labels when asked for. */
export function presentPlayerListItem(m: PlayerListRow, include: Set<string>, extras?: PlayerExtras): PlayerListItemDTO {
  return {
    id: m.id,
    player_id: m.id,
    person: {
      id: m.person.id,
      firstname: m.person.firstname,
      lastname: m.person.lastname,
      gender: m.person.gender,
      avatar_state: avatarState(m.person),
      ...(include.has('tags') ? { tags: (extras?.tags ?? []).map((t) => t.tag) } : {}),
      ...(include.has('aclLabels') ? { aclLabels: presentAclLabels(extras?.aclRules ?? []) } : {}),
    },
    club: m.club,
    team: m.team,
    sport: m.sport,
    jersey_number: m.jerseyNumber,
    positions: m.positions.map(positionName),
    is_alumni: m.isAlumni,
  };
}

/** A likely duplicate of a new member (decision 017). */
export const presentDuplicate = (r: DuplicateRow): PersonDuplicateDTO => ({
  id: r.id,
  firstname: r.firstname,
  lastname: r.lastname,
  birthdate: isoDate(r.birthdate),
  clubs: r.clubs,
});

// ------------------------------------------------------------------ details

export function presentLicense(l: LicenseRow): LicenseDTO {
  return {
    id: l.id,
    name: l.name,
    abbreviation: l.abbreviation,
    caption: l.caption,
    color: l.color,
    is_referee: l.isReferee,
    sport: l.sport,
    levels: l.levels,
  };
}

export function presentPersonLicense(pl: {
  level: number;
  validFrom: Date;
  validTo: Date | null;
  license: LicenseRow;
}): PersonLicenseDTO {
  const today = todayDate();
  return {
    ...presentLicense(pl.license),
    level: pl.level,
    pivot: { valid_from: isoDate(pl.validFrom), valid_to: pl.validTo ? isoDate(pl.validTo) : null },
    is_valid: pl.validFrom <= today && (pl.validTo === null || pl.validTo >= today),
  };
}

/** A role of the person, with its target's type, id and name. */
export function presentAclRule(r: AclRuleRow): AclRuleDTO {
  const role = roleName(r.role);
  const [type, id, name] =
    r.associationId !== null
      ? (['association', r.associationId, r.association?.name] as const)
      : r.regionId !== null
        ? (['region', r.regionId, r.regionRef?.name] as const)
        : r.competitionId !== null
          ? (['league', r.competitionId, r.competition?.name] as const)
          : r.clubId !== null
            ? (['club', r.clubId, r.club?.name] as const)
            : (['team', r.teamId ?? 0, r.team?.name] as const);
  const meta = (r.meta && typeof r.meta === 'object' ? r.meta : {}) as Record<string, unknown>;
  return {
    id: r.id,
    role,
    label: ROLE_MATRIX[role].label,
    target: { type, id, name: name ?? null },
    meta: r.team ? { ...meta, gender: r.team.gender } : meta,
    revocable: r.revocable,
  };
}

function presentMemberships({ rows, subscriptions }: MembershipRows): PlayerDTO[] {
  return rows.map((m) => {
    const entries = m.team?.groupEntries ?? [];
    const league = entries.find((e) => e.group.seasonId === e.group.competition.defaultSeasonId) ?? entries[0];
    return {
      id: m.id,
      player_id: m.id,
      sport: m.sport,
      sport_id: m.sportId,
      club: { id: m.club.id, name: m.club.name, avatarState: m.club.logoId ? 'ok' : 'none' },
      club_name: m.club.name,
      team: m.team
        ? { id: m.team.id, name: m.team.name, local_name: m.team.localName, gender: m.team.gender, sport: m.team.sport }
        : null,
      association: { association_id: m.club.associationId },
      league: league ? { league_name: league.group.competition.name } : null,
      jersey_number: m.jerseyNumber,
      positions: m.positions.map(positionName),
      is_alumni: m.isAlumni,
      subscription: m.subscription ? { ...m.subscription, billing_interval: m.billingInterval } : null,
      available_subscriptions: subscriptions
        .filter((s) => s.associationId === m.club.associationId && (s.sportId === null || s.sportId === m.sportId))
        .map((s) => ({ id: s.id, name: s.name, available_intervals: s.availableIntervals })),
      reactivation_sports: m.isAlumni ? [m.sport, ...m.club.sports.map((s) => s.sport).filter((s) => s.id !== m.sportId)] : [],
      pendingProcess: m.processes[0] ?? null,
      active_from: isoDate(m.activeFrom),
      active_to: m.activeTo ? isoDate(m.activeTo) : null,
    };
  });
}

/**
 * A person's details as one viewer sees them, from the rows server/domains/members/rows.ts loaded for that
 * viewer: what a person holds in another association is not among them (server/domains/members/person-view-policy.ts).
 */
export function presentPersonDetails(rows: PersonDetailsRows, meta: PersonDetailsDTO['meta']): PersonDetailsDTO {
  const { person: p } = rows;
  return {
    id: p.id,
    uuid: p.uuid,
    firstname: p.firstname,
    lastname: p.lastname,
    gender: p.gender,
    birthdate: isoDate(p.birthdate),
    email: p.email,
    pending_email: rows.pendingEmail,
    avatar_state: avatarState(p),
    public_short_name: p.publicShortName,
    exclude_from_maillists: p.excludeFromMaillists,
    preferred_language: p.preferredLanguage,
    created_at: p.createdAt.toISOString(),
    contactData: presentContactData(p),
    tags: p.tags.map((t) => t.tag),
    aclRules: rows.aclRules.map(presentAclRule),
    memberships: presentMemberships(rows.memberships),
    internationalPlayers: p.internationalPlayers.map((i) => ({
      id: i.id,
      association_id: i.internationalTeam.associationId,
      sport_id: i.internationalTeam.sportId,
      sport_name: i.internationalTeam.sport.name,
      name: i.internationalTeam.name,
      country_code: i.internationalTeam.countryCode,
    })),
    international_player_country: countryOf(p.internationalPlayers.map((i) => i.internationalTeam.countryCode)),
    licenses: p.licenses.map(presentPersonLicense),
    associations: rows.associations,
    meta,
  };
}
