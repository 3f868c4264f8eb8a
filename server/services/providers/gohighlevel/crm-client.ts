import { GHLError } from '@gohighlevel/api-client';
import { CrmAuthError, type CrmCredentials, CrmRateLimitedError, CrmRequestError } from '../crm-port';
import { highLevelClient, type HighLevelClient, messageOf } from './client';

/** The API version HighLevel documents the Contacts endpoints under (its `Version` header). */
export const HIGHLEVEL_CONTACTS_VERSION = '2021-07-28';

/** HighLevel's burst window (100 requests per 10 s per location): the wait when a 429 names no Retry-After. */
const DEFAULT_RETRY_MS = 10_000;

export const contactsHeaders = { headers: { Version: HIGHLEVEL_CONTACTS_VERSION } };

export function locationOfCrm(credentials: CrmCredentials): string {
  if (!credentials.locationId) throw new CrmRequestError('The HighLevel credentials name no location.');
  return credentials.locationId;
}

/** An SDK error read as the port's: 401 the token refused, 429 a wait, anything else HighLevel's answer. */
export function crmErrorOf(err: unknown, client: HighLevelClient): Error {
  if (!(err instanceof GHLError)) return err instanceof Error ? err : new CrmRequestError(String(err));
  const status = err.statusCode;
  if (status === undefined) return new CrmRequestError('HighLevel did not answer.');
  if (status === 401) return new CrmAuthError(`HighLevel refused the token: ${messageOf(err)}`);
  if (status === 429) return new CrmRateLimitedError('HighLevel asked to wait (429).', client.retryAfter.ms ?? DEFAULT_RETRY_MS);
  return new CrmRequestError(`HighLevel answered ${status}: ${messageOf(err)}`, status);
}

/** Runs one use of the API with the connection's token, its failures read as the port's errors. */
export async function withHighLevel<T>(credentials: CrmCredentials, run: (client: HighLevelClient) => Promise<T>): Promise<T> {
  const client = highLevelClient({ token: credentials.kind === 'token' ? credentials.token : credentials.accessToken });
  try {
    return await run(client);
  } catch (err) {
    throw crmErrorOf(err, client);
  }
}
