import ICAL from 'ical.js';
import type { OutgoingEvent } from '../calendar-port';
import { collectionUrl, type DavContext, hrefOf, refusal } from './client';
import { OWN_EVENT_PROPERTY } from './expand';

const PRODID = '-//Switchboard//Calendar//EN';

/**
 * The iCalendar text of Switchboard's copy of an event: UID and X-SWITCHBOARD-EVENT-ID are the event's UUID, so the
 * copy is known for Switchboard's own when read back, and its times are in UTC, which every server reads alike.
 * No attendees: a CalDAV server with scheduling (RFC 6638) would mail the customer an invitation.
 */
export function eventIcs(event: OutgoingEvent, now = new Date()): string {
  const vcalendar = new ICAL.Component(['vcalendar', [], []]);
  vcalendar.addPropertyWithValue('version', '2.0');
  vcalendar.addPropertyWithValue('prodid', PRODID);
  vcalendar.addPropertyWithValue('calscale', 'GREGORIAN');
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', event.id);
  vevent.addPropertyWithValue('dtstamp', utc(now));
  vevent.addPropertyWithValue('dtstart', utc(event.start));
  vevent.addPropertyWithValue('dtend', utc(event.end));
  vevent.addPropertyWithValue('summary', event.title);
  if (event.description) vevent.addPropertyWithValue('description', event.description);
  if (event.location) vevent.addPropertyWithValue('location', event.location);
  vevent.addPropertyWithValue('transp', 'OPAQUE');
  vevent.addPropertyWithValue(OWN_EVENT_PROPERTY, event.id);
  vcalendar.addSubcomponent(vevent);
  return vcalendar.toString();
}

/**
 * Puts the copy at `<calendar>/<uuid>.ics`, or at `knownId` when an earlier write named it. A first write says
 * `If-None-Match: *`, so a retry that finds its copy already there (412) rewrites that one instead of making another.
 * Answers the object's href as the server names it (Location, where a server renames what it is given). Only an
 * href's path is used, so the credentials go nowhere but the calendar's own server.
 */
export async function putEvent(ctx: DavContext, calendarUrl: string, event: OutgoingEvent, knownId: string | null): Promise<string> {
  const base = collectionUrl(calendarUrl);
  const url = knownId ? new URL(hrefOf(knownId, base), base).href : new URL(`${encodeURIComponent(event.id)}.ics`, base).href;
  const body = eventIcs(event);
  const put = (conditional: boolean) => ctx.fetch(url, {
    method: 'PUT',
    headers: { ...ctx.headers, 'content-type': 'text/calendar; charset=utf-8', ...(conditional ? { 'if-none-match': '*' } : {}) },
    body,
  });
  let res = await put(!knownId);
  if (res.status === 412 && !knownId) {
    await res.body?.cancel();
    res = await put(false);
  }
  if (!res.ok) throw await refusal(res, 'PUT', hrefOf(url, base));
  await res.body?.cancel();
  const location = res.headers.get('location');
  return hrefOf(location || url, base);
}

/** Deletes the copy; one already gone (404, 410) is what was asked. */
export async function deleteEvent(ctx: DavContext, calendarUrl: string, href: string): Promise<void> {
  const base = collectionUrl(calendarUrl);
  const url = new URL(hrefOf(href, base), base).href;
  const res = await ctx.fetch(url, { method: 'DELETE', headers: ctx.headers });
  if (res.ok || res.status === 404 || res.status === 410) {
    await res.body?.cancel();
    return;
  }
  throw await refusal(res, 'DELETE', hrefOf(url, base));
}

function utc(d: Date): ICAL.Time {
  return ICAL.Time.fromJSDate(d, true);
}
