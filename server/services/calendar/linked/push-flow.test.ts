import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as createRoute } from '@/app/api/v1/calendar/connections/route';
import { DELETE as deleteRoute, GET as getRoute } from '@/app/api/v1/calendar/connections/[connection_id]/route';
import { POST as highLevelWebhook } from '@/app/api/integrations/gohighlevel/webhooks/route';
import { POST as googlePush } from '@/app/api/integrations/google/push/route';
import { POST as graphNotifications } from '@/app/api/integrations/outlook/notifications/route';
import { getDb } from '@/server/db/client';
import { calendarBusyBlocks } from '@/server/db/schema';
import { runDueJobs } from '@/server/jobs/queue';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import {
  calendarsOfConnection, connectionRow, forgetQueuedSyncs, grantAsked, linkGoogle, pendingSyncs, returnFrom, storedCredentials, swapConfig, until,
} from '@/app/_testing/linked-calendars';
import { serveRoute } from '@/server/testing/route-server';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '@/server/testing/stand-ins/google-calendar';
import { startGraphStandIn, type GraphStandIn } from '@/server/testing/stand-ins/microsoft-graph';
import { startHighLevelStandIn, type HighLevelStandIn } from '@/server/testing/stand-ins/gohighlevel';
import { syncConnection } from './sync';

// Pushes from the providers, over real HTTP where the provider itself calls: a sync opens Google's channel and
// Graph's subscription (Graph's handshake reaching this server's route), their messages bring a sync forward, and a
// push that does not prove itself (a forged token or clientState, an unknown channel, a bad signature) is 401 and
// queues nothing.

let google: GoogleCalendarStandIn;
let graph: GraphStandIn;
let ghl: HighLevelStandIn;
let server: { url: string; close: () => Promise<void> };
let restore: () => void;

/** The public integration routes behind one address, as the deployment serves them. */
const routes: Record<string, typeof googlePush> = {
  '/api/integrations/google/push': googlePush,
  '/api/integrations/outlook/notifications': graphNotifications,
  '/api/integrations/gohighlevel/webhooks': highLevelWebhook,
};

beforeAll(async () => {
  [google, graph, ghl] = await Promise.all([startGoogleCalendarStandIn(), startGraphStandIn(), startHighLevelStandIn()]);
  server = await serveRoute(async (req, ctx) => {
    const route = routes[new URL(req.url).pathname];
    return route ? route(req, ctx) : new Response('no such route', { status: 404 });
  });
  restore = swapConfig({ ...google.config, ...graph.config, ...ghl.config(), PUBLIC_BASE_URL: server.url });
});
afterAll(async () => {
  restore();
  await Promise.all([google.close(), graph.close(), ghl.close(), server.close()]);
});

const post = (handler: typeof googlePush, path: string, opts: { headers?: Record<string, string>; rawBody?: string } = {}) =>
  callRoute(handler, { method: 'POST', path, ...opts });

