import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { createAgent } from '@/server/services/agents/service';
import { setBusinessCalendar } from '@/server/services/calendar/settings';
import { at, writeCounts } from '@/server/testing/calendar-fixtures';
import { actorOf, keyWith, newAccount, newTeam, newUser, outboxOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getEvent } from '../[event_id]/route';
import { POST, GET } from './route';

const create = (key: string, body: unknown) => callRoute(POST, { method: 'POST', path: '/api/v1/calendar/events/create', key, body });
const read = (key: string, id: string | number) => callRoute(getEvent, { path: `/api/v1/calendar/events/${id}`, key, params: { event_id: String(id) } });
const base = () => ({ title: 'Intro call', start_time: at(5, '15:00'), end_time: at(5, '15:30') });

describe('POST /api/v1/calendar/events/create', () => {
  it('creates an event with every field and answers 201 with the contract fields', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const agent = await createAgent(db, await actorOf(acct.userId), { name: 'Booker', assistant_id: `asst-cal-${acct.accountId}` });
    const body = {
      title: 'Demo with Ada',
      description: 'Walk through the product',
      start_time: '2030-01-15T15:00:00Z',
      end_time: '2030-01-15T16:15:00+00:00',
      event_type: 'video_call',
      status: 'confirmed',
      location: 'Room 4',
      customer_name: 'Ada Lovelace',
      customer_email: 'Ada@Example.com',
      customer_phone: '+442071234567',
      customer_notes: 'Prefers mornings',
      has_video_conference: true,
      video_conference_url: 'https://meet.example.com/abc',
      video_conference_provider: 'meet',
      is_reminder_enabled: true,
      remind_before_minutes: 15,
      ai_agent_id: agent.id,
      team_id: acct.teamId,
      created_by_ai_agent: true,
      sync_to_external_calendars: true,
      send_notifications: true,
      unknown_field: 'ignored',
    };
    const res = await create(acct.key, body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Demo with Ada',
      start_time: '2030-01-15T15:00:00Z',
      end_time: '2030-01-15T16:15:00Z',
      status: 'confirmed',
      ics_url: `/api/v1/calendar/ics/${res.body.uuid}`,
      message: expect.any(String),
    });

    const got = await read(acct.key, res.body.id);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      id: res.body.id,
      uuid: res.body.uuid,
      title: 'Demo with Ada',
      description: 'Walk through the product',
      event_type: 'video_call',
      event_type_display: 'Video Call',
      status: 'confirmed',
      status_display: 'Confirmed',
      start_time: '2030-01-15T15:00:00Z',
      end_time: '2030-01-15T16:15:00Z',
      duration_minutes: 75,
      location: 'Room 4',
      // A booking a simulated call made is marked; this one a person made.
      simulated: false,
      has_video_conference: true,
      video_conference_url: 'https://meet.example.com/abc',
      video_conference_provider: 'meet',
      created_by_ai_agent: true,
      is_reminder_enabled: true,
      remind_before_minutes: 15,
      sync_to_external_calendars: true,
      send_notifications: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      updated_at: expect.stringMatching(/Z$/),
      customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+442071234567', notes: 'Prefers mornings' },
      ai_agent: { id: agent.id, name: 'Booker', assistant_id: `asst-cal-${acct.accountId}` },
      team: { id: acct.teamId, name: 'Default' },
      external_calendars: {},
      sync_status: {},
      conflict: false,
      call_id: null,
      ics_url: `/api/v1/calendar/ics/${res.body.uuid}`,
    });
  });

  it('fills the defaults of every optional field', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, base());
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('scheduled');
    const got = (await read(acct.key, res.body.uuid)).body;
    expect(got).toMatchObject({
      description: '', event_type: 'meeting', event_type_display: 'Meeting', status: 'scheduled', status_display: 'Scheduled',
      location: null, has_video_conference: false, video_conference_url: '', video_conference_provider: '',
      created_by_ai_agent: false, is_reminder_enabled: false, remind_before_minutes: 30,
      sync_to_external_calendars: false, send_notifications: false,
      customer: { name: '', email: '', phone: '', notes: '' }, ai_agent: null, team: null, external_calendars: {},
    });
  });

  it('answers missing_parameter naming the first missing required field', async () => {
    const acct = await newAccount();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'title'],
      [{ start_time: at(1, '10:00') }, 'title'],
      [{ title: '  ', start_time: at(1, '10:00'), end_time: at(1, '11:00') }, 'title'],
      [{ title: 'x', end_time: at(1, '11:00') }, 'start_time'],
      [{ title: 'x', start_time: null, end_time: at(1, '11:00') }, 'start_time'],
      [{ title: 'x', start_time: at(1, '10:00') }, 'end_time'],
    ];
    for (const [body, field] of cases) {
      const res = await create(acct.key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('missing_parameter');
      expect(res.body.message).toContain(field);
    }
  });

  it('reads datetimes with Z, an offset, or none (UTC), and refuses anything else', async () => {
    const acct = await newAccount();
    const accepted: [string, string][] = [
      ['2030-03-01T10:00:00Z', '2030-03-01T10:00:00Z'],
      ['2030-03-01T10:00:00', '2030-03-01T10:00:00Z'],
      ['2030-03-01T10:00', '2030-03-01T10:00:00Z'],
      ['2030-03-01T12:00:00+02:00', '2030-03-01T10:00:00Z'],
      ['2030-03-01T05:30:00-0430', '2030-03-01T10:00:00Z'],
      ['2030-03-01T10:00:00.250Z', '2030-03-01T10:00:00Z'],
    ];
    for (const [input, utc] of accepted) {
      const res = await create(acct.key, { title: 't', start_time: input, end_time: '2030-03-01T23:00:00Z' });
      expect(res.status, input).toBe(201);
      expect(res.body.start_time).toBe(utc);
    }
    const refused = ['next tuesday', '2030-03-01', '10:00', '2030-02-30T10:00:00Z', '2030-03-01T25:00:00Z', '2030-03-01T10:00:00+25:00', '01/03/2030 10:00', ''];
    for (const input of refused.filter(Boolean)) {
      const res = await create(acct.key, { title: 't', start_time: '2030-03-01T09:00:00Z', end_time: input });
      expect(res.status, input).toBe(400);
      expect(res.body.error).toBe('invalid_datetime_format');
    }
  });

  it('answers invalid_time_range when the end is not after the start', async () => {
    const acct = await newAccount();
    const pairs = [
      ['2030-03-01T15:00:00Z', '2030-03-01T15:00:00Z'],
      ['2030-03-01T15:00:00Z', '2030-03-01T14:59:00Z'],
      ['2030-03-01T15:00:00Z', '2030-03-01T16:00:00+02:00'], // 14:00Z
    ];
    for (const [start, end] of pairs) {
      const res = await create(acct.key, { title: 't', start_time: start, end_time: end });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_time_range');
    }
  });

  it('answers validation_error for bad enums and wrong types', async () => {
    const acct = await newAccount();
    const bad: Record<string, unknown>[] = [
      { event_type: 'party' },
      { status: 'cancelled' },
      { status: 'no_show' },
      { has_video_conference: 'yes' },
      { remind_before_minutes: -5 },
      { remind_before_minutes: 2.5 },
      { customer_email: 'not-an-email' },
      { team_id: 'abc' },
      { start_time: 1234567890 },
    ];
    for (const extra of bad) {
      const res = await create(acct.key, { ...base(), ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(res.body.details[0].path).toBe(Object.keys(extra)[0]);
    }
  });

  it('resolves ai_agent_id by id or assistant_id and refuses agents the key cannot see', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const db = await getDb();
    const mine = await createAgent(db, await actorOf(acct.userId), { name: 'Mine', assistant_id: `asst-mine-${acct.accountId}` });
    const theirs = await createAgent(db, await actorOf(other.userId), { name: 'Theirs' });

    const byAssistant = await create(acct.key, { ...base(), ai_agent_id: `asst-mine-${acct.accountId}` });
    expect(byAssistant.status).toBe(201);
    expect((await read(acct.key, byAssistant.body.id)).body.ai_agent).toEqual({ id: mine.id, name: 'Mine', assistant_id: mine.assistantId });

    for (const ref of [theirs.id, 999_999_999, 'asst-nobody']) {
      const res = await create(acct.key, { ...base(), ai_agent_id: ref });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('agent_not_found');
    }
  });

  it('answers team_not_found for missing, foreign and inaccessible teams', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const mineTeam = await newTeam(acct.accountId, 'Sales', [member.userId]);
    const closedTeam = await newTeam(acct.accountId, 'Closed');

    for (const teamId of [999_999, other.teamId, closedTeam]) {
      const res = await create(member.key, { ...base(), team_id: teamId });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('team_not_found');
    }
    const ok = await create(member.key, { ...base(), team_id: mineTeam });
    expect(ok.status).toBe(201);
    // The owner may use any team of the account.
    expect((await create(acct.key, { ...base(), team_id: closedTeam })).status).toBe(201);
  });

  it('needs can_write_calendar and a key', async () => {
    const acct = await newAccount();
    const readOnly = await keyWith(acct.userId, ['can_read_calendar']);
    const res = await create(readOnly, base());
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('permission_denied');
    const none = await callRoute(POST, { method: 'POST', path: '/api/v1/calendar/events/create', body: base() });
    expect(none.status).toBe(401);
    const bad = await callRoute(POST, { method: 'POST', path: '/api/v1/calendar/events/create', key: acct.key, rawBody: '{"title":' });
    expect(bad.body.error).toBe('invalid_json');
    expect((await callRoute(GET, { path: '/api/v1/calendar/events/create', key: acct.key })).status).toBe(405);
  });

  it('records calendar.created and a reminder in the outbox, with the contract payload', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, {
      ...base(), start_time: '2030-05-01T10:00:00Z', end_time: '2030-05-01T10:45:00Z',
      location: 'HQ', customer_name: 'Bo', is_reminder_enabled: true, remind_before_minutes: 60,
    });
    const rows = await outboxOf(acct.accountId);
    expect(rows.map((r) => r.eventType)).toEqual(['calendar.created', 'calendar.reminder']);
    const calendarEvent = {
      id: res.body.id,
      uuid: res.body.uuid,
      title: 'Intro call',
      event_type: 'meeting',
      status: 'scheduled',
      start_time: '2030-05-01T10:00:00Z',
      end_time: '2030-05-01T10:45:00Z',
      duration_minutes: 45,
      location: 'HQ',
      // A booking a simulated call made is marked; this one a person made.
      simulated: false,
      has_video_conference: false,
      video_conference_url: '',
      created_by_ai_agent: false,
      ai_agent: null,
      customer: { name: 'Bo', email: '', phone: '' },
      ics_url: `/api/v1/calendar/ics/${res.body.uuid}`,
    };
    expect(rows[0].payload).toEqual({ event_type: 'calendar.created', calendar_event: calendarEvent, timestamp: expect.stringMatching(/Z$/) });
    expect(rows[0].scheduleKey).toBeNull();
    expect(rows[1].payload).toEqual({
      event_type: 'calendar.reminder', calendar_event: calendarEvent, remind_before_minutes: 60, timestamp: '2030-05-01T09:00:00Z',
    });
    expect(rows[1].dueAt.toISOString()).toBe('2030-05-01T09:00:00.000Z');
    expect(rows[1].scheduleKey).toBe(`calendar_event:${res.body.id}:reminder`);
  });

  it('uses 30 minutes when reminders are on without a time, and schedules none when they are off', async () => {
    const acct = await newAccount();
    const on = await create(acct.key, { ...base(), start_time: '2030-05-02T10:00:00Z', end_time: '2030-05-02T11:00:00Z', is_reminder_enabled: true });
    await create(acct.key, { ...base(), start_time: '2030-05-03T10:00:00Z', end_time: '2030-05-03T11:00:00Z' });
    const reminders = (await outboxOf(acct.accountId)).filter((r) => r.eventType === 'calendar.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].scheduleKey).toBe(`calendar_event:${on.body.id}:reminder`);
    expect(reminders[0].dueAt.toISOString()).toBe('2030-05-02T09:30:00.000Z');
  });

  it('writes nothing when a request fails', async () => {
    const acct = await newAccount();
    await create(acct.key, { ...base(), start_time: at(2, '10:00'), end_time: at(2, '11:00') });
    const before = await writeCounts(acct.accountId);
    const failing: unknown[] = [
      {},
      { ...base(), start_time: 'soon' },
      { ...base(), end_time: base().start_time },
      { ...base(), event_type: 'nope' },
      { ...base(), ai_agent_id: 424242 },
      { ...base(), team_id: 424242 },
      { ...base(), start_time: at(2, '10:30'), end_time: at(2, '10:45'), check_availability: true },
    ];
    for (const body of failing) expect((await create(acct.key, body)).status).toBeGreaterThanOrEqual(400);
    expect(await writeCounts(acct.accountId)).toEqual(before);
  });
});

