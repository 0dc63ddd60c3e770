// Approval processes: open ones of every type (some approvals given) and a few completed ones.
import type { Prisma } from '../../server/db/generated/client';
import { addDays, addMinutes } from './context';
import type { CompetitionRow, MembershipRow, TeamRow, World } from './world';
import { associationOf } from './world';

type Group = 'association' | 'old_club' | 'new_club' | 'old_league' | 'new_league';
type Status = 'open' | 'completed' | 'cancelled';

interface ProcessDef {
  type: 'move' | 'alumni' | 'retire';
  status: Status;
  m: MembershipRow;
  toTeamOf?: TeamRow;
  /** Which approvals have been given (the others are pending, or skipped when cancelled). */
  given: Group[];
  daysAgo: number;
  startedBy?: number;
  /** Force-approved by the association admin: the approvals not given were skipped. */
  forced?: boolean;
}

/** The subjects of the processes, used by the history (audit) entries. */
export interface ProcessRecord {
  id: number;
  def: ProcessDef;
  createdAt: Date;
  givers: { personId: number; approver: Group; at: Date }[];
}

function leagueOf(w: World, team: TeamRow | undefined): CompetitionRow | undefined {
  if (!team) return undefined;
  const groups = w.competitions.filter((c) => c.kind === 'league').flatMap((c) => c.groups);
  return groups.find((g) => g.seasonId === w.seasons.current.id && g.teams.includes(team))?.competition;
}

