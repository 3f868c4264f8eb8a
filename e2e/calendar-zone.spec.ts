import { DateTime } from 'luxon';
import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

const ZONE = 'America/New_York';
// The browser runs in UTC: the calendar must follow the business zone, not the browser's.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

test('in an America/New_York business, 15:00 typed is stored as 20:00Z in winter, shown back as 15:00, and slots are local', async ({ page, request }) => {
  await signUp(page, 'Eastern Dental');
  await openFromNav(page, 'API keys');
  await page.getByLabel('Name').fill('Check');
  await page.getByRole('button', { name: 'Every permission' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('secret-value').textContent())!.trim();

  await openFromNav(page, 'Calendar');
  await expect(page.getByText('times in UTC')).toBeVisible();
  await page.getByLabel('Business time zone').fill(ZONE);
  await page.getByRole('button', { name: 'Save business hours' }).click();
  await expect(page.getByText('Business hours saved.')).toBeVisible();
  await expect(page.getByText('times in America/New York')).toBeVisible();
  await expect(page.getByTestId('my-availability-mode')).toHaveText(/You follow the business hours \(America\/New York\)/);

  // A Wednesday of next January: winter, so New York is UTC−5.
  const jan8 = DateTime.fromObject({ year: DateTime.now().year + 1, month: 1, day: 8 }, { zone: ZONE });
  const day = jan8.plus({ days: (3 - jan8.weekday + 7) % 7 });
  const date = day.toISODate()!;
  await page.getByLabel('Go to date').fill(date);
  await expect(page.getByText(`${day.startOf('week').toISODate()} – `)).toBeVisible();

  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Title').fill('Crown fitting');
  await form.getByLabel('Starts (America/New York)').fill(`${date}T15:00`);
  await form.getByLabel('Ends (America/New York)').fill(`${date}T15:30`);
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form).toBeHidden();

  // Stored in UTC: 15:00 in New York in January is 20:00Z.
  const list = await request.get(`/api/v1/calendar/events?start_date=${date}&end_date=${date}&timezone=${ZONE}`, { headers: { authorization: `Bearer ${key}` } });
  expect(list.status()).toBe(200);
  expect((await list.json()).events).toMatchObject([{ title: 'Crown fitting', start_time: `${date}T20:00:00Z`, end_time: `${date}T20:30:00Z` }]);

  // Shown back in the business zone, on the grid and in the form.
  const block = page.getByRole('button', { name: /Crown fitting/ });
  // On the dashboard's one clock: the browser's locale (en-US here), as its time inputs write times.
  await expect(block).toContainText('03:00 PM–03:30 PM');
  await block.click();
  const edit = page.getByRole('dialog', { name: 'Event' });
  await expect(edit.getByLabel('Starts (America/New York)')).toHaveValue(`${date}T15:00`);
  await edit.getByRole('button', { name: 'Close', exact: true }).click();

  // Free slots in local time: 09:00 AM to 04:30 PM (not 14:00 to 21:30 UTC), with the booked 03:00 PM gone.
  const slots = page.getByTestId('slot-list');
  const wednesday = slots.getByRole('listitem').filter({ hasText: day.toFormat('cccc d LLL') });
  await expect(wednesday).toContainText('09:00 AM · 09:30 AM');
  await expect(wednesday).toContainText('02:30 PM · 03:30 PM');
  await expect(wednesday).toContainText('04:30 PM');
  await expect(wednesday).not.toContainText('09:30 PM');

  // A day off as a date override: that day offers no slots.
  await page.getByRole('button', { name: 'Set my own hours' }).click();
  await page.getByRole('button', { name: 'Add a date' }).click();
  const thursday = day.plus({ days: 1 });
  await page.getByLabel('Date of override 1').fill(thursday.toISODate()!);
  await expect(page.getByRole('checkbox', { name: 'Closed' })).toBeChecked();
  await page.getByRole('button', { name: 'Save my availability' }).click();
  await expect(page.getByText('Your availability is saved.')).toBeVisible();
  await expect(slots.getByRole('listitem').filter({ hasText: thursday.toFormat('cccc d LLL') })).toHaveCount(0);
  await expect(wednesday).toContainText('09:00 AM');
  await snap(page, 'calendar-new-york');
});
