import { NextRequest } from 'next/server';
import { countSignInAttempt, emailDigest } from '../auth/sign-in-throttle';
import { getDb } from '../db/client';
import { AppError } from '../errors';
import { logger } from '../logger';
import { readBodyText } from './body';
import { clientAddress } from '../auth/client-address';

type AuthHandler = (req: NextRequest) => Promise<Response>;

/** next-auth's forms are small; anything bigger is refused before it is read whole. */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

/**
 * Wraps next-auth's POST handler: the body is read with a cap (413 past it), and a credentials sign-in is
 * counted against the limits per email and per address before next-auth checks the password (429 with
 * Retry-After past them). The 429 body carries `url` the way next-auth's own answers do, so its client's
 * `signIn()` reports the code `rate_limited` instead of failing on the answer.
 */
export function guardAuthPost(post: AuthHandler): (req: NextRequest) => Promise<Response> {
  return async (req) => {
    let text: string;
    try {
      text = await readBodyText(req, MAX_AUTH_BODY_BYTES);
    } catch (err) {
      if (err instanceof AppError) return Response.json({ error: err.code, message: err.message }, { status: err.status });
      throw err;
    }
    if (new URL(req.url).pathname.endsWith('/callback/credentials')) {
      const email = new URLSearchParams(text).get('email')?.trim().toLowerCase().slice(0, 320) || null;
      const address = clientAddress(req);
      const verdict = await countSignInAttempt(await getDb(), email, address);
      if (!verdict.allowed) {
        logger.warn('sign-in refused', { reason: 'throttled', email_digest: email ? emailDigest(email) : null, address });
        const url = new URL('/sign-in?error=CredentialsSignin&code=rate_limited', req.url).toString();
        return Response.json(
          { error: 'rate_limited', message: 'Too many sign-in attempts; try again later.', url, retry_after: verdict.retryAfter },
          { status: 429, headers: { 'Retry-After': String(verdict.retryAfter) } },
        );
      }
    }
    return post(new NextRequest(req.url, { method: req.method, headers: req.headers, body: text }));
  };
}
