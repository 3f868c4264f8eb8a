import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { calls } from '@/server/db/schema';
import { fundedAccount } from '@/server/testing/call-fixtures';
import { keyWith, newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET } from './route';

const get = (key: string, query: string) => callRoute(GET, { path: `/api/v1/analytics/calls?${query}`, key });
const today = new Date().toISOString().slice(0, 10);

async function withCall() {
  const acct = await fundedAccount();
  await (await getDb()).insert(calls).values({
    accountId: acct.accountId, callId: `call_${Date.now().toString(16).padStart(24, '0')}`, agentId: acct.agent.id, createdByUserId: acct.userId,
    status: 'completed', phoneNumber: '+14155550123', provider: 'simulator', rateCents: 10, estimatedStartAt: new Date(),
    durationSeconds: 120, costCents: 20,
  });
  return acct;
}

describe('GET /api/v1/analytics/calls', () => {
  it('answers the buckets and totals of the calls the key can see', async () => {
    const acct = await withCall();
    const res = await get(acct.key, `from=${today}&to=${today}&group_by=agent`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      from: today, to: today, timezone: 'UTC', group_by: 'agent',
      buckets: [{ key: acct.agent.id, label: 'Sales Agent', calls: 1, completed: 1, minutes: 2, cost_cents: 20, bookings: 0, success_rate: null }],
      totals: { calls: 1, minutes: 2, cost_cents: 20 },
    });
    const byDay = await get(acct.key, 'timezone=UTC');
    expect(byDay.body.buckets).toHaveLength(30);
    expect(byDay.body.totals.calls).toBe(1);
    const stranger = await newAccount();
    expect((await get(stranger.key, `from=${today}&group_by=agent`)).body).toMatchObject({ buckets: [], totals: { calls: 0 } });
  });

  it.each([
    ['from=2025-01-01&to=2026-01-02', 'to'],
    ['group_by=hour', 'group_by'],
    ['from=2026-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['timezone=Not%2FA_Zone', 'timezone'],
    ['timezone=%00', 'timezone'],
    ['from=2026-03-10&to=2026-03-09', 'to'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const acct = await newAccount();
    const res = await get(acct.key, query);
    expect(res.status).toBe(400);
    expect(['invalid_parameter', 'validation_error']).toContain(res.body.error);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('needs can_read_calls', async () => {
    const acct = await newAccount();
    const res = await get(await keyWith(acct.userId, ['can_read_agents']), 'group_by=day');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('permission_denied');
  });
});
