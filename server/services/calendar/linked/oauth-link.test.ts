import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/calendar/connections/route';
import { GET as getRoute } from '@/app/api/v1/calendar/connections/[connection_id]/route';
import { POST as reconnectRoute } from '@/app/api/v1/calendar/connections/[connection_id]/reconnect/route';
import { POST as syncRoute } from '@/app/api/v1/calendar/connections/[connection_id]/sync/route';
import { getDb } from '@/server/db/client';
import { calendarOauthStates } from '@/server/db/schema';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import {
  calendarsOfConnection, connectionRow, connectionsOf, grantAsked, returnFrom, storedCredentials, swapConfig,
} from '@/app/_testing/linked-calendars';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '@/server/testing/stand-ins/google-calendar';
import { startGraphStandIn, type GraphStandIn } from '@/server/testing/stand-ins/microsoft-graph';
import { startHighLevelStandIn, type HighLevelStandIn } from '@/server/testing/stand-ins/gohighlevel';

// Linking by OAuth through the REST routes, as a client and the person's browser do it: POST a connection, the
// provider's consent page (the stand-in reading the authorization URL), the return to the callback route. And the
// refusals: a state that is reused, stale, another provider's or missing links nothing.

let google: GoogleCalendarStandIn;
let graph: GraphStandIn;
let ghl: HighLevelStandIn;
let restore: () => void;

beforeAll(async () => {
  [google, graph, ghl] = await Promise.all([startGoogleCalendarStandIn(), startGraphStandIn(), startHighLevelStandIn()]);
  restore = swapConfig({ ...google.config, ...graph.config, ...ghl.config() });
});
afterAll(async () => {
  restore();
  await Promise.all([google.close(), graph.close(), ghl.close()]);
});

const post = (key: string, body: unknown) => callRoute(createRoute, { method: 'POST', path: '/api/v1/calendar/connections', key, body });

