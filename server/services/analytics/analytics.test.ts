import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calendarEvents, calls, campaigns, type CallStatus } from '../../db/schema';
import { actorOf, newAccount, newTeam, newUser } from '../../testing/fixtures';
import { fundedAccount, type CallTestAccount } from '../../testing/call-fixtures';
import { createAgent } from '../agents/service';
import { aggregateCalls } from './aggregates';
import { callAnalytics } from './analytics';
import { resolvePeriod } from './period';

const now = new Date('2026-03-10T12:00:00Z');
let seq = 0;

interface CallSpec {
  at: string;
  status?: CallStatus;
  seconds?: number | null;
  cost?: number | null;
  success?: boolean | null;
  agentId?: number;
  userId?: number | null;
  campaignId?: number | null;
}

/** Calls inserted as the call services store them; returns their row ids. */
async function insertCalls(acct: CallTestAccount, specs: CallSpec[]): Promise<number[]> {
  const db = await getDb();
  const rows = await db.insert(calls).values(specs.map((c) => ({
    accountId: acct.accountId,
    callId: `call_${(++seq).toString(16).padStart(8, '0')}${process.pid.toString(16).padStart(8, '0')}${Date.now().toString(16).slice(-8)}`,
    agentId: c.agentId ?? acct.agent.id,
    createdByUserId: c.userId === undefined ? acct.userId : c.userId,
    status: c.status ?? 'completed',
    phoneNumber: '+14155550123',
    provider: 'simulator' as const,
    rateCents: 10,
    estimatedStartAt: new Date(c.at),
    durationSeconds: c.seconds ?? null,
    costCents: c.cost ?? null,
    campaignId: c.campaignId ?? null,
    analysis: c.success === undefined ? null : { summary: null, success: c.success, structured_data: {} },
    createdAt: new Date(c.at),
  }))).returning({ id: calls.id });
  return rows.map((r) => r.id);
}

async function bookFor(acct: CallTestAccount, callId: number, status: 'scheduled' | 'cancelled' = 'scheduled') {
  const db = await getDb();
  await db.insert(calendarEvents).values({
    accountId: acct.accountId, title: 'Visit', startTime: new Date('2026-03-20T10:00:00Z'), endTime: new Date('2026-03-20T11:00:00Z'), callId, status,
  });
}

const pick = (r: { buckets: { key: unknown }[] }, key: unknown) => r.buckets.find((b) => b.key === key);

