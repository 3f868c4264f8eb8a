import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { accounts, agents, businessProfiles, calls, teams } from '../db/schema';
import { liveCapStatuses } from '../services/calls/live-calls';
import { createCampaign } from '../services/campaigns/service';
import { insertContact } from './call-fixtures';
import { childEnvFor, runScript } from './child-process';
import { actorOf, keyWith } from './fixtures';
import { startRouteProcess } from './route-process';
import { teamsAccount } from './team-fixtures';

/**
 * Shared capacity across processes, on PostgreSQL (PGlite opens a folder from one process only): two worker
 * processes dispatch two campaigns of one account and dial their calls while this process samples the live calls,
 * and two server processes take POST /api/v1/calls at once. Every cap holds in every sample: the account's outbound
 * slots (the cap less the inbound reserve), the team's cap and each campaign's own; and both campaigns progress.
 */
const onPostgres = Boolean(config.DATABASE_URL);
const aroundTheClock = { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[] };

/** An account of two teams (Sales with a cap), its cap and reserve set, calling on any day. */
async function sharedAccount(opts: { maxLiveCalls: number; inboundReserve: number; salesCap: number }) {
  const db = await getDb();
  const acct = await teamsAccount({ balanceCents: 1_000_000 });
  await db.update(accounts).set({ maxLiveCalls: opts.maxLiveCalls, inboundReserve: opts.inboundReserve, perMinuteRateCents: 1 }).where(eq(accounts.id, acct.accountId));
  await db.update(teams).set({ maxLiveCalls: opts.salesCap }).where(eq(teams.id, acct.salesTeamId));
  // Public holidays off: the campaigns run today, whatever day today is.
  await db.update(businessProfiles).set({ holidays: false }).where(eq(businessProfiles.accountId, acct.accountId));
  return acct;
}

describe.skipIf(!onPostgres)('shared capacity across processes (PostgreSQL)', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.stdin?.end()));

  it('two worker processes keep the outbound slots, the team cap and each campaign cap, and both campaigns progress', async () => {
    const db = await getDb();
    // Five slots, one kept for inbound calls: four for the campaigns; Sales may hold two of them.
    const acct = await sharedAccount({ maxLiveCalls: 5, inboundReserve: 1, salesCap: 2 });
    const contactsFor = async (base: number) => {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push(await insertContact(acct.accountId, { phones: [{ number: `+1415555${String(base + i)}` }] }));
      return ids;
    };
    const actor = await actorOf(acct.userId);
    const common = { purpose: 'informational' as const, calling_hours: aroundTheClock, max_concurrent_calls: 4, start: true };
    const sales = await createCampaign(db, actor, { ...common, name: 'Sales', agent_id: acct.salesAgent.id, audience: { contact_ids: await contactsFor(2400) } });
    const desk = await createCampaign(db, actor, { ...common, name: 'Desk', agent_id: acct.agent.id, audience: { contact_ids: await contactsFor(2500) } });

    // A simulated call lasts about two seconds.
    const env = await childEnvFor({ SIMULATOR_TIME_SCALE: '0.02' });
    const startAt = Date.now() + 2500;
    const runMs = 14_000;
    let running = true;
    const work = Promise.all([0, 1].map(() => runScript('server/testing/campaign-race-child.ts', env, [String(startAt), String(runMs)])))
      .finally(() => (running = false));
    const max = { account: 0, sales: 0, salesCampaign: 0, deskCampaign: 0 };
    // Sampled until both children have ended: a child slow to start on a busy machine works its whole time all the
    // same (from when it woke), and is watched all along.
    while (running) {
      // One statement, one snapshot: the caps must hold in every one.
      const live = await db.select({ campaignId: calls.campaignId, teamId: agents.teamId }).from(calls)
        .innerJoin(agents, eq(agents.id, calls.agentId))
        .where(and(eq(calls.accountId, acct.accountId), inArray(calls.status, liveCapStatuses)));
      max.account = Math.max(max.account, live.length);
      max.sales = Math.max(max.sales, live.filter((l) => l.teamId === acct.salesTeamId).length);
      max.salesCampaign = Math.max(max.salesCampaign, live.filter((l) => l.campaignId === sales.id).length);
      max.deskCampaign = Math.max(max.deskCampaign, live.filter((l) => l.campaignId === desk.id).length);
      await sleep(15);
    }
    await work;
    expect(max.account).toBeLessThanOrEqual(4);
    expect(max.sales).toBeLessThanOrEqual(2);
    // Both progressed, together: the desk campaign filled the slots Sales could not take.
    expect(max.salesCampaign).toBeGreaterThanOrEqual(1);
    expect(max.deskCampaign).toBeGreaterThanOrEqual(2);
    expect(max.account).toBeGreaterThanOrEqual(3);
    const placed = await db.select({ campaignId: calls.campaignId, n: count() }).from(calls)
      .where(inArray(calls.campaignId, [sales.id, desk.id])).groupBy(calls.campaignId);
    for (const id of [sales.id, desk.id]) expect(placed.find((p) => p.campaignId === id)?.n ?? 0).toBeGreaterThanOrEqual(3);
  }, 90_000);

  it('two server processes taking calls at once keep the team cap and the inbound reserve', async () => {
    const db = await getDb();
    // Six slots, two kept for inbound calls; Sales may hold three.
    const acct = await sharedAccount({ maxLiveCalls: 6, inboundReserve: 2, salesCap: 3 });
    const urls = await Promise.all([startRouteProcess('calls', children), startRouteProcess('calls', children)]);
    const key = await keyWith(acct.userId, ['can_initiate_calls']);
    let n = 0;
    const fire = (agentId: number, perServer: number) => Promise.all(urls.flatMap((url) => Array.from({ length: perServer }, () =>
      fetch(`${url}/api/v1/calls`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ purpose: 'informational', phone_number: `+1415555${String(2600 + ++n)}`, agent_id: agentId }),
      }).then(async (res) => `${res.status} ${res.status === 201 ? '' : ((await res.json()) as { error: string }).error}${res.headers.get('retry-after') ? ' retry-after' : ''}`.trim()),
    )));
    const salesResults = await fire(acct.salesAgent.id, 8);
    expect(salesResults.filter((r) => r === '201')).toHaveLength(3);
    expect(salesResults.filter((r) => r !== '201')).toEqual(Array(13).fill('429 live_call_limit retry-after'));
    // One outbound slot is left (six, less the two kept, less the three of Sales), whichever process takes it.
    const deskResults = await fire(acct.agent.id, 5);
    expect(deskResults.filter((r) => r === '201')).toHaveLength(1);
    expect(deskResults.filter((r) => r !== '201')).toEqual(Array(9).fill('429 live_call_limit retry-after'));
    const written = await db.select({ agentId: calls.agentId }).from(calls).where(eq(calls.accountId, acct.accountId));
    expect(written.filter((c) => c.agentId === acct.salesAgent.id)).toHaveLength(3);
    expect(written).toHaveLength(4);
  }, 120_000);
});
