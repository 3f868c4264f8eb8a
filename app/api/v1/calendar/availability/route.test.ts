import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import {
  calendarWeek, createEvent, getAvailability, patchEvent, setBusinessCalendar, setUserSchedule,
} from '@/server/services/calendar/service';
import { dateIn } from '@/server/testing/calendar-fixtures';
import { actorOf, keyWith, newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET, POST } from './route';

const query = (key: string, q = '') => callRoute(GET, { path: `/api/v1/calendar/availability${q ? `?${q}` : ''}`, key });
const everyDay = (a: string, z: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [[a, z]]]));
// 2030-03-04 is a Monday.
const NOW = new Date('2030-03-01T00:00:00Z');

async function slots(userId: number, q: Record<string, string | number>, now = NOW) {
  const db = await getDb();
  const r = await getAvailability(db, await actorOf(userId), q, { now });
  return r.available_slots.map((s) => s.start);
}

async function book(userId: number, start: string, end: string, extra: Record<string, unknown> = {}) {
  const db = await getDb();
  return createEvent(db, await actorOf(userId), { title: 'booked', start_time: start, end_time: end, ...extra });
}

describe('GET /api/v1/calendar/availability', () => {
  it('answers the contract shape with defaults: today, 7 days, 30 minutes, UTC', async () => {
    const acct = await newAccount();
    await setBusinessCalendar(await getDb(), acct.accountId, { business_hours: everyDay('00:00', '24:00') });
    const res = await query(acct.key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: acct.userId, start_date: dateIn(0), end_date: dateIn(7), duration_minutes: 30 });
    expect(res.body.count).toBe(res.body.available_slots.length);
    expect(res.body.count).toBeGreaterThan(7 * 48 - 1);
    for (const s of res.body.available_slots) {
      expect(s.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
      expect(Date.parse(s.end) - Date.parse(s.start)).toBe(30 * 60_000);
      expect(s.duration_minutes).toBe(30);
      expect(Date.parse(s.start)).toBeGreaterThanOrEqual(Date.now() - 60_000);
    }
  });

  it('answers invalid_duration for a duration outside 1 to 180 or not a whole number', async () => {
    const acct = await newAccount();
    for (const d of ['0', '181', '-5', 'abc', '30.5', '', '1e2']) {
      const res = await query(acct.key, `duration=${d}`);
      expect(res.status, d).toBe(400);
      expect(res.body.error, d).toBe('invalid_duration');
    }
    for (const d of ['1', '180']) expect((await query(acct.key, `duration=${d}`)).body.duration_minutes).toBe(Number(d));
  });

  it('answers invalid_parameter_format for bad dates, ranges and zones', async () => {
    const acct = await newAccount();
    for (const q of ['start_date=03/04/2030', 'end_date=2030-13-01', 'start_date=2030-03-10&end_date=2030-03-09', 'start_date=2030-03-01&end_date=2030-05-03', 'timezone=Nowhere/Town']) {
      const res = await query(acct.key, q);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toBe('invalid_parameter_format');
    }
    const longest = await query(acct.key, 'start_date=2030-03-01&end_date=2030-05-02'); // 62 days
    expect(longest.status).toBe(200);
  });

  it('needs can_read_calendar and serves only GET', async () => {
    const acct = await newAccount();
    const key = await keyWith(acct.userId, ['can_write_calendar']);
    expect((await query(key)).body.error).toBe('permission_denied');
    expect((await callRoute(POST, { method: 'POST', path: '/api/v1/calendar/availability', key: acct.key, body: {} })).status).toBe(405);
  });
});

