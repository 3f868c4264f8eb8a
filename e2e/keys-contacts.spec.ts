import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

test('an API key made in the dashboard creates a contact over REST, and the contact shows in the table', async ({ page, request }) => {
  await signUp(page);
  await openFromNav(page, 'API keys');
  await expect(page.getByText('No API keys yet')).toBeVisible();

  await page.getByLabel('Name').fill('CRM sync');
  // A new key starts with reading only; one click gives it everything.
  await expect(page.getByLabel('View agents')).toBeChecked();
  await expect(page.getByLabel('Create and edit agents')).not.toBeChecked();
  await expect(page.getByLabel('Manage webhooks')).not.toBeChecked();
  await expect(page.getByText('5 of 10 chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Every permission' }).click();
  // Narrow the key: without calls it may still write contacts, as its label says.
  await page.getByLabel('Place calls and run campaigns').uncheck();
  await expect(page.getByLabel('View, create and edit contacts')).toBeChecked();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = page.getByTestId('secret-value');
  await expect(secret).toHaveText(/^sk_live_[0-9A-Za-z]{43}$/);
  const key = (await secret.textContent())!.trim();
  const row = page.getByRole('row').filter({ hasText: 'CRM sync' });
  await expect(row).toContainText(`${key.slice(0, 14)}…`);
  await expect(row).toContainText('9 of 10');
  await expect(row).toContainText('Never');

  const res = await request.post('/api/v1/contacts/create', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      company: 'Analytical Engines',
      tags: ['VIP', 'engineering'],
      phone_numbers: [{ phone_number: '(415) 555-0123', phone_type: 'work' }],
    },
  });
  expect(res.status()).toBe(201);
  expect(await res.json()).toMatchObject({ first_name: 'Ada', full_name: 'Ada Lovelace', message: expect.any(String) });
  const denied = await request.post('/api/v1/calls', { headers: { authorization: `Bearer ${key}` }, data: {} });
  expect(denied.status()).toBe(403);

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'CRM sync' })).not.toContainText('Never');
  await snap(page, 'api-keys');

  await openFromNav(page, 'Contacts');
  const contact = page.getByRole('row').filter({ hasText: 'Ada Lovelace' });
  await expect(contact).toContainText('+14155550123');
  await expect(contact).toContainText('VIP');

  // Search is by name, email, company or number; a miss says so in words.
  await page.getByLabel('Search').fill('nobody-like-this');
  await expect(page.getByText('No contacts match')).toBeVisible();
  await page.getByLabel('Search').fill('5550123');
  await expect(page.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toBeVisible();

  // Edit in the dialog: a second number, a new tag.
  await page.getByRole('button', { name: 'Edit Ada Lovelace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit contact' });
  await expect(dialog.getByLabel('First name')).toHaveValue('Ada');
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await dialog.getByLabel('Phone number 2', { exact: true }).fill('+442079460000');
  await dialog.getByLabel('Tags').fill('VIP, engineering, pioneer');
  await snap(page, 'contact-edit');
  await dialog.getByRole('button', { name: 'Save contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText('pioneer');
  await page.getByLabel('Search').fill('');
  await snap(page, 'contacts');
});
