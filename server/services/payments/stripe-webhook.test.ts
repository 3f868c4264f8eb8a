import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '../../../app/api/payments/stripe/webhook/route';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { accounts, walletLedger } from '../../db/schema';
import { logger } from '../../logger';
import { balanceAndLedgerSum } from '../../testing/call-fixtures';
import { actorOf, newAccount } from '../../testing/fixtures';
import { callRoute } from '../../testing/http';
import {
  checkoutSession, disputeClosedEvent, disputeEvent, otherEvent, refundEvent, sessionEvent, stripeSignature, STRIPE_TEST_WEBHOOK_SECRET,
} from '../../testing/stripe-fixtures';
import { walletBalance } from '../wallet/ledger';

/**
 * Credit only through a verified payment of this server's own: Stripe webhooks built from the stripe package's
 * types, signed offline with Stripe's own test-header helper, and sent through the route handler.
 */
beforeEach(() => {
  config.STRIPE_SECRET_KEY = 'sk_test_offline';
  config.STRIPE_WEBHOOK_SECRET = STRIPE_TEST_WEBHOOK_SECRET;
  config.STRIPE_DEPLOYMENT_ID = undefined;
});
afterEach(() => vi.restoreAllMocks());

const deliver = (event: object | string, signature?: string | null) => {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const sig = signature === undefined ? stripeSignature(payload) : signature;
  return callRoute(POST, { method: 'POST', path: '/api/payments/stripe/webhook', rawBody: payload, headers: sig === null ? {} : { 'stripe-signature': sig } });
};

const balanceOf = async (accountId: number) => (await balanceAndLedgerSum(accountId)).balance;
const ledgerOf = async (accountId: number) =>
  (await getDb()).select().from(walletLedger).where(eq(walletLedger.accountId, accountId)).orderBy(walletLedger.id);

/** A card credit of `cents` through a paid session; answers its PaymentIntent. */
async function paid(accountId: number, cents: number): Promise<string> {
  const session = checkoutSession(accountId, { amount_total: cents });
  expect((await deliver(sessionEvent(session))).body).toMatchObject({ credited: true });
  return session.payment_intent as string;
}

/** Spends wallet money as a call's settlement would: a call debit and the balance, together. */
async function spend(accountId: number, cents: number) {
  await (await getDb()).transaction(async (tx) => {
    const [row] = await tx.update(accounts).set({ walletBalanceCents: sql`${accounts.walletBalanceCents} - ${cents}` })
      .where(eq(accounts.id, accountId)).returning({ balance: accounts.walletBalanceCents });
    await tx.insert(walletLedger).values({ accountId, kind: 'call_debit', amountCents: -cents, balanceAfterCents: row.balance, description: 'Call' });
  });
}

