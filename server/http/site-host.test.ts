// Without PUBLIC_URL, robots.txt and sitemap.xml name addresses from the request's Host header: never cached for
// others, so a forged Host cannot be served to every crawler from a shared cache.
import { useTestApp } from '../../test/app';

const t = useTestApp({ PUBLIC_URL: '' });

describe('site files without PUBLIC_URL', () => {
  it.each(['/robots.txt', '/sitemap.xml'])('%s from a forged Host is private to its asker', async (path) => {
    const res = await t.request().get(path).set('Host', 'evil.example').expect(200);
    expect(res.text).toContain('http://evil.example/');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.headers['cache-control']).not.toMatch(/public/);
  });
});
