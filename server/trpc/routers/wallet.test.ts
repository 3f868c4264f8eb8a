import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { newAccount, newUser } from '../../testing/fixtures';
import { createCaller } from '../root';

// The wallet page's "Add credit" panel: what it shows each user, with card payments on this server or without.

async function callerFor(userId: number) {
  return createCaller({ db: await getDb(), session: { userId } });
}

const saved = { key: config.STRIPE_SECRET_KEY, hook: config.STRIPE_WEBHOOK_SECRET };
afterEach(() => {
  config.STRIPE_SECRET_KEY = saved.key;
  config.STRIPE_WEBHOOK_SECRET = saved.hook;
});

function setStripe(on: boolean) {
  config.STRIPE_SECRET_KEY = on ? 'sk_test_panel' : undefined;
  config.STRIPE_WEBHOOK_SECRET = on ? 'whsec_panel' : undefined;
}

describe('wallet.refillGuide', () => {
  it('without Stripe, gives owners and members the operator\'s command with their account id, each in their own words', async () => {
    setStripe(false);
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const command = `npm run cli -- wallet credit --account ${acct.accountId} --amount-cents N`;
    const owner = await (await callerFor(acct.userId)).wallet.refillGuide();
    expect(owner).toMatchObject({
      account_id: acct.accountId, way: 'operator', can_pay_by_card: false, trial_credit_cents: config.TRIAL_CREDIT_CENTS, operator_command: command,
    });
    expect(owner.panel).toContain('Send them your account id and the amount');
    expect(owner.message).toContain(command);
    const asMember = await (await callerFor(member.userId)).wallet.refillGuide();
    expect(asMember).toMatchObject({ account_id: acct.accountId, way: 'operator', can_pay_by_card: false, operator_command: command });
    expect(asMember.panel).toContain('Ask an owner or admin of your account to arrange it');
    // The balance the page shows agrees: no card form.
    expect((await (await callerFor(acct.userId)).wallet.balance()).payments_enabled).toBe(false);
  });

  it('stops offering the trial once it is claimed', async () => {
    setStripe(false);
    const acct = await newAccount();
    const caller = await callerFor(acct.userId);
    await caller.wallet.claimTrialCredit();
    const guide = await caller.wallet.refillGuide();
    expect(guide.trial_credit_cents).toBe(0);
    expect(guide.message).not.toContain('trial');
  });

  it('with Stripe, owners and admins pay by card (the form replaces the panel); members are told to ask them', async () => {
    setStripe(true);
    const acct = await newAccount();
    const admin = await newUser(acct.accountId, { role: 'admin' });
    const member = await newUser(acct.accountId, { role: 'member' });
    for (const userId of [acct.userId, admin.userId]) {
      const g = await (await callerFor(userId)).wallet.refillGuide();
      expect(g).toMatchObject({ way: 'card', can_pay_by_card: true });
      expect(g.message).toContain('pay by card on the Team & wallet page ("Pay with card")');
    }
    const asMember = await (await callerFor(member.userId)).wallet.refillGuide();
    expect(asMember).toMatchObject({ way: 'card', can_pay_by_card: false });
    expect(asMember.panel).toBe('An owner or admin of your account adds credit here with "Pay with card"; ask one of them.');
    expect(asMember.message).not.toContain('npm run cli');
  });

  it('is for signed-in users only', async () => {
    const anon = createCaller({ db: await getDb(), session: null });
    await expect(anon.wallet.refillGuide()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
