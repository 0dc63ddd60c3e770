// What an island is: a small behaviour of a guest's served statistics page that works without the app
// (docs/decisions/055-public-pages-without-the-app.md). Only this folder may be imported here (the build's budget).

export interface Island {
  /** Its elements: clicks and focus on them are the island's own, so the app is not loaded for them. */
  selector: string;
  /** Called for the page as served and again after each swap of the page's content (live.ts). */
  mount(root: ParentNode): void;
  /** Undoes what `mount` changed in the served markup before the app hydrates it (app-on-demand.ts). */
  unmount?(): void;
}

/** The served page's data (client/main.tsx reads the same element): the answers it was drawn from. */
export const SERVED_PAGE_ID = 'portal-ssr';

export interface ServedAnswers {
  now: number;
  phone: boolean;
  answers: Record<string, unknown>;
}

export function servedPage(doc: Document = document): ServedAnswers | null {
  const text = doc.getElementById(SERVED_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServedAnswers;
  } catch {
    return null;
  }
}
