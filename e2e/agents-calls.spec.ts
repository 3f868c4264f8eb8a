import { expect, test } from '@playwright/test';
import { openFromNav, payThroughStripe, recordConsentOnContactPage, signUp, snap } from './helpers';

test('credit the wallet, create an agent with a live preview, start a call and watch it complete', async ({ page }) => {
  await signUp(page, 'Sunrise Clinic');

  await openFromNav(page, 'Team & wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  // "Pay with card" opens Stripe Checkout; Stripe's signed confirmation is what credits the wallet.
  await expect(page.getByRole('button', { name: 'Pay with card' })).toBeVisible();
  await payThroughStripe(page, 25);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$25.00');
  await expect(page.getByRole('row').filter({ hasText: 'Card payment (Stripe Checkout)' })).toBeVisible();

  await openFromNav(page, 'Contacts');
  await page.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Hopper');
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await dialog.getByLabel('Phone number 1', { exact: true }).fill('+14155550142');
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Grace Hopper' })).toBeVisible();
  // Grace agreed to be called: Call now judges consent as a campaign does.
  await page.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  await recordConsentOnContactPage(page, '+14155550142');

  await openFromNav(page, 'Agents');
  await expect(page.getByText('No agents yet')).toBeVisible();
  await page.getByRole('link', { name: 'New agent' }).click();
  await page.getByLabel('Name').fill('Reception');
  await page.getByLabel('Phone number').fill('+14155550100');
  await page.getByLabel('Instructions').fill('You call {{first_name}} on behalf of {{business_name}}.');
  await page.getByLabel('First message').fill('Hello {{first_name}}, this is {{business_name}}.');
  await expect(page.getByTestId('preview-first-message')).toHaveText('Hello, this is Sunrise Clinic.');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { name: 'Reception', level: 1 })).toBeVisible();

  // The preview renders for a chosen contact, with the same renderer as calls.
  await page.getByLabel('Render for contact: choose').selectOption({ label: 'Grace Hopper · +14155550142' });
  await expect(page.getByTestId('preview-first-message')).toHaveText('Hello Grace, this is Sunrise Clinic.');
  await expect(page.getByTestId('preview-instructions')).toHaveText('You call Grace on behalf of Sunrise Clinic.');
  await snap(page, 'agent-edit');
  await openFromNav(page, 'Agents');
  await expect(page.getByRole('row').filter({ hasText: 'Reception' })).toContainText('+14155550100');
  await snap(page, 'agents');

  await openFromNav(page, 'Calls');
  await expect(page.getByText('No calls yet')).toBeVisible();
  await page.getByRole('button', { name: 'Start a call' }).click();
  const start = page.getByRole('dialog', { name: 'Start a call' });
  await start.getByLabel('Contact (optional): choose').selectOption({ label: 'Grace Hopper · +14155550142' });
  await expect(start.getByLabel('Number to call')).toHaveValue('+14155550142');
  // A service call goes out at once; a marketing call (the default) would wait for the callee's legal hours.
  await start.getByLabel('Purpose').selectOption('informational');
  await start.getByRole('button', { name: 'Call now' }).click();

  await expect(page).toHaveURL(/\/calls\/\d+$/);
  await expect(page.getByTestId('call-status')).toHaveText('Completed', { timeout: 60_000 });
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('Grace');
  await expect(page.getByText('Open the recording')).toBeVisible();
  await expect(page.getByTestId('call-cost')).not.toHaveText('—');
  await snap(page, 'call-detail');

  await openFromNav(page, 'Calls');
  await expect(page.getByRole('row').filter({ hasText: '+14155550142' })).toContainText('Completed');
  await snap(page, 'calls');

  await openFromNav(page, 'Overview');
  await expect(page.getByText('Calls, 30 days').locator('..')).toContainText('1');
  await snap(page, 'overview');
  await openFromNav(page, 'Team & wallet');
  // The call's charge names the call by its id, a link to the call's page.
  const charge = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^call_/ }) });
  await expect(charge).toBeVisible();
  await expect(charge.getByRole('link', { name: /^call_/ })).toHaveAttribute('href', /^\/calls\/\d+$/);
  await snap(page, 'team-wallet');
});
