import { randomBytes } from 'node:crypto';
import type { messages } from '../../db/schema';
import { toIso } from '../../lib/time';
import type { MessageDto, SkipReason } from './schema';

export type MessageRow = typeof messages.$inferSelect;

export const newMessageId = () => `msg_${randomBytes(12).toString('hex')}`;

export function toMessageDto(m: MessageRow): MessageDto {
  return {
    id: m.messageId,
    direction: m.direction,
    channel: m.channel,
    to: m.toAddress,
    from: m.fromAddress,
    purpose: m.purpose,
    kind: m.kind,
    status: m.status,
    skip_reason: (m.skipReason as SkipReason | null) ?? null,
    transport: m.transport,
    subject: m.subject,
    body: m.body,
    error: m.error,
    event_id: m.eventId,
    call_id: m.callId,
    contact_id: m.contactId,
    due_at: toIso(m.dueAt),
    sent_at: m.sentAt ? toIso(m.sentAt) : null,
    delivered_at: m.deliveredAt ? toIso(m.deliveredAt) : null,
    created_at: toIso(m.createdAt),
  };
}
