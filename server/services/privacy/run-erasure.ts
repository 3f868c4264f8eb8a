import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  calendarEvents, calls, campaignRecipients, campaigns, consentChanges, consents, contactImports, contactPhoneNumbers,
  contacts, doNotCallChanges, doNotCallNumbers, erasures, messages, toolInvocations, type ErasureReceipt,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { Database, Tx } from '../../db/types';
import { defineJob, enqueueJob, enqueueJobs } from '../../outbox/jobs';
import { recordAudit } from '../audit/log';
import { statusesWhere, countsTowardLiveCap } from '../calls/statuses';
import { numberHashOf } from '../compliance/number-hash';
import { providerArtifactsDelete } from '../retention/provider-delete';
import { contactErasureKind } from './erasure-kind';
import { needlesOf, patternOf, type Person } from './scrub';
import { scrubEverywhere } from './scrub-places';

/** How long an erasure waits before it looks again at a live call with the person. */
export const LIVE_CALL_RECHECK_MS = 30_000;
const liveStatuses = statusesWhere(countsTowardLiveCap);

/**
 * Carries out an erasure: while a call with the person is live (queued with the provider, ringing, in progress) it
 * waits (`waiting_for_call`) and looks again later, since the call's own reports would write the person back; then
 * one transaction removes the person everywhere and records the receipt, so a crash leaves either all of it or none.
 * What stays, as the law asks of a business that called: each call's and consent's fact and time, with the number
 * replaced by its keyed hash, and the do-not-call entry as that hash.
 */
export async function runErasure(db: Database, erasureId: number, now: Date): Promise<void> {
  const [erasure] = await db.select().from(erasures).where(eq(erasures.id, erasureId));
  if (!erasure || erasure.status === 'done') return;
  const person = await personOf(db, erasure.accountId, erasure.contactId);
  if (person && await hasLiveCall(db, erasure.accountId, erasure.contactId, person.numbers)) {
    await db.transaction(async (tx) => {
      await tx.update(erasures).set({ status: 'waiting_for_call' }).where(eq(erasures.id, erasureId));
      await enqueueJob(tx, contactErasureKind, { erasure_id: erasureId }, { runAt: new Date(now.getTime() + LIVE_CALL_RECHECK_MS) });
    });
    return;
  }
  await db.update(erasures).set({ status: 'running' }).where(and(eq(erasures.id, erasureId), sql`${erasures.status} <> 'done'`));
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(erasures).where(eq(erasures.id, erasureId)).for('update');
    if (locked.status === 'done') return;
    // Read again under the lock: a call placed since is refused by the do-not-call hash, but one could have gone live.
    const current = await personOf(tx, locked.accountId, locked.contactId);
    if (current && await hasLiveCall(tx, locked.accountId, locked.contactId, current.numbers)) {
      await tx.update(erasures).set({ status: 'waiting_for_call' }).where(eq(erasures.id, erasureId));
      await enqueueJob(tx, contactErasureKind, { erasure_id: erasureId }, { runAt: new Date(now.getTime() + LIVE_CALL_RECHECK_MS) });
      return;
    }
    const receipt = current ? await erasePerson(tx, locked.accountId, locked.contactId, current) : { contact: 0 };
    await tx.update(erasures).set({ status: 'done', receipt, finishedAt: now }).where(eq(erasures.id, erasureId));
    await recordAudit(tx, locked.accountId, null, {
      action: 'contact.erased', subjectType: 'contact', subjectId: locked.contactId, details: { erasure_id: erasureId, receipt },
    });
  });
}

export const contactErasureJob = defineJob(contactErasureKind, (db, payload, ctx) => runErasure(db, payload.erasure_id, ctx.now));

