import { expect, test } from '@playwright/test';
import { createAgentWithNumber, openFromNav, signUp, snap } from './helpers';

test('add caller numbers for an agent, see their health, be told of a duplicate, and edit a cap', async ({ page }) => {
  await signUp(page, 'Local Lines');
  await createAgentWithNumber(page, 'Ava', '+14155550100');
  await openFromNav(page, 'Phone numbers');
  await expect(page.getByText('No phone numbers yet')).toBeVisible();
  await expect(page.getByText(/fewer than 10 % of its calls/)).toBeVisible();

  const add = async (phone: string, cap: string) => {
    await page.getByRole('button', { name: 'Add number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a phone number' });
    await dialog.getByLabel('Phone number', { exact: true }).fill(phone);
    await dialog.getByLabel('Ava').check();
    await dialog.getByLabel('Calls per day').fill(cap);
    await dialog.getByRole('button', { name: 'Add number' }).click();
    return dialog;
  };
  // Typed as people write it at home: read in the account's country (US), shown in its national format.
  await expect(await add('(415) 555-0111', '30')).toBeHidden();
  const table = page.getByRole('region', { name: 'Phone numbers' });
  const row = table.getByRole('row', { name: /\(415\) 555-0111/ });
  await expect(row).toContainText('Ava');
  await expect(row).toContainText('0 / 30');
  await expect(row).toContainText('no calls yet');
  await expect(row).toContainText('active');

  // The same number again: the API's reason shows in the form, and nothing is added.
  const again = await add('+14155550111', '30');
  await expect(again.getByText(/already has \+14155550111/).first()).toBeVisible();
  await again.getByRole('button', { name: 'Close dialog' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: 'Edit (415) 555-0111' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit (415) 555-0111' });
  await edit.getByLabel('Calls per day').fill('40');
  await edit.getByRole('button', { name: 'Save number' }).click();
  await expect(row).toContainText('0 / 40');
  await snap(page, 'phone-numbers');
});
