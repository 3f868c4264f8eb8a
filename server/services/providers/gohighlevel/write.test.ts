import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { at } from '../../../testing/calendar-fixtures';
import { type HighLevelStandIn, startHighLevelStandIn } from '../../../testing/stand-ins/gohighlevel';
import { type CalendarCredentials, type ExternalCalendar, type OutgoingEvent, CalendarRequestError } from '../calendar-port';
import { gohighlevelCalendar } from './calendar';

// Switchboard's events written into a HighLevel calendar as blocked slots, and deleted, over real HTTP.

let ghl: HighLevelStandIn;
let saved: Partial<typeof config>;
let credentials: CalendarCredentials;
let calendar: ExternalCalendar;

function outgoing(start: string, end: string): OutgoingEvent {
  return {
    id: crypto.randomUUID(),
    title: 'Consultation — Ana Ruiz',
    description: 'Booked by phone.',
    start: new Date(start),
    end: new Date(end),
    timeZone: 'America/New_York',
    location: null,
    customerName: 'Ana Ruiz',
    customerEmail: 'ana@example.com',
  };
}

const creates = () => ghl.requests.filter((r) => r.method === 'POST' && r.path === '/calendars/events/block-slots').length;

beforeAll(async () => {
  ghl = await startHighLevelStandIn();
  ghl.addLocation({ id: 'loc-w', name: 'Maple Law', timezone: 'America/New_York' });
  calendar = { externalId: ghl.addCalendar('loc-w', 'Consultations'), name: 'Consultations', timeZone: 'America/New_York', primary: false };
  credentials = { kind: 'token', token: ghl.addPrivateToken('loc-w'), locationId: 'loc-w' };
  const values = ghl.config();
  saved = Object.fromEntries(Object.keys(values).map((k) => [k, config[k as keyof typeof config]]));
  Object.assign(config, values);
});

afterAll(async () => {
  Object.assign(config, saved);
  await ghl.close();
});

describe('writing to a HighLevel calendar', () => {
  it('writes a blocked slot carrying the event\'s UUID, read back as Switchboard\'s own', async () => {
    const event = outgoing(at(3, '14:00'), at(3, '15:00'));
    const { externalEventId } = await gohighlevelCalendar.write(credentials, calendar, event, null);
    const [slot] = ghl.blockedSlots(calendar.externalId).filter((s) => s.id === externalEventId);
    expect(slot).toMatchObject({ locationId: 'loc-w', startTime: event.start.toISOString(), endTime: event.end.toISOString() });
    expect(slot.title).toBe(`Consultation — Ana Ruiz [switchboard:${event.id}]`);
    const read = await gohighlevelCalendar.eventsIn(credentials, calendar, { start: new Date(at(2, '00:00')), end: new Date(at(5, '00:00')) });
    expect(read.find((e) => e.objectId === externalEventId)).toMatchObject({ ownEventId: event.id, busy: true, title: 'Consultation — Ana Ruiz' });
  });

  it('makes one copy of an event written twice, with or without the id the first write answered', async () => {
    const event = outgoing(at(4, '09:00'), at(4, '09:30'));
    const before = creates();
    const first = await gohighlevelCalendar.write(credentials, calendar, event, null);
    const again = await gohighlevelCalendar.write(credentials, calendar, event, null);
    const known = await gohighlevelCalendar.write(credentials, calendar, event, first.externalEventId);
    expect(again).toEqual(first);
    expect(known).toEqual(first);
    expect(creates() - before).toBe(1);
    expect(ghl.blockedSlots(calendar.externalId).filter((s) => s.title.includes(event.id))).toHaveLength(1);
  });

  it('moves the copy through its known id', async () => {
    const event = outgoing(at(5, '10:00'), at(5, '11:00'));
    const { externalEventId } = await gohighlevelCalendar.write(credentials, calendar, event, null);
    const moved = { ...event, start: new Date(at(9, '16:00')), end: new Date(at(9, '17:00')) };
    await expect(gohighlevelCalendar.write(credentials, calendar, moved, externalEventId)).resolves.toEqual({ externalEventId });
    const mine = ghl.blockedSlots(calendar.externalId).filter((s) => s.title.includes(event.id));
    expect(mine).toEqual([expect.objectContaining({ id: externalEventId, startTime: moved.start.toISOString(), endTime: moved.end.toISOString() })]);
  });

  it('finds the first copy by its UUID when the answer to its create was lost', async () => {
    const event = outgoing(at(6, '13:00'), at(6, '14:00'));
    ghl.loseNextAnswer();
    await expect(gohighlevelCalendar.write(credentials, calendar, event, null)).rejects.toBeInstanceOf(CalendarRequestError);
    const [lost] = ghl.blockedSlots(calendar.externalId).filter((s) => s.title.includes(event.id));
    expect(lost).toBeDefined();
    const before = creates();
    await expect(gohighlevelCalendar.write(credentials, calendar, event, null)).resolves.toEqual({ externalEventId: lost.id });
    expect(creates()).toBe(before);
    expect(ghl.blockedSlots(calendar.externalId).filter((s) => s.title.includes(event.id))).toHaveLength(1);
  });

  it('writes anew a copy the owner deleted in HighLevel', async () => {
    const event = outgoing(at(7, '08:00'), at(7, '09:00'));
    const first = await gohighlevelCalendar.write(credentials, calendar, event, null);
    await gohighlevelCalendar.remove(credentials, calendar, first.externalEventId);
    const second = await gohighlevelCalendar.write(credentials, calendar, event, first.externalEventId);
    expect(second.externalEventId).not.toBe(first.externalEventId);
    expect(ghl.blockedSlots(calendar.externalId).filter((s) => s.title.includes(event.id)).map((s) => s.id)).toEqual([second.externalEventId]);
  });

  it('removes a copy, and a copy already gone is no error', async () => {
    const event = outgoing(at(8, '08:00'), at(8, '09:00'));
    const { externalEventId } = await gohighlevelCalendar.write(credentials, calendar, event, null);
    await gohighlevelCalendar.remove(credentials, calendar, externalEventId);
    await gohighlevelCalendar.remove(credentials, calendar, externalEventId);
    expect(ghl.blockedSlots(calendar.externalId).some((s) => s.id === externalEventId)).toBe(false);
    expect(ghl.requests.filter((r) => r.method === 'DELETE' && r.path === `/calendars/events/${externalEventId}`)).toHaveLength(2);
  });

  it('reads a failed delete as a failure', async () => {
    const event = outgoing(at(10, '08:00'), at(10, '09:00'));
    const { externalEventId } = await gohighlevelCalendar.write(credentials, calendar, event, null);
    ghl.failNext(500);
    await expect(gohighlevelCalendar.remove(credentials, calendar, externalEventId)).rejects.toMatchObject({ name: 'CalendarRequestError', status: 500 });
  });
});