/** The authorization URL asks for a code with PKCE S256, a state, and returns to this provider's callback. */
function expectGrantRequest(url: string, provider: string) {
  const asked = grantAsked(url);
  expect(new URL(url).searchParams.get('response_type')).toBe('code');
  expect(asked.codeChallengeMethod).toBe('S256');
  expect(asked.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(asked.state.length).toBeGreaterThanOrEqual(32);
  expect(new URL(asked.redirectUri).pathname).toBe(`/api/integrations/${provider}/callback`);
  return asked;
}

/** Sealed at rest and absent from every answer the API gives about the connection. */
async function expectTokensHidden(id: number, key: string, provider: string) {
  const row = await connectionRow(id);
  const creds = await storedCredentials(id);
  expect(creds.kind).toBe('oauth');
  if (creds.kind !== 'oauth') return;
  expect(row.secret!.startsWith('enc:v1:')).toBe(true);
  expect(row.secret).not.toContain(creds.accessToken);
  expect(row.secret).not.toContain(creds.refreshToken!);
  const one = await callRoute(getRoute, { path: `/api/v1/calendar/connections/${id}`, key, params: { connection_id: String(id) } });
  const all = await callRoute(listRoute, { path: '/api/v1/calendar/connections', key });
  expect(one.status).toBe(200);
  expect(one.body).toMatchObject({ id, provider, status: 'active' });
  for (const text of [one.text, all.text]) {
    expect(text).not.toContain(creds.accessToken);
    expect(text).not.toContain(creds.refreshToken!);
    expect(text).not.toContain('enc:v1:');
  }
}

describe('linking Google by OAuth', () => {
  it('goes from pending_authorization to active with its calendars, the tokens sealed', async () => {
    const acct = await newAccount();
    const created = await post(acct.key, { provider: 'google' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ provider: 'google', status: 'pending_authorization', user_id: acct.userId, calendars: [] });
    const asked = expectGrantRequest(created.body.authorization_url, 'google');
    const early = await callRoute(syncRoute, { method: 'POST', path: `/api/v1/calendar/connections/${created.body.id}/sync`, key: acct.key, params: { connection_id: String(created.body.id) } });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('calendar_connection_not_active');
    expect(new URL(created.body.authorization_url).origin + new URL(created.body.authorization_url).pathname).toBe(google.config.GOOGLE_AUTHORIZE_URL);
    expect(asked.clientId).toBe(google.config.GOOGLE_CLIENT_ID);

    const { code, state } = google.consent(created.body.authorization_url, 'ana@example.com');
    const back = await returnFrom('google', { code, state });
    expect(back.status).toBe(303);
    expect(back.cacheControl).toBe('no-store');
    expect(back.location.pathname).toBe('/calendar');
    expect(back.linked).toBe(String(created.body.id));
    expect(back.linkError).toBeNull();

    const row = await connectionRow(created.body.id);
    expect(row).toMatchObject({ status: 'active', accountLabel: 'ana@example.com' });
    const cals = await calendarsOfConnection(created.body.id);
    expect(cals).toEqual([expect.objectContaining({ externalId: 'ana@example.com', isPrimary: true, busySource: true, writeTarget: true })]);
    // The code was traded with the verifier whose S256 the URL carried (the stand-in refuses any other).
    const traded = google.requests.filter((r) => r.path === '/token' && r.body?.grant_type === 'authorization_code');
    expect(traded.at(-1)!.body.code_verifier).toBeTruthy();
    await expectTokensHidden(created.body.id, acct.key, 'google');
  });

  it('refuses a reused state, leaving the link as the first return made it', async () => {
    const acct = await newAccount();
    const created = await post(acct.key, { provider: 'google' });
    const { code, state } = google.consent(created.body.authorization_url, 'reuse@example.com');
    expect((await returnFrom('google', { code, state })).linked).toBe(String(created.body.id));
    const before = await connectionRow(created.body.id);

    const again = await returnFrom('google', { code, state });
    expect(again.status).toBe(303);
    expect(again.linkError).toBe('oauth_state_invalid');
    expect(again.linked).toBeNull();
    expect(await connectionRow(created.body.id)).toEqual(before);
  });

  it('refuses a state past its ten minutes', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const created = await post(acct.key, { provider: 'google' });
    await db.update(calendarOauthStates).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(calendarOauthStates.connectionId, created.body.id));
    const { code, state } = google.consent(created.body.authorization_url, 'late@example.com');
    const back = await returnFrom('google', { code, state });
    expect(back.linkError).toBe('oauth_state_invalid');
    expect(await connectionRow(created.body.id)).toMatchObject({ status: 'pending_authorization', secret: null });
    expect(await calendarsOfConnection(created.body.id)).toEqual([]);
  });

  it("refuses a state brought to another provider's callback, and does not spend it there", async () => {
    const acct = await newAccount();
    const created = await post(acct.key, { provider: 'google' });
    const { code, state } = google.consent(created.body.authorization_url, 'cross@example.com');
    const wrong = await returnFrom('outlook', { code, state });
    expect(wrong.status).toBe(303);
    expect(wrong.linkError).toBe('oauth_state_invalid');
    expect(await connectionRow(created.body.id)).toMatchObject({ status: 'pending_authorization', secret: null });
    // Still good where it belongs: the foreign return changed nothing.
    expect((await returnFrom('google', { code, state })).linked).toBe(String(created.body.id));
  });

  it('refuses a return without a state, and one with a state nobody issued', async () => {
    const acct = await newAccount();
    const created = await post(acct.key, { provider: 'google' });
    const { code } = google.consent(created.body.authorization_url, 'nostate@example.com');
    for (const state of [undefined, '', 'made-up-state', 'x'.repeat(500)]) {
      const back = await returnFrom('google', { code, state });
      expect(back.status).toBe(303);
      expect(back.linkError).toBe('oauth_state_invalid');
    }
    expect(await connectionRow(created.body.id)).toMatchObject({ status: 'pending_authorization', secret: null });
  });

  it('answers a refused consent with oauth_denied, linking nothing', async () => {
    const acct = await newAccount();
    const created = await post(acct.key, { provider: 'google' });
    const { state } = grantAsked(created.body.authorization_url);
    const back = await returnFrom('google', { error: 'access_denied', state });
    expect(back.linkError).toBe('oauth_denied');
    expect(await connectionRow(created.body.id)).toMatchObject({ status: 'pending_authorization', secret: null });
  });

  it('is 404 for a provider with no callback (caldav, unknown)', async () => {
    for (const provider of ['caldav', 'yahoo']) {
      const back = await returnFrom(provider, { code: 'c', state: 's' });
      expect(back.status).toBe(404);
    }
  });
});

