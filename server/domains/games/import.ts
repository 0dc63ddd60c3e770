// The schedule import (docs/product.md#game-day): the rows of a file (games-import-file.ts) checked against the
// competition's season, groups, teams, fields and stored games - every problem of every row, none written - and, only
// for a clean file, all games written in one statement inside one transaction. A few reads per file whatever its size.
import { zonedDateTime } from '../../../shared/clock';
import {
  GAME_IMPORT_COLUMNS,
  type GameImportColumnName,
  type GameImportProblemKindName,
} from '../../../shared/schemas/games-import';
import { MAX_ID } from '../../../shared/schemas/ids';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { AppError, notFound } from '../../errors';
import type { CompetitionRef } from './competitions-policy';
import { fieldSlotSeconds } from './game-checks';
import { syncGameTasksOf } from './tasks-sync';
import { FIELD_SLOT_SELECT, SEASON_SELECT } from './rows';

export interface ImportProblem {
  kind: GameImportProblemKindName;
  column: GameImportColumnName | null;
  otherRow: number | null;
  otherGameNumber: number | null;
}

export interface Named {
  id: number;
  name: string;
}

export interface ImportRow {
  row: number;
  number: number | null;
  kickoff: Date | null;
  group: Named | null;
  homeTeam: Named | null;
  awayTeam: Named | null;
  field: Named | null;
  location: string | null;
  /** The home team's club: a free-text location is the same place only for the same host. */
  homeClubId: number | null;
  raw: Record<GameImportColumnName, string>;
  problems: ImportProblem[];
}

export interface ImportPreview {
  season: Named;
  missingColumns: GameImportColumnName[];
  rows: ImportRow[];
  clean: boolean;
}

// ---------------------------------------------------------------- header

/** Lower case, without accents, dots, dashes and blanks: "Heim-Mannschaft" and "heimmannschaft" are one name. */
const norm = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '');

/** The header names a column goes by (German and English; normalized). */
const HEADER_NAMES: Record<GameImportColumnName, string[]> = {
  number: ['number', 'no', 'nr', 'gamenumber', 'gameno', 'game', 'spielnummer', 'spielnr', 'nummer', 'spiel'],
  date: ['date', 'day', 'datum', 'spieltag', 'tag'],
  time: ['time', 'kickoff', 'starttime', 'start', 'zeit', 'uhrzeit', 'anstoss', 'anpfiff', 'beginn'],
  group: ['group', 'table', 'division', 'gruppe', 'staffel', 'tabelle'],
  home: ['home', 'hometeam', 'host', 'heim', 'heimmannschaft', 'heimteam', 'gastgeber'],
  away: ['away', 'awayteam', 'guest', 'visitor', 'gast', 'gastmannschaft', 'gastteam', 'auswarts'],
  field: ['field', 'location', 'venue', 'pitch', 'platz', 'spielort', 'ort', 'feld', 'spielfeld', 'halle'],
};

/** Columns the file must have; group only when the season has several groups. */
const REQUIRED: readonly GameImportColumnName[] = ['number', 'date', 'time', 'home', 'away'];

export function columnsOf(header: string[]): Partial<Record<GameImportColumnName, number>> {
  const found: Partial<Record<GameImportColumnName, number>> = {};
  header.forEach((cell, index) => {
    const name = norm(cell);
    const column = GAME_IMPORT_COLUMNS.find((c) => HEADER_NAMES[c].includes(name));
    if (column && found[column] === undefined) found[column] = index;
  });
  return found;
}

// ---------------------------------------------------------------- dates and times

const isDay = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};
const day = (y: number, m: number, d: number) =>
  isDay(y, m, d) ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null;

/** yyyy-mm-dd from 2026-04-11, 11.04.2026, 11.4.26, 11/04/2026 (a weekday before it is allowed); null if none. */
export function parseDay(text: string): { day: string; time: string | null } | null {
  const s = text.replace(/^[A-Za-zÄÖÜäöü]{2,10}\.?,?\s+/, '').trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}:\d{2}))?/.exec(s);
  if (m) {
    const d = day(Number(m[1]), Number(m[2]), Number(m[3]));
    return d ? { day: d, time: m[4] ?? null } : null;
  }
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})(?:\s+(\d{1,2}:\d{2}))?$/.exec(s);
  if (m) {
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    const d = day(year, Number(m[2]), Number(m[1]));
    return d ? { day: d, time: m[4] ?? null } : null;
  }
  return null;
}

