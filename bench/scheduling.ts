import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { config } from '../server/config';
import { accounts, businessProfiles, calls, jobs } from '../server/db/schema';
import { workOnce } from '../server/jobs/worker';
import { actorForUser } from '../server/services/accounts/service';
import { createAgent } from '../server/services/agents/service';
import { initiateCall } from '../server/services/calls/initiate';
import { creditAccount } from '../server/services/wallet/ledger';
import { rulesInputFor } from '../server/services/compliance/callee';
import { decide } from '../server/services/compliance/calling-rules';
import type { BenchSuite, LoadResult } from './context';
import { DURATION } from './load';
import { sized } from './size';

const ROUNDS = sized(2, 1);
const DUE_CALLS = sized(1000, 20);

/**
 * Calls that wait for the right moment, measured three ways:
 * - POST /api/v1/calls with an Idempotency-Key (a new key per request, so each one claims and completes a key)
 *   beside the same request without, in alternating rounds: the key must add under 15 %;
 * - the calling-rules decision every dial makes, in process (goal: p50 under 0.2 ms);
 * - the dispatcher: the embedded worker's passes finding and dialing 1,000 due scheduled calls.
 */
export const schedulingSuite: BenchSuite = {
  name: 'scheduling',
  async run(ctx) {
    const acct = await ctx.newAccount();
    const actor = await actorForUser(ctx.db, acct.userId);
    const agent = await createAgent(ctx.db, actor, { name: 'Bench Agent', phone_number: '+14155550100', first_message: 'Hi {{first_name}}.' });
    await creditAccount(ctx.db, acct.accountId, 100_000_000, { description: 'bench' });
    // The worker is off, so every call placed stays live: the account's cap of live calls would refuse them after a while.
    await ctx.db.update(accounts).set({ maxLiveCalls: 1_000_000 }).where(eq(accounts.id, acct.accountId));

    // --- Idempotency-Key overhead ---------------------------------------------------------------------
    let n = 0;
    const target = {
      path: '/api/v1/calls',
      method: 'POST' as const,
      headers: { authorization: `Bearer ${acct.key}` },
      body: () => JSON.stringify({ phone_number: `+1415555${String(1000 + (n++ % 9000))}`, agent_id: agent.id, variables: { first_name: 'Ada' } }),
    };
    const keyed = { ...target, perRequestHeaders: () => ({ 'Idempotency-Key': randomUUID() }) };
    await ctx.load({ ...target, title: 'warm-up', duration: 3 });
    await ctx.load({ ...keyed, title: 'warm-up', duration: 3 });
    const plain: LoadResult[] = [];
    const withKey: LoadResult[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      plain.push(await ctx.load({ ...target, title: 'POST /api/v1/calls' }));
      withKey.push(await ctx.load({ ...keyed, title: 'POST /api/v1/calls + Idempotency-Key' }));
      ctx.log(`round ${round}: without key ${plain.at(-1)!.rps} req/s, with key ${withKey.at(-1)!.rps} req/s`);
    }
    for (const r of [...plain, ...withKey]) if (r.non2xx || r.errors) throw new Error(`${r.title}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    const rps = (rs: LoadResult[]) => rs.reduce((s, r) => s + r.requests, 0) / rs.length / DURATION;
    const cpu = (rs: LoadResult[]) => rs.reduce((s, r) => s + r.cpu_ms_per_request * r.requests, 0) / rs.reduce((s, r) => s + r.requests, 0);
    const keyOverheadRps = round3(1 - rps(withKey) / rps(plain));
    const keyOverheadCpu = round3(cpu(withKey) / cpu(plain) - 1);
    ctx.log(`Idempotency-Key: ${Math.round(rps(withKey))} vs ${Math.round(rps(plain))} req/s (${pct(keyOverheadRps)} fewer), CPU ${cpu(withKey).toFixed(2)} vs ${cpu(plain).toFixed(2)} ms/req (${pct(keyOverheadCpu)} more); target < 15 %`);

    // --- The rules decision per dial ----------------------------------------------------------------------
    // A Kentucky number (its area's zone and state law) at moments spread over two weeks. A due dial is almost
    // always at an allowed moment (it was scheduled for one): that is the per-dial cost. A blocked moment also
    // searches the next allowed one, which the compliance check and a rescheduled dial pay.
    const input = await rulesInputFor(ctx.db, { accountId: acct.accountId, phoneNumber: '+15025550123', purpose: 'marketing', at: new Date() });
    const allowedTimes: number[] = [];
    const blockedTimes: number[] = [];
    const base = Date.parse('2026-11-23T00:00:00Z');
    for (let i = 0; i < 20_000; i++) {
      const at = new Date(base + ((i * 7_919_000) % (14 * 86_400_000)));
      const t0 = process.hrtime.bigint();
      const d = decide({ ...input, at });
      (d.allowed ? allowedTimes : blockedTimes).push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const quantiles = (xs: number[]) => {
      xs.sort((a, b) => a - b);
      return { p50_ms: round3(xs[xs.length >> 1]), p95_ms: round3(xs[Math.floor(xs.length * 0.95)]), decisions: xs.length };
    };
    const rules = { allowed: quantiles(allowedTimes), blocked_with_next_moment: quantiles(blockedTimes) };
    const lookups: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      await rulesInputFor(ctx.db, { accountId: acct.accountId, phoneNumber: `+1502555${String(1000 + i)}`, purpose: 'marketing', at: new Date() });
      lookups.push(performance.now() - t0);
    }
    lookups.sort((a, b) => a - b);
    ctx.log(`calling-rules decision per dial: p50 ${rules.allowed.p50_ms} ms, p95 ${rules.allowed.p95_ms} ms (goal p50 < 0.2 ms); ` +
      `blocked, with the next allowed moment: p50 ${rules.blocked_with_next_moment.p50_ms} ms, p95 ${rules.blocked_with_next_moment.p95_ms} ms; ` +
      `its lookups (zones, dials, do-not-call): p50 ${round3(lookups[100])} ms`);

    // --- The dispatcher: 1,000 due scheduled calls ---------------------------------------------------------
    const due = await ctx.newAccount();
    const dueActor = await actorForUser(ctx.db, due.userId);
    const dueAgent = await createAgent(ctx.db, dueActor, { name: 'Due Agent', phone_number: '+14155550101' });
    await creditAccount(ctx.db, due.accountId, 100_000_000, { description: 'bench' });
    // Every due call is dialed now: service calls (a marketing one waits for the callee's legal hours), needing no
    // recorded consent (new accounts ask it of scheduled dials), under a live-call cap above their number.
    await ctx.db.update(accounts).set({ maxLiveCalls: 1_000_000 }).where(eq(accounts.id, due.accountId));
    await ctx.db.update(businessProfiles).set({ consentRequired: { marketing: 'express_written', informational: 'none' } })
      .where(eq(businessProfiles.accountId, due.accountId));
    // Only these are due: the calls the load above placed (their server runs no worker) are set aside, and the
    // simulated calls ring in minutes rather than seconds, so the passes measure finding and dialing alone.
    await ctx.db.update(jobs).set({ doneAt: new Date() }).where(sql`${jobs.doneAt} is null`);
    config.SIMULATOR_TIME_SCALE = 100;
    const ids: number[] = [];
    const later = new Date(Date.now() + 86_400_000).toISOString();
    for (let i = 0; i < DUE_CALLS; i++) {
      ids.push((await initiateCall(ctx.db, dueActor, { phone_number: `+1415556${String(1000 + i)}`, agent_id: dueAgent.id, scheduled_at: later, purpose: 'informational' })).id);
    }
    await ctx.db.update(calls).set({ scheduledAt: new Date() }).where(inArray(calls.id, ids));
    await ctx.db.execute(sql`update jobs set run_at = now() where kind = 'calls.start' and (payload ->> 'call_id')::int = any(${sql.raw(`array[${ids.join(',')}]`)})`);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let passes = 0;
    for (;;) {
      const [{ left }] = await ctx.db.select({ left: count() }).from(calls).where(and(inArray(calls.id, ids), sql`${calls.dialedAt} is null`));
      if (!left) break;
      await workOnce(ctx.db, new Date());
      if (++passes > 10_000) throw new Error('the dispatcher did not dial every due call');
    }
    const wallMs = performance.now() - t0;
    const used = process.cpuUsage(cpu0);
    const [{ dialed }] = await ctx.db.select({ dialed: count() }).from(calls).where(and(inArray(calls.id, ids), isNotNull(calls.dialedAt)));
    // Exactly one ring per call: the simulator schedules one answer for each dial.
    const [{ rings }] = await ctx.db.select({ rings: count() }).from(jobs)
      .where(sql`${jobs.kind} = 'calls.simulator_step' and ${jobs.payload} ->> 'step' = 'answer' and (${jobs.payload} ->> 'call_id')::int = any(${sql.raw(`array[${ids.join(',')}]`)})`);
    if (dialed !== DUE_CALLS || rings !== DUE_CALLS) throw new Error(`dialed ${dialed}, rang ${rings} of ${DUE_CALLS}`);
    const [{ pending }] = await ctx.db.select({ pending: count() }).from(jobs).where(sql`${jobs.doneAt} is null and ${jobs.kind} = 'calls.start'`);
    const dispatcher = {
      calls: DUE_CALLS,
      wall_ms: Math.round(wallMs),
      dials_per_second: Math.round((DUE_CALLS / wallMs) * 1000),
      cpu_ms_per_dial: round3((used.user + used.system) / 1000 / DUE_CALLS),
      passes,
      start_jobs_left: pending,
    };
    ctx.log(`dispatcher: ${DUE_CALLS} due calls dialed in ${dispatcher.wall_ms} ms (${dispatcher.dials_per_second}/s, ${dispatcher.cpu_ms_per_dial} ms CPU per dial in the worker, ${passes} passes)`);

    ctx.record('scheduling', {
      initiate_without_key: plain,
      initiate_with_key: withKey,
      idempotency_key_overhead_rps: keyOverheadRps,
      idempotency_key_overhead_cpu: keyOverheadCpu,
      target_idempotency_key_overhead: 0.15,
      rules_decision: rules,
      rules_lookups_p50_ms: round3(lookups[100]),
      target_rules_decision_p50_ms: 0.2,
      dispatcher,
    });
  },
};

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
