import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '../../app/api/v1/calls/route';
import { config } from '../config';
import { getDb } from '../db/client';
import { accounts, calls, jobs, walletLedger } from '../db/schema';
import type { Database } from '../db/types';
import { changeCallStatus } from '../services/calls/lifecycle';
import { balanceAndLedgerSum, fundedAccount, type CallTestAccount } from './call-fixtures';
import { keyWith } from './fixtures';
import { serveRoute } from './route-server';
import { startRouteProcess } from './route-process';

/**
 * Many clients place calls at once on a wallet that pays for few: the account row is locked while a call's funds
 * are held, so exactly the affordable calls are accepted (201) and the rest answer 402 with nothing queued, and the
 * ledger never goes below zero once they are settled. Over real HTTP, in this process on any database, and across
 * two server processes on PostgreSQL (PGlite opens its folder from one process only).
 */
const onPostgres = Boolean(config.DATABASE_URL);
let db: Database;
let server: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  db = await getDb();
  server = await serveRoute(POST);
});
afterAll(() => server?.close());

/** 250 cents at 10 a minute, calls of 10 minutes at most: holds of 100, 100 and 50 (5 minutes), then nothing. */
const AFFORDABLE = 3;
const account = (extra: { maxLiveCalls?: number } = {}) => fundedAccount({ balanceCents: 250, rateCents: 10, maxCallSeconds: 600, ...extra });

async function fire(urls: string[], acct: CallTestAccount, perServer: number) {
  const key = await keyWith(acct.userId, ['can_initiate_calls']);
  const requests = urls.flatMap((url, s) =>
    Array.from({ length: perServer }, (_, i) =>
      fetch(`${url}/api/v1/calls`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        // Service calls: a marketing call would wait for the callee's legal hours, whatever hour the test runs at.
        body: JSON.stringify({ purpose: 'informational', phone_number: `+1415555${String(2000 + s * 100 + i)}`, agent_id: acct.agent.id }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: string; id?: number } })),
    ),
  );
  return Promise.all(requests);
}

async function expectOnlyAffordable(acct: CallTestAccount, results: { status: number; body: { error?: string } }[], affordable: number) {
  expect(results.filter((r) => r.status === 201)).toHaveLength(affordable);
  expect(results.filter((r) => r.status === 402).every((r) => r.body.error === 'insufficient_funds')).toBe(true);
  expect(results.filter((r) => r.status !== 201 && r.status !== 402)).toEqual([]);
  const rows = await db.select().from(calls).where(eq(calls.accountId, acct.accountId));
  expect(rows).toHaveLength(affordable);
  // One dial job per accepted call, none for a refused one.
  const queued = await db.select().from(jobs).where(eq(jobs.kind, 'calls.start'));
  expect(queued.filter((j) => rows.some((r) => r.id === (j.payload as { call_id: number }).call_id))).toHaveLength(affordable);
  const [a] = await db.select({ held: accounts.heldCents, balance: accounts.walletBalanceCents }).from(accounts).where(eq(accounts.id, acct.accountId));
  expect(a).toEqual({ held: 250, balance: 250 });
  expect(rows.map((r) => r.holdCents).sort((x, y) => x - y)).toEqual([50, 100, 100]);
  expect(rows.map((r) => r.maxDurationSeconds).sort((x, y) => x! - y!)).toEqual([300, 600, 600]);

  // Every call outlasts its maximum (the provider overran): each is charged what it held, never more.
  for (const r of rows) {
    await changeCallStatus(db, r.id, { to: 'ringing', at: new Date() });
    await changeCallStatus(db, r.id, { to: 'in_progress', at: new Date() });
    await changeCallStatus(db, r.id, { to: 'completed', at: new Date(), durationSeconds: 3_600 });
  }
  expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 0, ledgerSum: 0 });
  const ledger = await db.select().from(walletLedger).where(eq(walletLedger.accountId, acct.accountId));
  expect(ledger.every((l) => l.balanceAfterCents >= 0)).toBe(true);
}

describe('concurrent POST /api/v1/calls on a wallet that pays for few', () => {
  it('accepts exactly the calls the balance can hold and refuses the rest with 402, nothing queued', async () => {
    const acct = await account();
    await expectOnlyAffordable(acct, await fire([server.url], acct, 25), AFFORDABLE);
  }, 120_000);

  it('caps the live calls of an account: the rest answer 429 live_call_limit, nothing queued', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 10, maxLiveCalls: 3 });
    const results = await fire([server.url], acct, 10);
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.error}`)).toEqual(Array(7).fill('429 live_call_limit'));
    expect(await db.select().from(calls).where(eq(calls.accountId, acct.accountId))).toHaveLength(3);
    // A call that ends frees its place.
    const [first] = await db.select().from(calls).where(eq(calls.accountId, acct.accountId));
    await changeCallStatus(db, first.id, { to: 'canceled', at: new Date() });
    expect((await fire([server.url], acct, 1))[0].status).toBe(201);
  }, 60_000);

  describe.skipIf(!onPostgres)('two server processes (PostgreSQL)', () => {
    const children: ChildProcess[] = [];
    afterAll(() => children.forEach((c) => c.stdin?.end()));

    it('accepts exactly the affordable calls when two processes take requests at once', async () => {
      const urls = await Promise.all([startRouteProcess('calls', children), startRouteProcess('calls', children)]);
      const acct = await account();
      await expectOnlyAffordable(acct, await fire(urls, acct, 15), AFFORDABLE);
    }, 120_000);

    it('caps the live calls when two processes take requests at once, and after both restart', async () => {
      // Each placement counts the live calls after it is granted the account lock, so a call committed by the other
      // process while this one waited is counted: exactly the cap is accepted, whichever process placed them.
      const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 10, maxLiveCalls: 4 });
      const first = await Promise.all([startRouteProcess('calls', children), startRouteProcess('calls', children)]);
      const results = await fire(first, acct, 10);
      expect(results.filter((r) => r.status === 201)).toHaveLength(4);
      expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.error}`)).toEqual(Array(16).fill('429 live_call_limit'));
      const written = await db.select().from(calls).where(eq(calls.accountId, acct.accountId));
      expect(written).toHaveLength(4);
      expect((await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId)))[0].held).toBe(400);
      // New processes start from the database alone: still full until a call ends, then exactly one more.
      children.splice(0).forEach((c) => c.stdin?.end());
      const second = await Promise.all([startRouteProcess('calls', children), startRouteProcess('calls', children)]);
      expect((await fire(second, acct, 3)).map((r) => r.status)).toEqual(Array(6).fill(429));
      await changeCallStatus(db, written[0].id, { to: 'canceled', at: new Date() });
      expect((await fire(second, acct, 3)).filter((r) => r.status === 201)).toHaveLength(1);
    }, 120_000);
  });
});
