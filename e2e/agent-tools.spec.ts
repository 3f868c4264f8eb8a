import { expect, test } from '@playwright/test';
import { openFromNav, signUp } from './helpers';

test('an agent gets its in-call tools and, when inbound, the unknown-caller option from the form', async ({ page }) => {
  await signUp(page, 'Toolbox Dental');
  await openFromNav(page, 'Agents');
  await page.getByRole('link', { name: 'New agent' }).click();
  await page.getByLabel('Name').fill('Front desk');

  // Each tool is a toggle that says what it does; none is on for a new agent.
  const book = page.getByRole('checkbox', { name: 'Book appointment' });
  await expect(book).not.toBeChecked();
  await expect(page.getByText('Book an appointment for the caller at a free start time.', { exact: false })).toBeVisible();
  await expect(page.getByText('No tools: the agent talks but cannot')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Opt out' }).check();
  await book.check();
  await page.getByRole('checkbox', { name: 'Check availability' }).check();

  // The unknown-caller option belongs to inbound agents only.
  const saveUnknown = page.getByRole('checkbox', { name: 'Save unknown callers as contacts' });
  await expect(saveUnknown).toHaveCount(0);
  await page.getByLabel('Role').selectOption('inbound');
  await expect(saveUnknown).toBeChecked();
  await saveUnknown.uncheck();

  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { name: 'Front desk', level: 1 })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Book appointment' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Check availability' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Opt out' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cancel appointment' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Save unknown callers as contacts' })).not.toBeChecked();

  // A tool turned off is saved off.
  await page.getByRole('checkbox', { name: 'Opt out' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Opt out' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Book appointment' })).toBeChecked();
});

test('a new agent can start from the worked example, which fills the form and saves as it reads', async ({ page }) => {
  await signUp(page, 'Example Dental');
  await openFromNav(page, 'Agents');
  await page.getByRole('link', { name: 'New agent' }).click();
  await expect(page.getByText('New to agents? Start from a worked example')).toBeVisible();
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Appointment reminders');
  await expect(page.getByLabel('First message')).toHaveValue(/^\{\{disclosure\}\} Hi \{\{first_name\|there\}\}/);
  await expect(page.getByLabel('Instructions')).toHaveValue(/receptionist of \{\{business_name\|our office\}\}/);
  for (const tool of ['Check availability', 'Book appointment', 'Opt out']) await expect(page.getByRole('checkbox', { name: tool })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cancel appointment' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment reminders', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Book appointment' })).toBeChecked();
  await expect(page.getByLabel('First message')).toHaveValue(/^\{\{disclosure\}\} Hi/);
});
