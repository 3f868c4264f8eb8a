import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { config } from '../config';
import { countHit, HOUR_PREFIX, uncountHit, type WindowHits } from '../db/rate-limit';
import type { DbOrTx } from '../db/types';
import { authSecret } from '../db/auth-secret';

/**
 * Limits on the dashboard's sign-in and sign-up, counted in the shared PostgreSQL counters so that every
 * process of the app sees the same counts.
 *
 * - Per client address, every attempt counts, before the password is checked (an argon2 hash is the expensive
 *   part, and counting first keeps a burst of parallel guesses within the limit).
 * - Per email, failures count. An attempt holds its place before the check, for the same reason, and gives it
 *   back when the password was right, so the owner's own sign-ins never use the budget up.
 * - Past the email's limit the email is not shut: each address may still try it once a minute, checked only
 *   after SIGN_IN_LOCKED_DELAY_MS. Strangers failing from their own addresses cannot keep the owner out, and
 *   an address that keeps guessing gets one guess a minute.
 *
 * The wait backs off: past a minute's limit the answer is "after this minute", past the hour's "after this hour".
 */
export interface ThrottleVerdict {
  allowed: boolean;
  /** Seconds until an attempt may succeed again (0 when allowed). */
  retryAfter: number;
}

/** One sign-in attempt let through the limits: check the password, then report a right one. */
export interface SignInAttempt {
  /** The email's limit was passed: this is the address's one attempt of the minute at it, after a delay. */
  locked: boolean;
  /** The password was right: gives back the failure this attempt held. */
  succeeded(): Promise<void>;
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

/**
 * Counts a sign-in attempt for the client address and the email (null when it names no possible account) and
 * says whether its password may be checked. An attempt at a locked email returns after the delay.
 */
export async function startSignInAttempt(
  db: DbOrTx,
  email: string | null,
  address: string | null,
): Promise<ThrottleVerdict & { attempt?: SignInAttempt }> {
  const addr = addressKey(address);
  const byAddress = verdict(await Promise.all([
    countHit(db, `signin-addr:${addr}`).then((w): [WindowHits, number] => [w, config.SIGN_IN_PER_ADDRESS_PER_MINUTE]),
    countHit(db, `${HOUR_PREFIX}signin-addr:${addr}`, 'hour').then((w): [WindowHits, number] => [w, config.SIGN_IN_PER_ADDRESS_PER_HOUR]),
  ]));
  if (!byAddress.allowed || !email) return byAddress;

  const digest = emailDigest(email);
  const minute = `signin-email:${digest}`;
  const hour = `${HOUR_PREFIX}signin-email:${digest}`;
  const byEmail = verdict(await Promise.all([
    countHit(db, minute).then((w): [WindowHits, number] => [w, config.SIGN_IN_PER_EMAIL_PER_MINUTE]),
    countHit(db, hour, 'hour').then((w): [WindowHits, number] => [w, config.SIGN_IN_PER_EMAIL_PER_HOUR]),
  ]));
  const held = [uncountHit.bind(null, db, minute, 'minute'), uncountHit.bind(null, db, hour, 'hour')];
  if (!byEmail.allowed) {
    const pair = `signin-locked:${digest}:${addr}`;
    const once = verdict([[await countHit(db, pair), 1]]);
    if (!once.allowed) return once;
    held.push(uncountHit.bind(null, db, pair, 'minute'));
    await sleep(config.SIGN_IN_LOCKED_DELAY_MS);
  }
  const succeeded = async () => {
    await Promise.all(held.map((give) => give()));
  };
  return { allowed: true, retryAfter: 0, attempt: { locked: !byEmail.allowed, succeeded } };
}

/** Counts one sign-up from the client address and says whether it may go ahead. */
export async function countSignUp(db: DbOrTx, address: string | null): Promise<ThrottleVerdict> {
  const w = await countHit(db, `${HOUR_PREFIX}signup-addr:${addressKey(address)}`, 'hour');
  return verdict([[w, config.SIGN_UPS_PER_ADDRESS_PER_HOUR]]);
}
