import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addCredit, createAgentWithNumber, openFromNav, signUp } from './helpers';

const PHONE_WIDTH = 390;
const WIDTHS = [1280, PHONE_WIDTH];
// Serious and critical only; "moderate" and "minor" are reported by axe but do not fail the flow.
const FAILING = new Set(['serious', 'critical']);

/** Waits for the page to settle: its heading shown and no "Loading …" notes left. */
async function settle(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
}

async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    // Off by default in axe (experimental), on here: a control's name must contain the words it shows.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    // An email as it was sent (a message's page) is the customer's mail, not the dashboard, in a frame that runs no
    // script: axe cannot be put in it, and waiting for it would hang the run.
    .exclude('iframe[sandbox]')
    .analyze();
  return result.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/** An account with enough data that the pages show tables, charts and details, not only their empty states. */
async function seed(page: Page, request: APIRequestContext) {
  await signUp(page, 'Axe Dental');
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
  const contactIds: number[] = [];
  for (const [first, last, phone] of [['Ada', 'Lovelace', '+14155550181'], ['Grace', 'Hopper', '+14155550182']]) {
    const contact = await post('/api/v1/contacts/create', { first_name: first, last_name: last, email: `${first.toLowerCase()}@example.test`, tags: ['recall'], phone_numbers: [{ phone_number: phone }] });
    contactIds.push(contact.id);
  }
  const webhook = await post('/api/v1/webhooks/create', { name: 'CRM', url: 'http://127.0.0.1:9/hook', subscribed_events: ['call.ended', 'calendar.created'] });
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setUTCHours(15, 0, 0, 0);
  await post('/api/v1/calendar/events/create', {
    title: 'Cleaning with Ada',
    start_time: tomorrow.toISOString(),
    end_time: new Date(tomorrow.getTime() + 30 * 60_000).toISOString(),
    customer_name: 'Ada Lovelace',
    // Its confirmation by email (kept here without a mail server) fills the Messages page and a message's own.
    customer_email: 'ada@example.test',
    send_notifications: true,
  });
  const messages = await (await request.get('/api/v1/messages?channel=email', { headers })).json();
  expect(messages.messages).toHaveLength(1);
  const messageId = messages.messages[0].id as string;
  // An account signed up in the dashboard holds direct calls to the consent campaigns need.
  await post('/api/v1/consents', { phone_number: '+14155550183', kind: 'express', scope: 'informational', captured_at: '2026-01-15T10:30:00Z' });
  const call = await post('/api/v1/calls', { phone_number: '+14155550183', agent_id: agentId, purpose: 'informational' });
  await expect.poll(async () => (await (await request.get(`/api/v1/calls/${call.id}`, { headers })).json()).status, { timeout: 60_000 }).toBe('completed');
  const campaign = await post('/api/v1/campaigns', { name: 'Spring recall', agent_id: agentId, audience: { tag: 'recall' } });
  await post('/api/v1/phone-numbers', { phone_number: '+14155550190', agent_ids: [agentId], max_calls_per_day: 50 });

  const pages: [string, string | RegExp][] = [
    ['/overview', 'Overview'],
    ['/agents', 'Agents'],
    ['/agents/new', 'New agent'],
    [`/agents/${agentId}`, 'Front desk'],
    ['/calls', 'Calls'],
    [`/calls/${call.id}`, /Call/],
    ['/messages', 'Messages'],
    [`/messages/${messageId}`, /^Confirmed: Cleaning with Ada/],
    ['/contacts', 'Contacts'],
    [`/contacts/${contactIds[0]}`, 'Ada Lovelace'],
    ['/variables', 'Context variables'],
    ['/calendar', 'Calendar'],
    ['/webhooks', 'Webhooks'],
    [`/webhooks/${webhook.id}`, 'CRM'],
    ['/api-keys', 'API keys'],
    ['/team', /Team/],
    ['/compliance', 'Calling rules'],
    ['/campaigns', 'Campaigns'],
    [`/campaigns/${campaign.id}`, 'Spring recall'],
    ['/analytics', 'Analytics'],
    ['/usage', 'Usage'],
    ['/alerts', 'Alerts'],
    ['/integrations', 'Integrations'],
    ['/phone-numbers', 'Phone numbers'],
  ];
  return pages;
}

// One flow per width, each on an account of its own, so the two can run at once.
for (const width of WIDTHS) {
  test(`every dashboard page has no serious or critical axe violations, at ${width} pixels wide`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const pages = await seed(page, request);
    const found: Record<string, string[]> = {};
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of pages) {
      await page.goto(path);
      await settle(page, heading);
      const v = await violations(page);
      if (v.length) found[`${path} @ ${width}px`] = v;
    }
    // The calendar's forms too: own hours with a date override, and the event form in its dialog.
    await page.goto('/calendar');
    await settle(page, 'Calendar');
    await page.getByRole('button', { name: 'Set my own hours' }).click();
    await page.getByRole('button', { name: 'Add a date' }).click();
    await page.getByRole('button', { name: 'New event' }).click();
    await expect(page.getByRole('dialog', { name: 'New event' })).toBeVisible();
    const v = await violations(page);
    if (v.length) found[`/calendar, forms open @ ${width}px`] = v;
    if (width === PHONE_WIDTH) {
      // The API reference (a third-party renderer, corrected in server/openapi/reference-page.ts) on a phone.
      await page.goto('/docs');
      // The renderer builds the whole reference in the browser: on a shared machine that takes longer than a page.
      await expect(page.getByRole('heading', { name: 'Switchboard API', level: 1 })).toBeVisible({ timeout: 60_000 });
      // Its sections render as they load: wait for the last tag's endpoint list.
      await expect(page.getByRole('list', { name: 'Webhook events endpoints' })).toBeAttached({ timeout: 60_000 });
      const docs = await violations(page);
      if (docs.length) found[`/docs @ ${width}px`] = docs;
      // The guides beside it: the list and one guide with code blocks and tables.
      for (const [path, heading] of [['/docs/guides', 'Guides'], ['/docs/guides/deploy', 'Deploy']]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        const v = await violations(page);
        if (v.length) found[`${path} @ ${width}px`] = v;
      }
    }
    expect(found).toEqual({});
  });
}
