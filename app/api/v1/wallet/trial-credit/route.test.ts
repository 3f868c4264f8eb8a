import { afterEach, describe, expect, it } from 'vitest';
import { config, loadConfig } from '@/server/config';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { accounts } from '@/server/db/schema';
import { actorOf, keyWith, newAccount } from '@/server/testing/fixtures';
import { balanceAndLedgerSum, fundedAccount, ledgerOf } from '@/server/testing/call-fixtures';
import { callRoute } from '@/server/testing/http';
import { trialCreditCents, trialCreditOffer } from '@/server/services/wallet/trial-credit';
import { POST as placeCall } from '../../calls/route';
import { GET, POST } from './route';

const claim = (key: string | null) => callRoute(POST, { method: 'POST', path: '/api/v1/wallet/trial-credit', key });
const saved = {
  provider: config.VOICE_PROVIDER, cents: config.TRIAL_CREDIT_CENTS, stripeKey: config.STRIPE_SECRET_KEY, stripeHook: config.STRIPE_WEBHOOK_SECRET,
};

afterEach(() => {
  config.VOICE_PROVIDER = saved.provider;
  config.TRIAL_CREDIT_CENTS = saved.cents;
  config.STRIPE_SECRET_KEY = saved.stripeKey;
  config.STRIPE_WEBHOOK_SECRET = saved.stripeHook;
});

/** Card payments on or off, as the two Stripe settings decide. */
function setStripe(on: boolean) {
  config.STRIPE_SECRET_KEY = on ? 'sk_test_words' : undefined;
  config.STRIPE_WEBHOOK_SECRET = on ? 'whsec_words' : undefined;
}

describe('POST /api/v1/wallet/trial-credit', () => {
  it('credits the configured amount once, as a trial_credit ledger entry', async () => {
    config.TRIAL_CREDIT_CENTS = 700;
    const acct = await newAccount();
    const first = await claim(acct.key);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ amount_cents: 700, balance_cents: 700, balance: 7, currency: 'USD', message: 'Added $7.00 of trial credit for simulated calls.' });
    const again = await claim(acct.key);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'trial_credit_claimed' });
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 700, ledgerSum: 700 });
    expect((await ledgerOf(acct.accountId)).map((e) => [e.kind, e.amountCents, e.createdByUserId])).toEqual([['trial_credit', 700, acct.userId]]);
    expect(await trialCreditOffer(await getDb(), await actorOf(acct.userId))).toEqual({ offered: true, amount_cents: 700, claimed: true, available: false });
  });

  it('grants it once when many claims race, and never to another account', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(acct.key)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: config.TRIAL_CREDIT_CENTS, ledgerSum: config.TRIAL_CREDIT_CENTS });
    expect(await balanceAndLedgerSum(other.accountId)).toEqual({ balance: 0, ledgerSum: 0 });
    expect((await claim(other.key)).status).toBe(201);
  });

  it('is not offered with a real voice provider or an amount of 0, and writes nothing', async () => {
    const acct = await newAccount();
    for (const set of [() => { config.VOICE_PROVIDER = 'vapi'; }, () => { config.TRIAL_CREDIT_CENTS = 0; }]) {
      config.VOICE_PROVIDER = saved.provider;
      config.TRIAL_CREDIT_CENTS = saved.cents;
      set();
      const r = await claim(acct.key);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ error: 'trial_credit_unavailable' });
      expect(await trialCreditOffer(await getDb(), await actorOf(acct.userId))).toMatchObject({ offered: false, available: false });
    }
    expect(await ledgerOf(acct.accountId)).toEqual([]);
  });

  it('needs a key with can_initiate_calls; other methods answer 405', async () => {
    const acct = await newAccount();
    expect((await claim(null)).status).toBe(401);
    const denied = await claim(await keyWith(acct.userId, ['can_read_calls']));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');
    expect((await claim(await keyWith(acct.userId, ['can_initiate_calls']))).status).toBe(201);
    expect((await callRoute(GET, { path: '/api/v1/wallet/trial-credit', key: acct.key })).status).toBe(405);
  });

  it("insufficient_funds says how to add funds, offering the trial credit until it is claimed", async () => {
    const acct = await fundedAccount();
    const call = () => callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key: acct.key, body: { phone_number: '+14155550123', agent_id: acct.agent.id } });
    const before = await call();
    expect(before.status).toBe(402);
    expect(before.body.message).toContain('To add funds, claim the account\'s $5.00 trial credit for simulated calls');
    expect(before.body.message).toContain('POST /api/v1/wallet/trial-credit');
    expect(before.body.message).toContain(`npm run cli -- wallet credit --account ${acct.accountId}`);
    expect((await claim(acct.key)).status).toBe(201);
    expect((await call()).status).toBe(201);
  });

  it('without Stripe, a spent trial leads to the operator: the exact CLI command with the account id, no card button', async () => {
    setStripe(false);
    const acct = await fundedAccount();
    const call = () => callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key: acct.key, body: { phone_number: '+14155550123', agent_id: acct.agent.id } });
    expect((await claim(acct.key)).status).toBe(201);
    // Spend the trial: the account's rate becomes more than its balance.
    await (await getDb()).update(accounts).set({ perMinuteRateCents: config.TRIAL_CREDIT_CENTS + 1 }).where(eq(accounts.id, acct.accountId));
    const refused = await call();
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe('insufficient_funds');
    const command = `npm run cli -- wallet credit --account ${acct.accountId} --amount-cents N`;
    expect(refused.body.message).toContain(`To add funds, ask the operator of this Switchboard to add credit: card payments are not set up here, so the operator runs \`${command}\``);
    expect(refused.body.message).not.toMatch(/trial credit|Pay with card/);

    const again = await claim(acct.key);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'trial_credit_claimed' });
    expect(again.body.message).toBe(
      `This account already received its trial credit. To add funds, ask the operator of this Switchboard to add credit: card payments are not set up here, so the operator runs \`${command}\` (N in cents) for account id ${acct.accountId}.`);
  });

  it('with Stripe, the 402 and the second claim point to "Pay with card" on Team & wallet, and not to the CLI', async () => {
    setStripe(true);
    const acct = await fundedAccount();
    expect((await claim(acct.key)).status).toBe(201);
    await (await getDb()).update(accounts).set({ perMinuteRateCents: config.TRIAL_CREDIT_CENTS + 1 }).where(eq(accounts.id, acct.accountId));
    const refused = await callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key: acct.key, body: { phone_number: '+14155550123', agent_id: acct.agent.id } });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toContain('To add funds, an account owner or admin pays by card on the Team & wallet page ("Pay with card").');
    expect(refused.body.message).not.toContain('npm run cli');
    const again = await claim(acct.key);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This account already received its trial credit. To add funds, an account owner or admin pays by card on the Team & wallet page ("Pay with card").');
  });

  it('a server with no trial says so and how to add funds instead', async () => {
    setStripe(false);
    config.VOICE_PROVIDER = 'vapi';
    const acct = await newAccount();
    const r = await claim(acct.key);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain(`npm run cli -- wallet credit --account ${acct.accountId} --amount-cents N`);
  });
});