describe('Stripe webhook: credits', () => {
  it('credits a paid Checkout session once, however often Stripe delivers it, and keeps its PaymentIntent', async () => {
    const acct = await newAccount();
    const session = checkoutSession(acct.accountId, { amount_total: 2_500 });
    const event = sessionEvent(session);
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true, credited: true, debited: false } });
    // A replay (a fresh signature over the same event) and a later event of the same session credit nothing.
    expect((await deliver(event)).body).toEqual({ received: true, credited: false, debited: false });
    expect((await deliver(sessionEvent(session, 'checkout.session.async_payment_succeeded'))).body).toMatchObject({ credited: false });
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 2_500, ledgerSum: 2_500 });
    expect(await ledgerOf(acct.accountId)).toEqual([expect.objectContaining({
      kind: 'credit', amountCents: 2_500, stripeEventId: event.id, stripeCheckoutSessionId: session.id, stripePaymentIntentId: session.payment_intent,
    })]);
  });

  it('credits the same event once when Stripe delivers it three times at the same moment', async () => {
    const acct = await newAccount();
    const event = sessionEvent(checkoutSession(acct.accountId, { amount_total: 700 }));
    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.credited)).toHaveLength(1);
    expect(await balanceOf(acct.accountId)).toBe(700);
  });

  it('refuses an unsigned, wrongly signed or altered body with 400 invalid_signature, crediting nothing', async () => {
    const acct = await newAccount();
    const payload = JSON.stringify(sessionEvent(checkoutSession(acct.accountId)));
    const altered = payload.replace('"amount_total":2000', '"amount_total":200000');
    for (const [body, signature] of [
      [payload, null],
      [payload, 't=1,v1=deadbeef'],
      [payload, stripeSignature(payload, 'whsec_someone_else')],
      [altered, stripeSignature(payload)],
      ['not json at all', 'garbage'],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_signature');
    }
    expect(await balanceOf(acct.accountId)).toBe(0);
  });

  it.each<[string, (a: number) => object, 'info' | 'warn' | 'error']>([
    // Another product of the Stripe account, such as a Payment Link whose URL set client_reference_id.
    ['a session this server did not create', (a) => sessionEvent(checkoutSession(a, { metadata: { account_id: String(a) } })), 'info'],
    // Another Switchboard on the same Stripe account, whose account ids are its own.
    ['a session of another deployment', (a) => sessionEvent(checkoutSession(a, { metadata: { switchboard: 'wallet_credit', switchboard_deployment: 'sb_elsewhere', account_id: String(a) } })), 'info'],
    ['a marked session without a deployment id', (a) => sessionEvent(checkoutSession(a, { metadata: { switchboard: 'wallet_credit', account_id: String(a) } })), 'error'],
    ['a subscription session', (a) => sessionEvent(checkoutSession(a, { mode: 'subscription' })), 'error'],
    ['a session with nothing to pay', (a) => sessionEvent(checkoutSession(a, { payment_status: 'no_payment_required' })), 'info'],
    ['an unpaid session', (a) => sessionEvent(checkoutSession(a, { payment_status: 'unpaid' })), 'info'],
    ['a live event while the key is a test key', (a) => sessionEvent(checkoutSession(a, { livemode: true })), 'warn'],
    ["a connected account's session", (a) => sessionEvent(checkoutSession(a), 'checkout.session.completed', { account: 'acct_1Connected' }), 'warn'],
    ['an amount above what checkout allows', (a) => sessionEvent(checkoutSession(a, { amount_total: 1e15 })), 'error'],
    ['an amount above the checkout maximum by a cent', (a) => sessionEvent(checkoutSession(a, { amount_total: 1_000_001 })), 'error'],
    ['an amount below the checkout minimum', (a) => sessionEvent(checkoutSession(a, { amount_total: 499 })), 'error'],
    ['another currency', (a) => sessionEvent(checkoutSession(a, { currency: 'eur' })), 'error'],
    ['a client_reference_id naming another account', (a) => sessionEvent(checkoutSession(a, { client_reference_id: String(a + 1) })), 'error'],
    ['another event type', (a) => otherEvent('checkout.session.expired', checkoutSession(a, { payment_status: 'unpaid', status: 'expired' })), 'info'],
  ])('acknowledges %s with 200 and credits nothing', async (_, eventFor, level) => {
    const acct = await newAccount();
    // Captured instead of printed; what needs an operator is an error, what is simply not ours is not.
    const spies = { info: vi.spyOn(logger, 'info').mockImplementation(() => {}), warn: vi.spyOn(logger, 'warn').mockImplementation(() => {}), error: vi.spyOn(logger, 'error').mockImplementation(() => {}) };
    expect(await deliver(eventFor(acct.accountId))).toMatchObject({ status: 200, body: { received: true, credited: false, debited: false } });
    expect(await balanceOf(acct.accountId)).toBe(0);
    expect(await ledgerOf(acct.accountId)).toEqual([]);
    if (level !== 'info') expect(spies[level]).toHaveBeenCalled();
    if (level !== 'error') expect(spies.error).not.toHaveBeenCalled();
  });

  it('credits live sessions with a live key, and then ignores test ones', async () => {
    config.STRIPE_SECRET_KEY = 'sk_live_offline';
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const acct = await newAccount();
    expect((await deliver(sessionEvent(checkoutSession(acct.accountId, { livemode: true, amount_total: 1_000 })))).body.credited).toBe(true);
    expect((await deliver(sessionEvent(checkoutSession(acct.accountId, { livemode: false })))).body.credited).toBe(false);
    expect(await balanceOf(acct.accountId)).toBe(1_000);
  });

  it('credits only the deployment named by STRIPE_DEPLOYMENT_ID once it is set', async () => {
    const acct = await newAccount();
    const derived = checkoutSession(acct.accountId);
    config.STRIPE_DEPLOYMENT_ID = 'staging-eu';
    vi.spyOn(logger, 'info').mockImplementation(() => {});
    expect((await deliver(sessionEvent(derived))).body.credited).toBe(false);
    expect((await deliver(sessionEvent(checkoutSession(acct.accountId)))).body.credited).toBe(true);
    expect(await balanceOf(acct.accountId)).toBe(2_000);
  });

  it('keeps a payment for a missing account in the log and answers 200, so Stripe stops retrying', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    expect((await deliver(sessionEvent(checkoutSession(999_999_999)))).body.credited).toBe(false);
    expect(logged.mock.calls.map(([msg]) => msg)).toEqual(['stripe payment for a missing account']);
  });

  it('is not served when Stripe is not configured', async () => {
    config.STRIPE_WEBHOOK_SECRET = undefined;
    const acct = await newAccount();
    expect((await deliver(sessionEvent(checkoutSession(acct.accountId)))).status).toBe(404);
    expect(await balanceOf(acct.accountId)).toBe(0);
  });
});

