// Route components loaded on first use (React Router's `lazy`): each page is fetched when a route needs it, so the
// first download holds only the shell, and the admin area never loads for a visitor of the statistics.
import type { ComponentType } from 'react';
import { PUBLIC_PAGES } from '../../shared/public-pages';

/** A route's `handle` names its page: the server lists a served page's code for the browser to fetch (PageHandle). */
export interface PageHandle {
  page: string;
}

export function page<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  return async (): Promise<{ Component: ComponentType; handle: PageHandle }> => {
    // In parallel with the page's code: the route renders once both are there, so nothing shows unstyled.
    const [module] = await Promise.all([load(), PUBLIC_PAGES.has(name) ? undefined : import('../styles-full')]);
    return { Component: module[name], handle: { page: name } };
  };
}
