import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { calendarEvents, calls, consents, doNotCallNumbers, messages } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import { recordAudit } from '../audit/log';
import { getContact } from '../contacts/read';
import type { ContactExport } from './schema';

const isoOrNull = (d: Date | null) => (d ? toIso(d) : null);

/**
 * GET /api/v1/contacts/{id}/export: everything stored about a person, as one document (a subject access request's
 * answer): the contact with its numbers and variables, the consents and do-not-call entries of its numbers, its calls
 * with their transcripts, the messages to and from it, and the bookings made with it. The contact must be one the
 * actor sees (else 404); the export is written to the audit log.
 */
export async function exportContact(db: DbOrTx, actor: Actor, contactId: number, now = new Date()): Promise<ContactExport> {
  const contact = await getContact(db, actor, contactId);
  const numbers = contact.phone_numbers.map((p) => p.phone_number);
  const accountId = actor.accountId;
  const addresses = [...numbers, ...(contact.email ? [contact.email] : [])];
  const [consentRows, dncRows, callRows, messageRows, bookingRows] = await Promise.all([
    db.select().from(consents).where(and(eq(consents.accountId, accountId),
      or(eq(consents.contactId, contactId), numbers.length ? inArray(consents.phoneNumber, numbers) : undefined))).orderBy(asc(consents.id)),
    numbers.length
      ? db.select().from(doNotCallNumbers).where(and(eq(doNotCallNumbers.accountId, accountId), inArray(doNotCallNumbers.number, numbers)))
      : Promise.resolve([]),
    db.select().from(calls).where(and(eq(calls.accountId, accountId),
      or(eq(calls.contactId, contactId), numbers.length ? inArray(calls.phoneNumber, numbers) : undefined))).orderBy(asc(calls.id)),
    db.select().from(messages).where(and(eq(messages.accountId, accountId), or(eq(messages.contactId, contactId),
      addresses.length ? inArray(messages.toAddress, addresses) : undefined, addresses.length ? inArray(messages.fromAddress, addresses) : undefined)))
      .orderBy(asc(messages.id)),
    addresses.length
      ? db.select().from(calendarEvents).where(and(eq(calendarEvents.accountId, accountId), or(
        contact.email ? sql`lower(${calendarEvents.customerEmail}) = lower(${contact.email})` : undefined,
        numbers.length ? inArray(calendarEvents.customerPhone, numbers) : undefined,
      ))).orderBy(asc(calendarEvents.startTime))
      : Promise.resolve([]),
  ]);
  await recordAudit(db, accountId, actor, { action: 'contact.exported', subjectType: 'contact', subjectId: contactId });
  return {
    exported_at: toIso(now),
    contact,
    consents: consentRows.map((c) => ({
      id: c.id, phone_number: c.phoneNumber, kind: c.kind, scope: c.scope, source: { ...c.source }, seller: c.seller,
      captured_at: toIso(c.capturedAt), expires_at: isoOrNull(c.expiresAt), revoked_at: isoOrNull(c.revokedAt), revoked_via: c.revokedVia,
    })),
    do_not_call: dncRows.map((d) => ({ number: d.number, reason: d.reason, created_at: toIso(d.createdAt) })),
    calls: callRows.map((c) => ({
      call_id: c.callId, status: c.status, direction: c.type, phone_number: c.phoneNumber, created_at: toIso(c.createdAt),
      ended_at: isoOrNull(c.endedAt), duration_seconds: c.durationSeconds, variables: c.variables, transcript: c.transcript ?? null,
      summary: c.summary, recording_url: c.recordingUrl, analysis: c.analysis ?? null,
    })),
    messages: messageRows.map((m) => ({
      message_id: m.messageId, channel: m.channel, direction: m.direction, to: m.toAddress, from: m.fromAddress, status: m.status,
      subject: m.subject, body: m.body, created_at: toIso(m.createdAt),
    })),
    bookings: bookingRows.map((e) => ({
      uuid: e.uuid, title: e.title, status: e.status, start_time: toIso(e.startTime), end_time: toIso(e.endTime),
      customer_name: e.customerName, customer_email: e.customerEmail, customer_phone: e.customerPhone, customer_notes: e.customerNotes,
    })),
  };
}