describe('Stripe webhook: refunds and disputes', () => {
  it('debits each refund once, by what it adds to the running total, linked to the credit', async () => {
    const acct = await newAccount();
    const pi = await paid(acct.accountId, 5_000);
    const first = refundEvent(pi, { amount: 5_000, refunded: 2_000 });
    expect(await deliver(first)).toMatchObject({ status: 200, body: { received: true, credited: false, debited: true } });
    expect((await deliver(first)).body.debited).toBe(false);
    expect(await balanceOf(acct.accountId)).toBe(3_000);
    // The second refund: Stripe reports 5,000 refunded in all, of which 3,000 are new.
    expect((await deliver(refundEvent(pi, { amount: 5_000, refunded: 5_000 }))).body.debited).toBe(true);
    // An older total arriving late (a new event saying 2,000) takes nothing more.
    expect((await deliver(refundEvent(pi, { amount: 5_000, refunded: 2_000 }))).body.debited).toBe(false);
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 0, ledgerSum: 0 });
    const entries = await ledgerOf(acct.accountId);
    expect(entries.map((e) => [e.kind, e.amountCents, e.balanceAfterCents, e.stripePaymentIntentId])).toEqual([
      ['credit', 5_000, 5_000, pi], ['refund', -2_000, 3_000, pi], ['refund', -3_000, 0, pi],
    ]);
    expect(entries[1]).toMatchObject({ stripeEventId: first.id, description: 'Card payment refunded (Stripe)' });
  });

  it('debits a refund delivered three times at the same moment once', async () => {
    const acct = await newAccount();
    const pi = await paid(acct.accountId, 1_500);
    const event = refundEvent(pi, { amount: 1_500, refunded: 1_500 });
    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.debited)).toHaveLength(1);
    expect(await balanceOf(acct.accountId)).toBe(0);
  });

  it('debits a dispute once, never more than what is left of the credit, and may leave the balance below zero', async () => {
    const acct = await newAccount();
    const pi = await paid(acct.accountId, 3_000);
    await spend(acct.accountId, 2_500);
    expect((await deliver(refundEvent(pi, { amount: 3_000, refunded: 1_000 }))).body.debited).toBe(true);
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const dispute = disputeEvent(pi, { amount: 3_000 });
    expect((await deliver(dispute)).body.debited).toBe(true);
    expect((await deliver(dispute)).body.debited).toBe(false);
    // 3,000 paid, 2,500 spent, 1,000 refunded, and the dispute takes the 2,000 left of the credit: -2,500.
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: -2_500, ledgerSum: -2_500 });
    expect((await ledgerOf(acct.accountId)).at(-1)).toMatchObject({ kind: 'dispute', amountCents: -2_000, stripePaymentIntentId: pi, stripeEventId: dispute.id });
    expect(warned.mock.calls.map(([msg]) => msg)).toEqual(['stripe dispute left a negative balance']);
    // Nothing is available to hold for a call until credit covers the debt.
    expect((await walletBalance(await getDb(), await actorOf(acct.userId))).available_cents).toBe(-2_500);
  });

  it('gives back what a won dispute took, once per dispute whatever its events, and never more', async () => {
    const acct = await newAccount();
    const pi = await paid(acct.accountId, 3_000);
    await spend(acct.accountId, 2_500);
    expect((await deliver(refundEvent(pi, { amount: 3_000, refunded: 1_000 }))).body.debited).toBe(true);
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const opened = disputeEvent(pi, { amount: 3_000 });
    expect((await deliver(opened)).body.debited).toBe(true);
    expect(await balanceOf(acct.accountId)).toBe(-2_500);
    const won = disputeClosedEvent(opened.data.object, 'won');
    expect(await deliver(won)).toMatchObject({ status: 200, body: { received: true, credited: true, debited: false } });
    // The same event again, another event of the same dispute, and three at once give back nothing more.
    expect((await deliver(won)).body.credited).toBe(false);
    const more = await Promise.all([1, 2, 3].map(() => deliver(disputeClosedEvent(opened.data.object, 'won'))));
    expect(more.map((r) => r.body.credited)).toEqual([false, false, false]);
    // The dispute took the 2,000 left of the credit, and gives back those 2,000, not the 3,000 disputed.
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: -500, ledgerSum: -500 });
    expect((await ledgerOf(acct.accountId)).at(-1)).toMatchObject({
      kind: 'credit', amountCents: 2_000, balanceAfterCents: -500, description: 'Disputed card payment won back (Stripe)',
    });
    // What was won back is the credit's again: a later refund of the rest takes it.
    expect((await deliver(refundEvent(pi, { amount: 3_000, refunded: 3_000 }))).body.debited).toBe(true);
    expect(await balanceOf(acct.accountId)).toBe(-2_500);
  });

  it('gives nothing back for a lost dispute, one of another payment, or one that debited nothing', async () => {
    const acct = await newAccount();
    const pi = await paid(acct.accountId, 2_000);
    const opened = disputeEvent(pi, { amount: 2_000 });
    expect((await deliver(opened)).body.debited).toBe(true);
    expect((await deliver(disputeClosedEvent(opened.data.object, 'lost'))).body.credited).toBe(false);
    const elsewhere = disputeEvent('pi_test_someone_elses', { amount: 2_000 });
    expect((await deliver(disputeClosedEvent(elsewhere.data.object, 'won'))).body.credited).toBe(false);
    const other = await paid(acct.accountId, 1_000);
    expect((await deliver(disputeClosedEvent(disputeEvent(other, { amount: 1_000 }).data.object, 'won'))).body.credited).toBe(false);
    expect((await deliver(disputeClosedEvent(opened.data.object, 'won', { account: 'acct_1Connected' }))).body.credited).toBe(false);
    expect(await balanceOf(acct.accountId)).toBe(1_000);
  });

  it('ignores refunds and disputes of payments this server did not credit, of another mode or of a connected account', async () => {
    const acct = await newAccount();
    const pi = await paid(acct.accountId, 2_000);
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    for (const event of [
      refundEvent('pi_test_someone_elses', { amount: 2_000, refunded: 2_000 }),
      disputeEvent('pi_test_someone_elses', { amount: 2_000 }),
      refundEvent(pi, { amount: 2_000, refunded: 2_000, livemode: true }),
      disputeEvent(pi, { amount: 2_000, account: 'acct_1Connected' }),
      refundEvent(pi, { amount: 2_000, refunded: 2_000, currency: 'eur' }),
    ]) {
      expect(await deliver(event)).toMatchObject({ status: 200, body: { credited: false, debited: false } });
    }
    expect(await balanceOf(acct.accountId)).toBe(2_000);
    expect(await (await getDb()).select().from(walletLedger).where(and(eq(walletLedger.accountId, acct.accountId), eq(walletLedger.kind, 'refund')))).toEqual([]);
  });
});
