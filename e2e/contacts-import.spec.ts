import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

const csv = [
  '\uFEFFName;Mobile;E-mail;Organisation;Labels;Heard of us',
  'Ada Lovelace;(415) 555-0101;ada@example.test;"Engines; Ltd";vip, spring;',
  'Grace Hopper;+1 415 555 0102;grace@example.test;Navy;vip;',
  'Bad Number;12;;;;',
  'Ada L.;415-555-0101;;;renewal;',
  '=Formula;+1 415 555 0103;;=HYPERLINK("x");;radio',
  'Bad Email;+1 415 555 0104;grace@;;;',
].join('\r\n');

test('a CSV file is imported through the wizard, exported back as filtered, and selected contacts are deleted', async ({ page }) => {
  await signUp(page);
  await openFromNav(page, 'Contacts');
  await expect(page.getByText('No contacts yet')).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  // The guesses from the header names, with the first rows beside each column.
  await expect(dialog.getByLabel('Field for column Name')).toHaveValue('full_name');
  await expect(dialog.getByLabel('Field for column Mobile')).toHaveValue('phone_number');
  await expect(dialog.getByLabel('Field for column E-mail')).toHaveValue('email');
  await expect(dialog.getByLabel('Field for column Organisation')).toHaveValue('company');
  await expect(dialog.getByLabel('Field for column Labels')).toHaveValue('tags');
  await expect(dialog.getByRole('row').filter({ hasText: 'Organisation' })).toContainText('Engines; Ltd');
  await dialog.getByLabel('Field for column Labels').selectOption('');
  await dialog.getByLabel('Field for column Labels').selectOption('tags');
  // A column with no field of its own goes into the contact's custom context, under a key named after it.
  await expect(dialog.getByLabel('Field for column Heard of us')).toHaveValue('');
  await dialog.getByLabel('Field for column Heard of us').selectOption({ label: 'Custom field "heard_of_us" (custom_context)' });
  await snap(page, 'contacts-import-mapping');
  await dialog.getByRole('button', { name: 'Import contacts' }).click();

  const progress = dialog.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expect(dialog.getByText('Import finished')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByText('6 of 6 rows')).toBeVisible();
  // Each rejected row: the row a spreadsheet shows it on (the header is row 1), the column, and the value refused.
  const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected.getByRole('row').filter({ hasText: 'not a valid phone number' })).toHaveText(
    /^4"12" in the Mobile column is not a valid phone number; write it with its country code, such as \+1 415 555 0123\.$/,
  );
  await expect(rejected.getByRole('row').filter({ hasText: 'email' })).toHaveText(/^7"grace@" in the E-mail column must be a valid email address\.$/);
  await expect(rejected).not.toContainText('phone_numbers');
  await expect(dialog.getByRole('link', { name: 'Download error report' })).toHaveAttribute('href', /\/errors\.csv$/);
  await snap(page, 'contacts-import-summary');
  const report = await page.request.get((await dialog.getByRole('link', { name: 'Download error report' }).getAttribute('href'))!);
  expect(await report.text()).toBe(
    'row,message\r\n' +
      '4,"Row 4: ""12"" in the Mobile column is not a valid phone number; write it with its country code, such as +1 415 555 0123."\r\n' +
      '7,"Row 7: ""grace@"" in the E-mail column must be a valid email address."\r\n',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  const ada = page.getByRole('row').filter({ hasText: 'Ada L.' });
  await expect(ada).toContainText('+14155550101');
  await expect(ada).toContainText('renewal');
  await expect(page.getByRole('row').filter({ hasText: 'Grace Hopper' })).toContainText('vip');
  await expect(page.getByRole('row').filter({ hasText: '=Formula' })).toBeVisible();

  // Export what the search shows: formulas come out defused, the number as a spreadsheet shows it (no apostrophe).
  await page.getByLabel('Search').fill('formula');
  await expect(page.getByRole('row').filter({ hasText: 'Grace Hopper' })).toHaveCount(0);
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toContain('q=formula');
  const exported = await (await page.request.get(href!)).text();
  const lines = exported.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("'=Formula");
  expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  expect(lines[1]).toContain(',+1 415 555 0103,');
  expect(lines[1]).not.toContain("'+");
  expect(lines[1]).toContain('"{""heard_of_us"":""radio""}"');
  await page.getByLabel('Search').fill('');

  // Select two and delete them.
  await page.getByLabel('Select Grace Hopper').check();
  await page.getByLabel('Select =Formula').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog', { name: 'Delete contacts' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Grace Hopper' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Ada L.' })).toBeVisible();
});

