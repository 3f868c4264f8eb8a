import { and, eq, inArray } from 'drizzle-orm';
import { calendarEvents, messages, type MessagePurpose } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { logger } from '../../logger';
import { publicBaseUrl } from '../../config';
import { emailProvider } from '../providers/emails';
import { smsProvider } from '../providers/sms';
import type { RefusalCode } from '../compliance/gate';
import type { MessageRow } from './dto';
import { queueSend } from './jobs-kind';
import type { SkipReason } from './schema';
import { isBookingNotice, judgeText, recordTextDecision } from './text-gate';
import { emitMessageEvent } from './webhook-events';

/** How long a runner may take to hand a claimed message to its transport (the transports time out well within it). */
export const SEND_LEASE_MS = 2 * 60_000;

/** A moment a job may run early by (the runners' clocks and their poll) and still be the message's own. */
const EARLY_MS = 1_000;

/** Where a text's delivery is reported: the Twilio route, with the message named so the callback finds it at once. */
export const statusCallbackUrl = (messageId: string) => `${publicBaseUrl()}/api/integrations/twilio/sms?message=${messageId}`;

const refusalReason: Partial<Record<RefusalCode, SkipReason>> = {
  do_not_call: 'do_not_call',
  destination_not_allowed: 'destination_not_allowed',
  consent_required: 'consent_required',
  no_allowed_moment: 'no_allowed_moment',
};

type Claim = { send: true; row: MessageRow } | { send: false };

/**
 * The send job of one message. In one transaction, under the message's row lock: a message no longer waiting, or one
 * moved to another moment, is left alone; a reminder of an event no longer booked is skipped; a text is judged by the
 * gate at this moment (refused: skipped with its reason; outside the hours: held to the next lawful moment, or for a
 * reminder skipped when that falls at or after the event) and its decision recorded; what may go is claimed. Then
 * the transport is called outside any transaction, and the outcome written with its webhook. A claimed message found
 * waiting past its lease (its worker died between the claim and the outcome) is failed, never sent a second time;
 * within the lease it is left to the runner that claimed it, and looked at again when the lease ends.
 */
export async function runMessageSend(db: Database, messageId: string, now: Date): Promise<void> {
  const claim = await db.transaction(async (tx): Promise<Claim> => {
    const [row] = await tx.select().from(messages).where(eq(messages.messageId, messageId)).for('update');
    if (!row || (row.status !== 'queued' && row.status !== 'held')) return { send: false };
    if (row.dueAt.getTime() > now.getTime() + EARLY_MS) return { send: false };
    if (row.claimedAt && now.getTime() - row.claimedAt.getTime() < SEND_LEASE_MS) {
      // Another runner is handing it over right now: look again once its lease is past, in case that runner died.
      await queueSend(tx, row.messageId, new Date(row.claimedAt.getTime() + SEND_LEASE_MS));
      return { send: false };
    }
    if (row.claimedAt) {
      await finish(tx, row, { status: 'failed', error: 'The send was interrupted before the transport answered; it is not sent again, so it is never sent twice.' }, now);
      return { send: false };
    }
    const event = row.eventId === null ? null
      : (await tx.select().from(calendarEvents).where(eq(calendarEvents.id, row.eventId)))[0] ?? null;
    if (row.kind === 'reminder') {
      if (!event || event.status === 'cancelled') return skipped(tx, row, 'event_cancelled', now);
      if (event.status !== 'scheduled' && event.status !== 'confirmed') return skipped(tx, row, 'event_started', now);
      if (event.startTime <= now) return skipped(tx, row, 'event_started', now);
    }
    if (row.channel === 'sms') {
      if (!row.fromAddress) return skipped(tx, row, 'no_sender', now);
      const judged = await judgeText(tx, {
        accountId: row.accountId, to: row.toAddress, contactId: row.contactId, purpose: row.purpose as MessagePurpose, at: now,
        bookingNotice: isBookingNotice(row.kind),
      });
      const { answer } = judged;
      await recordTextDecision(tx, row.accountId, row.messageId, judged, row.purpose, now);
      if (answer.verdict === 'refuse') return skipped(tx, row, refusalReason[answer.code] ?? 'do_not_call', now);
      if (answer.verdict === 'wait') {
        // A notice of an event cannot go late: a moment at or after the event's start skips it (a reminder's latest
        // lawful moment was chosen before it when it was written).
        const deadline = event && row.kind !== 'agent' ? event.startTime : null;
        if (deadline && answer.until >= deadline) return skipped(tx, row, 'quiet_hours', now);
        await tx.update(messages).set({ status: 'held', dueAt: answer.until, updatedAt: now }).where(eq(messages.id, row.id));
        await queueSend(tx, row.messageId, answer.until);
        return { send: false };
      }
    }
    const [claimed] = await tx.update(messages).set({ claimedAt: now, updatedAt: now }).where(eq(messages.id, row.id)).returning();
    return { send: true, row: claimed };
  });
  if (!claim.send) return;
  const outcome = await deliver(claim.row);
  // One conditional write: a message an opt-out skipped meanwhile keeps its status (the text had already left).
  await db.transaction((tx) => finish(tx, claim.row, outcome, new Date(Math.max(now.getTime(), Date.now())), true));
}

type Outcome = { status: 'sent'; transport: MessageRow['transport']; providerMessageId: string } | { status: 'failed'; transport?: MessageRow['transport']; error: string };

async function deliver(row: MessageRow): Promise<Outcome> {
  try {
    if (row.channel === 'email') {
      const transport = emailProvider();
      const answer = await transport.send({
        messageId: row.messageId, to: row.toAddress, from: row.fromAddress, subject: row.subject ?? '', text: row.body, html: row.html ?? '',
        calendar: row.ics && row.icsMethod ? { method: row.icsMethod, content: row.ics, filename: 'invite.ics' } : null,
      });
      return 'failed' in answer ? { status: 'failed', transport: transport.name, error: answer.failed } : { status: 'sent', transport: transport.name, providerMessageId: answer.providerMessageId };
    }
    const transport = smsProvider();
    const answer = await transport.send({
      messageId: row.messageId, to: row.toAddress, from: row.fromAddress, body: row.body,
      statusCallbackUrl: transport.name === 'twilio' ? statusCallbackUrl(row.messageId) : null,
    });
    return 'failed' in answer ? { status: 'failed', transport: transport.name, error: answer.failed } : { status: 'sent', transport: transport.name, providerMessageId: answer.providerMessageId };
  } catch (err) {
    logger.warn('message send failed', { message_id: row.messageId, error: err instanceof Error ? err.message : String(err) });
    return { status: 'failed', error: 'The transport could not be reached.' };
  }
}

async function finish(tx: Tx, row: MessageRow, outcome: Outcome, now: Date, onlyWaiting = false): Promise<void> {
  const sent = outcome.status === 'sent';
  const [done] = await tx.update(messages).set({
    status: outcome.status,
    ...(outcome.transport && { transport: outcome.transport }),
    ...(sent ? { providerMessageId: outcome.providerMessageId, sentAt: now, error: null } : { error: outcome.error }),
    updatedAt: now,
  }).where(and(eq(messages.id, row.id), onlyWaiting ? inArray(messages.status, ['queued', 'held']) : undefined)).returning();
  if (done) await emitMessageEvent(tx, sent ? 'message.sent' : 'message.failed', done, now);
}

async function skipped(tx: Tx, row: MessageRow, reason: SkipReason, now: Date): Promise<Claim> {
  await tx.update(messages).set({ status: 'skipped', skipReason: reason, updatedAt: now }).where(eq(messages.id, row.id));
  return { send: false };
}
