import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { calendarBusyBlocks, calendarConnections, linkedCalendars } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { runDueJobs } from '@/server/jobs/queue';
import { createConnection, createEvent, linkOptions, outsideBusy, patchConnection } from '@/server/services/calendar/service';
import { actorOf, newAccount } from '@/server/testing/fixtures';
import { dropRadicaleCalendars, freshRadicaleAccount, putIcs } from '@/server/testing/radicale';
import { syncConnection } from './sync';

// The Calendar page's two reads beyond REST: which providers it offers, and the outside busy time it draws.

const day = (() => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  d.setUTCHours(0, 0, 0, 0);
  return d;
})();
const at = (hour: number) => new Date(day.getTime() + hour * 3_600_000);
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const iso = (d: Date) => d.toISOString().replace('.000Z', 'Z');
const ics = (uid: string, title: string, start: Date, end: Date, transp = 'OPAQUE') => [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z',
  `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, `SUMMARY:${title}`, `TRANSP:${transp}`, 'END:VEVENT', 'END:VCALENDAR', '',
].join('\r\n');
const week = { from: iso(day), to: iso(new Date(day.getTime() + 7 * 86_400_000)) };

afterAll(() => dropRadicaleCalendars());

describe('linkOptions', () => {
  const keys = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET', 'GOHIGHLEVEL_CLIENT_ID', 'GOHIGHLEVEL_CLIENT_SECRET'] as const;
  const saved = Object.fromEntries(keys.map((k) => [k, config[k]]));
  afterAll(() => Object.assign(config, saved));

  it('offers CalDAV and the HighLevel token always, and each OAuth provider only with its client id and secret', () => {
    Object.assign(config, Object.fromEntries(keys.map((k) => [k, undefined])));
    expect(linkOptions().providers).toEqual([
      { provider: 'caldav', oauth: false, form: 'caldav' },
      { provider: 'gohighlevel', oauth: false, form: 'gohighlevel_token' },
    ]);

    Object.assign(config, { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret', MICROSOFT_CLIENT_ID: 'm-id', GOHIGHLEVEL_CLIENT_ID: 'h-id', GOHIGHLEVEL_CLIENT_SECRET: 'h-secret' });
    // Outlook has its id but no secret: not offered.
    expect(linkOptions().providers).toEqual([
      { provider: 'google', oauth: true, form: null },
      { provider: 'caldav', oauth: false, form: 'caldav' },
      { provider: 'gohighlevel', oauth: true, form: 'gohighlevel_token' },
    ]);
  });
});

describe('outsideBusy', () => {
  it("answers the person's busy outside time with its calendar's name, without free time, copies of their own events or other people's", async () => {
    const db = await getDb();
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    const dav = await freshRadicaleAccount('Dentist calendar');
    const conn = await createConnection(db, actor, { provider: 'caldav', caldav: { server_url: dav.serverUrl, username: dav.user, password: dav.password } });
    await putIcs(`${dav.calendarUrl}dentist.ics`, ics('dentist-1', 'Dentist', at(10), at(11)), dav.user, dav.password);
    await putIcs(`${dav.calendarUrl}maybe.ics`, ics('maybe-1', 'Maybe lunch', at(12), at(13), 'TRANSPARENT'), dav.user, dav.password);
    // A Switchboard event written out to the same calendar: its copy comes back on the next sync, and is not outside time.
    await createEvent(db, actor, { title: 'Cleaning', start_time: at(14).toISOString(), end_time: at(15).toISOString() });
    await runDueJobs(db);
    await runDueJobs(db);
    expect(await syncConnection(db, conn.id)).toMatchObject({ synced: true });
    const cached = await db.select().from(calendarBusyBlocks).innerJoin(linkedCalendars, eq(linkedCalendars.id, calendarBusyBlocks.linkedCalendarId))
      .where(eq(linkedCalendars.connectionId, conn.id));
    expect(cached.map((r) => r.calendar_busy_blocks.title).sort()).toEqual(['Cleaning', 'Dentist', 'Maybe lunch']);

    const calendarId = conn.calendars[0].id;
    expect(await outsideBusy(db, actor, week.from, week.to)).toEqual({
      blocks: [{
        start: iso(at(10)), end: iso(at(11)), all_day: false, title: 'Dentist', provider: 'caldav', connection_id: conn.id,
        calendar: { id: calendarId, name: 'Dentist calendar' },
      }],
      truncated: false,
    });
    // Only what overlaps the window.
    expect((await outsideBusy(db, actor, iso(at(11)), iso(at(20)))).blocks).toEqual([]);
    expect((await outsideBusy(db, actor, iso(at(10.5)), iso(at(20)))).blocks).toHaveLength(1);

    // Another account's person sees none of it.
    const other = await newAccount();
    expect((await outsideBusy(db, await actorOf(other.userId), week.from, week.to)).blocks).toEqual([]);
  });

  it('reads only the current generation, busy-source calendars and active connections, as availability does', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    const dav = await freshRadicaleAccount('Home');
    const conn = await createConnection(db, actor, { provider: 'caldav', caldav: { server_url: dav.serverUrl, username: dav.user, password: dav.password } });
    await putIcs(`${dav.calendarUrl}gym.ics`, ics('gym-1', 'Gym', at(8), at(9)), dav.user, dav.password);
    expect(await syncConnection(db, conn.id)).toMatchObject({ synced: true });
    const titles = async () => (await outsideBusy(db, actor, week.from, week.to)).blocks.map((b) => b.title);
    expect(await titles()).toEqual(['Gym']);

    // A full read under way writes the next generation: its rows are not shown until it switches over.
    const [cal] = await db.select().from(linkedCalendars).where(eq(linkedCalendars.connectionId, conn.id));
    await db.insert(calendarBusyBlocks).values({
      linkedCalendarId: cal.id, userId: acct.userId, generation: cal.generation + 1, objectId: 'next', instanceId: 'next',
      startsAt: at(16), endsAt: at(17), busy: true, title: 'Next generation',
    });
    expect(await titles()).toEqual(['Gym']);

    await patchConnection(db, actor, conn.id, { calendars: [{ id: cal.id, busy_source: false }] });
    expect(await titles()).toEqual([]);
    await patchConnection(db, actor, conn.id, { calendars: [{ id: cal.id, busy_source: true }] });
    expect(await titles()).toEqual(['Gym']);

    await db.update(calendarConnections).set({ status: 'needs_reauth' }).where(eq(calendarConnections.id, conn.id));
    expect(await titles()).toEqual([]);
  });

  it('refuses a window that ends before it starts or spans more than six weeks', async () => {
    const db = await getDb();
    const actor = await actorOf((await newAccount()).userId);
    await expect(outsideBusy(db, actor, week.to, week.from)).rejects.toMatchObject({ code: 'validation_error' });
    await expect(outsideBusy(db, actor, week.from, iso(new Date(day.getTime() + 43 * 86_400_000)))).rejects.toBeInstanceOf(AppError);
    await expect(outsideBusy(db, actor, 'next week', week.to)).rejects.toMatchObject({ code: 'validation_error' });
  });
});
