import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const outside = [];
await page.route('**/*', (route) => {
  const u = new URL(route.request().url());
  if (u.hostname === '127.0.0.1' || u.hostname === 'localhost') return route.continue();
  outside.push(route.request().url()); return route.abort();
});
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://127.0.0.1:4517/docs');
await page.getByRole('heading', { name: 'Switchboard API', level: 1 }).waitFor({ timeout: 30000 });
await page.getByRole('link', { name: 'List agents' }).first().click();
await page.getByText('can_read_agents').first().waitFor({ timeout: 10000 });
await page.getByText('Webhook events').first().waitFor({ timeout: 10000 });
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/docs-shot/docs.png' });
console.log('outside:', outside);
await browser.close();