/** HH:mm from 18:00, 18:00:00, 18.00 or 18 Uhr; null if none. */
export function parseTime(text: string): string | null {
  const s = text.replace(/\s*(uhr|h)$/i, '').trim();
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?$/.exec(s);
  if (!m) return null;
  const [h, mi] = [Number(m[1]), Number(m[2] ?? 0)];
  if (h > 23 || mi > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- the check

interface TeamRef extends Named {
  keys: string[];
  clubId: number;
}

interface Context {
  competition: CompetitionRef;
  season: Named & { startsOn: string; endsOn: string };
  /** How long a game holds its field (game-checks.ts: regular play and a buffer), as for every other game written. */
  slotMs: number;
  groups: { id: number; name: string; key: string; teams: TeamRef[] }[];
}

/**
 * The competition's periods and the season of the import: the one asked for, else the default, else the
 * competition's newest with groups.
 */
async function rulesAndSeason(competitionId: number, seasonId: number | undefined) {
  const competition = await db().competition.findUniqueOrThrow({
    where: { id: competitionId },
    select: { periodCount: true, periodSeconds: true, defaultSeason: { select: SEASON_SELECT } },
  });
  const season =
    seasonId !== undefined
      ? await db().season.findUnique({ where: { id: seasonId }, select: SEASON_SELECT })
      : (competition.defaultSeason ??
        (await db().season.findFirst({
          where: { groups: { some: { competitionId } } },
          orderBy: [{ startsOn: 'desc' }, { id: 'desc' }],
          select: SEASON_SELECT,
        })));
  if (!season) throw notFound('Season');
  return { rules: competition, season };
}

async function contextOf(competition: CompetitionRef, seasonId: number | undefined): Promise<Context> {
  const [{ rules, season }, groups] = await Promise.all([
    rulesAndSeason(competition.id, seasonId),
    db().group.findMany({
      where: { competitionId: competition.id, ...(seasonId !== undefined ? { seasonId } : {}) },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        position: true,
        seasonId: true,
        teams: { select: { team: { select: { id: true, name: true, localName: true, clubId: true } } } },
      },
    }),
  ]);
  return {
    competition,
    season: {
      id: season.id,
      name: season.name,
      startsOn: season.startsOn.toISOString().slice(0, 10),
      endsOn: season.endsOn.toISOString().slice(0, 10),
    },
    slotMs: fieldSlotSeconds(rules) * 1000,
    groups: groups
      .filter((g) => g.seasonId === season.id)
      .map((g) => {
        const name = g.name ?? String(g.position + 1);
        return { id: g.id, name, key: norm(name), teams: g.teams.map(({ team }) => teamRef(team)) };
      }),
  };
}

function teamRef(team: { id: number; name: string; localName: string | null; clubId: number }): TeamRef {
  return {
    id: team.id,
    name: team.name,
    clubId: team.clubId,
    keys: [norm(team.name), ...(team.localName ? [norm(team.localName)] : [])],
  };
}

const problem = (
  kind: GameImportProblemKindName,
  column: GameImportColumnName | null,
  other: { row?: number; number?: number } = {},
): ImportProblem => ({ kind, column, otherRow: other.row ?? null, otherGameNumber: other.number ?? null });

const distinct = (teams: TeamRef[]) => [...new Map(teams.map((t) => [t.id, t])).values()];

/** Checks every row of the file (header first) and answers the preview; writes nothing. */
export async function previewImport(
  competition: CompetitionRef,
  seasonId: number | undefined,
  table: string[][],
): Promise<ImportPreview> {
  const ctx = await contextOf(competition, seasonId);
  const columns = columnsOf(table[0] ?? []);
  const required = ctx.groups.length > 1 ? [...REQUIRED, 'group' as const] : REQUIRED;
  const missingColumns = table.length === 0 ? [...required] : required.filter((c) => columns[c] === undefined);
  const base = { season: { id: ctx.season.id, name: ctx.season.name }, missingColumns };
  if (missingColumns.length > 0) return { ...base, rows: [], clean: false };

  const cell = (row: string[], c: GameImportColumnName) => (columns[c] === undefined ? '' : (row[columns[c]] ?? '').trim());
  const rows: ImportRow[] = table.slice(1).map((cells, i) => {
    const raw = Object.fromEntries(GAME_IMPORT_COLUMNS.map((c) => [c, cell(cells, c)])) as ImportRow['raw'];
    return {
      row: i + 2,
      number: null,
      kickoff: null,
      group: null,
      homeTeam: null,
      awayTeam: null,
      field: null,
      location: null,
      homeClubId: null,
      raw,
      problems: [],
    };
  });

  // Teams outside the season's groups, for "not in the group" rather than "unknown": one read by name.
  const groupKeys = new Set(ctx.groups.flatMap((g) => g.teams.flatMap((t) => t.keys)));
  const strangers = [...new Set(rows.flatMap((r) => [r.raw.home, r.raw.away]).filter((n) => n && !groupKeys.has(norm(n))))];
  const outside =
    strangers.length === 0
      ? []
      : (
          await db().team.findMany({
            where: {
              sportId: competition.sportId,
              club: { associationId: competition.associationId },
              OR: [{ name: { in: strangers, mode: 'insensitive' } }, { localName: { in: strangers, mode: 'insensitive' } }],
            },
            select: { id: true, name: true, localName: true, clubId: true },
          })
        ).map(teamRef);
  const allGroupTeams = distinct(ctx.groups.flatMap((g) => g.teams));

  for (const r of rows) checkRow(r, ctx, allGroupTeams, outside);
  // Read while the fields are looked up: the numbers of the file that stored games already have.
  const taken = takenNumbers(rows, ctx);

  // Fields of the home clubs, by name.
  const homeClubs = [...new Set(rows.flatMap((r) => (r.homeTeam ? [clubOfTeam(r.homeTeam.id, allGroupTeams, outside)] : [])))];
  const fields =
    homeClubs.length === 0
      ? []
      : await db().clubField.findMany({ where: { clubId: { in: homeClubs } }, select: { id: true, name: true, clubId: true } });
  for (const r of rows) {
    if (!r.raw.field) continue;
    const clubId = r.homeTeam ? clubOfTeam(r.homeTeam.id, allGroupTeams, outside) : null;
    r.homeClubId = clubId;
    const field = fields.find((f) => f.clubId === clubId && norm(f.name) === norm(r.raw.field));
    r.field = field ? { id: field.id, name: field.name } : null;
    r.location = field ? field.name : r.raw.field.slice(0, 120);
  }

  checkNumbers(rows, await taken);
  await checkFields(rows, ctx);
  return { ...base, rows, clean: rows.every((r) => r.problems.length === 0) };
}

function clubOfTeam(teamId: number, ...lists: TeamRef[][]): number {
  for (const list of lists) {
    const team = list.find((t) => t.id === teamId);
    if (team) return team.clubId;
  }
  return 0;
}

function checkRow(r: ImportRow, ctx: Context, allGroupTeams: TeamRef[], outside: TeamRef[]): void {
  const { raw, problems } = r;
  for (const c of ['number', 'date', 'time', 'home', 'away'] as const) {
    if (!raw[c]) problems.push(problem('missingValue', c));
  }
  if (raw.number) {
    const n = /^\d{1,10}$/.test(raw.number) ? Number(raw.number) : NaN;
    if (n >= 1 && n <= MAX_ID) r.number = n;
    else problems.push(problem('invalidNumber', 'number'));
  }
  const date = raw.date ? parseDay(raw.date) : null;
  if (raw.date && !date) problems.push(problem('invalidDate', 'date'));
  const timeText = raw.time || date?.time || '';
  const time = timeText ? parseTime(timeText) : null;
  if (raw.time && !time) problems.push(problem('invalidTime', 'time'));
  if (date && time) {
    r.kickoff = zonedDateTime(date.day, time);
    if (date.day < ctx.season.startsOn || date.day > ctx.season.endsOn) problems.push(problem('kickoffOutsideSeason', 'date'));
  }

  // The group: named, or the season's only one.
  let group: Context['groups'][number] | null = null;
  if (raw.group) {
    group = ctx.groups.find((g) => g.key === norm(raw.group)) ?? null;
    if (!group) problems.push(problem('unknownGroup', 'group'));
  } else if (ctx.groups.length === 1) group = ctx.groups[0]!;
  else if (ctx.groups.length > 1) problems.push(problem('missingValue', 'group'));
  r.group = group ? { id: group.id, name: group.name } : null;

  const resolve = (column: 'home' | 'away'): Named | null => {
    const key = norm(raw[column]);
    if (!key) return null;
    const match = (list: TeamRef[]) => distinct(list.filter((t) => t.keys.includes(key)));
    if (group) {
      const inGroup = match(group.teams);
      if (inGroup.length === 1) return inGroup[0]!;
      if (inGroup.length > 1) {
        problems.push(problem('ambiguousTeam', column));
        return null;
      }
    }
    const elsewhere = match(allGroupTeams);
    const found = elsewhere.length > 0 ? elsewhere : match(outside);
    if (found.length === 0) {
      problems.push(problem('unknownTeam', column));
      return null;
    }
    if (found.length > 1) {
      problems.push(problem('ambiguousTeam', column));
      return null;
    }
    // Named in a group that does not hold it, or in none of the season's groups.
    if (ctx.groups.length > 0 && (group !== null || elsewhere.length === 0)) problems.push(problem('teamNotInGroup', column));
    return found[0]!;
  };
  r.homeTeam = resolve('home');
  r.awayTeam = resolve('away');
  if (r.homeTeam && r.awayTeam && r.homeTeam.id === r.awayTeam.id) problems.push(problem('sameTeam', 'away'));
}

/** The file's numbers that stored games of the competition's season already have. */
async function takenNumbers(rows: ImportRow[], ctx: Context): Promise<Set<number>> {
  const numbers = [...new Set(rows.flatMap((r) => (r.number === null ? [] : [r.number])))];
  if (numbers.length === 0) return new Set();
  const stored = await db().game.findMany({
    where: { competitionId: ctx.competition.id, seasonId: ctx.season.id, number: { in: numbers } },
    select: { number: true },
  });
  return new Set(stored.map((g) => g.number));
}

/** A game number once per file and not yet taken by a stored game of the competition's season. */
function checkNumbers(rows: ImportRow[], taken: Set<number>): void {
  const first = new Map<number, number>();
  for (const r of rows) {
    if (r.number === null) continue;
    const seen = first.get(r.number);
    if (seen !== undefined) r.problems.push(problem('duplicateNumber', 'number', { row: seen }));
    else first.set(r.number, r.row);
  }
  for (const r of rows) {
    if (r.number !== null && taken.has(r.number)) r.problems.push(problem('numberTaken', 'number', { number: r.number }));
  }
}

/** Where a game is played, as one key: the field, else the location's text at the home club. */
const placeOf = (g: { fieldId: number | null; location: string | null; homeClubId: number | null }) =>
  g.fieldId !== null ? `f${g.fieldId}` : g.location && g.homeClubId ? `l${g.homeClubId}:${norm(g.location)}` : null;

/**
 * A place holds one game at a time: two kickoffs on one field (or at one location) less than a slot apart clash,
 * within the file and with stored games that are not cancelled (of any competition: a field is the club's).
 */
async function checkFields(rows: ImportRow[], ctx: Context): Promise<void> {
  const placed = rows
    .flatMap((r) => {
      const place = r.kickoff ? placeOf({ fieldId: r.field?.id ?? null, location: r.location, homeClubId: r.homeClubId }) : null;
      return place ? [{ r, place, at: r.kickoff!.getTime() }] : [];
    })
    .sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : a.at - b.at));
  for (let i = 1; i < placed.length; i++) {
    const [prev, cur] = [placed[i - 1]!, placed[i]!];
    if (prev.place === cur.place && cur.at - prev.at < ctx.slotMs) {
      cur.r.problems.push(problem('fieldDoubleBooked', 'field', { row: prev.r.row }));
    }
  }
  if (placed.length === 0) return;
  const times = placed.map((p) => p.at);
  const fieldIds = [...new Set(placed.flatMap((p) => (p.r.field ? [p.r.field.id] : [])))];
  const locations = [...new Set(placed.flatMap((p) => (p.r.field ? [] : [p.r.location!])))];
  const stored = await db().game.findMany({
    where: {
      status: { not: 'cancelled' },
      kickoffTime: { gt: new Date(Math.min(...times) - ctx.slotMs), lt: new Date(Math.max(...times) + ctx.slotMs) },
      // Only the clauses that can match: an OR with an empty side keeps PostgreSQL from the (field, kickoff) index.
      OR: [
        ...(fieldIds.length ? [{ fieldId: { in: fieldIds } }] : []),
        ...(locations.length ? [{ fieldId: null, location: { in: locations, mode: 'insensitive' as const } }] : []),
      ],
    },
    select: FIELD_SLOT_SELECT,
  });
  const byPlace = new Map<string, { number: number; at: number }[]>();
  for (const g of stored) {
    const place = placeOf({ ...g, homeClubId: g.homeTeam.clubId });
    if (place) byPlace.set(place, [...(byPlace.get(place) ?? []), { number: g.number, at: g.kickoffTime.getTime() }]);
  }
  for (const p of placed) {
    const clash = byPlace.get(p.place)?.find((g) => Math.abs(g.at - p.at) < ctx.slotMs);
    if (clash) p.r.problems.push(problem('fieldDoubleBooked', 'field', { number: clash.number }));
  }
}

