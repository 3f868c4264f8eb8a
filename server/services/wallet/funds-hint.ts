import { and, eq } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { paymentsConfigured } from '../../config';
import { walletLedger } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import {
  addCreditPanelText, addFundsSentence, fundingWay, operatorCreditCommand, type AddFundsFacts, type FundingWay,
} from './add-funds-words';
import { trialCreditCents } from './trial-credit';

/** What decides how this account can add funds: the trial still to claim, and whether this server takes cards. */
export async function addFundsFacts(db: DbOrTx, accountId: number): Promise<AddFundsFacts> {
  const trial = trialCreditCents();
  let claimed = false;
  if (trial > 0) {
    const [row] = await db
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(and(eq(walletLedger.accountId, accountId), eq(walletLedger.kind, 'trial_credit')))
      .limit(1);
    claimed = Boolean(row);
  }
  return { accountId, trialCents: claimed ? 0 : trial, cardPayments: paymentsConfigured() };
}

/**
 * How this account can add funds, in words, for the insufficient_funds message of every door (add-funds-words.ts).
 * Worded for the actor when there is one: a member in the dashboard gets no REST path or operator command.
 */
export async function addFundsHint(db: DbOrTx, accountId: number, actor?: Actor): Promise<string> {
  return addFundsSentence(await addFundsFacts(db, accountId), actor ? readerOf(actor) : 'api');
}

/** An API key's holder reads the API's words whatever their role; in the dashboard the role decides. */
const readerOf = (actor: Actor) => (actor.apiKeyId !== null ? 'api' : isAccountAdmin(actor) ? 'admin' : 'member');

export interface AddCreditGuide {
  account_id: number;
  /** `card`: owners and admins pay with Stripe Checkout on the wallet page; `operator`: the operator's CLI credits. */
  way: FundingWay;
  /** The signed-in user may pay by card (an owner or admin, with card payments configured). */
  can_pay_by_card: boolean;
  trial_credit_cents: number;
  /** The operator's command for this account (N: the cents to add). */
  operator_command: string;
  /** The wallet panel's explanation, worded for the signed-in user's role. */
  panel: string;
  /** The same sentence the insufficient_funds message carries, worded for the signed-in user's role. */
  message: string;
}

/** The wallet page's "Add credit" panel and the dashboard's wallet-empty notices, for the signed-in user. */
export async function addCreditGuide(db: DbOrTx, actor: Actor): Promise<AddCreditGuide> {
  const facts = await addFundsFacts(db, actor.accountId);
  const reader = isAccountAdmin(actor) ? 'admin' : 'member';
  return {
    account_id: actor.accountId,
    way: fundingWay(facts),
    can_pay_by_card: facts.cardPayments && reader === 'admin',
    trial_credit_cents: facts.trialCents,
    operator_command: operatorCreditCommand(actor.accountId),
    panel: addCreditPanelText(facts, reader),
    message: addFundsSentence(facts, reader),
  };
}
