import AxeBuilder from '@axe-core/playwright';
import { DateTime } from 'luxon';
import { expect, test, type Page } from '@playwright/test';
import { dropRadicaleCalendars, freshRadicaleAccount, putIcs } from '../server/testing/radicale';
import { openFromNav, signUp, snap } from './helpers';

// The browser and the new account's business both run in UTC, so the times typed and shown need no converting.
test.use({ timezoneId: 'UTC', locale: 'en-US' });
test.afterAll(() => dropRadicaleCalendars());

const stamp = (d: DateTime) => d.toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'");

/** Serious and critical axe findings, as the accessibility flow counts them: the linked state is not in its seed. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('link a CalDAV calendar on a real Radicale, choose what counts as busy, sync it, and see its busy time and the events written there', async ({ page }) => {
  // The longest flow of the suite (sign-up, a refused and an accepted link, two syncs, an event written there, two
  // widths): it ran to its last step in two minutes when CI's lanes shared the cores.
  test.setTimeout(240_000);
  // A Wednesday two weeks ahead: clear of minimum notice, in a week of its own.
  const day = DateTime.utc().startOf('week').plus({ weeks: 2, days: 2 });
  const dav = await freshRadicaleAccount('Work');
  await putIcs(`${dav.calendarUrl}dentist.ics`, [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//e2e//EN', 'BEGIN:VEVENT', 'UID:e2e-dentist', 'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(day.set({ hour: 10 }))}`, `DTEND:${stamp(day.set({ hour: 11 }))}`, 'SUMMARY:Dentist', 'END:VEVENT', 'END:VCALENDAR', '',
  ].join('\r\n'), dav.user, dav.password);

  await signUp(page, 'Linked Dental');
  await openFromNav(page, 'Calendar');
  const card = page.getByRole('region', { name: 'Linked calendars' });
  await expect(card.getByTestId('linked-empty')).toContainText('Their events are kept out of your free slots');
  // No OAuth client is configured on the e2e server: only the providers that need none are offered.
  await expect(card.getByRole('button', { name: /^Connect / })).toHaveText(['Connect CalDAV', 'Connect HighLevel']);

  // A wrong password is refused, with the server's words, and nothing is linked.
  await card.getByRole('button', { name: 'Connect CalDAV' }).click();
  const form = card.getByRole('form', { name: 'Link a CalDAV calendar' });
  await form.getByLabel('Server URL').fill(dav.serverUrl);
  await form.getByLabel('Username').fill(dav.user);
  await form.getByLabel('App password').fill('not-the-password');
  await form.getByRole('button', { name: 'Link CalDAV calendar' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(card.getByTestId('linked-connection')).toHaveCount(0);

  await form.getByLabel('App password').fill(dav.password);
  await form.getByRole('button', { name: 'Link CalDAV calendar' }).click();
  await expect(card.getByText(`Linked CalDAV (${dav.user}): 1 calendar found.`)).toBeVisible();
  const connection = card.getByTestId('linked-connection');
  await expect(connection).toHaveCount(1);
  await expect(connection).toContainText(dav.user);
  await expect(connection.getByText('Active', { exact: true })).toBeVisible();
  const work = connection.getByRole('group', { name: /Work/ });
  await expect(work.getByLabel('Counts as busy')).toBeChecked();
  await expect(work.getByLabel('Write bookings here')).toBeChecked();

  // Sync now: busy while it reads, then says what it read and how fresh the connection is.
  await connection.getByRole('button', { name: /^Sync now/ }).click();
  await expect(connection.getByText(/^Synced 1 calendar\(s\), \d+ event\(s\) read\.$/)).toBeVisible();
  await expect(connection.getByTestId('connection-sync')).toContainText('Synced just now');

  // The dentist shows in that week, named by its calendar, in the grid and beside the free slots it took away.
  await page.getByLabel('Go to date').fill(day.toISODate()!);
  await expect(page.getByTestId('outside-busy')).toContainText('Work');
  await expect(page.getByTestId('outside-busy')).toContainText('Dentist');
  const wednesday = page.getByTestId('slot-list').getByRole('listitem').filter({ hasText: day.toFormat('cccc d LLL') });
  await expect(wednesday.getByTestId('slot-outside-busy')).toHaveText('Busy in Work · Dentist · 10:00 AM–11:00 AM');
  await expect(wednesday).not.toContainText('10:00 AM · 10:30 AM');

  // Flipped off, the calendar stops counting: the block goes and its slots come back; it stays off after a reload.
  // A click, then a wait: the box is controlled and turns off once the server has stored the change.
  await work.getByLabel('Counts as busy').click();
  await expect(work.getByLabel('Counts as busy')).not.toBeChecked();
  await expect(page.getByTestId('outside-busy')).toHaveCount(0);
  await expect(wednesday).toContainText('10:00 AM · 10:30 AM');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Linked calendars' }).getByRole('group', { name: /Work/ }).getByLabel('Counts as busy')).not.toBeChecked();
  // The box is in the server's HTML before React takes it over; a click before hydration would be lost on a busy machine.
  await page.waitForLoadState('networkidle');
  await page.getByRole('region', { name: 'Linked calendars' }).getByRole('group', { name: /Work/ }).getByLabel('Counts as busy').check();
  await expect(page.getByRole('region', { name: 'Linked calendars' }).getByRole('group', { name: /Work/ }).getByLabel('Counts as busy')).toBeChecked();

  // A booking is written to the calendar that takes them, and its detail says so with the id the server gave it.
  await page.getByLabel('Go to date').fill(day.toISODate()!);
  await page.getByRole('button', { name: 'New event' }).click();
  const create = page.getByRole('dialog', { name: 'New event' });
  await create.getByLabel('Title').fill('Crown fitting');
  await create.getByLabel('Starts (UTC)').fill(`${day.toISODate()}T14:00`);
  await create.getByLabel('Ends (UTC)').fill(`${day.toISODate()}T14:30`);
  await create.getByRole('button', { name: 'Create event' }).click();
  await expect(create).toBeHidden();
  await expect(async () => {
    await page.getByRole('button', { name: /Crown fitting/ }).click();
    const detail = page.getByRole('dialog', { name: 'Event' });
    try {
      await expect(detail.getByTestId('event-copies')).toContainText('CalDAV', { timeout: 2_000 });
      await expect(detail.getByTestId('event-copies')).toContainText('Written', { timeout: 2_000 });
      await expect(detail.getByTestId('event-copies')).toContainText('.ics', { timeout: 2_000 });
    } finally {
      await detail.getByRole('button', { name: 'Close dialog' }).click();
    }
  }).toPass({ timeout: 30_000 });
  await snap(page, 'calendar-linked');
  await page.getByRole('region', { name: 'Linked calendars' }).getByRole('button', { name: 'Connect CalDAV' }).click();
  expect(await violations(page)).toEqual([]);

  // On a phone the page still fits, with the busy block in the day's list.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByTestId('week-list').getByTestId('outside-busy')).toContainText('Busy in Work · Dentist');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Removed after a confirmation: the empty state is back.
  page.once('dialog', (d) => d.accept());
  await page.getByRole('region', { name: 'Linked calendars' }).getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('region', { name: 'Linked calendars' }).getByTestId('linked-empty')).toBeVisible();
});

test('the page says why a provider sent the person back without linking', async ({ page }) => {
  await signUp(page, 'Refused Dental');
  await page.goto('/calendar?link_error=oauth_denied&message=The%20user%20declined');
  const banner = page.getByTestId('link-banner');
  await expect(banner).toContainText('The calendar was not linked.');
  await expect(banner).toContainText('Access was not granted');
  await expect(banner).toContainText('Details: The user declined');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/calendar$/);
});
