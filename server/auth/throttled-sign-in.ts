import { AsyncLocalStorage } from 'node:async_hooks';
import { CredentialsSignin } from 'next-auth';

/**
 * A sign-in refused by the limits. Thrown from the Credentials provider's `authorize`, it reaches the browser
 * through next-auth as `error=CredentialsSignin&code=rate_limited`; the auth route, which watched the request
 * (`watchSignIn`), answers 429 with Retry-After instead.
 */
export class ThrottledSignIn extends CredentialsSignin {
  code = 'rate_limited';
  constructor(readonly retryAfter: number) {
    super();
  }
}

const watched = new AsyncLocalStorage<{ retryAfter?: number }>();

/** Runs next-auth's handler and says whether a sign-in inside it was refused by the limits, and for how long. */
export async function watchSignIn(run: () => Promise<Response>): Promise<{ response: Response; retryAfter: number | null }> {
  const seen: { retryAfter?: number } = {};
  const response = await watched.run(seen, run);
  return { response, retryAfter: seen.retryAfter ?? null };
}

/** The refusal for the watching route to answer, and the error for next-auth to carry (see ThrottledSignIn). */
export function refuseSignIn(retryAfter: number): ThrottledSignIn {
  const seen = watched.getStore();
  if (seen) seen.retryAfter = retryAfter;
  return new ThrottledSignIn(retryAfter);
}
