import { NextRequest } from 'next/server';
import { watchSignIn } from '../auth/throttled-sign-in';
import { AppError } from '../errors';
import { readBodyText } from './body';

type AuthHandler = (req: NextRequest) => Promise<Response>;

/** next-auth's forms are small; anything bigger is refused before it is read whole. */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

/**
 * Wraps next-auth's POST handler: the body is read with a cap (413 past it). Sign-ins are counted against the
 * limits inside the Credentials provider (server/auth/next-auth.ts), on the credentials next-auth itself parsed;
 * one the limits refuse answers here 429 with Retry-After. The 429 body carries `url` the way next-auth's own
 * answers do, so its client's `signIn()` reports the code `rate_limited` instead of failing on the answer.
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
    const { response, retryAfter } = await watchSignIn(() => post(new NextRequest(req.url, { method: req.method, headers: req.headers, body: text })));
    if (retryAfter === null) return response;
    const url = new URL('/sign-in?error=CredentialsSignin&code=rate_limited', req.url).toString();
    return Response.json(
      { error: 'rate_limited', message: 'Too many sign-in attempts; try again later.', url, retry_after: retryAfter },
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    );
  };
}
