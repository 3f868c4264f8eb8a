import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/rows';
import { actorForUser } from '../server/services/accounts/service';
import { createAgent } from '../server/services/agents/service';
import { purgeExpiredContent, type PurgeBatch } from '../server/services/retention/purge';
import type { BenchSuite } from './context';
import { enforceGoals, sized } from './size';

/** Ended calls a day over the seeded month (a busy account's). */
const CALLS_PER_DAY = Number(process.env.BENCH_RETENTION_CALLS_PER_DAY || sized(2000, 10));
const DAYS = 30;
/** The longest a batch's transaction (and so any row lock it holds) may last, and the health p99 while it runs. */
const GOAL_MS = 1000;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 10) / 10 : 0;
};

/** GET /api/health every 20 ms until `stop` resolves; the latency of each. */
async function probeHealth(baseUrl: string, stop: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    const t0 = performance.now();
    await fetch(`${baseUrl}/api/health`).then((r) => r.arrayBuffer());
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

/**
 * A month's purge beside live traffic: one account's month of ended calls (transcripts, recordings, summaries,
 * analysis, variables, a debit each), all past its retention, purged in batches while a client polls /api/health.
 * Counted: each batch's transaction time (the longest any purged row stayed locked), the health p50/p99/max at rest
 * and during the purge, and that usage and the ledger say the same before and after.
 */
export const retentionSuite: BenchSuite = {
  name: 'retention',
  async run(ctx) {
    const failures: string[] = [];
    const acct = await ctx.newAccount();
    const agent = await createAgent(ctx.db, await actorForUser(ctx.db, acct.userId), { name: 'Retention Agent', phone_number: '+14155550178', first_message: 'Hi.' });
    const total = CALLS_PER_DAY * DAYS;
    const seedStarted = performance.now();
    await ctx.db.execute(sql`
      with c as (
        insert into calls (account_id, call_id, agent_id, status, phone_number, provider, purpose, rate_cents, estimated_start_at,
          started_at, ended_at, duration_seconds, cost_cents, ended_reason, variables, instructions, first_message, transcript,
          transcript_final, recording_url, summary, analysis, created_at)
        select ${acct.accountId}, 'call_bench_ret_' || ${acct.accountId} || '_' || g, ${agent.id}, 'completed', '+1415' || (2000000 + g)::text,
          'simulator', 'informational', 10, t - interval '95 seconds', t - interval '90 seconds', t, 90, 20, 'customer-ended-call',
          jsonb_build_object('first_name', 'Lead ' || g), 'Call Lead ' || g || ' about the appointment.', 'Hi Lead ' || g,
          jsonb_build_array(jsonb_build_object('role', 'agent', 'text', 'Hi Lead ' || g, 'start_seconds', 0),
            jsonb_build_object('role', 'user', 'text', repeat('I would like Tuesday. ', 20), 'start_seconds', 3)),
          true, 'https://recordings.example.test/' || g || '.wav', 'Booked Tuesday.',
          jsonb_build_object('summary', 'Booked Tuesday.', 'success', true, 'structured_data', jsonb_build_object('day', 'Tuesday')),
          t - interval '95 seconds'
        from (select g, now() - interval '400 days' - (g * (${DAYS} * 86400.0 / ${total})) * interval '1 second' as t
              from generate_series(0, ${total - 1}) g) s
        returning id, ended_at)
      insert into wallet_ledger (account_id, kind, amount_cents, balance_after_cents, call_id, description, created_at)
      select ${acct.accountId}, 'call_debit', -20, 0, id, 'Call ' || id, ended_at from c`);
    ctx.log(`seeded ${total} ended calls over ${DAYS} days in ${Math.round(performance.now() - seedStarted)} ms`);

    const totals = async () => rowsOf<{ calls: number; cents: number; ledger: number; purged: number }>(await ctx.db.execute(sql`
      select (select coalesce(sum(calls), 0)::int from call_usage_quarter_hourly where account_id = ${acct.accountId}) as calls,
        (select coalesce(sum(billed_cents), 0)::int from call_usage_quarter_hourly where account_id = ${acct.accountId}) as cents,
        (select coalesce(sum(0 - amount_cents), 0)::int from wallet_ledger where account_id = ${acct.accountId} and kind = 'call_debit') as ledger,
        (select count(*)::int from calls where account_id = ${acct.accountId} and content_purged_at is not null) as purged`))[0];
    const before = await totals();

    const rest = await probeHealth(ctx.baseUrl, new Promise<void>((r) => setTimeout(r, sized(3000, 500))));
    const batches: PurgeBatch[] = [];
    const started = performance.now();
    const purge = purgeExpiredContent(ctx.db, new Date(), { accountIds: [acct.accountId], onBatch: (b) => batches.push(b) });
    const [during] = await Promise.all([probeHealth(ctx.baseUrl, purge), purge]);
    const purgeMs = performance.now() - started;
    const after = await totals();

    if (after.purged !== total) failures.push(`${after.purged} of ${total} calls purged`);
    if (after.calls !== before.calls || after.cents !== before.cents || after.ledger !== before.ledger || after.cents !== after.ledger) {
      failures.push(`usage or ledger moved: before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`);
    }
    const callBatches = batches.filter((b) => b.target === 'calls' && b.rows > 0).map((b) => b.ms);
    const figures = {
      calls: total,
      batches: callBatches.length,
      purge_ms: Math.round(purgeMs),
      batch_ms: { p50: pct(callBatches, 50), p99: pct(callBatches, 99), max: pct(callBatches, 100) },
      health_at_rest: { n: rest.length, p50_ms: pct(rest, 50), p99_ms: pct(rest, 99), max_ms: pct(rest, 100) },
      health_during_purge: { n: during.length, p50_ms: pct(during, 50), p99_ms: pct(during, 99), max_ms: pct(during, 100) },
      usage_calls: after.calls,
      ledger_debits_cents: after.ledger,
    };
    ctx.log(`purged ${total} calls in ${figures.batches} batches, ${figures.purge_ms} ms; longest batch ${figures.batch_ms.max} ms ` +
      `(p99 ${figures.batch_ms.p99} ms; goal < ${GOAL_MS} ms); health p99 at rest ${figures.health_at_rest.p99_ms} ms, during the purge ` +
      `${figures.health_during_purge.p99_ms} ms (max ${figures.health_during_purge.max_ms} ms; goal < ${GOAL_MS} ms); usage and ledger unchanged: ${failures.length === 0}`);
    const goals: string[] = [];
    if (figures.batch_ms.max >= GOAL_MS) goals.push(`longest purge batch ${figures.batch_ms.max} ms (goal < ${GOAL_MS} ms)`);
    if (figures.health_during_purge.p99_ms >= GOAL_MS) goals.push(`health p99 ${figures.health_during_purge.p99_ms} ms during the purge (goal < ${GOAL_MS} ms)`);
    ctx.record('retention', { ...figures, failures: [...failures, ...goals] });
    if (failures.length) throw new Error(failures.join('; '));
    enforceGoals(goals, ctx.log);
  },
};
