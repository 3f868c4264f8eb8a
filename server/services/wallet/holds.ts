import { eq, sql } from 'drizzle-orm';
import { accounts, calls, walletLedger } from '../../db/schema';
import type { Tx } from '../../db/types';
import { AppError } from '../../errors';
import { debitCents, dollars, settledChargeCents, type HoldPlan } from './billing';

type CallRow = typeof calls.$inferSelect;

export interface AccountFunds {
  balanceCents: number;
  heldCents: number;
  rateCents: number;
  maxCallSeconds: number;
  maxLiveCalls: number;
  /** Live slots outbound calls leave free for inbound ones (compliance/gate.ts outboundLiveCap). */
  inboundReserve: number;
}

/**
 * The account's money and limits, with its row locked until the transaction ends: every placement, hold and
 * settlement of the account takes this lock first, so two requests (or two server processes) never both spend
 * the same cents.
 */
export async function lockAccountFunds(tx: Tx, accountId: number): Promise<AccountFunds> {
  const [row] = await tx.select(fundsColumns).from(accounts).where(eq(accounts.id, accountId)).for('update');
  return { ...row, balanceCents: Number(row.balanceCents), heldCents: Number(row.heldCents) };
}

const fundsColumns = {
  balanceCents: accounts.walletBalanceCents,
  heldCents: accounts.heldCents,
  rateCents: accounts.perMinuteRateCents,
  maxCallSeconds: accounts.maxCallSeconds,
  maxLiveCalls: accounts.maxLiveCalls,
  inboundReserve: accounts.inboundReserve,
};

/**
 * `lockAccountFunds` and the id the account's next call will have, in one round trip: a placement that knows its
 * call's id before it writes can send the rest of its statements at once (see initiateCall).
 */
export async function lockAccountForPlacement(tx: Tx, accountId: number): Promise<AccountFunds & { callId: number }> {
  const [row] = await tx
    .select({ ...fundsColumns, callId: sql<number>`nextval(pg_get_serial_sequence('calls', 'id'))`.mapWith(Number) })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return { ...row, balanceCents: Number(row.balanceCents), heldCents: Number(row.heldCents) };
}

export const availableCents = (f: AccountFunds) => f.balanceCents - f.heldCents;

/**
 * Takes a call's hold: adds it to the account's held money, under the account lock the caller holds
 * (lockAccountFunds), in the transaction that writes the plan on the call row. The one place money is held; the
 * gate (compliance/gate.ts) decided the plan.
 */
export async function takeHold(tx: Tx, accountId: number, funds: AccountFunds, plan: HoldPlan): Promise<void> {
  if (plan.holdCents) await tx.update(accounts).set({ heldCents: sql`${accounts.heldCents} + ${plan.holdCents}` }).where(eq(accounts.id, accountId));
  funds.heldCents += plan.holdCents;
}

/**
 * Takes several calls' holds in one update (a campaign's pass places its calls together), under the account lock
 * the caller holds, as takeHold takes one.
 */
export async function takeHolds(tx: Tx, accountId: number, funds: AccountFunds, plans: HoldPlan[]): Promise<void> {
  const cents = plans.reduce((t, p) => t + p.holdCents, 0);
  if (cents) await tx.update(accounts).set({ heldCents: sql`${accounts.heldCents} + ${cents}` }).where(eq(accounts.id, accountId));
  funds.heldCents += cents;
}

/** The funds as they will be once `cents` more are held: to judge the next call of a batch before its holds are taken. */
export const fundsAfterHolding = (funds: AccountFunds, cents: number): AccountFunds => ({ ...funds, heldCents: funds.heldCents + cents });

/** `hint` says how to add funds (addFundsHint), so the message offers a way forward. */
export function insufficientFunds(f: AccountFunds, hint = ''): AppError {
  const available = availableCents(f);
  return new AppError('insufficient_funds',
    `The wallet's available balance ($${dollars(available).toFixed(2)}, after $${dollars(f.heldCents).toFixed(2)} held by live calls) does not cover one minute of calling ($${dollars(f.rateCents).toFixed(2)}).${hint ? ` ${hint}` : ''}`,
    {
      extra: {
        balance: dollars(f.balanceCents), held: dollars(f.heldCents), available: dollars(available), required: dollars(f.rateCents), currency: 'USD',
        balance_cents: f.balanceCents, held_cents: f.heldCents, available_cents: available, required_cents: f.rateCents,
      },
    });
}

