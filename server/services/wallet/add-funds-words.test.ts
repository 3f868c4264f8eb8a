import { describe, expect, it } from 'vitest';
import {
  addCreditPanelText, addFundsSentence, operatorCreditCommand, PAY_WITH_CARD_LABEL, trialAlreadyClaimedMessage,
  trialCreditButtonLabel, trialUnavailableMessage, type AddFundsFacts, type Reader,
} from './add-funds-words';

const noStripe: AddFundsFacts = { accountId: 42, trialCents: 0, cardPayments: false };
const stripe: AddFundsFacts = { accountId: 42, trialCents: 0, cardPayments: true };
const command = 'npm run cli -- wallet credit --account 42 --amount-cents N';

describe('how to add funds, in words', () => {
  it('names the labels the dashboard renders', () => {
    expect(trialCreditButtonLabel(500)).toBe('Add $5.00 trial credit');
    expect(operatorCreditCommand(42)).toBe(command);
    expect(operatorCreditCommand(42, 2000)).toBe('npm run cli -- wallet credit --account 42 --amount-cents 2000');
  });

  // [facts, reader, must contain, must not contain]
  const cases: [string, AddFundsFacts, Reader, string[], string[]][] = [
    ['no Stripe: the operator runs the CLI with the account id', noStripe, 'api',
      ['ask the operator of this Switchboard to add credit', 'card payments are not set up here', `\`${command}\``, 'account id 42'], ['by card', PAY_WITH_CARD_LABEL, 'trial credit']],
    ['no Stripe, trial left: the trial first, then the operator', { ...noStripe, trialCents: 500 }, 'api',
      ['To add funds, claim the account\'s $5.00 trial credit', '"Add $5.00 trial credit" on the Overview or Team & wallet page', 'POST /api/v1/wallet/trial-credit', '; or ask the operator', command], [PAY_WITH_CARD_LABEL]],
    ['Stripe, over the API: an owner or admin pays by card on the page the button is on', stripe, 'api',
      ['an account owner or admin pays by card on the Team & wallet page ("Pay with card")'], ['npm run cli', 'trial']],
    ['Stripe, an admin reads it', stripe, 'admin', ['To add funds, pay by card on the Team & wallet page ("Pay with card").'], ['operator']],
    ['Stripe, a member reads it', stripe, 'member', ['ask an owner or admin of the account to pay by card on the Team & wallet page ("Pay with card")'], ['operator']],
    ['no Stripe, trial left, a member reads it: the button and whom to ask, no REST path or command', { ...noStripe, trialCents: 500 }, 'member',
      ['"Add $5.00 trial credit" on the Overview or Team & wallet page', 'ask an owner or admin of your account', 'whoever runs this server'], ['/api/v1', 'npm run cli', 'POST']],
    ['no Stripe, an admin reads it: the operator\'s command', noStripe, 'admin', [`\`${command}\``, 'account id 42'], []],
  ];
  it.each(cases)('%s', (_name, facts, reader, present, absent) => {
    const words = addFundsSentence(facts, reader);
    for (const p of present) expect(words).toContain(p);
    for (const a of absent) expect(words).not.toContain(a);
  });

  it('the trial refusals never offer the trial again, and say the way that exists', () => {
    for (const make of [trialAlreadyClaimedMessage, trialUnavailableMessage]) {
      expect(make({ ...noStripe, trialCents: 500 })).not.toContain('claim the account');
      expect(make(noStripe)).toContain(command);
      expect(make(noStripe)).not.toContain('card payment on');
      expect(make(stripe)).toContain('("Pay with card")');
      expect(make(stripe)).not.toContain('npm run cli');
    }
    expect(trialAlreadyClaimedMessage(noStripe)).toMatch(/^This account already received its trial credit\. To add funds, ask the operator/);
  });

  it('words the wallet panel for owners and admins apart from members', () => {
    expect(addCreditPanelText(noStripe, 'admin')).toBe(
      'Card payments are not set up on this Switchboard, so its operator (whoever runs this server) adds credit. Send them your account id and the amount; they run the command below.');
    expect(addCreditPanelText(noStripe, 'member')).toContain('Ask an owner or admin of your account to arrange it');
    expect(addCreditPanelText(stripe, 'admin')).toContain('press "Pay with card"');
    expect(addCreditPanelText(stripe, 'member')).toContain('An owner or admin of your account adds credit here with "Pay with card"');
  });
});
