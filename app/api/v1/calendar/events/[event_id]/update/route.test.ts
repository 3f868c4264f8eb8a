import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { createAgent } from '@/server/services/agents/service';
import { createEvent } from '@/server/services/calendar/service';
import { pendingByKey, writeCounts } from '@/server/testing/calendar-fixtures';
import { actorOf, keyWith, newAccount, newTeam, newUser, outboxOf, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getEvent } from '../route';
import { PATCH, PUT, POST } from './route';

const send = (method: 'PUT' | 'PATCH', key: string, id: string | number, body: unknown) =>
  callRoute(method === 'PUT' ? PUT : PATCH, { method, path: `/api/v1/calendar/events/${id}/update`, key, body, params: { event_id: String(id) } });
const read = async (key: string, id: string | number) =>
  (await callRoute(getEvent, { path: `/api/v1/calendar/events/${id}`, key, params: { event_id: String(id) } })).body;

const full = {
  title: 'Consultation',
  description: 'First visit',
  start_time: '2030-02-04T10:00:00Z',
  end_time: '2030-02-04T11:00:00Z',
  event_type: 'appointment',
  status: 'confirmed',
  location: 'Clinic',
  customer_name: 'Grace',
  customer_email: 'grace@example.com',
  customer_phone: '+15555550100',
  customer_notes: 'Allergic to penicillin',
  has_video_conference: true,
  video_conference_url: 'https://meet.example.com/x',
  video_conference_provider: 'meet',
  is_reminder_enabled: true,
  remind_before_minutes: 20,
  created_by_ai_agent: true,
  sync_to_external_calendars: true,
  send_notifications: true,
} as const;

async function seeded(acct: TestAccount, extra: Record<string, unknown> = {}) {
  const db = await getDb();
  return createEvent(db, await actorOf(acct.userId), { ...full, team_id: acct.teamId, ...extra }, { now: new Date('2030-01-01T00:00:00Z') });
}

describe('PATCH /api/v1/calendar/events/{id}/update', () => {
  it('changes only the fields sent, by id or by UUID', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct);
    const before = await read(acct.key, ev.id);
    const res = await send('PATCH', acct.key, ev.uuid, { title: 'Follow-up', customer_phone: '+15555550199' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ev.id, uuid: ev.uuid, title: 'Follow-up', start_time: '2030-02-04T10:00:00Z', end_time: '2030-02-04T11:00:00Z',
      status: 'confirmed', message: expect.any(String),
    });
    const after = await read(acct.key, ev.id);
    expect(after).toEqual({
      ...before,
      title: 'Follow-up',
      customer: { ...before.customer, phone: '+15555550199' },
      updated_at: expect.any(String),
    });
  });

  it('re-validates the resulting time range and reads datetimes like create', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct);
    const late = await send('PATCH', acct.key, ev.id, { start_time: '2030-02-04T11:00:00Z' });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('invalid_time_range');
    const bad = await send('PATCH', acct.key, ev.id, { end_time: 'tomorrow' });
    expect(bad.body.error).toBe('invalid_datetime_format');
    const moved = await send('PATCH', acct.key, ev.id, { start_time: '2030-02-04T11:00:00+01:00', end_time: '2030-02-04T13:00:00+01:00' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ start_time: '2030-02-04T10:00:00Z', end_time: '2030-02-04T12:00:00Z' });
  });

  it('accepts each of the five statuses and refuses others', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct);
    for (const status of ['scheduled', 'confirmed', 'completed', 'no_show', 'cancelled']) {
      const res = await send('PATCH', acct.key, ev.id, { status });
      expect(res.status).toBe(200);
      expect((await read(acct.key, ev.id)).status).toBe(status);
    }
    const res = await send('PATCH', acct.key, ev.id, { status: 'done' });
    expect(res.body.error).toBe('validation_error');
    const nullTitle = await send('PATCH', acct.key, ev.id, { title: null });
    expect(nullTitle.body.error).toBe('validation_error');
  });

  it('null returns a field to its default', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct);
    await send('PATCH', acct.key, ev.id, { location: null, team_id: null, remind_before_minutes: null, description: null });
    expect(await read(acct.key, ev.id)).toMatchObject({ location: null, team: null, remind_before_minutes: 30, description: '' });
  });
});

