import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { accounts, calls, teams } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { createAgent } from '@/server/services/agents/service';
import { dialCall } from '@/server/services/calls/dial';
import { changeCallStatus } from '@/server/services/calls/lifecycle';
import { fundedAccount } from '@/server/testing/call-fixtures';
import { actorOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { teamsAccount } from '@/server/testing/team-fixtures';
import { POST as placeCallRoute } from './route';
import { POST as simulateInbound } from './simulate-inbound/route';

/**
 * POST /api/v1/calls over each live-call cap: the account's, the slots it keeps for inbound calls, and the agent's
 * team's. Each answers 429 live_call_limit with Retry-After and writes nothing; a call that waits for its moment
 * waits again at its dial.
 */
let db: Database;
let number = 0;

beforeAll(async () => {
  db = await getDb();
});

const place = (key: string, agentId: number, extra: Record<string, unknown> = {}) =>
  callRoute(placeCallRoute, {
    method: 'POST', path: '/api/v1/calls', key,
    body: { agent_id: agentId, phone_number: `+1415555${String(3000 + ++number)}`, purpose: 'informational', ...extra },
  });
const ring = (key: string, agentId: number) =>
  callRoute(simulateInbound, { method: 'POST', path: '/api/v1/calls/simulate-inbound', key, body: { agent_id: agentId, from: `+1415555${String(3500 + ++number)}` } });
const callsOf = (accountId: number) => db.select().from(calls).where(eq(calls.accountId, accountId));
const setAccount = (accountId: number, set: Partial<typeof accounts.$inferInsert>) => db.update(accounts).set(set).where(eq(accounts.id, accountId));

function expectLimit(res: Awaited<ReturnType<typeof place>>, extra: Record<string, unknown>) {
  expect([res.status, res.body.error]).toEqual([429, 'live_call_limit']);
  expect(res.headers.get('retry-after')).toBe('30');
  expect(res.body).toMatchObject({ retry_after: 30, ...extra });
}

describe('live-call caps on POST /api/v1/calls', () => {
  it("answers 429 live_call_limit with Retry-After at the account's cap, and places again once a call ends", async () => {
    const acct = await fundedAccount({ balanceCents: 100_000, maxLiveCalls: 2 });
    const first = await place(acct.key, acct.agent.id);
    expect((await place(acct.key, acct.agent.id)).status).toBe(201);
    expectLimit(await place(acct.key, acct.agent.id), { max_live_calls: 2 });
    expect(await callsOf(acct.accountId)).toHaveLength(2);
    await changeCallStatus(db, first.body.id, { to: 'canceled', at: new Date() });
    expect((await place(acct.key, acct.agent.id)).status).toBe(201);
  });

  it('keeps the inbound reserve: outbound calls stop short of it, inbound calls take it, and the whole cap still holds', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000, maxLiveCalls: 3 });
    const inbound = await createAgent(db, await actorOf(acct.userId), {
      name: 'Front desk', role: 'inbound', phone_number: '+14155557300', assistant_id: `asst-reserve-${process.pid}-${Date.now()}`,
    });
    await setAccount(acct.accountId, { inboundReserve: 1 });
    expect((await place(acct.key, acct.agent.id)).status).toBe(201);
    expect((await place(acct.key, acct.agent.id)).status).toBe(201);
    const refused = await place(acct.key, acct.agent.id);
    expectLimit(refused, { max_live_calls: 3, inbound_reserve: 1 });
    expect(refused.body.message).toMatch(/kept for inbound calls/);
    // A call placed to wait still goes through: it takes a slot only when it is dialed.
    expect((await place(acct.key, acct.agent.id, { scheduled_at: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(201);
    expect((await ring(acct.key, inbound.id)).status).toBe(201);
    const full = await ring(acct.key, inbound.id);
    expect([full.status, full.body.error, full.body.inbound_reserve]).toEqual([429, 'live_call_limit', undefined]);
    const all = await callsOf(acct.accountId);
    expect(all.map((c) => `${c.type} ${c.status}`).sort()).toEqual(['inbound ringing', 'outbound queued', 'outbound queued', 'outbound scheduled']);
  });

  it("answers 429 at the agent's team's cap, while an agent of another team still places; inbound calls count and are held to it", async () => {
    const acct = await teamsAccount();
    await db.update(teams).set({ maxLiveCalls: 1 }).where(eq(teams.id, acct.salesTeamId));
    const sales = await place(acct.key, acct.salesAgent.id);
    expect(sales.status).toBe(201);
    const refused = await place(acct.key, acct.salesAgent.id);
    expectLimit(refused, { team_id: acct.salesTeamId, team_max_live_calls: 1 });
    expect((await place(acct.key, acct.agent.id)).status).toBe(201);
    expect((await place(acct.key, acct.agent.id)).status).toBe(201);

    // An inbound agent of the same team: refused while the team is full, answered once its call ends.
    const desk = await createAgent(db, await actorOf(acct.userId), {
      name: 'Sales line', role: 'inbound', phone_number: '+14155557301', assistant_id: `asst-team-${process.pid}-${Date.now()}`, team_id: acct.salesTeamId,
    });
    const busy = await ring(acct.key, desk.id);
    expect([busy.status, busy.body.error, busy.body.team_id]).toEqual([429, 'live_call_limit', acct.salesTeamId]);
    await changeCallStatus(db, sales.body.id, { to: 'canceled', at: new Date() });
    expect((await ring(acct.key, desk.id)).status).toBe(201);
    const teamCalls = await db.select().from(calls).where(and(eq(calls.accountId, acct.accountId), inArray(calls.agentId, [acct.salesAgent.id, desk.id])));
    expect(teamCalls.map((c) => c.status).sort()).toEqual(['canceled', 'ringing']);
  });

  it("makes a call that waited for its moment wait again at its dial while the team is at its cap, saying why", async () => {
    const acct = await teamsAccount();
    await db.update(teams).set({ maxLiveCalls: 1 }).where(eq(teams.id, acct.salesTeamId));
    const at = new Date(Date.now() + 3_600_000);
    const waiting = await place(acct.key, acct.salesAgent.id, { scheduled_at: at.toISOString() });
    expect(waiting.status).toBe(201);
    expect((await place(acct.key, acct.salesAgent.id)).status).toBe(201);
    expect(await dialCall(db, waiting.body.id, at)).toEqual({ dialed: false, reason: 'waiting' });
    const [row] = await db.select().from(calls).where(eq(calls.id, waiting.body.id));
    expect(row).toMatchObject({ status: 'scheduled', waitReason: "The agent's team has as many live calls as its cap allows." });
    expect(row.scheduledAt!.getTime()).toBe(at.getTime() + 60_000);
  });
});
