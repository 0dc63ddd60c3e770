// Shapes the score sheet's rows (server/domains/score-sheet/read.ts, lineups.ts) into shared/schemas/score-sheet.ts.
import type {
  ClockDTO,
  RefereeReportDTO,
  CorrectionDTO,
  RemovedSignatureDTO,
  ScoreSheetDTO,
  SheetEventDTO,
  SheetLineupDTO,
  SheetRightsDTO,
  SideName,
  SignatureDTO,
} from '../../../shared/schemas/score-sheet';
import type { LineupRows, SignatureRow } from './lineups';
import type { RefereeReportRow, SheetEventRow, SheetGameRow } from './rows';
import { personName, playerName } from '../../../shared/person-name';
import { earliestStart } from '../../../shared/game-day';
import { readGameClock } from '../../../shared/game-clock';

const nameOf = (p: { firstname: string; lastname: string } | null | undefined) => (p ? personName(p) : null);

export function presentSignature(s: SignatureRow): SignatureDTO {
  return { role: s.role, person_id: s.personId, name: s.name, signed_at: s.signedAt.toISOString() };
}

export function presentLineup(l: LineupRows): SheetLineupDTO {
  return {
    team: { id: l.team.id, name: l.team.name, club_id: l.team.clubId },
    saved: l.saved,
    players: l.players.map((p) => ({
      membership_id: p.membershipId,
      person_id: p.personId,
      name: personName(p),
      jersey_number: p.jerseyNumber,
      position: p.position,
      captain: p.captain,
      starting_goalie: p.startingGoalie,
      flags: p.flags,
    })),
    officials: l.officials.map((o) => ({
      membership_id: o.membershipId,
      person_id: o.personId,
      name: personName(o),
      position: o.position,
    })),
    confirmation: l.confirmation ? presentSignature(l.confirmation) : null,
    age_class: l.ageClass,
  };
}

function presentRemovedSignature(r: SheetGameRow['signatureRemovals'][number]): RemovedSignatureDTO {
  return {
    role: r.role,
    person_id: r.personId,
    name: r.name,
    signed_at: r.signedAt.toISOString(),
    cause: r.cause,
    removed_at: r.removedAt.toISOString(),
  };
}

/** A break belongs to no side; an event imported without a team neither. */
const sideOf = (e: { type: string; teamId: number | null; awayTeam: boolean }): SideName | null =>
  e.type === 'break' || e.teamId === null ? null : e.awayTeam ? 'away' : 'home';

export function presentSheetEvent(e: SheetEventRow): SheetEventDTO {
  const foul = e.type === 'foul';
  return {
    id: e.id,
    idempotency_key: e.idempotencyKey,
    type: e.type,
    event_time: e.eventTime,
    period: e.period,
    side: sideOf(e),
    membership_id: e.membershipId,
    player_name: nameOf(e.membership?.person),
    jersey_number: e.jerseyNumber,
    assist_membership_id: e.assistMembershipId,
    assist_name: nameOf(e.assist?.person),
    penalty_type_id: foul ? e.penaltyTypeId : null,
    foul_kind: foul ? e.foulKind : null,
    penalty_seconds: foul ? e.penaltySeconds : null,
    scored: e.type === 'shootout' ? e.scored : null,
    created_at: e.createdAt.toISOString(),
    created_by: nameOf(e.createdBy),
    updated_at: e.updatedAt?.toISOString() ?? null,
  };
}

function presentCorrection(c: SheetGameRow['corrections'][number]): CorrectionDTO {
  const change = c.change !== null && typeof c.change === 'object' && !Array.isArray(c.change) ? c.change : {};
  return { id: c.id, reason: c.reason, by: nameOf(c.person), created_at: c.createdAt.toISOString(), change };
}

/** The game clock as of `asOf` (shared/game-clock.ts): one that ran past its period's end is shown stopped there. */
export function presentClock(
  g: Pick<SheetGameRow, 'period' | 'clockSeconds' | 'clockRunningSince' | 'competition'>,
  asOf: Date,
): ClockDTO {
  const reading = readGameClock(g, g.competition, asOf);
  return {
    period: g.period,
    seconds: reading.running ? g.clockSeconds : reading.elapsed,
    running_since: reading.running ? g.clockRunningSince!.toISOString() : null,
  };
}

export function presentScoreSheet(
  g: SheetGameRow,
  lineups: Record<SideName, LineupRows>,
  rights: SheetRightsDTO,
  asOf = new Date(),
): ScoreSheetDTO {
  const refereeSignedAt = new Map(
    g.signatures.filter((s) => s.role === 'referee' && s.personId !== null).map((s) => [s.personId!, s.signedAt]),
  );
  return {
    game: {
      id: g.id,
      number: g.number,
      kickoff_time: g.kickoffTime.toISOString(),
      status: g.status,
      location: g.location,
      competition: {
        id: g.competition.id,
        name: g.competition.name,
        period_count: g.competition.periodCount,
        period_seconds: g.competition.periodSeconds,
        forfeit_goals: g.competition.forfeitGoals,
        abandoned_rule: g.competition.abandonedRule,
        track_shots: g.competition.trackShots,
        overtime_minutes: g.competition.overtimeMinutes,
        shootout: g.competition.shootout,
      },
      earliest_start: earliestStart(g.kickoffTime, g.competition).toISOString(),
      outcome: g.outcome,
      forfeit_side: g.forfeitSide,
      outcome_reason: g.outcomeReason,
      started_at: g.startedAt?.toISOString() ?? null,
      finished_at: g.finishedAt?.toISOString() ?? null,
      duration: g.duration,
      locked_at: g.lockedAt?.toISOString() ?? null,
      home_score: g.homeScore,
      away_score: g.awayScore,
      extra_time: g.extraTime,
    },
    clock: presentClock(g, asOf),
    penalty_types: g.competition.penaltyTypes.map((p) => ({ id: p.id, foul_kind: p.foulKind, name: p.name, seconds: p.seconds })),
    home: presentLineup(lineups.home),
    away: presentLineup(lineups.away),
    events: g.events.map(presentSheetEvent),
    referees: g.officials.map((o) => ({
      person_id: o.personId,
      name: personName(o.person),
      signed_at: refereeSignedAt.get(o.personId)?.toISOString() ?? null,
    })),
    scorers: g.scorers.map((s) => ({ person_id: s.personId, name: personName(s.person) })),
    signatures: g.signatures.map(presentSignature),
    removed_signatures: g.signatureRemovals.map(presentRemovedSignature),
    corrections: g.corrections.map(presentCorrection),
    rights,
  };
}

/** A game's referee report, or the empty one while none is written; `editable` as the policy and the lock say. */
export function presentRefereeReport(gameId: number, row: RefereeReportRow | null, editable: boolean): RefereeReportDTO {
  return {
    game_id: gameId,
    text: row?.text ?? '',
    incidents: (row?.incidents ?? []).map((i) => ({ minute: i.minute, period: i.period, kind: i.kind, text: i.text })),
    updated_at: row ? row.updatedAt.toISOString() : null,
    updated_by: row?.updatedBy ? (row.updatedBy.erasedAt ? null : playerName(row.updatedBy)) : null,
    editable,
  };
}
