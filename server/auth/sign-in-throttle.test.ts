import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { config } from '../config';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { pruneIdleBuckets } from '../db/rate-limit';
import { rowsOf } from '../db/rows';
import { childEnvFor, runScript } from '../testing/child-process';
import { awayFromMinuteEdge } from '../testing/clock';
import { authSecret } from '../db/auth-secret';
import { countSignUp, emailDigest, startSignInAttempt } from './sign-in-throttle';

let seq = 0;
const email = () => `throttle-${process.pid}-${Date.now().toString(36)}-${++seq}@example.test`;

describe('sign-in limits', () => {
  beforeEach(() => {
    config.SIGN_IN_LOCKED_DELAY_MS = 0;
  });

  it('counts failures per email: past the limit, an address that failed waits for the minute to end', async () => {
    await awayFromMinuteEdge(5000);
    const db = await getDb();
    const e = email();
    const address = `10.1.0.${(seq % 250) + 1}`;
    const first = [];
    for (let i = 0; i < config.SIGN_IN_PER_EMAIL_PER_MINUTE; i++) first.push(await startSignInAttempt(db, e, address));
    expect(first.every((l) => l.attempt && !l.attempt.locked)).toBe(true);
    // Past the limit this address has its one attempt of the minute, then none.
    const locked = await startSignInAttempt(db, e, address);
    expect(locked.attempt?.locked).toBe(true);
    const refused = await startSignInAttempt(db, e, address);
    expect(refused.attempt).toBeUndefined();
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    // The same email in other letters is the same email.
    expect((await startSignInAttempt(db, e.toUpperCase(), address)).attempt).toBeUndefined();
  });

  it("gives a right password's place back: the owner's own sign-ins never use the budget up", async () => {
    await awayFromMinuteEdge(5000);
    const db = await getDb();
    const e = email();
    for (let i = 0; i < config.SIGN_IN_PER_EMAIL_PER_MINUTE * 3; i++) {
      const limits = await startSignInAttempt(db, e, `10.4.0.${i + 1}`);
      expect(limits.attempt?.locked).toBe(false);
      await limits.attempt!.succeeded();
    }
  });

  it('past the email limit, another address still gets its attempt, after the delay', async () => {
    await awayFromMinuteEdge(5000);
    const db = await getDb();
    const e = email();
    for (let i = 0; i <= config.SIGN_IN_PER_EMAIL_PER_MINUTE; i++) await startSignInAttempt(db, e, '10.5.0.1');
    config.SIGN_IN_LOCKED_DELAY_MS = 200;
    const started = Date.now();
    const owner = await startSignInAttempt(db, e, '10.5.0.2');
    expect(owner.attempt?.locked).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('digests emails with the server secret: stable, case-blind, not the plain SHA-256', () => {
    expect(emailDigest('Ada@Example.test')).toBe(emailDigest('ada@example.test'));
    expect(emailDigest('ada@example.test')).not.toBe(emailDigest('bob@example.test'));
    expect(emailDigest('ada@example.test')).toMatch(/^[0-9a-f]{24}$/);
  });

  it('limits sign-ups per address per hour', async () => {
    const db = await getDb();
    const address = `10.2.${process.pid % 250}.${Date.now() % 250}`;
    const verdicts = [];
    for (let i = 0; i <= config.SIGN_UPS_PER_ADDRESS_PER_HOUR; i++) verdicts.push(await countSignUp(db, address));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(config.SIGN_UPS_PER_ADDRESS_PER_HOUR);
    expect(verdicts.at(-1)!.retryAfter).toBeGreaterThan(0);
  });

  it("pruning idle counters keeps the hour buckets' current windows", async () => {
    const db = await getDb();
    const tag = `${process.pid}-${Date.now()}`;
    await db.execute(sql`insert into rate_limit_counters (bucket, window_start, hits) values
      (${`hour:prune-${tag}`}, date_trunc('hour', now()), 7),
      (${`hour:old-${tag}`}, date_trunc('hour', now()) - interval '2 hours', 7),
      (${`prune-${tag}`}, date_trunc('minute', now()) - interval '10 minutes', 7)`);
    await pruneIdleBuckets(db);
    const left = rowsOf<{ bucket: string }>(await db.execute(sql`select bucket from rate_limit_counters where bucket like ${`%-${tag}`}`));
    expect(left.map((r) => r.bucket)).toEqual([`hour:prune-${tag}`]);
  });

  it.skipIf(!config.DATABASE_URL)('holds one limit across two processes on one PostgreSQL', async () => {
    const env = await childEnvFor({ AUTH_SECRET: authSecret(), SIGN_IN_LOCKED_DELAY_MS: '0' });
    const msLeft = 60_000 - ((Date.now() + 4000) % 60_000);
    if (msLeft < 8000) await new Promise((r) => setTimeout(r, msLeft + 500));
    const startAt = String(Date.now() + 4000);
    const e = email();
    const script = path.join(import.meta.dirname, '..', 'testing', 'sign-in-throttle-process.ts');
    const outputs = await Promise.all([
      runScript(script, env, [e, '10.3.0.1', '15', startAt]),
      runScript(script, env, [e, '10.3.0.2', '15', startAt]),
    ]);
    const allowed = outputs.map((o) => JSON.parse(o).allowed as number);
    // The email's limit between them, and past it one attempt from each address.
    expect(allowed[0] + allowed[1]).toBe(config.SIGN_IN_PER_EMAIL_PER_MINUTE + 2);
  }, 60_000);
});