test('a Latin-1 file is read as Windows-1252: the wizard guesses the encoding and the names keep their accents', async ({ page }) => {
  await signUp(page);
  await openFromNav(page, 'Contacts');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts from CSV' });
  const latin1 = Buffer.from('first_name,last_name,phone\r\nJosé,Muñoz,+1 415 555 0111\r\n', 'latin1');
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'latin1.csv', mimeType: 'text/csv', buffer: latin1 });
  await expect(dialog.getByLabel('File encoding')).toHaveValue('windows-1252');
  await expect(dialog.getByText('This file is not UTF-8: it is read as Western European (Windows-1252, Latin-1).', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'first_name' })).toContainText('José');
  await dialog.getByRole('button', { name: 'Import contacts' }).click();
  await expect(dialog.getByText('Import finished')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'José' })).toContainText('Muñoz');
});

test('a file chosen before the variables load still maps their columns, skipped values are named, and a re-import finds the row without a phone by its email', async ({ page }) => {
  await signUp(page, 'Bella Dental');
  await openFromNav(page, 'Context variables');
  await page.getByRole('button', { name: 'New variable' }).click();
  const variable = page.getByRole('dialog', { name: 'New variable' });
  await variable.getByLabel('Name', { exact: true }).fill('treatment');
  await variable.getByLabel('Display name').fill('Treatment');
  await variable.getByLabel('Type').selectOption('select');
  await variable.getByLabel('Options').fill('cleaning\nwhitening');
  await variable.getByRole('button', { name: 'Create variable' }).click();
  await expect(variable).toBeHidden();

  // The variables answer only once the file is chosen, as on a slow first load.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/trpc\/[^?]*variables\.list/, async (route) => {
    await held;
    await route.continue();
  });
  // A page load of its own: the dashboard's cache would otherwise still hold the variables the last page listed.
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts from CSV' });
  const file = ['Name,Email,Treatment,Notes', 'Tia Nophone,tia@example.test,cleaning,prefers mornings', 'Ana Silva,ana@example.test,whitening,'].join('\r\n');
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'patients.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
  await expect(dialog.getByText('Loading your contact variables…')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import contacts' })).toBeDisabled();
  await expect(dialog.getByLabel('Field for column Treatment')).toHaveValue('');
  release();
  await expect(dialog.getByLabel('Field for column Treatment')).toHaveValue('context.treatment');
  // A column left out that holds values is said so, by name, before the import.
  await expect(dialog.getByRole('status').filter({ hasText: 'holds values but no field is chosen' })).toContainText('Notes');
  await expect(dialog.getByRole('row').filter({ hasText: 'prefers mornings' })).toContainText('Not imported: no field chosen');
  await dialog.getByRole('button', { name: 'Import contacts' }).click();
  await expect(dialog.getByText('Import finished')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Tia Nophone' })).toHaveCount(1);

  // The same file again: both rows update the contacts their emails name (the default match is on phone).
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'patients.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
  await expect(dialog.getByLabel('Field for column Treatment')).toHaveValue('context.treatment');
  await dialog.getByRole('button', { name: 'Import contacts' }).click();
  await expect(dialog.getByText('Import finished')).toBeVisible();
  await expect(dialog.getByText('2 of 2 rows')).toBeVisible();
  const stat = (label: string) => dialog.locator('p', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::p[1]');
  await expect(stat('Created')).toHaveText('0');
  await expect(stat('Updated')).toHaveText('2');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Tia Nophone' })).toHaveCount(1);

  // The export gives the variable its own column, which is what the import read.
  const exported = await (await page.request.get((await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!)).text();
  const [header, ...rows] = exported.trim().split('\r\n');
  expect(header.endsWith(',context.treatment')).toBe(true);
  expect(rows.find((r) => r.includes('Tia'))!.endsWith(',cleaning')).toBe(true);
});