async function personOf(db: Database | Tx, accountId: number, contactId: number): Promise<Person | null> {
  const [c] = await db.select().from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)));
  if (!c) return null;
  const phones = await db.select({ n: contactPhoneNumbers.phoneNumber }).from(contactPhoneNumbers).where(eq(contactPhoneNumbers.contactId, contactId));
  return { firstName: c.firstName, lastName: c.lastName, email: c.email, numbers: [...new Set(phones.map((p) => p.n))] };
}

const callsOf = (accountId: number, contactId: number, numbers: string[]): SQL =>
  and(eq(calls.accountId, accountId), or(eq(calls.contactId, contactId), numbers.length ? inArray(calls.phoneNumber, numbers) : undefined))!;

async function hasLiveCall(db: Database | Tx, accountId: number, contactId: number, numbers: string[]): Promise<boolean> {
  const [live] = await db.select({ id: calls.id }).from(calls)
    .where(and(callsOf(accountId, contactId, numbers), inArray(calls.status, liveStatuses))).limit(1);
  return Boolean(live);
}

async function erasePerson(tx: Tx, accountId: number, contactId: number, person: Person): Promise<ErasureReceipt> {
  // The consents' guard lets this transaction replace their numbers by hashes and clear their free text (0053).
  await tx.execute(sql`select set_config('switchboard.erasing', 'on', true)`);
  const receipt: ErasureReceipt = { contact: 1, phone_numbers: person.numbers.length };
  const addresses = [...person.numbers, ...(person.email ? [person.email] : [])];

  // Calls: their content goes; the fact and time of each dial stay, under the number's hash.
  const personCalls = await tx.select({ id: calls.id, provider: calls.provider, providerCallId: calls.providerCallId })
    .from(calls).where(callsOf(accountId, contactId, person.numbers));
  const callIds = personCalls.map((c) => c.id);
  receipt.calls = callIds.length;
  // The provider keeps its own recording and transcript of each call: ask it to delete them, in this transaction, so
  // an erasure that is done has always asked (the retention purge's job, retried until the provider answers).
  const atProvider = personCalls.filter((c) => c.providerCallId);
  await enqueueJobs(tx, providerArtifactsDelete, atProvider.map((c) => ({
    payload: { call_id: c.id, provider: c.provider, provider_call_id: c.providerCallId! },
  })));
  receipt.provider_deletions = atProvider.length;
  if (callIds.length) {
    await tx.update(calls).set({
      contactName: null, contactEmail: null, variables: {}, instructions: '', firstMessage: '', transcript: null,
      recordingUrl: null, summary: null, analysis: null, voicemail: null, transferredToName: null,
    }).where(inArray(calls.id, callIds));
    receipt.tool_invocations = (await tx.update(toolInvocations).set({ arguments: {}, result: {} })
      .where(inArray(toolInvocations.callId, callIds)).returning({ id: toolInvocations.id })).length;
  }
  for (const n of person.numbers) {
    const { hash } = numberHashOf(n);
    await tx.update(calls).set({ phoneNumber: hash }).where(and(eq(calls.accountId, accountId), eq(calls.phoneNumber, n)));
    await tx.update(calls).set({ fromNumber: hash }).where(and(eq(calls.accountId, accountId), eq(calls.fromNumber, n)));
    receipt.consents = (receipt.consents ?? 0) + (await tx.update(consents).set({ phoneNumber: hash, source: sql`jsonb_build_object('type', ${consents.source} -> 'type')`, revokedNote: null })
      .where(and(eq(consents.accountId, accountId), eq(consents.phoneNumber, n))).returning({ id: consents.id })).length;
    await tx.update(consentChanges).set({ phoneNumber: hash, note: null })
      .where(and(eq(consentChanges.accountId, accountId), eq(consentChanges.phoneNumber, n)));
    await tx.update(doNotCallChanges).set({ number: hash, reason: null })
      .where(and(eq(doNotCallChanges.accountId, accountId), eq(doNotCallChanges.number, n)));
    await tx.delete(doNotCallNumbers).where(and(eq(doNotCallNumbers.accountId, accountId), eq(doNotCallNumbers.number, n)));
    await tx.update(campaignRecipients).set({ phoneNumber: hash })
      .where(and(eq(campaignRecipients.phoneNumber, n), inArray(campaignRecipients.campaignId, tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.accountId, accountId)))));
  }

  // Messages to and from the person: addresses become hashes (numbers) or blanks (the email), bodies go.
  const personMessages = await tx.select({ id: messages.id, to: messages.toAddress, from: messages.fromAddress }).from(messages)
    .where(and(eq(messages.accountId, accountId), or(eq(messages.contactId, contactId), addresses.length ? inArray(messages.toAddress, addresses) : undefined,
      addresses.length ? inArray(messages.fromAddress, addresses) : undefined)));
  const blankAddress = (a: string) => (person.numbers.includes(a) ? numberHashOf(a).hash : a === person.email ? '[erased]' : a);
  for (const m of personMessages) {
    await tx.update(messages).set({ toAddress: blankAddress(m.to), fromAddress: blankAddress(m.from), subject: null, body: '', html: null, ics: null, error: null })
      .where(eq(messages.id, m.id));
  }
  receipt.messages = personMessages.length;

  // Bookings with the person keep their time (the business's calendar), not who they were with.
  receipt.bookings = (await tx.update(calendarEvents).set({ customerName: '', customerEmail: '', customerPhone: '', customerNotes: '' })
    .where(and(eq(calendarEvents.accountId, accountId), or(
      person.email ? sql`lower(${calendarEvents.customerEmail}) = lower(${person.email})` : undefined,
      person.numbers.length ? inArray(calendarEvents.customerPhone, person.numbers) : undefined,
    ) ?? sql`false`)).returning({ id: calendarEvents.id })).length;

  const needles = needlesOf(person);
  const pattern = patternOf(needles)!;
  receipt.imports_stopped = await stopImportsHolding(tx, accountId, pattern);

  // Whatever else still names them: events and deliveries, stored answers, titles, other calls' words.
  const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const strong = needlesOf({ ...person, firstName: fullName, lastName: null });
  for (const [table, n] of Object.entries(await scrubEverywhere(tx, accountId, contactId, strong, pattern))) receipt[`blanked_${table}`] = n;

  // The contact goes with its numbers and tags (cascade); calls and consents lose their link to it.
  await tx.delete(contacts).where(eq(contacts.id, contactId));
  return receipt;
}

