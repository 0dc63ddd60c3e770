// The schedule's forms (docs/product.md#game-day): the form keeps a kickoff as a day and a time on the association's
// clock, the request as one instant; the shared request schemas check what would be sent.
import { z } from 'zod';
import { zonedDateTime } from '../../../../shared/clock';
import { CancelInput, GameInput, PostponeInput, ScheduleInput, type ScheduledGameDTO } from '../../../../shared/schemas/games';
import { associationTimeZone, calendarDay, formatTime } from '../../../lib/datetime';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day and a time as the instant the API takes; '' when either is missing or malformed. */
export function kickoffOf(day: string, time: string): string {
  if (!DAY.test(day) || !TIME.test(time)) return '';
  const at = zonedDateTime(day, time, associationTimeZone());
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

export const dayOf = (iso: string) => calendarDay(iso, associationTimeZone());
export const timeOf = (iso: string) => formatTime(iso, associationTimeZone());

/** Selects hold ids as strings. */
const idOf = (value: string | null) => (value ? Number(value) : null);

export interface GameValues extends Record<string, unknown> {
  number: number | string;
  day: string;
  time: string;
  group_id: string | null;
  home_team_id: string | null;
  away_team_id: string | null;
  field_id: string | null;
  location: string;
}

export function gameValues(game: ScheduledGameDTO | null, groupId: number | null): GameValues {
  return {
    number: game?.number ?? '',
    day: game ? dayOf(game.kickoff_time) : '',
    time: game ? timeOf(game.kickoff_time) : '18:00',
    group_id: game?.group ? String(game.group.id) : groupId ? String(groupId) : null,
    home_team_id: game ? String(game.home_team.id) : null,
    away_team_id: game ? String(game.away_team.id) : null,
    field_id: game?.field ? String(game.field.id) : null,
    location: game && !game.field ? (game.location ?? '') : '',
  };
}

export const gameRequest = (v: GameValues) => ({
  number: v.number === '' ? undefined : Number(v.number),
  kickoff_time: kickoffOf(v.day, v.time) || undefined,
  group_id: idOf(v.group_id) ?? undefined,
  home_team_id: idOf(v.home_team_id) ?? undefined,
  away_team_id: idOf(v.away_team_id) ?? undefined,
  field_id: idOf(v.field_id),
  location: v.field_id ? null : v.location.trim() || null,
});

/** The game form's check: the request schema on what would be sent (a kickoff's issue is `kickoff_time`). */
export const gameFormSchema = z.preprocess((values) => gameRequest(values as GameValues), GameInput);

export interface PostponeValues extends Record<string, unknown> {
  open: boolean;
  day: string;
  time: string;
  reason: string;
}

export const postponeRequest = (v: PostponeValues) => ({
  kickoff_time: v.open ? null : kickoffOf(v.day, v.time) || undefined,
  reason: v.reason,
});

export const postponeFormSchema = z.preprocess((values) => postponeRequest(values as PostponeValues), PostponeInput);
/** The cancel dialog shares the postpone dialog's values; only the reason is sent. */
export const cancelFormSchema = z.preprocess((values) => ({ reason: (values as PostponeValues).reason }), CancelInput);

export interface GeneratorValues extends Record<string, unknown> {
  double: boolean;
  start_date: string;
  weekday: string;
  time: string;
  interval_days: number | string;
  home_field: boolean;
  replace: boolean;
}

export const generatorRequest = (v: GeneratorValues, dryRun: boolean) => ({
  double: v.double,
  start_date: v.start_date,
  weekday: Number(v.weekday),
  time: v.time,
  interval_days: v.interval_days === '' ? undefined : Number(v.interval_days),
  first_number: null,
  home_field: v.home_field,
  replace: v.replace,
  dry_run: dryRun,
});

export const generatorFormSchema = z.preprocess((values) => generatorRequest(values as GeneratorValues, true), ScheduleInput);
