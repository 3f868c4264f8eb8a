import { and, eq, inArray, sql } from 'drizzle-orm';
import { config, publicBaseUrl } from '../../config';
import { blockingStatuses, messages, waitingMessageStatuses, type MessageChannel, type MessageKind } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { normalizePhone } from '../../lib/phone';
import { locateCallee } from '../compliance/callee';
import { icsUrl, type AgentRef, type EventRow } from '../calendar/dto';
import { emailFrom } from '../providers/emails';
import { newMessageId } from './dto';
import { emailFor, smsFor, type NotificationText } from './email-bodies';
import { renderInvitation } from './invitation-ics';
import { queueSend } from './jobs-kind';
import { latestLawfulMoment, REMINDER_EARLIEST_MS } from './lawful-moment';
import type { SkipReason } from './schema';
import { businessOf, contactOf, textSenderOf } from './senders';
import { judgeText } from './text-gate';

type NoticeKind = Extract<MessageKind, 'confirmation' | 'update' | 'cancellation' | 'reminder'>;

const isBlocking = (status: string) => (blockingStatuses as readonly string[]).includes(status);
const moved = (a: EventRow, b: EventRow) => a.startTime.getTime() !== b.startTime.getTime() || a.endTime.getTime() !== b.endTime.getTime()
  || a.title !== b.title || (a.location ?? '') !== (b.location ?? '');

/** What a change of an event tells its customer: nothing, or a confirmation, an update or a cancellation. */
export function noticeFor(event: EventRow, before: EventRow | null): Exclude<NoticeKind, 'reminder'> | null {
  if (!event.sendNotifications) return null;
  if (!before || !before.sendNotifications) return isBlocking(event.status) ? 'confirmation' : null;
  if (isBlocking(before.status) && event.status === 'cancelled') return 'cancellation';
  if (isBlocking(event.status) && !isBlocking(before.status)) return 'confirmation';
  return isBlocking(event.status) && moved(before, event) ? 'update' : null;
}

interface Recipient { channel: MessageChannel; to: string; from: string; contactId: number | null; zone: string }

/**
 * In the event's own transaction: the messages its change owes the customer (extensions §13). A confirmation, an
 * update or a cancellation goes now to each address the event has (email, phone), replacing any of them still
 * waiting; the reminder of each channel is kept at start − remind_before_minutes (a text's at the latest lawful
 * moment before that) while the event is booked with reminders on, and dropped otherwise. Each message is a row
 * and a send job, so it exists exactly when the change does.
 */
export async function queueEventNotices(tx: DbOrTx, event: EventRow, before: EventRow | null, agent: AgentRef | null, now: Date): Promise<void> {
  const notice = noticeFor(event, before);
  const remind = event.sendNotifications && isBlocking(event.status) && event.isReminderEnabled && event.startTime > now;
  const waiting = await tx.select({ id: messages.id, kind: messages.kind, channel: messages.channel }).from(messages)
    .where(and(eq(messages.eventId, event.id), inArray(messages.status, [...waitingMessageStatuses]))).for('update');
  if (!notice && !remind && !waiting.length) return;

  const skip = async (ids: number[], reason: SkipReason) => {
    if (ids.length) await tx.update(messages).set({ status: 'skipped', skipReason: reason, updatedAt: now }).where(inArray(messages.id, ids));
  };
  const staleReminders = waiting.filter((w) => w.kind === 'reminder');
  if (notice) await skip(waiting.filter((w) => w.kind !== 'reminder').map((w) => w.id), 'superseded');
  if (!remind) {
    const reason: SkipReason = event.status === 'cancelled' ? 'event_cancelled' : !event.sendNotifications ? 'notifications_off' : !isBlocking(event.status) || event.startTime <= now ? 'event_started' : 'reminder_off';
    await skip(staleReminders.map((w) => w.id), reason);
  }
  if (!notice && !remind) return;

  const business = await businessOf(tx, event.accountId);
  const recipients = await recipientsOf(tx, event, agent, business);
  for (const r of recipients) {
    if (notice) await insertNotice(tx, event, r, notice, business.name, now, now);
    if (!remind) continue;
    const existing = staleReminders.find((w) => w.channel === r.channel);
    // A reminder already sent (or skipped) for this same time is not owed again after an unrelated change.
    if (!existing && before && before.sendNotifications && before.isReminderEnabled && isBlocking(before.status)
      && before.startTime.getTime() === event.startTime.getTime() && before.remindBeforeMinutes === event.remindBeforeMinutes) continue;
    const moment = new Date(Math.max(event.startTime.getTime() - event.remindBeforeMinutes * 60_000, now.getTime()));
    let dueAt: Date | null = moment;
    if (r.channel === 'sms' && moment > now) {
      const judged = await judgeText(tx, { accountId: event.accountId, to: r.to, contactId: r.contactId, purpose: 'informational', at: moment, bookingNotice: true });
      const earliest = new Date(Math.max(now.getTime(), event.startTime.getTime() - REMINDER_EARLIEST_MS));
      dueAt = judged.answer.verdict === 'refuse' ? moment : latestLawfulMoment(judged.rules, earliest, moment);
    }
    if (existing) await tx.delete(messages).where(eq(messages.id, existing.id));
    await insertNotice(tx, event, r, 'reminder', business.name, dueAt ?? moment, now, dueAt ? null : 'quiet_hours');
  }
}

