import { expect, test } from '@playwright/test';
import { signUp, snap, watchCsp } from './helpers';

test('landing, sign-up, sign-out and sign-in; dashboard pages need a session', async ({ page }) => {
  const refused = watchCsp(page);
  const landing = await page.goto('/');
  const headers = landing!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'.*frame-ancestors 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AI voice agents');
  await snap(page, 'landing');

  await page.goto('/agents');
  await expect(page).toHaveURL(/\/sign-in/);
  await snap(page, 'sign-in');

  const { email, password } = await signUp(page);
  await snap(page, 'overview-empty');

  // On a phone the sidebar folds into a menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await snap(page, 'overview-mobile-menu');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await snap(page, 'contacts-mobile');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That email and password do not match an account.')).toBeVisible();

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  // Every page above ran under the nonce-based Content-Security-Policy with nothing refused.
  expect(refused).toEqual([]);
});

test('tRPC refuses anonymous calls and cross-site posts', async ({ request }) => {
  const anon = await request.get('/api/trpc/agents.list');
  expect(anon.status()).toBe(401);
  expect((await anon.json()).error.json.data.apiCode).toBe('authentication_required');
  const form = await request.post('/api/trpc/apiKeys.create', { form: { name: 'x' } });
  expect(form.status()).toBe(415);
  const crossSite = await request.post('/api/trpc/apiKeys.create', {
    data: { json: { name: 'x' } },
    headers: { origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
});