describe('TRIAL_CREDIT_CENTS and the simulator pace', () => {
  it('defaults to $5.00 with the simulator, none with Vapi, and refuses an amount with Vapi', () => {
    expect(loadConfig({}).TRIAL_CREDIT_CENTS).toBe(500);
    expect(loadConfig({ TRIAL_CREDIT_CENTS: '1200' }).TRIAL_CREDIT_CENTS).toBe(1200);
    expect(loadConfig({ VOICE_PROVIDER: 'vapi' }).TRIAL_CREDIT_CENTS).toBe(0);
    expect(loadConfig({ VOICE_PROVIDER: 'vapi', TRIAL_CREDIT_CENTS: '0' }).TRIAL_CREDIT_CENTS).toBe(0);
    expect(() => loadConfig({ VOICE_PROVIDER: 'vapi', TRIAL_CREDIT_CENTS: '500' })).toThrow(/TRIAL_CREDIT_CENTS: refused with VOICE_PROVIDER=vapi/);
    expect(() => loadConfig({ TRIAL_CREDIT_CENTS: '-1' })).toThrow(/TRIAL_CREDIT_CENTS/);
    expect(() => loadConfig({ VOICE_PROVIDER: 'retell', TRIAL_CREDIT_CENTS: '500' })).toThrow(/refused with VOICE_PROVIDER=retell/);
  });

  it('gives none on a simulator server that holds a real provider\'s key, as its agents may choose that provider', () => {
    expect(trialCreditCents(loadConfig({}))).toBe(500);
    expect(trialCreditCents(loadConfig({ RETELL_API_KEY: 'k' }))).toBe(0);
    expect(trialCreditCents(loadConfig({ VAPI_API_KEY: 'k' }))).toBe(0);
  });

  it('paces simulated calls at 0.1 under `npm run dev` only; production and tests keep real time unless set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SIMULATOR_TIME_SCALE).toBe(0.1);
    expect(loadConfig({ NODE_ENV: 'production' }).SIMULATOR_TIME_SCALE).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }).SIMULATOR_TIME_SCALE).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development', SIMULATOR_TIME_SCALE: '1' }).SIMULATOR_TIME_SCALE).toBe(1);
  });
});
