// What the table sees, derived from the server's sheet and the commands still on the phone: the game clock as the
// phone keeps it, the events (queued ones marked), the score from the goals and the running penalty timers.
import type { ClockDTO, ClockInput, ScoreSheetDTO, SheetEventDTO, SideName } from '../../../shared/schemas/score-sheet';
import type { QueuedCommand } from './outbox';

/** The clock as the phone keeps it: seconds of game time at the last change, and since when it runs (epoch ms). */
export interface LocalClock {
  period: number;
  seconds: number;
  runningSince: number | null;
}

export function clockFromServer(clock: ClockDTO): LocalClock {
  return {
    period: clock.period,
    seconds: clock.seconds,
    runningSince: clock.running_since ? Date.parse(clock.running_since) : null,
  };
}

/** Seconds of game time since the start, at `now`. */
export function clockSeconds(clock: LocalClock, now: number): number {
  if (clock.runningSince === null) return clock.seconds;
  return clock.seconds + Math.max(0, Math.floor((now - clock.runningSince) / 1000));
}

export function startClock(clock: LocalClock, now: number): LocalClock {
  return clock.runningSince === null ? { ...clock, runningSince: now } : clock;
}

export function stopClock(clock: LocalClock, now: number): LocalClock {
  return { ...clock, seconds: clockSeconds(clock, now), runningSince: null };
}

/** The break after a period: the clock stops at the next period's start (or where it is, if played longer). */
export function nextPeriod(clock: LocalClock, now: number, periodSeconds: number): LocalClock {
  const seconds = clockSeconds(clock, now);
  return { period: clock.period + 1, seconds: Math.max(seconds, clock.period * periodSeconds), runningSince: null };
}

export function clockInput(clock: LocalClock, now: number): ClockInput {
  return { period: clock.period, seconds: clockSeconds(clock, now), running: clock.runningSince !== null };
}

/** Game time as mm:ss; inside a period, counted from that period's start. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export function periodTime(seconds: number, period: number, periodSeconds: number): number {
  return Math.max(0, seconds - (period - 1) * periodSeconds);
}

/** One line of the events list: a stored event, or one still on the phone ("not yet sent"). */
export interface SheetLine {
  key: string;
  event: Omit<SheetEventDTO, 'id' | 'created_at'> & { id: number | null; created_at: string | null };
  /** The queue's number while the event waits on the phone. */
  queuedSeq: number | null;
}

type Sheet = Pick<ScoreSheetDTO, 'events' | 'home' | 'away' | 'penalty_types'>;

function playerOf(sheet: Sheet, side: SideName | null, membershipId: number | null) {
  if (!side || membershipId === null) return null;
  return sheet[side].players.find((p) => p.membership_id === membershipId) ?? null;
}

/** Stored events plus the queued ones the server does not have yet, in game order. */
export function sheetLines(sheet: Sheet, queued: QueuedCommand[]): SheetLine[] {
  const stored = new Set(sheet.events.map((e) => e.idempotency_key).filter(Boolean));
  const lines: SheetLine[] = sheet.events.map((event) => ({ key: `e${event.id}`, event, queuedSeq: null }));
  for (const row of queued) {
    if (row.command.kind !== 'event' || stored.has(row.command.body.idempotency_key)) continue;
    const body = row.command.body;
    const player = playerOf(sheet, body.side, body.membership_id);
    const assist = playerOf(sheet, body.side, body.assist_membership_id);
    const penalty = sheet.penalty_types.find((p) => p.id === body.penalty_type_id) ?? null;
    lines.push({
      key: `q${body.idempotency_key}`,
      queuedSeq: row.seq ?? null,
      event: {
        id: null,
        idempotency_key: body.idempotency_key,
        type: body.type,
        event_time: body.event_time,
        period: body.period,
        side: body.side,
        membership_id: body.membership_id,
        player_name: player?.name ?? null,
        jersey_number: player?.jersey_number ?? null,
        assist_membership_id: body.assist_membership_id,
        assist_name: assist?.name ?? null,
        penalty_type_id: body.penalty_type_id,
        foul_kind: penalty?.foul_kind ?? null,
        penalty_seconds: penalty?.seconds ?? null,
        scored: body.scored ?? null,
        created_at: null,
        created_by: null,
        updated_at: null,
      },
    });
  }
  // Stable: equal times keep the order of entry (stored first, then the queue's order).
  return lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        (a.line.event.period ?? 0) - (b.line.event.period ?? 0) ||
        a.line.event.event_time - b.line.event.event_time ||
        a.index - b.index,
    )
    .map(({ line }) => line);
}

/** The score is the goals, never typed; the side with more scored shootout attempts gets one goal more. */
export function scoreOf(lines: SheetLine[]): { home: number; away: number } {
  const goals = { home: 0, away: 0 };
  const shootout = { home: 0, away: 0 };
  for (const { event } of lines) {
    if (!event.side) continue;
    if (event.type === 'goal') goals[event.side] += 1;
    if (event.type === 'shootout' && event.scored) shootout[event.side] += 1;
  }
  return {
    home: goals.home + (shootout.home > shootout.away ? 1 : 0),
    away: goals.away + (shootout.away > shootout.home ? 1 : 0),
  };
}

/** Which part of the game a period is: regular play, the overtime, or the shootout (the period after it). */
export function periodPart(period: number, periodCount: number): 'regular' | 'overtime' | 'shootout' {
  return period <= periodCount ? 'regular' : period === periodCount + 1 ? 'overtime' : 'shootout';
}

export interface RunningPenalty {
  key: string;
  side: SideName;
  jersey: string | null;
  name: string | null;
  remaining: number;
}

/** Penalties still running at this game time, counting down with the game clock. */
export function runningPenalties(lines: SheetLine[], seconds: number): RunningPenalty[] {
  const running: RunningPenalty[] = [];
  for (const { key, event } of lines) {
    if (event.type !== 'foul' || !event.side || !event.penalty_seconds) continue;
    const remaining = event.event_time + event.penalty_seconds - seconds;
    if (seconds >= event.event_time && remaining > 0) {
      running.push({ key, side: event.side, jersey: event.jersey_number, name: event.player_name, remaining });
    }
  }
  return running.sort((a, b) => a.remaining - b.remaining);
}

/** Lines grouped by period (a break has its period too), in order. */
export function byPeriod(lines: SheetLine[]): { period: number; lines: SheetLine[] }[] {
  const groups = new Map<number, SheetLine[]>();
  for (const line of lines) {
    const period = line.event.period ?? 1;
    groups.set(period, [...(groups.get(period) ?? []), line]);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([period, group]) => ({ period, lines: group }));
}

/** The whole minutes left of a wait ending at `until` (at least 1 while any time is left), 0 once it has passed. */
export function minutesLeft(until: number, now: number): number {
  return until <= now ? 0 : Math.ceil((until - now) / 60_000);
}
