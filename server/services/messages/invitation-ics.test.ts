import ICAL from 'ical.js';
import nodeIcal, { type VAlarm, type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { renderInvitation, type InvitationInput } from './invitation-ics';

const UUID = '6f1c2d3e-aaaa-4bbb-8ccc-0123456789ab';

const input = (extra: Partial<InvitationInput> = {}): InvitationInput => ({
  uuid: UUID,
  title: 'Cleaning',
  description: 'Bring your X-rays.',
  location: '12 Main St, Suite 4',
  start: new Date('2026-12-08T19:30:00Z'),
  end: new Date('2026-12-08T20:15:00Z'),
  sequence: 0,
  status: 'confirmed',
  remindBeforeMinutes: 30,
  organizer: { name: 'Acme Dental', email: 'no-reply@acme.example' },
  attendee: { name: 'Ada Lovelace', email: 'ada@example.com' },
  url: 'https://switchboard.example/api/v1/calendar/ics/6f1c2d3e-aaaa-4bbb-8ccc-0123456789ab',
  now: new Date('2026-12-01T10:00:00.456Z'),
  ...extra,
});

function icalEvent(ics: string) {
  const vcalendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = vcalendar.getFirstSubcomponent('vevent')!;
  return { vcalendar, vevent, event: new ICAL.Event(vevent) };
}

function nodeEvent(ics: string) {
  const parsed = nodeIcal.sync.parseICS(ics);
  const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as VEvent;
  return { vcalendar: parsed.vcalendar, event };
}

const paramsOf = <T,>(value: T | { val: T; params: Record<string, unknown> } | undefined) =>
  value && typeof value === 'object' && 'params' in value ? value : { val: value, params: {} as Record<string, unknown> };

describe('renderInvitation', () => {
  it('writes an iTIP REQUEST that ical.js reads', () => {
    const ics = renderInvitation(input(), 'REQUEST');
    const { vcalendar, vevent, event } = icalEvent(ics);
    expect(vcalendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(vcalendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(vcalendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(vcalendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(vcalendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.uid).toBe(UUID);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-08T19:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-08T20:15:00.000Z');
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(event.summary).toBe('Cleaning');
    expect(event.description).toBe('Bring your X-rays.');
    expect(event.location).toBe('12 Main St, Suite 4');
    expect(vevent.getFirstPropertyValue('url')).toBe(input().url);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:no-reply@acme.example');
    expect(organizer.getParameter('cn')).toBe('Acme Dental');
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(attendees[0].getFirstValue()).toBe('mailto:ada@example.com');
    expect(attendees[0].getParameter('cn')).toBe('Ada Lovelace');
    expect(attendees[0].getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendees[0].getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendees[0].getParameter('rsvp')).toBe('FALSE');

    const alarms = vevent.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    expect(alarms[0].getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarms[0].getFirstPropertyValue('trigger'))).toBe('-PT30M');
    expect(alarms[0].getFirstPropertyValue('description')).toBe('Reminder: Cleaning');
    expect(ics).toContain('\r\nTRIGGER:-PT30M\r\n');
  });

  it('writes an iTIP REQUEST that node-ical reads', () => {
    const { vcalendar, event } = nodeEvent(renderInvitation(input(), 'REQUEST'));
    expect(vcalendar?.method).toBe('REQUEST');
    expect(event.uid).toBe(UUID);
    expect(event.sequence).toBe(0);
    expect(event.start.toISOString()).toBe('2026-12-08T19:30:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-12-08T20:15:00.000Z');
    expect(event.status).toBe('CONFIRMED');
    expect(event.location).toBe('12 Main St, Suite 4');
    const organizer = paramsOf(event.organizer);
    expect(organizer.val).toBe('mailto:no-reply@acme.example');
    expect(organizer.params.CN).toBe('Acme Dental');
    const attendee = paramsOf(Array.isArray(event.attendee) ? event.attendee[0] : event.attendee);
    expect(attendee.val).toBe('mailto:ada@example.com');
    expect(attendee.params).toMatchObject({ CN: 'Ada Lovelace', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'NEEDS-ACTION' });
    expect((event.alarms ?? []).map((a: VAlarm) => [a.action, String(a.trigger)])).toEqual([['DISPLAY', '-PT30M']]);
  });

  it('marks a scheduled (not yet confirmed) event tentative and leaves out what is not given', () => {
    const ics = renderInvitation(input({ status: 'scheduled', description: null, location: null, url: null, remindBeforeMinutes: null, attendee: { name: null, email: 'ada@example.com' } }), 'REQUEST');
    const { vevent } = icalEvent(ics);
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    for (const name of ['description', 'location', 'url']) expect(vevent.hasProperty(name)).toBe(false);
    expect(vevent.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBeUndefined();
    expect(vevent.getFirstPropertyValue('attendee')).toBe('mailto:ada@example.com');
  });

  it('writes a reminder at the start as a zero offset', () => {
    const { vevent } = icalEvent(renderInvitation(input({ remindBeforeMinutes: 0 }), 'REQUEST'));
    const trigger = vevent.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(0);
  });

  it('keeps the UID and raises the SEQUENCE when the event moves', () => {
    const first = icalEvent(renderInvitation(input(), 'REQUEST')).event;
    const moved = icalEvent(renderInvitation(input({
      sequence: 1,
      start: new Date('2026-12-09T15:00:00Z'),
      end: new Date('2026-12-09T15:45:00Z'),
      now: new Date('2026-12-02T08:00:00Z'),
    }), 'REQUEST')).event;
    expect(moved.uid).toBe(first.uid);
    expect(moved.sequence).toBeGreaterThan(first.sequence);
    expect(moved.startDate.toJSDate().toISOString()).toBe('2026-12-09T15:00:00.000Z');
  });

  it('writes a CANCEL with the same UID, STATUS:CANCELLED and no alarm', () => {
    const ics = renderInvitation(input({ sequence: 2, status: 'cancelled' }), 'CANCEL');
    const { vcalendar, vevent, event } = icalEvent(ics);
    expect(vcalendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(UUID);
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:no-reply@acme.example');
    expect(vevent.getFirstPropertyValue('attendee')).toBe('mailto:ada@example.com');
    const parsed = nodeEvent(ics);
    expect(parsed.vcalendar?.method).toBe('CANCEL');
    expect(parsed.event.status).toBe('CANCELLED');
  });

  it('folds to 75 octets with CRLF, escapes text and keeps it through both parsers', () => {
    const title = 'Cleaning, part 1; "deep" \\ check 😀 — with a title long enough to be folded more than once 🦷🦷🦷';
    const description = 'Line one,\nline two; with a backslash \\ and 😀\r\nend';
    const location = 'Zahnärzte Müller, Straße 5; 2. OG';
    const ics = renderInvitation(input({
      title,
      description,
      location,
      organizer: { name: 'Acme "Smile", Dental; Zürich 😀', email: 'no-reply@acme.example' },
      attendee: { name: 'Lovelace, Ada\nCountess', email: 'ada@example.com' },
    }), 'REQUEST');

    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folding never cuts a character: every line is valid UTF-8 on its own.
    for (const line of ics.split('\r\n')) expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Cleaning\\, part 1\\; "deep" \\\\ check 😀');
    expect(unfolded).toContain('DESCRIPTION:Line one\\,\\nline two\\; with a backslash \\\\ and 😀\\nend');

    const { vevent, event } = icalEvent(ics);
    expect(event.summary).toBe(title);
    expect(event.description).toBe('Line one,\nline two; with a backslash \\ and 😀\nend');
    expect(event.location).toBe(location);
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe("Acme 'Smile', Dental, Zürich 😀");
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe('Lovelace, Ada Countess');

    const parsed = nodeEvent(ics).event;
    expect(parsed.summary).toBe(title);
    expect(parsed.description).toBe('Line one,\nline two; with a backslash \\ and 😀\nend');
    expect(parsed.location).toBe(location);
    expect(paramsOf(parsed.organizer).params.CN).toBe("Acme 'Smile', Dental, Zürich 😀");
  });
});
