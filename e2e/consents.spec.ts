import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

test("a contact's page records a consent with its evidence and revokes it, at 390 px", async ({ page }) => {
  await signUp(page, 'Harbour Dental');
  await openFromNav(page, 'Contacts');
  await page.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await dialog.getByLabel('Phone number 1', { exact: true }).fill('+14155550142');
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Ada' }).click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);

  await page.setViewportSize({ width: 390, height: 844 });
  const consents = page.getByRole('region', { name: 'Consents' });
  await expect(consents.getByText('No consents recorded')).toBeVisible();

  await consents.getByRole('button', { name: 'Record consent' }).click();
  const record = page.getByRole('dialog', { name: 'Record consent' });
  await expect(record.getByLabel('Phone number')).toHaveValue('+14155550142');
  await record.getByLabel('Words they agreed to').fill('I agree to receive calls from Harbour Dental, including by an artificial voice.');
  await record.getByLabel('Form address').fill('https://harbour.example/signup');
  await record.getByLabel(/^When they agreed/).fill('2026-01-15T10:30');
  await record.getByRole('button', { name: 'Record consent' }).click();
  await expect(record).toBeHidden();

  const item = consents.getByRole('listitem', { name: /Express written consent for \+14155550142, active/ });
  await expect(item).toContainText('I agree to receive calls from Harbour Dental');
  await expect(item).toContainText('https://harbour.example/signup');
  await expect(item).toContainText('Marketing calls');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await snap(page, 'contact-consents-390');

  await item.getByRole('button', { name: 'Revoke consent for +14155550142' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke consent' });
  await expect(confirm).toContainText('every consent of this number is revoked');
  await expect(confirm).toContainText('calls still waiting');
  await confirm.getByLabel('Why (optional)').fill('Asked us to stop calling');
  await confirm.getByRole('button', { name: 'Revoke every consent of this number' }).click();
  await expect(confirm).toBeHidden();
  const revoked = consents.getByRole('listitem', { name: /consent for \+14155550142, revoked/ });
  await expect(revoked).toContainText('in the dashboard');
  await expect(revoked).toContainText('Asked us to stop calling');
  await expect(revoked.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
});