export async function seedProcesses(w: World): Promise<ProcessRecord[]> {
  const club = (country: string, index: number) => w.clubs.find((c) => c.country === country && c.index === index)!;
  const team = (country: string, index: number, kind: string) => club(country, index).teams.find((t) => t.kind === kind)!;
  const used = new Set<number>();
  /** The n-th player (not coach, not demo) of a team, or the n-th passive/alumni member of a club. */
  const member = (t: TeamRow | null, n: number, clubId?: number, alumni = false): MembershipRow => {
    const list = w.memberships.filter(
      (m) =>
        !m.person.demo &&
        !m.coach &&
        !used.has(m.id) &&
        (t ? m.teamId === t.id : m.clubId === clubId && !m.teamId && m.isAlumni === alumni),
    );
    const m = list[n % list.length]!;
    used.add(m.id);
    return m;
  };
  const de = (i: number) => club('de', i);
  const defs: ProcessDef[] = [
    { type: 'move', status: 'open', m: member(team('de', 3, 'men'), 4), toTeamOf: w.demoTeam, given: ['old_club'], daysAgo: 6 },
    {
      type: 'move',
      status: 'open',
      m: member(team('de', 4, 'u16'), 2),
      toTeamOf: team('de', 1, 'u16'),
      given: ['old_club', 'new_club'],
      daysAgo: 12,
      startedBy: w.demo.admin.id,
    },
    {
      type: 'move',
      status: 'open',
      m: member(team('de', 0, 'u18'), 3),
      toTeamOf: team('de', 1, 'men'),
      given: ['new_club'],
      daysAgo: 3,
    },
    { type: 'alumni', status: 'open', m: member(team('de', 0, 'women'), 6), given: [], daysAgo: 2 },
    { type: 'alumni', status: 'open', m: member(team('de', 7, 'men'), 8), given: [], daysAgo: 9 },
    { type: 'retire', status: 'open', m: member(team('de', 2, 'men'), 10), given: ['old_club'], daysAgo: 15 },
    { type: 'retire', status: 'open', m: member(null, 0, de(0).id), given: [], daysAgo: 4 },
    {
      type: 'move',
      status: 'open',
      m: member(team('nl', 0, 'men'), 5),
      toTeamOf: team('nl', 1, 'men'),
      given: ['old_club', 'old_league'],
      daysAgo: 8,
    },
    { type: 'alumni', status: 'open', m: member(team('be', 1, 'women'), 3), given: [], daysAgo: 5 },
    {
      type: 'move',
      status: 'completed',
      m: member(w.demoTeam, 12),
      given: ['old_club', 'new_club', 'association', 'old_league', 'new_league'],
      daysAgo: 95,
    },
    { type: 'alumni', status: 'completed', m: member(null, 0, de(3).id, true), given: ['old_club'], daysAgo: 200 },
    {
      type: 'retire',
      status: 'completed',
      m: member(null, 1, club('nl', 2).id),
      given: ['association'],
      daysAgo: 150,
      forced: true,
    },
    {
      type: 'move',
      status: 'cancelled',
      m: member(team('de', 4, 'women'), 2),
      toTeamOf: team('de', 6, 'women'),
      given: ['old_club'],
      daysAgo: 40,
    },
  ];
  // The completed move brought a player from Potsdam to the demo club.
  const movedFrom = team('de', 9, 'men');

  const records: ProcessRecord[] = [];
  for (const def of defs) {
    const { m } = def;
    const assoc = associationOf(w, m.club.country);
    const completedMove = def.type === 'move' && def.status === 'completed';
    const fromClub = completedMove ? movedFrom.club : m.club;
    const fromTeam = completedMove ? movedFrom : w.teams.find((t) => t.id === m.teamId);
    const toClub = completedMove ? m.club : def.toTeamOf?.club;
    const createdAt = addMinutes(addDays(w.today, -def.daysAgo), 9 * 60 + def.daysAgo * 7);
    const groups: { approver: Group; clubId?: number; competitionId?: number; associationId?: number; giver?: number }[] = [];
    groups.push({ approver: 'old_club', clubId: fromClub.id, giver: w.clubLeaders.get(fromClub.id) });
    if (def.type === 'move' && toClub) {
      groups.push({ approver: 'new_club', clubId: toClub.id, giver: w.clubLeaders.get(toClub.id) });
      const oldLeague = leagueOf(w, fromTeam);
      const newLeague = leagueOf(w, completedMove ? w.demoTeam : toClub.teams.find((t) => t.kind === def.toTeamOf?.kind));
      if (oldLeague)
        groups.push({ approver: 'old_league', competitionId: oldLeague.id, giver: w.leagueLeaders.get(oldLeague.id) });
      if (oldLeague && newLeague)
        groups.push({ approver: 'new_league', competitionId: newLeague.id, giver: w.leagueLeaders.get(newLeague.id) });
    }
    if (def.type !== 'alumni')
      groups.push({ approver: 'association', associationId: assoc.id, giver: w.associationLeaders[assoc.key] });
    const givers: ProcessRecord['givers'] = [];
    const approvals: Omit<Prisma.RequiredApprovalCreateManyInput, 'processId'>[] = groups.map((g, i) => {
      const given = def.given.includes(g.approver);
      const givenById = given ? (g.giver ?? w.associationLeaders[assoc.key]) : null;
      const givenAt = given ? addMinutes(createdAt, 60 * 20 * (i + 1)) : null;
      if (givenById && givenAt) givers.push({ personId: givenById, approver: g.approver, at: givenAt });
      return {
        approver: g.approver,
        state: given ? 'given' : def.forced ? 'skipped' : 'pending',
        contextAssociationId: g.associationId ?? null,
        contextClubId: g.clubId ?? null,
        contextCompetitionId: g.competitionId ?? null,
        givenById,
        givenAt,
      };
    });
    const completedAt = def.status === 'open' ? null : addMinutes(createdAt, 60 * 24 * 3);
    const p = await w.db.process.create({
      data: {
        type: def.type,
        status: def.status,
        personId: m.personId,
        membershipId: m.id,
        associationId: assoc.id,
        fromClubId: fromClub.id,
        fromTeamId: fromTeam?.id ?? null,
        toClubId: toClub?.id ?? null,
        toTeamId: null,
        startedById: def.startedBy ?? m.personId,
        forced: def.forced ?? false,
        createdAt,
        completedAt,
        approvals: { createMany: { data: approvals } },
      },
      select: { id: true },
    });
    records.push({ id: p.id, def, createdAt, givers });

    // Make the membership match what the completed processes did.
    if (completedMove && completedAt) {
      await w.db.teamHistory.createMany({
        data: [
          {
            membershipId: m.id,
            teamId: movedFrom.id,
            activeFrom: new Date(Math.min(m.activeFrom.getTime(), addDays(completedAt, -400).getTime())),
            activeTo: completedAt,
          },
        ],
      });
      await w.db.teamHistory.updateMany({
        where: { membershipId: m.id, teamId: w.demoTeam.id },
        data: { activeFrom: addDays(completedAt, 14) },
      });
    } else if (def.type === 'retire' && completedAt) {
      await w.db.membership.update({ where: { id: m.id }, data: { activeTo: completedAt, updatedAt: completedAt } });
    }
  }
  return records;
}
