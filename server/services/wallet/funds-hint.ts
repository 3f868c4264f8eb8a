import { and, eq } from 'drizzle-orm';
import { config } from '../../config';
import { walletLedger } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { dollars } from './billing';
import { trialCreditCents } from './trial-credit';

/**
 * How this account can add funds, in words, for the insufficient_funds message of every door: the trial credit
 * while it is still there to claim, a card payment where the server takes them, else the operator's CLI.
 */
export async function addFundsHint(db: DbOrTx, accountId: number): Promise<string> {
  const ways: string[] = [];
  const trial = trialCreditCents();
  if (trial > 0) {
    const [claimed] = await db
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(and(eq(walletLedger.accountId, accountId), eq(walletLedger.kind, 'trial_credit')))
      .limit(1);
    if (!claimed) {
      ways.push(`claim the account's $${dollars(trial).toFixed(2)} trial credit for simulated calls ("Add trial credit" on the Overview or Team & wallet page, or POST /api/v1/wallet/trial-credit)`);
    }
  }
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) ways.push('pay by card on the Team & wallet page ("Pay with card")');
  ways.push(`ask the operator to credit the wallet (npm run cli -- wallet credit --account ${accountId} --amount-cents N)`);
  return `To add funds, ${ways.join('; or ')}.`;
}
