import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { clearRateLimits, countHit, pruneIdleBuckets } from '../db/rate-limit';
import { rowsOf } from '../db/rows';
import { newAccount } from '../testing/fixtures';
import { withDatabase } from '../testing/global-setup';
import { rateLimitState } from './rate-limit';
import { awayFromMinuteEdge } from '../testing/clock';
import { nodeArgsFor } from '../testing/child-bundle';

const run = promisify(execFile);

describe('the PostgreSQL rate limiter', () => {
  it('counts hits per bucket in one-minute windows and tells when the window resets', async () => {
    const db = await getDb();
    await clearRateLimits(db);
    await awayFromMinuteEdge();
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await countHit(db, 'test:a'));
    expect(hits.map((h) => h.hits)).toEqual([1, 2, 3]);
    expect((await countHit(db, 'test:b')).hits).toBe(1);
    for (const h of hits) expect(h.reset).toBeGreaterThanOrEqual(1);
    for (const h of hits) expect(h.reset).toBeLessThanOrEqual(60);
    expect(rateLimitState(hits[2], 2)).toEqual({ limit: 2, remaining: 0, reset: hits[2].reset, allowed: false });
    // A row left by an earlier minute starts a new count.
    await db.execute(sql`update rate_limit_counters set window_start = window_start - interval '1 minute' where bucket = 'test:a'`);
    expect((await countHit(db, 'test:a')).hits).toBe(1);
    // Buckets idle for over a minute are pruned; current ones stay.
    await db.execute(sql`update rate_limit_counters set window_start = window_start - interval '5 minutes' where bucket = 'test:b'`);
    await pruneIdleBuckets(db);
    const left = rowsOf<{ bucket: string }>(await db.execute(sql`select bucket from rate_limit_counters order by bucket`)).map((r) => r.bucket);
    expect(left).toEqual(['test:a']);
  });

  it.skipIf(!config.DATABASE_URL)('holds one limit across two processes on one PostgreSQL', async () => {
    const db = await getDb();
    const { key } = await newAccount();
    const [{ name }] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
    const env = {
      ...process.env,
      DATABASE_URL: withDatabase(config.DATABASE_URL!, name),
      RATE_LIMIT_PER_MINUTE: '20',
      LOG_LEVEL: 'error',
    };
    // Both processes must count in the same minute: wait if the minute would turn while they run.
    const msLeft = 60_000 - ((Date.now() + 4000) % 60_000);
    if (msLeft < 8000) await new Promise((r) => setTimeout(r, msLeft + 500));
    const startAt = String(Date.now() + 4000);
    const script = path.join(import.meta.dirname, '..', 'testing', 'rate-limit-process.ts');
    const spawnOne = () => run(process.execPath, [...nodeArgsFor(script), key, '15', startAt], { env, cwd: path.join(import.meta.dirname, '..', '..') });
    const outputs = await Promise.all([spawnOne(), spawnOne()]);
    const allowed = outputs.map((o) => JSON.parse(o.stdout.trim().split('\n').pop()!).allowed as number);
    expect(allowed.every((n) => n > 0)).toBe(true);
    expect(allowed[0] + allowed[1]).toBe(20);
  }, 60_000);
});
