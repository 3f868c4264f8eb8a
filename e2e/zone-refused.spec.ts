import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers';

const NOT_A_ZONE = 'Not a time zone: pick one from the list, such as America/New_York.';

/** The names of the tRPC procedures the page calls from now on (a batch lists several, joined by commas). */
function watchTrpc(page: Page): string[] {
  const called: string[] = [];
  page.on('request', (r) => {
    const m = /\/api\/trpc\/([^?]+)/.exec(r.url());
    if (m && r.method() === 'POST') called.push(...decodeURIComponent(m[1]).split(','));
  });
  return called;
}

for (const width of [1280, 390]) {
  test(`a time zone typed without picking it is refused, with no "saved", at ${width} pixels`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page, `Zone Dental ${width}`);
    const called = watchTrpc(page);

    // Business hours: "new york" typed, not picked from the list. The form refuses to submit; the zone stays UTC.
    await page.goto('/calendar');
    const zone = page.getByRole('combobox', { name: 'Business time zone' });
    await expect(zone).toHaveValue('UTC');
    await zone.fill('new york');
    await expect(page.getByText(NOT_A_ZONE)).toBeVisible();
    await expect(zone).toHaveJSProperty('validationMessage', NOT_A_ZONE);
    await page.getByRole('button', { name: 'Save business hours' }).click();
    await expect(zone).toBeFocused();
    await expect(page.getByText('Business hours saved.')).toHaveCount(0);
    expect(called).not.toContain('calendar.setBusinessHours');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Business time zone' })).toHaveValue('UTC');

    // A zone of the list saves; typing a wrong one afterwards takes the "saved" away and is refused in turn.
    await page.getByRole('combobox', { name: 'Business time zone' }).fill('America/New_York');
    await page.getByRole('button', { name: 'Save business hours' }).click();
    await expect(page.getByText('Business hours saved.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Business time zone' }).fill('new york');
    await expect(page.getByText('Business hours saved.')).toHaveCount(0);
    const saves = called.filter((c) => c === 'calendar.setBusinessHours').length;
    await page.getByRole('button', { name: 'Save business hours' }).click();
    await expect(page.getByText(NOT_A_ZONE)).toBeVisible();
    await expect(page.getByText('Business hours saved.')).toHaveCount(0);
    expect(called.filter((c) => c === 'calendar.setBusinessHours')).toHaveLength(saves);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Business time zone' })).toHaveValue('America/New_York');

    // The calling rules hold the same zone: refused there too, nothing saved.
    await page.goto('/compliance');
    const rulesZone = page.getByRole('combobox', { name: 'Business time zone' });
    await expect(rulesZone).toHaveValue('America/New_York');
    await rulesZone.fill('los angeles');
    await page.getByRole('button', { name: 'Save calling rules' }).click();
    await expect(page.getByText(NOT_A_ZONE)).toBeVisible();
    await expect(page.getByText('Calling rules saved.')).toHaveCount(0);
    expect(called).not.toContain('compliance.updateSettings');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Business time zone' })).toHaveValue('America/New_York');
  });
}
