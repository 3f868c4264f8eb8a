import { and, eq, sql } from 'drizzle-orm';
import { campaignRecipients, campaigns, jobs, type CallStatus, type RecipientStatus } from '../../db/schema';
import type { Tx } from '../../db/types';
import { shouldRetry } from '../calls/retries';
import type { CallRow } from '../calls/call-row';
import { campaignTick } from './jobs';

/**
 * A campaign call reached a terminal status (called by the calls lifecycle in the same transaction). The
 * recipient follows its latest attempt: its status becomes the call's outcome, and when the campaign's retry
 * policy redials it, `next_attempt_at` says when the dispatch places the next attempt. A call the wallet could
 * not pay returns the recipient to `pending` (the dispatch then pauses the campaign); one the do-not-call list
 * stopped is skipped (skipped_do_not_call), and one whose consent was gone at its dial too (skipped_no_consent). (The contact's status follows the call in the calls lifecycle, as for any call.) The campaign row is not locked here
 * (the dispatch holds it while it waits for number locks that this transaction may hold): a nudge tick, due
 * now, does what follows under that lock (fill the slot, pause, complete).
 */
export async function campaignCallEnded(tx: Tx, call: CallRow, at: Date): Promise<void> {
  if (call.campaignId === null) return;
  // Both reads in one round trip (statements of one transaction pipeline on its connection).
  const [[recipient], [campaign]] = await Promise.all([
    tx.select().from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, call.campaignId), eq(campaignRecipients.lastCallId, call.id))),
    tx.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, call.campaignId)),
  ]);
  if (!recipient) return;

  const set: Partial<typeof campaignRecipients.$inferInsert> = { endedReason: call.endedReason, nextAttemptAt: null, waitReason: null, updatedAt: at };
  if (call.endedReason === 'insufficient_funds') {
    set.status = 'pending';
    set.nextAttemptAt = at;
    // Never dialed: not an attempt.
    set.attempts = Math.max(0, recipient.attempts - 1);
  } else if (call.endedReason === 'do_not_call' || call.endedReason === 'opted_out' && call.status === 'canceled') {
    set.status = 'skipped_do_not_call';
  } else if (call.endedReason === 'no_consent') {
    set.status = 'skipped_no_consent';
  } else if (call.status === 'canceled' && call.failureReason === 'destination_not_allowed') {
    // The destination policy changed after the dispatch placed it: the dial refused it, as the resolution would.
    set.status = 'skipped_destination_not_allowed';
  } else {
    set.status = recipientStatusOf(call.status);
    if (campaign && (campaign.status === 'running' || campaign.status === 'paused') && shouldRetry(call, call.retryPolicy)) {
      set.nextAttemptAt = new Date((call.endedAt ?? at).getTime() + call.retryPolicy.delay_minutes * 60_000);
    }
  }
  await Promise.all([
    tx.update(campaignRecipients).set(set).where(eq(campaignRecipients.id, recipient.id)),
    nudgeCampaign(tx, call.campaignId, at),
  ]);
}

function recipientStatusOf(status: CallStatus): RecipientStatus {
  switch (status) {
    case 'completed': case 'voicemail': case 'busy': case 'no_answer': case 'failed': case 'canceled':
      return status;
    default:
      return 'failed';
  }
}

/**
 * How long a freed slot waits for others before its pass: calls of a busy campaign end every few tens of
 * milliseconds, and a pass that fills several slots costs little more than one that fills one.
 */
const NUDGE_GATHER_MS = 50;

/**
 * Enqueues a nudge tick due NUDGE_GATHER_MS after the call ended, unless one is already waiting unclaimed: that one's pass, which runs after this
 * transaction commits or sees it committed when it reads, fills every slot freed by then, so calls ending together
 * cost one pass instead of one each. (A pass claimed in between that read before this commit leaves the slot to
 * the next nudge or the heartbeat.)
 */
async function nudgeCampaign(tx: Tx, campaignId: number, endedAt: Date): Promise<void> {
  const at = new Date(endedAt.getTime() + NUDGE_GATHER_MS);
  const payload = JSON.stringify(campaignTick.payload.parse({ campaign_id: campaignId }));
  await tx.execute(sql`
    insert into ${jobs} (kind, payload, run_at)
    select ${campaignTick.kind}, ${payload}::jsonb, ${at.toISOString()}::timestamptz
    where not exists (
      select 1 from ${jobs} where kind = ${campaignTick.kind} and done_at is null and locked_until is null
        and payload = ${payload}::jsonb and run_at <= ${at.toISOString()}::timestamptz
    )`);
}
