import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '../../../testing/stand-ins/google-calendar';
import { CalendarAuthError, CalendarRequestError, type CalendarCredentials } from '../calendar-port';
import { googleCalendar } from './calendar';

// Linking a Google account: the consent URL, the code traded with its PKCE verifier, refreshes and revoking, over
// real HTTP against the stand-in's token endpoint.

let google: GoogleCalendarStandIn;
let saved: Record<string, unknown>;
const oauth = googleCalendar.oauth!;
const REDIRECT = 'https://switchboard.example/api/calendar/oauth/google/callback';

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The person goes through the consent page for `email`; the code and the verifier it must be traded with. */
function consent(email: string, scope?: string) {
  const { verifier, challenge } = pkce();
  const url = oauth.authorizationUrl({ state: 'state-1', codeChallenge: challenge, redirectUri: REDIRECT });
  return { ...google.consent(url, email, { scope }), verifier };
}

beforeAll(async () => {
  google = await startGoogleCalendarStandIn();
  saved = Object.fromEntries(Object.keys(google.config).map((k) => [k, config[k as keyof typeof config]]));
  Object.assign(config, google.config);
});
afterAll(async () => {
  Object.assign(config, saved);
  await google.close();
});

describe('the consent URL', () => {
  it("asks Google's authorize endpoint for a code with PKCE, offline access and the calendar scopes", () => {
    const url = new URL(oauth.authorizationUrl({ state: 'st', codeChallenge: 'c'.repeat(43), redirectUri: REDIRECT }));
    expect(`${url.origin}${url.pathname}`).toBe(config.GOOGLE_AUTHORIZE_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: google.config.GOOGLE_CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code',
      scope: 'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.readonly',
      access_type: 'offline', prompt: 'consent', state: 'st', code_challenge: 'c'.repeat(43), code_challenge_method: 'S256',
    });
  });

  it('is configured only with both the client id and the secret', () => {
    expect(googleCalendar.configured()).toBe(true);
    const secret = config.GOOGLE_CLIENT_SECRET;
    Object.assign(config, { GOOGLE_CLIENT_SECRET: undefined });
    try {
      expect(googleCalendar.configured()).toBe(false);
    } finally {
      Object.assign(config, { GOOGLE_CLIENT_SECRET: secret });
    }
  });
});

describe('trading the code', () => {
  it('gives OAuth credentials that open the calendars', async () => {
    const { code, state, verifier } = consent('ada@example.com');
    expect(state).toBe('state-1');
    const before = Date.now();
    const creds = await oauth.exchange({ code, codeVerifier: verifier, redirectUri: REDIRECT });
    expect(creds).toMatchObject({ kind: 'oauth', accessToken: expect.stringMatching(/^ya29\./), refreshToken: expect.stringMatching(/^1\/\//) });
    const expiresAt = Date.parse((creds as { expiresAt: string }).expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3_598_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
    const sent = google.requests.filter((r) => r.path === '/token').at(-1)!;
    expect(sent.body).toMatchObject({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, client_id: google.config.GOOGLE_CLIENT_ID });
    expect((await googleCalendar.listCalendars(creds)).accountLabel).toBe('ada@example.com');
  });

  it('is refused with a verifier that does not match the challenge', async () => {
    const { code } = consent('ada@example.com');
    const err = await oauth.exchange({ code, codeVerifier: pkce().verifier, redirectUri: REDIRECT }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CalendarAuthError);
    expect((err as Error).message).toContain('Invalid code verifier');
  });

  it('is refused the second time', async () => {
    const { code, verifier } = consent('ada@example.com');
    await oauth.exchange({ code, codeVerifier: verifier, redirectUri: REDIRECT });
    await expect(oauth.exchange({ code, codeVerifier: verifier, redirectUri: REDIRECT })).rejects.toBeInstanceOf(CalendarAuthError);
  });

  it('is refused when the person unticked the calendar scopes', async () => {
    const { code, verifier } = consent('ada@example.com', 'https://www.googleapis.com/auth/calendar.readonly');
    await expect(oauth.exchange({ code, codeVerifier: verifier, redirectUri: REDIRECT })).rejects.toThrow(/did not grant access/);
  });

  it("is this deployment's problem, not the person's, when the client secret is wrong", async () => {
    const { code, verifier } = consent('ada@example.com');
    const secret = config.GOOGLE_CLIENT_SECRET;
    Object.assign(config, { GOOGLE_CLIENT_SECRET: 'wrong' });
    try {
      const err = await oauth.exchange({ code, codeVerifier: verifier, redirectUri: REDIRECT }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CalendarRequestError);
      expect(err).toMatchObject({ status: 401, message: expect.stringContaining('invalid_client') });
    } finally {
      Object.assign(config, { GOOGLE_CLIENT_SECRET: secret });
    }
  });
});

describe('refreshing', () => {
  const linked = async (): Promise<CalendarCredentials> => {
    const { code, verifier } = consent('grace@example.com');
    return oauth.exchange({ code, codeVerifier: verifier, redirectUri: REDIRECT });
  };

  it('gives a new access token and keeps the refresh token Google did not resend', async () => {
    const creds = await linked();
    google.expireAccessTokens();
    await expect(googleCalendar.listCalendars(creds)).rejects.toMatchObject({ name: 'CalendarRequestError', status: 401 });
    const fresh = await oauth.refresh(creds);
    expect(fresh).toMatchObject({ kind: 'oauth', refreshToken: (creds as { refreshToken: string }).refreshToken });
    expect((fresh as { accessToken: string }).accessToken).not.toBe((creds as { accessToken: string }).accessToken);
    expect(google.requests.filter((r) => r.path === '/token').at(-1)!.body).toMatchObject({ grant_type: 'refresh_token' });
    expect((await googleCalendar.listCalendars(fresh)).accountLabel).toBe('grace@example.com');
  });

  it('throws CalendarAuthError on invalid_grant', async () => {
    const creds = await linked();
    google.refuseRefresh();
    try {
      const err = await oauth.refresh(creds).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CalendarAuthError);
      expect((err as Error).message).toContain('expired or revoked');
    } finally {
      google.refuseRefresh(false);
    }
  });

  it('throws CalendarAuthError without a refresh token, asking nothing of Google', async () => {
    const count = google.requests.length;
    await expect(oauth.refresh({ kind: 'oauth', accessToken: 'ya29.x', refreshToken: null, expiresAt: null })).rejects.toBeInstanceOf(CalendarAuthError);
    expect(google.requests.length).toBe(count);
  });
});

describe('revoking', () => {
  it('ends the grant: the refresh token is refused afterwards', async () => {
    const { code, verifier } = consent('linus@example.com');
    const creds = await oauth.exchange({ code, codeVerifier: verifier, redirectUri: REDIRECT });
    const refreshToken = (creds as { refreshToken: string }).refreshToken;
    expect(google.hasGrant(refreshToken)).toBe(true);
    await oauth.revoke!(creds);
    expect(google.hasGrant(refreshToken)).toBe(false);
    await expect(oauth.refresh(creds)).rejects.toBeInstanceOf(CalendarAuthError);
    await expect(googleCalendar.listCalendars(creds)).rejects.toMatchObject({ status: 401 });
  });
});
