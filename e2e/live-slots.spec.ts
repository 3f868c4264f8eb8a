import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

test('see the live slots in use, keep slots for inbound calls, cap a team, and be told what is out of range', async ({ page }) => {
  await signUp(page, 'Shared Lines');
  await openFromNav(page, 'Team & wallet');

  // A new team to cap beside the account's own.
  const teams = page.getByRole('region', { name: 'Teams' });
  await teams.getByLabel('Team name').fill('Night shift');
  await teams.getByRole('button', { name: 'Create team' }).click();

  const card = page.getByRole('region', { name: 'Live calls' });
  await expect(card.getByTestId('live-slots')).toHaveText('0 of 10 live slots in use');
  await expect(card.getByRole('meter', { name: 'Live slots in use' })).toHaveAttribute('aria-valuemax', '10');
  const night = card.getByLabel(/^Night shift \(0 live now\)/);
  await expect(night).toBeVisible();

  // Out of range: the field says so before anything is sent (a reserve leaves outbound calls one slot at least).
  const reserve = card.getByLabel('Slots kept for inbound calls');
  await reserve.fill('10');
  await card.getByRole('button', { name: 'Save live-call sharing' }).click();
  expect(await reserve.evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true);
  await expect(card.getByText('Live-call sharing saved.')).toHaveCount(0);

  await card.getByLabel('Slots kept for inbound calls').fill('2');
  await night.fill('3');
  await card.getByRole('button', { name: 'Save live-call sharing' }).click();
  await expect(card.getByText('Live-call sharing saved.')).toBeVisible();
  await expect(card.getByTestId('live-slots')).toContainText('2 kept for inbound calls: outbound calls stop at 8');
  await snap(page, 'team-live-slots');

  // What was saved is what the business settings say, after a reload too.
  await page.reload();
  await expect(card.getByLabel('Slots kept for inbound calls')).toHaveValue('2');
  await expect(page.getByLabel(/^Night shift \(0 live now\)/)).toHaveValue('3');

  // Where campaigns are started, the same count, and the way to the setting.
  await openFromNav(page, 'Campaigns');
  await expect(page.getByTestId('live-slots-summary')).toContainText('0 of 10 live slots in use, 2 kept for inbound calls');
  await page.getByRole('link', { name: 'set how on Team & wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Team & wallet', level: 1 })).toBeVisible();
});
