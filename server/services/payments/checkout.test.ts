import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../config';
import { deploymentIdOfOrigin } from '../../lib/stripe-deployment-id';
import { logger } from '../../logger';
import { balanceAndLedgerSum } from '../../testing/call-fixtures';
import { actorOf, newAccount, newUser } from '../../testing/fixtures';
import { STRIPE_TEST_WEBHOOK_SECRET } from '../../testing/stripe-fixtures';
import { createCheckout } from './checkout';

/** Checkout sessions created against a local stand-in for Stripe's API, which records each request. */
let fake: Server;
const requests: { path: string; body: URLSearchParams; auth: string | undefined }[] = [];
const created: Pick<Stripe.Checkout.Session, 'id' | 'object' | 'url'> = {
  id: 'cs_test_fake', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_fake',
};

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body: new URLSearchParams(body), auth: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(created));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => fake.close(() => r())));
beforeEach(() => {
  Object.assign(config, {
    STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    PUBLIC_BASE_URL: 'https://app.example.test/', NODE_ENV: 'test', STRIPE_DEPLOYMENT_ID: undefined,
  });
});

describe('Stripe Checkout', () => {
  it("creates a marked session for the account that returns to the site's public address, owners and admins only, adding no money itself", async () => {
    const acct = await newAccount();
    const owner = await actorOf(acct.userId);
    expect(await createCheckout(owner, { amount_cents: 2_000 })).toEqual({ id: created.id, url: created.url });
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.auth).toBe('Bearer sk_test_offline');
    expect(sent.body.get('mode')).toBe('payment');
    expect(sent.body.get('client_reference_id')).toBe(String(acct.accountId));
    // The webhook credits only sessions that carry this marker.
    expect(sent.body.get('metadata[switchboard]')).toBe('wallet_credit');
    expect(sent.body.get('metadata[account_id]')).toBe(String(acct.accountId));
    // And this deployment's id, derived from the public address unless STRIPE_DEPLOYMENT_ID names it.
    expect(sent.body.get('metadata[switchboard_deployment]')).toBe(deploymentIdOfOrigin('https://app.example.test'));
    expect(sent.body.get('metadata[switchboard_deployment]')).not.toBe(deploymentIdOfOrigin('https://staging.example.test'));
    expect(sent.body.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(sent.body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent.body.get('success_url')).toBe('https://app.example.test/team?payment=success');
    expect(sent.body.get('cancel_url')).toBe('https://app.example.test/team?payment=canceled');
    expect((await balanceAndLedgerSum(acct.accountId)).balance).toBe(0);

    const member = await actorOf((await newUser(acct.accountId, { role: 'member' })).userId);
    const before = requests.length;
    await expect(createCheckout(member, { amount_cents: 2_000 })).rejects.toMatchObject({ code: 'permission_denied' });
    for (const amount of [0, 499, 1_000_001, 12.5]) {
      await expect(createCheckout(owner, { amount_cents: amount })).rejects.toMatchObject({ code: 'validation_error' });
    }
    expect(requests.length).toBe(before);
  });

  it('without PUBLIC_BASE_URL: a development server returns the payer to its local address', async () => {
    config.PUBLIC_BASE_URL = undefined;
    config.NODE_ENV = 'development';
    const owner = await actorOf((await newAccount()).userId);
    await createCheckout(owner, { amount_cents: 2_000 });
    expect(requests.at(-1)!.body.get('success_url')).toBe(`http://localhost:${config.PORT}/team?payment=success`);
  });

  it('without PUBLIC_BASE_URL: a production server refuses with payments_not_configured and asks Stripe for nothing', async () => {
    config.PUBLIC_BASE_URL = undefined;
    config.NODE_ENV = 'production';
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const owner = await actorOf((await newAccount()).userId);
    const before = requests.length;
    await expect(createCheckout(owner, { amount_cents: 2_000 })).rejects.toMatchObject({
      code: 'payments_not_configured', message: expect.stringMatching(/public address \(PUBLIC_BASE_URL\)/),
    });
    expect(requests.length).toBe(before);
    expect(logged).toHaveBeenCalledWith('stripe checkout refused: PUBLIC_BASE_URL is not set');
    logged.mockRestore();
  });
});
