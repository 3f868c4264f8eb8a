import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { accounts, calls, complianceRecords, defaultRetryPolicy, teams } from '../../db/schema';
import type { Database } from '../../db/types';
import { fundedAccount, pendingJobsOf, type CallTestAccount } from '../../testing/call-fixtures';
import { teamsAccount } from '../../testing/team-fixtures';
import { gate, type PlacementFacts } from '../compliance/gate';
import { policyOf } from '../compliance/destination-policy';
import { campaignCallValues } from './campaign-call';
import { placeCall, placeCallBatch, type CallValues } from './place-call';

/**
 * A campaign pass places its recipients as one batch through the one writer: each call is judged as if the ones
 * before it were written (the account's live-call cap, the team's cap, the money not yet held), the first refusal
 * ends the batch, and what is written — calls, holds, dial jobs, compliance records — is what placing the same
 * calls one at a time writes.
 */
let db: Database;
beforeAll(async () => {
  db = await getDb();
});

const NOW = new Date('2026-11-23T18:00:00Z');
let seq = 0;

const facts = (phoneNumber: string): PlacementFacts => ({
  phoneNumber,
  doNotCall: false,
  destination: policyOf({ country: 'US', grantedCountries: null, allowedCountries: null, blockedNumberTypes: null }),
  consent: { purpose: 'informational', required: null, found: null },
});

async function valuesFor(acct: CallTestAccount, n: number): Promise<{ values: CallValues; compliance: { facts: PlacementFacts; answer: ReturnType<typeof gate>; at: Date } }[]> {
  const out = [];
  for (let i = 0; i < n; i++) {
    const phoneNumber = `+1415557${String(1000 + ++seq).padStart(4, '0')}`;
    // A campaign call's values, outside any campaign: the writer judges and writes them as it would a pass's.
    const values = await campaignCallValues({
      accountId: acct.accountId, campaignId: 0, createdByUserId: acct.userId, contactId: null, phoneNumber,
      purpose: 'informational', variables: {}, retryPolicy: defaultRetryPolicy, voicemail: { action: 'hang_up' }, attempt: 1, retryOf: null,
    }, { agent: acct.agent, business: {} }, null, NOW);
    const f = facts(phoneNumber);
    out.push({ values: { ...values, campaignId: null }, compliance: { facts: f, answer: gate(f), at: NOW } });
  }
  return out;
}

const heldOf = async (accountId: number) => Number((await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, accountId)))[0].held);
const rowsOf = (ids: number[]) => db.select().from(calls).where(inArray(calls.id, ids)).orderBy(calls.id);

describe('placing a batch of calls', () => {
  it('stops at the live-call cap: the calls before it are written with holds, dial jobs and records; nothing after', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 10, maxCallSeconds: 600, maxLiveCalls: 3 });
    const batch = await valuesFor(acct, 5);
    const result = await db.transaction((tx) => placeCallBatch(tx, { accountId: acct.accountId, agentId: acct.agent.id, startAt: NOW, calls: batch }));
    expect(result.placed.map((p) => p.callId)).toEqual(batch.slice(0, 3).map((b) => b.values.callId));
    expect(result.refusal).toMatchObject({ verdict: 'refuse', code: 'live_call_limit' });
    const ids = result.placed.map((p) => p.id);
    const rows = await rowsOf(ids);
    expect(rows.map((r) => [r.id, r.status, r.holdCents, r.maxDurationSeconds, r.rateCents])).toEqual(ids.map((id) => [id, 'queued', 100, 600, 10]));
    expect(await heldOf(acct.accountId)).toBe(300);
    for (const id of ids) expect((await pendingJobsOf(id)).map((j) => [j.kind, j.payload])).toEqual([['calls.start', { call_id: id }]]);
    const records = await db.select().from(complianceRecords).where(eq(complianceRecords.accountId, acct.accountId)).orderBy(complianceRecords.callId);
    expect(records.map((r) => [r.callId, r.stage, r.allowed])).toEqual(ids.map((id) => [id, 'placement', true]));
    expect(await db.select().from(calls).where(eq(calls.accountId, acct.accountId))).toHaveLength(3);
  });

  it('holds what placing the calls one at a time holds, down to the last affordable minute, then refuses insufficient_funds', async () => {
    // 10 cents a minute, 10-minute calls: 250 cents hold two full calls and 5 minutes of a third; the fourth gets none.
    const together = await fundedAccount({ balanceCents: 250, rateCents: 10, maxCallSeconds: 600 });
    const alone = await fundedAccount({ balanceCents: 250, rateCents: 10, maxCallSeconds: 600 });
    const batch = await valuesFor(together, 4);
    const result = await db.transaction((tx) => placeCallBatch(tx, { accountId: together.accountId, agentId: together.agent.id, startAt: NOW, calls: batch }));
    expect(result.refusal).toMatchObject({ code: 'insufficient_funds' });

    const singles: number[] = [];
    for (const b of await valuesFor(alone, 4)) {
      const one = await placeCall(db, {
        accountId: alone.accountId, values: b.values, hold: 'now', countsLive: true, direction: 'outbound', agentId: alone.agent.id,
        startAt: NOW, compliance: b.compliance,
      });
      if (!one.placed) {
        expect(one.refusal.code).toBe('insufficient_funds');
        break;
      }
      singles.push(one.id);
    }
    const holds = (rows: (typeof calls.$inferSelect)[]) => rows.map((r) => [r.holdCents, r.maxDurationSeconds]);
    expect(holds(await rowsOf(result.placed.map((p) => p.id)))).toEqual([[100, 600], [100, 600], [50, 300]]);
    expect(holds(await rowsOf(singles))).toEqual(holds(await rowsOf(result.placed.map((p) => p.id))));
    expect(await heldOf(together.accountId)).toBe(await heldOf(alone.accountId));
  });

  it("stops at the agent's team cap, naming the team", async () => {
    const acct = await teamsAccount();
    await db.update(teams).set({ maxLiveCalls: 2 }).where(eq(teams.id, acct.salesTeamId));
    const sales = { ...acct, agent: acct.salesAgent };
    const result = await db.transaction(async (tx) =>
      placeCallBatch(tx, { accountId: acct.accountId, agentId: acct.salesAgent.id, startAt: NOW, calls: await valuesFor(sales, 4) }));
    expect(result.placed).toHaveLength(2);
    expect(result.refusal?.error.extra).toMatchObject({ team_id: acct.salesTeamId, team_max_live_calls: 2 });
  });

  it('writes nothing when the first call is refused', async () => {
    const acct = await fundedAccount({ balanceCents: 5, rateCents: 10 });
    const result = await db.transaction(async (tx) =>
      placeCallBatch(tx, { accountId: acct.accountId, agentId: acct.agent.id, startAt: NOW, calls: await valuesFor(acct, 2) }));
    expect(result).toMatchObject({ placed: [], refusal: { code: 'insufficient_funds' } });
    expect(await db.select().from(calls).where(eq(calls.accountId, acct.accountId))).toEqual([]);
    expect(await heldOf(acct.accountId)).toBe(0);
  });
});