/**
 * What a refusal at a live-call cap asks the caller to wait, in seconds (Retry-After): slots free as calls end,
 * which no one can foretell, so a short fixed wait, well under a typical call, rather than an estimate.
 */
export const LIVE_CALL_RETRY_AFTER_SECONDS = 30;

/** The refusal at a cap: the account's, the part of it outbound calls may use, or the call's team's. */
export function liveCallLimit(
  max: number,
  cap: { kind: 'account' } | { kind: 'outbound'; inboundReserve: number } | { kind: 'team'; teamId: number; teamMax: number } = { kind: 'account' },
): AppError {
  const retry_after = LIVE_CALL_RETRY_AFTER_SECONDS;
  switch (cap.kind) {
    case 'outbound':
      return new AppError('live_call_limit',
        `The account has ${max - cap.inboundReserve} live calls, all its slots but the ${cap.inboundReserve} kept for inbound calls (inbound_reserve); place this one when one ends.`,
        { extra: { max_live_calls: max, inbound_reserve: cap.inboundReserve, retry_after } });
    case 'team':
      return new AppError('live_call_limit',
        `The agent's team ${cap.teamId} already has ${cap.teamMax} live calls, its most at one time (team_max_live_calls); place this one when one ends.`,
        { extra: { max_live_calls: max, team_id: cap.teamId, team_max_live_calls: cap.teamMax, retry_after } });
    default:
      return new AppError('live_call_limit', `The account already has ${max} live calls, its most at one time; place this one when one ends.`, {
        extra: { max_live_calls: max, retry_after },
      });
  }
}

/**
 * Settles a finished call inside the caller's transaction: exactly one ledger entry per call (zero for a call never
 * answered), the balance, and the release of the call's hold from the account's held money, under the account lock
 * (the caller writes the call row's own hold_cents back to 0 with its end). A held call is charged its cost up to
 * what it held, so the balance never goes below zero; a call placed before holds existed keeps the old rule (below
 * zero by at most its own cost).
 */
export async function settleCall(tx: Tx, call: CallRow, costCents: number, billed?: number): Promise<number> {
  // Billed minutes (every started minute), named so, since the call page also shows the shorter talk time.
  const description = billed === undefined ? `Call ${call.callId}` : `Call ${call.callId}, ${billed} billed ${billed === 1 ? 'minute' : 'minutes'}`;
  if (call.maxDurationSeconds !== null) {
    // A held call's charge does not depend on the balance: the account row is locked by its update, and the ledger
    // entry written from what the update answers, in one round trip, so every call's end holds the account's lock
    // for less time.
    const debit = settledChargeCents(costCents, call.holdCents);
    await tx.execute(sql`
      with settled as (
        update ${accounts} set wallet_balance_cents = wallet_balance_cents - ${debit}::bigint,
          held_cents = greatest(0, held_cents - ${call.holdCents}::bigint)
        where id = ${call.accountId}::int
        returning wallet_balance_cents
      )
      insert into ${walletLedger} (account_id, kind, amount_cents, balance_after_cents, call_id, description)
      select ${call.accountId}::int, 'call_debit', ${0 - debit}::bigint, wallet_balance_cents, ${call.id}::int, ${description}::text from settled`);
    return debit;
  }
  const f = await lockAccountFunds(tx, call.accountId);
  const debit = debitCents(f.balanceCents, costCents);
  const balanceAfter = f.balanceCents - debit;
  await tx
    .update(accounts)
    .set({ walletBalanceCents: balanceAfter, heldCents: sql`greatest(0, ${accounts.heldCents} - ${call.holdCents})` })
    .where(eq(accounts.id, call.accountId));
  await tx.insert(walletLedger).values({
    accountId: call.accountId, kind: 'call_debit', amountCents: 0 - debit, balanceAfterCents: balanceAfter, callId: call.id, description,
  });
  return debit;
}
