import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { publicBaseUrl, config } from '../../../config';
import { openSecret, sealSecret } from '../../../db/encryption';
import { calendarConnections, linkedCalendars } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { logger } from '../../../logger';
import { CalendarAuthError, CalendarRateLimitedError, type CalendarCredentials, type CalendarProvider, type ExternalCalendar } from '../../providers/calendar-port';
import { calendarProviderFor } from '../../providers/calendars';
import { applyChanges } from './apply-changes';
import { freshCredentials } from './credentials';
import type { ConnectionRow, LinkedCalendarRow } from './dto';
import { guardCredentials } from './guard';
import { markFailing, recordSyncFailure, recordSyncSuccess } from './health';
import { cacheWindow, FULL_READ_EVERY_MS, POLL_INTERVAL_MS, RENEW_CHANNEL_AHEAD_MS } from './window';

/** How long a sync may hold its connection before another process may take it over (a sync that died). */
const LEASE_MS = 2 * 60_000;

export type SyncResult = { synced: true; calendars: number; events: number } | { synced: false; reason: 'busy' | 'not_active' | 'failed'; message: string };

export const asExternal = (c: LinkedCalendarRow): ExternalCalendar => ({ externalId: c.externalId, name: c.name, timeZone: c.timeZone, primary: c.isPrimary });

/**
 * Reads a connection's calendars into the cache: incremental from each calendar's cursor, a full read of the window
 * when there is none, when the provider refused it, or once a day (the window moves forward). Changes to events
 * Switchboard wrote come back as moves and cancellations (apply-changes.ts). One process at a time per connection
 * (a lease on its row). Failures are recorded on the connection, never thrown.
 */
export async function syncConnection(db: Database, connectionId: number, opts: { now?: Date } = {}): Promise<SyncResult> {
  const now = opts.now ?? new Date();
  const [connection] = await db.update(calendarConnections)
    .set({ syncLeaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(
      eq(calendarConnections.id, connectionId),
      or(isNull(calendarConnections.syncLeaseUntil), lt(calendarConnections.syncLeaseUntil, now)),
    ))
    .returning();
  if (!connection) {
    const [exists] = await db.select({ id: calendarConnections.id }).from(calendarConnections).where(eq(calendarConnections.id, connectionId));
    return exists ? { synced: false, reason: 'busy', message: 'A sync of this connection is already under way.' } : { synced: false, reason: 'not_active', message: 'The connection no longer exists.' };
  }
  try {
    if (connection.status === 'pending_authorization' || connection.status === 'needs_reauth' || !connection.secret) {
      return { synced: false, reason: 'not_active', message: 'The connection needs its grant (re)done before it can sync.' };
    }
    return await syncLeased(db, connection, now);
  } finally {
    await db.update(calendarConnections).set({ syncLeaseUntil: null }).where(eq(calendarConnections.id, connectionId));
  }
}

async function syncLeased(db: Database, connection: ConnectionRow, now: Date): Promise<SyncResult> {
  const driver = calendarProviderFor(connection.provider);
  const calendars = await db.select().from(linkedCalendars).where(eq(linkedCalendars.connectionId, connection.id));
  let events = 0;
  try {
    const credentials = await freshCredentials(db, connection, now);
    await guardCredentials(credentials);
    for (const cal of calendars) {
      if (!cal.busySource && !cal.writeTarget) continue;
      events += await syncCalendar(db, driver, credentials, connection, cal, now);
      await keepChannel(db, driver, credentials, cal, now);
    }
  } catch (err) {
    const message = describe(err);
    if (err instanceof CalendarAuthError) {
      await markFailing(db, connection.id, 'needs_reauth', `The provider refused the credentials: ${message}`, now);
    } else if (err instanceof CalendarRateLimitedError) {
      // Asked to wait: not a failure of the link; the next read is put off as long as the provider asked.
      await db.update(calendarConnections).set({ nextSyncAt: new Date(now.getTime() + Math.max(err.retryAfterMs, 1000)), lastError: message })
        .where(eq(calendarConnections.id, connection.id));
      return { synced: false, reason: 'failed', message };
    } else {
      await recordSyncFailure(db, connection.id, message, now);
    }
    logger.warn('calendar sync failed', { connection_id: connection.id, provider: connection.provider, error: message });
    await db.update(calendarConnections).set({ nextSyncAt: new Date(now.getTime() + POLL_INTERVAL_MS) }).where(eq(calendarConnections.id, connection.id));
    return { synced: false, reason: 'failed', message };
  }
  await recordSyncSuccess(db, connection.id, now);
  await db.update(calendarConnections).set({ nextSyncAt: new Date(now.getTime() + POLL_INTERVAL_MS) }).where(eq(calendarConnections.id, connection.id));
  return { synced: true, calendars: calendars.length, events };
}

async function syncCalendar(db: Database, driver: CalendarProvider, credentials: CalendarCredentials, connection: ConnectionRow, cal: LinkedCalendarRow, now: Date): Promise<number> {
  const fullDue = !cal.cursor || !cal.fullSyncedAt || now.getTime() - cal.fullSyncedAt.getTime() >= FULL_READ_EVERY_MS;
  const window = cacheWindow(now);
  const changes = await driver.changes(credentials, asExternal(cal), fullDue ? null : cal.cursor, window);
  await applyChanges(db, connection, cal, changes, window, now);
  return changes.upserted.length;
}

/** Push channels, where the provider has them and this server has a public address: opened, and renewed before they lapse. */
async function keepChannel(db: Database, driver: CalendarProvider, credentials: CalendarCredentials, cal: LinkedCalendarRow, now: Date): Promise<void> {
  if (!driver.push || !config.PUBLIC_BASE_URL) return;
  if (cal.channelExpiresAt && cal.channelExpiresAt.getTime() - now.getTime() > RENEW_CHANNEL_AHEAD_MS) return;
  const secret = randomUUID();
  try {
    const channel = await driver.push.watch(credentials, asExternal(cal), { address: `${publicBaseUrl()}/api/integrations/${driver.push.route}`, channelId: randomUUID(), secret });
    const old = cal.channelId && cal.channelExpiresAt ? { channelId: cal.channelId, resourceId: cal.channelResourceId, expiresAt: cal.channelExpiresAt } : null;
    await db.update(linkedCalendars).set({
      channelId: channel.channelId, channelResourceId: channel.resourceId, channelExpiresAt: channel.expiresAt, secret: sealSecret(secret),
    }).where(eq(linkedCalendars.id, cal.id));
    if (old) await driver.push.stop(credentials, old).catch(() => undefined);
  } catch (err) {
    // Without a channel the 5-minute poll still holds: a refused watch is worth a log line, not a failing link.
    logger.warn('calendar push channel could not be opened', { linked_calendar_id: cal.id, provider: driver.name, error: describe(err) });
  }
}

/** The channel secret stored for a calendar, opened for comparison. */
export const channelSecretOf = (cal: Pick<LinkedCalendarRow, 'secret'>) => (cal.secret ? openSecret(cal.secret) : null);

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
