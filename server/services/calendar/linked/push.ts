import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { calendarConnections, linkedCalendars, type CalendarProviderKey } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { PushRefusedError } from '../../providers/calendar-port';
import { calendarProviderFor } from '../../providers/calendars';
import { channelSecretOf } from './sync';
import { enqueueSync } from './sync-jobs';

export type PushAnswer = { kind: 'handshake'; body: string } | { kind: 'accepted'; connections: number } | { kind: 'refused'; message: string };

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * A provider's push (Google watch channel, Graph subscription, HighLevel webhook): read by its driver, then trusted
 * only for channels this server opened and whose secret it carries (Google's channel token, Graph's clientState) or,
 * for HighLevel, a signature its driver checked. It only brings the connection's next sync forward: what changed is
 * read from the provider, never taken from the push.
 */
export async function receivePush(db: Database, provider: CalendarProviderKey, req: { raw: string; headers: Headers; url: URL }, opts: { now?: Date } = {}): Promise<PushAnswer> {
  const now = opts.now ?? new Date();
  const driver = calendarProviderFor(provider);
  if (!driver.readPush) return { kind: 'refused', message: `${provider} does not push.` };
  let notice;
  try {
    notice = driver.readPush(req);
  } catch (err) {
    if (err instanceof PushRefusedError) return { kind: 'refused', message: err.message };
    throw err;
  }
  if (notice.kind === 'handshake') return notice;
  const connections = new Set<number>();
  const channelIds = notice.notices.flatMap((n) => (n.channelId ? [n.channelId] : []));
  if (channelIds.length) {
    const cals = await db.select().from(linkedCalendars).where(inArray(linkedCalendars.channelId, channelIds.slice(0, 100)));
    for (const n of notice.notices) {
      const cal = cals.find((c) => c.channelId === n.channelId);
      const secret = cal ? channelSecretOf(cal) : null;
      if (cal && secret && n.secret && sameSecret(secret, n.secret)) connections.add(cal.connectionId);
    }
    if (!connections.size) return { kind: 'refused', message: 'The push names no channel this server opened, or carries the wrong token.' };
  }
  const locations = notice.notices.flatMap((n) => (n.locationId && !n.channelId ? [n.locationId] : []));
  if (locations.length) {
    const rows = await db.select({ id: calendarConnections.id }).from(calendarConnections)
      .where(and(eq(calendarConnections.provider, provider), inArray(calendarConnections.locationId, locations.slice(0, 100))));
    for (const r of rows) connections.add(r.id);
  }
  for (const id of connections) await enqueueSync(db, id, now);
  return { kind: 'accepted', connections: connections.size };
}
