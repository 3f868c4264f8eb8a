import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

test('a callback URL that leaves the site lands on the dashboard instead, and a path of the site is kept', async ({ page }) => {
  const { email, password } = await signUp(page, 'Redirect Co');
  const offsite: string[] = [];
  // Matched on the host: the sign-in URLs themselves name evil.example in their query.
  await page.route((url) => url.hostname.endsWith('evil.example'), (route) => {
    offsite.push(route.request().url());
    return route.abort();
  });
  page.on('framenavigated', (frame) => {
    if (new URL(frame.url()).hostname.endsWith('evil.example')) offsite.push(frame.url());
  });

  const signInVia = async (callbackUrl: string) => {
    await page.context().clearCookies();
    await page.goto(`/sign-in?callbackUrl=${callbackUrl}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  // Chromium reads `/\evil.example/phish` as `//evil.example/phish`: another host.
  await signInVia('/%5Cevil.example/phish');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/overview');
  for (const bad of ['//evil.example/phish', 'https://evil.example/phish', '/%09/evil.example/phish']) {
    await signInVia(bad);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  }
  expect(offsite).toEqual([]);

  await signInVia('/calls');
  await expect(page.getByRole('heading', { name: 'Calls', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/calls');
});

test('"sign out everywhere" signs out the other browser too', async ({ page, browser }) => {
  const { email, password } = await signUp(page, 'Two Browsers Co');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/sign-in');
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password').fill(password);
  await otherPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherPage.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  await openFromNav(page, 'Team & wallet');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await otherPage.goto('/overview');
  await expect(otherPage).toHaveURL(/\/sign-in/);
  await other.close();
});

test('the do-not-call list keeps a change log: who blocked and unblocked a number, and why', async ({ page }) => {
  const { email } = await signUp(page, 'Change Log Co');
  await openFromNav(page, 'Calls');
  await expect(page.getByText('No blocked numbers')).toBeVisible();
  await expect(page.getByText('No changes yet')).toBeVisible();

  await page.getByLabel('Number').fill('+14155550177');
  await page.getByLabel('Reason', { exact: true }).fill('Asked on the phone');
  await page.getByRole('button', { name: 'Block number' }).click();
  await expect(page.getByRole('button', { name: 'Unblock +14155550177' })).toBeVisible();

  await page.getByRole('button', { name: 'Unblock +14155550177' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unblock +14155550177' });
  await dialog.getByLabel('Reason (optional)').fill('Opted back in by email');
  await dialog.getByRole('button', { name: 'Unblock number' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No blocked numbers')).toBeVisible();

  const log = page.getByRole('table', { name: 'Do-not-call changes' });
  await expect(log.getByRole('row')).toHaveCount(3);
  await expect(log.getByRole('row').nth(1)).toContainText('removed');
  await expect(log.getByRole('row').nth(1)).toContainText('Opted back in by email');
  await expect(log.getByRole('row').nth(1)).toContainText(email);
  await expect(log.getByRole('row').nth(2)).toContainText('added');
  await expect(log.getByRole('row').nth(2)).toContainText('Asked on the phone');
  await snap(page, 'do-not-call-change-log');
});
