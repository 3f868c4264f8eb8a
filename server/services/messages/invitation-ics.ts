import ICAL from 'ical.js';
import { foldContentLines } from '../calendar/ics';

/** What an invitation says about an event, in plain values: the messages domain reads them from the event row. */
export interface InvitationInput {
  uuid: string;
  title: string;
  description: string | null;
  location: string | null;
  start: Date;
  end: Date;
  /** The event's SEQUENCE: it grows with every change, so a client keeps the newest of the emails it got. */
  sequence: number;
  /** A REQUEST says TENTATIVE for a scheduled event and CONFIRMED otherwise; a cancelled event goes as a CANCEL. */
  status: 'scheduled' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';
  /** null: no VALARM. */
  remindBeforeMinutes: number | null;
  organizer: { name: string; email: string };
  attendee: { name: string | null; email: string };
  /** The event's ICS link. */
  url: string | null;
  now: Date;
}

const PRODID = '-//Switchboard//Invitations//EN';

/**
 * The iCalendar object of an invitation (RFC 5546 iTIP over email, RFC 6047): METHOD:REQUEST for a new or moved
 * event, METHOD:CANCEL for a cancelled one. Clients match the emails of one event by UID and keep the one with the
 * highest SEQUENCE, so the UID is the event's UUID and never changes. Google, Outlook and Apple all refuse an iTIP
 * object without ORGANIZER, and answer only to the attendee it names, so both are always present; RSVP=FALSE since
 * Switchboard reads no replies. Built with ical.js, which escapes TEXT values and quotes parameters; its
 * folding lets a continuation line reach 76 octets, so the lines are folded again by foldContentLines.
 */
export function renderInvitation(input: InvitationInput, method: 'REQUEST' | 'CANCEL'): string {
  const vcalendar = new ICAL.Component('vcalendar');
  vcalendar.addPropertyWithValue('prodid', PRODID);
  vcalendar.addPropertyWithValue('version', '2.0');
  vcalendar.addPropertyWithValue('calscale', 'GREGORIAN');
  vcalendar.addPropertyWithValue('method', method);
  vcalendar.addSubcomponent(vevent(input, method));
  return foldContentLines(vcalendar.toString() + '\r\n');
}

function vevent(input: InvitationInput, method: 'REQUEST' | 'CANCEL'): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', input.uuid);
  event.addPropertyWithValue('sequence', input.sequence);
  event.addPropertyWithValue('dtstamp', utc(input.now));
  event.addPropertyWithValue('dtstart', utc(input.start));
  event.addPropertyWithValue('dtend', utc(input.end));
  event.addPropertyWithValue('summary', text(input.title));
  if (input.description) event.addPropertyWithValue('description', text(input.description));
  if (input.location) event.addPropertyWithValue('location', text(input.location));
  if (input.url) event.addPropertyWithValue('url', input.url);
  event.addProperty(address('organizer', input.organizer.name, input.organizer.email));
  const attendee = address('attendee', input.attendee.name, input.attendee.email);
  attendee.setParameter('role', 'REQ-PARTICIPANT');
  attendee.setParameter('partstat', 'NEEDS-ACTION');
  attendee.setParameter('rsvp', 'FALSE');
  event.addProperty(attendee);
  event.addPropertyWithValue('status', method === 'CANCEL' ? 'CANCELLED' : input.status === 'scheduled' ? 'TENTATIVE' : 'CONFIRMED');
  event.addPropertyWithValue('transp', 'OPAQUE');
  if (method === 'REQUEST' && input.remindBeforeMinutes !== null) event.addSubcomponent(alarm(input));
  return event;
}

function alarm(input: InvitationInput): ICAL.Component {
  const valarm = new ICAL.Component('valarm');
  valarm.addPropertyWithValue('action', 'DISPLAY');
  // A zero offset is written PT0S: the reminder at the start.
  const minutes = Math.max(0, Math.round(input.remindBeforeMinutes ?? 0));
  valarm.addPropertyWithValue('trigger', ICAL.Duration.fromData({ minutes, isNegative: minutes > 0 }));
  valarm.addPropertyWithValue('description', text(`Reminder: ${input.title}`));
  return valarm;
}

/**
 * ORGANIZER or ATTENDEE: a mailto: address with the person's name as CN. A parameter value cannot hold control
 * characters or a double quote (RFC 5545 3.1), and RFC 6868's ^' for a quote is not read by every client, so a quote
 * becomes an apostrophe. A semicolon is allowed inside the quotes, but parsers that split parameters on every
 * semicolon (node-ical among them) cut the name there, so it becomes a comma.
 */
function address(name: 'organizer' | 'attendee', cn: string | null, email: string): ICAL.Property {
  const prop = new ICAL.Property(name);
  const commonName = cn?.replace(/\p{Cc}+/gu, ' ').replace(/"/g, "'").replace(/;/g, ',').trim();
  if (commonName) prop.setParameter('cn', commonName);
  prop.setValue(`mailto:${email}`);
  return prop;
}

function utc(d: Date): ICAL.Time {
  return ICAL.Time.fromJSDate(d, true);
}

/** A text value as RFC 5545 keeps it: every line break (CRLF, CR or LF) becomes one newline, escaped as `\n`. */
const text = (value: string) => value.replace(/\r\n?/g, '\n');
