import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { calls, contactPhoneNumbers, contacts, crmCallNotes, crmConnections, doNotCallChanges } from '../../db/schema';
import type { Database } from '../../db/types';
import { defineJob, enqueueJob, enqueueJobs } from '../../outbox/jobs';
import { CrmAuthError, type CrmCredentials, CrmRateLimitedError, type CrmProvider } from '../providers/crm-port';
import { crmProviderFor } from '../providers/crms';
import { bumpCounts } from './apply-contact';
import { analysisFields, bookingsOf, noteOf } from './call-outcome';
import { externalIdIn, linkedIn } from './external-id';
import { freshCrmCredentials } from './credentials';
import type { CrmConnectionRow } from './dto';
import { markCrmFailing, recordCrmFailure } from './health';
import { crmPushKind } from './job-kinds';

/** How often the write-back looks at a connection when nothing brings it forward. */
export const PUSH_INTERVAL_MS = 60_000;
/** Opt-outs and notes one run writes at most (the next run takes the rest). */
const BATCH = 50;

/**
 * Writes the opt-outs taken here back to the CRM: each number added to the do-not-call list since the watermark
 * (by an agent's opt-out tool, a STOP text, a person, the API; not those that came from the CRM) becomes DND on
 * calls and texts on every CRM contact holding it. The watermark moves after each number, so a retry resumes at the
 * first number not yet written.
 */
async function pushOptOuts(db: Database, c: CrmConnectionRow, driver: CrmProvider, credentials: CrmCredentials): Promise<number> {
  const changes = await db.select({ id: doNotCallChanges.id, number: doNotCallChanges.number }).from(doNotCallChanges)
    .where(and(eq(doNotCallChanges.accountId, c.accountId), gt(doNotCallChanges.id, c.optOutWatermark), eq(doNotCallChanges.action, 'added'),
      sql`${doNotCallChanges.source} <> 'crm'`))
    .orderBy(asc(doNotCallChanges.id)).limit(BATCH);
  let pushed = 0;
  for (const change of changes) {
    const linked = await db.selectDistinct({ externalId: externalIdIn(c.provider) }).from(contactPhoneNumbers)
      .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
      .where(and(eq(contactPhoneNumbers.accountId, c.accountId), eq(contactPhoneNumbers.phoneNumber, change.number), linkedIn(c.provider)));
    for (const l of linked) {
      await driver.setDoNotDisturb(credentials, l.externalId);
      pushed += 1;
    }
    await db.update(crmConnections).set({ optOutWatermark: change.id }).where(eq(crmConnections.id, c.id));
    if (pushed) await bumpCounts(db, c.id, { pushed: linked.length });
  }
  return pushed;
}

/**
 * One note per finished call on its CRM contact (outcome, summary, bookings, recording), for calls ended since the
 * connection was made, with the call's analysis values written to the fields the map ties to their variables. The call is claimed
 * in crm_call_notes before the note is written and the note's id kept after, so a retried run skips it: only a
 * crash between the CRM's answer and that update can leave a claim without an id, and such a claim is not retried
 * (a missing note is better than two).
 */
async function pushCallNotes(db: Database, c: CrmConnectionRow, driver: CrmProvider, credentials: CrmCredentials): Promise<number> {
  const due = await db.select({
    id: calls.id, callId: calls.callId, status: calls.status, endedReason: calls.endedReason, summary: calls.summary, recordingUrl: calls.recordingUrl,
    endedAt: calls.endedAt, analysis: calls.analysis, externalId: externalIdIn(c.provider),
  }).from(calls).innerJoin(contacts, eq(contacts.id, calls.contactId))
    .where(and(eq(calls.accountId, c.accountId), isNotNull(calls.endedAt), gt(calls.endedAt, c.createdAt), linkedIn(c.provider),
      sql`not exists (select 1 from ${crmCallNotes} where ${crmCallNotes.connectionId} = ${c.id} and ${crmCallNotes.callId} = ${calls.callId})`))
    .orderBy(asc(calls.endedAt)).limit(BATCH);
  const booked = await bookingsOf(db, c.accountId, due.map((d) => d.id));
  let written = 0;
  for (const call of due) {
    const [claimed] = await db.insert(crmCallNotes).values({ connectionId: c.id, callId: call.callId }).onConflictDoNothing().returning();
    if (!claimed) continue;
    let note: { id: string };
    try {
      // The fields first: writing them again is harmless, so a note refused after them only repeats them.
      const fields = analysisFields(c.fieldMap, call.analysis);
      if (Object.keys(fields).length) await driver.updateFields(credentials, call.externalId, fields);
      note = await driver.addNote(credentials, call.externalId, noteOf(call, booked.get(call.id)));
    } catch (err) {
      // Refused before anything was written: the claim goes, so the next run tries again.
      await db.delete(crmCallNotes).where(and(eq(crmCallNotes.connectionId, c.id), eq(crmCallNotes.callId, call.callId)));
      throw err;
    }
    await db.update(crmCallNotes).set({ noteId: note.id }).where(and(eq(crmCallNotes.connectionId, c.id), eq(crmCallNotes.callId, call.callId)));
    written += 1;
  }
  return written;
}

/** One write-back run: a 429 brings the next run to its Retry-After; a refused token marks the connection. */
export async function runCrmPush(db: Database, connectionId: number, now: Date): Promise<{ optOuts: number; notes: number } | null> {
  const [c] = await db.select().from(crmConnections).where(eq(crmConnections.id, connectionId));
  if (!c || c.status !== 'active' || c.direction === 'from_crm') return null;
  const driver = crmProviderFor(c.provider);
  try {
    const credentials = await freshCrmCredentials(db, c, now);
    const optOuts = await pushOptOuts(db, c, driver, credentials);
    const notes = await pushCallNotes(db, c, driver, credentials);
    return { optOuts, notes };
  } catch (err) {
    if (err instanceof CrmRateLimitedError) {
      await enqueueJob(db, crmPushKind, { connection_id: c.id }, { runAt: new Date(now.getTime() + err.retryAfterMs) });
      return { optOuts: 0, notes: 0 };
    }
    if (err instanceof CrmAuthError) {
      await markCrmFailing(db, c.id, 'needs_reauth', `${c.provider} refused the credentials: connect it again.`, now);
      return null;
    }
    await recordCrmFailure(db, c.id, err instanceof Error ? err.message.slice(0, 300) : String(err), now);
    throw err;
  }
}

export const crmPushJob = defineJob(crmPushKind, async (db, p, ctx) => {
  await runCrmPush(db, p.connection_id, ctx.now);
});

/**
 * The write-back's floor: connections due get a push job, each claimed by moving its next run an interval ahead in
 * the same statement (SKIP LOCKED), so two processes never queue the same one.
 */
export async function queueDueCrmPushes(db: Database, now: Date): Promise<number> {
  const due = rowsOf<{ id: number }>(await db.execute(sql`
    update crm_connections set next_push_at = ${new Date(now.getTime() + PUSH_INTERVAL_MS).toISOString()}::timestamptz
    where id in (
      select id from crm_connections
      where status = 'active' and direction <> 'from_crm' and next_push_at <= ${now.toISOString()}::timestamptz
      order by next_push_at limit 50 for update skip locked)
    returning id`));
  await enqueueJobs(db, crmPushKind, due.map((r) => ({ payload: { connection_id: Number(r.id) }, runAt: now })));
  return due.length;
}
