import { expect, test } from '@playwright/test';
import { addCredit, openFromNav, signUp, snap } from './helpers';

test('a pre-flight that would call nobody says why and leads somewhere; the simulated bookings are marked and can be removed', async ({ page, request }) => {
  await signUp(page, 'Bella Dental');
  await addCredit(page, 25);

  // An agent that books: each answered simulated call books the first free time.
  await openFromNav(page, 'Agents');
  await page.getByRole('link', { name: 'New agent' }).click();
  await page.getByLabel('Name').fill('Front desk');
  await page.getByLabel('Phone number').fill('+14155550100');
  await page.getByRole('checkbox', { name: 'Book appointment' }).check();
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { name: 'Front desk', level: 1 })).toBeVisible();

  await openFromNav(page, 'API keys');
  await page.getByLabel('Name').fill('CRM sync');
  await page.getByRole('button', { name: 'Every permission' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('secret-value').textContent())!.trim();
  const headers = { authorization: `Bearer ${key}` };
  const numbers = ['+14155550181', '+14155550183'];
  for (const [i, number] of numbers.entries()) {
    const res = await request.post('/api/v1/contacts/create', { headers, data: { first_name: `Patient ${i + 1}`, tags: ['recall'], phone_numbers: [{ phone_number: number }] } });
    expect(res.status()).toBe(201);
  }
  // Around the clock, so the flow does not depend on the hour it runs at; the patients gave their numbers for
  // reminders (express consent to informational calls), never a written consent to marketing.
  const settings = await request.patch('/api/v1/business/settings', {
    headers, data: { calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }, holidays: false },
  });
  expect(settings.status()).toBe(200);
  const consents = await request.post('/api/v1/consents/bulk', {
    headers, data: { consents: numbers.map((phone_number) => ({ phone_number, kind: 'express', scope: 'informational', captured_at: '2026-01-15T10:30:00Z' })) },
  });
  expect(consents.status()).toBe(200);

  await openFromNav(page, 'Campaigns');
  await page.getByRole('button', { name: 'New campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Name', { exact: true }).fill('Check-up reminders');
  await dialog.getByLabel('Agent').selectOption({ label: 'Front desk' });
  await dialog.getByLabel('Tag', { exact: true }).fill('recall');
  await dialog.getByLabel('Attempts per contact').fill('1');

  // Marketing, the default: nobody has that consent. The pre-flight says so and offers the ways out.
  const preflight = dialog.getByTestId('campaign-preview');
  await expect(preflight).toContainText('0 of 2 contacts would be called');
  await expect(preflight).toContainText('2 without consent for this purpose');
  const ways = dialog.getByTestId('consent-ways-forward');
  await expect(ways).toContainText('2 contacts have no written marketing consent on record');
  await expect(ways.getByRole('link', { name: 'Contacts, Import CSV' })).toHaveAttribute('href', '/contacts?import=1');
  await expect(ways).toContainText('consent_captured_at');
  await expect(ways).toContainText('It must be true');
  const nobody = dialog.getByTestId('calls-nobody');
  await expect(nobody).toContainText('Nobody would be called');
  const submit = dialog.getByRole('button', { name: 'Create and start' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Start it anyway (it will call nobody)').check();
  await expect(submit).toBeEnabled();
  await dialog.getByLabel('Start it anyway (it will call nobody)').uncheck();
  await expect(submit).toBeDisabled();
  await snap(page, 'campaign-preflight-nobody');

  // These are reminders: informational, which their consent covers.
  await ways.getByRole('button', { name: 'Call as informational' }).click();
  await expect(dialog.getByLabel('Purpose')).toHaveValue('informational');
  await expect(preflight).toContainText('2 of 2 contacts would be called');
  await expect(nobody).toHaveCount(0);
  await expect(ways).toHaveCount(0);
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Check-up reminders', level: 1 })).toBeVisible();
  await expect(page.getByTestId('campaign-status')).toHaveText('Completed', { timeout: 90_000 });

  // A call of the campaign: its booking is marked simulated, and the transcript shows the tool call.
  await openFromNav(page, 'Calls');
  await page.getByRole('row').filter({ hasText: '+14155550181' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/calls\/\d+$/);
  const booked = page.getByRole('region', { name: 'Booked during this call' });
  await expect(booked.getByText('Simulated')).toBeVisible();
  await expect(page.getByTestId('transcript-tool-line')).toContainText(/book_appointment: Booked for/);
  await snap(page, 'call-simulated-booking');

  // Analytics do not count them as bookings.
  await openFromNav(page, 'Analytics');
  await expect(page.getByText('2 more by simulated calls, not counted')).toBeVisible();

  // Team & wallet removes them, after a confirmation with their count.
  await openFromNav(page, 'Team & wallet');
  await expect(page.getByTestId('simulated-count')).toContainText('2 simulated bookings in the calendar');
  await page.getByRole('button', { name: 'Remove simulated data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove simulated data' });
  await expect(confirm).toContainText('This deletes 2 simulated bookings from the calendar');
  await confirm.getByRole('button', { name: 'Remove 2 simulated bookings' }).click();
  await expect(page.getByText('Removed 2 simulated bookings.')).toBeVisible();
  await expect(page.getByTestId('simulated-count')).toContainText('0 simulated bookings in the calendar');
});
