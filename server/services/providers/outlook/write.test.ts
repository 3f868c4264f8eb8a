import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { startGraphStandIn, type GraphStandIn } from '../../../testing/stand-ins/microsoft-graph';
import type { CalendarCredentials, ExternalCalendar, OutgoingEvent } from '../calendar-port';
import { outlookCalendar } from './calendar';
import { OWN_EVENT_PROPERTY } from './events';

let graph: GraphStandIn;
let creds: CalendarCredentials;
const saved = { ...config };
const cal: ExternalCalendar = { externalId: 'cal-team', name: 'Team', timeZone: 'America/Los_Angeles', primary: false };
const window = { start: new Date('2030-01-01T00:00:00Z'), end: new Date('2030-03-01T00:00:00Z') };

function outgoing(id = randomUUID()): OutgoingEvent {
  return {
    id,
    title: 'Consultation with Ana',
    description: 'Booked by phone.',
    start: new Date('2030-01-07T17:00:00Z'),
    end: new Date('2030-01-07T17:30:00Z'),
    timeZone: 'America/Los_Angeles',
    location: '12 Main St',
    customerName: 'Ana Lopez',
    customerEmail: 'ana@example.com',
  };
}

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
  for (const e of graph.eventsIn('cal-team')) graph.deleteEvent(e.id);
  graph.conflictOnDuplicateTransaction(false);
});

describe('Outlook writes', () => {
  it('writes the event once however often it is retried, in UTC, with no attendees', async () => {
    const event = outgoing();
    const first = await outlookCalendar.write(creds, cal, event, null);
    const second = await outlookCalendar.write(creds, cal, event, null);
    expect(second).toEqual(first);
    const stored = graph.eventsIn('cal-team');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: first.externalEventId,
      subject: 'Consultation with Ana',
      body: { contentType: 'text', content: 'Booked by phone.' },
      start: { dateTime: '2030-01-07T17:00:00.000', timeZone: 'UTC' },
      end: { dateTime: '2030-01-07T17:30:00.000', timeZone: 'UTC' },
      location: { displayName: '12 Main St' },
      transactionId: event.id,
      singleValueExtendedProperties: [{ id: OWN_EVENT_PROPERTY, value: event.id }],
    });
    expect(stored[0].attendees).toBeUndefined();
    // The copy reads back as Switchboard's own, by delta (transactionId) and by calendarView (the property).
    const changes = await outlookCalendar.changes(creds, cal, null, window);
    expect(changes.upserted).toEqual([expect.objectContaining({ objectId: first.externalEventId, ownEventId: event.id, busy: true })]);
    const live = await outlookCalendar.eventsIn(creds, cal, window);
    expect(live[0].ownEventId).toBe(event.id);
  });

  it('finds the copy by its property when Graph refuses a repeated transactionId', async () => {
    const event = outgoing();
    const first = await outlookCalendar.write(creds, cal, event, null);
    graph.conflictOnDuplicateTransaction();
    await expect(outlookCalendar.write(creds, cal, event, null)).resolves.toEqual(first);
    expect(graph.eventsIn('cal-team')).toHaveLength(1);
  });

  it('moves the copy in place through its known id, and makes it again if it was deleted in Outlook', async () => {
    const event = outgoing();
    const { externalEventId } = await outlookCalendar.write(creds, cal, event, null);
    const moved = { ...event, start: new Date('2030-01-08T20:00:00Z'), end: new Date('2030-01-08T21:00:00Z'), location: null };
    await expect(outlookCalendar.write(creds, cal, moved, externalEventId)).resolves.toEqual({ externalEventId });
    expect(graph.eventsIn('cal-team')).toHaveLength(1);
    expect(graph.event(externalEventId)).toMatchObject({ start: { dateTime: '2030-01-08T20:00:00.000' }, location: { displayName: '' }, transactionId: event.id });

    graph.deleteEvent(externalEventId);
    const again = await outlookCalendar.write(creds, cal, moved, externalEventId);
    expect(again.externalEventId).not.toBe(externalEventId);
    expect(graph.eventsIn('cal-team')).toHaveLength(1);
  });

  it('removes the copy, and a second remove is no error', async () => {
    const { externalEventId } = await outlookCalendar.write(creds, cal, outgoing(), null);
    await outlookCalendar.remove(creds, cal, externalEventId);
    expect(graph.eventsIn('cal-team')).toHaveLength(0);
    await expect(outlookCalendar.remove(creds, cal, externalEventId)).resolves.toBeUndefined();
  });

  it('does not take another app’s transaction id for a Switchboard event', async () => {
    const utc = (dateTime: string) => ({ dateTime, timeZone: 'UTC' });
    graph.addEvent('cal-team', { subject: 'Theirs', transactionId: 'crm-42', start: utc('2030-01-07T09:00:00'), end: utc('2030-01-07T10:00:00') });
    const [e] = await outlookCalendar.eventsIn(creds, cal, window);
    expect(e.ownEventId).toBeUndefined();
  });
});
