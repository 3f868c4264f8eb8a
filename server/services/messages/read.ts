import { and, count, desc, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { calendarEvents, complianceRecords, contacts, messages } from '../../db/schema';
import { toComplianceRecordDto } from '../calls/compliance-record-read';
import type { DbOrTx } from '../../db/types';
import { notFound, parseOrThrow } from '../../errors';
import { pagedSelect } from '../../lib/pagination';
import { teamScope } from '../access/teams';
import { toMessageDto, type MessageRow } from './dto';
import { listMessagesQuery, type ListMessagesQuery, type MessageDetailDto, type MessageListDto } from './schema';

export const messageNotFound = (id: string | number) => notFound(`Message ${id}`);

/**
 * The messages an actor sees: owners and admins every message of their account; a member those whose contact and
 * event (when they have one) are of no team or of a team the member is in, as the contacts and events themselves.
 */
export function messageScope(actor: Actor): SQL {
  const inAccount = eq(messages.accountId, actor.accountId);
  if (isAccountAdmin(actor)) return inAccount;
  const contactSeen = or(isNull(messages.contactId), exists(
    sql`select 1 from ${contacts} where ${contacts.id} = ${messages.contactId} and ${teamScope(actor, contacts.accountId, contacts.teamId)}`,
  ))!;
  const eventSeen = or(isNull(messages.eventId), exists(
    sql`select 1 from ${calendarEvents} where ${calendarEvents.id} = ${messages.eventId} and ${teamScope(actor, calendarEvents.accountId, calendarEvents.teamId)}`,
  ))!;
  return and(inAccount, contactSeen, eventSeen)!;
}

/** GET /api/v1/messages: newest first, filtered by channel, status, contact or event. */
export async function listMessages(db: DbOrTx, actor: Actor, input: ListMessagesQuery = {}): Promise<MessageListDto> {
  const q = parseOrThrow(listMessagesQuery, input);
  const where = and(
    messageScope(actor),
    q.channel ? eq(messages.channel, q.channel) : undefined,
    q.status ? eq(messages.status, q.status) : undefined,
    q.contact_id ? eq(messages.contactId, q.contact_id) : undefined,
    q.event_id ? eq(messages.eventId, q.event_id) : undefined,
  );
  return pagedSelect({
    key: 'messages',
    page: q.page,
    limit: q.limit,
    count: async () => (await db.select({ n: count() }).from(messages).where(where))[0].n,
    rows: async (limit, offset) => (await db.select().from(messages).where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit).offset(offset)).map(toMessageDto),
  });
}

/** A message the actor sees, by its `msg_…` id. */
export async function getMessageRow(db: DbOrTx, actor: Actor, id: string): Promise<MessageRow> {
  if (!/^msg_[0-9a-f]{24}$/.test(id)) throw messageNotFound(id);
  const [row] = await db.select().from(messages).where(and(eq(messages.messageId, id), messageScope(actor)));
  if (!row) throw messageNotFound(id);
  return row;
}

/** GET /api/v1/messages/{id}: with a text's latest compliance record. */
export async function getMessage(db: DbOrTx, actor: Actor, id: string): Promise<MessageDetailDto> {
  const row = await getMessageRow(db, actor, id);
  const [record] = row.channel === 'sms'
    ? await db.select().from(complianceRecords)
      .where(and(eq(complianceRecords.messageId, row.messageId), eq(complianceRecords.accountId, row.accountId)))
      .orderBy(desc(complianceRecords.id)).limit(1)
    : [];
  const compliance = record ? (({ call_id: _call, ...rest }) => ({ ...rest, message_id: row.messageId }))(toComplianceRecordDto(record)) : null;
  return { ...toMessageDto(row), html: row.html, ics: row.ics, ics_method: row.icsMethod, compliance };
}
