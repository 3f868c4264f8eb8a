import { createHmac } from 'node:crypto';
import { config } from '../config';
import { countHit, HOUR_PREFIX, type WindowHits } from '../db/rate-limit';
import type { DbOrTx } from '../db/types';
import { authSecret } from '../db/auth-secret';

/**
 * Limits on the dashboard's sign-in and sign-up, counted in the shared PostgreSQL counters so that every
 * process of the app sees the same counts. Each attempt is counted before the password is checked (an
 * argon2 hash is the expensive part, and counting first keeps a burst of parallel guesses within the limit).
 * The wait backs off: past a minute's limit the answer is "after this minute", past the hour's it is "after
 * this hour".
 */
export interface ThrottleVerdict {
  allowed: boolean;
  /** Seconds until an attempt may succeed again (0 when allowed). */
  retryAfter: number;
}

/**
 * A stable, keyed digest of an email, for bucket names and logs: the same email always gives the same value,
 * and without the server's secret it cannot be turned back into the address by trying likely emails.
 */
export function emailDigest(email: string): string {
  return createHmac('sha256', authSecret()).update(`email:${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);
}

const addressKey = (address: string | null) => address ?? 'unknown';

function verdict(counts: [WindowHits, number][]): ThrottleVerdict {
  const over = counts.filter(([w, limit]) => w.hits > limit);
  if (!over.length) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(...over.map(([w]) => w.reset)) };
}

/** Counts one sign-in attempt for the email and the client address and says whether it may go ahead. */
export async function countSignInAttempt(db: DbOrTx, email: string | null, address: string | null): Promise<ThrottleVerdict> {
  const addr = addressKey(address);
  const counts: Promise<[WindowHits, number]>[] = [
    countHit(db, `signin-addr:${addr}`).then((w) => [w, config.SIGN_IN_PER_ADDRESS_PER_MINUTE]),
    countHit(db, `${HOUR_PREFIX}signin-addr:${addr}`, 'hour').then((w) => [w, config.SIGN_IN_PER_ADDRESS_PER_HOUR]),
  ];
  if (email) {
    const digest = emailDigest(email);
    counts.push(
      countHit(db, `signin-email:${digest}`).then((w) => [w, config.SIGN_IN_PER_EMAIL_PER_MINUTE]),
      countHit(db, `${HOUR_PREFIX}signin-email:${digest}`, 'hour').then((w) => [w, config.SIGN_IN_PER_EMAIL_PER_HOUR]),
    );
  }
  return verdict(await Promise.all(counts));
}

/** Counts one sign-up from the client address and says whether it may go ahead. */
export async function countSignUp(db: DbOrTx, address: string | null): Promise<ThrottleVerdict> {
  const w = await countHit(db, `${HOUR_PREFIX}signup-addr:${addressKey(address)}`, 'hour');
  return verdict([[w, config.SIGN_UPS_PER_ADDRESS_PER_HOUR]]);
}