/**
 * An import still under way whose stored file holds the person is stopped and its file deleted: its rows cannot be
 * taken out of a file the job reads by position without moving every row after them. Its counts and errors stay.
 */
async function stopImportsHolding(tx: Tx, accountId: number, pattern: RegExp): Promise<number> {
  const under = await tx.select({ id: contactImports.id }).from(contactImports)
    .where(and(eq(contactImports.accountId, accountId), inArray(contactImports.status, ['queued', 'running'])));
  let stopped = 0;
  for (const imp of under) {
    const pieces = rowsOf<{ text: string }>(await tx.execute(sql`
      select convert_from(bytes, 'UTF8') as text from contact_import_chunks where import_id = ${imp.id} order by seq`));
    // Pieces joined two at a time, so a row cut by a piece's boundary is still seen whole.
    const holds = pieces.some((p, i) => (pattern.lastIndex = 0, pattern.test((pieces[i - 1]?.text.slice(-4096) ?? '') + p.text)));
    pattern.lastIndex = 0;
    if (!holds) continue;
    await tx.execute(sql`delete from contact_import_chunks where import_id = ${imp.id}`);
    await tx.update(contactImports).set({
      status: 'failed', finishedAt: new Date(),
      failure: 'Stopped: the file held a person who was erased. Upload it again without them to import the rest.',
    }).where(eq(contactImports.id, imp.id));
    stopped++;
  }
  return stopped;
}
