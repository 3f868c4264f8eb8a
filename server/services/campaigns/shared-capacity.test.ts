import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { accounts, businessProfiles, calls, teams } from '../../db/schema';
import type { Database } from '../../db/types';
import { fundedAccount, insertContact, type CallTestAccount } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { teamsAccount } from '../../testing/team-fixtures';
import { answerInboundCall } from '../calls/inbound';
import { changeCallStatus } from '../calls/lifecycle';
import { liveCapStatuses } from '../calls/live-calls';
import { createAgent } from '../agents/service';
import { runCampaignTick } from './dispatch';
import { createCampaign, startCampaign } from './service';

/**
 * The dispatcher shares the account's live slots among its running campaigns: each pass, in the order the passes
 * take the account's lock, places no more than its campaign's fair share, so no campaign waits while another of
 * equal weight takes every slot; the inbound reserve and a team's cap hold against campaigns as against API calls.
 */
// Monday 23 November 2026, 18:00 UTC: 10:00 in California.
const NOW = new Date('2026-11-23T18:00:00Z');
const aroundTheClock = { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[] };

let db: Database;
let numberSeq = 0;

beforeAll(async () => {
  db = await getDb();
});

async function capped<T extends CallTestAccount>(acct: T, maxLiveCalls: number, inboundReserve = 0): Promise<T> {
  await db.update(accounts).set({ maxLiveCalls, inboundReserve }).where(eq(accounts.id, acct.accountId));
  await db.update(businessProfiles).set({ holidays: false }).where(eq(businessProfiles.accountId, acct.accountId));
  return acct;
}

/** A campaign of `recipients` fresh numbers, started (running) or left a draft. */
async function campaignOf(acct: CallTestAccount, opts: { agentId?: number; recipients?: number; maxConcurrent?: number; start?: boolean } = {}) {
  const ids: number[] = [];
  for (let i = 0; i < (opts.recipients ?? 8); i++) {
    ids.push(await insertContact(acct.accountId, { phones: [{ number: `+1415556${String(1000 + ++numberSeq).padStart(4, '0')}` }] }));
  }
  return createCampaign(db, await actorOf(acct.userId), {
    name: `Campaign ${numberSeq}`, agent_id: opts.agentId ?? acct.agent.id, audience: { contact_ids: ids }, purpose: 'informational',
    calling_hours: aroundTheClock, max_concurrent_calls: opts.maxConcurrent ?? 4, start: opts.start ?? true,
  }, NOW);
}

const tick = async (campaignId: number) => (await runCampaignTick(db, campaignId, NOW, null)).placed;
const liveOf = (campaignId: number) =>
  db.select({ id: calls.id }).from(calls).where(and(eq(calls.campaignId, campaignId), inArray(calls.status, liveCapStatuses))).orderBy(calls.id);
const end = async (ids: { id: number }[]) => {
  for (const { id } of ids) await changeCallStatus(db, id, { to: 'canceled', at: NOW });
};

describe('campaigns sharing live slots', () => {
  it('a campaign alone fills every slot; two of equal weight both progress, half each', async () => {
    const alone = await capped(await fundedAccount({ balanceCents: 100_000 }), 4);
    const solo = await campaignOf(alone);
    expect(await tick(solo.id)).toBe(4);

    const acct = await capped(await fundedAccount({ balanceCents: 100_000 }), 4);
    const a = await campaignOf(acct);
    const b = await campaignOf(acct);
    // However often the first ticks before the second, it keeps to its share.
    expect([await tick(a.id), await tick(a.id), await tick(b.id), await tick(b.id)]).toEqual([2, 0, 2, 0]);
    // Slots freed unevenly are refilled to the fair split, whichever pass comes first.
    await end((await liveOf(a.id)).slice(0, 2));
    await end((await liveOf(b.id)).slice(0, 1));
    expect([await tick(a.id), await tick(b.id)]).toEqual([2, 1]);
    expect([(await liveOf(a.id)).length, (await liveOf(b.id)).length]).toEqual([2, 2]);
  });

  it('a campaign that filled the account alone shrinks to its share as its calls end, while the newcomer fills up', async () => {
    const acct = await capped(await fundedAccount({ balanceCents: 100_000 }), 4);
    const first = await campaignOf(acct);
    const later = await campaignOf(acct, { start: false });
    expect(await tick(first.id)).toBe(4);
    await startCampaign(db, await actorOf(acct.userId), later.id, NOW);
    expect(await tick(later.id)).toBe(0);
    await end((await liveOf(first.id)).slice(0, 2));
    // The first campaign's pass comes first, and leaves the freed slots to the other.
    expect([await tick(first.id), await tick(later.id)]).toEqual([0, 2]);
  });

  it('a campaign with few due recipients leaves the rest to the other', async () => {
    const acct = await capped(await fundedAccount({ balanceCents: 100_000 }), 6);
    const small = await campaignOf(acct, { recipients: 1 });
    const big = await campaignOf(acct, { maxConcurrent: 10, recipients: 10 });
    expect([await tick(big.id), await tick(small.id)]).toEqual([5, 1]);
  });

  it('the inbound reserve holds against a campaign, and an inbound call takes it', async () => {
    const acct = await capped(await fundedAccount({ balanceCents: 100_000 }), 4, 1);
    const desk = await createAgent(db, await actorOf(acct.userId), {
      name: 'Front desk', role: 'inbound', phone_number: '+14155557400', assistant_id: `asst-desk-${process.pid}-${Date.now()}`,
    });
    const c = await campaignOf(acct, { maxConcurrent: 5 });
    expect([await tick(c.id), await tick(c.id)]).toEqual([3, 0]);
    const answered = await answerInboundCall(db, { agent: desk, from: '+14155550999', provider: 'simulator', providerCallId: null, now: NOW });
    expect(answered.call.status).toBe('ringing');
    expect(await tick(c.id)).toBe(0);
    await expect(answerInboundCall(db, { agent: desk, from: '+14155550998', provider: 'simulator', providerCallId: null, now: NOW }))
      .rejects.toMatchObject({ code: 'live_call_limit' });
  });

  it("a team's cap bounds its campaigns, shared between them, and the slots it leaves go to another team's", async () => {
    const acct = await capped(await teamsAccount(), 8);
    await db.update(teams).set({ maxLiveCalls: 2 }).where(eq(teams.id, acct.salesTeamId));
    const salesA = await campaignOf(acct, { agentId: acct.salesAgent.id });
    const salesB = await campaignOf(acct, { agentId: acct.salesAgent.id });
    const other = await campaignOf(acct, { maxConcurrent: 10, recipients: 10 });
    expect([await tick(salesA.id), await tick(salesB.id), await tick(other.id)]).toEqual([1, 1, 6]);
    expect([await tick(salesA.id), await tick(salesB.id), await tick(other.id)]).toEqual([0, 0, 0]);
  });
});