describe('PUT /api/v1/calendar/events/{id}/update', () => {
  it('requires title, start_time and end_time', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct);
    const cases: [Record<string, unknown>, string][] = [
      [{ start_time: full.start_time, end_time: full.end_time }, 'title'],
      [{ title: 'x', end_time: full.end_time }, 'start_time'],
      [{ title: 'x', start_time: full.start_time }, 'end_time'],
    ];
    for (const [body, field] of cases) {
      const res = await send('PUT', acct.key, ev.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'missing_parameter', message: expect.stringContaining(field) });
    }
  });

  it('resets every omitted field to its default', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const agent = await createAgent(db, await actorOf(acct.userId), { name: 'Ava' });
    const ev = await seeded(acct, { ai_agent_id: agent.id });
    const res = await send('PUT', acct.key, ev.id, { title: 'Replaced', start_time: '2030-02-05T09:00:00Z', end_time: '2030-02-05T09:30:00Z' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('scheduled');
    expect(await read(acct.key, ev.id)).toMatchObject({
      title: 'Replaced', description: '', event_type: 'meeting', status: 'scheduled', location: null,
      has_video_conference: false, video_conference_url: '', video_conference_provider: '', created_by_ai_agent: false,
      is_reminder_enabled: false, remind_before_minutes: 30, sync_to_external_calendars: false, send_notifications: false,
      customer: { name: '', email: '', phone: '', notes: '' }, ai_agent: null, team: null, duration_minutes: 30,
    });
    expect(await pendingByKey(`calendar_event:${ev.id}:reminder`)).toHaveLength(0);
  });
});

describe('update errors and tenancy', () => {
  it('answers not_found for other tenants, unknown ids and malformed ids, by id and UUID', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const theirs = await seeded(other);
    for (const ref of [theirs.id, theirs.uuid, 999_999_999, '00000000-0000-4000-8000-000000000000', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await send('PATCH', acct.key, ref, { title: 'Mine now' });
      expect(res.status, String(ref)).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
    expect((await read(other.key, theirs.id)).title).toBe('Consultation');
  });

  it('lets a member update events without a team or of their teams, but not of other teams', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const sales = await newTeam(acct.accountId, 'Sales', [member.userId]);
    const hidden = await newTeam(acct.accountId, 'Hidden');
    const open = await seeded(acct, { team_id: null });
    const salesEvent = await seeded(acct, { team_id: sales });
    const hiddenEvent = await seeded(acct, { team_id: hidden });
    expect((await send('PATCH', member.key, open.id, { title: 'a' })).status).toBe(200);
    expect((await send('PATCH', member.key, salesEvent.id, { title: 'b' })).status).toBe(200);
    expect((await send('PATCH', member.key, hiddenEvent.id, { title: 'c' })).body.error).toBe('not_found');
    expect((await send('PATCH', member.key, open.id, { team_id: hidden })).body.error).toBe('team_not_found');
    expect((await send('PATCH', member.key, open.id, { ai_agent_id: 123456789 })).body.error).toBe('agent_not_found');
  });

  it('needs can_write_calendar, and serves only PUT and PATCH', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct);
    const readOnly = await keyWith(acct.userId, ['can_read_calendar']);
    expect((await send('PATCH', readOnly, ev.id, { title: 'x' })).body.error).toBe('permission_denied');
    const post = await callRoute(POST, { method: 'POST', path: `/api/v1/calendar/events/${ev.id}/update`, key: acct.key, body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('PUT, PATCH');
  });

  it('writes nothing when an update fails', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct);
    await seeded(acct, { start_time: '2030-02-04T12:00:00Z', end_time: '2030-02-04T13:00:00Z' });
    const before = await writeCounts(acct.accountId);
    const failing: [string | number, unknown][] = [
      [ev.id, { start_time: '2030-02-04T12:00:00Z' }],
      [ev.id, { end_time: 'later' }],
      [ev.id, { event_type: 'gala' }],
      [ev.id, { team_id: 7777777 }],
      [ev.id, { start_time: '2030-02-04T12:30:00Z', end_time: '2030-02-04T13:30:00Z', check_availability: true }],
      [88888888, { title: 'x' }],
    ];
    for (const [id, body] of failing) expect((await send('PATCH', acct.key, id, body)).status).toBeGreaterThanOrEqual(400);
    expect(await writeCounts(acct.accountId)).toEqual(before);
  });

  it('applies the booking guard on update, ignoring the event itself', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct);
    await seeded(acct, { start_time: '2030-02-04T12:00:00Z', end_time: '2030-02-04T13:00:00Z' });
    const self = await send('PATCH', acct.key, ev.id, { end_time: '2030-02-04T11:30:00Z', check_availability: true });
    expect(self.status).toBe(200);
    const clash = await send('PATCH', acct.key, ev.id, { end_time: '2030-02-04T12:30:00Z', check_availability: true });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('slot_unavailable');
    // A cancellation never clashes.
    expect((await send('PATCH', acct.key, ev.id, { end_time: '2030-02-04T12:30:00Z', status: 'cancelled', check_availability: true })).status).toBe(200);
  });
});

