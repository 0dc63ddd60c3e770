// Business constants (docs/product.md#constants), shared by server and client.

export const LANGUAGES = ['de', 'en', 'fr', 'nl'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'de';
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export const PAGE_SIZE_DEFAULT = 30;
export const PAGE_SIZE_LOOKUP = 9999;
export const PAGE_SIZE_CONTACT_SEARCH = 15;
export const PAGE_SIZE_CLUB_SEARCH = 50;

export const TOAST_DURATION_MS = 3000;
export const LOGIN_FOCUS_DELAY_MS = 50;
export const STATS_CACHE_MS = 60_000;
export const LIVE_REFRESH_MS = 30_000;
export const QUICK_SEARCH_DEBOUNCE_MS = 250;
export const CLUB_SEARCH_DEBOUNCE_MS = 500;
export const FILTER_BOX_OPTIONS = 5;
export const FILTER_BOX_MAX_OPTIONS = 1000;

export const MIN_PASSWORD_LENGTH = 10;
export const BILLING_INTERVALS = [1, 3, 6, 12] as const;

export const GENDERS = ['male', 'female'] as const;
export const TEAM_GENDERS = ['male', 'female', 'none'] as const;
export const CONTACT_POSITIONS = [
  'main',
  'finance',
  'men',
  'women',
  'youth_boys',
  'youth_girls',
  'officials_men',
  'officials_women',
] as const;
export const PLAYER_POSITIONS = [
  'attack',
  'defense',
  'midfield',
  'goalie',
  'face-off',
  'player',
  'coach',
  'assistant',
  'manager',
] as const;
export const APPROVER_GROUPS = ['association', 'new-club', 'new-league', 'old-club', 'old-league'] as const;
export const PROCESS_TYPES = ['move', 'alumni', 'retire', 'rectify', 'erase', 'merge'] as const;
export const FILTER_MODES = ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'before', 'after'] as const;

/**
 * The main menu's "game management" entry: the portal's own game management area (decision 015). A browser that
 * still follows the old link `/api/games` is sent here (server/domains/games/external-apps-routes.ts).
 */
export const GAME_MANAGEMENT_LINK = '/games';
