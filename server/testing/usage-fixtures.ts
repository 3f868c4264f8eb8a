import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { callUsageQuarterHourly, calls, walletLedger } from '../db/schema';
import { rowsOf } from '../db/rows';

// Fixtures of the usage tests: finished calls with their wallet debits at chosen times, written as the call and
// wallet services store them (one call_debit per call, zero or negative), and a check that the rollup is exactly
// the join of the debits and their calls.

let seq = 0;

export interface DebitSpec {
  /** The debit's time (the call's end). */
  at: string | Date;
  cents: number;
  seconds?: number | null;
  providerCents?: number | null;
  agentId: number;
  userId?: number | null;
  campaignId?: number | null;
}

/** Inserts the calls and their debits; returns the calls' row ids in order. */
export async function insertDebits(accountId: number, specs: DebitSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const db = await getDb();
  const rows = await db.insert(calls).values(specs.map((s) => ({
    accountId,
    callId: `call_u${(++seq).toString(16).padStart(7, '0')}${process.pid.toString(16).padStart(8, '0')}${Date.now().toString(16).slice(-8)}`,
    agentId: s.agentId,
    createdByUserId: s.userId ?? null,
    status: 'completed' as const,
    phoneNumber: '+14155550123',
    provider: 'simulator' as const,
    purpose: 'informational' as const,
    rateCents: 10,
    estimatedStartAt: new Date(s.at),
    endedAt: new Date(s.at),
    durationSeconds: s.seconds ?? null,
    costCents: s.cents,
    providerCostCents: s.providerCents ?? null,
    campaignId: s.campaignId ?? null,
    createdAt: new Date(new Date(s.at).getTime() - (s.seconds ?? 0) * 1000),
  }))).returning({ id: calls.id });
  await db.insert(walletLedger).values(specs.map((s, i) => ({
    accountId, kind: 'call_debit' as const, amountCents: 0 - s.cents, balanceAfterCents: 0, callId: rows[i].id,
    description: `Call ${rows[i].id}`, createdAt: new Date(s.at),
  })));
  return rows.map((r) => r.id);
}

/** The rollup rows that differ from the join of the account's call debits and their calls (empty when in step). */
export async function rollupDrift(accountId: number): Promise<unknown[]> {
  const db = await getDb();
  const u = callUsageQuarterHourly;
  return rowsOf(await db.execute(sql`
    with expected as (
      select to_timestamp(floor(extract(epoch from l.created_at) / 900) * 900) as slot, c.agent_id, coalesce(c.campaign_id, 0) as campaign_id,
        coalesce(c.created_by_user_id, 0) as user_id, count(*)::int as calls,
        sum(case when c.duration_seconds > 0 then (c.duration_seconds + 59) / 60 else 0 end)::bigint as minutes,
        sum(0 - l.amount_cents)::bigint as cents, sum(coalesce(c.provider_cost_cents, 0))::bigint as provider
      from ${walletLedger} l join ${calls} c on c.id = l.call_id
      where l.account_id = ${accountId} and l.kind = 'call_debit'
      group by 1, 2, 3, 4),
    actual as (
      select ${u.slot} as slot, ${u.agentId} as agent_id, ${u.campaignId} as campaign_id, ${u.userId} as user_id, ${u.calls} as calls,
        ${u.billedMinutes} as minutes, ${u.billedCents} as cents, ${u.providerCents} as provider
      from ${u} where ${u.accountId} = ${accountId} and (${u.calls} <> 0 or ${u.billedMinutes} <> 0 or ${u.billedCents} <> 0 or ${u.providerCents} <> 0))
    (select 'missing' as side, * from expected except select 'missing', * from actual)
    union all
    (select 'extra' as side, * from actual except select 'extra', * from expected)`));
}
