import { blockingStatuses, type CalendarEventStatus } from '../../db/schema/calendar';
import type { CalendarProviderKey } from '../../db/schema/calendar-connections';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import { cancelScheduled, emitEvent } from '../../outbox/events';
import { queueEventNotices } from '../messages/event-notices';
import { toEventSummary, type AgentRef, type EventRow } from './dto';

export type CalendarWebhookEvent = 'calendar.created' | 'calendar.updated' | 'calendar.cancelled' | 'calendar.completed';

export const reminderKey = (eventId: number) => `calendar_event:${eventId}:reminder`;

/** The webhook event an update records: a change of status to cancelled or completed has its own name. */
export function updateEventName(before: CalendarEventStatus, after: CalendarEventStatus): CalendarWebhookEvent {
  if (after !== before && after === 'cancelled') return 'calendar.cancelled';
  if (after !== before && after === 'completed') return 'calendar.completed';
  return 'calendar.updated';
}

/**
 * Records one event write in the outbox, in the caller's transaction: the write's webhook event now, the event's
 * reminder at start − remind_before_minutes (moved by re-emitting under the same key, or dropped), and the messages
 * the change owes the customer when the event sends notifications (messages/event-notices.ts).
 */
export async function recordEventWrite(
  tx: DbOrTx,
  name: CalendarWebhookEvent,
  event: EventRow,
  agent: AgentRef | null,
  now: Date,
  opts: {
    /** The linked calendar the change came from (a move or deletion there); absent when made in Switchboard. */
    source?: CalendarProviderKey;
    /** The event before the change (absent for a new one): what the customer's notices compare with. */
    before?: EventRow;
  } = {},
): Promise<void> {
  const { source } = opts;
  const summary = toEventSummary(event, agent);
  const named = name === 'calendar.updated' || name === 'calendar.cancelled';
  await emitEvent(tx, {
    accountId: event.accountId,
    type: name,
    payload: { event_type: name, calendar_event: summary, ...(named && { source: source ?? null }), timestamp: toIso(now) },
  });
  await syncReminder(tx, event, agent, now);
  await queueEventNotices(tx, event, opts.before ?? null, agent, now);
}

/**
 * A reminder is pending exactly while the event is scheduled or confirmed, has reminders on and has not
 * started. One whose time has already passed (an event booked at short notice) is due at once.
 */
export async function syncReminder(tx: DbOrTx, event: EventRow, agent: AgentRef | null, now: Date): Promise<void> {
  const key = reminderKey(event.id);
  const wanted = (blockingStatuses as readonly string[]).includes(event.status)
    && event.isReminderEnabled
    && event.startTime.getTime() > now.getTime();
  if (!wanted) {
    await cancelScheduled(tx, key);
    return;
  }
  const dueAt = new Date(Math.max(event.startTime.getTime() - event.remindBeforeMinutes * 60_000, now.getTime()));
  await emitEvent(tx, {
    accountId: event.accountId,
    type: 'calendar.reminder',
    payload: {
      event_type: 'calendar.reminder',
      calendar_event: toEventSummary(event, agent),
      remind_before_minutes: event.remindBeforeMinutes,
      timestamp: toIso(dueAt),
    },
    dueAt,
    scheduleKey: key,
  });
}
