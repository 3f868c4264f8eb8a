import { Client } from '@hubspot/api-client';
import { config } from '../../../config';
import { CrmAuthError, type CrmCredentials, CrmRateLimitedError, CrmRequestError, retryAfterMs } from '../crm-port';

/** HubSpot's burst window is ten seconds: the wait when a 429 names no Retry-After. */
const DEFAULT_RETRY_MS = 10_000;

/**
 * HubSpot's official client at HUBSPOT_API_BASE_URL (tests point it at a local stand-in), with the connection's
 * token (a private app token or an OAuth access token, both `Bearer`). It retries nothing itself: the domain's job
 * waits out a 429 and resumes from its saved cursor.
 */
export function hubSpotClient(credentials: CrmCredentials): Client {
  const accessToken = credentials.kind === 'token' ? credentials.token : credentials.accessToken;
  return new Client({ accessToken, basePath: config.HUBSPOT_API_BASE_URL.replace(/\/+$/, ''), numberOfApiCallRetries: 0 });
}

interface ApiExceptionLike {
  code: number;
  message: string;
  headers?: Record<string, string>;
}

const isApiException = (err: unknown): err is ApiExceptionLike =>
  typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'number' && 'body' in err;

/** An SDK error read as the port's: 401 the token refused, 429 a wait, anything else HubSpot's answer. */
export function crmErrorOf(err: unknown): Error {
  if (!isApiException(err)) return err instanceof Error ? new CrmRequestError(`HubSpot did not answer: ${err.message}`) : new CrmRequestError(String(err));
  if (err.code === 401) return new CrmAuthError('HubSpot refused the token.');
  if (err.code === 429) {
    return new CrmRateLimitedError('HubSpot asked to wait (429).', retryAfterMs(err.headers?.['retry-after']) ?? DEFAULT_RETRY_MS);
  }
  return new CrmRequestError(`HubSpot answered ${err.code}.`, err.code);
}

/** Runs one use of the API, its failures read as the port's errors. */
export async function withHubSpot<T>(credentials: CrmCredentials, run: (client: Client) => Promise<T>): Promise<T> {
  try {
    return await run(hubSpotClient(credentials));
  } catch (err) {
    throw crmErrorOf(err);
  }
}
