// /robots.txt and /sitemap.xml answer their own content types (not the app's HTML): the statistics indexable, the
// member and admin areas not, every category's statistics pages listed.
import { useTestApp } from '../../test/app';
import { buildCompetition } from '../../test/factories-stats';

const t = useTestApp({ PUBLIC_URL: 'https://liga.example.org' });

describe('site files for crawlers', () => {
  it('robots.txt allows the statistics, disallows the signed-in areas and names the sitemap', async () => {
    const res = await t.request().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toContain('Allow: /stats');
    for (const path of ['/admin', '/api/', '/profile', '/games', '/sheet']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://liga.example.org/sitemap.xml');
    // The configured address: shared caches may keep it.
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sitemap.xml lists the statistics pages of every category', async () => {
    const league = await buildCompetition({ kind: 'league' });
    const cup = await buildCompetition({ kind: 'tournament' });
    const res = await t.request().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toContain('<loc>https://liga.example.org/stats</loc>');
    for (const view of ['games', 'teams', 'points', 'fouls']) {
      expect(res.text).toContain(`<loc>https://liga.example.org/stats/leagues/${league.id}/${view}</loc>`);
      expect(res.text).toContain(`<loc>https://liga.example.org/stats/tournaments/${cup.id}/${view}</loc>`);
    }
  });
});
