import { expect, test } from '@playwright/test';

// Before its script runs (JavaScript off here, a slow connection in life) a form submits natively: it must post, so
// the password never reaches the address bar, the history or a log.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, button, fields] of [
    ['/sign-up', 'Create account', { 'Business name': 'Bella Dental', 'Your name': 'Bella', Email: 'bella@example.test', Password: 'smile-bright-2026' }],
    ['/sign-in', 'Sign in', { Email: 'bella@example.test', Password: 'smile-bright-2026' }],
  ] as const) {
    test(`the ${path} form posts: no password in the address`, async ({ page }) => {
      await page.goto(path);
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === path && r.resourceType() === 'document');
      await page.getByRole('button', { name: button }).click();
      const request = await sent;
      expect(request.method()).toBe('POST');
      await page.waitForLoadState();
      expect(page.url()).not.toContain('smile-bright');
      expect(page.url()).not.toContain('password');
    });
  }
});

test('the server refuses credentials in a query string, pages and API alike, and leaves protocol parameters alone', async ({ request }) => {
  for (const path of ['/sign-up?email=a%40b.co&password=smile-bright-2026', '/api/auth/callback/credentials?password=x', '/api/v1/agents?api_key=sk_x']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'credentials_in_query' });
  }
  const handshake = await request.post('/api/integrations/outlook/notifications?validationToken=hello');
  expect(handshake.status()).not.toBe(400);
});
