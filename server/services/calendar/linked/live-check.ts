import { and, eq, inArray } from 'drizzle-orm';
import { calendarConnections, linkedCalendars } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { logger } from '../../../logger';
import { calendarProviderFor } from '../../providers/calendars';
import { freshCredentials } from './credentials';
import { guardCredentials } from './guard';
import { asExternal } from './sync';
import { enqueueSync } from './sync-jobs';
import { LIVE_CHECK_AFTER_MS, LIVE_CHECK_BUDGET_MS } from './window';

export type LiveAnswer = { source: 'live' | 'cache'; clash: boolean } | null;

/**
 * A booking's look at the person's outside calendars at its own moment: each busy-source calendar whose cache is
 * older than 60 s is asked for the one window (buffer included), all at once, within 1.5 s. Answers null when the
 * person has no busy-source calendar, `clash` when a calendar asked shows the window busy, and `cache` when one did
 * not answer in time (the booking guard then decides from the cache, under the calendar lock).
 */
export async function liveCheck(db: Database, userId: number, start: Date, end: Date, bufferMs: number, now: Date): Promise<LiveAnswer> {
  const rows = await db.select({ cal: linkedCalendars, connection: calendarConnections })
    .from(linkedCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, linkedCalendars.connectionId))
    .where(and(eq(linkedCalendars.userId, userId), eq(linkedCalendars.busySource, true), inArray(calendarConnections.status, ['active'])));
  if (!rows.length) return null;
  const old = rows.filter((r) => !r.cal.syncedAt || now.getTime() - r.cal.syncedAt.getTime() > LIVE_CHECK_AFTER_MS);
  if (!old.length) return { source: 'cache', clash: false };
  const window = { start: new Date(start.getTime() - bufferMs), end: new Date(end.getTime() + bufferMs) };
  // One connection's calendars share its credentials: opened (and guarded) once, not once per calendar.
  const opened = new Map<number, ReturnType<typeof openFor>>();
  const openFor = async (connection: (typeof old)[number]['connection']) => {
    const credentials = await freshCredentials(db, connection, now);
    await guardCredentials(credentials);
    return credentials;
  };
  const ask = async ({ cal, connection }: (typeof old)[number]) => {
    if (!opened.has(connection.id)) opened.set(connection.id, openFor(connection));
    const credentials = await opened.get(connection.id)!;
    const found = await calendarProviderFor(connection.provider).eventsIn(credentials, asExternal(cal), window);
    return found.some((e) => e.busy && !e.ownEventId && e.start < window.end && e.end > window.start);
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), LIVE_CHECK_BUDGET_MS); });
  const answers = await Promise.all(old.map((r) => Promise.race([ask(r).catch((err: unknown) => {
    logger.warn('calendar live check failed', { linked_calendar_id: r.cal.id, error: err instanceof Error ? err.message : String(err) });
    return 'late' as const;
  }), late])));
  clearTimeout(timer);
  const clash = answers.includes(true);
  // The provider knew something the cache did not: the connections asked are read again soon, so the next answer
  // (the tools' alternatives, the dashboard's preview) knows it too.
  if (clash) for (const connectionId of new Set(old.map((r) => r.connection.id))) await enqueueSync(db, connectionId, now);
  return { source: answers.includes('late') ? 'cache' : 'live', clash };
}
