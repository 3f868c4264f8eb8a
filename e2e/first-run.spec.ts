import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

test('a new account goes from the Get started checklist to a first call it watches live', async ({ page }) => {
  await signUp(page, 'First Run Dental');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toBeVisible();
  for (const step of ['agent', 'credit', 'test_call', 'webhook', 'api_key']) {
    await expect(checklist.getByTestId(`get-started-${step}`)).toHaveAttribute('data-done', 'false');
  }
  await expect(checklist.getByTestId('get-started-curl')).toContainText('/api/v1/calls -H "Authorization: Bearer $SWITCHBOARD_API_KEY"');
  await snap(page, 'get-started');

  // Step 1: an agent with a number.
  await checklist.getByRole('link', { name: 'New agent' }).click();
  await page.getByLabel('Name').fill('Front desk');
  await page.getByLabel('Phone number').fill('+14155550100');
  await page.getByLabel('First message').fill('Hello, this is {{business_name}}.');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { name: 'Front desk', level: 1 })).toBeVisible();
  await openFromNav(page, 'Overview');
  await expect(checklist.getByTestId('get-started-agent')).toHaveAttribute('data-done', 'true');

  // Step 2: the trial credit, once.
  await checklist.getByRole('button', { name: 'Add $5.00 trial credit' }).click();
  await expect(checklist.getByTestId('get-started-credit')).toHaveAttribute('data-done', 'true');
  await expect(page.getByText('Wallet balance').locator('..')).toContainText('$5.00');
  await expect(page.getByRole('button', { name: /trial credit/ })).toHaveCount(0);

  // Step 3: "Test call" on the agent's page opens the call, whose transcript grows while it talks.
  await checklist.getByRole('link', { name: 'Front desk' }).first().click();
  await page.getByRole('button', { name: 'Test call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test call' });
  await dialog.getByLabel('Number to call').fill('+14155550188');
  await dialog.getByRole('button', { name: 'Call now' }).click();
  await expect(page).toHaveURL(/\/calls\/\d+$/);
  // One look at the page: still in progress, its timer running, and at least one line of the transcript there.
  await expect.poll(
    () => page.evaluate(() => document.querySelector('[data-testid="call-status"]')?.textContent === 'In progress'
      && document.querySelector('[data-testid="call-elapsed"]') !== null
      && document.querySelectorAll('ol[aria-label="Transcript"] li').length > 0),
    { intervals: [100], timeout: 60_000 },
  ).toBe(true);
  // The transcript's stamps count from the answer, as the elapsed timer does: no line is stamped ahead of it.
  const live = await page.waitForFunction(() => {
    const elapsed = document.querySelector('[data-testid="call-elapsed"]')?.textContent;
    const stamps = [...document.querySelectorAll('ol[aria-label="Transcript"] li > span:first-child')].map((s) => s.textContent ?? '');
    return elapsed && stamps.length >= 2 ? { elapsed, stamps } : null;
  }, undefined, { polling: 100, timeout: 60_000 });
  const { elapsed, stamps } = (await live.jsonValue())!;
  const seconds = (t: string) => {
    const m = /^(?:(\d+)m )?(\d+)s$/.exec(t);
    return m ? Number(m[1] ?? 0) * 60 + Number(m[2]) : NaN;
  };
  for (const stamp of stamps) expect(seconds(stamp)).toBeLessThanOrEqual(seconds(elapsed) + 1);
  await snap(page, 'call-live');

  await expect(page.getByTestId('call-status')).toHaveText('Completed', { timeout: 60_000 });
  await expect(page.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('Hello, this is First Run Dental.');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('followed up on the customer');
  const audio = page.locator('audio[controls]');
  await expect(audio).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/simulator\/sample-call\.mp3\?call=call_[0-9a-f]{24}$/);
  const recording = await page.request.get((await audio.getAttribute('src'))!);
  expect(recording.status()).toBe(200);
  expect(recording.headers()['content-type']).toBe('audio/mpeg');
  await snap(page, 'call-completed');

  // Back on the overview the test call is ticked; dismissing hides the checklist for good.
  await openFromNav(page, 'Overview');
  await expect(checklist.getByTestId('get-started-test_call')).toHaveAttribute('data-done', 'true');
  await checklist.getByRole('button', { name: 'Dismiss' }).click();
  await expect(checklist).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get started' })).toHaveCount(0);
});

test('an empty wallet says how to add funds where the call is placed', async ({ page }) => {
  await signUp(page, 'Empty Wallet Co');
  await openFromNav(page, 'Agents');
  await page.getByRole('link', { name: 'New agent' }).click();
  await page.getByLabel('Name').fill('Caller');
  await page.getByLabel('Phone number').fill('+14155550100');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await page.getByRole('button', { name: 'Test call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test call' });
  await dialog.getByLabel('Number to call').fill('+14155550189');
  await dialog.getByRole('button', { name: 'Call now' }).click();
  await expect(dialog.getByRole('alert')).toContainText('To add funds, claim the account\'s $5.00 trial credit');
  await dialog.getByRole('button', { name: 'Add $5.00 trial credit' }).click();
  await expect(dialog.getByRole('button', { name: 'Add $5.00 trial credit' })).toHaveCount(0);
  // The credit answers the refusal: the red note goes, and the dialog says what was added.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('status').filter({ hasText: 'Added $5.00 of trial credit for simulated calls.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Call now' }).click();
  await expect(page).toHaveURL(/\/calls\/\d+$/);
});
