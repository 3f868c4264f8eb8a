import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { addCredit, createAgentWithNumber, openFromNav, signUp, snap } from './helpers';

test('analytics: empty state, then charts, table, time zone and CSV of a call placed over the API', async ({ page, request }) => {
  await signUp(page, 'Chart Dental');

  await openFromNav(page, 'Analytics');
  await expect(page.getByText('No calls in this period').first()).toBeVisible();
  await expect(page.getByText('No campaign calls in this period')).toBeVisible();

  await addCredit(page, 25);
  await createAgentWithNumber(page, 'Front desk', '+14155550100');
  const agentId = Number(page.url().split('/').pop());
  await openFromNav(page, 'API keys');
  await page.getByLabel('Name').fill('Reports');
  await page.getByRole('button', { name: 'Every permission' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('secret-value').textContent())!.trim();
  const auth = { authorization: `Bearer ${key}` };
  // An account signed up in the dashboard holds direct calls to the consent campaigns need.
  const consent = await request.post('/api/v1/consents', { headers: auth, data: { phone_number: '+14155550123', kind: 'express', scope: 'informational', captured_at: '2026-01-15T10:30:00Z' } });
  expect(consent.status()).toBe(201);
  const call = await request.post('/api/v1/calls', { headers: auth, data: { phone_number: '+14155550123', agent_id: agentId, purpose: 'informational' } });
  expect(call.status()).toBe(201);
  await expect.poll(async () => (await (await request.get(`/api/v1/calls/${(await call.json()).id}`, { headers: auth })).json()).status, { timeout: 60_000 })
    .toBe('completed');

  const api = await request.get('/api/v1/analytics/calls?group_by=agent', { headers: auth });
  expect(await api.json()).toMatchObject({ buckets: [{ key: agentId, label: 'Front desk', calls: 1, completed: 1 }], totals: { calls: 1 } });
  expect((await request.get('/api/v1/analytics/calls?group_by=week', { headers: auth })).status()).toBe(400);

  await openFromNav(page, 'Analytics');
  const outcomes = page.getByRole('region', { name: 'Calls per day by outcome' });
  await expect(outcomes.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  // The legend follows the bars, not the alphabet.
  await expect(outcomes.locator('.recharts-legend-item-text')).toHaveText(['Completed', 'No answer', 'Busy', 'Voicemail', 'Failed', 'other']);
  await expect(page.getByRole('region', { name: 'Success rate and bookings per agent' }).getByText('Front desk')).toBeVisible();
  await page.getByLabel('Time zone').fill('America/Los_Angeles');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Los_Angeles');
  await expect(outcomes.locator('.recharts-bar-rectangle path').first()).toBeVisible();

  await outcomes.getByRole('button', { name: 'Show table' }).click();
  await expect(outcomes.getByRole('table')).toContainText('completed');
  const download = page.waitForEvent('download');
  await outcomes.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8').trim().split('\n');
  expect(csv[0]).toBe('day,calls,completed,no_answer,busy,voicemail,failed');
  expect(csv).toHaveLength(31);
  expect(csv.slice(1).reduce((n, line) => n + Number(line.split(',')[1]), 0)).toBe(1);
  await snap(page, 'analytics');

  await openFromNav(page, 'Overview');
  await expect(page.getByRole('region', { name: 'Calls per day' }).locator('.recharts-bar-rectangle path').first()).toBeVisible();
});
