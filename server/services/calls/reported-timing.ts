import { and, eq, sql } from 'drizzle-orm';
import { accounts, agents, calls, walletLedger } from '../../db/schema';
import type { Tx } from '../../db/types';
import { logger } from '../../logger';
import { billedMinutes, callCostCents, settledChargeCents } from '../wallet/billing';
import { findCall } from './call-row';
import { recordedCallSeconds } from './call-seconds';
import { availableCents, lockAccountFunds } from '../wallet/holds';
import { isTerminal } from './statuses';

export interface ReportedTiming {
  durationSeconds: number | null;
  startedAt: Date | null;
  endedAt: Date | null;
}

/**
 * The conversation's length a report states: its duration, else the span between its times, bounded by what the
 * call was allowed to last (call-seconds.ts).
 */
function reportedSeconds(t: ReportedTiming, startedAt: Date | null, maxDurationSeconds: number | null): number | null {
  const fromDuration = t.durationSeconds === null ? null : recordedCallSeconds(t.durationSeconds, maxDurationSeconds);
  if (fromDuration !== null) return fromDuration;
  const start = t.startedAt ?? startedAt;
  if (start && t.endedAt) return recordedCallSeconds((t.endedAt.getTime() - start.getTime()) / 1000, maxDurationSeconds);
  return null;
}

/**
 * Applies the provider's own timing of a finished call (Vapi's end-of-call report), whichever came first, the report
 * or the status update that ended the call. A call ended by the status update was settled on our clock; the report's
 * times replace those, and the charge is set again to what the reported duration costs: the call's one ledger entry
 * is corrected in place (the ledger keeps one entry per call) and the balance moves by the difference. The charge is
 * a value, not an addition, so a repeated report changes nothing. It never exceeds what the call held (the price of
 * its max duration), and an increase never takes more than the money other live calls leave free, so the balance
 * still never drops below what they hold. Only an answered call is re-timed: a call that ended unanswered keeps its
 * outcome and costs nothing.
 */
export async function applyReportedTiming(tx: Tx, callId: number, timing: ReportedTiming, at: Date): Promise<void> {
  const call = await findCall(tx, callId, { lock: true });
  if (!call || !isTerminal(call.status) || !call.startedAt) return;
  const startedAt = timing.startedAt ?? call.startedAt;
  const seconds = reportedSeconds(timing, startedAt, call.maxDurationSeconds);
  if (seconds === null) return;
  const endedAt = timing.endedAt ?? call.endedAt;
  const sameTimes = seconds === call.durationSeconds && startedAt.getTime() === call.startedAt.getTime()
    && (endedAt?.getTime() ?? null) === (call.endedAt?.getTime() ?? null);
  if (sameTimes) return;

  const set: Partial<typeof calls.$inferInsert> = { durationSeconds: seconds, startedAt, endedAt, updatedAt: at };
  const charged = call.costCents ?? 0;
  // A call placed before holds existed has no max duration: its cost is not bounded by a hold, and it keeps its charge.
  const cap = call.maxDurationSeconds === null ? charged : callCostCents(call.maxDurationSeconds, call.rateCents);
  let charge = settledChargeCents(callCostCents(seconds, call.rateCents), cap);
  if (charge !== charged) {
    const funds = await lockAccountFunds(tx, call.accountId);
    if (charge > charged) {
      const free = Math.max(0, availableCents(funds));
      if (charge - charged > free) {
        logger.warn('reported duration costs more than the wallet has free; charged what it has', { call_id: call.id, owed_cents: charge - charged, free_cents: free });
        charge = charged + free;
      }
    }
    const delta = charge - charged;
    if (delta !== 0) {
      await tx
        .update(accounts)
        .set({ walletBalanceCents: sql`${accounts.walletBalanceCents} - ${delta}` })
        .where(eq(accounts.id, call.accountId));
      await tx
        .update(walletLedger)
        .set({ amountCents: 0 - charge, balanceAfterCents: sql`${walletLedger.balanceAfterCents} - ${delta}` })
        .where(and(eq(walletLedger.callId, call.id), eq(walletLedger.kind, 'call_debit')));
      set.costCents = charge;
    }
  }
  const minutesDelta = billedMinutes(seconds) - billedMinutes(call.durationSeconds ?? 0);
  if (minutesDelta !== 0) {
    await tx.update(agents).set({ secondsUsed: sql`${agents.secondsUsed} + ${minutesDelta * 60}` }).where(eq(agents.id, call.agentId));
  }
  await tx.update(calls).set(set).where(eq(calls.id, call.id));
}
