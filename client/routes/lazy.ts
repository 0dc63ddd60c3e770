// Route components loaded on first use (React Router's `lazy`): each page is fetched when a route needs it, so the
// first download holds only the shell, and the admin area never loads for a visitor of the statistics.
import type { ComponentType } from 'react';

export function page<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  return async (): Promise<{ Component: ComponentType }> => ({ Component: (await load())[name] });
}
