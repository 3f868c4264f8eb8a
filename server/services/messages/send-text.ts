import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { contactPhoneNumbers, messages, type MessagePurpose } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { AppError, parseOrThrow } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import { getVisibleContactOrThrow } from '../contacts/access';
import { accountRegion } from '../consents/read';
import { newMessageId, toMessageDto, type MessageRow } from './dto';
import { queueSend } from './jobs-kind';
import { sendTextInput, type MessageDto, type SendTextInput } from './schema';
import { contactOf, textSenderOf } from './senders';
import { judgeText, recordTextDecision } from './text-gate';

export interface TextToWrite {
  accountId: number;
  to: string;
  body: string;
  purpose: MessagePurpose;
  kind: 'agent';
  contactId: number | null;
  callId: string | null;
  agentId: number | null;
}

/**
 * A text asked for now (the API, the MCP server, an agent during its call), judged by the gate before it is written:
 * refused, it is an error and nothing is written; outside the hours it is written `held` until the next lawful
 * moment (its decision recorded); else `queued` for its send job, which judges it once more at its send.
 */
export async function writeText(tx: Tx, t: TextToWrite, now: Date): Promise<MessageRow> {
  const from = await textSenderOf(tx, t.accountId, t.agentId);
  if (!from) {
    throw new AppError('no_sender', 'The account has no number to text from: give an agent a phone number, or add a caller number.');
  }
  const contactId = t.contactId ?? (await contactOf(tx, t.accountId, { phone: t.to }))?.id ?? null;
  const judged = await judgeText(tx, { accountId: t.accountId, to: t.to, contactId, purpose: t.purpose, at: now });
  if (judged.answer.verdict === 'refuse') throw judged.answer.error;
  const messageId = newMessageId();
  const held = judged.answer.verdict === 'wait';
  const dueAt = judged.answer.verdict === 'wait' ? judged.answer.until : now;
  const [row] = await tx.insert(messages).values({
    messageId, accountId: t.accountId, channel: 'sms', toAddress: t.to, fromAddress: from, purpose: t.purpose, kind: t.kind,
    status: held ? 'held' : 'queued', body: t.body, contactId, callId: t.callId, dueAt, createdAt: now, updatedAt: now,
  }).returning();
  if (held) await recordTextDecision(tx, t.accountId, messageId, judged, t.purpose, now);
  await queueSend(tx, messageId, dueAt);
  return row;
}

/** POST /api/v1/messages: one text to a number, for an actor who may write contacts. */
export async function sendText(db: Database, actor: Actor, input: SendTextInput, now = new Date()): Promise<MessageDto> {
  const data = parseOrThrow(sendTextInput, input);
  const to = normalizePhone(data.to, await accountRegion(db, actor.accountId));
  if (!to) {
    throw new AppError('invalid_phone_number', `"${data.to}" is not a valid phone number. Use E.164, such as +14155550123.`, {
      details: [{ path: 'to', message: 'is not a valid phone number' }],
    });
  }
  if (data.contact_id !== undefined) {
    await getVisibleContactOrThrow(db, actor, data.contact_id);
    const [holds] = await db.select({ id: contactPhoneNumbers.id }).from(contactPhoneNumbers)
      .where(and(eq(contactPhoneNumbers.contactId, data.contact_id), eq(contactPhoneNumbers.phoneNumber, to)));
    if (!holds) {
      throw new AppError('validation_error', `Contact ${data.contact_id} does not hold ${to}.`, { details: [{ path: 'contact_id', message: 'does not hold the number' }] });
    }
  }
  const row = await db.transaction((tx) => writeText(tx, {
    accountId: actor.accountId, to, body: data.body, purpose: data.purpose, kind: 'agent', contactId: data.contact_id ?? null, callId: null, agentId: null,
  }, now));
  return toMessageDto(row);
}
