import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { startGraphStandIn, type GraphStandIn } from '../../../testing/stand-ins/microsoft-graph';
import type { CalendarCredentials, ExternalCalendar } from '../calendar-port';
import { outlookCalendar } from './calendar';

let graph: GraphStandIn;
let creds: CalendarCredentials;
const saved = { ...config };
const la: ExternalCalendar = { externalId: 'cal-team', name: 'Team', timeZone: 'America/Los_Angeles', primary: false };
const window = { start: new Date('2030-01-01T00:00:00Z'), end: new Date('2030-03-01T00:00:00Z') };
const pst = (dateTime: string) => ({ dateTime, timeZone: 'Pacific Standard Time' });
const utc = (dateTime: string) => ({ dateTime, timeZone: 'UTC' });

beforeAll(async () => {
  graph = await startGraphStandIn();
  Object.assign(config, graph.config);
  const t = graph.grant();
  creds = { kind: 'oauth', accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: null };
});
afterAll(async () => {
  Object.assign(config, saved);
  await graph.close();
});
beforeEach(() => {
  for (const c of ['cal-primary', 'cal-team']) for (const e of graph.eventsIn(c)) graph.deleteEvent(e.id);
  graph.ignorePreferTimeZone(false);
  graph.setPageSize(10);
});

describe('Outlook calendars', () => {
  it('lists the calendars in the mailbox zone, a Windows name read as IANA', async () => {
    graph.mailbox.timeZone = 'Pacific Standard Time';
    const listed = await outlookCalendar.listCalendars(creds);
    expect(listed).toEqual({
      accountLabel: 'dana@example.com',
      calendars: [
        { externalId: 'cal-primary', name: 'Calendar', timeZone: 'America/Los_Angeles', primary: true },
        { externalId: 'cal-team', name: 'Team', timeZone: 'America/Los_Angeles', primary: false },
      ],
    });
    graph.mailbox.timeZone = 'Europe/Paris';
    expect((await outlookCalendar.listCalendars(creds)).calendars[0].timeZone).toBe('Europe/Paris');
  });

  it('falls back to the user principal name and to UTC when the mailbox settings are refused', async () => {
    const mail = graph.user.mail;
    graph.user.mail = null;
    graph.mailbox.timeZone = 'Pacific Standard Time';
    const t = graph.grant(['offline_access', 'Calendars.ReadWrite', 'User.Read']);
    const listed = await outlookCalendar.listCalendars({ kind: 'oauth', accessToken: t.accessToken, refreshToken: null, expiresAt: null });
    graph.user.mail = mail;
    expect(listed.accountLabel).toBe('dana@example.onmicrosoft.com');
    expect(listed.calendars.map((c) => c.timeZone)).toEqual(['UTC', 'UTC']);
  });
});

describe('Outlook events', () => {
  it('reads times that carry a Windows zone name, when Graph ignores the UTC preference', async () => {
    graph.addEvent('cal-team', { subject: 'Dentist', start: pst('2030-01-07T09:00:00.0000000'), end: pst('2030-01-07T10:30:00.0000000') });
    graph.ignorePreferTimeZone();
    const [e] = await outlookCalendar.eventsIn(creds, la, window);
    expect(graph.requests.at(-1)!.headers.prefer).toContain('outlook.timezone="UTC"');
    expect(e).toMatchObject({ start: new Date('2030-01-07T17:00:00Z'), end: new Date('2030-01-07T18:30:00Z'), allDay: false, busy: true, title: 'Dentist' });
    graph.ignorePreferTimeZone(false);
    const [again] = await outlookCalendar.eventsIn(creds, la, window);
    expect(again.start).toEqual(new Date('2030-01-07T17:00:00Z'));
  });

  it('blocks for busy, tentative, oof and unknown, not for free or workingElsewhere', async () => {
    const shows = ['busy', 'tentative', 'oof', 'unknown', 'free', 'workingElsewhere'] as const;
    shows.forEach((showAs, i) =>
      graph.addEvent('cal-team', { subject: showAs, showAs, start: utc(`2030-01-1${i}T09:00:00.0000000`), end: utc(`2030-01-1${i}T10:00:00.0000000`) }),
    );
    const read = await outlookCalendar.eventsIn(creds, la, window);
    expect(Object.fromEntries(read.map((e) => [e.title, e.busy]))).toEqual({ busy: true, tentative: true, oof: true, unknown: true, free: false, workingElsewhere: false });
  });

  it('leaves out cancelled events', async () => {
    graph.addEvent('cal-team', { subject: 'Called off', isCancelled: true, start: utc('2030-01-07T09:00:00'), end: utc('2030-01-07T10:00:00') });
    expect(await outlookCalendar.eventsIn(creds, la, window)).toEqual([]);
  });

  it('reads an all-day event as its whole day in the calendar zone', async () => {
    graph.addEvent('cal-team', { subject: 'Off', isAllDay: true, start: pst('2030-01-08T00:00:00.0000000'), end: pst('2030-01-10T00:00:00.0000000') });
    const [e] = await outlookCalendar.eventsIn(creds, la, window);
    expect(e).toMatchObject({ allDay: true, start: new Date('2030-01-08T08:00:00Z'), end: new Date('2030-01-10T08:00:00Z') });
    // Some answers give an all-day bound as another zone's wall time: the nearest local midnight is the day meant.
    graph.updateEvent(e.objectId, { start: utc('2030-01-08T08:00:00.0000000'), end: utc('2030-01-10T08:00:00.0000000') });
    graph.ignorePreferTimeZone();
    const [shifted] = await outlookCalendar.eventsIn(creds, la, window);
    expect(shifted).toMatchObject({ start: new Date('2030-01-08T08:00:00Z'), end: new Date('2030-01-10T08:00:00Z') });
  });

  it('expands a weekly series with one occurrence moved and one deleted, across pages', async () => {
    graph.setPageSize(2);
    const master = graph.addWeeklySeries('cal-team', { subject: 'Standup', start: pst('2030-01-07T09:00:00.0000000'), end: pst('2030-01-07T09:30:00.0000000') }, 5);
    graph.moveOccurrence(master.id, 1, pst('2030-01-15T14:00:00.0000000'), pst('2030-01-15T14:30:00.0000000'));
    graph.deleteOccurrence(master.id, 2);
    const before = graph.requests.length;
    const read = await outlookCalendar.eventsIn(creds, la, window);
    expect(read.map((e) => e.start.toISOString()).sort()).toEqual([
      '2030-01-07T17:00:00.000Z',
      '2030-01-15T22:00:00.000Z',
      '2030-01-28T17:00:00.000Z',
      '2030-02-04T17:00:00.000Z',
    ]);
    expect(new Set(read.map((e) => e.objectId)).size).toBe(4);
    expect(read.every((e) => e.instanceId === e.objectId)).toBe(true);
    expect(graph.requests.slice(before).filter((r) => r.path.endsWith('/calendarView')).length).toBe(2);
  });
});
