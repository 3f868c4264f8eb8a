import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

const PHONE_HINT = 'Enter a phone number with its country code, such as +1 415 555 0123.';

test('the phone number comes first, a bad one is explained under its field, and the summary names and links each field to fix', async ({ page }) => {
  await signUp(page);
  await openFromNav(page, 'Contacts');
  await page.getByRole('button', { name: 'New contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  // The first field of a new contact is its number, already open, before the name and the address fields.
  await expect(dialog.getByRole('textbox').first()).toHaveAccessibleName('Phone number 1');
  await dialog.getByLabel('Phone number 1', { exact: true }).fill('+1 415 555 0123');
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await dialog.getByLabel('Phone number 2', { exact: true }).fill('12');
  await dialog.getByRole('button', { name: 'Add number' }).click(); // left empty: not sent
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByRole('button', { name: 'Create contact' }).click();

  // The message sits under the second number, which points at it; the first number is left alone.
  const bad = dialog.getByLabel('Phone number 2', { exact: true });
  await expect(bad).toHaveAttribute('aria-invalid', 'true');
  await expect(bad).toHaveAccessibleDescription(new RegExp(`^${PHONE_HINT.replace(/[.+]/g, '\\$&')}`));
  const describedBy = (await bad.getAttribute('aria-describedby'))!.split(' ')[0];
  await expect(dialog.locator(`[id="${describedBy}"]`)).toHaveText(PHONE_HINT);
  await expect(dialog.getByLabel('Phone number 1', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Phone number 3', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  // The top names the field and says what to do; its link moves to the field. No code or dotted path reaches the page.
  const summary = dialog.getByRole('alert');
  await expect(summary).toHaveText(`Fix this field:Phone number 2: ${PHONE_HINT}`);
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Phone number 2' }).click();
  await expect(bad).toBeFocused();
  await expect(dialog).not.toContainText('validation_error');
  await expect(dialog).not.toContainText('phone_numbers.1');
  await snap(page, 'contact-phone-error');

  // Two fields at once: both are named and linked, in the form's words.
  await bad.fill('+1 415 555 0199');
  await dialog.getByLabel('Email').fill('grace@example'); // the browser takes it; the API wants a domain with a dot
  await dialog.getByLabel('Country').fill('ZZ');
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(summary).toContainText('Fix these 2 fields:');
  await expect(summary.getByRole('link')).toHaveText(['Email', 'Country']);
  await summary.getByRole('link', { name: 'Country' }).click();
  await expect(dialog.getByLabel('Country')).toBeFocused();

  await dialog.getByLabel('Email').fill('grace@example.com');
  await dialog.getByLabel('Country').fill('US');
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Grace' })).toContainText('+14155550123');
});

test('an unknown address answers a 404 page with links home and to the API reference, and the site has an icon', async ({ page, request }) => {
  const res = await page.goto('/no-such-page');
  expect(res!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/docs');
  await snap(page, 'not-found');

  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(icon).toMatch(/^\/icon\.svg/);
  const svg = await request.get(icon!);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');

  // Inside the dashboard, an id that cannot exist shows the same page in the shell, and the sidebar leads to the docs.
  await signUp(page);
  await page.goto('/agents/not-a-number');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the overview' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
});
