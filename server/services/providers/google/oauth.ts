import { config } from '../../../config';
import { CalendarAuthError, CalendarRequestError, type CalendarCredentials } from '../calendar-port';
import { GOOGLE_TIMEOUT_MS } from './client';

/**
 * What Switchboard asks of a Google account: to read and write events, and to list the calendars. The account's
 * label is its primary calendar's id (its email), so no profile scope is asked.
 */
export const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.readonly'];

/** The longest part of Google's words kept in an error message. */
const MESSAGE_MAX = 300;

/**
 * Google's consent page for this deployment's OAuth client. `access_type=offline` and `prompt=consent` make Google
 * give a refresh token every time, also to a person linking the same account again.
 */
export function googleAuthorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string {
  const url = new URL(config.GOOGLE_AUTHORIZE_URL);
  const params = {
    client_id: config.GOOGLE_CLIENT_ID ?? '',
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: GOOGLE_SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  scope?: unknown;
  error?: unknown;
  error_description?: unknown;
}

const words = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '').slice(0, MESSAGE_MAX) : '');

/** POSTs a form to Google's OAuth endpoint (`/token`, `/revoke`) and reads the JSON answer. */
async function postForm(path: string, form: Record<string, string>): Promise<{ status: number; body: TokenAnswer }> {
  let res: Response;
  try {
    res = await fetch(`${config.GOOGLE_OAUTH_BASE_URL.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      redirect: 'error',
      signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
    });
  } catch {
    throw new CalendarRequestError(`Google OAuth ${path}: no answer`);
  }
  const text = await res.text().catch(() => '');
  let body: TokenAnswer = {};
  try {
    body = text ? (JSON.parse(text) as TokenAnswer) : {};
  } catch {
    // not JSON: the status says enough
  }
  return { status: res.status, body: body && typeof body === 'object' ? body : {} };
}

/**
 * Asks the token endpoint for tokens. `invalid_grant` is Google refusing the code or the refresh token for good
 * (used, expired, revoked, a wrong PKCE verifier): CalendarAuthError. Anything else, a wrong client secret
 * included, is this deployment's or Google's problem rather than the person's: CalendarRequestError.
 */
async function tokenRequest(form: Record<string, string>): Promise<TokenAnswer & { access_token: string }> {
  const { status, body } = await postForm('/token', {
    ...form, client_id: config.GOOGLE_CLIENT_ID ?? '', client_secret: config.GOOGLE_CLIENT_SECRET ?? '',
  });
  const description = words(body.error_description);
  if (body.error === 'invalid_grant') throw new CalendarAuthError(`Google refused the grant${description ? `: ${description}` : ''}`);
  if (status !== 200 || typeof body.access_token !== 'string' || !body.access_token) {
    const error = words(body.error);
    throw new CalendarRequestError(`Google OAuth token: ${status}${error ? `: ${error}` : ''}${description ? ` (${description})` : ''}`, status);
  }
  return body as TokenAnswer & { access_token: string };
}

function expiresAtOf(body: TokenAnswer): string | null {
  const seconds = Number(body.expires_in);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null;
}

/**
 * Trades the authorization code (with its PKCE verifier) for tokens. Google's consent page lets the person untick
 * scopes; a grant without the calendar ones would link an account Switchboard cannot read, so it is refused here.
 */
export async function googleExchange(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<CalendarCredentials> {
  const body = await tokenRequest({
    grant_type: 'authorization_code', code: input.code, code_verifier: input.codeVerifier, redirect_uri: input.redirectUri,
  });
  if (typeof body.scope === 'string') {
    const granted = new Set(body.scope.split(/\s+/));
    if (!GOOGLE_SCOPES.every((s) => granted.has(s))) throw new CalendarAuthError('Google did not grant access to the calendars');
  }
  return {
    kind: 'oauth',
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null,
    expiresAt: expiresAtOf(body),
  };
}

/** A new access token. Google's answer usually has no refresh token: the one held stays good. */
export async function googleRefresh(credentials: CalendarCredentials): Promise<CalendarCredentials> {
  if (credentials.kind !== 'oauth' || !credentials.refreshToken) throw new CalendarAuthError('Google Calendar: no refresh token to refresh with');
  const body = await tokenRequest({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken });
  return {
    kind: 'oauth',
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : credentials.refreshToken,
    expiresAt: expiresAtOf(body),
  };
}

/** Revokes the grant: revoking the refresh token (or, lacking it, the access token) ends both. */
export async function googleRevoke(credentials: CalendarCredentials): Promise<void> {
  if (credentials.kind !== 'oauth') return;
  const { status, body } = await postForm('/revoke', { token: credentials.refreshToken ?? credentials.accessToken });
  if (status !== 200) throw new CalendarRequestError(`Google OAuth revoke: ${status}${body.error ? `: ${words(body.error)}` : ''}`, status);
}
