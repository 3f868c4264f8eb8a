import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import { emitEvent } from '../../outbox/events';
import { toMessageDto, type MessageRow } from './dto';

export type MessageWebhookEvent = 'message.sent' | 'message.delivered' | 'message.failed' | 'message.received';

/** Records a message's webhook event in the caller's transaction (the one that changes its status). */
export async function emitMessageEvent(tx: DbOrTx, type: MessageWebhookEvent, row: MessageRow, now: Date): Promise<void> {
  await emitEvent(tx, {
    accountId: row.accountId,
    type,
    payload: { event_type: type, message: toMessageDto(row), timestamp: toIso(now) },
  });
}
