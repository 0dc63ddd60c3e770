// A member's own membership (docs/product.md#memberships) with its open process, field by field.
import type { MemberProcessDTO, MembershipDTO, RequiredApprovalDTO } from '../../../shared/schemas/memberships';
import type { ApproverGroup } from '../../db/generated/enums';
import type { OwnMembershipRows } from './memberships';
import type { MemberProcessRow } from './rows';
import { fromDbPosition } from './position-names';

const iso = (d: Date) => d.toISOString();
const day = (d: Date) => d.toISOString().slice(0, 10);

const APPROVER_NAMES: Record<ApproverGroup, RequiredApprovalDTO['approver']> = {
  association: 'association',
  new_club: 'new-club',
  new_league: 'new-league',
  old_club: 'old-club',
  old_league: 'old-league',
};

/** `viewerId`: the one reading it; only who started a process takes it back from here (decision 010). */
export function presentMemberProcess(p: MemberProcessRow, viewerId: number): MemberProcessDTO {
  return {
    id: p.id,
    type: p.type,
    status: p.status,
    created_at: iso(p.createdAt),
    meta: {
      club: p.fromClub,
      currentClub: p.fromClub,
      currentTeam: p.fromTeam,
      newClub: p.toClub,
      newTeam: p.toTeam,
      canWithdraw: p.status === 'open' && p.startedById === viewerId,
    },
    requiredApprovals: p.approvals.map((a) => {
      const context = a.contextClub
        ? { type: 'club' as const, ...a.contextClub }
        : a.contextCompetition
          ? { type: 'league' as const, ...a.contextCompetition }
          : a.contextAssociation
            ? { type: 'association' as const, ...a.contextAssociation }
            : null;
      return {
        id: a.id,
        approver: APPROVER_NAMES[a.approver],
        context,
        caption: context?.name ?? '',
        state: a.state,
        given_at: a.givenAt ? iso(a.givenAt) : null,
      };
    }),
  };
}

/** One of the viewer's own memberships (GET /api/self/players/{id}, the member's PUT /api/players/{id}). */
export function presentOwnMembership(
  { membership: m, subscriptions, process }: OwnMembershipRows,
  viewerId: number,
): MembershipDTO {
  const association = m.club.association;
  const entries = m.team?.groupEntries ?? [];
  const league = entries.find((e) => e.group.seasonId === e.group.competition.defaultSeasonId) ?? entries[0];
  return {
    id: m.id,
    player_id: m.id,
    person_id: m.personId,
    sport: m.sport,
    sport_id: m.sport.id,
    club: { id: m.club.id, name: m.club.name, avatarState: m.club.logoId ? 'ok' : 'none' },
    club_name: m.club.name,
    team: m.team
      ? {
          id: m.team.id,
          name: m.team.name,
          local_name: m.team.localName,
          gender: m.team.gender,
          min_age: m.team.minAge,
          max_age: m.team.maxAge,
          sport: m.team.sport,
          country_code: association.countryCode,
        }
      : null,
    association: { association_id: association.id, name: association.name, abbreviation: association.abbreviation },
    league: league ? { id: league.group.competition.id, league_name: league.group.competition.name } : null,
    jersey_number: m.jerseyNumber,
    positions: m.positions.map(fromDbPosition),
    is_alumni: m.isAlumni,
    subscription: m.subscription
      ? { id: m.subscription.id, name: m.subscription.name, billing_interval: m.billingInterval }
      : null,
    available_subscriptions: subscriptions,
    club_sports: m.club.sports.map((s) => s.sport),
    process: process ? presentMemberProcess(process, viewerId) : null,
    pendingProcess: process !== null,
    active_from: day(m.activeFrom),
    active_to: m.activeTo ? day(m.activeTo) : null,
    team_history: m.teamHistory.map((h) => ({
      team: h.team,
      active_from: day(h.activeFrom),
      active_to: h.activeTo ? day(h.activeTo) : null,
    })),
  };
}
