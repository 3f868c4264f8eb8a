import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { startGraphStandIn, type GraphStandIn } from '../../../testing/stand-ins/microsoft-graph';
import { CalendarAuthError, type CalendarCredentials } from '../calendar-port';
import { outlookCalendar } from './calendar';

let graph: GraphStandIn;
const saved = { ...config };
const redirectUri = 'https://app.example.com/api/calendar/outlook/callback';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

beforeAll(async () => {
  graph = await startGraphStandIn();
  Object.assign(config, graph.config);
});
afterAll(async () => {
  Object.assign(config, saved);
  await graph.close();
});

describe('Outlook OAuth', () => {
  it('is configured only with both the client id and secret', () => {
    expect(outlookCalendar.configured()).toBe(true);
    Object.assign(config, { MICROSOFT_CLIENT_SECRET: undefined });
    expect(outlookCalendar.configured()).toBe(false);
    Object.assign(config, graph.config);
  });

  it('sends the person to the tenant authorization page with PKCE (S256)', () => {
    const url = new URL(outlookCalendar.oauth!.authorizationUrl({ state: 'st-1', codeChallenge: 'ch-1', redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe(`${graph.url}/common/oauth2/v2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: graph.clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      response_mode: 'query',
      scope: 'offline_access Calendars.ReadWrite User.Read MailboxSettings.Read',
      state: 'st-1',
      code_challenge: 'ch-1',
      code_challenge_method: 'S256',
    });
  });

  it('trades a code with its verifier, and refuses one with the wrong verifier', async () => {
    const { verifier, challenge } = pkce();
    const code = graph.authorize({ codeChallenge: challenge, redirectUri, email: 'dana@example.com' });
    const creds = await outlookCalendar.oauth!.exchange({ code, codeVerifier: verifier, redirectUri });
    expect(creds).toMatchObject({ kind: 'oauth', accessToken: expect.stringMatching(/^at-/), refreshToken: expect.stringMatching(/^rt-/) });
    const expiresIn = new Date((creds as { expiresAt: string }).expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(3500_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
    const { accountLabel } = await outlookCalendar.listCalendars(creds);
    expect(accountLabel).toBe('dana@example.com');

    const other = pkce();
    const code2 = graph.authorize({ codeChallenge: other.challenge, redirectUri, email: 'dana@example.com' });
    await expect(outlookCalendar.oauth!.exchange({ code: code2, codeVerifier: verifier, redirectUri })).rejects.toBeInstanceOf(CalendarAuthError);
    // The code was spent by the refused attempt, as Microsoft's are.
    await expect(outlookCalendar.oauth!.exchange({ code: code2, codeVerifier: other.verifier, redirectUri })).rejects.toThrow(/invalid_grant/);
  });

  it('refreshes, keeping the old refresh token when Microsoft sends none', async () => {
    const { accessToken, refreshToken } = graph.grant();
    const creds: CalendarCredentials = { kind: 'oauth', accessToken, refreshToken, expiresAt: null };
    const fresh = await outlookCalendar.oauth!.refresh(creds);
    expect(fresh).toMatchObject({ kind: 'oauth', accessToken: expect.not.stringMatching(accessToken) });
    expect((fresh as { refreshToken: string }).refreshToken).not.toBe(refreshToken);
    await expect(outlookCalendar.listCalendars(fresh)).resolves.toBeTruthy();

    graph.omitRefreshToken();
    const again = await outlookCalendar.oauth!.refresh(fresh);
    graph.omitRefreshToken(false);
    expect((again as { refreshToken: string }).refreshToken).toBe((fresh as { refreshToken: string }).refreshToken);
  });

  it('reads invalid_grant on refresh as CalendarAuthError, and a refused client as a request error', async () => {
    const { accessToken, refreshToken } = graph.grant();
    graph.refuseRefresh();
    const err = await outlookCalendar.oauth!.refresh({ kind: 'oauth', accessToken, refreshToken, expiresAt: null }).catch((e: unknown) => e);
    graph.refuseRefresh(false);
    expect(err).toBeInstanceOf(CalendarAuthError);
    expect(String((err as Error).message)).not.toContain(refreshToken);

    Object.assign(config, { MICROSOFT_CLIENT_SECRET: 'wrong' });
    const wrongClient = await outlookCalendar.oauth!.refresh({ kind: 'oauth', accessToken, refreshToken, expiresAt: null }).catch((e: unknown) => e);
    Object.assign(config, graph.config);
    expect(wrongClient).not.toBeInstanceOf(CalendarAuthError);
    expect((wrongClient as Error).name).toBe('CalendarRequestError');
  });
});
