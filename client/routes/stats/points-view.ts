// What the points table shows for the reader's search, team and row limit: its rows and the figures about the rest. A
// pure function of the answer, so that a served page can embed only what its first view needs (abridgePoints) and the
// browser draws that view from the embedded figures exactly as from the whole answer (client/ui/stats/first-rows.ts).
import type { PointsRecordDTO, StatsPointsDTO } from '../../../shared/schemas/stats';
import type { MaybeAbridged } from '../../ui/stats/first-rows';
import { FIRST_ROWS } from '../../ui/stats/row-limit';

export interface TeamOption {
  value: string;
  label: string;
}

/** What the table shows: its rows, the players it could show in all, those not shown, and those without points. */
export interface PointsView {
  shown: PointsRecordDTO[];
  /** Players in the answer. */
  total: number;
  /** Players the filter keeps beyond the row limit ("show 100 more"). */
  rest: number;
  /** Players without points (hidden until "show all"). */
  hidden: number;
  /** The team filter's choices: every team with a player in the answer, by name. */
  teams: TeamOption[];
}

/** The figures a served page embeds beside the first rows. */
export type PointsFigures = Omit<PointsView, 'shown'>;

export type ServedPoints = MaybeAbridged<StatsPointsDTO, PointsFigures>;

export interface PointsFilter {
  /** The search, folded (foldName). */
  needle: string;
  teamId: string | null;
  showAll: boolean;
  limit: number;
}

export const FIRST_VIEW: PointsFilter = { needle: '', teamId: null, showAll: false, limit: FIRST_ROWS };

/** A search or a team: the table looks at every player, those without points too. */
export const isFiltering = (filter: PointsFilter) => filter.needle !== '' || filter.teamId !== null;

export const isFirstView = (filter: PointsFilter) => !isFiltering(filter) && !filter.showAll && filter.limit === FIRST_ROWS;

/** Case- and accent-insensitive, so "muller" finds "Müller". */
export const foldName = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * One collator for the team list (localeCompare makes one per comparison), made
 * when first needed: a served page's first view comes with its team list sorted, and the first collator of a page
 * loads ICU's data.
 */
let byName: Intl.Collator | undefined;

export function teamsOf(players: PointsRecordDTO[]): TeamOption[] {
  const teams = new Map<number, string>();
  for (const p of players) teams.set(p.team_id, p.team);
  return [...teams]
    .map(([value, label]) => ({ value: String(value), label }))
    .sort((a, b) => (byName ??= new Intl.Collator('de', { sensitivity: 'base', numeric: true })).compare(a.label, b.label));
}

/**
 * The view of a whole answer. A search or a team looks at every player (a team's list wants its players without
 * points too); otherwise players without points wait for "show all". `nameOf` is the name as the reader sees it.
 */
export function pointsView(
  players: PointsRecordDTO[],
  filter: PointsFilter,
  nameOf: (name: string, erased?: boolean) => string,
  teams: TeamOption[] = teamsOf(players),
): PointsView {
  const { needle, teamId, showAll, limit } = filter;
  const filtering = isFiltering(filter);
  const kept = players.filter(
    (p) =>
      (filtering || showAll || p.points > 0) &&
      (teamId === null || String(p.team_id) === teamId) &&
      (needle === '' || foldName(nameOf(p.name, p.erased)).includes(needle) || p.jersey_number === needle),
  );
  const shown = kept.slice(0, limit);
  return {
    shown,
    total: players.length,
    rest: kept.length - shown.length,
    hidden: players.filter((p) => p.points === 0).length,
    teams,
  };
}

/** The answer a served page embeds: the first view's rows and its figures (the reader's name plays no part there). */
export function abridgePoints(data: StatsPointsDTO): ServedPoints {
  const { shown, ...figures } = pointsView(data.players, FIRST_VIEW, (name) => name);
  return { ...data, players: shown, abridged: figures };
}

/** The view of an answer as it is: whole, or abridged (then only its first view is known). */
export function servedPointsView(
  data: ServedPoints,
  filter: PointsFilter,
  nameOf: (name: string, erased?: boolean) => string,
  teams?: TeamOption[],
): PointsView {
  if (data.abridged) return { shown: data.players, ...data.abridged };
  return pointsView(data.players, filter, nameOf, teams);
}
