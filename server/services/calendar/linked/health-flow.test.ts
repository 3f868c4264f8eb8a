import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as availabilityGet } from '@/app/api/v1/calendar/availability/route';
import { POST as createEventRoute } from '@/app/api/v1/calendar/events/create/route';
import { DELETE as deleteRoute, PATCH as patchRoute } from '@/app/api/v1/calendar/connections/[connection_id]/route';
import { POST as reconnectRoute } from '@/app/api/v1/calendar/connections/[connection_id]/reconnect/route';
import { POST as syncRoute } from '@/app/api/v1/calendar/connections/[connection_id]/sync/route';
import { getDb } from '@/server/db/client';
import { calendarConnections, calendarEvents } from '@/server/db/schema';
import { setBusinessCalendar } from '@/server/services/calendar/service';
import { at, dateIn } from '@/server/testing/calendar-fixtures';
import { newAccount, outboxOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import {
  calendarsOfConnection, connectionRow, linkGoogle, returnFrom, storedCredentials, swapConfig,
} from '@/app/_testing/linked-calendars';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '@/server/testing/stand-ins/google-calendar';
import { sealCredentials } from './credentials';
import { syncConnection } from './sync';

// A linked calendar's health through the routes a client uses: tokens renewed before they lapse, a refused renewal
// (needs_reauth) and three failed reads in a row (error) each announced once, a reconnect or a good read announced
// as restored, and a failing connection blocking its person's slots until it is back or deleted.

let google: GoogleCalendarStandIn;
let restore: () => void;

beforeAll(async () => {
  google = await startGoogleCalendarStandIn();
  restore = swapConfig(google.config);
});
afterAll(async () => {
  restore();
  await google.close();
});

let seq = 0;
const email = () => `person-${++seq}-${Date.now().toString(36)}@example.com`;
const idParams = (id: number) => ({ connection_id: String(id) });
const syncNow = (key: string, id: number) =>
  callRoute(syncRoute, { method: 'POST', path: `/api/v1/calendar/connections/${id}/sync`, key, params: idParams(id) });
const healthEvents = async (accountId: number, type: string) => (await outboxOf(accountId)).filter((e) => e.eventType === type);

/** Rewrites the stored access token's expiry, as if it were issued long ago and is about to lapse. */
async function tokensExpireIn(id: number, ms: number) {
  const creds = await storedCredentials(id);
  if (creds.kind !== 'oauth') throw new Error('not an OAuth connection');
  const db = await getDb();
  await db.update(calendarConnections)
    .set({ secret: sealCredentials({ ...creds, expiresAt: new Date(Date.now() + ms).toISOString() }) })
    .where(eq(calendarConnections.id, id));
}

const refreshes = () => google.requests.filter((r) => r.path === '/token' && r.body?.grant_type === 'refresh_token');

describe('renewing the grant', () => {
  it('refreshes tokens about to expire before the sync reads, and keeps the refresh token', async () => {
    const acct = await newAccount();
    const id = await linkGoogle(google, acct.key, email());
    const before = await storedCredentials(id);
    if (before.kind !== 'oauth') throw new Error('oauth expected');

    // Far from expiry: the sync goes out with the token it has.
    const untouched = refreshes().length;
    expect((await syncNow(acct.key, id)).body).toMatchObject({ status: 'active' });
    expect(refreshes()).toHaveLength(untouched);

    await tokensExpireIn(id, 60_000);
    google.expireAccessTokens();
    const res = await syncNow(acct.key, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'active', last_error: null });
    expect(res.body.message).toMatch(/^Synced 1 calendar/);
    expect(refreshes()).toHaveLength(untouched + 1);
    expect(refreshes().at(-1)!.body.refresh_token).toBe(before.refreshToken);

    const after = await storedCredentials(id);
    if (after.kind !== 'oauth') throw new Error('oauth expected');
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(Date.parse(after.expiresAt!)).toBeGreaterThan(Date.now() + 50 * 60_000);
    const read = google.requests.filter((r) => r.path.endsWith('/events') && r.method === 'GET').at(-1)!;
    expect(read.headers.authorization).toBe(`Bearer ${after.accessToken}`);
  });

  it('marks a refused refresh needs_reauth, announces it once, and a reconnect restores it', async () => {
    const acct = await newAccount();
    const id = await linkGoogle(google, acct.key, email());
    const [cal] = await calendarsOfConnection(id);
    await tokensExpireIn(id, 60_000);
    google.refuseRefresh();
    try {
      const first = await syncNow(acct.key, id);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ id, status: 'needs_reauth' });
      expect(first.body.last_error).toMatch(/refused the grant/);
      // Later reads (the polling floor's job, "sync now") do not announce it again.
      expect(await syncConnection(await getDb(), id)).toMatchObject({ synced: false, reason: 'not_active' });
      const second = await syncNow(acct.key, id);
      expect(second.status).toBe(409);
      expect(second.body.error).toBe('calendar_connection_not_active');
    } finally {
      google.refuseRefresh(false);
    }
    const failing = await healthEvents(acct.accountId, 'calendar_connection.failing');
    expect(failing).toHaveLength(1);
    expect(failing[0].payload).toMatchObject({ calendar_connection: { id, provider: 'google', status: 'needs_reauth' } });
    expect(await healthEvents(acct.accountId, 'calendar_connection.restored')).toHaveLength(0);

    const again = await callRoute(reconnectRoute, { method: 'POST', path: `/api/v1/calendar/connections/${id}/reconnect`, key: acct.key, params: idParams(id) });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(id);
    expect(new URL(again.body.authorization_url).searchParams.get('code_challenge_method')).toBe('S256');
    const { code, state } = google.consent(again.body.authorization_url, (await connectionRow(id)).accountLabel);
    const back = await returnFrom('google', { code, state });
    expect(back.linked).toBe(String(id));
    expect(await connectionRow(id)).toMatchObject({ status: 'active', lastError: null, consecutiveFailures: 0 });
    // The same calendar row, toggles kept.
    expect(await calendarsOfConnection(id)).toEqual([expect.objectContaining({ id: cal.id, busySource: true, writeTarget: true })]);
    const restored = await healthEvents(acct.accountId, 'calendar_connection.restored');
    expect(restored).toHaveLength(1);
    expect(restored[0].payload).toMatchObject({ calendar_connection: { id, status: 'active' } });
    expect((await syncNow(acct.key, id)).body.status).toBe('active');
    expect(await healthEvents(acct.accountId, 'calendar_connection.failing')).toHaveLength(1);
  });

  it('reconnecting a connection that is not failing announces nothing', async () => {
    const acct = await newAccount();
    const id = await linkGoogle(google, acct.key, email());
    const again = await callRoute(reconnectRoute, { method: 'POST', path: `/api/v1/calendar/connections/${id}/reconnect`, key: acct.key, params: idParams(id) });
    const { code, state } = google.consent(again.body.authorization_url, (await connectionRow(id)).accountLabel);
    expect((await returnFrom('google', { code, state })).linked).toBe(String(id));
    const types = (await outboxOf(acct.accountId)).map((e) => e.eventType);
    expect(types.filter((t) => t.startsWith('calendar_connection.'))).toEqual([]);
  });
});

