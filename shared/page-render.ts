// The server rendering of the public pages: what the server hands the render module (client/ssr/entry-server.tsx, built
// by Vite) and what it gets back (server/pages/public-pages.ts). docs/decisions/030-server-rendered-pages.md.
import type { LanguageCode } from './constants';

/** The element holding a rendered page's data for hydration (a JSON script: the CSP allows no inline script). */
export const SERVED_PAGE_ID = 'portal-ssr';

/**
 * The meta tag naming the association's time zone in every page the server serves (the public pages and the app's
 * shell): the browser reads it before drawing anything (client/lib/datetime.ts). A meta tag, not a script: the CSP
 * allows no inline script.
 */
export const TIME_ZONE_META = 'portal-time-zone';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  language: LanguageCode;
  phone: boolean;
  /** The site's host, for absolute links (calendar subscriptions). */
  host: string;
  /** Milliseconds since the epoch: the render's "now" (today's matchday, a live game's minute). */
  now: number;
  /** The association's time zone (ASSOCIATION_TIME_ZONE): the clock kick-offs and "today" are drawn on. */
  timeZone: string;
  /** An API answer's data by its address (`/api/stats/...`), read through the API's own services; undefined: none. */
  read: (address: string) => Promise<unknown>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The markup of the app's root element. */
      body: string;
      /** The JSON for SERVED_PAGE_ID (already safe inside a script element). */
      served: string;
      /** The API addresses whose answers the page holds. */
      addresses: string[];
      /** The pages (route components, client/routes/lazy.ts) the page is drawn with, outermost first. */
      pages: string[];
    };

/** What the browser reads back from SERVED_PAGE_ID. */
export interface ServedPage {
  language: LanguageCode;
  now: number;
  phone: boolean;
  host: string;
  /** The answers' data by address, for swr's cache. */
  answers: Record<string, unknown>;
  /** react-router's hydration data (loader data by route id). */
  router: { loaderData: Record<string, unknown>; actionData: null; errors: null };
}
