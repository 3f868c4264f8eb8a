import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { addCredit, createAgentWithNumber, openFromNav, signUp, snap } from './helpers';

// The browser lives in Louisville's zone, so "local 09:30" is the callee's 09:30 too.
const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE, locale: 'en-US' });

test('schedule a call and cancel it; change the calling hours and see Kentucky law block a 09:30 marketing call', async ({ page }) => {
  await signUp(page, 'Bluegrass Dental');
  // The business keeps Louisville's time: every screen shows times in it, and forms read typed times in it.
  await openFromNav(page, 'Calendar');
  await page.getByLabel('Business time zone').fill(ZONE);
  await page.getByRole('button', { name: 'Save business hours' }).click();
  await expect(page.getByText('Business hours saved.')).toBeVisible();

  await addCredit(page, 25);
  await createAgentWithNumber(page, 'Reminders', '+15025550100', {
    Instructions: 'You remind {{first_name}} of their appointment at {{business_name}}.',
  });

  // This business keeps its consents elsewhere: calls and the check then judge the calling hours alone.
  await openFromNav(page, 'Calling rules');
  await page.getByLabel('Marketing calls need').selectOption('none');
  await page.getByLabel('Informational calls need').selectOption('none');
  await page.getByRole('button', { name: 'Save consent rules' }).click();
  await expect(page.getByText('Consent rules saved.')).toBeVisible();

  // Schedule a call for tomorrow at 10:00, the business's time, with a retry policy.
  await openFromNav(page, 'Calls');
  await page.getByRole('button', { name: 'Start a call' }).click();
  const start = page.getByRole('dialog', { name: 'Start a call' });
  await start.getByLabel('Number to call').fill('+14155550142');
  await start.getByLabel('At a date and time').check();
  const tomorrow = DateTime.now().setZone(ZONE).setLocale('en-US').plus({ days: 1 });
  await start.getByLabel(`Date and time (business time zone, ${ZONE})`).fill(`${tomorrow.toISODate()}T10:00`);
  await start.getByLabel('Calling hours', { exact: true }).selectOption('ignore');
  await start.getByLabel('Purpose').selectOption('informational');
  await start.getByLabel('Retry if the call does not get through').check();
  await start.getByLabel('Max attempts').fill('3');
  await start.getByLabel('Voicemail').check();
  await snap(page, 'calls-schedule-form');
  await start.getByRole('button', { name: 'Schedule call' }).click();
  await expect(start).toBeHidden();

  // "Nov 25, 2026, 10:00 AM EST", as en-US writes it (browsers put a narrow space before AM: \s matches it).
  const when = new RegExp(`${tomorrow.toFormat('LLL d, yyyy')}, 10:00\\sAM`);
  await expect(page.getByRole('status').filter({ hasText: 'is scheduled for' })).toContainText(when);
  const row = page.getByRole('row').filter({ hasText: '+14155550142' });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText(new RegExp(`Dials ${when.source}`));
  await expect(row).toContainText('Waiting for the time chosen.');
  await page.getByLabel('Status').selectOption('scheduled');
  await expect(row).toBeVisible();
  await snap(page, 'calls-scheduled');

  await row.getByRole('button', { name: /^Cancel the call to \+14155550142/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this call?' });
  await expect(confirm).toContainText(new RegExp(`scheduled for ${when.source}`));
  await confirm.getByRole('button', { name: 'Cancel call' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No calls match these filters')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'is scheduled for' })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('');
  await expect(row).toContainText('Canceled');
  await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await snap(page, 'calls-canceled');

  await row.getByRole('link').first().click();
  await expect(page.getByTestId('call-status')).toHaveText('Canceled');
  await expect(page.getByTestId('call-ended-because')).toHaveText('Canceled before it was dialed');
  await expect(page.getByTestId('call-purpose')).toHaveText('Informational');
  await snap(page, 'call-detail-canceled');

  // The account's calling hours: 08:00 to 20:00, Monday to Friday.
  await openFromNav(page, 'Calling rules');
  await expect(page.getByLabel('Calls from')).toHaveValue('09:00');
  await page.getByLabel('Calls from').fill('08:00');
  await page.getByLabel('Calls until').fill('20:00');
  await page.getByLabel('Saturday').uncheck();
  await page.getByLabel('Max attempts per 24 hours').fill('3');
  await page.getByRole('button', { name: 'Save calling rules' }).click();
  await expect(page.getByText('Calling rules saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Calls from')).toHaveValue('08:00');
  await expect(page.getByLabel('Saturday')).not.toBeChecked();
  await expect(page.getByLabel('Friday')).toBeChecked();

  // Wednesday 10 March 2027 at 09:30 in Louisville: inside the account's hours, before Kentucky's 10:00.
  await expect(page.getByText('No check yet')).toBeVisible();
  await page.getByLabel('Phone number').fill('+1 502 555 0123');
  await page.getByLabel(`Date and time (business time zone, ${ZONE})`).fill('2027-03-10T09:30');
  await page.getByLabel('Purpose').selectOption('marketing');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const result = page.getByRole('region', { name: 'Check result' });
  await expect(result.getByTestId('check-verdict')).toHaveText('Blocked');
  const blocks = result.getByRole('list', { name: 'Blocks' }).getByRole('listitem');
  await expect(blocks).toHaveCount(1);
  await expect(blocks.first()).toContainText('Outside calling hours');
  await expect(blocks.first()).toContainText('KRS 367.46955');
  await expect(result.getByTestId('check-next-allowed')).toContainText(/Wed, Mar 10, 2027, 10:00\sAM EST/);
  await expect(result).toContainText('US-KY');
  await expect(result).toContainText('America/New_York');
  await snap(page, 'calling-rules');

  // Kentucky's window binds marketing calls only.
  await page.getByLabel('Purpose').selectOption('informational');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(result.getByTestId('check-verdict')).toHaveText('Allowed');
  await expect(result).toContainText('Nothing: every rule allows this call.');
});
