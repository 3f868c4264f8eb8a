import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { agents, calls } from '@/server/db/schema';
import { keyWith, newAccount } from '@/server/testing/fixtures';
import { callRowOf, fundedAccount } from '@/server/testing/call-fixtures';
import { serveRoute } from '@/server/testing/route-server';
import { teamsAccount } from '@/server/testing/team-fixtures';
import { insertDebits } from '@/server/testing/usage-fixtures';
import { settleCall } from '@/server/services/wallet/holds';
import { GET } from './route';
import { GET as GET_CSV } from '../usage.csv/route';

/** A request over real HTTP to a route served on a loopback port. */
async function over<T = any>(handler: typeof GET, key: string | null, query: string) {
  const server = await serveRoute(handler);
  try {
    const res = await fetch(`${server.url}/api/v1/usage?${query}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as T };
  } finally {
    await server.close();
  }
}

const month = { from: '2026-03-01', to: '2026-04-01' };
const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

describe('GET /api/v1/usage', () => {
  it("answers this month's debits, written by the wallet when a call ends, for the key's account only", async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const db = await getDb();
    const [row] = await db.insert(calls).values({
      accountId: acct.accountId, callId: `call_r${Date.now().toString(16).padStart(23, '0')}`, agentId: acct.agent.id, createdByUserId: acct.userId,
      status: 'completed', phoneNumber: '+14155550123', provider: 'simulator', purpose: 'informational', rateCents: 10,
      estimatedStartAt: new Date(), durationSeconds: 125, costCents: 30, providerCostCents: 12,
    }).returning({ id: calls.id });
    const callRow = await callRowOf(row.id);
    await db.transaction(async (tx) => settleCall(tx, callRow, 30, 3));
    const res = await over(GET, acct.key, q({ group_by: 'agent', timezone: 'Pacific/Chatham' }));
    expect(res.status).toBe(200);
    const zoneMonth = DateTime.now().setZone('Pacific/Chatham').startOf('month');
    expect(res.body).toMatchObject({
      from: zoneMonth.toUTC().toISO(), group_by: 'agent', timezone: 'Pacific/Chatham',
      buckets: [{ key: acct.agent.id, name: 'Sales Agent', calls: 1, billed_minutes: 3, billed_cents: 30, provider_cents: 12 }],
      totals: { calls: 1, billed_minutes: 3, billed_cents: 30, provider_cents: 12 },
    });
    const stranger = await newAccount();
    expect((await over(GET, stranger.key, q({ group_by: 'agent' }))).body).toMatchObject({ buckets: [], totals: { calls: 0, billed_cents: 0 } });
  });

  it('sums a member sees are those of the calls they may see', async () => {
    const acct = await teamsAccount();
    await insertDebits(acct.accountId, [
      { at: '2026-03-05T10:00:00Z', cents: 30, agentId: acct.agent.id, userId: acct.userId },
      { at: '2026-03-06T10:00:00Z', cents: 40, agentId: acct.salesAgent.id, userId: acct.userId },
    ]);
    const owner = await over(GET, acct.key, q({ ...month, group_by: 'team' }));
    expect(owner.body.buckets.map((b: { key: number }) => b.key)).toEqual([acct.salesTeamId, acct.teamId]);
    const member = await over(GET, acct.member.key, q({ ...month, group_by: 'team' }));
    expect(member.body).toMatchObject({ buckets: [{ key: acct.salesTeamId, name: 'Sales', billed_cents: 40 }], totals: { calls: 1, billed_cents: 40 } });
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['from=2026-03-01T24:00:00Z', 'from'],
    ['to=next-week', 'to'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
    ['from=2026-03-01&to=2026-03-01', 'to'],
    ['from=2025-01-01&to=2026-01-03', 'to'],
    ['timezone=Mars%2FOlympus', 'timezone'],
    ['timezone=%00', 'timezone'],
    ['group_by=week', 'group_by'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const acct = await newAccount();
    const res = await over(GET, acct.key, query);
    expect(res.status).toBe(400);
    expect(['invalid_parameter', 'validation_error']).toContain(res.body.error);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('needs a key with can_read_calls', async () => {
    const acct = await newAccount();
    expect((await over(GET, await keyWith(acct.userId, ['can_read_agents']), '')).status).toBe(403);
    expect((await over(GET, null, '')).status).toBe(401);
    expect((await over(GET_CSV, await keyWith(acct.userId, ['can_read_agents']), '')).status).toBe(403);
  });
});

describe('GET /api/v1/usage.csv', () => {
  it('is the JSON answer as rows, a header first and the totals last, formula-safe', async () => {
    const acct = await teamsAccount();
    const db = await getDb();
    await db.update(agents).set({ name: '=HYPERLINK("x")' }).where(eq(agents.id, acct.salesAgent.id));
    await insertDebits(acct.accountId, [
      { at: '2026-03-05T10:00:00Z', cents: 30, seconds: 61, providerCents: 4, agentId: acct.agent.id, campaignId: 5 },
      { at: '2026-03-06T10:00:00Z', cents: 40, seconds: 600, agentId: acct.salesAgent.id },
    ]);
    for (const group_by of ['day', 'team', 'agent', 'campaign']) {
      const query = q({ ...month, group_by, timezone: 'Asia/Kolkata' });
      const json = await over(GET, acct.key, query);
      const csv = await over(GET_CSV, acct.key, query);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect(csv.headers.get('content-disposition')).toContain(`usage-by-${group_by}.csv`);
      const lines = csv.text.trimEnd().split('\r\n');
      expect(lines[0]).toBe('key,name,calls,billed_minutes,billed_cents,provider_cents');
      const cell = (v: unknown) => (v === null ? '' : /^[=+\-@]/.test(String(v)) ? `"'${String(v).replace(/"/g, '""')}"` : String(v));
      expect(lines.slice(1, -1)).toEqual(json.body.buckets.map((b: Record<string, unknown>) =>
        [b.key, b.name, b.calls, b.billed_minutes, b.billed_cents, b.provider_cents].map(cell).join(',')));
      const t = json.body.totals;
      expect(lines.at(-1)).toBe(`total,,${t.calls},${t.billed_minutes},${t.billed_cents},${t.provider_cents}`);
    }
    const bad = await over(GET_CSV, acct.key, 'group_by=hour');
    expect([bad.status, bad.body.error]).toEqual([400, 'invalid_parameter']);
  });
});
