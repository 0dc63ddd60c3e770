// The public pages' list (shared/public-pages.ts) follows the route tables: each public page skips the whole stylesheet, no other does.
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES } from '../../shared/public-pages';

const source = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');
const pagesIn = (text: string) => [...text.matchAll(/page\(\s*\(\) => import\('[^']+'\),\s*'(\w+)'\s*\)/g)].map((m) => m[1]);

describe('public pages', () => {
  it('are every page of the statistics and the sign-in page', () => {
    const statistics = pagesIn(source('stats/routes.tsx'));
    expect(statistics.length).toBeGreaterThan(0);
    expect([...PUBLIC_PAGES].sort()).toEqual([...new Set([...statistics, 'LoginPage'])].sort());
    expect(pagesIn(source('router.tsx'))).toContain('LoginPage');
  });
});
