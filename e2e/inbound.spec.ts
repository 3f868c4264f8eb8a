import { expect, test } from '@playwright/test';
import { addCredit, openFromNav, signUp, snap } from './helpers';

test('simulate an inbound call to an inbound agent, then find it in the calls list by direction', async ({ page }) => {
  await signUp(page, 'Harbor Vets');
  await addCredit(page, 10);

  await openFromNav(page, 'Agents');
  await page.getByRole('link', { name: 'New agent' }).click();
  await page.getByLabel('Name').fill('Front Desk');
  await page.getByLabel('Role').selectOption('inbound');
  await page.getByLabel('Phone number').fill('+14155550100');
  await page.getByLabel('First message').fill('Thanks for calling {{business_name}}.');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { name: 'Front Desk', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Simulate inbound call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Simulate an inbound call' });
  await dialog.getByLabel("Caller's number").fill('+1 555');
  await dialog.getByRole('button', { name: 'Call Front Desk' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Enter a phone number with its country code');
  await dialog.getByLabel("Caller's number").fill('+14155550177');
  await dialog.getByRole('button', { name: 'Call Front Desk' }).click();

  await expect(page).toHaveURL(/\/calls\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Inbound from +14155550177', level: 1 })).toBeVisible();
  await expect(page.getByTestId('call-status')).toHaveText('Completed', { timeout: 60_000 });
  await expect(page.getByText('Unknown caller')).toBeVisible();
  await snap(page, 'inbound-call');

  await openFromNav(page, 'Calls');
  await page.getByLabel('Direction').selectOption('outbound');
  await expect(page.getByText('No calls match these filters')).toBeVisible();
  await page.getByLabel('Direction').selectOption('inbound');
  await expect(page.getByRole('row').filter({ hasText: '+14155550177' })).toContainText('Inbound');
  await snap(page, 'calls-inbound');
});
