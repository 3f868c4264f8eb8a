import { and, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, unpooledDatabaseUrl } from '../config';
import { getDb } from '../db/client';
import { accounts, calls, jobs, walletLedger } from '../db/schema';
import type { Database } from '../db/types';
import { DIAL_DEADLINE_MS, unconfirmedDialReasons } from '../services/calls/dial-handoff';
import { initiateCall } from '../services/calls/initiate';
import { balanceAndLedgerSum, callRowOf, fundedAccount } from './call-fixtures';
import { childEnvFor, runScript } from './child-process';
import { actorOf, outboxOf } from './fixtures';
import { withDatabase } from './global-setup';

/**
 * The dial's connection killed between its commit and the provider's answer, on PostgreSQL with real processes: a
 * runner process dials a call while this one holds the call's row at the right moments, so the runner's next
 * statement after the dial's commit waits on it, and is killed there with pg_terminate_backend. A freshly started
 * process (a restart) then runs the worker: the call reaches the provider once, or ends failed at its deadline, with
 * the hold released and the wallet equal to its ledger. PGlite opens a folder from one process only, so these run on
 * PostgreSQL.
 */
const onPostgres = Boolean(config.DATABASE_URL);
const run = (env: NodeJS.ProcessEnv, args: string[]) => runScript('server/testing/dial-handoff-race-child.ts', env, args);

let db: Database;
/** Sessions of this test's own, outside the app's pool: the row holders and the observer. */
let sessions: postgres.Sql;
beforeAll(async () => {
  if (!onPostgres) return;
  db = await getDb();
  const [{ name }] = (await db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
  sessions = postgres(withDatabase(unpooledDatabaseUrl()!, name), { max: 6, onnotice: () => {} });
});
afterAll(async () => {
  await sessions?.end();
});

/** Polls `check` until it answers a value (bounded, so a choreography that goes wrong fails instead of hanging). */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 45_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A session of its own holding the call's row FOR UPDATE until released; its request may itself wait in line. */
async function holdRow(callId: number) {
  const s = await sessions.reserve();
  const [{ pid }] = await s<{ pid: number }[]>`select pg_backend_pid() as pid`;
  await s`begin`;
  const locked = s`select id from calls where id = ${callId} for update`.execute();
  return { pid, locked, release: async () => { await locked; await s`commit`; s.release(); } };
}

/** A backend outside `mine` that `holder` blocks: the runner's statement, stopped at the held row. */
const blockedBy = (holder: number, mine: number[], ms?: number) => until('the runner to wait on the call row', async () => {
  const rows = await sessions<{ pid: number; query: string }[]>`
    select pid, query from pg_stat_activity
    where datname = current_database() and ${holder}::int = any(pg_blocking_pids(pid)) and pid <> all(${mine}::int[])`;
  return rows[0];
}, ms);
const waiting = (pid: number) => until(`session ${pid} to wait in line`, async () => {
  const [r] = await sessions<{ w: string | null }[]>`select wait_event_type as w from pg_stat_activity where pid = ${pid}`;
  return r?.w === 'Lock' ? true : undefined;
});

/** A direct call placed by this process: queued, its funds held, its dial job due now. */
async function placedCall(phone: string) {
  const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 10 });
  const call = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: phone, agent_id: acct.agent.id });
  const [job] = await db.select({ id: jobs.id }).from(jobs)
    .where(and(eq(jobs.kind, 'calls.start'), sql`(${jobs.payload} ->> 'call_id')::int = ${call.id}`));
  return { acct, id: call.id, jobId: job.id };
}

/** Past a dead runner's claim lease (5 s, server/lib/lease.ts) and a failed job's first backoff, well within the dial's deadline. */
const RETRY_OFFSET = '75000';

/**
 * Runs the call's dial job in a runner process and kills its connection at its `stop`-th wait on the call's row
 * after the one the dial's own transaction makes (1: the first statement after the dial's commit; 2: the one after
 * that). Answers the runner's output and the statement that was killed.
 */
async function dialKilledAt(call: { id: number; jobId: number }, env: NodeJS.ProcessEnv, stop: 1 | 2) {
  const first = await holdRow(call.id);
  const runner = run(env, ['job', String(call.jobId)]);
  const ours = [first.pid];
  // The dial's transaction, at its lock of the call (the runner process starts slowly on a loaded machine).
  await blockedBy(first.pid, ours, 150_000);
  let holder = first;
  for (let i = 0; i < stop; i++) {
    // The runner's next statement must be in line before `next` is: a holder that queued first would take the row
    // ahead of it, and the statement killed below would be this one instead of the one after.
    if (i > 0) await blockedBy(holder.pid, ours);
    const next = await holdRow(call.id);
    ours.push(next.pid);
    await waiting(next.pid);
    await holder.release(); // the runner's statement goes, commits; `next` takes the row before the runner's next
    await next.locked;
    holder = next;
    if (i === 0) expect((await callRowOf(call.id)).dialedAt).not.toBeNull();
  }
  const victim = await blockedBy(holder.pid, ours);
  await sessions`select pg_terminate_backend(${victim.pid})`;
  await holder.release();
  // The runner either records its job's failure (retried after a backoff) or dies with its connection (postgres.js
  // may throw outside any promise as the socket goes): its claim then lapses after the lease. Both are the fault.
  const out = await runner.then((line) => JSON.parse(line) as { claimed: boolean; ok: boolean | null }, () => ({ died: true }));
  return { out, killed: victim.query };
}

