import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { pruneIdleBuckets } from '../db/rate-limit';
import { rowsOf } from '../db/rows';
import { childEnvFor, runScript } from '../testing/child-process';
import { awayFromMinuteEdge } from '../testing/clock';
import { authSecret } from '../db/auth-secret';
import { countSignInAttempt, countSignUp, emailDigest } from './sign-in-throttle';

let seq = 0;
const email = () => `throttle-${process.pid}-${Date.now().toString(36)}-${++seq}@example.test`;

describe('sign-in limits', () => {
  it('lets the minute limit through per email, then answers when to retry', async () => {
    await awayFromMinuteEdge(5000);
    const db = await getDb();
    const e = email();
    const verdicts = [];
    for (let i = 0; i < config.SIGN_IN_PER_EMAIL_PER_MINUTE + 2; i++) verdicts.push(await countSignInAttempt(db, e, `10.1.0.${i + 1}`));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(config.SIGN_IN_PER_EMAIL_PER_MINUTE);
    const refused = verdicts.at(-1)!;
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    // The same email in other letters is the same email.
    expect((await countSignInAttempt(db, e.toUpperCase(), '10.1.1.1')).allowed).toBe(false);
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
    const env = await childEnvFor({ AUTH_SECRET: authSecret() });
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
    expect(allowed[0] + allowed[1]).toBe(config.SIGN_IN_PER_EMAIL_PER_MINUTE);
  }, 60_000);
});
