import { expect, test, type Locator, type Page } from '@playwright/test';
import { addCredit, createAgentWithNumber, openFromNav, signUp } from './helpers';

const PHONE = 390;

/** Waits for the page to settle: its heading shown and no "Loading …" notes left. */
async function settle(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The cell of `row` under the column headed `column`, asserted to lie wholly inside the phone's width (not cut off or
 * off to the side of a scrolling table) and to show its column's name before its value.
 */
async function expectKeyCell(table: Locator, row: Locator, column: string, value: RegExp) {
  const headers = (await table.locator('thead th').allTextContents()).map((t) => t.trim());
  const index = headers.indexOf(column);
  expect(index, `${column} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const cell = row.locator(':scope > td').nth(index);
  await expect(cell).toBeVisible();
  await expect(cell).toContainText(value);
  const box = (await cell.boundingBox())!;
  expect(box.x, `${column} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${column} ends on screen`).toBeLessThanOrEqual(PHONE);
  expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(column));
}

test('at 390 pixels no dashboard page is wider than the screen, and tables keep status, cost and tags on it', async ({ page, request }) => {
  test.setTimeout(600_000);
  await signUp(page, 'Phone Dental');
  await addCredit(page, 25);
  await createAgentWithNumber(page, 'Front desk', '+14155550100');
  const agentId = Number(page.url().split('/').pop());

  await openFromNav(page, 'API keys');
  await page.getByLabel('Name').fill('Seed');
  await page.getByRole('button', { name: 'Every permission' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('secret-value').textContent())!.trim();
  const headers = { authorization: `Bearer ${key}` };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return res.json();
  };
  // A contact with long words everywhere: a long company, email, address and several tags.
  const ada = await post('/api/v1/contacts/create', {
    first_name: 'Ada', last_name: 'Lovelace-Byron-Featherstonehaugh', email: 'ada.lovelace.byron@analytical-engine.example.test',
    company: 'Analytical Engine Manufacturing Company of London', address: '12 St James’s Square', city: 'Westminster',
    tags: ['recall', 'vip-patient', 'spring-2027'], phone_numbers: [{ phone_number: '+14155550181' }],
    custom_context: { favourite_treatment: 'whitening with the long-lasting gel' },
  });
  await post('/api/v1/contacts/create', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.test', tags: ['recall'], phone_numbers: [{ phone_number: '+14155550182' }] });
  // An account signed up in the dashboard holds direct calls to the consent campaigns need.
  await post('/api/v1/consents', { phone_number: '+14155550181', kind: 'express', scope: 'informational', captured_at: '2026-01-15T10:30:00Z' });
  const call = await post('/api/v1/calls', { phone_number: '+14155550181', contact_id: ada.id, agent_id: agentId, purpose: 'informational' });
  await expect.poll(async () => (await (await request.get(`/api/v1/calls/${call.id}`, { headers })).json()).status, { timeout: 60_000 }).toBe('completed');
  const campaign = await post('/api/v1/campaigns', { name: 'Spring recall', agent_id: agentId, audience: { tag: 'recall' } });
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setUTCHours(15, 0, 0, 0);
  await post('/api/v1/calendar/events/create', {
    title: 'Cleaning with Ada', start_time: tomorrow.toISOString(), end_time: new Date(tomorrow.getTime() + 30 * 60_000).toISOString(), customer_name: 'Ada Lovelace',
    // Its confirmation by email (kept here without a mail server): the Messages page and the email with its invitation.
    customer_email: 'ada.lovelace.byron@analytical-engine.example.test', send_notifications: true,
  });
  const messages = await (await request.get('/api/v1/messages?channel=email', { headers })).json();
  expect(messages.messages).toHaveLength(1);
  const messageId = messages.messages[0].id as string;

  await page.setViewportSize({ width: PHONE, height: 844 });
  const pages: [string, string | RegExp][] = [
    [`/contacts/${ada.id}`, /Ada Lovelace/],
    ['/variables', 'Context variables'],
    ['/calls', 'Calls'],
    [`/calls/${call.id}`, /Call/],
    ['/messages', 'Messages'],
    [`/messages/${messageId}`, /^Confirmed: Cleaning with Ada/],
    ['/contacts', 'Contacts'],
    ['/campaigns', 'Campaigns'],
    [`/campaigns/${campaign.id}`, 'Spring recall'],
    ['/calendar', 'Calendar'],
    ['/overview', 'Overview'],
    ['/agents', 'Agents'],
    ['/agents/new', 'New agent'],
    [`/agents/${agentId}`, 'Front desk'],
    ['/webhooks', 'Webhooks'],
    ['/api-keys', 'API keys'],
    ['/team', /Team/],
    ['/compliance', 'Calling rules'],
    ['/analytics', 'Analytics'],
    ['/usage', 'Usage'],
    ['/alerts', 'Alerts'],
    ['/integrations', 'Integrations'],
    // A guide of docs/, served beside the API reference: its code blocks and tables scroll in their own boxes.
    ['/docs/guides', 'Guides'],
    ['/docs/guides/deploy', 'Deploy'],
  ];
  const widths: Record<string, number> = {};
  for (const [path, heading] of pages) {
    await page.goto(path);
    await settle(page, heading);
    widths[path] = await pageWidth(page);
  }
  console.log(`scrollWidth at ${PHONE}px: ${JSON.stringify(widths)}`);
  expect(Object.entries(widths).filter(([, w]) => w > PHONE)).toEqual([]);

  // The contact page: its calls as cards, the call's outcome on screen.
  await page.goto(`/contacts/${ada.id}`);
  await settle(page, /Ada Lovelace/);
  const contactCalls = page.getByRole('region', { name: 'Calls to this contact' }).locator('table');
  await expectKeyCell(contactCalls, contactCalls.locator('tbody > tr').first(), 'Outcome', /completed/i);

  // Calls: status and cost of the call on screen.
  await page.goto('/calls');
  await settle(page, 'Calls');
  const calls = page.getByRole('region', { name: 'Calls' }).locator('table');
  const callRow = calls.locator('tbody > tr', { hasText: '+14155550181' }).first();
  await expectKeyCell(calls, callRow, 'Status', /completed/i);
  await expectKeyCell(calls, callRow, 'Cost', /\$\d+\.\d\d/);

  // Contacts: status and tags on screen.
  await page.goto('/contacts');
  await settle(page, 'Contacts');
  const contacts = page.getByRole('region', { name: 'Contacts' }).locator('table');
  const adaRow = contacts.locator('tbody > tr', { hasText: 'Lovelace' });
  await expectKeyCell(contacts, adaRow, 'Status', /\w/);
  await expectKeyCell(contacts, adaRow, 'Tags', /spring-2027/);

  // Campaigns: the campaign's status on screen.
  await page.goto('/campaigns');
  await settle(page, 'Campaigns');
  const campaigns = page.getByRole('region', { name: 'Campaigns' }).locator('table');
  await expectKeyCell(campaigns, campaigns.locator('tbody > tr', { hasText: 'Spring recall' }), 'Status', /\w/);

  // Variables: the system defaults' rows fit, their type shown.
  await page.goto('/variables');
  await settle(page, 'Context variables');
  const variables = page.getByRole('region', { name: 'contact variables' }).locator('table');
  await expectKeyCell(variables, variables.locator('tbody > tr').first(), 'Type', /\w/);

  // Calendar: the week as a list of days, the event readable and on screen; no seven-column grid.
  await page.goto('/calendar');
  await settle(page, 'Calendar');
  // The event is tomorrow: on a Sunday that is next week.
  if (new Date().getUTCDay() === 0) await page.getByRole('button', { name: 'Next week' }).click();
  const week = page.getByTestId('week-list');
  await expect(week).toBeVisible();
  await expect(week.getByRole('heading', { level: 2 })).toHaveCount(7);
  const event = week.getByRole('button', { name: /Cleaning with Ada/ });
  await expect(event).toBeVisible();
  const box = (await event.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE);
  await event.click();
  await expect(page.getByRole('dialog', { name: 'Event' })).toBeVisible();

  // At desktop width the same pages keep their tables and the week grid.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await settle(page, 'Calendar');
  await expect(page.getByTestId('week-list')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Week of / })).toBeVisible();
  await page.goto('/calls');
  await settle(page, 'Calls');
  expect(await page.getByRole('region', { name: 'Calls' }).locator('table').evaluate((t) => getComputedStyle(t).display)).toBe('table');
  // The table scrolls inside its box: no header (a hidden "Actions" one included) widens the page itself.
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
});
