import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calendarEvents, calls, doNotCallChanges } from '../../db/schema';
import { actorOf, newAccount } from '../../testing/fixtures';
import { fundedAccount, type CallTestAccount } from '../../testing/call-fixtures';
import { createAgent } from '../agents/service';
import { callAnalytics } from './analytics';

const now = new Date('2026-03-10T12:00:00Z');
let seq = 0;

interface Spec { agentId?: number; version: number | null; status?: 'completed' | 'no_answer'; booked?: boolean; optedOut?: boolean; transferred?: boolean }

/** Calls as the call services store them, with the outcomes the tools record: a booking, an opt-out, a transfer. */
async function insertCalls(acct: CallTestAccount, specs: Spec[]) {
  const db = await getDb();
  for (const c of specs) {
    const callId = `call_v${(++seq).toString(16).padStart(8, '0')}${process.pid.toString(16)}${Date.now().toString(16).slice(-6)}`;
    const [row] = await db.insert(calls).values({
      accountId: acct.accountId, callId, agentId: c.agentId ?? acct.agent.id, agentVersion: c.version, createdByUserId: acct.userId,
      status: c.status ?? 'completed', phoneNumber: '+14155550123', provider: 'simulator', rateCents: 10,
      estimatedStartAt: new Date('2026-03-09T10:00:00Z'), createdAt: new Date('2026-03-09T10:00:00Z'),
      transferredAt: c.transferred ? new Date('2026-03-09T10:02:00Z') : null, transferredToName: c.transferred ? 'Sam' : null,
    }).returning();
    if (c.booked) {
      await db.insert(calendarEvents).values({
        accountId: acct.accountId, title: 'Visit', startTime: new Date('2026-03-20T10:00:00Z'), endTime: new Date('2026-03-20T11:00:00Z'), callId: row.id,
      });
    }
    if (c.optedOut) await db.insert(doNotCallChanges).values({ accountId: acct.accountId, number: '+14155550123', action: 'added', source: 'call', callId });
  }
}

describe('call analytics by agent version', () => {
  it('compares the booking, opt-out and transfer rates of each version of each agent, per completed call', async () => {
    const acct = await fundedAccount();
    const db = await getDb();
    const owner = await actorOf(acct.userId);
    const other = await createAgent(db, owner, { name: 'Bo' });
    await insertCalls(acct, [
      { version: 1, booked: true }, { version: 1 }, { version: 1, optedOut: true }, { version: 1 },
      { version: 2, booked: true }, { version: 2, booked: true, transferred: true }, { version: 2, status: 'no_answer' },
      { version: null },
      { agentId: other.id, version: 1, optedOut: true },
    ]);
    const r = await callAnalytics(db, owner, { from: '2026-03-09', to: '2026-03-09', group_by: 'agent_version' }, now);
    const a = acct.agent.id;
    expect(r.group_by).toBe('agent_version');
    expect(r.buckets.map((b) => [b.key, b.label, b.agent_id, b.agent_version])).toEqual([
      [`${a}:2`, 'Sales Agent v2', a, 2], [`${a}:1`, 'Sales Agent v1', a, 1], [`${a}:none`, 'Sales Agent (before versions)', a, null],
      [`${other.id}:1`, 'Bo v1', other.id, 1],
    ]);
    expect(r.buckets[0]).toMatchObject({ calls: 3, completed: 2, bookings: 2, opt_outs: 0, transfers: 1, booking_rate: 1, opt_out_rate: 0, transfer_rate: 0.5 });
    expect(r.buckets[1]).toMatchObject({ calls: 4, completed: 4, bookings: 1, opt_outs: 1, transfers: 0, booking_rate: 0.25, opt_out_rate: 0.25, transfer_rate: 0 });
    expect(r.buckets[3]).toMatchObject({ calls: 1, opt_outs: 1, opt_out_rate: 1 });
    expect(r.totals).toMatchObject({ calls: 9, completed: 8, bookings: 3, opt_outs: 2, transfers: 1, booking_rate: 0.375 });
  });

  it('leaves the other groupings as they were, and shows nothing of another account', async () => {
    const acct = await fundedAccount();
    await insertCalls(acct, [{ version: 1, booked: true }]);
    const byAgent = await callAnalytics(await getDb(), await actorOf(acct.userId), { from: '2026-03-09', to: '2026-03-09', group_by: 'agent' }, now);
    expect(byAgent.buckets[0]).not.toHaveProperty('booking_rate');
    expect(byAgent.buckets[0]).not.toHaveProperty('agent_version');
    const stranger = await newAccount('Stranger');
    const theirs = await callAnalytics(await getDb(), await actorOf(stranger.userId), { from: '2026-03-09', to: '2026-03-09', group_by: 'agent_version' }, now);
    expect(theirs.buckets).toEqual([]);
  });
});
