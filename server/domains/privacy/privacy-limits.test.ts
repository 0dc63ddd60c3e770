// The privacy calls' limits are per account, as the contract says: moving between addresses (a phone's network, a
// proxy's clients) neither widens nor narrows them.
import { useTestApp } from '../../../test/app';
import { signedInMember } from '../../../test/factories';

const t = useTestApp({ TRUST_PROXY: '1' });

describe('privacy limits per account', () => {
  it('counts the data exports of one account over every address it calls from', async () => {
    const { agent } = await signedInMember(t);
    for (let i = 1; i <= 10; i++) {
      await agent.get('/api/self/dataExport').set('X-Forwarded-For', `203.0.113.${i}`).expect(200);
    }
    const res = await agent.get('/api/self/dataExport').set('X-Forwarded-For', '203.0.113.99').expect(429);
    expect(res.body.error.code).toBe('TooManyRequests');
    // Another account from the same address is not held back.
    const other = await signedInMember(t);
    await other.agent.get('/api/self/dataExport').set('X-Forwarded-For', '203.0.113.99').expect(200);
  });
});