describe('availability from stored rules and events', () => {
  it('follows the business hours alone when the user has no schedule, in the business zone', async () => {
    const acct = await newAccount();
    await setBusinessCalendar(await getDb(), acct.accountId, { timezone: 'America/New_York' });
    expect(await slots(acct.userId, { start_date: '2030-03-04', end_date: '2030-03-04', duration: 120 }))
      .toEqual(['2030-03-04T14:00:00Z', '2030-03-04T16:00:00Z', '2030-03-04T18:00:00Z', '2030-03-04T20:00:00Z']);
  });

  it('intersects the user schedule (with overrides) and the business hours', async () => {
    const acct = await newAccount();
    const db = await getDb();
    await setUserSchedule(db, acct.userId, {
      timezone: 'Europe/Berlin',
      weekly: { mon: [['08:00', '12:00']], tue: [['14:00', '20:00']], wed: [['09:00', '11:00']] },
      overrides: { '2030-03-06': [] },
    });
    // Business: UTC 09:00-17:00 on weekdays. Berlin is UTC+1 in March 2030 until the 31st.
    expect(await slots(acct.userId, { start_date: '2030-03-04', end_date: '2030-03-06', duration: 60 })).toEqual([
      '2030-03-04T09:00:00Z', '2030-03-04T10:00:00Z', // Mon 08-12 Berlin = 07-11Z, cut to 09-11Z
      '2030-03-05T13:00:00Z', '2030-03-05T14:00:00Z', '2030-03-05T15:00:00Z', '2030-03-05T16:00:00Z', // Tue 14-20 Berlin = 13-19Z, cut to 13-17Z
    ]);
  });

  it('leaves out scheduled and confirmed events with the buffer, but not other statuses or other users', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const colleague = await newUser(acct.accountId, { role: 'admin' });
    await setBusinessCalendar(db, acct.accountId, { buffer_minutes: 30 });
    await book(acct.userId, '2030-03-04T10:00:00Z', '2030-03-04T11:00:00Z', { event_type: 'busy' });
    await book(acct.userId, '2030-03-04T13:00:00Z', '2030-03-04T13:30:00Z', { status: 'confirmed' });
    const cancelled = await book(acct.userId, '2030-03-04T15:00:00Z', '2030-03-04T16:00:00Z');
    await patchEvent(db, await actorOf(acct.userId), cancelled.id, { status: 'cancelled' });
    const done = await book(acct.userId, '2030-03-04T16:00:00Z', '2030-03-04T17:00:00Z');
    await patchEvent(db, await actorOf(acct.userId), done.id, { status: 'completed' });
    await book(colleague.userId, '2030-03-04T09:00:00Z', '2030-03-04T17:00:00Z');
    // Blocked with the buffer: 09:30-11:30 and 12:30-14:00. Steps of 60 minutes from 09:00.
    expect(await slots(acct.userId, { start_date: '2030-03-04', end_date: '2030-03-04', duration: 60 }))
      .toEqual(['2030-03-04T14:00:00Z', '2030-03-04T15:00:00Z', '2030-03-04T16:00:00Z']);
  });

  it('keeps the minimum notice from now, across midnight', async () => {
    const acct = await newAccount();
    await setBusinessCalendar(await getDb(), acct.accountId, { minimum_notice_minutes: 12 * 60 });
    const got = await slots(acct.userId, { start_date: '2030-03-04', end_date: '2030-03-05', duration: 60 }, new Date('2030-03-04T22:30:00Z'));
    expect(got[0]).toBe('2030-03-05T11:00:00Z');
    expect(got).toHaveLength(6);
  });

  it('reads the date range in the timezone parameter', async () => {
    const acct = await newAccount();
    await setBusinessCalendar(await getDb(), acct.accountId, { business_hours: everyDay('00:00', '24:00') });
    const got = await slots(acct.userId, { start_date: '2030-03-04', end_date: '2030-03-04', duration: 180, timezone: 'America/Los_Angeles' });
    // 2030-03-04 in Los Angeles is 08:00Z to 08:00Z the next day; UTC days step from midnight.
    expect(got).toEqual([
      '2030-03-04T09:00:00Z', '2030-03-04T12:00:00Z', '2030-03-04T15:00:00Z', '2030-03-04T18:00:00Z', '2030-03-04T21:00:00Z',
      '2030-03-05T00:00:00Z', '2030-03-05T03:00:00Z', '2030-03-05T06:00:00Z',
    ]);
  });

  it('gives the dashboard a week of events with the availability preview', async () => {
    const acct = await newAccount();
    await book(acct.userId, '2030-03-05T10:00:00Z', '2030-03-05T11:00:00Z');
    await book(acct.userId, '2030-03-12T10:00:00Z', '2030-03-12T11:00:00Z');
    const db = await getDb();
    const week = await calendarWeek(db, await actorOf(acct.userId), { duration: 60 }, { now: new Date('2030-03-06T12:10:00Z') });
    expect(week).toMatchObject({ week_start: '2030-03-04', week_end: '2030-03-10', timezone: 'UTC' });
    expect(week.events.map((e) => e.start_time)).toEqual(['2030-03-05T10:00:00Z']);
    expect(week.availability.available_slots[0].start).toBe('2030-03-06T13:00:00Z');
    expect(week.availability.count).toBe(4 + 8 + 8);
  });
});
