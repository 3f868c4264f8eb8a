import { expect, test } from '@playwright/test';
import { watchCsp } from './helpers';

// The reference page must work with no internet: every request that leaves this machine is refused and recorded.
test('the API reference renders from the app alone, with no outside request', async ({ page, baseURL }) => {
  const local = new Set(['localhost', '127.0.0.1', '[::1]', new URL(baseURL ?? 'http://localhost').hostname]);
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (!url.protocol.startsWith('http') || local.has(url.hostname)) return route.continue();
    outside.push(url.href);
    return route.abort('internetdisconnected');
  });

  const refused = watchCsp(page);
  const spec = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/openapi.json');
  await page.goto('/docs');
  expect((await spec).status()).toBe(200);

  // The reference renders in the browser from a 1 MB document: under a loaded machine that takes a while.
  await expect(page.getByRole('heading', { name: 'Switchboard API', level: 1 })).toBeVisible({ timeout: 60_000 });
  // The sidebar's entry for an operation (a button in the pinned renderer, a link in later ones).
  const sidebar = page.getByRole('button', { name: /^List agents\b/ }).or(page.getByRole('link', { name: 'List agents' }));
  await sidebar.first().click();
  await expect(page.getByText('can_read_agents').first()).toBeVisible();
  await expect(page.getByText('Webhook events').first()).toBeVisible();
  // The bar above the reference leads back to the dashboard.
  await expect(page.getByRole('navigation', { name: 'Switchboard' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/overview');

  await page.screenshot({ path: 'e2e/screenshots/docs.png' });
  expect(outside).toEqual([]);
  // The page runs under a nonce-based Content-Security-Policy and nothing it needs is refused.
  expect(refused).toEqual([]);
});
