import { and, eq, ne, sql } from 'drizzle-orm';
import { calls, consents, doNotCallNumbers, type ConsentRevokedVia } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { DbOrTx, Tx } from '../../db/types';
import { transitionCall } from '../calls/lifecycle';
import { awaitsDial } from '../calls/statuses';
import { recordConsentChanges, type ConsentChangeBy } from './changes';

export interface RevokeAllConsentsInput {
  accountId: number;
  /** E.164, as stored. */
  phoneNumber: string;
  /** How the person withdrew: the consents' `revoked_via`. */
  via: ConsentRevokedVia;
  note?: string | null;
  /** Who and through which door, for the change log; `callId` names the call the callee opted out in (left alone). */
  by: ConsentChangeBy;
  now?: Date;
}

export interface RevokeAllConsentsResult {
  /** The consents this opt-out revoked (those already revoked or of other numbers are untouched). */
  revokedConsentIds: number[];
  /** Public ids of the number's waiting calls and retries it canceled. */
  canceledCallIds: string[];
}

/**
 * An opt-out, whatever its door: in the caller's transaction, every consent of the number in the account not yet
 * revoked is revoked (one change-log line each), and the number's calls still waiting (`scheduled`, or `queued` and not
 * yet handed to the provider: retries among them) end `canceled`. Their ended_reason is `do_not_call` when the
 * number is on the account's do-not-call list by then (that door lists it first), else `no_consent`. The call
 * named by `by.callId` is the one the callee is on; it ends its own way.
 * Consents past their expiry are revoked with the active ones, so that every consent the number had shows the
 * withdrawal.
 */
export async function revokeAllConsents(tx: Tx, input: RevokeAllConsentsInput): Promise<RevokeAllConsentsResult> {
  const now = input.now ?? new Date();
  const note = input.note ?? null;
  await lockOptOut(tx, input.accountId, input.phoneNumber);
  // Rows are taken in id order, so two opt-outs of one number never lock them crosswise; a consent a concurrent
  // opt-out already revoked is re-read as revoked and left alone.
  const revoked = await tx.execute(sql`
    update ${consents} set revoked_at = ${now.toISOString()}::timestamptz, revoked_via = ${input.via}, revoked_note = ${note}
    where id in (
      select id from ${consents}
      where account_id = ${input.accountId} and phone_number = ${input.phoneNumber} and revoked_at is null
      order by id for update)
      and revoked_at is null
    returning id`);
  const revokedIds = rowsOfIds(revoked);
  await recordConsentChanges(
    tx,
    input.accountId,
    revokedIds.map((id) => ({ consentId: id, phoneNumber: input.phoneNumber, action: 'revoked' as const, note })),
    input.by,
  );

  const [listed] = await tx
    .select({ id: doNotCallNumbers.id })
    .from(doNotCallNumbers)
    .where(and(eq(doNotCallNumbers.accountId, input.accountId), eq(doNotCallNumbers.number, input.phoneNumber)));
  const endedReason = listed ? 'do_not_call' : 'no_consent';
  const waiting = await tx
    .select({ id: calls.id, callId: calls.callId })
    .from(calls)
    .where(and(
      eq(calls.accountId, input.accountId),
      eq(calls.phoneNumber, input.phoneNumber),
      input.by.callId ? ne(calls.callId, input.by.callId) : undefined,
      awaitsDial,
    ))
    .orderBy(calls.id)
    .for('update');
  const canceled: string[] = [];
  for (const w of waiting) {
    const ended = await transitionCall(tx, w.id, { to: 'canceled', at: now, endedReason, failureReason: endedReason });
    if (ended) canceled.push(w.callId);
  }
  return { revokedConsentIds: revokedIds, canceledCallIds: canceled };
}

/** Namespace of the advisory lock opt-outs of one number take. */
const OPT_OUT_LOCK = 23_007;

/**
 * Opt-outs of one number take turns, whole: a door takes this lock before its first write (the do-not-call entry,
 * the consent it reads), so two doors at once never hold each other's rows (the list's entry, the consents, the
 * calls, the account row a cancellation settles on) crosswise. Held until the transaction ends; taking it again
 * in the same transaction is free.
 */
export async function lockOptOut(tx: DbOrTx, accountId: number, phoneNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPT_OUT_LOCK}, hashtext(${`${accountId} ${phoneNumber}`}))`);
}

const rowsOfIds = (result: unknown) => rowsOf<{ id: number }>(result).map((r) => Number(r.id)).sort((a, b) => a - b);
