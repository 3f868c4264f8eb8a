import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '../../../app/api/payments/stripe/webhook/route';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { walletLedger } from '../../db/schema';
import { logger } from '../../logger';
import { balanceAndLedgerSum } from '../../testing/call-fixtures';
import { actorOf, newAccount, newUser } from '../../testing/fixtures';
import { callRoute } from '../../testing/http';
import { createCheckout } from './checkout';

/**
 * Credit only through a verified payment: Stripe webhooks signed offline with Stripe's own test-header helper, sent
 * through the route handler; Checkout sessions created against a local stand-in for Stripe's API.
 */
const SECRET = 'whsec_test_switchboard';
const stripe = new Stripe('sk_test_offline');
const saved = { key: config.STRIPE_SECRET_KEY, secret: config.STRIPE_WEBHOOK_SECRET, base: config.STRIPE_API_BASE_URL };

afterEach(() => {
  vi.restoreAllMocks();
  config.STRIPE_SECRET_KEY = 'sk_test_offline';
  config.STRIPE_WEBHOOK_SECRET = SECRET;
});
beforeAll(() => {
  config.STRIPE_SECRET_KEY = 'sk_test_offline';
  config.STRIPE_WEBHOOK_SECRET = SECRET;
});
afterAll(() => {
  config.STRIPE_SECRET_KEY = saved.key;
  config.STRIPE_WEBHOOK_SECRET = saved.secret;
  config.STRIPE_API_BASE_URL = saved.base;
});

let seq = 0;
function sessionEvent(accountId: number, o: { type?: string; eventId?: string; sessionId?: string; amount?: number; paid?: string; currency?: string } = {}) {
  seq++;
  return JSON.stringify({
    id: o.eventId ?? `evt_test_${process.pid}_${seq}`,
    object: 'event',
    type: o.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: o.sessionId ?? `cs_test_${process.pid}_${seq}`,
        object: 'checkout.session',
        client_reference_id: String(accountId),
        metadata: { account_id: String(accountId) },
        amount_total: o.amount ?? 2_000,
        currency: o.currency ?? 'usd',
        payment_status: o.paid ?? 'paid',
      },
    },
  });
}

const deliver = (payload: string, signature: string | null = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) =>
  callRoute(POST, {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    rawBody: payload,
    headers: signature === null ? {} : { 'stripe-signature': signature },
  });

const balanceOf = async (accountId: number) => (await balanceAndLedgerSum(accountId)).balance;

describe('Stripe webhook', () => {
  it('credits a paid Checkout session once, however often Stripe delivers it', async () => {
    const acct = await newAccount();
    const payload = sessionEvent(acct.accountId, { amount: 2_500 });
    const first = await deliver(payload);
    expect(first).toMatchObject({ status: 200, body: { received: true, credited: true } });
    // A replay (a fresh signature over the same event) and a later event of the same session credit nothing.
    expect((await deliver(payload)).body).toEqual({ received: true, credited: false });
    const sessionId = (JSON.parse(payload) as { data: { object: { id: string } } }).data.object.id;
    expect((await deliver(sessionEvent(acct.accountId, { type: 'checkout.session.async_payment_succeeded', sessionId, amount: 2_500 }))).body)
      .toEqual({ received: true, credited: false });
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 2_500, ledgerSum: 2_500 });
    const [entry] = await (await getDb()).select().from(walletLedger).where(eq(walletLedger.accountId, acct.accountId));
    expect(entry).toMatchObject({ kind: 'credit', amountCents: 2_500, stripeEventId: JSON.parse(payload).id, stripeCheckoutSessionId: sessionId });
  });

  it('credits the same event once when Stripe delivers it twice at the same moment', async () => {
    const acct = await newAccount();
    const payload = sessionEvent(acct.accountId, { amount: 700 });
    const results = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.credited)).toHaveLength(1);
    expect(await balanceOf(acct.accountId)).toBe(700);
  });

  it('refuses an unsigned, wrongly signed or altered body with 400 invalid_signature, crediting nothing', async () => {
    const acct = await newAccount();
    const payload = sessionEvent(acct.accountId);
    const otherSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const altered = payload.replace('"amount_total":2000', '"amount_total":2000000');
    for (const [body, signature] of [
      [payload, null],
      [payload, 't=1,v1=deadbeef'],
      [payload, otherSecret],
      [altered, stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })],
      ['not json at all', 'garbage'],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_signature');
    }
    expect(await balanceOf(acct.accountId)).toBe(0);
  });

  it('acknowledges events that pay nothing without crediting: unpaid sessions, other currencies, other types', async () => {
    const acct = await newAccount();
    // A paid session that cannot be credited is logged for an operator; captured here instead of printed.
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    for (const payload of [
      sessionEvent(acct.accountId, { paid: 'unpaid' }),
      sessionEvent(acct.accountId, { currency: 'eur' }),
      sessionEvent(acct.accountId, { type: 'customer.created' }),
      sessionEvent(999_999_999),
    ]) {
      expect(await deliver(payload)).toMatchObject({ status: 200, body: { received: true, credited: false } });
    }
    expect(await balanceOf(acct.accountId)).toBe(0);
    expect(logged.mock.calls.map(([msg]) => msg)).toEqual(['stripe session that cannot be credited', 'stripe payment for a missing account']);
  });

  it('is not served when Stripe is not configured', async () => {
    config.STRIPE_WEBHOOK_SECRET = undefined;
    const acct = await newAccount();
    const res = await deliver(sessionEvent(acct.accountId));
    expect(res.status).toBe(404);
    expect(await balanceOf(acct.accountId)).toBe(0);
  });
});

describe('Stripe Checkout', () => {
  let fake: Server;
  const requests: { path: string; body: URLSearchParams; auth: string | undefined }[] = [];
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        requests.push({ path: req.url ?? '', body: new URLSearchParams(body), auth: req.headers.authorization });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'cs_test_fake', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_fake' }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    config.STRIPE_API_BASE_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => fake.close(() => r())));

  it('creates a session for the account that returns to the dashboard, owners and admins only, adding no money itself', async () => {
    const acct = await newAccount();
    const owner = await actorOf(acct.userId);
    expect(await createCheckout(owner, { amount_cents: 2_000 }, 'https://app.example.test')).toEqual({
      id: 'cs_test_fake', url: 'https://checkout.stripe.com/c/pay/cs_test_fake',
    });
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.auth).toBe('Bearer sk_test_offline');
    expect(sent.body.get('mode')).toBe('payment');
    expect(sent.body.get('client_reference_id')).toBe(String(acct.accountId));
    expect(sent.body.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(sent.body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent.body.get('success_url')).toBe('https://app.example.test/team?payment=success');
    expect(await balanceOf(acct.accountId)).toBe(0);

    const member = await actorOf((await newUser(acct.accountId, { role: 'member' })).userId);
    const before = requests.length;
    await expect(createCheckout(member, { amount_cents: 2_000 }, 'https://app.example.test')).rejects.toMatchObject({ code: 'permission_denied' });
    for (const amount of [0, 499, 1_000_001, 12.5]) {
      await expect(createCheckout(owner, { amount_cents: amount }, 'https://app.example.test')).rejects.toMatchObject({ code: 'validation_error' });
    }
    expect(requests.length).toBe(before);
  });
});
