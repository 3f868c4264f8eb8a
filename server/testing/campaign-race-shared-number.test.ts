import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { businessProfiles, calls } from '../db/schema';
import { createCampaign } from '../services/campaigns/service';
import { campaignSlotStatuses } from '../services/campaigns/dispatch';
import { fundedAccount, insertContact } from './call-fixtures';
import { childEnvFor, runScript } from './child-process';
import { actorOf } from './fixtures';

/**
 * One number wanted by two campaigns at once, across processes: real worker processes on one PostgreSQL database
 * (one of them stopped half-way and replaced by a fresh one) run both campaigns' ticks and calls, while this process
 * samples which numbers have a live call. PGlite opens a folder from one process only, so this runs on PostgreSQL.
 * (The cap of one campaign is campaign-race.test.ts; each file holds one race so two test workers run them side by
 * side.)
 */
const onPostgres = Boolean(config.DATABASE_URL);

// A simulated call lasts about two seconds.
const childEnv = () => childEnvFor({ SIMULATOR_TIME_SCALE: '0.02' });
const run = (env: NodeJS.ProcessEnv, args: string[]) => runScript('server/testing/campaign-race-child.ts', env, args);

describe.skipIf(!onPostgres)('two campaigns sharing numbers, dispatched by two processes (PostgreSQL)', () => {
  it('never has two live calls to one number when two campaigns share it, across a worker restart', async () => {
    const db = await getDb();
    const acct = await fundedAccount({ balanceCents: 1_000_000, rateCents: 1 });
    // Public holidays off: the campaign runs today, whatever day today is.
    await db.update(businessProfiles).set({ holidays: false }).where(eq(businessProfiles.accountId, acct.accountId));
    const numbers = Array.from({ length: 4 }, (_, i) => `+1415555${String(2200 + i)}`);
    // Two contacts per number, one in each campaign: every number is wanted by both campaigns at once.
    const first: number[] = [];
    const second: number[] = [];
    for (const n of numbers) {
      first.push(await insertContact(acct.accountId, { phones: [{ number: n }] }));
      second.push(await insertContact(acct.accountId, { phones: [{ number: n }] }));
    }
    const actor = await actorOf(acct.userId);
    const common = {
      agent_id: acct.agent.id, purpose: 'informational' as const, max_concurrent_calls: 4, start: true,
      calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    };
    const a = await createCampaign(db, actor, { ...common, name: 'Shared A', audience: { contact_ids: first } });
    const b = await createCampaign(db, actor, { ...common, name: 'Shared B', audience: { contact_ids: second } });
    const env = await childEnv();
    const startAt = Date.now() + 2500;
    // One worker runs throughout; the other stops half-way and a fresh process takes its place.
    const steady = run(env, [String(startAt), '14000']);
    const restarted = run(env, [String(startAt), '6000']).then(() => run(env, [String(Date.now()), '8000']));
    let running = true;
    const workers = Promise.all([steady, restarted]).finally(() => (running = false));
    let overlap: string | null = null;
    let maxLive = 0;
    // Sampled until every worker has ended: a child slow to start on a busy machine works its whole time all the
    // same, and is watched all along.
    while (running) {
      const live = await db.select({ phone: calls.phoneNumber }).from(calls)
        .where(and(inArray(calls.campaignId, [a.id, b.id]), inArray(calls.status, campaignSlotStatuses)));
      maxLive = Math.max(maxLive, live.length);
      const seen = new Set<string>();
      for (const l of live) if (seen.has(l.phone)) overlap = l.phone; else seen.add(l.phone);
      await sleep(15);
    }
    await workers;
    expect(overlap).toBeNull();
    expect(maxLive).toBeGreaterThan(1);
    expect(maxLive).toBeLessThanOrEqual(numbers.length);
    // Both campaigns got to every number: each recipient was dialed at least once.
    const placed = await db.select({ campaignId: calls.campaignId, phone: calls.phoneNumber }).from(calls).where(inArray(calls.campaignId, [a.id, b.id]));

    for (const id of [a.id, b.id]) expect(new Set(placed.filter((p) => p.campaignId === id).map((p) => p.phone)).size).toBe(numbers.length);
  }, 150_000);
});
