// A member's own data through the built server's API (the pages have their own spec): a member downloads their data (the ZIP
// opens, data.json holds their membership and consents, summary.html their language), asks for a new email address,
// the association's admin approves, the new address confirms; then asks to be erased, the admin approves, and the
// member can no longer sign in.
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { DEMO, createMember, makeAccount, newestMailTo, signedInApi, unique } from './fixtures';

const PASSWORD = 'Privacy!e2e-2026';

test('download, rectify with email confirmation, erase: through the approval engine', async () => {
  const member = await createMember({ club: 'Hamburg Warriors Lacrosse e.V.', firstname: 'Dana' });
  await makeAccount(member.email!, PASSWORD);
  const api = await signedInApi(member.email!, PASSWORD);
  const admin = await signedInApi(DEMO.admin);
  try {
    const download = await api.get('/api/self/dataExport');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(await download.body());
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.profile).toMatchObject({ id: member.id, email: member.email, lastname: member.lastname });
    expect(data.memberships).toEqual([expect.objectContaining({ club: 'Hamburg Warriors Lacrosse e.V.' })]);
    expect(data.consents.length).toBeGreaterThan(0);
    expect(await zip.file('summary.html')!.async('string')).toContain('Mitgliedschaften und ihre Geschichte');

    const newEmail = `e2e-new-${unique()}@example.org`;
    const since = new Date();
    const asked = await api.post('/api/self/privacyRequests/rectify', { data: { email: newEmail, note: 'neue Adresse' } });
    expect(asked.status(), await asked.text()).toBe(201);
    const rectify = ((await asked.json()) as { data: { id: number } }).data.id;
    const listed = await admin.get(`/api/processes/${rectify}`);
    expect(((await listed.json()) as { data: { changes: unknown[] } }).data.changes).toEqual([
      { field: 'email', old: member.email, new: newEmail },
    ]);
    const approved = await admin.put(`/api/processes/${rectify}?action=approve`);
    expect(approved.status(), await approved.text()).toBe(200);
    const mail = await newestMailTo(newEmail, since);
    const token = /confirmEmail\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const confirmed = await api.post(`/api/auth/email/${token}`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // Confirming ended every session: the member signs in with the new address.
    const renewed = await signedInApi(newEmail, PASSWORD);
    try {
      const erase = await renewed.post('/api/self/privacyRequests/erase', { data: {} });
      expect(erase.status(), await erase.text()).toBe(201);
      const id = ((await erase.json()) as { data: { id: number } }).data.id;
      const carried = await admin.put(`/api/processes/${id}?action=approve`);
      expect(carried.status(), await carried.text()).toBe(200);
      expect((await renewed.get('/api/self')).status()).toBe(401);
    } finally {
      await renewed.dispose();
    }
    const again = await api.post('/api/auth/signin', { data: { username: newEmail, password: PASSWORD } });
    expect(again.status()).toBe(401);
  } finally {
    await api.dispose();
    await admin.dispose();
  }
});
