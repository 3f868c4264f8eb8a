import { createEvent, type Alarm, type EventAttributes, type EventStatus } from 'ics';
import { eq } from 'drizzle-orm';
import { calendarEvents, type CalendarEventStatus } from '../../db/schema/calendar';
import type { DbOrTx } from '../../db/types';
import { eventNotFound, isUuid } from './queries';
import type { EventRow } from './dto';

/** GET /calendar/ics/{uuid}: the event as an iCalendar file. Public: the UUID is the secret. */
export async function eventIcs(db: DbOrTx, uuid: string): Promise<{ filename: string; body: string }> {
  if (!isUuid(uuid)) throw eventNotFound(uuid);
  const [event] = await db.select().from(calendarEvents).where(eq(calendarEvents.uuid, uuid.toLowerCase()));
  if (!event) throw eventNotFound(uuid);
  return { filename: `${event.uuid}.ics`, body: renderIcs(event) };
}

const ICS_STATUS: Record<CalendarEventStatus, EventStatus> = {
  scheduled: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/**
 * One VEVENT in a VCALENDAR (RFC 5545), times in UTC, with a VALARM when reminders are on. Its SEQUENCE grows
 * with every change of the event, so calendar clients that re-import it by UID take the new version.
 */
export function renderIcs(event: EventRow): string {
  const url = httpUrl(event.videoConferenceUrl);
  const first = url ? createEvent(icsAttributes(event, url)) : null;
  if (first?.value && !first.error) return foldContentLines(first.value);
  // The library refuses some URLs new URL() accepts (IPv6 hosts): keep the link in the description then.
  const { error, value } = createEvent(icsAttributes(event, null));
  if (error || !value) throw error ?? new Error('ICS rendering failed');
  return foldContentLines(value);
}

const MAX_LINE_OCTETS = 75;

/**
 * RFC 5545 3.1: content lines of at most 75 octets, longer ones continued on lines that start with a space.
 * The library folds at 75 characters, so a line of multi-byte text (accents, emoji) runs past 75 octets: its
 * lines are unfolded and folded again by octets, never inside a character.
 */
export function foldContentLines(ics: string): string {
  const lines: string[] = [];
  for (const line of ics.split('\r\n')) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  return lines.map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let room = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = MAX_LINE_OCTETS - 1; // a continuation line starts with one space
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A text value as RFC 5545 keeps it: every line break (CRLF, CR or LF) becomes one newline, escaped as `\n`. */
const text = (value: string) => value.replace(/\r\n?/g, '\n');

function icsAttributes(event: EventRow, url: string | null): EventAttributes {
  const link = !url && event.videoConferenceUrl ? `Video conference: ${event.videoConferenceUrl}` : '';
  const description = text([event.description, link].filter(Boolean).join('\n\n'));
  return {
    productId: '-//Switchboard//Calendar//EN',
    uid: `${event.uuid}@switchboard`,
    start: event.startTime.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endTime.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: text(event.title),
    sequence: event.sequence,
    status: ICS_STATUS[event.status],
    created: event.createdAt.getTime(),
    lastModified: event.updatedAt.getTime(),
    ...(description && { description }),
    ...(event.location && { location: text(event.location) }),
    ...(url && { url }),
    ...(event.isReminderEnabled && { alarms: [reminderAlarm(event)] }),
  };
}

function reminderAlarm(event: EventRow): Alarm {
  const minutes = event.remindBeforeMinutes;
  return {
    action: 'display',
    // The library escapes newlines in an alarm's text but not the other TEXT characters (RFC 5545 3.3.11).
    description: text(`Reminder: ${event.title}`).replace(/[\\;,]/g, (c) => `\\${c}`),
    // A zero offset cannot be written as a relative duration by the library: use the start instant.
    trigger: minutes > 0 ? { minutes, before: true } : event.startTime.getTime(),
  };
}

/** The URL property takes an absolute http(s) URL; anything else goes to the description instead. */
function httpUrl(value: string): string | null {
  if (!value || /\s/.test(value)) return null;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}
