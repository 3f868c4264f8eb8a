import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/calendar/connections/route';
import { GET as availabilityGet } from '@/app/api/v1/calendar/availability/route';
import { POST as createEventRoute } from '@/app/api/v1/calendar/events/create/route';
import { getDb } from '@/server/db/client';
import { calendarConnections, calendarEvents, linkedCalendars } from '@/server/db/schema';
import { runDueJobs } from '@/server/jobs/queue';
import { createEvent, getEvent, patchEvent, setBusinessCalendar } from '@/server/services/calendar/service';
import { actorOf, newAccount, newUser, outboxOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { deleteIcs, dropRadicaleCalendars, freshRadicaleAccount, getIcs, putIcs } from '@/server/testing/radicale';
import { syncConnection } from './sync';

const everyDay = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]));

/** A day a week ahead, at a UTC hour, as an ISO instant. */
const ahead = (hour: number, minute = 0) => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
};
const ics = (uid: string, start: Date, end: Date, extra = '') => [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z',
  `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, 'SUMMARY:Dentist', extra, 'END:VEVENT', 'END:VCALENDAR', '',
].filter(Boolean).join('\r\n');
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

async function linkedAccount() {
  const acct = await newAccount();
  const db = await getDb();
  await setBusinessCalendar(db, acct.accountId, { business_hours: everyDay, timezone: 'UTC' });
  const dav = await freshRadicaleAccount('Work');
  const res = await callRoute(createRoute, {
    method: 'POST', path: '/api/v1/calendar/connections', key: acct.key,
    body: { provider: 'caldav', caldav: { server_url: dav.serverUrl, username: dav.user, password: dav.password } },
  });
  return { acct, dav, res };
}

afterAll(() => dropRadicaleCalendars());

describe('a CalDAV calendar, linked on a real Radicale', () => {
  it('links with the right password and refuses a wrong one, writing nothing', async () => {
    const { acct, res } = await linkedAccount();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ provider: 'caldav', status: 'active', user_id: acct.userId });
    expect(res.body.calendars).toHaveLength(1);
    expect(res.body.calendars[0]).toMatchObject({ name: 'Work', busy_source: true, write_target: true, primary: true });
    expect(JSON.stringify(res.body)).not.toContain('password');

    const dav = await freshRadicaleAccount('Other');
    const wrong = await callRoute(createRoute, {
      method: 'POST', path: '/api/v1/calendar/connections', key: acct.key,
      body: { provider: 'caldav', caldav: { server_url: dav.serverUrl, username: dav.user, password: 'not-it' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('calendar_connection_failed');
    const listed = await callRoute(listRoute, { path: '/api/v1/calendar/connections', key: acct.key });
    expect(listed.body.connections).toHaveLength(1);
  });

  it('subtracts busy time from availability, explains it, and refuses a booking over it', async () => {
    const { acct, dav, res } = await linkedAccount();
    const db = await getDb();
    const start = ahead(10);
    const end = ahead(11);
    await putIcs(`${dav.calendarUrl}dentist.ics`, ics('dentist-1', start, end), dav.user, dav.password);
    const synced = await syncConnection(db, res.body.id);
    expect(synced).toMatchObject({ synced: true });

    const day = start.toISOString().slice(0, 10);
    const got = await callRoute(availabilityGet, { path: `/api/v1/calendar/availability?start_date=${day}&end_date=${day}&duration=30&explain=true`, key: acct.key });
    expect(got.status).toBe(200);
    const starts = got.body.available_slots.map((s: { start: string }) => s.start);
    expect(starts).not.toContain(start.toISOString().replace('.000Z', 'Z'));
    expect(starts).toContain(ahead(11).toISOString().replace('.000Z', 'Z'));
    expect(got.body.calendars).toEqual([expect.objectContaining({ connection_id: res.body.id, provider: 'caldav', stale: false })]);
    expect(got.body.blocked).toContainEqual({ start: start.toISOString().replace('.000Z', 'Z'), end: ahead(10, 30).toISOString().replace('.000Z', 'Z'), by: [{ source: 'caldav', calendar: 'Work', kind: 'busy' }] });

    const booked = await callRoute(createEventRoute, {
      method: 'POST', path: '/api/v1/calendar/events/create', key: acct.key,
      body: { title: 'Over the dentist', start_time: ahead(10, 30).toISOString(), end_time: ahead(11).toISOString(), check_availability: true },
    });
    expect(booked.status).toBe(409);
    expect(booked.body.error).toBe('slot_unavailable');
    const [{ count }] = await db.select({ count: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.accountId, acct.accountId)).then((r) => [{ count: r.length }]);
    expect(count).toBe(0);
  });

  it('writes a booked event out once, moves it, pulls a move and a deletion back', async () => {
    const { acct, dav } = await linkedAccount();
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    const made = await createEvent(db, actor, { title: 'Cleaning', start_time: ahead(14).toISOString(), end_time: ahead(15).toISOString(), check_availability: true });
    expect(made.availability_source).toBeDefined();
    await runDueJobs(db);
    await runDueJobs(db);
    const event = await getEvent(db, actor, made.id);
    expect(event.sync_to_external_calendars).toBe(true);
    expect(event.sync_status).toEqual({ caldav: 'synced' });
    const href = event.external_calendars.caldav!;
    expect(href).toContain(`${made.uuid}.ics`);
    expect(await getIcs(new URL(href, dav.serverUrl).href, dav.user, dav.password)).toContain(`UID:${made.uuid}`);

    await patchEvent(db, actor, made.id, { start_time: ahead(16).toISOString(), end_time: ahead(17).toISOString() });
    await runDueJobs(db);
    expect(await getIcs(new URL(href, dav.serverUrl).href, dav.user, dav.password)).toContain(`DTSTART:${stamp(ahead(16))}`);

    // Moved in the outside calendar: the event follows, with its webhook naming the source.
    const text = (await getIcs(new URL(href, dav.serverUrl).href, dav.user, dav.password))!
      .replace(`DTSTART:${stamp(ahead(16))}`, `DTSTART:${stamp(ahead(18))}`).replace(`DTEND:${stamp(ahead(17))}`, `DTEND:${stamp(ahead(19))}`);
    await putIcs(new URL(href, dav.serverUrl).href, text, dav.user, dav.password);
    const [conn] = await db.select().from(calendarConnections).where(eq(calendarConnections.userId, acct.userId));
    expect(await syncConnection(db, conn.id)).toMatchObject({ synced: true });
    const moved = await getEvent(db, actor, made.id);
    expect(moved.start_time).toBe(ahead(18).toISOString().replace('.000Z', 'Z'));
    const updates = (await outboxOf(acct.accountId)).filter((e) => e.eventType === 'calendar.updated');
    expect(updates.at(-1)!.payload).toMatchObject({ source: 'caldav' });
    await runDueJobs(db);
    expect(await getIcs(new URL(href, dav.serverUrl).href, dav.user, dav.password)).toContain(`DTSTART:${stamp(ahead(18))}`);

    await deleteIcs(new URL(href, dav.serverUrl).href, dav.user, dav.password);
    expect(await syncConnection(db, conn.id)).toMatchObject({ synced: true });
    expect((await getEvent(db, actor, made.id)).status).toBe('cancelled');
    const cancelled = (await outboxOf(acct.accountId)).filter((e) => e.eventType === 'calendar.cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].payload).toMatchObject({ source: 'caldav' });
    const cals = await db.select().from(linkedCalendars).where(eq(linkedCalendars.userId, acct.userId));
    expect(cals).toHaveLength(1);
  });

  it("blocks a colleague's slot with a copy written to a calendar they share, but never its own event twice", async () => {
    const { acct, dav } = await linkedAccount();
    const db = await getDb();
    const colleague = await newUser(acct.accountId, { role: 'member' });
    const shared = await callRoute(createRoute, {
      method: 'POST', path: '/api/v1/calendar/connections', key: colleague.key,
      body: { provider: 'caldav', caldav: { server_url: dav.serverUrl, username: dav.user, password: dav.password } },
    });
    expect(shared.status).toBe(201);
    const owner = await actorOf(acct.userId);
    const made = await createEvent(db, owner, { title: 'Filling', start_time: ahead(9).toISOString(), end_time: ahead(10).toISOString() });
    await runDueJobs(db);
    expect((await getEvent(db, owner, made.id)).sync_status).toEqual({ caldav: 'synced' });
    for (const c of await db.select().from(calendarConnections).where(eq(calendarConnections.accountId, acct.accountId))) {
      expect(await syncConnection(db, c.id)).toMatchObject({ synced: true });
    }
    const day = ahead(9).toISOString().slice(0, 10);
    const slotsOf = async (key: string) => (await callRoute(availabilityGet, { path: `/api/v1/calendar/availability?start_date=${day}&end_date=${day}&duration=60`, key }))
      .body.available_slots.map((s: { start: string }) => s.start);
    const nine = ahead(9).toISOString().replace('.000Z', 'Z');
    expect(await slotsOf(colleague.key)).not.toContain(nine);
    // The owner's own hour is refused once, by the event itself: moving it within that hour is allowed.
    await expect(patchEvent(db, owner, made.id, { start_time: ahead(9, 30).toISOString(), end_time: ahead(10, 30).toISOString(), check_availability: true })).resolves.toBeDefined();
  });
});
