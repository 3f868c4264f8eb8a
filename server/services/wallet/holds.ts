import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { accounts, calls, walletLedger, type CallStatus } from '../../db/schema';
import type { Tx } from '../../db/types';
import { AppError } from '../../errors';
import { debitCents, dollars, holdPlan, settledChargeCents, type HoldPlan } from './billing';
import type { CallRow } from '../calls/call-row';
import { addFundsHint } from './funds-hint';

/** A call between its placement (or its dial, for one that waited) and a terminal status: what the cap counts. */
export const liveStatuses: CallStatus[] = ['queued', 'ringing', 'in_progress'];

export interface AccountFunds {
  balanceCents: number;
  heldCents: number;
  rateCents: number;
  maxCallSeconds: number;
  maxLiveCalls: number;
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
 * The account's live calls (queued, ringing, in progress), but for `exceptCallId` (a call being placed), counted up
 * to `atMost`: the cap only asks whether the count reached it, so a placement reads at most the cap's worth of index
 * entries, whatever the account's size.
 */
export async function liveCallCount(tx: Tx, accountId: number, opts: { exceptCallId?: number; atMost?: number } = {}): Promise<number> {
  const live = tx
    .select({ one: sql`1` })
    .from(calls)
    .where(and(
      eq(calls.accountId, accountId),
      inArray(calls.status, liveStatuses),
      opts.exceptCallId === undefined ? undefined : ne(calls.id, opts.exceptCallId),
    ))
    .limit(opts.atMost ?? 2_147_483_647)
    .as('live');
  const [{ n }] = await tx.select({ n: count() }).from(live);
  return n;
}

/** Adds a call's hold to the account's held money (the account row is locked by the caller). */
export async function addHeldCents(tx: Tx, accountId: number, holdCents: number): Promise<void> {
  await tx.update(accounts).set({ heldCents: sql`${accounts.heldCents} + ${holdCents}` }).where(eq(accounts.id, accountId));
}

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

export const liveCallLimit = (max: number) =>
  new AppError('live_call_limit', `The account already has ${max} live calls, its most at one time; place this one when one ends.`, {
    extra: { max_live_calls: max },
  });

/**
 * Takes the hold of a call about to go live, inside the caller's transaction (the account row is locked by
 * `lockAccountFunds`): refuses with live_call_limit when the account's cap is reached (`countLive`), and with
 * insufficient_funds when the money not already held cannot pay one minute. The caller writes the plan on the
 * call row in the same transaction.
 */
export async function reserveHold(tx: Tx, accountId: number, f: AccountFunds, opts: { countLive: boolean }): Promise<HoldPlan> {
  if (opts.countLive && (await liveCallCount(tx, accountId, { atMost: f.maxLiveCalls })) >= f.maxLiveCalls) throw liveCallLimit(f.maxLiveCalls);
  const plan = holdPlan(availableCents(f), f.rateCents, f.maxCallSeconds);
  if (!plan) throw insufficientFunds(f, await addFundsHint(tx, accountId));
  if (plan.holdCents) await addHeldCents(tx, accountId, plan.holdCents);
  f.heldCents += plan.holdCents;
  return plan;
}

/**
 * Settles a finished call inside the caller's transaction: exactly one ledger entry per call (zero for a call never
 * answered), the balance, and the release of the call's hold, under the account lock. A held call is charged its
 * cost up to what it held, so the balance never goes below zero; a call placed before holds existed keeps the old
 * rule (below zero by at most its own cost).
 */
export async function settleCall(tx: Tx, call: CallRow, costCents: number, billed?: number): Promise<number> {
  const f = await lockAccountFunds(tx, call.accountId);
  const held = call.maxDurationSeconds !== null;
  const debit = held ? settledChargeCents(costCents, call.holdCents) : debitCents(f.balanceCents, costCents);
  const balanceAfter = f.balanceCents - debit;
  await tx
    .update(accounts)
    .set({ walletBalanceCents: balanceAfter, heldCents: sql`greatest(0, ${accounts.heldCents} - ${call.holdCents})` })
    .where(eq(accounts.id, call.accountId));
  await tx.update(calls).set({ holdCents: 0 }).where(eq(calls.id, call.id));
  await tx.insert(walletLedger).values({
    accountId: call.accountId,
    kind: 'call_debit',
    amountCents: 0 - debit,
    balanceAfterCents: balanceAfter,
    callId: call.id,
    // Billed minutes (every started minute), named so, since the call page also shows the shorter talk time.
    description: billed === undefined ? `Call ${call.callId}` : `Call ${call.callId}, ${billed} billed ${billed === 1 ? 'minute' : 'minutes'}`,
  });
  return debit;
}
