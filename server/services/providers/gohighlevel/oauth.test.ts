import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { type HighLevelStandIn, startHighLevelStandIn } from '../../../testing/stand-ins/gohighlevel';
import { CalendarAuthError, CalendarRequestError } from '../calendar-port';
import { gohighlevelCalendar } from './calendar';

// HighLevel's OAuth over real HTTP against the stand-in: PKCE, the trade of a code, refresh and its refusal.

const redirectUri = 'https://switchboard.test/api/calendars/oauth/gohighlevel';
const oauth = gohighlevelCalendar.oauth!;
let ghl: HighLevelStandIn;
let saved: Partial<typeof config>;

function pkce() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

beforeAll(async () => {
  ghl = await startHighLevelStandIn();
  ghl.addLocation({ id: 'loc-oauth', name: 'Oak Street Dental', timezone: 'America/Chicago' });
  ghl.addCalendar('loc-oauth', 'Cleanings');
  const values = ghl.config();
  saved = Object.fromEntries(Object.keys(values).map((k) => [k, config[k as keyof typeof config]]));
  Object.assign(config, values);
});

afterAll(async () => {
  Object.assign(config, saved);
  await ghl.close();
});

async function linked() {
  const { verifier, challenge } = pkce();
  const code = ghl.authorize({ codeChallenge: challenge, redirectUri, locationId: 'loc-oauth' });
  return oauth.exchange({ code, codeVerifier: verifier, redirectUri });
}

describe('the HighLevel OAuth', () => {
  it('sends the person to the consent page with the app, the scopes, the state and the S256 challenge', () => {
    const url = new URL(oauth.authorizationUrl({ state: 'st-1', codeChallenge: 'ch-1', redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe(config.GOHIGHLEVEL_AUTHORIZE_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: ghl.clientId,
      redirect_uri: redirectUri,
      scope: 'calendars.readonly calendars.write calendars/events.readonly calendars/events.write locations.readonly',
      state: 'st-1',
      code_challenge: 'ch-1',
      code_challenge_method: 'S256',
    });
  });

  it('refuses to start while the app is not configured, though the provider can still be linked by a token', async () => {
    Object.assign(config, { GOHIGHLEVEL_CLIENT_SECRET: undefined });
    try {
      expect(gohighlevelCalendar.configured()).toBe(true);
      expect(() => oauth.authorizationUrl({ state: 's', codeChallenge: 'c', redirectUri })).toThrow(new CalendarRequestError('HighLevel OAuth is not configured'));
      await expect(oauth.refresh({ kind: 'oauth', accessToken: 'a', refreshToken: 'r', expiresAt: null, locationId: 'loc-oauth' })).rejects.toBeInstanceOf(CalendarRequestError);
    } finally {
      Object.assign(config, { GOHIGHLEVEL_CLIENT_SECRET: ghl.clientSecret });
    }
  });

  it('trades a code and its verifier for the location\'s grant, whose token reads its calendars', async () => {
    const before = Date.now();
    const credentials = await linked();
    if (credentials.kind !== 'oauth') throw new Error('not an OAuth grant');
    expect(credentials.locationId).toBe('loc-oauth');
    expect(credentials.refreshToken).toMatch(/^ghl-refresh-/);
    expect(Date.parse(credentials.expiresAt!)).toBeGreaterThanOrEqual(before + 86_000_000);
    const sent = ghl.requests.findLast((r) => r.path === '/oauth/token')!;
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(sent.body as URLSearchParams)).toMatchObject({ grant_type: 'authorization_code', user_type: 'Location', redirect_uri: redirectUri });
    const listed = await gohighlevelCalendar.listCalendars(credentials);
    expect(listed.accountLabel).toBe('Oak Street Dental');
    expect(listed.calendars.map((c) => c.name)).toEqual(['Cleanings']);
  });

  it('refuses a code traded with another verifier, and a code traded twice', async () => {
    const { challenge } = pkce();
    const code = ghl.authorize({ codeChallenge: challenge, redirectUri, locationId: 'loc-oauth' });
    await expect(oauth.exchange({ code, codeVerifier: pkce().verifier, redirectUri })).rejects.toBeInstanceOf(CalendarAuthError);

    const right = pkce();
    const once = ghl.authorize({ codeChallenge: right.challenge, redirectUri, locationId: 'loc-oauth' });
    await oauth.exchange({ code: once, codeVerifier: right.verifier, redirectUri });
    await expect(oauth.exchange({ code: once, codeVerifier: right.verifier, redirectUri })).rejects.toBeInstanceOf(CalendarAuthError);
  });

  it('refreshes into a new grant, the refresh token rotated: the old one is refused as the grant\'s end', async () => {
    const first = await linked();
    const second = await oauth.refresh(first);
    if (first.kind !== 'oauth' || second.kind !== 'oauth') throw new Error('not an OAuth grant');
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.locationId).toBe('loc-oauth');
    await expect(gohighlevelCalendar.listCalendars(second)).resolves.toMatchObject({ accountLabel: 'Oak Street Dental' });
    await expect(oauth.refresh(first)).rejects.toBeInstanceOf(CalendarAuthError);
  });

  it('reads invalid_grant on refresh as the grant\'s end', async () => {
    const credentials = await linked();
    ghl.refuseRefresh();
    try {
      await expect(oauth.refresh(credentials)).rejects.toBeInstanceOf(CalendarAuthError);
    } finally {
      ghl.refuseRefresh(false);
    }
  });

  it('reads a failing token endpoint as a request to retry, not the grant\'s end', async () => {
    const credentials = await linked();
    ghl.failNext(502);
    await expect(oauth.refresh(credentials)).rejects.toBeInstanceOf(CalendarRequestError);
    await expect(oauth.refresh(credentials)).resolves.toMatchObject({ kind: 'oauth', locationId: 'loc-oauth' });
  });
});