describe('linking Outlook by OAuth', () => {
  it('goes active with both calendars, only the default one a busy source', async () => {
    const acct = await newAccount();
    const created = await post(acct.key, { provider: 'outlook' });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending_authorization');
    const asked = expectGrantRequest(created.body.authorization_url, 'outlook');
    expect(asked.clientId).toBe(graph.clientId);
    expect(new URL(created.body.authorization_url).pathname).toBe('/common/oauth2/v2.0/authorize');

    const code = graph.authorize({ codeChallenge: asked.codeChallenge, redirectUri: asked.redirectUri, email: 'dana@contoso.example' });
    const back = await returnFrom('outlook', { code, state: asked.state });
    expect(back.status).toBe(303);
    expect(back.linked).toBe(String(created.body.id));

    expect(await connectionRow(created.body.id)).toMatchObject({ status: 'active', accountLabel: 'dana@contoso.example' });
    const cals = await calendarsOfConnection(created.body.id);
    expect(cals.map((c) => [c.externalId, c.isPrimary, c.busySource, c.writeTarget])).toEqual([
      ['cal-primary', true, true, true],
      ['cal-team', false, false, false],
    ]);
    await expectTokensHidden(created.body.id, acct.key, 'outlook');
  });

  it("refuses Outlook's return with Google's state", async () => {
    const acct = await newAccount();
    const g = await post(acct.key, { provider: 'google' });
    const o = await post(acct.key, { provider: 'outlook' });
    const asked = grantAsked(o.body.authorization_url);
    const code = graph.authorize({ codeChallenge: asked.codeChallenge, redirectUri: asked.redirectUri, email: 'x@contoso.example' });
    const back = await returnFrom('outlook', { code, state: grantAsked(g.body.authorization_url).state });
    expect(back.linkError).toBe('oauth_state_invalid');
    expect(await connectionRow(o.body.id)).toMatchObject({ status: 'pending_authorization', secret: null });
    expect(await connectionRow(g.body.id)).toMatchObject({ status: 'pending_authorization', secret: null });
  });
});