describe('call analytics', () => {
  it('counts per local day of the zone, every day of the period included, with minutes, cost, success and bookings', async () => {
    const acct = await fundedAccount();
    const [first] = await insertCalls(acct, [
      { at: '2026-03-08T04:59:00Z', seconds: 90, cost: 20, success: true }, // 23:59 on the 7th in New York
      { at: '2026-03-08T05:00:00Z', seconds: 30, cost: 10, success: false }, // 00:00 on the 8th
      { at: '2026-03-08T18:00:00Z', status: 'no_answer' },
      { at: '2026-03-10T03:00:00Z', status: 'busy' }, // 23:00 on the 9th (EDT from the 8th)
      { at: '2026-03-10T04:00:00Z', status: 'voicemail', success: null }, // 00:00 on the 10th
      { at: '2026-03-10T11:00:00Z', status: 'failed' },
      { at: '2026-03-11T04:00:00Z', seconds: 600 }, // the 11th: after the period
    ]);
    await bookFor(acct, first);
    await bookFor(acct, first + 1, 'cancelled');
    const r = await callAnalytics(await getDb(), await actorOf(acct.userId), { from: '2026-03-07', to: '2026-03-10', timezone: 'America/New_York' }, now);
    expect(r.buckets.map((b) => [b.key, b.calls])).toEqual([['2026-03-07', 1], ['2026-03-08', 2], ['2026-03-09', 1], ['2026-03-10', 2]]);
    expect(pick(r, '2026-03-07')).toMatchObject({ completed: 1, minutes: 1.5, cost_cents: 20, bookings: 1, successes: 1, analyzed: 1, success_rate: 1 });
    expect(pick(r, '2026-03-08')).toMatchObject({ completed: 1, no_answer: 1, minutes: 0.5, cost_cents: 10, bookings: 0, success_rate: 0 });
    expect(pick(r, '2026-03-09')).toMatchObject({ busy: 1, success_rate: null });
    expect(pick(r, '2026-03-10')).toMatchObject({ voicemail: 1, failed: 1 });
    expect(r.totals).toMatchObject({ calls: 6, completed: 2, failed: 1, no_answer: 1, busy: 1, voicemail: 1, minutes: 2, cost_cents: 30, bookings: 1, success_rate: 0.5 });
    expect(r).toMatchObject({ from: '2026-03-07', to: '2026-03-10', timezone: 'America/New_York', group_by: 'day' });
  });

  it('reads zones off the whole hour from the calls, with the same local days', async () => {
    const acct = await fundedAccount();
    await insertCalls(acct, [
      { at: '2026-03-08T18:29:00Z', seconds: 60 }, // 23:59 on the 8th in Kolkata (+05:30)
      { at: '2026-03-08T18:30:00Z', seconds: 60 }, // 00:00 on the 9th
    ]);
    const input = { from: '2026-03-08', to: '2026-03-09', timezone: 'Asia/Kolkata' };
    expect(resolvePeriod({ ...input }, now).hourAligned).toBe(false);
    const r = await callAnalytics(await getDb(), await actorOf(acct.userId), input, now);
    expect(r.buckets.map((b) => [b.key, b.calls])).toEqual([['2026-03-08', 1], ['2026-03-09', 1]]);
  });

  it('groups by agent, status and campaign with names', async () => {
    const acct = await fundedAccount();
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    const other = await createAgent(db, actor, { name: 'Support Agent', assistant_id: `asst-an-${process.pid}-${++seq}` });
    const [campaign] = await db.insert(campaigns).values({
      accountId: acct.accountId, name: 'Spring', agentId: acct.agent.id, audience: { tag: 'x' }, retryPolicy: { max_attempts: 1, on: [], delay_minutes: 60 },
    }).returning();
    await insertCalls(acct, [
      { at: '2026-03-09T10:00:00Z', campaignId: campaign.id, success: true },
      { at: '2026-03-09T11:00:00Z', campaignId: campaign.id, status: 'busy', success: false },
      { at: '2026-03-09T12:00:00Z', agentId: other.id, status: 'busy' },
    ]);
    const q = { from: '2026-03-09', to: '2026-03-09' };
    const byAgent = await callAnalytics(db, actor, { ...q, group_by: 'agent' }, now);
    expect(byAgent.buckets.map((b) => [b.key, b.label, b.calls])).toEqual([[acct.agent.id, 'Sales Agent', 2], [other.id, 'Support Agent', 1]]);
    expect(byAgent.buckets[0].success_rate).toBe(0.5);
    const byStatus = await callAnalytics(db, actor, { ...q, group_by: 'status' }, now);
    expect(byStatus.buckets.map((b) => [b.key, b.calls])).toEqual([['completed', 1], ['busy', 2]]);
    const byCampaign = await callAnalytics(db, actor, { ...q, group_by: 'campaign' }, now);
    expect(byCampaign.buckets.map((b) => [b.key, b.label, b.calls])).toEqual([[campaign.id, 'Spring', 2], [null, 'No campaign', 1]]);
  });

  it('keeps the rollup in step with updates and deletes, agreeing with the calls themselves', async () => {
    const acct = await fundedAccount();
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    const ids = await insertCalls(acct, Array.from({ length: 40 }, (_, i) => ({
      at: new Date(Date.parse('2026-03-01T00:00:00Z') + i * 4_321_000).toISOString(), status: 'queued' as const,
    })));
    // A live call's many updates, then its end; one call moves to another agent; one is deleted.
    await db.update(calls).set({ status: 'ringing' }).where(eq(calls.id, ids[0]));
    await db.update(calls).set({ status: 'completed', durationSeconds: 125, costCents: 30, analysis: { summary: 's', success: true, structured_data: {} } }).where(eq(calls.id, ids[0]));
    await db.update(calls).set({ status: 'busy' }).where(eq(calls.id, ids[1]));
    const other = await createAgent(db, actor, { name: 'Other', assistant_id: `asst-an-${process.pid}-${++seq}` });
    await db.update(calls).set({ agentId: other.id, status: 'completed' }).where(eq(calls.id, ids[2]));
    await db.delete(calls).where(eq(calls.id, ids[3]));
    const period = resolvePeriod({ from: '2026-03-01', to: '2026-03-05', timezone: 'UTC' }, now);
    for (const group of ['day', 'agent', 'campaign'] as const) {
      const sort = (rows: { key: unknown }[]) => [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));
      const rollup = sort(await aggregateCalls(db, actor, period, group));
      const direct = sort(await aggregateCalls(db, actor, { ...period, hourAligned: false }, group));
      if (group !== 'day') expect(rollup).toEqual(direct);
    }
    const r = await callAnalytics(db, actor, { from: '2026-03-01', to: '2026-03-05', group_by: 'agent' }, now);
    expect(r.totals).toMatchObject({ calls: 39, completed: 2, busy: 1, minutes: 2.1, cost_cents: 30, successes: 1, analyzed: 1 });
    expect(pick(r, other.id)).toMatchObject({ calls: 1, completed: 1 });
  });

  it('shows members the calls they placed and those of agents they can see, and nothing of another account', async () => {
    const acct = await fundedAccount();
    const db = await getDb();
    const member = await newUser(acct.accountId);
    const teamId = await newTeam(acct.accountId, 'Outbound', [member.userId]);
    const owner = await actorOf(acct.userId);
    const teamAgent = await createAgent(db, owner, { name: 'Team agent', team_id: teamId, assistant_id: `asst-an-${process.pid}-${++seq}` });
    await insertCalls(acct, [
      { at: '2026-03-09T10:00:00Z' }, // owner's call with the owner's agent: hidden from the member
      { at: '2026-03-09T10:00:00Z', userId: member.userId }, // placed by the member
      { at: '2026-03-09T10:00:00Z', agentId: teamAgent.id }, // an agent of the member's team
    ]);
    const q = { from: '2026-03-09', to: '2026-03-09', group_by: 'agent' as const };
    const stranger = await newAccount();
    expect((await callAnalytics(db, owner, q, now)).totals.calls).toBe(3);
    expect((await callAnalytics(db, await actorOf(member.userId), q, now)).totals.calls).toBe(2);
    expect((await callAnalytics(db, await actorOf(member.userId), { ...q, group_by: 'status' }, now)).totals.calls).toBe(2);
    expect((await callAnalytics(db, await actorOf(stranger.userId), q, now)).totals.calls).toBe(0);
  });

  it('defaults to the 30 days up to today in the zone', async () => {
    const acct = await newAccount();
    const r = await callAnalytics(await getDb(), await actorOf(acct.userId), { timezone: 'Pacific/Kiritimati' }, now);
    expect(r).toMatchObject({ from: '2026-02-10', to: '2026-03-11', group_by: 'day' });
    expect(r.buckets).toHaveLength(30);
    expect(r.totals).toMatchObject({ calls: 0, success_rate: null });
  });

  it.each([
    [{ from: '2025-01-01', to: '2026-01-02' }, 'to'],
    [{ from: '2024-01-01' }, 'from'],
    [{ group_by: 'week' }, 'group_by'],
    [{ from: '2026-02-30' }, 'from'],
    [{ to: '10/03/2026' }, 'to'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ from: '2026-03-10', to: '2026-03-01' }, 'to'],
  ])('refuses %j with validation_error naming %s', async (input, field) => {
    const acct = await newAccount();
    const err = await callAnalytics(await getDb(), await actorOf(acct.userId), input as never, now).catch((e) => e);
    expect(err).toMatchObject({ status: 400, code: 'validation_error' });
    expect(err.details.map((d: { path: string }) => d.path)).toContain(field);
  });
});
