// What the generator's steps share: sizes at a scale factor, the random source, the loader and the rows so far.
import type { Rng } from '../lib/rng';
import type { Loader } from './insert';

export const SPORTS = ['lacrosse', 'indoor_lacrosse', 'ice_hockey', 'lsm'] as const;
export type SportKey = (typeof SPORTS)[number];
export const SPORT_NAMES: Record<SportKey, string> = {
  lacrosse: 'Lacrosse',
  indoor_lacrosse: 'Indoor Lacrosse',
  ice_hockey: 'Ice Hockey',
  lsm: 'LSM',
};

export interface Sizes {
  persons: number;
  memberships: number;
  clubs: number;
  teams: number;
  leagues: number;
  games: number;
  events: number;
}

/** Scale 1 is a national federation (docs/benchmarks.md). */
export function sizesAt(scale: number): Sizes {
  const at = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  return {
    persons: at(100_000, 200),
    memberships: at(120_000, 240),
    clubs: at(1_000, 4),
    teams: at(3_000, 16),
    leagues: at(50, 1),
    games: at(20_000, 40),
    events: at(400_000, 400),
  };
}

export interface TeamRow {
  id: number;
  clubId: number;
  sport: SportKey;
  sportId: number;
  gender: 'male' | 'female' | 'none';
  name: string;
  /** Current, active memberships that play for the team (line-ups are drawn from them). */
  roster: { id: number; jersey: string | null; personId: number }[];
}

export interface ClubRow {
  id: number;
  name: string;
  regionId: number;
  sports: SportKey[];
  teams: TeamRow[];
  /** Relative size: how many members it draws. */
  weight: number;
}

export interface LeagueRow {
  id: number;
  sport: SportKey;
  name: string;
  /** One or two standings tables per season id; each holds its teams. */
  groups: Record<number, { id: number; name: string | null; teams: TeamRow[] }[]>;
  points: [number, number, number];
}

export interface World {
  rng: Rng;
  load: Loader;
  now: Date;
  today: Date;
  sizes: Sizes;
  associationId: number;
  sportIds: Record<SportKey, number>;
  subscriptionIds: Record<SportKey, number>;
  regionIds: number[];
  clubs: ClubRow[];
  teams: TeamRow[];
  leagues: LeagueRow[];
  seasons: { previous: number; current: number; currentStart: Date; previousStart: Date };
  /** Persons that hold a referee licence (they officiate games). */
  referees: number[];
  /** The bench accounts' person ids and what the bench asks about. */
  bench: { adminId: number; memberId: number; memberClubId: number; memberTeamId: number; memberSecondTeamId: number };
  refereeLicenseId: number;
}

export const DAY_MS = 86_400_000;

export function startOfDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

/** Lower-case ASCII for e-mail addresses. */
export function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
