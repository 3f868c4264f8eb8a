import Stripe from 'stripe';
import { expect, type Page } from '@playwright/test';
import { deploymentIdOfOrigin } from '../server/lib/stripe-deployment-id';

let seq = 0;
// Flows run in parallel workers, each its own process with its own `seq`: the worker's index keeps the addresses
// and Stripe event ids of two workers apart even when they are made in the same millisecond.
const worker = process.env.TEST_PARALLEL_INDEX ?? '0';

/** A new account through the sign-up page; returns its email and password and leaves the page on Overview. */
export async function signUp(page: Page, business = 'E2E Dental') {
  const email = `e2e-${Date.now().toString(36)}-${worker}-${++seq}@example.test`;
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

/**
 * Pays like Stripe confirms a Checkout payment: a `checkout.session.completed` event of a session this server made
 * for the signed-in account, signed offline with the server's webhook secret (E2E_STRIPE_WEBHOOK_SECRET against an
 * external server), posted to the webhook. The session carries the server's deployment id: the one derived from
 * the address under test, or E2E_STRIPE_DEPLOYMENT_ID for a server that sets STRIPE_DEPLOYMENT_ID. The dashboard
 * itself never adds money.
 */
export async function payThroughStripe(page: Page, dollars: number) {
  const me = await page.request.get('/api/trpc/auth.me');
  const accountId = ((await me.json()) as { result: { data: { json: { account: { id: number } } } } }).result.data.json.account.id;
  const n = `${Date.now().toString(36)}w${worker}s${++seq}`;
  const deployment = process.env.E2E_STRIPE_DEPLOYMENT_ID ?? deploymentIdOfOrigin(page.url());
  const payload = JSON.stringify({
    id: `evt_e2e_${n}`,
    object: 'event',
    type: 'checkout.session.completed',
    livemode: false,
    // The session as the server's own checkout makes it: its marker and account in the metadata, a one-off payment.
    data: {
      object: {
        id: `cs_e2e_${n}`, object: 'checkout.session', mode: 'payment', client_reference_id: String(accountId),
        metadata: { switchboard: 'wallet_credit', switchboard_deployment: deployment, account_id: String(accountId) },
        payment_intent: `pi_e2e_${n}`,
        amount_total: Math.round(dollars * 100), currency: 'usd', payment_status: 'paid',
      },
    },
  });
  const secret = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e_only_not_for_production';
  const signature = new Stripe('sk_test_e2e_offline').webhooks.generateTestHeaderString({ payload, secret });
  const res = await page.request.post('/api/payments/stripe/webhook', { data: payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } });
  expect(await res.json()).toEqual({ received: true, credited: true, debited: false });
}

/** Puts money in the signed-in account's wallet the way a card payment does; answers with Team & wallet open. */
export async function addCredit(page: Page, usd: number) {
  await openFromNav(page, 'Team & wallet');
  // "Pay with card" opens Stripe Checkout; Stripe's signed confirmation is what credits the wallet.
  await expect(page.getByRole('button', { name: 'Pay with card' })).toBeVisible();
  await payThroughStripe(page, usd);
  await page.reload();
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

/**
 * Records the open contact page's written consent for `number` through its Record consent dialog: Call now judges
 * consent as a campaign does, so a call to a contact needs one.
 */
export async function recordConsentOnContactPage(page: Page, number: string) {
  const consents = page.getByRole('region', { name: 'Consents' });
  await consents.getByRole('button', { name: 'Record consent' }).click();
  const record = page.getByRole('dialog', { name: 'Record consent' });
  await expect(record.getByLabel('Phone number')).toHaveValue(number);
  await record.getByLabel('Words they agreed to').fill('I agree to receive calls, including by an artificial voice.');
  await record.getByLabel('Form address').fill('https://clinic.example/signup');
  await record.getByLabel(/^When they agreed/).fill('2026-01-15T10:30');
  await record.getByRole('button', { name: 'Record consent' }).click();
  await expect(record).toBeHidden();
}
