// The sign-in back-off: after failed attempts a browser without the device cookie is told how long to
// wait; the member's own browser, which signed in before, still gets in with the right password.
import { expect, test } from '@playwright/test';
import { label, login, registerMember, shoot } from './fixtures';

test("an attacker's failures make other browsers wait, while the member's own browser signs in", async ({ page, browser }) => {
  const member = await registerMember(page);
  // A sign-in makes this browser a known device of the member (registration signs in without the device cookie).
  await page.request.post('/api/auth/signout');
  await login(page, member.email, member.password);
  await page.request.post('/api/auth/signout');

  // Another browser guesses: five failures, then each further attempt has to wait.
  const attacker = await browser.newContext();
  const other = await attacker.newPage();
  for (let i = 0; i < 5; i += 1) {
    const res = await other.request.post('/api/auth/signin', { data: { username: member.email, password: `guess-${i}-wrong` } });
    expect(res.status()).toBe(401);
  }
  await other.goto('/login');
  await other.getByLabel(label('E-Mail')).fill(member.email);
  await other.getByLabel(label('Passwort')).fill(member.password);
  await other.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    other
      .getByRole('alert')
      .filter({ hasText: /Zu viele Fehlversuche mit diesem Konto\. Versuche es in \d+ Sekunden? noch einmal/ }),
  ).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await shoot(other, 'sign-in', 'back-off');
  await attacker.close();

  // The member's browser carries the device cookie of its earlier sign-in: no wait.
  await login(page, member.email, member.password);
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Abmelden' })).toBeVisible();
});
