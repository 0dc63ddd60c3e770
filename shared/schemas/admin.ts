// The admin dashboard (docs/product.md#dashboard) and the choices of the admin forms: the answers' shapes.
import { z } from 'zod';
import { AGE_CATEGORIES, type AgeCategoryKey } from '../age-categories';
import { GENDERS, TEAM_GENDERS } from '../constants';
import { License } from './persons';
import { PendingPrivacyRequests } from './privacy';

const Named = z.strictObject({ id: z.int(), name: z.string() });
const Count = z.int().min(0);
/** A calendar day, yyyy-mm-dd. */
const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const AGE_CATEGORY_KEYS = AGE_CATEGORIES.map((c) => c.key) as [AgeCategoryKey, ...AgeCategoryKey[]];

export const DashboardSport = z.strictObject({
  id: z.int(),
  name: z.string(),
  total: Count,
  /** Persons per gender and age category. */
  counts: z.array(z.strictObject({ gender: z.enum(GENDERS), category: z.enum(AGE_CATEGORY_KEYS), count: Count })),
});
export type DashboardSportDTO = z.infer<typeof DashboardSport>;

/** A customer's licence usage over the last year: peaks with their day (null without any), sports per member. */
export const LicenseUsage = z.strictObject({
  association: Named,
  current_players: Count,
  peak_players: z.strictObject({ count: Count, date: IsoDay.nullable() }),
  peak_referees: z.strictObject({ count: Count, date: IsoDay.nullable() }),
  /** How many members play 1, 2, 3 ... sports. */
  sports_per_member: z.array(z.strictObject({ sports: z.int().min(1), members: Count })),
});
export type LicenseUsageDTO = z.infer<typeof LicenseUsage>;

const InternationalTeamRef = z.strictObject({ id: z.int(), name: z.string(), country_code: z.string(), sport: Named });

export const Dashboard = z.strictObject({
  /** referees: null without referees.list. */
  counts: z.strictObject({ members: Count, alumni: Count, referees: Count.nullable(), without_team: Count }),
  /** Persons in the viewer's persons.update scope whose picture has open reports; null without persons.update. */
  avatar_reports: Count.nullable(),
  /** Referees whose licence has expired, or ends within 7, 30 or 60 days (docs/product.md#licence-expiry); null without referees.list. */
  license_expiry: z.strictObject({ expired: Count, within_7: Count, within_30: Count, within_60: Count }).nullable(),
  /** Open privacy requests (rectify, erase) the viewer may decide, with their age. */
  privacy_requests: PendingPrivacyRequests,
  sports: z.array(DashboardSport),
  /** Customers only. */
  license_usage: z.array(LicenseUsage).nullable(),
  international_teams: z.array(InternationalTeamRef.extend({ players_count: Count })),
  announcements: z.array(z.strictObject({ id: z.int(), title: z.string(), body_html: z.string(), published_at: z.string() })),
});
export type DashboardDTO = z.infer<typeof Dashboard>;

/** A team as the choices list it: its name plus gender, sport and club. */
const TeamChoice = z.strictObject({
  id: z.int(),
  name: z.string(),
  gender: z.enum(TEAM_GENDERS),
  sport: z.string(),
  club: z.string(),
});

/** GET /api/admin/options: everything the admin forms choose from, limited to the viewer's scope. */
export const AdminOptions = z.strictObject({
  /** Clubs where the viewer holds persons.create, with the sports they offer (create member). */
  create_clubs: z.array(Named.extend({ sports: z.array(Named) })),
  tags: z.array(Named),
  international_teams: z.array(InternationalTeamRef),
  license_pool: z.array(License),
  grantable: z.strictObject({ leagues: z.array(Named), teams: z.array(TeamChoice) }),
  /** Advanced search choices (docs/product.md#advanced-search): sports, clubs, teams (name plus gender, sport), leagues. */
  search: z.strictObject({
    sports: z.array(Named),
    clubs: z.array(Named),
    teams: z.array(TeamChoice),
    leagues: z.array(Named),
  }),
});
export type AdminOptionsDTO = z.infer<typeof AdminOptions>;
