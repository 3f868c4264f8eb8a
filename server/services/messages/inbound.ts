import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { agents, callerNumbers, doNotCallNumbers, messages } from '../../db/schema';
import type { Database, DbOrTx, Tx } from '../../db/types';
import { normalizePhone } from '../../lib/phone';
import { contentRedactorOf } from '../redaction/setting';
import { addDoNotCallForAccount } from '../compliance/do-not-call';
import type { SmsEvent } from '../providers/sms-port';
import { newMessageId, type MessageRow } from './dto';
import { intentOf, type InboundIntent } from './opt-out-words';
import { businessOf, contactOf } from './senders';
import { emitMessageEvent } from './webhook-events';

export interface InboundOutcome {
  /** What the text was read as; null when no account owns the number it was sent to, or it was seen already. */
  intent: InboundIntent | null;
  /** The one answer to send back (in the webhook's own reply), or none. */
  reply: string | null;
  canceledCallIds: string[];
}

/** The account a text was sent to: the one whose agent or caller number it is (the oldest, when several). */
async function accountOfNumber(db: DbOrTx, to: string): Promise<number | null> {
  const [agent] = await db.select({ accountId: agents.accountId }).from(agents).where(eq(agents.phoneNumber, to)).orderBy(asc(agents.id)).limit(1);
  if (agent) return agent.accountId;
  const [caller] = await db.select({ accountId: callerNumbers.accountId }).from(callerNumbers).where(eq(callerNumbers.phoneNumber, to)).orderBy(asc(callerNumbers.id)).limit(1);
  return caller?.accountId ?? null;
}

const answers = {
  opt_out: (business: string) => `${business}: you are unsubscribed and will get no more texts or calls from us. Reply START to get texts again.`,
  opt_in: (business: string) => `${business}: you will get our texts again. Reply STOP to stop at any time.`,
  help: (business: string) => `${business}: appointment messages. Reply STOP to stop all texts and calls from us, START to get texts again.`,
};

/**
 * A text a customer sent (extensions §13), in one transaction: kept on the account (kind `reply`, on its contact)
 * and sent as `message.received`; an opt-out word revokes every consent of the number, lists it as do-not-call and
 * cancels its waiting calls (addDoNotCallForAccount, as the opt-out tool does) and its waiting texts; START or
 * UNSTOP lets texts through again without restoring any consent; HELP is answered. A text the provider delivers
 * twice (a webhook retried) is kept and acted on once, and answered once.
 */
export async function receiveText(
  db: Database, event: Extract<SmsEvent, { type: 'inbound' }>, now = new Date(), opts: { accountId?: number } = {},
): Promise<InboundOutcome> {
  const from = normalizePhone(event.from) ?? event.from;
  const to = normalizePhone(event.to) ?? event.to;
  const accountId = opts.accountId ?? await accountOfNumber(db, to);
  if (accountId === null) return { intent: null, reply: null, canceledCallIds: [] };
  return db.transaction(async (tx) => {
    // Twilio retries a webhook it saw no answer to: the provider's id makes the second delivery a no-op.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms-in:${event.providerMessageId}`}, 0))`);
    const [seen] = await tx.select({ id: messages.id }).from(messages)
      .where(and(eq(messages.providerMessageId, event.providerMessageId), eq(messages.direction, 'inbound')));
    if (seen) return { intent: null, reply: null, canceledCallIds: [] };
    const intent = intentOf(event.body);
    const contact = await contactOf(tx, accountId, { phone: from });
    // Read for its intent as it came, kept under redact_pii with its sensitive numbers replaced.
    const body = (await contentRedactorOf(tx, accountId))(event.body);
    const [received] = await tx.insert(messages).values({
      messageId: newMessageId(), accountId, direction: 'inbound', channel: 'sms', toAddress: to, fromAddress: from,
      purpose: 'informational', kind: 'reply', status: 'delivered', body, transport: 'twilio',
      providerMessageId: event.providerMessageId, contactId: contact?.id ?? null, dueAt: now, sentAt: now, deliveredAt: now,
      createdAt: now, updatedAt: now,
    }).returning();
    await emitMessageEvent(tx, 'message.received', received, now);
    const business = (await businessOf(tx, accountId)).name;
    let canceledCallIds: string[] = [];
    if (intent === 'opt_out') canceledCallIds = await optOut(tx, accountId, from, now);
    if (intent === 'opt_in') {
      await tx.update(doNotCallNumbers).set({ textsAllowedAt: now })
        .where(and(eq(doNotCallNumbers.accountId, accountId), eq(doNotCallNumbers.number, from)));
    }
    const reply = intent === 'reply' ? null : answers[intent](business);
    if (reply) await recordAnswer(tx, received, reply, now);
    return { intent, reply, canceledCallIds };
  });
}

/** STOP: the number's consents revoked and listed (texts too), its waiting calls and texts ended. */
async function optOut(tx: Tx, accountId: number, number: string, now: Date): Promise<string[]> {
  const { canceledCallIds } = await addDoNotCallForAccount(tx, accountId, { number, reason: 'Texted STOP' }, { source: 'text' });
  // A number listed before that had texted START since is closed to texts again.
  await tx.update(doNotCallNumbers).set({ textsAllowedAt: null })
    .where(and(eq(doNotCallNumbers.accountId, accountId), eq(doNotCallNumbers.number, number)));
  await tx.update(messages).set({ status: 'skipped', skipReason: 'opted_out', updatedAt: now })
    .where(and(eq(messages.accountId, accountId), eq(messages.toAddress, number), eq(messages.channel, 'sms'), inArray(messages.status, ['queued', 'held'])));
  return canceledCallIds;
}

/** The answer, kept as the business's reply on the same thread: it goes back in the webhook's own answer (TwiML). */
async function recordAnswer(tx: Tx, received: MessageRow, body: string, now: Date): Promise<void> {
  const [answer] = await tx.insert(messages).values({
    messageId: newMessageId(), accountId: received.accountId, direction: 'outbound', channel: 'sms', toAddress: received.fromAddress,
    fromAddress: received.toAddress, purpose: 'informational', kind: 'reply', status: 'sent', body, transport: 'twilio',
    contactId: received.contactId, dueAt: now, sentAt: now, createdAt: now, updatedAt: now,
  }).returning();
  await emitMessageEvent(tx, 'message.sent', answer, now);
}