// ---------------------------------------------------------------- the write

/** Writes the games of a clean preview in one statement, and their tasks, inside one transaction; answers how many. */
export async function importGames(competition: CompetitionRef, preview: ImportPreview): Promise<number> {
  if (!preview.clean) throw new AppError('ImportNotClean', 'The file has problems; nothing was written');
  const data = preview.rows.map((r) => ({
    competitionId: competition.id,
    seasonId: preview.season.id,
    groupId: r.group?.id ?? null,
    number: r.number!,
    kickoffTime: r.kickoff!,
    homeTeamId: r.homeTeam!.id,
    awayTeamId: r.awayTeam!.id,
    fieldId: r.field?.id ?? null,
    location: r.location,
  }));
  if (data.length === 0) return 0;
  try {
    return await db().$transaction(async (tx) => {
      const games = await tx.game.createManyAndReturn({ data, select: { id: true } });
      // The team managers' "confirm the line-up" tasks, a fixed number of statements for the whole file.
      await syncGameTasksOf(
        tx,
        games.map((g) => g.id),
      );
      return games.length;
    });
  } catch (e) {
    // Someone stored a game with one of these numbers between the check and the write.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      throw new AppError('Conflict', 'A game number of the file was taken meanwhile');
    }
    throw e;
  }
}

// ---------------------------------------------------------------- the template

/** The template's header (German, the product's language; English names are read too) and two example rows. */
export async function templateRows(competition: CompetitionRef): Promise<string[][]> {
  const ctx = await contextOf(competition, undefined).catch(() => null);
  const group = ctx?.groups.find((g) => g.teams.length >= 2) ?? null;
  const [a, b] = group ? group.teams : [];
  const start = ctx ? (ctx.season.startsOn > '2000' ? ctx.season.startsOn : null) : null;
  const [y, m, d] = (start ?? '2026-09-05').split('-');
  const dayText = `${d}.${m}.${y}`;
  return [
    ['Nummer', 'Datum', 'Uhrzeit', 'Gruppe', 'Heim', 'Gast', 'Platz'],
    ['1', dayText, '18:00', group?.name ?? '', a?.name ?? 'Heimteam', b?.name ?? 'Gastteam', ''],
    ['2', dayText, '20:00', group?.name ?? '', b?.name ?? 'Gastteam', a?.name ?? 'Heimteam', ''],
  ];
}