describe('update webhooks and reminders', () => {
  it('records calendar.updated, calendar.cancelled and calendar.completed by the status an update sets', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct);
    const steps: [Record<string, unknown>, string][] = [
      [{ title: 'Renamed' }, 'calendar.updated'],
      [{ status: 'scheduled' }, 'calendar.updated'],
      [{ status: 'cancelled' }, 'calendar.cancelled'],
      [{ description: 'still cancelled' }, 'calendar.updated'],
      [{ status: 'confirmed' }, 'calendar.updated'],
      [{ status: 'completed' }, 'calendar.completed'],
      [{ status: 'no_show' }, 'calendar.updated'],
    ];
    for (const [body, name] of steps) {
      const count = (await outboxOf(acct.accountId)).filter((r) => r.scheduleKey === null).length;
      expect((await send('PATCH', acct.key, ev.id, body)).status).toBe(200);
      const rows = (await outboxOf(acct.accountId)).filter((r) => r.scheduleKey === null);
      expect(rows).toHaveLength(count + 1);
      const last = rows.at(-1)!;
      expect(last.eventType).toBe(name);
      expect(last.payload).toMatchObject({ event_type: name, calendar_event: { id: ev.id, uuid: ev.uuid } });
    }
    const put = await send('PUT', acct.key, ev.id, { title: 'Done', start_time: full.start_time, end_time: full.end_time, status: 'cancelled' });
    expect(put.status).toBe(200);
    expect((await outboxOf(acct.accountId)).at(-1)!.eventType).toBe('calendar.cancelled');
  });

  it('moves the reminder with the event, drops it on cancel or when turned off, and brings it back', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct); // confirmed, 2030-02-04T10:00Z, reminder 20 minutes before
    const key = `calendar_event:${ev.id}:reminder`;
    const pending = async () => (await pendingByKey(key)).map((r) => r.dueAt.toISOString());
    expect(await pending()).toEqual(['2030-02-04T09:40:00.000Z']);

    await send('PATCH', acct.key, ev.id, { start_time: '2030-02-05T08:00:00Z', end_time: '2030-02-05T09:00:00Z' });
    expect(await pending()).toEqual(['2030-02-05T07:40:00.000Z']);
    const moved = (await pendingByKey(key))[0];
    expect(moved.payload).toMatchObject({ event_type: 'calendar.reminder', remind_before_minutes: 20, calendar_event: { start_time: '2030-02-05T08:00:00Z' } });

    await send('PATCH', acct.key, ev.id, { remind_before_minutes: 90 });
    expect(await pending()).toEqual(['2030-02-05T06:30:00.000Z']);

    await send('PATCH', acct.key, ev.id, { status: 'cancelled' });
    expect(await pending()).toEqual([]);
    await send('PATCH', acct.key, ev.id, { status: 'scheduled' });
    expect(await pending()).toEqual(['2030-02-05T06:30:00.000Z']);
    await send('PATCH', acct.key, ev.id, { is_reminder_enabled: false });
    expect(await pending()).toEqual([]);
    await send('PATCH', acct.key, ev.id, { is_reminder_enabled: true });
    await send('PATCH', acct.key, ev.id, { status: 'completed' });
    expect(await pending()).toEqual([]);
    await send('PATCH', acct.key, ev.id, { status: 'confirmed' });
    await send('PATCH', acct.key, ev.id, { status: 'no_show' });
    expect(await pending()).toEqual([]);
  });

  it('schedules no reminder for an event that has already started', async () => {
    const acct = await newAccount();
    const ev = await seeded(acct, { start_time: '2020-01-01T10:00:00Z', end_time: '2020-01-01T11:00:00Z' });
    expect(await pendingByKey(`calendar_event:${ev.id}:reminder`)).toHaveLength(0);
  });
});
