// The route code a served page names for the browser (server/pages/page-code.ts), read from Vite's manifest.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFirst } from './public-pages';
import { islandsCode, pageCode, pageStyles } from './page-code';

function clientDirWith(manifest: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-code-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_react-1.js', '_Box-1.js'] },
  'islands/main.ts': { file: 'assets/islands-1.js', src: 'islands/main.ts', isEntry: true, name: 'islands' },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_Box-1.js': { file: 'assets/Box-1.js', imports: ['_react-1.js'] },
  '_Table-1.js': { file: 'assets/Table-1.js', imports: ['_Box-1.js', '_Table-1.css'], css: ['assets/Table-1.css'] },
  '_Table-1.css': { file: 'assets/Table-1.css' },
  '_Tabs-1.js': { file: 'assets/Tabs-1.js', imports: ['_Box-1.js'] },
  'routes/stats/StatsViewerLayout.tsx': {
    file: 'assets/StatsViewerLayout-1.js',
    src: 'routes/stats/StatsViewerLayout.tsx',
    isDynamicEntry: true,
    imports: ['_Tabs-1.js', '_react-1.js'],
  },
  'routes/stats/PointsTab.tsx': {
    file: 'assets/PointsTab-1.js',
    src: 'routes/stats/PointsTab.tsx',
    isDynamicEntry: true,
    imports: ['_Table-1.js', 'routes/stats/StatsViewerLayout.tsx'],
  },
};

describe('the code a served page names', () => {
  it('is each page’s chunk and what it imports, without the entry’s chunks or stylesheets, once each', () => {
    const codeOf = pageCode(clientDirWith(manifest));
    expect(codeOf(['StatsViewerLayout', 'PointsTab'])).toEqual([
      '/assets/StatsViewerLayout-1.js',
      '/assets/Tabs-1.js',
      '/assets/PointsTab-1.js',
      '/assets/Table-1.js',
    ]);
    expect(codeOf(['Unknown'])).toEqual([]);
  });

  it('is nothing without a manifest (tests, npm run dev)', () => {
    expect(pageCode(fs.mkdtempSync(path.join(os.tmpdir(), 'page-code-')))(['PointsTab'])).toEqual([]);
  });

  it('follows the app’s own modules in the page’s meta tag, each once', () => {
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/react-1.js"><script type="module" crossorigin src="/assets/index-1.js"></script></head>';
    expect(contentFirst(html, ['/assets/PointsTab-1.js', '/assets/react-1.js'])).toContain(
      '<meta name="portal-app" content="/assets/index-1.js /assets/react-1.js /assets/PointsTab-1.js" />',
    );
  });

  it('names the islands instead of the app for a guest’s statistics page, the app kept for on demand', () => {
    const dir = clientDirWith(manifest);
    expect(islandsCode(dir)).toEqual(['/assets/islands-1.js']);
    expect(islandsCode(fs.mkdtempSync(path.join(os.tmpdir(), 'page-code-')))).toEqual([]);
    const html = '<head><script type="module" crossorigin src="/assets/index-1.js"></script></head>';
    expect(pageStyles(dir)(['PointsTab'])).toEqual(['/assets/Table-1.css']);
    // A page merged into the statistics pages' "public" chunk has that chunk's stylesheet.
    const grouped = { ...manifest, '_public-1.js': { file: 'assets/public-1.js', name: 'public', css: ['assets/public-1.css'] } };
    expect(pageStyles(clientDirWith(grouped))(['GamesTab'])).toEqual(['/assets/public-1.css']);
    const page = contentFirst(html, pageCode(dir)(['PointsTab']), islandsCode(dir), pageStyles(dir)(['PointsTab']));
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/Table-1.css" />');
    expect(page).toContain('<meta name="portal-app" data-on-demand content="/assets/index-1.js /assets/PointsTab-1.js');
    expect(page).toContain('<script type="module" crossorigin src="/assets/islands-1.js"></script>');
    expect(page).not.toContain('src="/assets/index-1.js"');
  });

  it('links the whole stylesheet for a served page outside the public ones, as the app loads it beside such a page', () => {
    const withFull = {
      ...manifest,
      'styles-full.ts': { file: 'assets/styles-full-1.css', src: 'styles-full.ts', isDynamicEntry: true },
      'routes/member/RegisterPage.tsx': {
        file: 'assets/RegisterPage-1.js',
        src: 'routes/member/RegisterPage.tsx',
        isDynamicEntry: true,
        imports: ['_Table-1.js'],
      },
    };
    const stylesOf = pageStyles(clientDirWith(withFull));
    expect(stylesOf(['RegisterPage'])).toEqual(['/assets/styles-full-1.css', '/assets/Table-1.css']);
    expect(stylesOf(['PointsTab'])).toEqual(['/assets/Table-1.css']);
  });
});
