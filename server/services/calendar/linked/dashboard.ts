import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../../auth/actor';
import { config } from '../../../config';
import { calendarBusyBlocks, calendarConnections, calendarProviders, linkedCalendars, type CalendarProviderKey } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { parseInput } from '../../../errors';
import { toIso } from '../../../lib/time';
import { calendarProviderFor } from '../../providers/calendars';

// What the dashboard's Calendar page needs of linked calendars beyond REST: which providers it can offer, and the
// outside busy time to draw beside the week's events and free slots.

/** The form a provider is linked with when it is not (only) OAuth. */
export type LinkForm = 'caldav' | 'gohighlevel_token';

export interface LinkOption {
  provider: CalendarProviderKey;
  /** Linking sends the person to the provider's consent page (createConnection answers its authorization_url). */
  oauth: boolean;
  /** Linking asks for credentials in a form and is checked against the provider at once. */
  form: LinkForm | null;
}

/**
 * How each provider can be linked on this deployment. Google and Outlook need their OAuth client; CalDAV needs
 * nothing; HighLevel always takes a private integration token, and offers its OAuth only once its marketplace app
 * is configured (its driver answers `configured()` for the token alone, and its OAuth refuses to start without it).
 */
const ways: Record<CalendarProviderKey, () => Omit<LinkOption, 'provider'>> = {
  google: () => ({ oauth: calendarProviderFor('google').configured(), form: null }),
  outlook: () => ({ oauth: calendarProviderFor('outlook').configured(), form: null }),
  caldav: () => ({ oauth: false, form: 'caldav' }),
  gohighlevel: () => ({ oauth: Boolean(config.GOHIGHLEVEL_CLIENT_ID && config.GOHIGHLEVEL_CLIENT_SECRET), form: 'gohighlevel_token' }),
};

/** The providers a person can link here, in the order the dashboard offers them; those with no way are left out. */
export function linkOptions(): { providers: LinkOption[] } {
  return {
    providers: calendarProviders
      .map((provider) => ({ provider, ...ways[provider]() }))
      .filter((o) => o.oauth || o.form !== null),
  };
}

/** A week view spans at most a few weeks; a longer window would only draw more than the page can show. */
const MAX_WINDOW_DAYS = 42;
const BLOCK_CAP = 2000;

export const outsideBusyInput = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
}).refine((w) => Date.parse(w.to) > Date.parse(w.from), { path: ['to'], message: 'must be after from' })
  .refine((w) => Date.parse(w.to) - Date.parse(w.from) <= MAX_WINDOW_DAYS * 86_400_000, { path: ['to'], message: `must be at most ${MAX_WINDOW_DAYS} days after from` });

export interface OutsideBusyBlock {
  start: string;
  end: string;
  all_day: boolean;
  /** The outside event's title as the provider gave it (the person's own calendar: they see it there too). */
  title: string;
  provider: CalendarProviderKey;
  connection_id: number;
  calendar: { id: number; name: string };
}

/**
 * The actor's cached outside busy time overlapping [from, to), by start: what availability subtracts, so the same
 * rows as linkedBusyTime reads (busy, not a copy of Switchboard's own event, the calendar's current generation,
 * busy-source calendars of active connections), with the calendar's name to label each one.
 */
export async function outsideBusy(db: DbOrTx, actor: Actor, from: string, to: string): Promise<{ blocks: OutsideBusyBlock[]; truncated: boolean }> {
  const w = parseInput(outsideBusyInput, { from, to });
  const start = new Date(w.from);
  const end = new Date(w.to);
  const rows = await db.select({
    start: calendarBusyBlocks.startsAt,
    end: calendarBusyBlocks.endsAt,
    allDay: calendarBusyBlocks.allDay,
    title: calendarBusyBlocks.title,
    provider: calendarConnections.provider,
    connectionId: calendarConnections.id,
    calendarId: linkedCalendars.id,
    calendarName: linkedCalendars.name,
  })
    .from(calendarBusyBlocks)
    .innerJoin(linkedCalendars, and(
      eq(linkedCalendars.id, calendarBusyBlocks.linkedCalendarId),
      eq(linkedCalendars.generation, calendarBusyBlocks.generation),
      eq(linkedCalendars.busySource, true),
    ))
    .innerJoin(calendarConnections, and(eq(calendarConnections.id, linkedCalendars.connectionId), eq(calendarConnections.status, 'active')))
    .where(and(
      eq(calendarBusyBlocks.userId, actor.userId),
      // The user id is the person's; the account check keeps a block from ever crossing tenants.
      eq(linkedCalendars.accountId, actor.accountId),
      eq(calendarBusyBlocks.busy, true),
      isNull(calendarBusyBlocks.ownEventUuid),
      lt(calendarBusyBlocks.startsAt, end),
      gt(calendarBusyBlocks.endsAt, start),
    ))
    .orderBy(asc(calendarBusyBlocks.startsAt), asc(calendarBusyBlocks.id))
    .limit(BLOCK_CAP + 1);
  return {
    blocks: rows.slice(0, BLOCK_CAP).map((r) => ({
      start: toIso(r.start),
      end: toIso(r.end),
      all_day: r.allDay,
      title: r.title,
      provider: r.provider,
      connection_id: r.connectionId,
      calendar: { id: r.calendarId, name: r.calendarName },
    })),
    truncated: rows.length > BLOCK_CAP,
  };
}