describe('linking HighLevel', () => {
  it('by OAuth for a location: active with its calendars', async () => {
    const acct = await newAccount();
    ghl.addLocation({ id: 'loc-oauth', name: 'Downtown Clinic', timezone: 'America/Chicago' });
    const calId = ghl.addCalendar('loc-oauth', 'Front desk');
    const created = await post(acct.key, { provider: 'gohighlevel', gohighlevel: { location_id: 'loc-oauth' } });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending_authorization');
    const asked = expectGrantRequest(created.body.authorization_url, 'gohighlevel');
    expect(asked.clientId).toBe(ghl.clientId);

    const code = ghl.authorize({ codeChallenge: asked.codeChallenge, redirectUri: asked.redirectUri, locationId: 'loc-oauth' });
    const back = await returnFrom('gohighlevel', { code, state: asked.state });
    expect(back.status).toBe(303);
    expect(back.linked).toBe(String(created.body.id));
    expect(await connectionRow(created.body.id)).toMatchObject({ status: 'active', accountLabel: 'Downtown Clinic', locationId: 'loc-oauth' });
    expect(await calendarsOfConnection(created.body.id)).toEqual([expect.objectContaining({ externalId: calId, name: 'Front desk', timeZone: 'America/Chicago' })]);
    await expectTokensHidden(created.body.id, acct.key, 'gohighlevel');
  });

  it('without a location_id for OAuth: 400 missing_parameter, nothing written', async () => {
    const acct = await newAccount();
    const res = await post(acct.key, { provider: 'gohighlevel' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('missing_parameter');
    expect(await connectionsOf(acct.accountId)).toEqual([]);
  });

  it('by a private integration token: active at once, the token sealed and never answered', async () => {
    const acct = await newAccount();
    ghl.addLocation({ id: 'loc-pit', name: 'Uptown Spa', timezone: 'Europe/Paris' });
    const calId = ghl.addCalendar('loc-pit', 'Treatments');
    const token = ghl.addPrivateToken('loc-pit');
    const res = await post(acct.key, { provider: 'gohighlevel', gohighlevel: { location_id: 'loc-pit', token } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ provider: 'gohighlevel', status: 'active', account_label: 'Uptown Spa' });
    expect(res.body.authorization_url).toBeUndefined();
    expect(res.body.calendars).toEqual([expect.objectContaining({ external_id: calId, name: 'Treatments', time_zone: 'Europe/Paris' })]);
    expect(res.text).not.toContain(token);
    const row = await connectionRow(res.body.id);
    expect(row.secret!.startsWith('enc:v1:')).toBe(true);
    expect(row.secret).not.toContain(token);
    expect(await storedCredentials(res.body.id)).toEqual({ kind: 'token', token, locationId: 'loc-pit' });
    const listed = await callRoute(listRoute, { path: '/api/v1/calendar/connections', key: acct.key });
    expect(listed.text).not.toContain(token);
  });

  it('by a token HighLevel refuses: 400 calendar_connection_failed, nothing written', async () => {
    const acct = await newAccount();
    ghl.addLocation({ id: 'loc-bad', name: 'Nowhere' });
    const res = await post(acct.key, { provider: 'gohighlevel', gohighlevel: { location_id: 'loc-bad', token: 'pit-not-issued' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('calendar_connection_failed');
    expect(await connectionsOf(acct.accountId)).toEqual([]);
  });
});

describe('a provider this server has no OAuth client for', () => {
  it.each([
    ['google', { GOOGLE_CLIENT_ID: undefined }, {}],
    ['outlook', { MICROSOFT_CLIENT_SECRET: undefined }, {}],
    ['gohighlevel', { GOHIGHLEVEL_CLIENT_ID: undefined, GOHIGHLEVEL_CLIENT_SECRET: undefined }, { gohighlevel: { location_id: 'loc-any' } }],
  ] as const)('%s: 400 calendar_provider_not_configured, nothing written', async (provider, unset, extra) => {
    const acct = await newAccount();
    const back = swapConfig(unset);
    try {
      const res = await post(acct.key, { provider, ...extra });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('calendar_provider_not_configured');
    } finally {
      back();
    }
    expect(await connectionsOf(acct.accountId)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(calendarOauthStates).where(eq(calendarOauthStates.accountId, acct.accountId))).toEqual([]);
  });

  it('gohighlevel: reconnecting an OAuth connection is 400 too once the app is unset, and its grant stays', async () => {
    const acct = await newAccount();
    ghl.addLocation({ id: 'loc-reconnect', name: 'Reconnect' });
    const created = await post(acct.key, { provider: 'gohighlevel', gohighlevel: { location_id: 'loc-reconnect' } });
    const asked = grantAsked(created.body.authorization_url);
    const code = ghl.authorize({ codeChallenge: asked.codeChallenge, redirectUri: asked.redirectUri, locationId: 'loc-reconnect' });
    expect((await returnFrom('gohighlevel', { code, state: asked.state })).linked).toBe(String(created.body.id));
    const before = await connectionRow(created.body.id);
    const back = swapConfig({ GOHIGHLEVEL_CLIENT_ID: undefined });
    try {
      const res = await callRoute(reconnectRoute, {
        method: 'POST', path: `/api/v1/calendar/connections/${created.body.id}/reconnect`, key: acct.key, params: { connection_id: String(created.body.id) },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('calendar_provider_not_configured');
    } finally {
      back();
    }
    expect(await connectionRow(created.body.id)).toEqual(before);
  });
});
