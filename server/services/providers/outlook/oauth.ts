import { config } from '../../../config';
import { CalendarAuthError, CalendarRateLimitedError, CalendarRequestError, type CalendarCredentials } from '../calendar-port';
import { GRAPH_TIMEOUT_MS, retryAfterMs } from './client';

/**
 * What Switchboard asks of the account: its calendars, its own address, a refresh token to keep them, and the
 * mailbox settings, the only place Graph keeps the person's time zone (GET /me/mailboxSettings needs
 * MailboxSettings.Read).
 */
export const OUTLOOK_SCOPE = 'offline_access Calendars.ReadWrite User.Read MailboxSettings.Read';

/**
 * Answers of the token endpoint that mean the grant is gone for good: the person must link again. Anything else
 * (Switchboard's own client refused, Microsoft down) says nothing about the grant.
 */
const LOST_GRANT = new Set(['invalid_grant', 'interaction_required', 'consent_required', 'login_required']);

function endpoint(name: 'authorize' | 'token'): string {
  return `${config.MICROSOFT_LOGIN_BASE_URL.replace(/\/+$/, '')}/${config.MICROSOFT_TENANT}/oauth2/v2.0/${name}`;
}

/** Microsoft's authorization page for the person, with PKCE (S256). */
export function authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string {
  const url = new URL(endpoint('authorize'));
  url.search = new URLSearchParams({
    client_id: config.MICROSOFT_CLIENT_ID ?? '',
    response_type: 'code',
    redirect_uri: input.redirectUri,
    response_mode: 'query',
    scope: OUTLOOK_SCOPE,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/** One request to the token endpoint; `refusalIsAuth` says which of its refusals are the grant's own. */
async function tokenRequest(form: Record<string, string>, what: string, refusalIsAuth: (error: string) => boolean): Promise<TokenAnswer> {
  let res: Response;
  try {
    res = await fetch(endpoint('token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: config.MICROSOFT_CLIENT_ID ?? '', client_secret: config.MICROSOFT_CLIENT_SECRET ?? '', ...form }),
      redirect: 'error',
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
    });
  } catch {
    throw new CalendarRequestError(`Microsoft's sign-in did not answer (${what})`);
  }
  let body: TokenAnswer = {};
  try {
    body = (await res.json()) as TokenAnswer;
  } catch {
    // not JSON: judged by the status alone
  }
  if (res.ok && typeof body.access_token === 'string' && body.access_token) return body;
  if (res.status === 429 || res.status === 503) {
    const wait = retryAfterMs(res.headers.get('retry-after'));
    if (wait !== null || res.status === 429) throw new CalendarRateLimitedError(`Microsoft's sign-in asked to wait (${what})`, wait ?? 60_000);
  }
  // The description names the AADSTS code and never carries the token; it is kept short.
  const error = typeof body.error === 'string' ? body.error : '';
  const words = typeof body.error_description === 'string' ? body.error_description.split(/\r?\n/)[0].slice(0, 300) : '';
  const message = `Microsoft's sign-in refused the ${what} (${res.status}${error ? ` ${error}` : ''})${words ? `: ${words}` : ''}`;
  if (error && refusalIsAuth(error)) throw new CalendarAuthError(message);
  throw new CalendarRequestError(message, res.status);
}

function credentialsOf(body: TokenAnswer, previousRefresh: string | null): CalendarCredentials {
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : Number(body.expires_in);
  return {
    kind: 'oauth',
    accessToken: body.access_token as string,
    // Microsoft usually sends a new refresh token with each refresh; when it does not, the old one stays good.
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : previousRefresh,
    expiresAt: Number.isFinite(seconds) && seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null,
  };
}

/** Trades the authorization code (with its PKCE verifier); any OAuth refusal of the code is CalendarAuthError. */
export async function exchange(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<CalendarCredentials> {
  const body = await tokenRequest(
    { grant_type: 'authorization_code', code: input.code, code_verifier: input.codeVerifier, redirect_uri: input.redirectUri, scope: OUTLOOK_SCOPE },
    'authorization code',
    (error) => error !== 'invalid_client' && error !== 'unauthorized_client',
  );
  return credentialsOf(body, null);
}

/** A new access token from the refresh token; CalendarAuthError when the grant is gone (the domain asks to relink). */
export async function refresh(credentials: CalendarCredentials): Promise<CalendarCredentials> {
  if (credentials.kind !== 'oauth' || !credentials.refreshToken) throw new CalendarAuthError('Outlook has no refresh token to use');
  const body = await tokenRequest({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken, scope: OUTLOOK_SCOPE }, 'refresh token', (error) =>
    LOST_GRANT.has(error),
  );
  return credentialsOf(body, credentials.refreshToken);
}
