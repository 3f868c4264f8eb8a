import { eq } from 'drizzle-orm';
import { openSecret, sealSecret } from '../../../db/encryption';
import { calendarConnections } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { AppError } from '../../../errors';
import { CalendarAuthError, type CalendarCredentials } from '../../providers/calendar-port';
import { calendarProviderFor } from '../../providers/calendars';
import type { ConnectionRow } from './dto';
import { markFailing } from './health';

/** An access token is refreshed this long before it expires, so no request goes out with a dying one. */
const REFRESH_AHEAD_MS = 5 * 60_000;

export const sealCredentials = (c: CalendarCredentials) => sealSecret(JSON.stringify(c));

export function openCredentials(connection: Pick<ConnectionRow, 'secret' | 'status'>): CalendarCredentials {
  if (!connection.secret) throw new AppError('calendar_connection_not_active', 'The connection has no grant yet: finish the authorization first.');
  return JSON.parse(openSecret(connection.secret)) as CalendarCredentials;
}

const dueForRefresh = (c: CalendarCredentials, now: Date) =>
  c.kind === 'oauth' && c.expiresAt !== null && Date.parse(c.expiresAt) - now.getTime() < REFRESH_AHEAD_MS;

/**
 * The connection's credentials, refreshed first when the access token is about to expire. The refresh runs under
 * the connection's row lock, so two processes never spend one refresh token twice (providers that rotate it would
 * revoke the grant). A refused refresh marks the connection `needs_reauth` and throws CalendarAuthError.
 */
export async function freshCredentials(db: Database, connection: ConnectionRow, now: Date): Promise<CalendarCredentials> {
  const current = openCredentials(connection);
  if (!dueForRefresh(current, now)) return current;
  const driver = calendarProviderFor(connection.provider);
  if (!driver.oauth) return current;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(calendarConnections).where(eq(calendarConnections.id, connection.id)).for('update');
      if (!row) throw new CalendarAuthError('The connection was deleted.');
      const latest = openCredentials(row);
      if (!dueForRefresh(latest, now)) return latest;
      const refreshed = await driver.oauth!.refresh(latest);
      await tx.update(calendarConnections).set({ secret: sealCredentials(refreshed), updatedAt: now }).where(eq(calendarConnections.id, row.id));
      return refreshed;
    });
  } catch (err) {
    if (err instanceof CalendarAuthError) await markFailing(db, connection.id, 'needs_reauth', 'The provider refused to renew the grant (invalid_grant): reconnect the calendar.', now);
    throw err;
  }
}