const heldOf = async (accountId: number) =>
  Number((await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, accountId)))[0].held);
const ringsOf = async (callId: number) =>
  (await db.select().from(jobs).where(sql`${jobs.kind} = 'calls.simulator_step' and (${jobs.payload} ->> 'call_id')::int = ${callId}`)).length;

describe.skipIf(!onPostgres)('a dial whose connection is killed between its commit and the provider (PostgreSQL)', () => {
  it('is handed off once by the retried job in a restarted process, then ends and bills as any call', async () => {
    const call = await placedCall('+14155552201');
    const env = await childEnvFor({ SIMULATOR_TIME_SCALE: '1' });
    const { out, killed } = await dialKilledAt(call, env, 1);
    expect([{ claimed: true, ok: false }, { died: true }]).toContainEqual(out);
    expect(killed).toMatch(/"calls"/);
    const stuck = await callRowOf(call.id);
    expect(stuck).toMatchObject({ status: 'queued' });
    expect(stuck.dialedAt).not.toBeNull();
    expect(await ringsOf(call.id)).toBe(0);

    // A fresh process, past the job's retry (or the dead runner's lease): the dial is resumed and the provider asked, once.
    await run(env, ['work', RETRY_OFFSET, '0', '3']);
    expect((await callRowOf(call.id)).status).toBe('ringing');
    expect(await ringsOf(call.id)).toBe(1);

    // The simulated call plays out over the next simulated minutes; its hold becomes its charge.
    await run(env, ['work', '90000', '60000', '15']);
    const ended = await callRowOf(call.id);
    expect(['completed', 'no_answer', 'busy', 'voicemail', 'failed']).toContain(ended.status);
    expect(ended.holdCents).toBe(0);
    expect(await heldOf(call.acct.accountId)).toBe(0);
    const money = await balanceAndLedgerSum(call.acct.accountId);
    expect(money.balance).toBe(money.ledgerSum);
    const debits = await db.select({ amount: walletLedger.amountCents }).from(walletLedger)
      .where(and(eq(walletLedger.accountId, call.acct.accountId), eq(walletLedger.kind, 'call_debit')));
    expect(-debits.reduce((s, d) => s + Number(d.amount), 0)).toBe(ended.costCents ?? 0);
  }, 420_000);

  it('is never asked again once the provider was asked, and a restarted process past the deadline ends it failed', async () => {
    const call = await placedCall('+14155552202');
    const env = await childEnvFor({ SIMULATOR_TIME_SCALE: '1' });
    const held = await heldOf(call.acct.accountId);
    expect(held).toBeGreaterThan(0);
    const before = await balanceAndLedgerSum(call.acct.accountId);
    const { out } = await dialKilledAt(call, env, 2);
    expect([{ claimed: true, ok: false }, { died: true }]).toContainEqual(out);
    expect(await callRowOf(call.id)).toMatchObject({ status: 'queued', providerCallId: null });
    expect((await callRowOf(call.id)).handoffAt).not.toBeNull();

    // The retried job, in a fresh process within the deadline: in doubt, the provider is not asked again.
    await run(env, ['work', RETRY_OFFSET, '0', '3']);
    expect((await callRowOf(call.id)).status).toBe('queued');
    expect(await ringsOf(call.id)).toBe(0);

    // Another fresh process past the deadline: the sweeper settles it.
    await run(env, ['work', String(DIAL_DEADLINE_MS + 10_000), '0', '2']);
    expect(await callRowOf(call.id)).toMatchObject({ status: 'failed', failureReason: unconfirmedDialReasons.inDoubt, holdCents: 0, costCents: 0 });
    expect(await ringsOf(call.id)).toBe(0);
    expect(await heldOf(call.acct.accountId)).toBe(0);
    expect(await balanceAndLedgerSum(call.acct.accountId)).toEqual(before);
    expect(before.balance).toBe(before.ledgerSum);
    expect((await outboxOf(call.acct.accountId)).filter((e) => e.eventType === 'call.failed')).toHaveLength(1);
    const [{ live }] = await db.select({ live: sql<number>`count(*)::int` }).from(calls)
      .where(and(eq(calls.accountId, call.acct.accountId), sql`${calls.status} in ('queued', 'ringing', 'in_progress')`));
    expect(live).toBe(0);
  }, 420_000);
});
