// The menu's old game management link: browsers land in the portal's game management area, API clients never see
// the redirect.
import { useTestApp } from '../../../test/app';

const t = useTestApp();

describe('GET /api/games', () => {
  it('sends a browser to the game management area and leaves API clients to the API', async () => {
    const page = await t.request().get('/api/games').set('Accept', 'text/html,application/xhtml+xml').expect(302);
    expect(page.headers.location).toBe('/games');
    const api = await t.request().get('/api/games').set('Accept', 'application/json');
    expect(api.status).not.toBe(302);
    expect(api.headers['content-type']).toMatch(/json/);
    const post = await t.request().post('/api/games').set('Accept', 'text/html');
    expect(post.status).not.toBe(302);
  });
});