describe('failed reads', () => {
  it('three in a row make the connection error (announced once); a good read restores it', async () => {
    const acct = await newAccount();
    const id = await linkGoogle(google, acct.key, email());
    for (const n of [1, 2]) {
      google.failNext(500);
      const res = await syncNow(acct.key, id);
      expect(res.body).toMatchObject({ status: 'active', last_error: expect.stringMatching(/500/) });
      expect((await connectionRow(id)).consecutiveFailures).toBe(n);
    }
    expect(await healthEvents(acct.accountId, 'calendar_connection.failing')).toHaveLength(0);
    google.failNext(500);
    expect((await syncNow(acct.key, id)).body.status).toBe('error');
    google.failNext(503);
    expect((await syncNow(acct.key, id)).body.status).toBe('error');
    const failing = await healthEvents(acct.accountId, 'calendar_connection.failing');
    expect(failing).toHaveLength(1);
    expect(failing[0].payload).toMatchObject({ calendar_connection: { id, status: 'error' } });

    const good = await syncNow(acct.key, id);
    expect(good.body).toMatchObject({ status: 'active', last_error: null });
    expect((await connectionRow(id)).consecutiveFailures).toBe(0);
    expect(await healthEvents(acct.accountId, 'calendar_connection.restored')).toHaveLength(1);
    // Another good read is no second restoration.
    await syncNow(acct.key, id);
    expect(await healthEvents(acct.accountId, 'calendar_connection.restored')).toHaveLength(1);
  });

  it('a failure between good reads does not count toward the three', async () => {
    const acct = await newAccount();
    const id = await linkGoogle(google, acct.key, email());
    for (let i = 0; i < 4; i++) {
      google.failNext(500);
      await syncNow(acct.key, id);
      google.failNext(500);
      await syncNow(acct.key, id);
      await syncNow(acct.key, id);
    }
    expect(await connectionRow(id)).toMatchObject({ status: 'active', consecutiveFailures: 0 });
    expect(await healthEvents(acct.accountId, 'calendar_connection.failing')).toHaveLength(0);
  });
});

