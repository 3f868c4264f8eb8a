import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound, parseOrThrow } from '../../errors';
import { isKnownCountry } from '../../lib/phone';

/**
 * The operator's limits of an account (CLI only: a tenant does not raise its own exposure). The longest call is
 * bounded by what Vapi accepts for maxDurationSeconds (10–43,200 s), and at least a minute, the billing unit.
 */
export const accountLimitsInput = z.object({
  max_live_calls: z.number().int().min(1).max(1000).optional(),
  max_call_seconds: z.number().int().min(60).max(43_200).optional(),
  per_minute_rate_cents: z.number().int().min(0).max(100_000).optional(),
  country: z.string().refine(isKnownCountry, 'must be an ISO 3166-1 alpha-2 country code').optional(),
});
export type AccountLimitsInput = z.input<typeof accountLimitsInput>;

export interface AccountLimitsDto {
  account_id: number;
  max_live_calls: number;
  max_call_seconds: number;
  per_minute_rate_cents: number;
  country: string;
  balance_cents: number;
  held_cents: number;
}

/** Reads (and, with fields, changes) an account's call limits, rate and country. */
export async function setAccountLimits(db: DbOrTx, accountId: number, input: AccountLimitsInput = {}): Promise<AccountLimitsDto> {
  const data = parseOrThrow(accountLimitsInput, input);
  const set: Partial<typeof accounts.$inferInsert> = {};
  if (data.max_live_calls !== undefined) set.maxLiveCalls = data.max_live_calls;
  if (data.max_call_seconds !== undefined) set.maxCallSeconds = data.max_call_seconds;
  if (data.per_minute_rate_cents !== undefined) set.perMinuteRateCents = data.per_minute_rate_cents;
  if (data.country !== undefined) set.country = data.country;
  if (Object.keys(set).length) await db.update(accounts).set(set).where(eq(accounts.id, accountId));
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound(`Account ${accountId}`);
  return {
    account_id: row.id,
    max_live_calls: row.maxLiveCalls,
    max_call_seconds: row.maxCallSeconds,
    per_minute_rate_cents: row.perMinuteRateCents,
    country: row.country,
    balance_cents: Number(row.walletBalanceCents),
    held_cents: Number(row.heldCents),
  };
}
