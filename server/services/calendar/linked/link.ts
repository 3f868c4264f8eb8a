import { and, asc, eq } from 'drizzle-orm';
import { linkedCalendars } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { AppError } from '../../../errors';
import { CalendarAuthError, type CalendarCredentials, type ExternalCalendar } from '../../providers/calendar-port';
import { calendarProviderFor } from '../../providers/calendars';
import type { ConnectionRow, LinkedCalendarRow } from './dto';
import { storableText } from './text';

/** The provider's account name and calendars, or 400 calendar_connection_failed saying what it answered. */
export async function listOrRefuse(provider: ConnectionRow['provider'], credentials: CalendarCredentials) {
  try {
    return await calendarProviderFor(provider).listCalendars(credentials);
  } catch (err) {
    const what = err instanceof CalendarAuthError ? err.message : err instanceof Error ? err.message : String(err);
    throw new AppError('calendar_connection_failed', `The ${provider} server refused the link: ${what}`);
  }
}

/**
 * Records a connection's calendars (a reconnect keeps the toggles of those it already had). A new connection's
 * primary calendar is a busy source, and its person's write target when they have none yet.
 */
export async function storeCalendars(tx: DbOrTx, connection: ConnectionRow, listed: ExternalCalendar[]): Promise<LinkedCalendarRow[]> {
  const existing = await tx.select().from(linkedCalendars).where(eq(linkedCalendars.connectionId, connection.id));
  const known = new Set(existing.map((c) => c.externalId));
  const keyOf = (c: ExternalCalendar) => storableText(c.externalId, 2000);
  const [target] = await tx.select({ id: linkedCalendars.id }).from(linkedCalendars)
    .where(and(eq(linkedCalendars.userId, connection.userId), eq(linkedCalendars.writeTarget, true))).limit(1);
  let needsTarget = !target;
  const fresh = listed.filter((c) => !known.has(keyOf(c)));
  const primaryFirst = [...fresh].sort((a, b) => Number(b.primary) - Number(a.primary));
  // A provider that names no primary (HighLevel's location calendars) has its first calendar stand for it, so a new
  // link counts and receives something without a toggle flipped first.
  const stand = !existing.length && !listed.some((c) => c.primary) ? primaryFirst[0] : undefined;
  const rows = primaryFirst.map((c) => {
    const primary = c.primary || c === stand;
    const writeTarget = needsTarget && primary;
    if (writeTarget) needsTarget = false;
    return {
      connectionId: connection.id, accountId: connection.accountId, userId: connection.userId,
      externalId: storableText(c.externalId, 2000), name: storableText(c.name, 500), timeZone: c.timeZone, isPrimary: c.primary, busySource: primary, writeTarget,
    };
  });
  if (rows.length) await tx.insert(linkedCalendars).values(rows);
  for (const c of listed) {
    if (known.has(keyOf(c))) {
      await tx.update(linkedCalendars).set({ name: storableText(c.name, 500), timeZone: c.timeZone, isPrimary: c.primary })
        .where(and(eq(linkedCalendars.connectionId, connection.id), eq(linkedCalendars.externalId, storableText(c.externalId, 2000))));
    }
  }
  return tx.select().from(linkedCalendars).where(eq(linkedCalendars.connectionId, connection.id)).orderBy(asc(linkedCalendars.id));
}

