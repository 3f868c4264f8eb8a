import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../config';
import { clearRateLimits } from '../db/rate-limit';
import { getDb } from '../db/client';
import { awayFromMinuteEdge } from '../testing/clock';
import { newAccount } from '../testing/fixtures';
import { callRoute } from '../testing/http';
import { apiRoute } from './handler';
import { HeavyWorkTurns } from './heavy-work';
import { HttpRefusal } from './refusal';

/** A piece of work that runs until released, recording when it starts. */
function gated(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { release, work: async () => { log.push(`start ${name}`); await done; log.push(`end ${name}`); return name; } };
}
const settle = () => new Promise((r) => setImmediate(r));

describe('HeavyWorkTurns', () => {
  it('runs one heavy request per account at a time, and another account beside it', async () => {
    const turns = new HeavyWorkTurns(() => 2, () => 10_000);
    const log: string[] = [];
    const a1 = gated(log, 'a1');
    const a2 = gated(log, 'a2');
    const b1 = gated(log, 'b1');
    const runs = [turns.run(1, a1.work), turns.run(1, a2.work), turns.run(2, b1.work)];
    await settle();
    // a2 waits for a1 although a slot is free; b1, of another account, takes it.
    expect(log).toEqual(['start a1', 'start b1']);
    expect(turns.state()).toEqual({ running: 2, waiting: 1 });
    a1.release();
    await settle();
    expect(log).toContain('start a2');
    a2.release();
    b1.release();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'b1']);
    expect(turns.state()).toEqual({ running: 0, waiting: 0 });
  });

  it("serves another account's waiting request before the busy account's later ones", async () => {
    const turns = new HeavyWorkTurns(() => 2, () => 10_000);
    const log: string[] = [];
    const [a1, a2, a3, z1, b1] = ['a1', 'a2', 'a3', 'z1', 'b1'].map((n) => gated(log, n));
    const runs = [turns.run(1, a1.work), turns.run(9, z1.work), turns.run(1, a2.work), turns.run(1, a3.work), turns.run(2, b1.work)];
    await settle();
    expect(log).toEqual(['start a1', 'start z1']);
    z1.release();
    await settle();
    // The freed slot goes to b1: account 1's a2 and a3 came first but account 1 still runs a1.
    expect(log.filter((l) => l.startsWith('start'))).toEqual(['start a1', 'start z1', 'start b1']);
    a1.release();
    await settle();
    a2.release();
    await settle();
    a3.release();
    b1.release();
    await Promise.all(runs);
    expect(log.filter((l) => l.startsWith('start'))).toEqual(['start a1', 'start z1', 'start b1', 'start a2', 'start a3']);
  });

  it('answers 429 rate_limited with Retry-After to a request that waited too long, and runs nothing for it', async () => {
    const turns = new HeavyWorkTurns(() => 1, () => 30);
    const log: string[] = [];
    const a = gated(log, 'a');
    const first = turns.run(1, a.work);
    let ran = false;
    const err = await turns.run(2, async () => { ran = true; }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpRefusal);
    expect((err as HttpRefusal).code).toBe('rate_limited');
    expect(Number((err as HttpRefusal).headers['Retry-After'])).toBeGreaterThan(0);
    expect(ran).toBe(false);
    expect(turns.state()).toEqual({ running: 1, waiting: 0 });
    a.release();
    await first;
    // The turn it gave up is not lost: the next request runs at once.
    expect(await turns.run(2, async () => 'next')).toBe('next');
  });

  it('gives the turn back when the work throws', async () => {
    const turns = new HeavyWorkTurns(() => 1, () => 10_000);
    await expect(turns.run(1, async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await turns.run(1, async () => 'after')).toBe('after');
  });
});

describe('a heavy route', () => {
  const heavy = apiRoute({ permission: 'can_read_agents', heavy: { weight: 10 } }, async () => ({ ok: true }));
  const light = apiRoute({ permission: 'can_read_agents' }, async () => ({ ok: true }));
  afterEach(async () => {
    config.RATE_LIMIT_PER_MINUTE = 600;
    await clearRateLimits(await getDb());
  });

  it("counts its weight against the key's rate limit, and is refused once that passes the limit", async () => {
    const { key } = await newAccount();
    config.RATE_LIMIT_PER_MINUTE = 25;
    await awayFromMinuteEdge();
    const h1 = await callRoute(heavy, { method: 'GET', path: '/h', key });
    expect([h1.status, h1.headers.get('ratelimit-remaining')]).toEqual([200, '15']);
    const l1 = await callRoute(light, { method: 'GET', path: '/l', key });
    expect(l1.headers.get('ratelimit-remaining')).toBe('14');
    const h2 = await callRoute(heavy, { method: 'GET', path: '/h', key });
    expect([h2.status, h2.headers.get('ratelimit-remaining')]).toEqual([200, '4']);
    const h3 = await callRoute(heavy, { method: 'GET', path: '/h', key });
    expect([h3.status, h3.body.error]).toEqual([429, 'rate_limited']);
    expect(Number(h3.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