describe('Google push channels', () => {
  async function watchedConnection() {
    const acct = await newAccount();
    const id = await linkGoogle(google, acct.key, `push-${randomUUID()}@example.com`);
    expect(await syncConnection(await getDb(), id)).toMatchObject({ synced: true });
    const [cal] = await calendarsOfConnection(id);
    expect(cal.channelId).toBeTruthy();
    expect(cal.secret!.startsWith('enc:v1:')).toBe(true);
    const channel = google.channel(cal.channelId!)!;
    expect(channel.address).toBe(`${server.url}/api/integrations/google/push`);
    expect(cal.secret).not.toContain(channel.token!);
    // Google's first message (`sync`) comes as the channel opens: let it land before counting jobs.
    await until(() => google.deliveries.find((d) => d.channelId === cal.channelId) ?? undefined, "Google's sync message");
    await forgetQueuedSyncs();
    return { acct, id, channelId: cal.channelId!, token: channel.token! };
  }

  it("opens a channel during a sync; Google's message for it is 202 and queues the connection's sync", async () => {
    const { acct, id, channelId } = await watchedConnection();
    const shown = await callRoute(getRoute, { path: `/api/v1/calendar/connections/${id}`, key: acct.key, params: { connection_id: String(id) } });
    expect(shown.body.push).toMatchObject({ mode: 'webhook', expires_at: expect.any(String) });
    expect(shown.text).not.toContain(google.channel(channelId)!.token!);

    expect(await pendingSyncs(id)).toHaveLength(0);
    expect(await google.notify(channelId)).toBe(202);
    expect(await pendingSyncs(id)).toHaveLength(1);
    // A burst of messages is one waiting job.
    expect(await google.notify(channelId)).toBe(202);
    expect(await pendingSyncs(id)).toHaveLength(1);
  });

  it('refuses a forged token, a missing one and an unknown channel with 401 invalid_push, queueing nothing', async () => {
    const { id, channelId, token } = await watchedConnection();
    const cases: Record<string, string>[] = [
      { 'x-goog-channel-id': channelId, 'x-goog-channel-token': `${token}x`, 'x-goog-resource-state': 'exists' },
      { 'x-goog-channel-id': channelId, 'x-goog-channel-token': randomUUID(), 'x-goog-resource-state': 'exists' },
      { 'x-goog-channel-id': channelId, 'x-goog-resource-state': 'exists' },
      { 'x-goog-channel-id': randomUUID(), 'x-goog-channel-token': token, 'x-goog-resource-state': 'exists' },
      { 'x-goog-channel-token': token, 'x-goog-resource-state': 'exists' },
    ];
    for (const headers of cases) {
      const res = await post(googlePush, '/api/integrations/google/push', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body.error).toBe('invalid_push');
    }
    expect(await pendingSyncs(id)).toHaveLength(0);
    // The same request with the right token is taken.
    const good = await post(googlePush, '/api/integrations/google/push', { headers: { 'x-goog-channel-id': channelId, 'x-goog-channel-token': token, 'x-goog-resource-state': 'exists' } });
    expect(good.status).toBe(202);
    expect(await pendingSyncs(id)).toHaveLength(1);
  });

  it('deleting the connection stops its channel at Google and revokes the grant; the channel is then refused', async () => {
    const { acct, id, channelId, token } = await watchedConnection();
    const creds = await storedCredentials(id);
    if (creds.kind !== 'oauth') throw new Error('oauth expected');
    expect(google.hasGrant(creds.refreshToken!)).toBe(true);
    const gone = await callRoute(deleteRoute, { method: 'DELETE', path: `/api/v1/calendar/connections/${id}`, key: acct.key, params: { connection_id: String(id) } });
    expect(gone.status).toBe(200);
    expect(await connectionRow(id)).toBeUndefined();
    expect(google.channel(channelId)).toBeUndefined();
    expect(google.hasGrant(creds.refreshToken!)).toBe(false);
    const late = await post(googlePush, '/api/integrations/google/push', { headers: { 'x-goog-channel-id': channelId, 'x-goog-channel-token': token, 'x-goog-resource-state': 'exists' } });
    expect(late.status).toBe(401);
    expect(await pendingSyncs(id)).toHaveLength(0);
  });
});