describe('booking guard (check_availability)', () => {
  it('refuses a time overlapping a blocking event widened by the business buffer', async () => {
    const acct = await newAccount();
    const db = await getDb();
    await setBusinessCalendar(db, acct.accountId, { buffer_minutes: 15 });
    await create(acct.key, { title: 'Busy', start_time: '2030-06-03T10:00:00Z', end_time: '2030-06-03T11:00:00Z', event_type: 'busy' });
    const guard = (start: string, end: string) => create(acct.key, { title: 'New', start_time: start, end_time: end, check_availability: true });

    const taken = await guard('2030-06-03T10:30:00Z', '2030-06-03T10:45:00Z');
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('slot_unavailable');
    expect((await guard('2030-06-03T11:00:00Z', '2030-06-03T11:30:00Z')).status).toBe(409); // inside the buffer after
    expect((await guard('2030-06-03T09:30:00Z', '2030-06-03T09:50:00Z')).status).toBe(409); // inside the buffer before
    expect((await guard('2030-06-03T11:15:00Z', '2030-06-03T11:45:00Z')).status).toBe(201); // just clear of it
    expect((await guard('2030-06-03T09:15:00Z', '2030-06-03T09:45:00Z')).status).toBe(201);
    // Without the flag, overlaps are allowed.
    expect((await create(acct.key, { title: 'Double', start_time: '2030-06-03T10:00:00Z', end_time: '2030-06-03T10:30:00Z' })).status).toBe(201);
  });

  it('ignores cancelled events and other users\' events', async () => {
    const acct = await newAccount();
    const colleague = await newUser(acct.accountId, { role: 'admin' });
    const slot = { start_time: '2030-06-04T10:00:00Z', end_time: '2030-06-04T11:00:00Z' };
    await create(colleague.key, { title: 'Theirs', ...slot });
    const mine = await create(acct.key, { title: 'Mine', ...slot });
    expect(mine.status).toBe(201);
    expect((await create(acct.key, { title: 'Again', ...slot, check_availability: true })).status).toBe(409);
    const db = await getDb();
    const { patchEvent } = await import('@/server/services/calendar/service');
    await patchEvent(db, await actorOf(acct.userId), mine.body.id, { status: 'cancelled' });
    expect((await create(acct.key, { title: 'Again', ...slot, check_availability: true })).status).toBe(201);
  });

  it('lets exactly one of two concurrent bookings of one slot win', async () => {
    const acct = await newAccount();
    for (let round = 0; round < 5; round++) {
      const body = { title: `Race ${round}`, start_time: `2030-07-0${round + 1}T10:00:00Z`, end_time: `2030-07-0${round + 1}T10:30:00Z`, check_availability: true };
      const results = await Promise.all([create(acct.key, body), create(acct.key, { ...body, start_time: `2030-07-0${round + 1}T10:15:00Z`, end_time: `2030-07-0${round + 1}T10:45:00Z` })]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    }
    const created = (await outboxOf(acct.accountId)).filter((r) => r.eventType === 'calendar.created');
    expect(created).toHaveLength(5);
  });
});
