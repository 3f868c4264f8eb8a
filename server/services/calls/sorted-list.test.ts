import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/v1/calls/route';
import { getDb } from '../../db/client';
import type { Database } from '../../db/types';
import { rowsOf } from '../../db/rows';
import { actorOf, keyWith, newUser } from '../../testing/fixtures';
import { callRoute } from '../../testing/http';
import { fundedAccount, type CallTestAccount } from '../../testing/call-fixtures';
import { createAgent } from '../agents/service';
import { newCallId } from './call-row';
import { listCalls } from './read';
import type { CallSort } from './schema';

// GET /api/v1/calls?sort=cost|-cost|latency|-latency: every page in order, by cursor and by page number, nulls last
// either way, within the key's account and visibility.

let db: Database;
let acct: CallTestAccount;
let other: CallTestAccount;
let key: string;
type Seeded = { id: number; cost: number | null; p95: number | null };
let seeded: Seeded[] = [];

/** Calls with the given cost and p95 (null: not ended, not reported), created a minute apart; their ids in order. */
async function seed(a: CallTestAccount, agentId: number, values: [number | null, number | null][]): Promise<Seeded[]> {
  const out: Seeded[] = [];
  for (const [i, [cost, p95]] of values.entries()) {
    const [row] = rowsOf<{ id: number }>(await db.execute(sql`insert into calls (account_id, call_id, agent_id, status, phone_number, provider,
        rate_cents, estimated_start_at, created_at, cost_cents, latency_p95_ms)
      values (${a.accountId}, ${newCallId()}, ${agentId},
        ${cost === null ? 'queued' : 'completed'}, '+14155550123', 'simulator', 10, now(), now() - ${i} * interval '1 minute', ${cost}, ${p95})
      returning id`));
    out.push({ id: Number(row.id), cost, p95 });
  }
  return out;
}

/** The expected order of a sort: values in its direction, ties by id in it too, calls without a value last by id. */
function expected(sort: CallSort, rows: Seeded[]): number[] {
  const desc = sort.startsWith('-');
  const value = (r: Seeded) => (sort.endsWith('cost') ? r.cost : r.p95);
  const sign = desc ? -1 : 1;
  const withValue = rows.filter((r) => value(r) !== null).sort((a, b) => sign * (value(a)! - value(b)!) || sign * (a.id - b.id));
  const without = rows.filter((r) => value(r) === null).sort((a, b) => sign * (a.id - b.id));
  return [...withValue, ...without].map((r) => r.id);
}

const list = (query: string, k = key) => callRoute(listRoute, { path: `/api/v1/calls?${query}`, key: k });

beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount();
  other = await fundedAccount();
  key = await keyWith(acct.userId, ['can_read_calls']);
  // Ties, zeros and nulls in both columns; the other account's calls are cheaper and more expensive than all of them.
  const values: [number | null, number | null][] = [
    [30, 900], [10, 1200], [null, null], [30, 700], [0, null], [20, 1200], [null, 800], [10, 950], [45, null],
    [30, 900], [null, null], [20, 600], [5, 3000], [0, 1200], [null, null], [20, 900], [12, 1000],
  ];
  seeded = await seed(acct, acct.agent.id, values);
  await seed(other, other.agent.id, [[1, 1], [9_999, 99_999], [null, null], [15, 950]]);
});

describe('the calls list sorted by cost or latency', () => {
  it.each(['cost', '-cost', 'latency', '-latency'] as const)('sort=%s: pages by cursor and by number give the same order, nulls last', async (sort) => {
    const want = expected(sort, seeded);
    const byCursor: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      byCursor.push(...res.body.calls.map((c: { id: number }) => c.id));
      cursor = res.body.next_cursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(byCursor).toEqual(want);

    const byPage: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await list(`sort=${sort}&limit=4&page=${page}`);
      expect(res.body.count).toBe(seeded.length);
      byPage.push(...res.body.calls.map((c: { id: number }) => c.id));
    }
    expect(byPage).toEqual(want);
  });

  it('the cost order is that of cost_cents and cost_breakdown.billed_cents alike', async () => {
    const res = await list('sort=-cost&limit=100');
    const billed = res.body.calls.map((c: { cost_cents: number | null; cost_breakdown: { billed_cents: number | null } }) => {
      expect(c.cost_breakdown.billed_cents).toBe(c.cost_cents);
      return c.cost_cents;
    });
    expect(billed).toEqual([45, 30, 30, 30, 20, 20, 20, 12, 10, 10, 5, 0, 0, null, null, null, null]);
  });

  it('keeps the default order (newest first) without sort, and refuses an unknown sort with 400', async () => {
    const res = await list('limit=100');
    expect(res.body.calls.map((c: { id: number }) => c.id)).toEqual(seeded.map((s) => s.id));
    for (const bad of ['price', 'cost,latency', '+cost', '', 'COST']) {
      const r = await list(`sort=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.error).toBe('invalid_parameter');
    }
  });

  it("never shows another account's calls, and a cursor of another account's call finds nothing", async () => {
    const theirs = await list('sort=-cost&limit=100', await keyWith(other.userId, ['can_read_calls']));
    expect(theirs.body.calls.map((c: { cost_cents: number | null }) => c.cost_cents)).toEqual([9_999, 15, 1, null]);
    const mine = await list('sort=-cost&limit=100');
    expect(mine.body.calls.every((c: { id: number }) => seeded.some((s) => s.id === c.id))).toBe(true);
    const [{ id: foreign }] = rowsOf<{ id: number }>(await db.execute(sql`select id from calls where account_id = ${other.accountId} limit 1`));
    for (const sort of ['cost', '-latency']) {
      const r = await list(`sort=${sort}&cursor=${foreign}`);
      expect(r.status).toBe(200);
      expect(r.body.calls).toEqual([]);
    }
  });

  it("a member sees only the calls of agents they can see, in the same order", async () => {
    const member = await newUser(acct.accountId, { role: 'member' });
    const memberActor = await actorOf(member.userId);
    const own = await createAgent(db, memberActor, { name: 'Member Agent', phone_number: null });
    const theirs = await seed(acct, own.id, [[7, 500], [null, null], [50, 5000]]);
    const page = await listCalls(db, memberActor, { sort: '-latency', limit: 100 });
    expect(page.calls.map((c) => c.id)).toEqual(expected('-latency', theirs));
    const admin = await listCalls(db, await actorOf(acct.userId), { sort: 'cost', limit: 100 });
    expect(admin.calls.map((c) => c.id)).toEqual(expected('cost', [...seeded, ...theirs]));
  });
});
