import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

test('context variables, business values, and a calendar event through its statuses', async ({ page }) => {
  await signUp(page, 'Harbor Dental');

  await openFromNav(page, 'Context variables');
  await expect(page.getByRole('row').filter({ hasText: '{{first_name}}' })).toContainText('system default');
  await page.getByRole('button', { name: 'New variable' }).click();
  const dialog = page.getByRole('dialog', { name: 'New variable' });
  await dialog.getByLabel('Name', { exact: true }).fill('preferred_day');
  await dialog.getByLabel('Display name').fill('Preferred day');
  await dialog.getByLabel('Type').selectOption('select');
  await dialog.getByLabel('Options').fill('Monday\nWednesday\nFriday');
  await dialog.getByRole('button', { name: 'Create variable' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: '{{preferred_day}}' })).toContainText('Monday, Wednesday, Friday');

  await page.getByLabel('Website').fill('https://harbor.example');
  await page.getByRole('button', { name: 'Save values' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await snap(page, 'variables');

  await openFromNav(page, 'Calendar');
  await expect(page.getByTestId('slot-count')).toContainText('free slot');
  await page.getByRole('button', { name: 'New event' }).click();
  const event = page.getByRole('dialog', { name: 'New event' });
  await event.getByLabel('Title').fill('Cleaning with Ada');
  await event.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await event.getByRole('button', { name: 'Create event' }).click();
  await expect(event).toBeHidden();
  const block = page.getByRole('button', { name: /Cleaning with Ada/ });
  await expect(block).toBeVisible();
  await snap(page, 'calendar');

  await block.click();
  const edit = page.getByRole('dialog', { name: 'Event' });
  await expect(edit).toContainText('Status: Scheduled');
  await edit.getByRole('button', { name: 'Confirm' }).click();
  await expect(edit).toContainText('Status: Confirmed');
  await edit.getByRole('button', { name: 'Close', exact: true }).click();

  await openFromNav(page, 'Overview');
  await expect(page.getByText('Cleaning with Ada')).toBeVisible();
});
