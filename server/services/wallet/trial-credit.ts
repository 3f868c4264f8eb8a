import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { config, paymentsConfigured } from '../../config';
import { accounts, walletLedger } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { trialAlreadyClaimedMessage, trialUnavailableMessage, type AddFundsFacts } from './add-funds-words';
import { dollars } from './billing';

/**
 * The test credit: money a new account may claim once to try calls, offered only while the simulator is the voice
 * provider, so it can never pay a real call. The operator sets the amount (TRIAL_CREDIT_CENTS).
 */
export const trialCreditOfferSchema = z.object({
  /** Offered on this server at all (simulated calls and an amount above 0). */
  offered: z.boolean(),
  amount_cents: z.number().int(),
  /** This account already received it. */
  claimed: z.boolean(),
  /** Offered and not yet claimed. */
  available: z.boolean(),
});
export type TrialCreditOffer = z.infer<typeof trialCreditOfferSchema>;

export const trialCreditGrantSchema = z.object({
  amount_cents: z.number().int(),
  balance_cents: z.number().int(),
  balance: z.number(),
  currency: z.literal('USD'),
  message: z.string(),
});

/**
 * The amount this server gives, or 0 when it gives none: only while every call is simulated. A real provider's key
 * lets agents choose it, and free money would then pay real calls.
 */
export function trialCreditCents(c = config): number {
  return c.VOICE_PROVIDER === 'simulator' && !c.VAPI_API_KEY && !c.RETELL_API_KEY ? c.TRIAL_CREDIT_CENTS : 0;
}

async function hasTrialCredit(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.accountId, accountId), eq(walletLedger.kind, 'trial_credit')))
    .limit(1);
  return Boolean(row);
}

export async function trialCreditOffer(db: DbOrTx, actor: Actor): Promise<TrialCreditOffer> {
  const amount = trialCreditCents();
  const claimed = await hasTrialCredit(db, actor.accountId);
  return { offered: amount > 0, amount_cents: amount, claimed, available: amount > 0 && !claimed };
}

// Both refusals say how to add funds instead; no trial is left to offer in either.
const noTrialFacts = (accountId: number): AddFundsFacts => ({ accountId, trialCents: 0, cardPayments: paymentsConfigured() });
const alreadyClaimed = (accountId: number) => new AppError('trial_credit_claimed', trialAlreadyClaimedMessage(noTrialFacts(accountId)));

/**
 * Grants the trial credit: one `trial_credit` ledger entry and the balance, in one transaction with the account row
 * locked. The unique index on the account's trial entry makes a second grant impossible even across processes.
 */
export async function claimTrialCredit(db: Database, actor: Actor) {
  const amount = trialCreditCents();
  if (amount <= 0) {
    throw new AppError('trial_credit_unavailable', trialUnavailableMessage(noTrialFacts(actor.accountId)));
  }
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.accountId)).for('update');
      if (await hasTrialCredit(tx, actor.accountId)) throw alreadyClaimed(actor.accountId);
      const [row] = await tx
        .update(accounts)
        .set({ walletBalanceCents: sql`${accounts.walletBalanceCents} + ${amount}` })
        .where(eq(accounts.id, actor.accountId))
        .returning({ balance: accounts.walletBalanceCents });
      await tx.insert(walletLedger).values({
        accountId: actor.accountId,
        kind: 'trial_credit',
        amountCents: amount,
        balanceAfterCents: row.balance,
        description: 'Trial credit (simulated calls)',
        createdByUserId: actor.userId,
      });
      const balance = Number(row.balance);
      return {
        amount_cents: amount,
        balance_cents: balance,
        balance: dollars(balance),
        currency: 'USD' as const,
        message: `Added $${dollars(amount).toFixed(2)} of trial credit for simulated calls.`,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyClaimed(actor.accountId);
    throw err;
  }
}