describe('Microsoft Graph subscriptions', () => {
  async function subscribedConnection() {
    const acct = await newAccount();
    const created = await callRoute(createRoute, { method: 'POST', path: '/api/v1/calendar/connections', key: acct.key, body: { provider: 'outlook' } });
    const asked = grantAsked(created.body.authorization_url);
    const code = graph.authorize({ codeChallenge: asked.codeChallenge, redirectUri: asked.redirectUri, email: `graph-${randomUUID()}@contoso.example` });
    const id = Number((await returnFrom('outlook', { code, state: asked.state })).linked);
    expect(await syncConnection(await getDb(), id)).toMatchObject({ synced: true });
    const cals = await calendarsOfConnection(id);
    const primary = cals.find((c) => c.isPrimary)!;
    // Graph made the subscription only after this server's route echoed its validation token.
    expect(primary.channelId).toBeTruthy();
    const sub = graph.subscription(primary.channelId!)!;
    expect(sub.notificationUrl).toBe(`${server.url}/api/integrations/outlook/notifications`);
    expect(graph.requests.some((r) => r.method === 'POST' && r.path === '/v1.0/subscriptions')).toBe(true);
    // The calendar that is neither busy source nor write target gets none.
    expect(cals.find((c) => !c.isPrimary)!.channelId).toBeNull();
    await forgetQueuedSyncs();
    return { id, subscriptionId: primary.channelId!, clientState: sub.clientState! };
  }

  it('answers the validation handshake with the token as text/plain', async () => {
    const token = 'Validation: Token with spaces & symbols';
    const res = await post(graphNotifications, `/api/integrations/outlook/notifications?validationToken=${encodeURIComponent(token)}`, { headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toBe(token);
    const empty = await post(graphNotifications, '/api/integrations/outlook/notifications?validationToken=');
    expect(empty.status).toBe(401);
  });

  it("takes Graph's notification with the right clientState (202, a sync queued)", async () => {
    const { id, subscriptionId } = await subscribedConnection();
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const wall = (d: Date) => d.toISOString().slice(0, 19);
    const made = graph.addEvent('cal-primary', {
      subject: 'Board meeting', showAs: 'busy',
      start: { dateTime: wall(start), timeZone: 'UTC' }, end: { dateTime: wall(new Date(start.getTime() + 3_600_000)), timeZone: 'UTC' },
    });
    expect(await graph.notify(subscriptionId, 'created', made.id)).toBe(202);
    expect(await pendingSyncs(id)).toHaveLength(1);
    // The queued job reads what changed from Graph (never from the push) into the cache.
    const db = await getDb();
    await runDueJobs(db);
    expect(await pendingSyncs(id)).toHaveLength(0);
    const primary = (await calendarsOfConnection(id)).find((c) => c.isPrimary)!;
    const blocks = await db.select().from(calendarBusyBlocks).where(eq(calendarBusyBlocks.linkedCalendarId, primary.id));
    expect(blocks.filter((b) => b.objectId === made.id).map((b) => [b.startsAt.toISOString(), b.busy])).toEqual([[start.toISOString(), true]]);
  });

  it('refuses a forged clientState, an unknown subscription and a body that is not a notification with 401', async () => {
    const { id, subscriptionId, clientState } = await subscribedConnection();
    const bodies = [
      { value: [{ subscriptionId, clientState: 'forged', changeType: 'updated' }] },
      { value: [{ subscriptionId, changeType: 'updated' }] },
      { value: [{ subscriptionId: randomUUID(), clientState, changeType: 'updated' }] },
      { value: [] },
      { notifications: [] },
    ];
    for (const body of bodies) {
      const res = await post(graphNotifications, '/api/integrations/outlook/notifications', { rawBody: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.body.error).toBe('invalid_push');
    }
    const broken = await post(graphNotifications, '/api/integrations/outlook/notifications', { rawBody: '{"value": [', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(401);
    expect(await pendingSyncs(id)).toHaveLength(0);
  });
});

describe('HighLevel webhooks', () => {
  async function tokenConnection(locationId: string) {
    const acct = await newAccount();
    ghl.addLocation({ id: locationId, name: `Location ${locationId}` });
    const calendarId = ghl.addCalendar(locationId, 'Bookings');
    const res = await callRoute(createRoute, {
      method: 'POST', path: '/api/v1/calendar/connections', key: acct.key,
      body: { provider: 'gohighlevel', gohighlevel: { location_id: locationId, token: ghl.addPrivateToken(locationId) } },
    });
    expect(res.status).toBe(201);
    return { id: res.body.id as number, calendarId, locationId };
  }
  const appointment = (locationId: string, calendarId: string) => ({
    type: 'AppointmentCreate', locationId, appointment: { id: 'appt-1', calendarId, startTime: new Date().toISOString(), appointmentStatus: 'confirmed' },
  });
  const send = (raw: string, headers: Record<string, string>) => post(highLevelWebhook, '/api/integrations/gohighlevel/webhooks', { rawBody: raw, headers });

  it("signed by HighLevel's key: 202 and a sync of that location's connection only", async () => {
    const mine = await tokenConnection(`loc-${randomUUID()}`);
    const other = await tokenConnection(`loc-${randomUUID()}`);
    await forgetQueuedSyncs();
    const { raw, headers } = ghl.signedWebhook(appointment(mine.locationId, mine.calendarId));
    const res = await send(raw, headers);
    expect(res.status).toBe(202);
    expect(await pendingSyncs(mine.id)).toHaveLength(1);
    expect(await pendingSyncs(other.id)).toHaveLength(0);

    // The legacy RSA header alone is taken too when the key configured is RSA.
    await forgetQueuedSyncs();
    const back = swapConfig({ GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: ghl.rsaPublicKeyPem });
    try {
      const legacy = ghl.signedWebhook(appointment(mine.locationId, mine.calendarId), 'rsa');
      expect((await send(legacy.raw, legacy.headers)).status).toBe(202);
    } finally {
      back();
    }
    expect(await pendingSyncs(mine.id)).toHaveLength(1);
  });

  it('a tampered body, a tampered or missing signature: 401 invalid_push, nothing queued', async () => {
    const locationId = `loc-${randomUUID()}`;
    const mine = await tokenConnection(locationId);
    await forgetQueuedSyncs();
    const { raw, headers } = ghl.signedWebhook(appointment(`${locationId}-x`, mine.calendarId));
    const signature = headers['x-ghl-signature'];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const attempts: [string, Record<string, string>][] = [
      [raw.replace(`${locationId}-x`, locationId), headers],
      [raw, { ...headers, 'x-ghl-signature': flipped }],
      [raw, { 'content-type': 'application/json' }],
      [`${raw} `, headers],
      [raw, { ...headers, 'x-ghl-signature': 'A'.repeat(5000) }],
    ];
    for (const [body, h] of attempts) {
      const res = await send(body, h);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('invalid_push');
    }
    expect(await pendingSyncs(mine.id)).toHaveLength(0);
  });

  it('a signed notice that changes no calendar (an install, a contact) is 202 and queues nothing', async () => {
    const locationId = `loc-${randomUUID()}`;
    const mine = await tokenConnection(locationId);
    await forgetQueuedSyncs();
    // A contact event goes to the CRM connections (none here), which ask for HighLevel's timestamp and webhookId.
    const { raw, headers } = ghl.signedWebhook({ type: 'ContactCreate', locationId, id: 'contact-9', timestamp: new Date().toISOString(), webhookId: randomUUID() });
    expect((await send(raw, headers)).status).toBe(202);
    expect(await pendingSyncs(mine.id)).toHaveLength(0);
  });
});
