// The in-memory picture of what the seed has inserted so far, passed from one area to the next.
import type { Faker } from '@faker-js/faker';
import type { AssociationDef, ClubDef, SportKey, TeamKind } from './catalog';
import type { CountryKey, Db, Lang, LocaleKey } from './context';
import type { Fakers } from './fakers';

export interface AssociationRow extends AssociationDef {
  id: number;
  regionIds: Record<string, number>;
  subscriptions: {
    active: SubscriptionRow;
    youth: SubscriptionRow;
    passive: SubscriptionRow;
    bySport: Partial<Record<SportKey, SubscriptionRow>>;
  };
  /** Referee licences: one for every sport (sportKey null) or one per sport. */
  refereeLicenses: { id: number; sportKey: SportKey | null }[];
  coachLicenseId: number;
  tagIds: Record<string, number>;
}

export interface SubscriptionRow {
  id: number;
  intervals: number[];
}

export interface ClubRow extends ClubDef {
  id: number;
  associationId: number;
  index: number;
  teams: TeamRow[];
  fieldNames: string[];
}

export interface TeamRow {
  id: number;
  clubId: number;
  club: ClubRow;
  kind: TeamKind;
  sportKey: SportKey;
  gender: 'male' | 'female' | 'none';
  minAge: number;
  maxAge: number;
  name: string;
  /** Rough playing strength for the results (0.7 - 1.3). */
  strength: number;
}

export interface PersonRow {
  id: number;
  uuid: string;
  firstname: string;
  lastname: string;
  gender: 'male' | 'female';
  birthdate: Date;
  country: CountryKey;
  locale: LocaleKey;
  lang: Lang;
  createdAt: Date;
  /** Which demo account this person is, if any. */
  demo?: DemoKey;
}

export type DemoKey = 'admin' | 'club' | 'player' | 'customer' | 'referee';

export interface MembershipRow {
  id: number;
  personId: number;
  person: PersonRow;
  clubId: number;
  club: ClubRow;
  sportKey: SportKey;
  teamId: number | null;
  jersey: string | null;
  positions: string[];
  isAlumni: boolean;
  activeFrom: Date;
  coach: boolean;
}

export interface World {
  db: Db;
  f: Fakers;
  rng: Faker;
  now: Date;
  today: Date;
  passwordHash: string;
  sportIds: Record<SportKey, number>;
  associations: AssociationRow[];
  clubs: ClubRow[];
  teams: TeamRow[];
  persons: PersonRow[];
  memberships: MembershipRow[];
  /** Referees with a valid licence per association (sportKey null: licence for every sport). */
  referees: Record<CountryKey, { personId: number; sportKey: SportKey | null }[]>;
  seasons: { previous: SeasonRow; current: SeasonRow };
  competitions: CompetitionRow[];
  games: GameRow[];
  liveGameId: number;
  /** Holders of the ACL rules, for approvals and history: club id / competition id -> person id. */
  clubLeaders: Map<number, number>;
  leagueLeaders: Map<number, number>;
  associationLeaders: Record<CountryKey, number>;
  demo: Record<DemoKey, PersonRow>;
  /** The club, team and membership of the demo accounts. */
  demoClub: ClubRow;
  demoTeam: TeamRow;
  demoMembership: MembershipRow;
  /** The coach of the demo team, who is its team manager. */
  teamManager: PersonRow;
}

export function associationOf(w: World, key: CountryKey): AssociationRow {
  const a = w.associations.find((x) => x.key === key);
  if (!a) throw new Error(`seed: no association ${key}`);
  return a;
}

export interface SeasonRow {
  id: number;
  name: string;
  startsOn: Date;
  endsOn: Date;
}

export interface GroupRow {
  id: number;
  competition: CompetitionRow;
  seasonId: number;
  name: string | null;
  teams: TeamRow[];
}

export interface CompetitionRow {
  id: number;
  associationId: number;
  country: CountryKey;
  kind: 'league' | 'tournament';
  sportKey: SportKey;
  name: string;
  /** Leagues with a league representative: which staff person (by position) holds the rule. */
  leaderPick?: number;
  groups: GroupRow[];
}

export type GameState = 'played' | 'upcoming' | 'live';

export interface GameRow {
  id: number;
  competition: CompetitionRow;
  group: GroupRow;
  seasonId: number;
  number: number;
  kickoff: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  home: TeamRow;
  away: TeamRow;
  state: GameState;
  location: string;
  homeScore: number;
  awayScore: number;
}
