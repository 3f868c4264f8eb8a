import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { createEvent, listEvents, patchEvent } from '@/server/services/calendar/service';
import { at, dateIn } from '@/server/testing/calendar-fixtures';
import { actorOf, keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getOne } from './[event_id]/route';
import { GET, POST } from './route';

const list = (key: string, query = '') => callRoute(GET, { path: `/api/v1/calendar/events${query ? `?${query}` : ''}`, key });
const get = (key: string, id: string | number) => callRoute(getOne, { path: `/api/v1/calendar/events/${id}`, key, params: { event_id: String(id) } });
const titles = (body: { events: { title: string }[] }) => body.events.map((e) => e.title);

async function add(userId: number, title: string, start: string, end: string, extra: Record<string, unknown> = {}) {
  const db = await getDb();
  return createEvent(db, await actorOf(userId), { title, start_time: start, end_time: end, ...extra });
}

describe('GET /api/v1/calendar/events', () => {
  it('lists today through 30 days later by default, with the list item fields', async () => {
    const acct = await newAccount();
    await add(acct.userId, 'yesterday', at(-1, '10:00'), at(-1, '11:00'));
    const soon = await add(acct.userId, 'soon', at(1, '10:00'), at(1, '10:45'), { location: 'HQ', customer_name: 'Bo', customer_notes: 'secret' });
    await add(acct.userId, 'day 30', at(30, '23:00'), at(30, '23:30'));
    await add(acct.userId, 'day 31', at(31, '00:00'), at(31, '00:30'));
    const res = await list(acct.key);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['soon', 'day 30']);
    expect(res.body).toMatchObject({ count: 2, page: 1, limit: 20, pages: 1 });
    expect(res.body.events[0]).toEqual({
      id: soon.id,
      uuid: soon.uuid,
      title: 'soon',
      event_type: 'meeting',
      status: 'scheduled',
      start_time: at(1, '10:00'),
      end_time: at(1, '10:45'),
      duration_minutes: 45,
      location: 'HQ',
      simulated: false,
      has_video_conference: false,
      video_conference_url: '',
      created_by_ai_agent: false,
      ai_agent: null,
      customer: { name: 'Bo', email: '', phone: '' },
      ics_url: `/api/v1/calendar/ics/${soon.uuid}`,
    });
  });

  it('lists the events that intersect whole days, end_date inclusive', async () => {
    const acct = await newAccount();
    await add(acct.userId, 'ends at start', '2030-03-09T23:00:00Z', '2030-03-10T00:00:00Z');
    await add(acct.userId, 'spans start', '2030-03-09T23:00:00Z', '2030-03-10T00:30:00Z');
    await add(acct.userId, 'inside', '2030-03-11T12:00:00Z', '2030-03-11T13:00:00Z');
    await add(acct.userId, 'last minute', '2030-03-12T23:59:00Z', '2030-03-13T01:00:00Z');
    await add(acct.userId, 'after', '2030-03-13T00:00:00Z', '2030-03-13T01:00:00Z');
    await add(acct.userId, 'covers all', '2030-03-01T00:00:00Z', '2030-03-20T00:00:00Z');
    const res = await list(acct.key, 'start_date=2030-03-10&end_date=2030-03-12');
    expect(titles(res.body)).toEqual(['covers all', 'spans start', 'inside', 'last minute']);
  });

  it('reads the dates in the timezone parameter', async () => {
    const acct = await newAccount();
    await add(acct.userId, 'tokyo morning', '2030-03-09T16:00:00Z', '2030-03-09T17:00:00Z'); // 2030-03-10 01:00 in Tokyo
    await add(acct.userId, 'utc morning', '2030-03-10T16:00:00Z', '2030-03-10T17:00:00Z'); // 2030-03-11 01:00 in Tokyo
    expect(titles((await list(acct.key, 'start_date=2030-03-10&end_date=2030-03-10')).body)).toEqual(['utc morning']);
    expect(titles((await list(acct.key, 'start_date=2030-03-10&end_date=2030-03-10&timezone=Asia/Tokyo')).body)).toEqual(['tokyo morning']);
  });

  it('filters by status', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const a = await add(acct.userId, 'a', '2030-04-01T10:00:00Z', '2030-04-01T11:00:00Z');
    await add(acct.userId, 'b', '2030-04-01T12:00:00Z', '2030-04-01T13:00:00Z', { status: 'confirmed' });
    await patchEvent(db, await actorOf(acct.userId), a.id, { status: 'no_show' });
    const q = 'start_date=2030-04-01&end_date=2030-04-01';
    expect(titles((await list(acct.key, `${q}&status=no_show`)).body)).toEqual(['a']);
    expect(titles((await list(acct.key, `${q}&status=confirmed`)).body)).toEqual(['b']);
    expect((await list(acct.key, `${q}&status=cancelled`)).body.count).toBe(0);
  });

  it('pages in start time then id order', async () => {
    const acct = await newAccount();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await add(acct.userId, `same ${i}`, '2030-05-01T09:00:00Z', '2030-05-01T10:00:00Z')).id);
    await add(acct.userId, 'earlier', '2030-05-01T08:00:00Z', '2030-05-01T08:30:00Z');
    const q = 'start_date=2030-05-01&end_date=2030-05-01&limit=4';
    const p1 = (await list(acct.key, `${q}&page=1`)).body;
    const p2 = (await list(acct.key, `${q}&page=2`)).body;
    const p3 = (await list(acct.key, `${q}&page=3`)).body;
    expect(p1).toMatchObject({ count: 6, page: 1, limit: 4, pages: 2 });
    expect(titles(p1)).toEqual(['earlier', 'same 0', 'same 1', 'same 2']);
    expect(p2.events.map((e: { id: number }) => e.id)).toEqual(ids.slice(3));
    expect(p3).toMatchObject({ count: 6, page: 3, pages: 2, events: [] });
    expect((await list(acct.key, 'start_date=2030-05-02&end_date=2030-05-02')).body).toMatchObject({ count: 0, pages: 0, events: [] });
  });

  it('answers invalid_parameter for bad dates, ranges, status, page, limit and timezone', async () => {
    const acct = await newAccount();
    const bad = [
      'start_date=24-11-2030', 'start_date=2030-02-30', 'end_date=2030/03/01', 'start_date=2030-03-10&end_date=2030-03-09',
      'start_date=2030-01-01&end_date=2031-01-03', 'status=done', 'status=', 'page=0', 'page=-1', 'page=abc', 'page=1.5',
      'limit=0', 'limit=101', 'limit=ten', 'timezone=Mars/Olympus', 'timezone=',
    ];
    for (const q of bad) {
      const res = await list(acct.key, q);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toBe('invalid_parameter');
    }
    expect((await list(acct.key, 'start_date=2030-01-01&end_date=2031-01-02')).status).toBe(200); // 366 days
    expect((await list(acct.key, 'limit=100&page=7')).status).toBe(200);
  });

  it('shows members events with no team or of their teams; owners everything; other accounts nothing', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const sales = await newTeam(acct.accountId, 'Sales', [member.userId]);
    const hidden = await newTeam(acct.accountId, 'Hidden');
    const slot = ['2030-06-01T10:00:00Z', '2030-06-01T11:00:00Z'] as const;
    await add(acct.userId, 'no team', ...slot);
    await add(acct.userId, 'sales', ...slot, { team_id: sales });
    const secret = await add(acct.userId, 'hidden', ...slot, { team_id: hidden });
    await add(other.userId, 'foreign', ...slot);
    const q = 'start_date=2030-06-01&end_date=2030-06-01';
    expect(titles((await list(member.key, q)).body).sort()).toEqual(['no team', 'sales']);
    expect(titles((await list(acct.key, q)).body).sort()).toEqual(['hidden', 'no team', 'sales']);
    expect(titles((await list(other.key, q)).body)).toEqual(['foreign']);
    expect((await get(member.key, secret.id)).body.error).toBe('not_found');
    expect((await get(member.key, secret.uuid)).status).toBe(404);
    expect((await get(other.key, secret.uuid)).status).toBe(404);
    expect((await get(acct.key, secret.uuid)).body.team).toEqual({ id: hidden, name: 'Hidden' });
  });

  it('needs can_read_calendar and serves only GET', async () => {
    const acct = await newAccount();
    const writeOnly = await keyWith(acct.userId, ['can_write_calendar']);
    expect((await list(writeOnly)).body.error).toBe('permission_denied');
    expect((await get(writeOnly, 1)).body.error).toBe('permission_denied');
    expect((await callRoute(POST, { method: 'POST', path: '/api/v1/calendar/events', key: acct.key, body: {} })).status).toBe(405);
  });

  it('is the same service the dashboard calls', async () => {
    const acct = await newAccount();
    await add(acct.userId, 'x', `${dateIn(2)}T09:00:00Z`, `${dateIn(2)}T10:00:00Z`);
    const db = await getDb();
    const direct = await listEvents(db, await actorOf(acct.userId), { page: 1, limit: 5 });
    expect(direct).toMatchObject({ count: 1, page: 1, limit: 5, pages: 1 });
    await expect(listEvents(db, await actorOf(acct.userId), { limit: 500 })).rejects.toMatchObject({ code: 'invalid_parameter' });
  });
});

describe('GET /api/v1/calendar/events/{id}', () => {
  it('answers not_found for unknown and malformed ids', async () => {
    const acct = await newAccount();
    for (const ref of ['999999999', 'abc', '0', '12abc', '00000000-0000-4000-8000-000000000000', 'not-a-uuid-at-all-xxxxxxxxxxxxxxxxxx', '1e3']) {
      const res = await get(acct.key, ref);
      expect(res.status, ref).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
  });

  it('finds an event by id and by UUID in any letter case', async () => {
    const acct = await newAccount();
    const ev = await add(acct.userId, 'case', '2030-06-02T10:00:00Z', '2030-06-02T11:00:00Z');
    expect((await get(acct.key, ev.id)).body.uuid).toBe(ev.uuid);
    expect((await get(acct.key, ev.uuid.toUpperCase())).body.id).toBe(ev.id);
  });
});
