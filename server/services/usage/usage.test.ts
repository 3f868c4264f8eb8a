import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { agents, calls, campaigns, walletLedger } from '../../db/schema';
import { actorOf } from '../../testing/fixtures';
import { createAgent } from '../agents/service';
import { teamsAccount } from '../../testing/team-fixtures';
import { insertDebits, rollupDrift } from '../../testing/usage-fixtures';
import { resolveUsageRange } from './range';
import { usageSums } from './sums';
import { callUsage } from './usage';

const now = new Date('2026-03-20T12:00:00Z');

describe('call usage', () => {
  it('sums debits per local day at the debit time, every day listed, Kolkata included', async () => {
    const acct = await teamsAccount();
    const agentId = acct.agent.id;
    await insertDebits(acct.accountId, [
      { at: '2026-03-01T18:29:00Z', cents: 20, seconds: 90, providerCents: 7, agentId }, // 23:59 on the 1st in Kolkata
      { at: '2026-03-01T18:30:00Z', cents: 10, seconds: 30, agentId }, // 00:00 on the 2nd
      { at: '2026-03-03T10:00:00Z', cents: 0, seconds: 0, agentId }, // never answered: debited nothing
      { at: '2026-02-28T18:29:59Z', cents: 50, seconds: 300, agentId }, // before the range
    ]);
    const r = await callUsage(await getDb(), await actorOf(acct.userId), { from: '2026-03-01', to: '2026-03-04', timezone: 'Asia/Kolkata' }, now);
    expect(r).toMatchObject({ from: '2026-02-28T18:30:00.000Z', to: '2026-03-03T18:30:00.000Z', group_by: 'day', timezone: 'Asia/Kolkata' });
    expect(r.buckets.map((b) => [b.key, b.calls, b.billed_minutes, b.billed_cents, b.provider_cents])).toEqual([
      ['2026-03-01', 1, 2, 20, 7],
      ['2026-03-02', 1, 1, 10, 0],
      ['2026-03-03', 1, 0, 0, 0],
    ]);
    expect(r.totals).toEqual({ calls: 3, billed_minutes: 3, billed_cents: 30, provider_cents: 7 });
  });

  it('groups by team, agent and campaign with names, the none group last under a null key', async () => {
    const acct = await teamsAccount();
    const db = await getDb();
    const [camp] = await db.insert(campaigns).values({
      accountId: acct.accountId, name: 'Spring', agentId: acct.agent.id, audience: { tag: 'x' }, retryPolicy: { max_attempts: 1, on: [], delay_minutes: 60 },
    }).returning({ id: campaigns.id });
    const loose = await createAgent(db, await actorOf(acct.userId), { name: 'Loose', assistant_id: `asst-loose-${process.pid}-${Date.now()}` });
    await db.update(agents).set({ teamId: null }).where(eq(agents.id, loose.id));
    await insertDebits(acct.accountId, [
      { at: '2026-03-05T10:00:00Z', cents: 30, seconds: 170, agentId: acct.agent.id, campaignId: camp.id },
      { at: '2026-03-05T11:00:00Z', cents: 40, seconds: 200, agentId: acct.salesAgent.id },
      { at: '2026-03-06T11:00:00Z', cents: 5, seconds: 20, agentId: loose.id },
    ]);
    const actor = await actorOf(acct.userId);
    const q = { from: '2026-03-01', to: '2026-04-01', timezone: 'Europe/Paris' };
    const byTeam = await callUsage(db, actor, { ...q, group_by: 'team' }, now);
    expect(byTeam.buckets.map((b) => [b.key, b.name, b.billed_cents])).toEqual([[acct.salesTeamId, 'Sales', 40], [acct.teamId, expect.any(String), 30], [null, 'No team', 5]]);
    const byAgent = await callUsage(db, actor, { ...q, group_by: 'agent' }, now);
    expect(byAgent.buckets.map((b) => [b.key, b.name])).toEqual([[acct.salesAgent.id, 'Sales desk'], [acct.agent.id, 'Sales Agent'], [loose.id, 'Loose']]);
    const byCampaign = await callUsage(db, actor, { ...q, group_by: 'campaign' }, now);
    expect(byCampaign.buckets.map((b) => [b.key, b.name, b.calls])).toEqual([[camp.id, 'Spring', 1], [null, 'No campaign', 2]]);
    for (const r of [byTeam, byAgent, byCampaign]) expect(r.totals).toEqual({ calls: 3, billed_minutes: 3 + 4 + 1, billed_cents: 75, provider_cents: 0 });
  });

  it('shows a member the calls they placed and those of agents they can see, never the rest of the account', async () => {
    const acct = await teamsAccount();
    await insertDebits(acct.accountId, [
      { at: '2026-03-05T10:00:00Z', cents: 30, agentId: acct.agent.id, userId: acct.userId },
      { at: '2026-03-05T10:00:00Z', cents: 11, agentId: acct.agent.id, userId: acct.member.userId }, // placed by the member
      { at: '2026-03-05T11:00:00Z', cents: 40, agentId: acct.salesAgent.id, userId: acct.userId },
    ]);
    const db = await getDb();
    const q = { from: '2026-03-01', to: '2026-04-01' };
    const member = await callUsage(db, await actorOf(acct.member.userId), { ...q, group_by: 'agent' }, now);
    expect(member.buckets.map((b) => [b.key, b.billed_cents])).toEqual([[acct.salesAgent.id, 40], [acct.agent.id, 11]]);
    expect(member.totals.billed_cents).toBe(51);
    expect((await callUsage(db, await actorOf(acct.userId), q, now)).totals.billed_cents).toBe(81);
    // Another account's owner sees none of it.
    const other = await teamsAccount();
    expect((await callUsage(db, await actorOf(other.userId), q, now)).totals).toEqual({ calls: 0, billed_minutes: 0, billed_cents: 0, provider_cents: 0 });
  });

  it('keeps the rollup equal to the debits joined to their calls through corrections, moves and provider reports', async () => {
    const acct = await teamsAccount();
    const db = await getDb();
    const [a, b, c] = await insertDebits(acct.accountId, [
      { at: '2026-03-05T10:07:00Z', cents: 30, seconds: 100, agentId: acct.agent.id, userId: acct.userId },
      { at: '2026-03-05T10:14:59Z', cents: 20, seconds: 61, agentId: acct.agent.id },
      { at: '2026-03-06T23:59:59Z', cents: 10, seconds: 5, agentId: acct.salesAgent.id },
    ]);
    expect(await rollupDrift(acct.accountId)).toEqual([]);
    // A corrected debit (reported-timing.ts), a provider's report, a call moved to another agent and campaign.
    await db.update(walletLedger).set({ amountCents: -40 }).where(eq(walletLedger.callId, a));
    await db.update(calls).set({ providerCostCents: 9, durationSeconds: 130 }).where(eq(calls.id, a));
    await db.update(calls).set({ agentId: acct.salesAgent.id, campaignId: 77, createdByUserId: acct.member.userId }).where(eq(calls.id, b));
    await db.update(walletLedger).set({ createdAt: new Date('2026-03-07T00:00:00Z') }).where(eq(walletLedger.callId, c));
    expect(await rollupDrift(acct.accountId)).toEqual([]);
    await db.delete(walletLedger).where(eq(walletLedger.callId, c));
    expect(await rollupDrift(acct.accountId)).toEqual([]);
    const r = await callUsage(db, await actorOf(acct.userId), { from: '2026-03-01', to: '2026-04-01', group_by: 'agent' }, now);
    expect(r.buckets.map((x) => [x.key, x.calls, x.billed_minutes, x.billed_cents, x.provider_cents])).toEqual([
      [acct.agent.id, 1, 3, 40, 9],
      [acct.salesAgent.id, 1, 2, 20, 0],
    ]);
  });

  it('answers a bound off the quarter hour from the ledger around the rollup, with the same sums as the ledger alone', async () => {
    const acct = await teamsAccount();
    await insertDebits(acct.accountId, [
      { at: '2026-03-05T10:07:00Z', cents: 30, agentId: acct.agent.id },
      { at: '2026-03-05T10:08:00Z', cents: 20, agentId: acct.agent.id }, // before the first whole quarter hour
      { at: '2026-03-05T10:20:00Z', cents: 5, agentId: acct.salesAgent.id }, // inside: from the rollup
      { at: '2026-03-05T10:50:00Z', cents: 7, agentId: acct.agent.id }, // after the last
      { at: '2026-03-05T10:55:00Z', cents: 11, agentId: acct.agent.id }, // at `to`: excluded
    ]);
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    const tiny = await callUsage(db, actor, { from: '2026-03-05T10:07:30Z', to: '2026-03-05T10:08:00.001Z' }, now);
    expect(tiny.totals).toMatchObject({ calls: 1, billed_cents: 20 });
    const r = await callUsage(db, actor, { from: '2026-03-05T10:07:30Z', to: '2026-03-05T10:55:00Z', group_by: 'agent' }, now);
    expect(r.totals).toMatchObject({ calls: 3, billed_cents: 32 });
    expect(r.buckets.map((b) => [b.key, b.billed_cents])).toEqual([[acct.agent.id, 27], [acct.salesAgent.id, 5]]);
    for (const q of [{ from: '2026-03-01', to: '2026-04-01', timezone: 'Asia/Kathmandu' }, { from: '2026-03-05T10:07:30Z', to: '2026-03-05T10:55:00Z', timezone: 'Asia/Kolkata' }]) {
      const range = resolveUsageRange(q, now);
      expect(range.midnightsOnSlots).toBe(true);
      for (const group of ['day', 'team', 'agent', 'campaign'] as const) {
        expect(await usageSums(db, actor, range, group)).toEqual(await usageSums(db, actor, range, group, { ledgerOnly: true }));
      }
    }
  });

  it.each([
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
    [{ from: '2025-01-01', to: '2026-01-03' }, 'to'],
    [{ from: '2026-02-30' }, 'from'],
    [{ to: '2026-03-01T25:00:00Z' }, 'to'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ group_by: 'week' }, 'group_by'],
  ])('refuses %o naming %s', async (input, field) => {
    const acct = await teamsAccount();
    const err = await callUsage(await getDb(), await actorOf(acct.userId), input as never, now).catch((e: unknown) => e);
    expect(err).toMatchObject({ details: expect.arrayContaining([expect.objectContaining({ path: field })]) });
  });

  it("knows a zone's old local mean time puts midnights off the quarter hour (answered from the ledger)", () => {
    expect(resolveUsageRange({ from: '1970-03-01', to: '1970-03-04', timezone: 'Africa/Monrovia' }, now).midnightsOnSlots).toBe(false);
    expect(resolveUsageRange({ from: '2026-03-01', to: '2026-04-01', timezone: 'Pacific/Chatham' }, now).midnightsOnSlots).toBe(true);
  });

  it('defaults to this month in the zone', () => {
    const r = resolveUsageRange({ timezone: 'America/Los_Angeles' }, new Date('2026-03-01T05:00:00Z'));
    expect([r.start.toISOString(), r.end.toISOString()]).toEqual(['2026-02-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z']);
    expect(r.days).toHaveLength(28);
    expect(DateTime.fromJSDate(r.end, { zone: 'America/Los_Angeles' }).toISODate()).toBe('2026-03-01');
  });
});
