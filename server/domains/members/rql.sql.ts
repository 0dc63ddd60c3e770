// Maps a parsed RQL query of the member list onto filters through a whitelist of subjects and operators: as SQL
// (termSql: what the list, its counts and the exports run) and as the equivalent Prisma filter (termWhere: the
// readable reference, checked against the SQL in person-sql.test.ts). Anything else (unknown subject, operator or
// value) is 400 InvalidQuery; no text of the query reaches SQL, every value is a bound parameter. Every subject looks
// only at what lies in the viewer's scope (server/domains/members/person-view-policy.ts): memberships in scope, and tags,
// national teams and roles of the scope's associations, so a filter never tells what another association holds.
import { parseRql, RQL_DATE_COMPARISONS, RqlError, rqlTerms, type RqlNode, type RqlValue } from '../../../shared/rql';
import { GENDERS, PLAYER_POSITIONS } from '../../../shared/constants';
import { addDays, today as todayOf } from '../../../shared/clock';
import { ROLES } from '../../../shared/permissions';
import { RQL_SUBJECTS, type RqlSubject } from '../../../shared/schemas/rql';
import { Prisma } from '../../db/generated/client';
import type { PlayerPosition } from '../../db/generated/enums';
import { AppError } from '../../errors';
import { aclRuleInViewSql, aclRuleInViewWhere, inScopeAssociationsSql, scopeAssociationWhere } from './person-view-policy';
import { currentMembership, membershipInScope, currentMembershipSql, membershipScopeSql, roleEnum, type Scope } from '../access';

export type RqlTerm = Exclude<RqlNode, { op: 'and' }>;
type Where = Prisma.PersonWhereInput;

const invalid = (message: string) => new AppError('InvalidQuery', message);

/** The subjects that are dates: the only ones before/after compare. */
const DATE_SUBJECTS: readonly string[] = ['birthdate'];

/**
 * before(subject,date) and after(subject,date) on anything but a date subject, or with anything but a calendar day:
 * 422 InvalidDateQuery (the query is well-formed, its comparison cannot be made). Other terms pass.
 */
function assertDateComparison(term: RqlTerm): void {
  if (!(RQL_DATE_COMPARISONS as readonly string[]).includes(term.op)) return;
  const unprocessable = (message: string) => new AppError('InvalidDateQuery', message);
  if (!DATE_SUBJECTS.includes(term.subject)) throw unprocessable(`${term.op} compares a date, ${term.subject} is none`);
  if (!('value' in term)) throw unprocessable(`${term.op} compares one date`);
  try {
    date(term.value);
  } catch {
    throw unprocessable(`${term.op} needs a date yyyy-mm-dd`);
  }
}

/** Parses the rql parameter into its terms (all combined with and); an absent or empty parameter is no filter. */
export function parseRqlTerms(text: string | undefined): RqlTerm[] {
  if (text === undefined || text === '') return [];
  try {
    return rqlTerms(parseRql(text));
  } catch (error) {
    if (error instanceof RqlError) throw invalid(error.message);
    throw error;
  }
}

/** An id as the RQL writes it, or null. */
function idOrNull(value: RqlValue | undefined): number | null {
  return value !== null && value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function id(value: RqlValue): number {
  const parsed = idOrNull(value);
  if (parsed === null) throw invalid('Expected an id');
  return parsed;
}

function date(value: RqlValue): Date {
  // Year 0000 exists for JavaScript (1 BC) but not for PostgreSQL's dates (it was a 500).
  if (value === null || !/^(?!0000)\d{4}-\d{2}-\d{2}$/.test(value)) throw invalid('Expected a date yyyy-mm-dd');
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) throw invalid('Expected a date yyyy-mm-dd');
  return d;
}

function oneOf<T extends string>(allowed: readonly T[], value: RqlValue): T {
  if (value === null || !(allowed as readonly string[]).includes(value)) throw invalid('Unexpected value');
  return value as T;
}

const ALUMNI_FLAGS = ['0', '1'] as const;

/** The days of licenseExpiresWithin: 0 (ends today) to ten years. */
function days(value: RqlValue): number {
  if (value === null || !/^\d{1,4}$/.test(value) || Number(value) > 3660) throw invalid('Expected a number of days');
  return Number(value);
}

/** The licence expiry window of a term: the first and last day its end may fall on (yyyy-mm-dd). */
function expiryWindow(subject: 'licenseExpired' | 'licenseExpiresWithin', v: RqlValue): { after?: string; before?: string } {
  const day = todayOf();
  if (subject === 'licenseExpired') {
    oneOf(['1'] as const, v);
    return { before: addDays(day, -1) };
  }
  return { after: day, before: addDays(day, days(v)) };
}

