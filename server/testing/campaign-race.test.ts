import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { businessProfiles, calls, campaigns } from '../db/schema';
import { createCampaign } from '../services/campaigns/service';
import { campaignSlotStatuses } from '../services/campaigns/dispatch';
import { fundedAccount, insertContact } from './call-fixtures';
import { childEnvFor, runScript } from './child-process';
import { actorOf } from './fixtures';

/**
 * The concurrency cap across processes: two real worker processes on one PostgreSQL database run one campaign's
 * ticks and calls at once, while this process samples how many of its calls are live. PGlite opens a folder from
 * one process only, so this runs on PostgreSQL.
 */
const onPostgres = Boolean(config.DATABASE_URL);

// A simulated call lasts about two seconds.
const childEnv = () => childEnvFor({ SIMULATOR_TIME_SCALE: '0.02' });
const run = (env: NodeJS.ProcessEnv, args: string[]) => runScript('server/testing/campaign-race-child.ts', env, args);

describe.skipIf(!onPostgres)('a campaign dispatched by two processes (PostgreSQL)', () => {
  it('never has more live calls than max_concurrent_calls, nor two live calls to one number', async () => {
    const db = await getDb();
    const acct = await fundedAccount({ balanceCents: 1_000_000, rateCents: 1 });
    // Public holidays off: the campaign runs today, whatever day today is.
    await db.update(businessProfiles).set({ holidays: false }).where(eq(businessProfiles.accountId, acct.accountId));
    // An around-the-clock window keeps the test independent of the hour it runs at.
    const contactIds: number[] = [];
    for (let i = 0; i < 14; i++) contactIds.push(await insertContact(acct.accountId, { phones: [{ number: `+1415555${String(2100 + i)}` }] }));
    const campaign = await createCampaign(db, await actorOf(acct.userId), {
      name: 'Race', agent_id: acct.agent.id, audience: { contact_ids: contactIds }, purpose: 'informational',
      calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
      max_concurrent_calls: 3, start: true,
    });
    const env = await childEnv();
    const startAt = Date.now() + 2500;
    const runMs = 16_000;
    let running = true;
    const children = Promise.all([run(env, [String(startAt), String(runMs)]), run(env, [String(startAt), String(runMs)])])
      .finally(() => (running = false));
    let maxLive = 0;
    let sameNumberTwice = false;
    // Sampled until both children have ended: a child slow to start on a busy machine works its whole time all the
    // same, and is watched all along.
    while (running) {
      const live = await db.select({ phone: calls.phoneNumber }).from(calls)
        .where(and(eq(calls.campaignId, campaign.id), inArray(calls.status, campaignSlotStatuses)));
      maxLive = Math.max(maxLive, live.length);
      if (new Set(live.map((l) => l.phone)).size !== live.length) sameNumberTwice = true;
      await sleep(15);
    }
    await children;
    expect(maxLive).toBeGreaterThan(1);
    expect(maxLive).toBeLessThanOrEqual(3);
    expect(sameNumberTwice).toBe(false);
    const [{ n }] = await db.select({ n: count() }).from(calls).where(eq(calls.campaignId, campaign.id));
    expect(n).toBeGreaterThanOrEqual(3);
    const [row] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(['running', 'completed']).toContain(row.status);
  }, 120_000);
});
