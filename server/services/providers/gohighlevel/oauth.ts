import { GHLError, UserType } from '@gohighlevel/api-client';
import type { GetAccessCodebodyDto, GetAccessCodeSuccessfulResponseDto } from '@gohighlevel/api-client/dist/lib/code/oauth/models/oauth';
import { config } from '../../../config';
import { CalendarAuthError, type CalendarCredentials, type CalendarProvider, CalendarRequestError } from '../calendar-port';
import { calendarErrorOf, highLevelClient, messageOf } from './client';

/** What Switchboard reads and writes: the location's calendars and their events, and the location's name and zone. */
export const HIGHLEVEL_SCOPES = 'calendars.readonly calendars.write calendars/events.readonly calendars/events.write locations.readonly';

function oauthClient(): { clientId: string; clientSecret: string } {
  const clientId = config.GOHIGHLEVEL_CLIENT_ID;
  const clientSecret = config.GOHIGHLEVEL_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw new CalendarRequestError('HighLevel OAuth is not configured');
  return { clientId, clientSecret };
}

/** The token endpoint's body: the SDK's type, which predates PKCE, with the verifier. */
type TokenRequest = GetAccessCodebodyDto & { code_verifier?: string };

/** HighLevel's OAuth error code in a refusal (`invalid_grant`, `invalid_client`, …), when it sent one. */
function oauthErrorOf(err: unknown): string | undefined {
  const body = err instanceof GHLError ? (err.response as { error?: unknown } | undefined) : undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
}

/** Posts to the token endpoint and reads the grant; `refused` says which refusals are the grant's end. */
async function token(body: TokenRequest, previous: { locationId?: string; refreshToken?: string | null } | null, refused: (err: unknown) => boolean): Promise<CalendarCredentials> {
  const client = highLevelClient(oauthClient());
  let answer: GetAccessCodeSuccessfulResponseDto;
  try {
    answer = await client.hl.oauth.getAccessToken(body);
  } catch (err) {
    if (refused(err)) throw new CalendarAuthError(`HighLevel refused the grant: ${err instanceof GHLError ? messageOf(err) : 'no reason given'}`);
    throw calendarErrorOf(err, client);
  }
  const locationId = answer.locationId ?? previous?.locationId;
  if (!answer.access_token) throw new CalendarRequestError('HighLevel answered the token request without a token.');
  // A grant made from the agency view is the company's: Switchboard reads one location's calendars.
  if (!locationId) throw new CalendarRequestError('HighLevel granted a company, not a location: choose one sub-account.');
  return {
    kind: 'oauth',
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000).toISOString() : null,
    locationId,
  };
}

/**
 * HighLevel's OAuth 2.0 (authorization code with PKCE) for a location. The consent page's address is
 * GOHIGHLEVEL_AUTHORIZE_URL (the SDK's own helper builds a fixed address without state or PKCE); the token request
 * goes through the SDK to `${GOHIGHLEVEL_API_BASE_URL}/oauth/token`. Offered always, usable once
 * GOHIGHLEVEL_CLIENT_ID and GOHIGHLEVEL_CLIENT_SECRET are set: until then each step throws a CalendarRequestError
 * (linking by a private integration token needs neither).
 */
export const highLevelOAuth: NonNullable<CalendarProvider['oauth']> = {
  authorizationUrl({ state, codeChallenge, redirectUri }) {
    const { clientId } = oauthClient();
    const url = new URL(config.GOHIGHLEVEL_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: HIGHLEVEL_SCOPES,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },

  // Any refusal of a code (used, expired, a verifier that does not match) is the code's end.
  exchange({ code, codeVerifier, redirectUri }) {
    const { clientId, clientSecret } = oauthClient();
    const body: TokenRequest = {
      client_id: clientId,
      client_secret: clientSecret,
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      user_type: UserType.Location,
      redirect_uri: redirectUri,
    };
    return token(body, null, (err) => {
      const status = err instanceof GHLError ? err.statusCode : undefined;
      return status === 400 || status === 401 || status === 403;
    });
  },

  // HighLevel rotates the refresh token on each use: the answer's replaces the one sent.
  async refresh(credentials) {
    if (credentials.kind !== 'oauth' || !credentials.refreshToken) throw new CalendarAuthError('The HighLevel grant has no refresh token.');
    const { clientId, clientSecret } = oauthClient();
    const body: TokenRequest = {
      client_id: clientId,
      client_secret: clientSecret,
      grant_type: 'refresh_token',
      refresh_token: credentials.refreshToken,
      user_type: UserType.Location,
    };
    return token(body, credentials, (err) => oauthErrorOf(err) === 'invalid_grant' || (err instanceof GHLError && err.statusCode === 401));
  },
};
