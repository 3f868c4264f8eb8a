import { and, eq, sql } from 'drizzle-orm';
import { blockingStatuses, calendarConnections, calendarEventCopies, calendarEvents, linkedCalendars, type CalendarProviderKey } from '../../../db/schema';
import type { Database, DbOrTx } from '../../../db/types';
import { enqueueJob } from '../../../outbox/jobs';
import { logger } from '../../../logger';
import type { OutgoingEvent } from '../../providers/calendar-port';
import { calendarProviderFor } from '../../providers/calendars';
import type { EventRow } from '../dto';
import { freshCredentials } from './credentials';
import { guardCredentials } from './guard';
import { asExternal } from './sync';
import { calendarWriteOutKind } from './sync-jobs';

/** After the first try, a failing write is tried again after 1, 5 and 30 minutes (the webhooks' early schedule), then marked failed. */
export const WRITE_RETRY_MINUTES = [1, 5, 30] as const;

/** The person's write target, when they have one on a connection past its grant. */
export async function writeTargetOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: linkedCalendars.id, provider: calendarConnections.provider })
    .from(linkedCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, linkedCalendars.connectionId))
    .where(and(eq(linkedCalendars.userId, userId), eq(linkedCalendars.writeTarget, true)))
    .limit(1);
  return row ?? null;
}

const setStatus = (provider: CalendarProviderKey, status: 'pending' | 'synced' | 'failed') =>
  sql`${calendarEvents.syncStatus} || jsonb_build_object(${provider}::text, ${status}::text)`;

/**
 * In the event's own transaction: the write-out its change asks for. An event that should be in its person's write
 * target (scheduled or confirmed, `sync_to_external_calendars`) gets its copy written or moved; one that should not
 * (cancelled, or the flag turned off) gets the copies it has removed. Each by a durable job; the copy row says what
 * is wanted, so a job that runs late, twice or out of order still leaves the provider as the event is.
 */
export async function queueWriteOut(tx: DbOrTx, event: EventRow, now: Date): Promise<void> {
  if (event.ownerUserId === null) return;
  const wanted = event.syncToExternalCalendars && (blockingStatuses as readonly string[]).includes(event.status);
  const target = wanted ? await writeTargetOf(tx, event.ownerUserId) : null;
  const existing = await tx.select().from(calendarEventCopies).where(eq(calendarEventCopies.eventId, event.id));
  const jobsFor: number[] = [];
  for (const copy of existing) {
    const keep = target !== null && copy.linkedCalendarId === target.id;
    if (keep) continue;
    if (!copy.removed) {
      await tx.update(calendarEventCopies).set({ removed: true, status: 'pending', attempts: 0, updatedAt: now })
        .where(and(eq(calendarEventCopies.eventId, event.id), eq(calendarEventCopies.linkedCalendarId, copy.linkedCalendarId)));
      jobsFor.push(copy.linkedCalendarId);
    }
  }
  if (target) {
    await tx.insert(calendarEventCopies)
      .values({ eventId: event.id, linkedCalendarId: target.id, provider: target.provider, status: 'pending', updatedAt: now })
      .onConflictDoUpdate({
        target: [calendarEventCopies.eventId, calendarEventCopies.linkedCalendarId],
        set: { removed: false, status: 'pending', attempts: 0, lastError: null, updatedAt: now },
      });
    await tx.update(calendarEvents).set({ syncStatus: setStatus(target.provider, 'pending') }).where(eq(calendarEvents.id, event.id));
    jobsFor.push(target.id);
  }
  for (const linkedCalendarId of jobsFor) await enqueueJob(tx, calendarWriteOutKind, { event_id: event.id, linked_calendar_id: linkedCalendarId }, { runAt: now });
}

/**
 * The write-out job: brings one copy in line with its event. The copy's row is locked for the write, so two jobs for
 * one copy never both create it; the providers' own idempotency (an id from the UUID, Graph's transactionId, CalDAV's
 * If-None-Match, HighLevel's UUID marker) covers a write whose answer was lost. Failures are retried on
 * WRITE_RETRY_MINUTES, then the copy is `failed`.
 */
