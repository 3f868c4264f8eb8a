import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { addCredit, createAgentWithNumber, openFromNav, signUp, snap } from './helpers';

test('create a campaign from a tag with a count preview, watch it run to completion, and download its recipients', async ({ page, request }) => {
  await signUp(page, 'Spring Dental');

  await addCredit(page, 25);
  await createAgentWithNumber(page, 'Recall', '+14155550100');

  // The audience comes over the API, as a CRM sync would bring it.
  await openFromNav(page, 'API keys');
  await page.getByLabel('Name').fill('CRM sync');
  await page.getByRole('button', { name: 'Every permission' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('secret-value').textContent())!.trim();
  const auth = { authorization: `Bearer ${key}` };
  const people = [['Ada', '+14155550181'], ['Grace', '+14155550002'], ['Alan', '+14155550183']] as const;
  for (const [first, number] of people) {
    const res = await request.post('/api/v1/contacts/create', { headers: auth, data: { first_name: first, tags: ['spring'], phone_numbers: [{ phone_number: number }] } });
    expect(res.status()).toBe(201);
  }
  await request.post('/api/v1/contacts/create', { headers: auth, data: { first_name: 'Other', tags: ['autumn'], phone_numbers: [{ phone_number: '+14155550184' }] } });
  // Around the clock and on public holidays too, so the flow does not depend on the hour or the day it runs at; and
  // informational calls without a consent on record, so that these contacts need none.
  const hours = await request.patch('/api/v1/business/settings', {
    headers: auth,
    data: {
      calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }, holidays: false,
      consent_required: { informational: 'none' },
    },
  });
  expect(hours.status()).toBe(200);

  await openFromNav(page, 'Campaigns');
  await expect(page.getByText(/No campaigns yet/)).toBeVisible();
  await page.getByRole('button', { name: 'New campaign' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Spring recall');
  await page.getByLabel('Agent').selectOption({ label: 'Recall' });
  await expect(page.getByText('Choose at least one filter.')).toBeVisible();
  await page.getByLabel('Tag', { exact: true }).fill('spring');
  await expect(page.getByText('3 contacts match now.')).toBeVisible();
  await page.getByLabel('Purpose').selectOption('informational');
  await page.getByLabel('Max concurrent calls').fill('2');
  await page.getByLabel('Attempts per contact').fill('1');
  await page.getByLabel('Start now').check();
  // The pre-flight, asked again as the form changes: who would be called, the estimates, and no wallet warning.
  const preflight = page.getByTestId('campaign-preview');
  await expect(preflight).toContainText('3 of 3 contacts would be called');
  await expect(preflight).toContainText(/About \d+(–\d+)? calls/);
  await expect(page.getByText(/does not cover the first hour/)).toHaveCount(0);
  await snap(page, 'campaign-create');
  await page.getByRole('button', { name: 'Create and start' }).click();

  await expect(page.getByRole('heading', { name: 'Spring recall', level: 1 })).toBeVisible();
  await expect(page.getByText('up to 2 calls at once')).toBeVisible();
  // The page polls while the campaign runs: it completes with one busy line and two answered calls.
  await expect(page.getByTestId('campaign-status')).toHaveText('Completed', { timeout: 60_000 });
  const outcomes = page.getByRole('region', { name: 'Outcomes' });
  await expect(outcomes.getByTestId('outcome-completed')).toHaveText('2');
  await expect(outcomes.getByTestId('outcome-busy')).toHaveText('1');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await snap(page, 'campaign-completed');

  await page.getByLabel('Status', { exact: true }).selectOption('busy');
  const rows = page.getByRole('table', { name: 'Recipients' }).getByRole('row');
  await expect(rows.filter({ hasText: '+14155550002' })).toContainText('The line was busy');
  // The recipient's name beside the number, a link to the contact.
  await expect(rows.filter({ hasText: '+14155550002' }).getByRole('link', { name: 'Grace' })).toHaveAttribute('href', /^\/contacts\/\d+$/);
  await expect(rows.filter({ hasText: '+14155550181' })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^campaign-\d+-recipients\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('contact_id,phone_number,status,attempts,last_call_id,next_attempt_at,ended_reason,wait_reason');
  // Numbers in the spaced international form, which a spreadsheet opens as text (never as a formula), no apostrophe.
  expect(csv).toContain('+1 415 555 0002,busy,1');

  // A finished campaign offers no start, pause or cancel.
  await expect(page.getByRole('button', { name: /^(Start|Pause|Resume|Cancel)$/ })).toHaveCount(0);
  await openFromNav(page, 'Campaigns');
  await expect(page.getByRole('row').filter({ hasText: 'Spring recall' })).toContainText('Completed');
  await snap(page, 'campaigns');
});
