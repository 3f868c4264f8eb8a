import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { config } from '../server/config';
import { rowsOf } from '../server/db/rows';
import { calls, campaigns, jobs } from '../server/db/schema';
import { jobCatalog } from '../server/jobs/catalog';
import { workOnce } from '../server/jobs/worker';
import { actorForUser } from '../server/services/accounts/service';
import { createAgent } from '../server/services/agents/service';
import { setAccountLimits } from '../server/services/accounts/limits';
import { creditAccount } from '../server/services/wallet/ledger';
import { getCampaign } from '../server/services/campaigns/service';
import type { BenchSuite } from './context';

const RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS || 10_000);
const CONCURRENCY = 20;
// A simulated answered call (about 95 s of conversation) lasts a fifth of a second.
const TIME_SCALE = 0.002;

/**
 * A campaign of RECIPIENTS contacts at 20 concurrent calls, created and started through the API and dialed by the
 * embedded worker's loop (in this process, on the bench database), with the simulator at a small time scale:
 * - the campaign completes with exact counts (every hundredth number is busy, one no-answer, one voicemail);
 * - the dispatcher's CPU per dial: the CPU of the dispatch passes (campaigns.tick) and the dials (calls.start),
 *   measured around their handlers, over the dials made; beside it the worker's CPU per call for all of a call's
 *   work (the simulated call's steps, the webhooks' outbox, the lifecycle);
 * - from "a slot is free" to the next dial: a call reaching its end frees a slot, and the k-th slot freed is
 *   filled by the (20 + k)-th dial (both in time order); goal p95 under 1 s.
 */
