import twilio from 'twilio';
import { AppError } from '../../../errors';
import type { TwilioSettings } from './client';

/** An HMAC-SHA1 in base64 is 28 characters; anything far longer is not one and is not hashed. */
const SIGNATURE_MAX = 100;

/**
 * The address Twilio signed: PUBLIC_BASE_URL with the request's path and query when it is set (behind a proxy the
 * app sees its own host, not the one Twilio called), else the URL the request came to.
 */
export function signedUrl(requestUrl: string, publicBaseUrl: string | undefined): string {
  if (!publicBaseUrl) return requestUrl;
  const { pathname, search } = new URL(requestUrl);
  return `${publicBaseUrl.replace(/\/+$/, '')}${pathname}${search}`;
}

/**
 * Checks `X-Twilio-Signature` with the package's own check: HMAC-SHA1, keyed with the auth token, of the signed URL
 * followed by every form parameter (sorted by name, each name then value). A request without Twilio configured,
 * without the header, or whose URL or any parameter differs from what was signed is 401 `invalid_secret`.
 */
export function verifyTwilioRequest(
  req: { headers: Headers; url: string; params: Record<string, string> },
  settings: Pick<TwilioSettings, 'TWILIO_AUTH_TOKEN' | 'PUBLIC_BASE_URL'>,
): void {
  const token = settings.TWILIO_AUTH_TOKEN;
  const signature = req.headers.get('x-twilio-signature');
  let valid = false;
  if (token && signature && signature.length <= SIGNATURE_MAX) {
    try {
      valid = twilio.validateRequest(token, signature, signedUrl(req.url, settings.PUBLIC_BASE_URL), req.params);
    } catch {
      // An address the URL parser refuses was signed by no one.
    }
  }
  if (!valid) throw new AppError('invalid_secret', 'The request is not signed by Twilio with this deployment\'s auth token.');
}
