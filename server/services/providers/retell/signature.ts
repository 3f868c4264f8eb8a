import { verify } from 'retell-sdk';
import { config } from '../../../config';
import { AppError } from '../../../errors';

/**
 * Checks that a request comes from Retell with the SDK's own check: `x-retell-signature` is
 * `v=<ms>,d=<HMAC-SHA256(body + ms, RETELL_API_KEY)>`, within five minutes of now, over the exact bytes sent.
 * Anything else (no key configured, no header, a wrong or stale signature) is 401 `invalid_secret`.
 */
export async function verifyRetellRequest(rawBody: string, signature: string | null): Promise<void> {
  const key = config.RETELL_API_KEY;
  // The SDK's check throws only without Web Crypto; a header too long to be one is not read at all.
  if (!key || !signature || signature.length > 200 || !(await verify(rawBody, key, signature).catch(() => false))) {
    throw new AppError('invalid_secret', 'The request is not signed by Retell with this deployment\'s API key.');
  }
}