export const campaignsSuite: BenchSuite = {
  name: 'campaigns',
  async run(ctx) {
    const acct = await ctx.newAccount();
    const actor = await actorForUser(ctx.db, acct.userId);
    const agent = await createAgent(ctx.db, actor, { name: 'Campaign Agent', phone_number: '+14155550199', first_message: 'Hi {{first_name}}.' });
    await creditAccount(ctx.db, acct.accountId, 1_000_000_000, { description: 'bench' });
    // The operator's per-account cap of live calls (default 10) would otherwise bind before the campaign's own.
    await setAccountLimits(ctx.db, acct.accountId, { max_live_calls: CONCURRENCY });

    // The audience, set-based: exchange 200–299 of 415, lines 1000–1096 answer, 0001 does not, 0002 is busy, 0004 is voicemail.
    const [{ id: tagId }] = rowsOf<{ id: number }>(await ctx.db.execute(sql`insert into tags (account_id, name) values (${acct.accountId}, 'bench-campaign') returning id`));
    await ctx.db.execute(sql`
      with n as (select g as i from generate_series(0, ${RECIPIENTS - 1}) g),
      c as (
        insert into contacts (account_id, owner_user_id, first_name, last_name, custom_context)
        select ${acct.accountId}, ${acct.userId}, 'Lead ' || i, 'Bench', jsonb_build_object('i', i) from n
        returning id, (custom_context ->> 'i')::int as i
      ),
      p as (
        insert into contact_phone_numbers (contact_id, account_id, phone_number, is_primary)
        select id, ${acct.accountId}, '+1415' || (200 + (i / 100) % 100)::text
          || case i % 100 when 1 then '0001' when 2 then '0002' when 4 then '0004' else (1000 + i % 100)::text end
          , true
        from c
        returning contact_id
      )
      insert into contact_tags (contact_id, tag_id) select contact_id, ${tagId} from p`);

    // Only this campaign's work is due in the passes below.
    await ctx.db.update(jobs).set({ doneAt: new Date() }).where(sql`${jobs.doneAt} is null`);
    config.SIMULATOR_TIME_SCALE = TIME_SCALE;

    const t0 = performance.now();
    const res = await fetch(`${ctx.baseUrl}/api/v1/campaigns`, {
      method: 'POST',
      headers: { authorization: `Bearer ${acct.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench campaign', agent_id: agent.id, audience: { tag: 'bench-campaign' }, purpose: 'informational',
        calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
        max_concurrent_calls: CONCURRENCY, retry: { max_attempts: 1 }, start: true,
      }),
    });
    const created = (await res.json()) as { id: number; progress: { total: number } };
    const createMs = performance.now() - t0;
    if (res.status !== 201 || created.progress.total !== RECIPIENTS) throw new Error(`create answered ${res.status}: ${JSON.stringify(created).slice(0, 300)}`);
    ctx.log(`created and started a campaign of ${RECIPIENTS} recipients in ${Math.round(createMs)} ms (audience resolved at start)`);

    // CPU spent inside the dispatcher's handlers. The worker runs one job at a time, so the process CPU around a
    // handler is that handler's.
    const dispatcherCpu = { us: 0 };
    const restore: (() => void)[] = [];
    for (const kind of ['campaigns.tick', 'calls.start']) {
      const job = jobCatalog.get(kind)!;
      const run = job.run;
      job.run = async (...args: Parameters<typeof run>) => {
        const c0 = process.cpuUsage();
        try {
          return await run(...args);
        } finally {
          const c = process.cpuUsage(c0);
          dispatcherCpu.us += c.user + c.system;
        }
      };
      restore.push(() => (job.run = run));
    }

    // The embedded worker's loop: drain while there is work, then wait one poll interval.
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    let status = 'running';
    let lastLog = started;
    try {
      while (status !== 'completed') {
        while ((await workOnce(ctx.db, new Date())) > 0);
        await sleep(config.WORKER_POLL_MS);
        const [c] = await ctx.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, created.id));
        status = c.status;
        if (performance.now() - lastLog > 30_000) {
          lastLog = performance.now();
          const [{ n }] = await ctx.db.select({ n: count() }).from(calls).where(and(eq(calls.campaignId, created.id), isNotNull(calls.endedAt)));
          ctx.log(`  ${n} of ${RECIPIENTS} calls ended after ${Math.round((lastLog - started) / 1000)} s`);
        }
        if (performance.now() - started > 3_600_000) throw new Error('the campaign did not complete within an hour');
      }
    } finally {
      for (const r of restore) r();
    }
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu0);

    const done = await getCampaign(ctx.db, actor, created.id);
    const expected = {
      total: RECIPIENTS,
      busy: countWhere(RECIPIENTS, (i) => i % 100 === 2),
      no_answer: countWhere(RECIPIENTS, (i) => i % 100 === 1),
      voicemail: countWhere(RECIPIENTS, (i) => i % 100 === 4),
    };
    const exact = {
      ...expected,
      completed: RECIPIENTS - expected.busy - expected.no_answer - expected.voicemail,
      pending: 0, in_progress: 0, failed: 0, canceled: 0, skipped_do_not_call: 0, skipped_no_phone: 0, skipped_duplicate: 0,
    };
    const wrong = Object.entries(exact).filter(([k, v]) => done.progress[k as keyof typeof done.progress] !== v);
    if (wrong.length) throw new Error(`progress ${JSON.stringify(done.progress)} is not ${JSON.stringify(exact)}`);
    const [{ dialed }] = await ctx.db.select({ dialed: count() }).from(calls).where(and(eq(calls.campaignId, created.id), isNotNull(calls.dialedAt)));
    if (dialed !== RECIPIENTS) throw new Error(`dialed ${dialed} calls for ${RECIPIENTS} recipients`);

    // Slot freed → next dial, matched in order. A call frees its slot when it ends.
    const ends = rowsOf<{ t: number }>(await ctx.db.execute(sql`
      select extract(epoch from ended_at) * 1000 as t from calls where campaign_id = ${created.id} order by ended_at`)).map((r) => Number(r.t));
    const dials = rowsOf<{ t: number }>(await ctx.db.execute(sql`
      select extract(epoch from dialed_at) * 1000 as t from calls where campaign_id = ${created.id} order by dialed_at`)).map((r) => Number(r.t));
    const gaps: number[] = [];
    for (let k = 0; CONCURRENCY + k < dials.length; k++) gaps.push(Math.max(0, dials[CONCURRENCY + k] - ends[k]));
    gaps.sort((a, b) => a - b);
    const q = (p: number) => Math.round(gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * p))]);

    // The most calls live at once, sampled from the calls' own times: never above the cap.
    const [{ peak }] = rowsOf<{ peak: number }>(await ctx.db.execute(sql`
      with e as (
        select created_at as t, 1 as d from calls where campaign_id = ${created.id}
        union all select ended_at, -1 from calls where campaign_id = ${created.id}
      )
      select max(live)::int as peak from (select sum(d) over (order by t, d) as live from e) s`));
    if (peak > CONCURRENCY) throw new Error(`${peak} calls were live at once (cap ${CONCURRENCY})`);
    // The slot matching above assumes the campaign ran at its cap.
    if (peak < CONCURRENCY) throw new Error(`at most ${peak} calls were live at once: the campaign never reached its cap of ${CONCURRENCY}`);

    const result = {
      recipients: RECIPIENTS,
      max_concurrent_calls: CONCURRENCY,
      simulator_time_scale: TIME_SCALE,
      create_and_start_ms: Math.round(createMs),
      wall_s: Math.round(wallMs / 100) / 10,
      calls_per_second: Math.round((RECIPIENTS / wallMs) * 1000 * 10) / 10,
      dispatcher_cpu_ms_per_dial: round3(dispatcherCpu.us / 1000 / RECIPIENTS),
      worker_cpu_ms_per_call: round3((used.user + used.system) / 1000 / RECIPIENTS),
      slot_free_to_dial_ms: { p50: q(0.5), p95: q(0.95), p99: q(0.99), max: Math.round(gaps.at(-1) ?? 0) },
      target_slot_free_to_dial_p95_ms: 1000,
      peak_live_calls: peak,
      progress: done.progress,
    };
    ctx.log(`campaign of ${RECIPIENTS}: completed in ${result.wall_s} s (${result.calls_per_second} calls/s), exact counts, peak ${peak} live; ` +
      `dispatcher ${result.dispatcher_cpu_ms_per_dial} ms CPU per dial (worker, all of a call: ${result.worker_cpu_ms_per_call} ms); ` +
      `slot free → next dial p50 ${result.slot_free_to_dial_ms.p50} ms, p95 ${result.slot_free_to_dial_ms.p95} ms (goal < 1000 ms)`);
    ctx.record('campaigns', result);
  },
};

function countWhere(n: number, pred: (i: number) => boolean): number {
  let c = 0;
  for (let i = 0; i < n; i++) if (pred(i)) c++;
  return c;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