function position(value: RqlValue): PlayerPosition {
  return oneOf(PLAYER_POSITIONS, value).replace('-', '_') as PlayerPosition;
}

type Positive = (value: RqlValue) => Where;

/** How each subject's single value becomes a positive condition ("has ..."), within the viewer's scope `s`. */
function positives(s: Scope): Record<Exclude<RqlSubject, 'birthdate'>, Positive> {
  /** A condition on the person's current memberships in scope. */
  const membership = (where: Prisma.MembershipWhereInput): Where => ({
    memberships: { some: { AND: [currentMembership(), membershipInScope(s), where] } },
  });
  const association = scopeAssociationWhere(s);
  const national = { internationalTeam: { association } };
  const rule = aclRuleInViewWhere(s);
  const tag = { tag: { association } };
  return {
    gender: (v) => ({ gender: oneOf(GENDERS, v) }),
    sport: (v) => membership({ sportId: id(v) }),
    club: (v) => membership({ clubId: id(v) }),
    team: (v) => (v === null ? { NOT: membership({ teamId: { not: null } }) } : membership({ teamId: id(v) })),
    league: (v) => membership({ team: { groupEntries: { some: { group: { competitionId: id(v) } } } } }),
    position: (v) => membership({ positions: { has: position(v) } }),
    internationalTeam: (v) =>
      v === null
        ? { internationalPlayers: { none: national } }
        : { internationalPlayers: { some: { AND: [{ internationalTeamId: id(v) }, national] } } },
    admin: (v) =>
      v === 'none' ? { aclRules: { none: rule } } : { aclRules: { some: { AND: [{ role: roleEnum(oneOf(ROLES, v)) }, rule] } } },
    tag: (v) => (v === null ? { tags: { none: tag } } : { tags: { some: { AND: [{ tagId: id(v) }, tag] } } }),
    // 1: any current membership is alumni, 0: none is; so in(alumni,(1,0)) is everyone (the box with both ticked).
    alumni: (v) => (oneOf(ALUMNI_FLAGS, v) === '1' ? membership({ isAlumni: true }) : { NOT: membership({ isAlumni: true }) }),
    licenseExpired: (v) => expiring(expiryWindow('licenseExpired', v)),
    licenseExpiresWithin: (v) => expiring(expiryWindow('licenseExpiresWithin', v)),
  };
  function expiring({ after, before }: { after?: string; before?: string }): Where {
    const at = (d: string) => new Date(`${d}T00:00:00Z`);
    return {
      licenses: {
        some: {
          license: { association },
          validTo: { ...(after ? { gte: at(after) } : {}), ...(before ? { lte: at(before) } : {}) },
        },
      },
    };
  }
}

/** One term as a Prisma filter, looking only at what lies in the viewer's scope `s`. */
export function termWhere(term: RqlTerm, s: Scope): Where {
  const subject = term.subject as RqlSubject;
  if (!(RQL_SUBJECTS as readonly string[]).includes(subject)) throw invalid(`Unknown subject ${term.subject}`);
  assertDateComparison(term);
  if (subject === 'birthdate') {
    if (!('value' in term)) throw invalid('birthdate compares one date');
    const d = date(term.value);
    const ops = {
      ...{ eq: { equals: d }, lt: { lt: d }, gt: { gt: d }, le: { lte: d }, ge: { gte: d } },
      ...{ before: { lt: d }, after: { gt: d } },
    } as const;
    if (term.op === 'ne') return { NOT: { birthdate: d } };
    return { birthdate: ops[term.op] };
  }
  const positive = positives(s)[subject];
  switch (term.op) {
    case 'eq':
      return positive(term.value);
    case 'ne':
      return { NOT: positive(term.value) };
    case 'in':
      return { OR: term.values.map(positive) };
    case 'out':
      return { NOT: { OR: term.values.map(positive) } };
    default:
      throw invalid(`${subject} does not allow ${term.op}`);
  }
}

/** The Prisma filter of all terms together, within the viewer's scope. */
export function rqlWhere(terms: RqlTerm[], s: Scope): Where {
  return { AND: terms.map((term) => termWhere(term, s)) };
}

// ------------------------------------------------------------------ SQL (persons alias `p`)

type Sql = Prisma.Sql;