async function recipientsOf(tx: DbOrTx, event: EventRow, agent: AgentRef | null, business: { name: string; zone: string }): Promise<Recipient[]> {
  const out: Recipient[] = [];
  if (event.customerEmail) {
    const contact = await contactOf(tx, event.accountId, { email: event.customerEmail });
    out.push({ channel: 'email', to: event.customerEmail, from: emailFrom(config, business.name), contactId: contact?.id ?? null, zone: contact?.timezone ?? business.zone });
  }
  const phone = event.customerPhone ? normalizePhone(event.customerPhone) : null;
  if (phone) {
    const contact = await contactOf(tx, event.accountId, { phone });
    const from = await textSenderOf(tx, event.accountId, agent?.id ?? event.aiAgentId);
    const zone = contact?.timezone ?? (await locateCallee(phone, null, business.zone)).zones[0] ?? business.zone;
    out.push({ channel: 'sms', to: phone, from: from ?? '', contactId: contact?.id ?? null, zone });
  }
  return out;
}

/** Writes one notice (its bodies made now, from the event as it is) and its send job; a skipped one has no job. */
async function insertNotice(
  tx: DbOrTx, event: EventRow, r: Recipient, kind: NoticeKind, businessName: string, dueAt: Date, now: Date, skipReason: SkipReason | null = null,
): Promise<string> {
  const link = `${publicBaseUrl()}${icsUrl(event.uuid)}`;
  const text: NotificationText = {
    kind, businessName, customerName: event.customerName || null, title: event.title, start: event.startTime, end: event.endTime,
    timeZone: r.zone, icsUrl: link, location: event.location,
  };
  const messageId = newMessageId();
  const noSender = r.channel === 'sms' && !r.from;
  const reason = skipReason ?? (noSender ? 'no_sender' : null);
  const base = {
    messageId, accountId: event.accountId, channel: r.channel, toAddress: r.to, fromAddress: r.from, purpose: 'informational' as const,
    kind, eventId: event.id, contactId: r.contactId, eventSequence: event.sequence, dueAt, createdAt: now, updatedAt: now,
    status: reason ? 'skipped' as const : 'queued' as const, skipReason: reason,
  };
  if (r.channel === 'email') {
    const email = emailFor(text);
    const method = kind === 'cancellation' ? 'CANCEL' as const : 'REQUEST' as const;
    const ics = renderInvitation({
      uuid: event.uuid, title: event.title, description: event.description || null, location: event.location,
      start: event.startTime, end: event.endTime, sequence: event.sequence, status: event.status,
      remindBeforeMinutes: event.isReminderEnabled ? event.remindBeforeMinutes : null,
      organizer: { name: businessName, email: addressOf(r.from) }, attendee: { name: event.customerName || null, email: r.to },
      url: link, now,
    }, method);
    await tx.insert(messages).values({ ...base, subject: email.subject, body: email.text, html: email.html, ics, icsMethod: method });
  } else {
    await tx.insert(messages).values({ ...base, body: smsFor(text) });
  }
  if (!reason) await queueSend(tx, messageId, dueAt);
  return messageId;
}

/** The bare address of a From that may carry a display name. */
const addressOf = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;

/** Ends the waiting messages of events, in their transaction (a deletion of the event). */
export async function skipWaitingOfEvent(tx: DbOrTx, eventId: number, reason: SkipReason, now: Date): Promise<void> {
  await tx.update(messages).set({ status: 'skipped', skipReason: reason, updatedAt: now })
    .where(and(eq(messages.eventId, eventId), sql`${messages.status} in ('queued', 'held')`));
}
