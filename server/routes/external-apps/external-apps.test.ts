// The menu's game management link without a game management mounted: browsers land on the portal's notice page.
import { useTestApp } from '../../../test/app';

const t = useTestApp();

describe('GET /api/games', () => {
  it('sends a browser to the notice page and answers API clients with the JSON 404', async () => {
    const page = await t.request().get('/api/games').set('Accept', 'text/html,application/xhtml+xml').expect(302);
    expect(page.headers.location).toBe('/apps/games');
    const api = await t.request().get('/api/games').set('Accept', 'application/json').expect(404);
    expect(api.body.error.code).toBe('NotFound');
    await t.request().post('/api/games').set('Accept', 'text/html').expect(404);
  });
});
