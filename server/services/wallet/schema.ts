import { z } from 'zod';
import { pageFields } from '../../lib/pagination';

// The wallet: balance, holds and ledger.

export const walletSchema = z.object({
  balance_cents: z.number().int(),
  /** The balance in US dollars. */
  balance: z.number(),
  currency: z.literal('USD'),
  per_minute_rate_cents: z.number().int(),
  /** Held by live calls until they end; `available_cents` is what new calls may hold. */
  held_cents: z.number().int(),
  available_cents: z.number().int(),
  /** The longest call the account places, and its most live calls at one time (set by the operator). */
  max_call_seconds: z.number().int(),
  max_live_calls: z.number().int(),
  /** Whether "add credit" (Stripe Checkout) is offered. */
  payments_enabled: z.boolean(),
});
export type WalletDto = z.infer<typeof walletSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** `refund` and `dispute`: a card payment taken back through Stripe, debited from the credit it made. */
  kind: z.enum(['credit', 'call_debit', 'trial_credit', 'refund', 'dispute']),
  amount_cents: z.number().int(),
  balance_after_cents: z.number().int(),
  call_id: z.number().int().nullable(),
  description: z.string(),
  created_at: z.string(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntrySchema>;
export const ledgerListSchema = z.object({ ...pageFields, entries: z.array(ledgerEntrySchema) });
