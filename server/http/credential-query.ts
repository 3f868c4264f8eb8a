import { errorCodes } from '../errors/codes';
import { requestIdFor } from './request-id';

/**
 * Credentials never travel in a query string: a web address is kept in browser history, proxies' and servers' logs
 * and Referer headers. A form that submits natively before its script runs (no JavaScript yet, a slow connection)
 * would otherwise put a password there; the forms post, and this refuses what still arrives.
 *
 * A parameter is refused when its name, lower-cased without `-` and `_`, is one of these. Exact names, not a
 * pattern: protocol parameters that merely contain a word (Graph's `validationToken` handshake, OAuth's `code` and
 * `state`) are not credentials of this server's users and keep working.
 */
export const CREDENTIAL_PARAMS = [
  'password', 'passwd', 'pwd', 'newpassword', 'currentpassword', 'confirmpassword', 'passwordconfirmation',
  'secret', 'clientsecret', 'apikey', 'key', 'token', 'accesstoken', 'refreshtoken', 'authtoken', 'sessiontoken',
  'idtoken', 'bearer', 'authorization', 'privatekey', 'credentials',
] as const;

const refused = new Set<string>(CREDENTIAL_PARAMS);
const normalised = (name: string) => name.toLowerCase().replace(/[-_]/g, '');

/** The query parameters of a URL that carry a credential, as sent. */
export function credentialParamsOf(url: URL): string[] {
  return [...new Set([...url.searchParams.keys()].filter((k) => refused.has(normalised(k))))];
}

/**
 * Matches a request line whose query string holds one of the parameters (`next.config.ts` keeps such requests out of
 * the dev server's request log). Written for the names as forms send them (`password=`, `api_key=`, `api-key=`).
 */
export const CREDENTIAL_QUERY_PATTERN = new RegExp(
  `[?&](${CREDENTIAL_PARAMS.map((p) => p.split('').join('[-_]?')).join('|')})=`,
  'i',
);

/** 400 credentials_in_query when the request's address carries a credential; null otherwise. */
export function credentialQueryRefusal(req: Request): Response | null {
  const names = credentialParamsOf(new URL(req.url));
  if (!names.length) return null;
  const requestId = requestIdFor(req);
  const message = `${names.join(', ')}: credentials are never accepted in a web address, where logs and browser history keep them; ` +
    'send them in the request body (a form that posts) or, for an API key, in the Authorization header. Change the credential if it was real.';
  return Response.json(
    { error: 'credentials_in_query', message, request_id: requestId },
    { status: errorCodes.credentials_in_query.status, headers: { 'X-Request-Id': requestId, 'Cache-Control': 'no-store' } },
  );
}
