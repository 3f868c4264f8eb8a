import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

/** A receiver that is down: every delivery gets a 500, and every request is recorded. */
function failingReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(500, { 'content-type': 'text/plain' }).end('receiver down for maintenance');
    });
  });
  return { server, received };
}

test('a webhook to a failing receiver: the failed attempt shows in the log, and redeliver sends it again', async ({ page }) => {
  const { server, received } = failingReceiver();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/switchboard`;
  try {
    await signUp(page);
    await openFromNav(page, 'Webhooks');
    await expect(page.getByText('No webhooks yet')).toBeVisible();
    await page.getByRole('button', { name: 'New webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook' });
    await dialog.getByLabel('Name').fill('CRM receiver');
    await dialog.getByLabel('URL').fill(url);
    // A new webhook hears every event unless narrowed, so the first save succeeds.
    const events = dialog.getByRole('group', { name: 'Events' }).getByRole('checkbox');
    await expect(events).toHaveCount(26);
    for (const box of await events.all()) await expect(box).toBeChecked();
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(dialog.getByTestId('secret-value')).toHaveText(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row').filter({ hasText: 'CRM receiver' });
    await expect(row).toContainText('active');
    await snap(page, 'webhooks');
    await row.getByRole('link', { name: 'CRM receiver', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'CRM receiver', level: 1 })).toBeVisible();
    await expect(page.getByText('No deliveries yet')).toBeVisible();

    await page.getByRole('button', { name: 'Send test' }).click();
    const delivery = page.getByTestId('delivery-row').first();
    await expect(delivery).toContainText('HTTP 500');
    await expect(delivery).toContainText('webhook.test');
    await expect(delivery.getByRole('cell').nth(2)).toHaveText('1');
    expect(received).toHaveLength(1);
    expect(received[0].headers['x-klen-event']).toBe('webhook.test');
    expect(received[0].headers['x-klen-signature']).toMatch(/^[0-9a-f]{64}$/);

    await delivery.getByRole('button', { name: 'Details' }).click();
    await expect(page.getByText('receiver down for maintenance')).toBeVisible();
    await snap(page, 'webhook-deliveries');

    await delivery.getByRole('button', { name: 'Redeliver' }).click();
    await expect(delivery.getByRole('cell').nth(2)).toHaveText('2');
    expect(received).toHaveLength(2);
    // The same delivery, sent again: same id and the same body.
    expect(received[1].headers['x-klen-delivery-id']).toBe(received[0].headers['x-klen-delivery-id']);
    expect(received[1].body).toBe(received[0].body);

    await page.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send test' })).toBeDisabled();
  } finally {
    server.close();
  }
});

test('a webhook with no event chosen says so under the events, and saves once one is chosen', async ({ page }) => {
  await signUp(page);
  await openFromNav(page, 'Webhooks');
  await page.getByRole('button', { name: 'New webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook' });
  await dialog.getByLabel('Name').fill('Narrow receiver');
  await dialog.getByLabel('URL').fill('http://127.0.0.1:9/hooks');
  for (const noun of ['call', 'calendar', 'campaign', 'alert', 'calendar connection', 'message', 'CRM connection']) await dialog.getByRole('button', { name: `None of the ${noun} events` }).click();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create webhook' }).click();

  const events = dialog.getByRole('group', { name: 'Events' });
  await expect(events).toHaveAccessibleDescription('Choose at least one event.');
  await expect(dialog.getByRole('alert')).toHaveText('Fix this field:Events: Choose at least one event.');
  await dialog.getByLabel('call.ended').check();
  await dialog.getByRole('button', { name: 'Create webhook' }).click();
  await expect(dialog.getByTestId('secret-value')).toHaveText(/^whsec_/);
});
