// What a page rendered on the server knew about its reader, so the browser's first render (hydration) draws exactly
// the same HTML: the time of the render, a phone or not (from the request's headers), the site's host and the time
// zone the times were written in. The server sets it around each render (client/ssr/entry-server.tsx, a render is
// synchronous); the browser sets it from the page's embedded data before hydrating and clears it once hydrated
// (client/main.tsx), after which every reading is the browser's own. docs/decisions/030-server-rendered-pages.md.
import { startTransition, useEffect, useState } from 'react';

export interface RenderContext {
  /** Milliseconds since the epoch when the page was rendered. */
  now: number;
  /** The server's guess from the request (Sec-CH-UA-Mobile, the user agent). */
  phone: boolean;
  /** The host the page was served for (calendar links). */
  host: string;
  /**
   * On the server only: what the page embeds for an address instead of the answer it read (a long table's first rows,
   * client/ui/stats/first-rows.ts). The browser's context has none.
   */
  embed?: Map<string, unknown>;
}

let current: RenderContext | null = null;

export function setRenderContext(context: RenderContext | null): void {
  current = context;
}

/** Set while the server renders or the browser hydrates a server-rendered page. */
export function renderContext(): RenderContext | null {
  return current;
}

/** The current time; the render's time while a server-rendered page is drawn. */
export function renderNow(): number {
  return current?.now ?? Date.now();
}

/** The site's host (calendar subscription links). */
export function siteHost(): string {
  if (typeof window !== 'undefined') return window.location.host;
  return current?.host ?? '';
}

/**
 * False while a server-rendered page is drawn (on the server and in the browser's hydrating render), true once the
 * app runs it; true at once for a page the browser draws itself. Fields of a served form stay read-only until then: a
 * value typed before hydration would be dropped by it.
 *
 * The switch after hydration is a transition: React draws the component again in slices of a few milliseconds. (A
 * `useSyncExternalStore` whose server value differs, as this was, makes React draw it again synchronously once
 * hydrated: the whole sign-in form in one task, the largest part of /login's blocking time in Lighthouse.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => current === null);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
