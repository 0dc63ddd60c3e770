// A member's own membership (docs/product.md#memberships) with its open process, field by field.
import type { MemberProcessDTO, MembershipDTO, RequiredApprovalDTO } from '../../shared/schemas/memberships';
import { db } from '../db/client';
import type { ApproverGroup } from '../db/generated/enums';
import { notFound } from '../errors';
import { availableSubscriptions, fromDbPosition, openProcessWhere } from '../services/memberships';

const iso = (d: Date) => d.toISOString();
const day = (d: Date) => d.toISOString().slice(0, 10);

const APPROVER_NAMES: Record<ApproverGroup, RequiredApprovalDTO['approver']> = {
  association: 'association',
  new_club: 'new-club',
  new_league: 'new-league',
  old_club: 'old-club',
  old_league: 'old-league',
};

const PROCESS_SELECT = {
  id: true,
  type: true,
  status: true,
  createdAt: true,
  startedById: true,
  fromClub: { select: { id: true, name: true } },
  fromTeam: { select: { id: true, name: true } },
  toClub: { select: { id: true, name: true } },
  toTeam: { select: { id: true, name: true } },
  approvals: {
    orderBy: { id: 'asc' as const },
    select: {
      id: true,
      approver: true,
      state: true,
      givenAt: true,
      contextAssociation: { select: { id: true, name: true } },
      contextClub: { select: { id: true, name: true } },
      contextCompetition: { select: { id: true, name: true } },
    },
  },
} as const;

type ProcessRow = {
  id: number;
  type: MemberProcessDTO['type'];
  status: MemberProcessDTO['status'];
  createdAt: Date;
  startedById: number | null;
  fromClub: { id: number; name: string } | null;
  fromTeam: { id: number; name: string } | null;
  toClub: { id: number; name: string } | null;
  toTeam: { id: number; name: string } | null;
  approvals: {
    id: number;
    approver: ApproverGroup;
    state: RequiredApprovalDTO['state'];
    givenAt: Date | null;
    contextAssociation: { id: number; name: string } | null;
    contextClub: { id: number; name: string } | null;
    contextCompetition: { id: number; name: string } | null;
  }[];
};

/** `viewerId`: the one reading it; only who started a process takes it back from here (decision 010). */
export function presentMemberProcess(p: ProcessRow, viewerId: number): MemberProcessDTO {
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

/** GET /api/self/players/{id}: only the person's own memberships; anyone else's is "not found". */
export async function presentOwnMembership(personId: number, membershipId: number): Promise<MembershipDTO> {
  const m = await db().membership.findFirst({
    where: { id: membershipId, personId },
    select: {
      id: true,
      personId: true,
      jerseyNumber: true,
      positions: true,
      isAlumni: true,
      billingInterval: true,
      activeFrom: true,
      activeTo: true,
      person: { select: { birthdate: true } },
      sport: { select: { id: true, name: true, key: true } },
      club: {
        select: {
          id: true,
          name: true,
          logoId: true,
          association: { select: { id: true, name: true, abbreviation: true, countryCode: true } },
          sports: { select: { sport: { select: { id: true, name: true, key: true } } }, orderBy: { sportId: 'asc' } },
        },
      },
      team: {
        select: {
          id: true,
          name: true,
          localName: true,
          gender: true,
          minAge: true,
          maxAge: true,
          sport: { select: { id: true, name: true, key: true } },
          groupEntries: {
            where: { group: { competition: { kind: 'league' } } },
            select: {
              group: { select: { seasonId: true, competition: { select: { id: true, name: true, defaultSeasonId: true } } } },
            },
          },
        },
      },
      subscription: { select: { id: true, name: true } },
      teamHistory: {
        orderBy: [{ activeFrom: 'desc' }, { id: 'desc' }],
        select: { activeFrom: true, activeTo: true, team: { select: { id: true, name: true } } },
      },
    },
  });
  if (!m) throw notFound('Membership');
  const association = m.club.association;
  const [subscriptions, process] = await Promise.all([
    availableSubscriptions(db(), association.id, m.sport.id, m.person.birthdate, m.subscription?.id ?? null),
    db().process.findFirst({
      where: openProcessWhere({ id: m.id, personId: m.personId, associationId: association.id }),
      orderBy: { createdAt: 'desc' },
      select: PROCESS_SELECT,
    }),
  ]);
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
    process: process ? presentMemberProcess(process, personId) : null,
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

/** A process just started, as its subject sees it (`viewerId`: who started it). */
export async function presentProcessById(processId: number, viewerId: number): Promise<MemberProcessDTO> {
  const p = await db().process.findUnique({ where: { id: processId }, select: PROCESS_SELECT });
  if (!p) throw notFound('Process');
  return presentMemberProcess(p, viewerId);
}
