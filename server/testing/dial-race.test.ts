import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { calls, jobs } from '../db/schema';
import { initiateCall } from '../services/calls/initiate';
import { childEnvFor, runScript } from './child-process';
import { fundedAccount } from './call-fixtures';
import { actorOf } from './fixtures';

/**
 * No double dial across processes: two real processes on one PostgreSQL database dial the same calls at the same
 * moment (as two runners would with a duplicated job), and a call scheduled by one process is dialed, once, by
 * others started after it (a restart between scheduling and dialing). PGlite opens a folder from one process only,
 * so these run on PostgreSQL (CI runs them directly and through the pooler).
 */
const onPostgres = Boolean(config.DATABASE_URL);

const childEnv = () => childEnvFor({ SIMULATOR_TIME_SCALE: '1' });
const run = (env: NodeJS.ProcessEnv, args: string[]) => runScript('server/testing/dial-race-child.ts', env, args);

describe.skipIf(!onPostgres)('dialing across processes (PostgreSQL)', () => {
  it('dials each call once when two processes race for the same calls', async () => {
    const db = await getDb();
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const actor = await actorOf(acct.userId);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await initiateCall(db, actor, { purpose: 'informational', phone_number: `+1415555${String(1100 + i)}`, agent_id: acct.agent.id })).id);
    const env = await childEnv();
    const startAt = String(Date.now() + 2500);
    const [a, b] = await Promise.all([run(env, ['dial', startAt, ...ids.map(String)]), run(env, ['dial', startAt, ...ids.map(String)])]);
    const outcomes = [...JSON.parse(a), ...JSON.parse(b)] as { dialed: boolean }[];
    expect(outcomes.filter((o) => o.dialed)).toHaveLength(ids.length);
    const rows = await db.select().from(calls).where(inArray(calls.id, ids));
    expect(rows.every((r) => r.status === 'ringing' && r.dialedAt !== null)).toBe(true);
    // One dial, one ring: the simulator schedules exactly one answer per call.
    const answers = await db.select().from(jobs).where(sql`${jobs.kind} = 'calls.simulator_step' and (${jobs.payload} ->> 'call_id')::int = any(${sql.raw(`array[${ids.join(',')}]`)})`);
    expect(answers).toHaveLength(ids.length);
  }, 60_000);

  it('keeps a scheduled call across a restart: dialed once, at its time, by processes started after it', async () => {
    const db = await getDb();
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const scheduledAt = new Date(Date.now() + 4000);
    const created = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155551199', agent_id: acct.agent.id, scheduled_at: scheduledAt.toISOString() });
    expect(created.status).toBe('scheduled');
    const env = await childEnv();
    const startAt = String(Date.now() + 1000);
    const results = await Promise.all([run(env, ['work', startAt, '7000']), run(env, ['work', startAt, '7000'])]);
    const handled = results.map((r) => (JSON.parse(r) as { handled: number }).handled);
    const [row] = await db.select().from(calls).where(eq(calls.id, created.id));
    expect(['ringing', 'in_progress']).toContain(row.status);
    expect(row.dialedAt!.getTime()).toBeGreaterThanOrEqual(Math.floor(scheduledAt.getTime() / 1000) * 1000);
    const answers = await db.select().from(jobs).where(sql`${jobs.kind} = 'calls.simulator_step' and ${jobs.payload} ->> 'step' = 'answer' and (${jobs.payload} ->> 'call_id')::int = ${created.id}`);
    expect(answers).toHaveLength(1);
    expect(handled.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
