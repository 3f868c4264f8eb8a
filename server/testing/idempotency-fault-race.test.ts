import type { ChildProcess } from 'node:child_process';
import { and, count, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, unpooledDatabaseUrl } from '../config';
import { getDb } from '../db/client';
import { calls, idempotencyKeys } from '../db/schema';
import { fundedAccount, type CallTestAccount } from './call-fixtures';
import { withDatabase } from './global-setup';
import { startRouteProcess } from './route-process';

/**
 * A fault between claiming an Idempotency-Key and storing its answer, with two server processes on one PostgreSQL:
 * the request's connection terminated (pg_terminate_backend) while it stores the answer of a call it placed, and
 * the process killed (SIGKILL) while its placement waits. Either way the client's retry with the same key, through
 * the other process, is answered with the one call placed (at once, or once the dead holder's 2 s lease lapses),
 * never 409 for the key's 24 hours and never with a second call.
 */
const onPostgres = Boolean(config.DATABASE_URL);
const LEASE = '2';

describe.skipIf(!onPostgres)('an Idempotency-Key whose request died between its claim and its answer', () => {
  const children: ChildProcess[] = [];
  let admin: postgres.Sql;
  let urls: string[];

  beforeAll(async () => {
    const db = await getDb();
    const [{ name }] = (await db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
    admin = postgres(withDatabase(unpooledDatabaseUrl()!, name), { max: 4, onnotice: () => {} });
    urls = await Promise.all([0, 1].map(() => startRouteProcess('calls', children, { IDEMPOTENCY_LOCK_LEASE_SECONDS: LEASE })));
  }, 120_000);
  afterAll(async () => {
    children.forEach((c) => c.stdin?.end());
    await admin?.end({ timeout: 1 });
  });

  const post = (url: string, acct: CallTestAccount, key: string) =>
    fetch(`${url}/api/v1/calls`, {
      method: 'POST',
      headers: { authorization: `Bearer ${acct.key}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ phone_number: '+14155550123', agent_id: acct.agent.id }),
    }).then(async (res) => ({ status: res.status, headers: res.headers, body: (await res.json()) as { id?: number; error?: string } }));

  const callsOf = async (acct: CallTestAccount) => {
    const [n] = await (await getDb()).select({ n: count() }).from(calls).where(eq(calls.accountId, acct.accountId));
    return n.n;
  };

  async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      const got = await probe();
      if (got) return got;
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  /** A backend of this database (not ours) waiting for a lock in a statement that matches `like`. */
  const waiting = (like: string) => until(`a statement like ${like} waiting for a lock`, async () => {
    const rows = await admin<{ pid: number }[]>`
      select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock' and query ilike ${like}`;
    return rows[0]?.pid;
  });

  /** Holds a row lock in a transaction of its own until the answered function is called. */
  async function holdLock(statement: (tx: postgres.ReservedSql) => Promise<unknown>) {
    const tx = await admin.reserve();
    await tx`begin`;
    await statement(tx);
    return async () => {
      await tx`commit`;
      tx.release();
    };
  }

  const keyClaimed = (acct: CallTestAccount, key: string) => until('the key to be claimed', async () => {
    const [row] = await (await getDb()).select().from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, acct.accountId), eq(idempotencyKeys.key, key)));
    return row;
  });

  it('answers the placed call to the retry when the connection storing the answer is terminated', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const key = 'terminated-while-answering';
    // The placement waits on the account's lock, so the key row can be locked between the claim and the answer.
    const releaseAccount = await holdLock((tx) => tx`select 1 from accounts where id = ${acct.accountId} for no key update`);
    const first = post(urls[0], acct, key);
    await keyClaimed(acct, key);
    const releaseKey = await holdLock((tx) => tx`select 1 from idempotency_keys where account_id = ${acct.accountId} and key = ${key} for update`);
    await releaseAccount();
    // The answer's update, not a renewal of the lock (which a request that waited that long also sends).
    const pid = await waiting('update "idempotency_keys" set "response_status"%');
    expect(await callsOf(acct)).toBe(1);
    await admin`select pg_terminate_backend(${pid})`;
    await releaseKey();

    const lost = await first;
    expect(lost.status).toBe(503);
    expect(lost.body.error).toBe('service_unavailable');
    expect(Number(lost.headers.get('retry-after'))).toBeGreaterThan(0);

    // The failed run gave up its lock and kept its claim: the retry runs again at once and finds the call.
    const retry = await post(urls[1], acct, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const [placed] = await (await getDb()).select({ id: calls.id }).from(calls).where(eq(calls.accountId, acct.accountId));
    expect(retry.body.id).toBe(placed.id);
    const replay = await post(urls[0], acct, key);
    expect([replay.status, replay.headers.get('idempotent-replayed'), replay.body.id]).toEqual([201, 'true', placed.id]);
    expect(await callsOf(acct)).toBe(1);
  }, 60_000);

  it('answers the placed call to the retry once the lease of a killed process lapses', async () => {
    const victimUrl = await startRouteProcess('calls', children, { IDEMPOTENCY_LOCK_LEASE_SECONDS: LEASE });
    const victim = children.at(-1)!;
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const key = 'killed-while-placing';
    const releaseAccount = await holdLock((tx) => tx`select 1 from accounts where id = ${acct.accountId} for no key update`);
    const first = post(victimUrl, acct, key).catch((err: unknown) => err);
    await keyClaimed(acct, key);
    await waiting('%calls_hold_for_placement%');
    victim.kill('SIGKILL');
    expect(await first).toBeInstanceOf(Error);
    // The placement the dead process sent still runs once the lock is free: the call exists, its answer does not.
    await releaseAccount();
    await until('the dead process\'s call', async () => (await callsOf(acct)) === 1);

    const answers: number[] = [];
    const retry = await until('the retry to be answered', async () => {
      const res = await post(urls[1], acct, key);
      answers.push(res.status);
      if (res.status === 409) {
        expect(res.body.error).toBe('idempotency_key_in_use');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(Number(LEASE));
        return null;
      }
      return res;
    }, 15_000);
    expect(retry.status).toBe(201);
    const [placed] = await (await getDb()).select({ id: calls.id }).from(calls).where(eq(calls.accountId, acct.accountId));
    expect(retry.body.id).toBe(placed.id);
    expect(answers.every((s) => s === 409 || s === 201)).toBe(true);
    expect(await callsOf(acct)).toBe(1);
  }, 60_000);
});
