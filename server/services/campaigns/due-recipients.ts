import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { calls, campaignRecipients } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { DbOrTx, Tx } from '../../db/types';
import { holdsCampaignSlot, statusesWhere } from '../calls/statuses';

/** The statuses of a call that holds a campaign slot and its number (holdsCampaignSlot), for SQL. */
export const campaignSlotStatuses = statusesWhere(holdsCampaignSlot);

/**
 * The due recipients of a campaign, the longest waiting first, up to `limit`, skipping a number with a call in flight
 * anywhere in the account (re-checked under the number's lock), as a subquery `due`. It reads its rows in order from
 * campaign_recipients_due_idx and stops at the limit, however many recipients the campaign has.
 */
export function dueRecipientsQuery(db: DbOrTx, campaign: { id: number; accountId: number }, limit: number, now: Date) {
  const r = campaignRecipients;
  return db
    .select({ id: r.id, phoneNumber: r.phoneNumber, contactId: r.contactId, attempts: r.attempts, lastCallId: r.lastCallId, nextAttemptAt: r.nextAttemptAt })
    .from(r)
    .where(and(
      eq(r.campaignId, campaign.id),
      // campaign_recipients_due_idx's own predicate, written out (not bound) so every plan can use the index.
      sql`(${r.status} = 'pending' or ${r.nextAttemptAt} is not null) and ${r.status} <> 'in_progress'`,
      or(sql`${r.nextAttemptAt} is null`, lte(r.nextAttemptAt, now)),
      sql`${r.phoneNumber} is not null`,
      sql`not exists (select 1 from ${calls} where ${calls.accountId} = ${campaign.accountId}
        and ${calls.phoneNumber} = ${r.phoneNumber}
        and ${inArray(calls.status, campaignSlotStatuses)})`,
    ))
    .orderBy(sql`${r.nextAttemptAt} asc nulls first`, asc(r.id))
    .limit(limit)
    .as('due');
}

export interface DueRecipient {
  id: number;
  phoneNumber: string;
  contactId: number | null;
  attempts: number;
  lastCallId: number | null;
}

/**
 * Up to `limit` due recipients, the longest waiting first, skipping a number with a call in flight anywhere in the
 * account; with their numbers taken for this transaction, as the dial takes them, in the same statement: the
 * recipients whose number it took, in order, one per number. The locks are only tried: a number another campaign's
 * pass or a dial holds is left for a later pass instead of waited for (two passes taking numbers in different orders
 * would otherwise deadlock). They are taken on the limited rows only (the subquery's LIMIT comes first), and whether
 * a number is free is read again after they are held (readCalleeFacts' `busy`), so it sees every call placed under them.
 */
export async function takeDueNumbers(tx: Tx, campaign: { id: number; accountId: number }, limit: number, now: Date): Promise<DueRecipient[]> {
  const due = dueRecipientsQuery(tx, campaign, limit, now);
  const rows = rowsOf<{ id: number; phone: string; contact_id: number | null; attempts: number; last_call_id: number | null; locked: boolean }>(await tx.execute(sql`
    select due.id, due.phone_number as phone, due.contact_id, due.attempts, due.last_call_id,
      pg_try_advisory_xact_lock(${campaign.accountId}, hashtext(due.phone_number)) as locked
    from ${due} order by due.next_attempt_at asc nulls first, due.id`));
  const seen = new Set<string>();
  return rows
    .filter((row) => row.locked && !seen.has(row.phone) && seen.add(row.phone))
    .map((row) => ({
      id: Number(row.id), phoneNumber: row.phone, contactId: row.contact_id === null ? null : Number(row.contact_id),
      attempts: Number(row.attempts), lastCallId: row.last_call_id === null ? null : Number(row.last_call_id),
    }));
}