export const sqlAnd = (parts: Sql[]): Sql => (parts.length ? Prisma.sql`(${Prisma.join(parts, ' AND ')})` : Prisma.sql`TRUE`);
export const sqlOr = (parts: Sql[]): Sql => (parts.length ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : Prisma.sql`FALSE`);
const sqlNot = (part: Sql): Sql => Prisma.sql`(NOT ${part})`;

const existsSql = (table: string, alias: string, where: Sql = Prisma.sql`TRUE`): Sql =>
  Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`${table} ${alias}`)} WHERE ${Prisma.raw(`${alias}.person_id`)} = p.id AND ${where})`;

type PositiveSql = (value: RqlValue) => Sql;

/**
 * What the persons tested against the terms are known to have, so a term may be answered without looking up their
 * memberships:
 * - `club`: the search is filtered to this club (`eq(club,X)`) and most of the club's members are tested: its
 *   memberships in a filtered sport are one hashed set;
 * - `walked`: the persons come from the walk of this club's memberships (clubWalkSql in person-list.sql.ts, alias `w`):
 *   each has a current membership in scope in the club, and `w.sports` holds the sports of those memberships.
 */
export interface TermContext {
  club?: number;
  walked?: boolean;
}

/** positives() as SQL on persons `p`: the same conditions within the viewer's scope `s`. */
function positivesSql(
  s: Scope,
  { club, walked = false }: TermContext = {},
): Record<Exclude<RqlSubject, 'birthdate'>, PositiveSql> {
  /** A condition on the person's current memberships (`m`, clubs `c`) in scope. */
  const membershipSql = (where: Sql): Sql =>
    Prisma.sql`EXISTS (SELECT 1 FROM memberships m JOIN clubs c ON c.id = m.club_id WHERE m.person_id = p.id
      AND ${currentMembershipSql()} AND ${membershipScopeSql(s)} AND ${where})`;
  const national = Prisma.sql`ip.international_team_id IN (SELECT it.id FROM international_teams it
    WHERE ${inScopeAssociationsSql(s, 'it.association_id')})`;
  const rule = aclRuleInViewSql(s);
  const tag = Prisma.sql`pt.tag_id IN (SELECT t.id FROM tags t WHERE ${inScopeAssociationsSql(s, 't.association_id')})`;
  return {
    gender: (v) => Prisma.sql`p.gender = ${oneOf(GENDERS, v)}::"Gender"`,
    sport: (v) => {
      const exists = membershipSql(Prisma.sql`m.sport_id = ${id(v)}`);
      if (club === undefined) return exists;
      // A walked person's memberships in the club tell first; the lookup is left for those who play the sport
      // elsewhere.
      if (walked) return sqlOr([Prisma.sql`${id(v)} = ANY(w.sports)`, exists]);
      // Within a filtered club most members play the filtered sport through that very membership: those come from
      // one hashed set (the club's memberships in the sport, one index range), the per-person lookup is left for
      // the rest. The set is part of what the lookup finds, so the answer is the same.
      const inClub = Prisma.sql`(p.id IN (SELECT m.person_id FROM memberships m JOIN clubs c ON c.id = m.club_id
        WHERE m.club_id = ${club} AND m.sport_id = ${id(v)} AND ${currentMembershipSql()} AND ${membershipScopeSql(s)})) IS TRUE`;
      return sqlOr([inClub, exists]);
    },
    // Every walked person is a current member in scope of the walked club.
    club: (v) => (walked && id(v) === club ? Prisma.sql`TRUE` : membershipSql(Prisma.sql`m.club_id = ${id(v)}`)),
    team: (v) =>
      v === null ? sqlNot(membershipSql(Prisma.sql`m.team_id IS NOT NULL`)) : membershipSql(Prisma.sql`m.team_id = ${id(v)}`),
    league: (v) =>
      membershipSql(Prisma.sql`m.team_id IN (SELECT gt.team_id FROM group_teams gt JOIN groups g ON g.id = gt.group_id
      WHERE g.competition_id = ${id(v)})`),
    position: (v) => membershipSql(Prisma.sql`${oneOf(PLAYER_POSITIONS, v)}::"PlayerPosition" = ANY(m.positions)`),
    internationalTeam: (v) =>
      v === null
        ? sqlNot(existsSql('international_players', 'ip', national))
        : existsSql('international_players', 'ip', sqlAnd([Prisma.sql`ip.international_team_id = ${id(v)}`, national])),
    admin: (v) =>
      v === 'none'
        ? sqlNot(existsSql('acl_rules', 'r', rule))
        : existsSql('acl_rules', 'r', sqlAnd([Prisma.sql`r.role = ${oneOf(ROLES, v)}::"Role"`, rule])),
    tag: (v) =>
      v === null
        ? sqlNot(existsSql('person_tags', 'pt', tag))
        : existsSql('person_tags', 'pt', sqlAnd([Prisma.sql`pt.tag_id = ${id(v)}`, tag])),
    alumni: (v) => {
      const isAlumni = membershipSql(Prisma.sql`m.is_alumni`);
      return oneOf(ALUMNI_FLAGS, v) === '1' ? isAlumni : sqlNot(isAlumni);
    },
    licenseExpired: (v) => expiringSql(expiryWindow('licenseExpired', v)),
    licenseExpiresWithin: (v) => expiringSql(expiryWindow('licenseExpiresWithin', v)),
  };
  function expiringSql({ after, before }: { after?: string; before?: string }): Sql {
    return existsSql(
      'person_licenses',
      'pl',
      sqlAnd([
        Prisma.sql`pl.license_id IN (SELECT l.id FROM licenses l WHERE ${inScopeAssociationsSql(s, 'l.association_id')})`,
        ...(after ? [Prisma.sql`pl.valid_to >= ${after}::date`] : []),
        ...(before ? [Prisma.sql`pl.valid_to <= ${before}::date`] : []),
      ]),
    );
  }
}

/** One term as SQL; the same whitelist, validation, scope and meaning as termWhere(). */
export function termSql(term: RqlTerm, s: Scope, context: TermContext = {}): Sql {
  const subject = term.subject as RqlSubject;
  if (!(RQL_SUBJECTS as readonly string[]).includes(subject)) throw invalid(`Unknown subject ${term.subject}`);
  assertDateComparison(term);
  if (subject === 'birthdate') {
    if (!('value' in term)) throw invalid('birthdate compares one date');
    const d = date(term.value).toISOString().slice(0, 10);
    const ops = { eq: '=', ne: '=', lt: '<', gt: '>', le: '<=', ge: '>=', before: '<', after: '>' } as const;
    const compare = Prisma.sql`p.birthdate ${Prisma.raw(ops[term.op])} ${d}::date`;
    return term.op === 'ne' ? sqlNot(compare) : compare;
  }
  const positive = positivesSql(s, context)[subject];
  switch (term.op) {
    case 'eq':
      return positive(term.value);
    case 'ne':
      return sqlNot(positive(term.value));
    case 'in':
      return sqlOr(term.values.map(positive));
    case 'out':
      return sqlNot(sqlOr(term.values.map(positive)));
    default:
      throw invalid(`${subject} does not allow ${term.op}`);
  }
}

/** Subjects whose every value is a condition on a current membership in scope (membershipSql), null excepted. */
const MEMBERSHIP_SUBJECTS: readonly string[] = ['sport', 'club', 'team', 'league', 'position', 'alumni'];

/**
 * Whether the term alone guarantees a current membership in the viewer's scope: `eq` or `in` of sport, club, team,
 * league, position or alumni=1 (not a team of null, not alumni=0). Such a person is in the membership scope already,
 * so the search may leave out its scope test (searchSql): hundreds of index lookups fewer for a club's page.
 */
export function impliesMembershipInScope(term: RqlTerm): boolean {
  if (!MEMBERSHIP_SUBJECTS.includes(term.subject)) return false;
  const values = term.op === 'eq' ? [term.value] : term.op === 'in' ? term.values : [];
  const positive = (v: RqlValue) => v !== null && (term.subject !== 'alumni' || v === '1');
  return values.length > 0 && values.every(positive);
}

/**
 * All terms together as SQL, within the viewer's scope. `manyChecked`: most persons the other conditions leave are
 * tested against the terms (false when a quick search narrows them to a few). `walked`: the persons come from the
 * walk of the filtered club's memberships (TermContext).
 */
export function rqlSql(
  terms: RqlTerm[],
  s: Scope,
  { manyChecked = true, walked = false }: { manyChecked?: boolean; walked?: boolean } = {},
): Sql {
  const club = filteredClub(terms);
  // The club's hashed set pays when most of the club's members are checked, not for a quick search's few.
  const context: TermContext = walked ? { club, walked } : manyChecked ? { club } : {};
  return sqlAnd(terms.map((term) => termSql(term, s, context)));
}

/** The club of an `eq(club,X)` term, if the terms have one. */
export function filteredClub(terms: RqlTerm[]): number | undefined {
  const term = terms.find((t) => t.subject === 'club' && t.op === 'eq');
  return (term && 'value' in term ? idOrNull(term.value) : null) ?? undefined;
}
