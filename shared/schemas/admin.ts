// The admin dashboard (docs/product.md#dashboard) and the choices of the admin forms.
import type { AgeCategoryKey } from '../age-categories';
import type { LicenseDTO } from './persons';

export interface DashboardSportDTO {
  id: number;
  name: string;
  total: number;
  /** Persons per gender and age category. */
  counts: { gender: 'male' | 'female'; category: AgeCategoryKey; count: number }[];
}

export interface LicenseUsageDTO {
  association: { id: number; name: string };
  current_players: number;
  peak_players: { count: number; date: string | null };
  peak_referees: { count: number; date: string | null };
  /** How many members play 1, 2, 3 ... sports. */
  sports_per_member: { sports: number; members: number }[];
}

export interface DashboardDTO {
  counts: { members: number; alumni: number; referees: number | null; without_team: number };
  /** Persons in the viewer's persons.update scope whose picture has open reports; null without persons.update. */
  avatar_reports: number | null;
  sports: DashboardSportDTO[];
  license_usage: LicenseUsageDTO[] | null;
  international_teams: {
    id: number;
    name: string;
    country_code: string;
    sport: { id: number; name: string };
    players_count: number;
  }[];
  announcements: { id: number; title: string; body_html: string; published_at: string }[];
}

/** GET /api/admin/options: everything the admin forms choose from, limited to the viewer's scope. */
export interface AdminOptionsDTO {
  /** Clubs where the viewer holds persons.create, with the sports they offer (create member). */
  create_clubs: { id: number; name: string; sports: { id: number; name: string }[] }[];
  tags: { id: number; name: string }[];
  international_teams: { id: number; name: string; country_code: string; sport: { id: number; name: string } }[];
  license_pool: LicenseDTO[];
  grantable: {
    leagues: { id: number; name: string }[];
    teams: { id: number; name: string; gender: string; sport: string; club: string }[];
  };
  /** Advanced search choices (docs/product.md#advanced-search): sports, clubs, teams (name plus gender, sport), leagues. */
  search: {
    sports: { id: number; name: string }[];
    clubs: { id: number; name: string }[];
    teams: { id: number; name: string; gender: string; sport: string; club: string }[];
    leagues: { id: number; name: string }[];
  };
}
