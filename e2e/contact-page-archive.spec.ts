import { expect, test } from '@playwright/test';
import { addCredit, createAgentWithNumber, openFromNav, recordConsentOnContactPage, signUp, snap } from './helpers';

test('a contact page shows the call placed from it, the status it moved to, and deletes the contact', async ({ page }) => {
  await signUp(page, 'Harbour Dental');
  await addCredit(page, 20);
  await createAgentWithNumber(page, 'Front desk', '+14155550100');

  await openFromNav(page, 'Contacts');
  await page.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Byron');
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await dialog.getByLabel('Phone number 1', { exact: true }).fill('+14155550142');
  await dialog.getByLabel('Tags').fill('VIP');
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(dialog).toBeHidden();

  // The list links to the contact's page.
  await page.getByRole('link', { name: 'Ada Byron' }).click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Ada Byron', level: 1 })).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText('Not contacted');
  await expect(page.getByRole('list', { name: 'Phone numbers' })).toContainText('+14155550142');
  await expect(page.getByRole('region', { name: 'Tags' })).toContainText('VIP');
  await expect(page.getByText('No calls yet')).toBeVisible();
  const contactUrl = page.url();

  // Ada agreed to be called (Call now judges consent as a campaign does).
  await recordConsentOnContactPage(page, '+14155550142');
  // Call now: the same form as the Calls page, with this contact and its number already chosen.
  await page.getByRole('button', { name: 'Call now' }).click();
  const call = page.getByRole('dialog', { name: 'Call Ada Byron' });
  await expect(call.getByLabel('Number to call')).toHaveValue('+14155550142');
  // A service call goes out at once; a marketing call (the default) would wait for the callee's legal hours.
  await call.getByLabel('Purpose').selectOption('informational');
  await call.getByRole('button', { name: 'Call now' }).click();
  await expect(page).toHaveURL(/\/calls\/\d+$/);
  await expect(page.getByTestId('call-status')).toHaveText('Completed', { timeout: 60_000 });
  await expect(page.getByTestId('call-talk-time')).not.toHaveText('—');
  await expect(page.getByTestId('call-billed-minutes')).toHaveText(/^\d+$/);

  // Back on the contact (linked from the call page): the call is listed with its outcome, and the status moved.
  await page.getByTestId('call-contact').getByRole('link', { name: 'Ada Byron' }).click();
  await expect(page).toHaveURL(contactUrl);
  await expect(page.getByTestId('contact-status')).toHaveText('Contacted');
  const calls = page.getByRole('table', { name: 'Calls to this contact' });
  await expect(calls.getByRole('row').nth(1)).toContainText('Completed');
  await expect(calls.getByRole('row').nth(1)).toContainText('Front desk');
  await snap(page, 'contact-page');
  await calls.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/calls\/\d+$/);
  await page.goBack();

  // Delete, after a confirmation; the call stays in the history.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete contact' });
  await expect(confirm).toContainText('Their calls stay in the history');
  await confirm.getByRole('button', { name: 'Delete contact' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText('No contacts yet')).toBeVisible();
  await openFromNav(page, 'Calls');
  await expect(page.getByRole('row').filter({ hasText: '+14155550142' })).toContainText('Completed');
});

test('an archived agent leaves the list and cannot call until it is unarchived; its calls stay', async ({ page }) => {
  await signUp(page, 'Archive Co');
  await addCredit(page, 10);
  await createAgentWithNumber(page, 'Old campaign voice', '+14155550101');
  const agentUrl = page.url();

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive agent' });
  await expect(confirm).toContainText('Its calls and their pages stay');
  await confirm.getByRole('button', { name: 'Archive agent' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/this agent places no new calls/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();

  await openFromNav(page, 'Agents');
  await expect(page.getByText('No active agents').or(page.getByText('No agents yet'))).toBeVisible();
  await page.getByLabel('Show archived').check();
  const archived = page.getByRole('region', { name: 'Archived agents' });
  await expect(archived.getByRole('row').filter({ hasText: 'Old campaign voice' })).toContainText('Archived');
  await snap(page, 'agents-archived');

  // No agent can place a call while the only one is archived.
  await openFromNav(page, 'Calls');
  await page.getByRole('button', { name: 'Start a call' }).click();
  await expect(page.getByRole('dialog', { name: 'Start a call' })).toContainText('No agent can place calls yet');
  await page.keyboard.press('Escape');

  await page.goto(agentUrl);
  await page.getByRole('button', { name: 'Unarchive' }).click();
  await page.getByRole('dialog', { name: 'Unarchive agent' }).getByRole('button', { name: 'Unarchive agent' }).click();
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await openFromNav(page, 'Agents');
  await expect(page.getByRole('table', { name: 'Agents' }).getByRole('row').filter({ hasText: 'Old campaign voice' })).toBeVisible();
});