describe("a failing connection and its person's slots", () => {
  const everyDay = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]));
  const day = dateIn(6);
  const slotsOf = async (key: string) => {
    const res = await callRoute(availabilityGet, { path: `/api/v1/calendar/availability?start_date=${day}&end_date=${day}&duration=30`, key });
    expect(res.status).toBe(200);
    return res.body as { available_slots: { start: string }[]; calendars: { connection_id: number; stale: boolean }[] };
  };
  const book = (key: string, hour: string) => callRoute(createEventRoute, {
    method: 'POST', path: '/api/v1/calendar/events/create', key,
    body: { title: 'Consultation', start_time: at(6, hour), end_time: at(6, hour.replace(':00', ':30')), check_availability: true },
  });

  async function linkedPerson() {
    const acct = await newAccount();
    await setBusinessCalendar(await getDb(), acct.accountId, { business_hours: everyDay, timezone: 'UTC' });
    const id = await linkGoogle(google, acct.key, email());
    expect((await syncNow(acct.key, id)).body.status).toBe('active');
    const open = await slotsOf(acct.key);
    expect(open.available_slots.length).toBeGreaterThan(40);
    expect(open.calendars).toEqual([expect.objectContaining({ connection_id: id, stale: false })]);
    return { acct, id };
  }
  const eventsOf = async (accountId: number) => (await getDb()).select().from(calendarEvents).where(eq(calendarEvents.accountId, accountId));

  it('needs_reauth blocks every slot and booking, and deleting the connection frees them', async () => {
    const { acct, id } = await linkedPerson();
    await tokensExpireIn(id, 60_000);
    google.refuseRefresh();
    try {
      expect((await syncNow(acct.key, id)).body.status).toBe('needs_reauth');
    } finally {
      google.refuseRefresh(false);
    }
    const blocked = await slotsOf(acct.key);
    expect(blocked.available_slots).toEqual([]);
    expect(blocked.calendars).toEqual([expect.objectContaining({ connection_id: id, stale: true })]);
    const refused = await book(acct.key, '10:00');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('slot_unavailable');
    expect(refused.body.message).toMatch(/needs_reauth/);
    expect(await eventsOf(acct.accountId)).toEqual([]);

    const gone = await callRoute(deleteRoute, { method: 'DELETE', path: `/api/v1/calendar/connections/${id}`, key: acct.key, params: idParams(id) });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id, deleted: true });
    expect(await connectionRow(id)).toBeUndefined();
    const free = await slotsOf(acct.key);
    expect(free.available_slots.length).toBeGreaterThan(40);
    expect(free.calendars).toEqual([]);
    expect((await book(acct.key, '10:00')).status).toBe(201);
  });

  it('error blocks them too, and a good read gives them back', async () => {
    const { acct, id } = await linkedPerson();
    for (let i = 0; i < 3; i++) {
      google.failNext(500);
      await syncNow(acct.key, id);
    }
    expect((await connectionRow(id)).status).toBe('error');
    expect((await slotsOf(acct.key)).available_slots).toEqual([]);
    expect((await book(acct.key, '11:00')).status).toBe(409);

    expect((await syncNow(acct.key, id)).body.status).toBe('active');
    expect((await slotsOf(acct.key)).available_slots.length).toBeGreaterThan(40);
    expect((await book(acct.key, '11:00')).status).toBe(201);
  });

  it('a failing calendar that is not a busy source blocks nothing', async () => {
    const { acct, id } = await linkedPerson();
    const db = await getDb();
    const [cal] = await calendarsOfConnection(id);
    await db.update(calendarConnections).set({ status: 'needs_reauth' }).where(eq(calendarConnections.id, id));
    expect((await slotsOf(acct.key)).available_slots).toEqual([]);
    const patched = await callRoute(patchRoute, {
      method: 'PATCH', path: `/api/v1/calendar/connections/${id}`, key: acct.key, params: idParams(id),
      body: { calendars: [{ id: cal.id, busy_source: false }] },
    });
    expect(patched.status).toBe(200);
    expect((await slotsOf(acct.key)).available_slots.length).toBeGreaterThan(40);
  });
});
