import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { Database } from '../../db/types';
import type { SmsEvent } from '../providers/sms-port';
import { emitMessageEvent } from './webhook-events';

/**
 * A provider's report on a sent text: `delivered` or `failed` once, never back (a late `sent` after `delivered` is
 * ignored), with its webhook. The message is found by the id its callback URL names, checked against the
 * provider's id, else by the provider's id alone.
 */
export async function recordDeliveryStatus(db: Database, event: Extract<SmsEvent, { type: 'status' }>, messageId: string | null, now = new Date()): Promise<boolean> {
  if (event.status === 'sent') return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(messages)
      .where(and(
        eq(messages.providerMessageId, event.providerMessageId),
        messageId ? eq(messages.messageId, messageId) : undefined,
        eq(messages.direction, 'outbound'),
        inArray(messages.status, ['sent']),
      )).for('update');
    if (!row) return false;
    const delivered = event.status === 'delivered';
    const [done] = await tx.update(messages).set({
      status: event.status, ...(delivered ? { deliveredAt: now } : { error: event.error ?? 'The carrier could not deliver the text.' }), updatedAt: now,
    }).where(eq(messages.id, row.id)).returning();
    await emitMessageEvent(tx, delivered ? 'message.delivered' : 'message.failed', done, now);
    return true;
  });
}
