import { expect, test } from '@playwright/test';
import { openFromNav, signUp } from './helpers';

test("an agent's page lists its versions with what changed, and restores an older one after a confirmation", async ({ page }) => {
  await signUp(page, 'Versioned Dental');
  await openFromNav(page, 'Agents');
  await page.getByRole('link', { name: 'New agent' }).click();
  await page.getByLabel('Name').fill('Front desk');
  await page.getByLabel('Instructions').fill('Greet the caller.\nBook a cleaning.');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { name: 'Front desk', level: 1 })).toBeVisible();

  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByTestId('versions-empty')).toContainText('Only one version so far');

  // A change of the instructions is the next version, shown as a line diff against the one before.
  await page.getByLabel('Instructions').fill('Greet the caller.\nOffer the spring check-up.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const v2 = versions.getByTestId('version-2');
  await expect(v2).toContainText('Current');
  const diff = v2.getByRole('region', { name: 'Line diff of version 2' });
  await expect(diff).toContainText('- Book a cleaning.');
  await expect(diff).toContainText('+ Offer the spring check-up.');
  await expect(diff).toContainText('Greet the caller.');

  // Restore asks first; cancelling changes nothing.
  await versions.getByTestId('version-1').getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore version 1' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(versions.getByTestId('version-3')).toHaveCount(0);
  await versions.getByTestId('version-1').getByRole('button', { name: 'Restore' }).click();
  await dialog.getByRole('button', { name: 'Restore version 1' }).click();
  const v3 = versions.getByTestId('version-3');
  await expect(v3).toContainText('Current');
  await expect(v3).toContainText('Restored from 1');
  await expect(page.getByLabel('Instructions')).toHaveValue('Greet the caller.\nBook a cleaning.');
});
