import { expect, type Page } from '@playwright/test';

let seq = 0;

/** A new account through the sign-up page; returns its email and password and leaves the page on Overview. */
export async function signUp(page: Page, business = 'E2E Dental') {
  const email = `e2e-${Date.now().toString(36)}-${++seq}@example.test`;
  const password = 'correct horse battery';
  await page.goto('/sign-up');
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Your name').fill('Erin Example');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  return { email, password };
}

/** A full-page screenshot for people to look at (e2e/screenshots is not committed). */
export async function snap(page: Page, name: string) {
  // Pages poll while work is in flight, so "network idle" may never come: wait for the loading notes to go.
  await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/** Opens a page from the sidebar, as a user would. */
export async function openFromNav(page: Page, label: string, heading = label) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Collects what the browser refuses under the page's Content-Security-Policy (it says so on the console). */
export function watchCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) refused.push(msg.text());
  });
  return refused;
}

/** Puts money in the signed-in account's wallet from the Team & wallet page; answers with the page there. */
export async function addCredit(page: Page, usd: number) {
  await openFromNav(page, 'Team & wallet');
  await page.getByLabel('Add credit (USD)').fill(String(usd));
  await page.getByRole('button', { name: 'Add credit' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText(`$${usd.toFixed(2)}`);
}

/** Creates an agent with a number from the Agents page and leaves the page on it. */
export async function createAgentWithNumber(page: Page, name: string, phone: string, fields: Record<string, string> = {}) {
  await openFromNav(page, 'Agents');
  await page.getByRole('link', { name: 'New agent' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone number').fill(phone);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}
