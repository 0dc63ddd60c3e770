// Maps a parsed RQL query of the member list onto Prisma filters through a whitelist of subjects and operators.
// Anything else (unknown subject, operator or value) is 400 InvalidQuery; no text of the query reaches SQL.
import { parseRql, RqlError, rqlTerms, type RqlNode, type RqlValue } from '../../shared/rql';
import { GENDERS, PLAYER_POSITIONS } from '../../shared/constants';
import { ROLES } from '../../shared/permissions';
import { RQL_SUBJECTS, type RqlSubject } from '../../shared/schemas/rql';
import type { Prisma } from '../db/generated/client';
import type { PlayerPosition } from '../db/generated/enums';
import { AppError } from '../errors';
import { currentMembership } from '../policies/persons';
import { roleEnum } from './access';

export type RqlTerm = Exclude<RqlNode, { op: 'and' }>;
type Where = Prisma.PersonWhereInput;

const invalid = (message: string) => new AppError('InvalidQuery', message);

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

function id(value: RqlValue): number {
  if (value === null || !/^\d{1,9}$/.test(value)) throw invalid('Expected an id');
  return Number(value);
}

function date(value: RqlValue): Date {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw invalid('Expected a date yyyy-mm-dd');
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) throw invalid('Expected a date yyyy-mm-dd');
  return d;
}

function oneOf<T extends string>(allowed: readonly T[], value: RqlValue): T {
  if (value === null || !(allowed as readonly string[]).includes(value)) throw invalid('Unexpected value');
  return value as T;
}

function position(value: RqlValue): PlayerPosition {
  return oneOf(PLAYER_POSITIONS, value).replace('-', '_') as PlayerPosition;
}

/** A condition on the person's current memberships. */
const membership = (where: Prisma.MembershipWhereInput): Where => ({
  memberships: { some: { AND: [currentMembership(), where] } },
});

/** How each subject's single value becomes a positive condition ("has ..."). */
const POSITIVE: Record<Exclude<RqlSubject, 'birthdate' | 'alumni'>, (value: RqlValue) => Where> = {
  gender: (v) => ({ gender: oneOf(GENDERS, v) }),
  sport: (v) => membership({ sportId: id(v) }),
  club: (v) => membership({ clubId: id(v) }),
  team: (v) => (v === null ? { NOT: membership({ teamId: { not: null } }) } : membership({ teamId: id(v) })),
  league: (v) => membership({ team: { groupEntries: { some: { group: { competitionId: id(v) } } } } }),
  position: (v) => membership({ positions: { has: position(v) } }),
  internationalTeam: (v) =>
    v === null ? { internationalPlayers: { none: {} } } : { internationalPlayers: { some: { internationalTeamId: id(v) } } },
  admin: (v) => (v === 'none' ? { aclRules: { none: {} } } : { aclRules: { some: { role: roleEnum(oneOf(ROLES, v)) } } }),
  tag: (v) => (v === null ? { tags: { none: {} } } : { tags: { some: { tagId: id(v) } } }),
};

function alumni(value: RqlValue): Where {
  const flag = oneOf(['0', '1'] as const, value);
  const isAlumni: Where = membership({ isAlumni: true });
  return flag === '1' ? isAlumni : { NOT: isAlumni };
}

export function termWhere(term: RqlTerm): Where {
  const subject = term.subject as RqlSubject;
  if (!(RQL_SUBJECTS as readonly string[]).includes(subject)) throw invalid(`Unknown subject ${term.subject}`);
  if (subject === 'birthdate') {
    if (!('value' in term)) throw invalid('birthdate compares one date');
    const d = date(term.value);
    const ops = { eq: { equals: d }, lt: { lt: d }, gt: { gt: d }, le: { lte: d }, ge: { gte: d } } as const;
    if (term.op === 'ne') return { NOT: { birthdate: d } };
    return { birthdate: ops[term.op] };
  }
  if (subject === 'alumni') {
    if (term.op === 'eq') return alumni(term.value);
    if (term.op === 'ne') return { NOT: alumni(term.value) };
    throw invalid('alumni allows eq and ne');
  }
  const positive = POSITIVE[subject];
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

/** The Prisma filter of all terms together. */
export function rqlWhere(terms: RqlTerm[]): Where {
  return { AND: terms.map(termWhere) };
}