export async function runWriteOut(db: Database, eventId: number, linkedCalendarId: number, now: Date): Promise<void> {
  const where = and(eq(calendarEventCopies.eventId, eventId), eq(calendarEventCopies.linkedCalendarId, linkedCalendarId));
  const load = (q: DbOrTx, lock: boolean) => {
    const s = q.select({ copy: calendarEventCopies, event: calendarEvents, cal: linkedCalendars, connection: calendarConnections })
      .from(calendarEventCopies)
      .innerJoin(calendarEvents, eq(calendarEvents.id, calendarEventCopies.eventId))
      .innerJoin(linkedCalendars, eq(linkedCalendars.id, calendarEventCopies.linkedCalendarId))
      .innerJoin(calendarConnections, eq(calendarConnections.id, linkedCalendars.connectionId))
      .where(where).$dynamic();
    return lock ? s.for('update', { of: calendarEventCopies }) : s;
  };
  const [first] = await load(db, false);
  if (!first || first.copy.status !== 'pending') return;
  // Credentials are made fresh before the copy is locked: a refresh takes its own lock on the connection.
  let credentials: Awaited<ReturnType<typeof freshCredentials>> | null = null;
  let failure: string | null = null;
  try {
    if (first.connection.status !== 'active') throw new Error(`the ${first.connection.provider} connection is ${first.connection.status}`);
    credentials = await freshCredentials(db, first.connection, now);
    await guardCredentials(credentials);
  } catch (err) {
    failure = describe(err);
  }
  await db.transaction(async (tx) => {
    const [row] = await load(tx, true);
    if (!row || row.copy.status !== 'pending') return;
    const { copy, event, cal, connection } = row;
    const driver = calendarProviderFor(connection.provider);
    try {
      if (failure !== null || !credentials) throw new Error(failure ?? 'no credentials');
      if (copy.removed) {
        if (copy.externalEventId) await driver.remove(credentials, asExternal(cal), copy.externalEventId);
        await tx.update(calendarEventCopies).set({ status: 'synced', lastError: null, updatedAt: now }).where(where);
        return;
      }
      const written = await driver.write(credentials, asExternal(cal), outgoing(event, cal.timeZone), copy.externalEventId);
      await tx.update(calendarEventCopies)
        .set({ status: 'synced', externalEventId: written.externalEventId, writtenSequence: event.sequence, lastError: null, updatedAt: now })
        .where(where);
      await tx.update(calendarEvents).set({
        externalCalendars: sql`${calendarEvents.externalCalendars} || jsonb_build_object(${connection.provider}::text, ${written.externalEventId}::text)`,
        syncStatus: setStatus(connection.provider, 'synced'),
      }).where(eq(calendarEvents.id, eventId));
    } catch (err) {
      const message = describe(err);
      const attempts = copy.attempts + 1;
      const gaveUp = attempts > WRITE_RETRY_MINUTES.length;
      logger.warn('calendar write-out failed', { event_id: eventId, linked_calendar_id: linkedCalendarId, attempts, give_up: gaveUp, error: message });
      await tx.update(calendarEventCopies).set({ attempts, lastError: message, updatedAt: now, ...(gaveUp && { status: 'failed' as const }) }).where(where);
      if (gaveUp) {
        if (!copy.removed) await tx.update(calendarEvents).set({ syncStatus: setStatus(connection.provider, 'failed') }).where(eq(calendarEvents.id, eventId));
      } else {
        await enqueueJob(tx, calendarWriteOutKind, { event_id: eventId, linked_calendar_id: linkedCalendarId }, { runAt: new Date(now.getTime() + WRITE_RETRY_MINUTES[attempts - 1] * 60_000) });
      }
    }
  });
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

function outgoing(e: EventRow, timeZone: string): OutgoingEvent {
  return {
    id: e.uuid, title: e.title, description: e.description, start: e.startTime, end: e.endTime, timeZone,
    location: e.location, customerName: e.customerName, customerEmail: e.customerEmail,
  };
}
