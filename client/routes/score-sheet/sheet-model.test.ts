// The table's derived view: stored and queued events merged once, the score from goals, penalties counting down with
// the game clock, the clock's own arithmetic.
import type { EventInput, ScoreSheetDTO, SheetEventDTO } from '../../../shared/schemas/score-sheet';
import type { QueuedCommand } from './outbox';
import {
  byPeriod,
  clockInput,
  clockSeconds,
  formatClock,
  minutesLeft,
  nextPeriod,
  runningPenalties,
  scoreOf,
  sheetLines,
  startClock,
  stopClock,
  type LocalClock,
} from './sheet-model';

const player = (membership_id: number, jersey: string) => ({
  membership_id,
  person_id: membership_id + 100,
  name: `Pia ${jersey}`,
  jersey_number: jersey,
  position: null,
  captain: false,
  starting_goalie: false,
  flags: [],
});
const lineup = (id: number, players: ReturnType<typeof player>[]) => ({
  team: { id, name: `Team ${id}`, club_id: 1 },
  saved: true,
  players,
  officials: [],
  confirmation: null,
  age_class: null,
});

function stored(id: number, data: Partial<SheetEventDTO>): SheetEventDTO {
  return {
    id,
    idempotency_key: `key-${id}`,
    type: 'goal',
    event_time: 0,
    period: 1,
    side: 'home',
    membership_id: 1,
    player_name: 'Pia 7',
    jersey_number: '7',
    assist_membership_id: null,
    assist_name: null,
    penalty_type_id: null,
    foul_kind: null,
    penalty_seconds: null,
    scored: null,
    created_at: '2026-11-25T10:00:00.000Z',
    created_by: 'Scorer',
    updated_at: null,
    ...data,
  };
}

function queued(seq: number, body: Partial<EventInput>): QueuedCommand {
  return {
    seq,
    gameId: 1,
    authorId: 7,
    queuedAt: '2026-11-25T10:00:00.000Z',
    command: {
      kind: 'event',
      body: {
        idempotency_key: `q-${seq}`,
        type: 'goal',
        event_time: 0,
        period: 1,
        side: 'home',
        membership_id: 1,
        assist_membership_id: null,
        penalty_type_id: null,
        scored: null,
        reason: null,
        ...body,
      },
    },
  };
}

const sheet = (events: SheetEventDTO[]): Pick<ScoreSheetDTO, 'events' | 'home' | 'away' | 'penalty_types'> => ({
  events,
  home: lineup(1, [player(1, '7'), player(2, '9')]),
  away: lineup(2, [player(3, '11')]),
  penalty_types: [{ id: 5, foul_kind: 'personal', name: 'Persönlich 1 min', seconds: 60 }],
});

describe('sheetLines', () => {
  it('adds queued events after the stored ones, named from the line-up, and counts the score from goals', () => {
    const lines = sheetLines(sheet([stored(1, { event_time: 10 })]), [
      queued(1, { event_time: 20, side: 'away', membership_id: 3 }),
      queued(2, { event_time: 30, type: 'foul', membership_id: 2, penalty_type_id: 5 }),
    ]);
    expect(lines.map((l) => [l.event.type, l.queuedSeq, l.event.player_name])).toEqual([
      ['goal', null, 'Pia 7'],
      ['goal', 1, 'Pia 11'],
      ['foul', 2, 'Pia 9'],
    ]);
    expect(lines[2]!.event).toMatchObject({ foul_kind: 'personal', penalty_seconds: 60 });
    expect(scoreOf(lines)).toEqual({ home: 1, away: 1 });
  });

  it('gives the side with more scored shootout attempts one goal, none for a level shootout', () => {
    const attempt = (id: number, side: 'home' | 'away', scored: boolean) =>
      stored(id, { type: 'shootout', side, scored, period: 6, event_time: 5100 });
    const level = sheetLines(sheet([stored(1, {}), stored(2, { side: 'away' }), attempt(3, 'home', true)]), [
      queued(1, { type: 'shootout', side: 'away', scored: true, period: 6, event_time: 5100 }),
    ]);
    expect(scoreOf(level)).toEqual({ home: 1, away: 1 });
    const won = sheetLines(
      sheet([stored(1, {}), stored(2, { side: 'away' }), attempt(3, 'home', true), attempt(4, 'away', false)]),
      [],
    );
    expect(scoreOf(won)).toEqual({ home: 2, away: 1 });
  });

  it('never counts a queued event twice once the server has it (same idempotency key)', () => {
    const lines = sheetLines(sheet([stored(1, { idempotency_key: 'q-1' })]), [queued(1, {})]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.queuedSeq).toBeNull();
    expect(scoreOf(lines)).toEqual({ home: 1, away: 0 });
  });

  it('orders by period, then game time, and groups by period', () => {
    const lines = sheetLines(
      sheet([
        stored(1, { period: 2, event_time: 1300 }),
        stored(2, { period: 1, event_time: 50 }),
        stored(3, { type: 'break', side: null, event_time: 1200 }),
      ]),
      [],
    );
    expect(lines.map((l) => l.event.id)).toEqual([2, 3, 1]);
    expect(byPeriod(lines).map((g) => [g.period, g.lines.length])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('runningPenalties', () => {
  it('counts down with the game clock and ends at zero', () => {
    const lines = sheetLines(sheet([stored(1, { type: 'foul', event_time: 100, penalty_seconds: 60, jersey_number: '9' })]), []);
    expect(runningPenalties(lines, 99)).toEqual([]);
    expect(runningPenalties(lines, 130)).toEqual([expect.objectContaining({ side: 'home', jersey: '9', remaining: 30 })]);
    expect(runningPenalties(lines, 160)).toEqual([]);
  });
});

describe('the clock', () => {
  const stopped: LocalClock = { period: 1, seconds: 90, runningSince: null };

  it('runs from where it stopped and stops where it is', () => {
    const running = startClock(stopped, 1_000_000);
    expect(clockSeconds(running, 1_012_500)).toBe(102);
    expect(stopClock(running, 1_030_000)).toEqual({ period: 1, seconds: 120, runningSince: null });
    expect(clockInput(running, 1_001_000)).toEqual({ period: 1, seconds: 91, running: true });
  });

  it('the break after a period stops it at the next period’s start', () => {
    expect(nextPeriod({ period: 1, seconds: 1100, runningSince: null }, 0, 1200)).toEqual({
      period: 2,
      seconds: 1200,
      runningSince: null,
    });
    expect(nextPeriod({ period: 1, seconds: 1250, runningSince: null }, 0, 1200)).toEqual({
      period: 2,
      seconds: 1250,
      runningSince: null,
    });
  });

  it('formats mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(754)).toBe('12:34');
  });
});

describe('minutesLeft', () => {
  it('counts a PIN wait down in whole minutes, rounded up, to 0 once it has passed', () => {
    const now = 1_000_000;
    expect(minutesLeft(now + 900_000, now)).toBe(15);
    expect(minutesLeft(now + 840_001, now)).toBe(15);
    expect(minutesLeft(now + 1_000, now)).toBe(1);
    expect(minutesLeft(now, now)).toBe(0);
    expect(minutesLeft(now - 1, now)).toBe(0);
  });
});
