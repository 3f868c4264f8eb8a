import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { and, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { config } from '../server/config';
import { rowsOf } from '../server/db/rows';
import { businessProfiles, calls, campaigns, jobs } from '../server/db/schema';
import { openDatabase } from '../server/db/client';
import type { Database } from '../server/db/types';
import { runDueJobs } from '../server/jobs/queue';
import { dispatchDueEvents } from '../server/services/webhooks/dispatcher';
import { deliverDueDeliveries } from '../server/services/webhooks/delivery';
import { actorForUser } from '../server/services/accounts/service';
import { createAgent } from '../server/services/agents/service';
import { setAccountLimits } from '../server/services/accounts/limits';
import { creditAccount } from '../server/services/wallet/ledger';
import { getCampaign } from '../server/services/campaigns/service';
import { campaignSlotStatuses } from '../server/services/campaigns/dispatch';
import { DISPATCH_KINDS, msUntilDue } from './campaign-loop';
import type { BenchSuite } from './context';
import { treeCpuSeconds } from './process';
import { sized } from './size';

const RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS || sized(100_000, 50));
const CONCURRENCY = Number(process.env.BENCH_CAMPAIGN_CONCURRENCY || sized(100, 10));
/** Jobs the bench's worker runs at once (WORKER_CONCURRENCY), beside the dispatcher's process. */
const WORKER_CONCURRENCY = Number(process.env.BENCH_CAMPAIGN_WORKER_CONCURRENCY || 8);
// A simulated answered call (about 95 s of conversation) lasts a fifth of a second.
const TIME_SCALE = 0.002;
const SAMPLE_MS = 50;
/** The contract's most concurrent calls of one campaign (max_concurrent_calls, 1–50). */
const CAMPAIGN_MAX = 50;
/** CONCURRENCY above one campaign's most is reached by several campaigns at once on the account, sharing the audience. */
const CAMPAIGNS = Math.ceil(CONCURRENCY / CAMPAIGN_MAX);
const PER_CAMPAIGN = CONCURRENCY / CAMPAIGNS;
if (!Number.isInteger(PER_CAMPAIGN)) throw new Error(`BENCH_CAMPAIGN_CONCURRENCY ${CONCURRENCY} does not split evenly into campaigns of at most ${CAMPAIGN_MAX}`);

/**
 * RECIPIENTS contacts (BENCH_CAMPAIGN_RECIPIENTS, default 100,000) called at CONCURRENCY concurrent calls
 * (BENCH_CAMPAIGN_CONCURRENCY, default 100), created and started through the API, with the simulator at a small time
 * scale. One campaign may run at most 50 calls at once (the contract's max_concurrent_calls), so 100 are two
 * campaigns of half the audience each, running together on one account whose cap is CONCURRENCY. Two runners share
 * the queue as two processes would: the dispatcher (campaigns.tick and calls.start) in a process of its own
 * (bench/campaign-dispatcher.ts), and this process's worker loop running every other job WORKER_CONCURRENCY at a
 * time (the simulated calls' steps, the lifecycle, the webhooks' outbox). Measured:
 * - the campaigns complete with exact counts (every hundredth number is busy, one no-answer, one voicemail);
 * - the dispatcher's CPU per dial (its process, from /proc), the worker's CPU per call, and the database's (its
 *   backends serving the bench database, from /proc), beside the framework floor's CPU per request in the same run;
 * - from "a slot is free" to the next dial: a call reaching its end frees a slot of its campaign, and the k-th slot
 *   freed is filled by the campaign's (cap + k)-th dial (both in time order); goal p95 under 500 ms;
 * - lock waits, sampled from pg_locks every SAMPLE_MS, by the table whose row was waited for: the hourly rollup
 *   (call_stats_hourly) must not serialise the campaigns' calls.
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
    // Public holidays off: the campaign dials today, whatever day today is. Informational calls need no recorded
    // consent, as on the accounts the figures were first measured on (new accounts ask express consent for them):
    // the consent rule is still judged for every recipient, and the audience has no consents to read.
    await ctx.db.update(businessProfiles).set({ holidays: false, consentRequired: { marketing: 'express_written', informational: 'none' } })
      .where(eq(businessProfiles.accountId, acct.accountId));

    // The audience, set-based, one number each: a block of 100 recipients per exchange (200–999 of 415, then of 628,
    // both Pacific), lines x000–x099 answer (x the block's thousands digit), 0001 does not, 0002 is busy, 0004 is voicemail.
    // Recipient i is in campaign i % CAMPAIGNS (tag bench-campaign-<k>).
    const tagIds = rowsOf<{ id: number }>(await ctx.db.execute(sql`insert into tags (account_id, name)
      select ${acct.accountId}, 'bench-campaign-' || k from generate_series(0, ${CAMPAIGNS - 1}) k order by k returning id`)).map((t) => Number(t.id));
    await ctx.db.execute(sql`
      with n as (select g as i from generate_series(0, ${RECIPIENTS - 1}) g),
      c as (
        insert into contacts (account_id, owner_user_id, first_name, last_name, custom_context)
        select ${acct.accountId}, ${acct.userId}, 'Lead ' || i, 'Bench', jsonb_build_object('i', i) from n
        returning id, (custom_context ->> 'i')::int as i
      ),
      p as (
        insert into contact_phone_numbers (contact_id, account_id, phone_number, is_primary)
        select id, ${acct.accountId}, '+1' || case when i / 100 < 800 then '415' else '628' end || (200 + (i / 100) % 800)::text
          || case i % 100 when 1 then '0001' when 2 then '0002' when 4 then '0004' else (1000 * (1 + (i / 100) % 9) + i % 100)::text end
          , true
        from c
        returning contact_id
      )
      insert into contact_tags (contact_id, tag_id)
      select p.contact_id, (${`{${tagIds.join(',')}}`}::int[])[1 + c.i % ${CAMPAIGNS}] from p join c on c.id = p.contact_id`);

    // Only this campaign's work is due in the passes below.
    await ctx.db.update(jobs).set({ doneAt: new Date() }).where(sql`${jobs.doneAt} is null`);
    config.SIMULATOR_TIME_SCALE = TIME_SCALE;

    // The framework's floor (GET /api/health), in the same run: the calls' CPU is read beside its CPU per request.
    const floor = await ctx.load({ title: 'GET /api/health (floor)', path: '/api/health' });

    const work = await openDatabase({ url: ctx.databaseUrl, max: WORKER_CONCURRENCY + 2, prepare: true, migrate: false });
    const dispatcher = await startDispatcher(ctx.databaseUrl);

    const t0 = performance.now();
    const ids: number[] = [];
    for (let k = 0; k < CAMPAIGNS; k++) {
      const res = await fetch(`${ctx.baseUrl}/api/v1/campaigns`, {
        method: 'POST',
        headers: { authorization: `Bearer ${acct.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench campaign ${k}`, agent_id: agent.id, audience: { tag: `bench-campaign-${k}` }, purpose: 'informational',
          calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
          max_concurrent_calls: PER_CAMPAIGN, retry: { max_attempts: 1 }, start: true,
        }),
      });
      const created = (await res.json()) as { id: number; progress: { total: number } };
      const share = countWhere(RECIPIENTS, (i) => i % CAMPAIGNS === k);
      if (res.status !== 201 || created.progress.total !== share) throw new Error(`create answered ${res.status}: ${JSON.stringify(created).slice(0, 300)}`);
      ids.push(created.id);
    }
    const createMs = performance.now() - t0;
    const inCampaigns = sql`${calls.campaignId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
    ctx.log(`created and started ${CAMPAIGNS} campaign(s) of ${RECIPIENTS} recipients in all in ${Math.round(createMs)} ms (audiences resolved at start)`);

    // The embedded worker's loop, minus the dispatch's kinds (the dispatcher's process runs those): drain while
    // there is work, then wait for the next job (at most one poll interval).
    const sampler = startLockSampler(ctx.databaseUrl, ids);
    const vacuumer = await startVacuumer(ctx.databaseUrl, ctx.log);
    const cpu0 = process.cpuUsage();
    const dispatcherCpu0 = treeCpuSeconds(dispatcher.pid!);
    const db0 = await backendCpuSeconds(ctx.db);
    const started = performance.now();
    let running = CAMPAIGNS;
    let lastLog = started;
    try {
      while (running > 0) {
        for (;;) {
          const now = new Date();
          const handled = await runDueJobs(work.db, { now, skipKinds: DISPATCH_KINDS, concurrency: WORKER_CONCURRENCY, freshClock: true })
            + await dispatchDueEvents(work.db, now) + await deliverDueDeliveries(work.db, now);
          if (performance.now() - lastLog > 30_000) {
            lastLog = performance.now();
            const [{ n }] = await ctx.db.select({ n: count() }).from(calls).where(and(inCampaigns, isNotNull(calls.endedAt)));
            ctx.log(`  ${n} of ${RECIPIENTS} calls ended after ${Math.round((lastLog - started) / 1000)} s`);
          }
          if (performance.now() - started > 3 * 3_600_000) throw new Error('the campaign did not complete within three hours');
          if (!handled) break;
        }
        await sleep(await msUntilDue(work.db, { skipKinds: DISPATCH_KINDS }, config.WORKER_POLL_MS));
        [{ running }] = await ctx.db.select({ running: count() }).from(campaigns)
          .where(and(inArray(campaigns.id, ids), ne(campaigns.status, 'completed')));
      }
    } finally {
      dispatcher.kill('SIGTERM');
    }
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu0);
    const dispatcherCpuS = treeCpuSeconds(dispatcher.pid!) - dispatcherCpu0;
    const dbCpuS = (await backendCpuSeconds(ctx.db, db0.byPid)).total;
    const lockWaits = await sampler.stop();
    await vacuumer.stop();
    await work.close();

    // Exact counts: every campaign's progress sums to its share of the audience, and all of them to the expected outcomes.
    const progress: Record<string, number> = {};
    for (const id of ids) {
      const done = await getCampaign(ctx.db, actor, id);
      for (const [k, v] of Object.entries(done.progress)) progress[k] = (progress[k] ?? 0) + v;
    }
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
    const wrong = Object.entries(exact).filter(([k, v]) => progress[k] !== v);
    if (wrong.length) throw new Error(`progress ${JSON.stringify(progress)} is not ${JSON.stringify(exact)}`);
    const [{ dialed }] = await ctx.db.select({ dialed: count() }).from(calls).where(and(inCampaigns, isNotNull(calls.dialedAt)));
    if (dialed !== RECIPIENTS) throw new Error(`dialed ${dialed} calls for ${RECIPIENTS} recipients`);

    // Slot freed → next dial, matched in order within each campaign. A call frees its slot when it ends.
    const gaps: number[] = [];
    for (const id of ids) {
      const ends = rowsOf<{ t: number }>(await ctx.db.execute(sql`
        select extract(epoch from ended_at) * 1000 as t from calls where campaign_id = ${id} order by ended_at`)).map((r) => Number(r.t));
      const dials = rowsOf<{ t: number }>(await ctx.db.execute(sql`
        select extract(epoch from dialed_at) * 1000 as t from calls where campaign_id = ${id} order by dialed_at`)).map((r) => Number(r.t));
      for (let k = 0; PER_CAMPAIGN + k < dials.length; k++) gaps.push(Math.max(0, dials[PER_CAMPAIGN + k] - ends[k]));
    }
    gaps.sort((a, b) => a - b);
    const q = (p: number) => Math.round(gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * p))]);

    // The most calls live at once per campaign and in the account, sampled with the lock waits from committed rows
    // (the calls' own stamps are each its pass's clock, which may be older than the moment it was placed): never
    // above the caps, and each campaign at its cap (the slot matching above assumes it ran there).
    const peaks = ids.map((id) => lockWaits.peakLive.get(id) ?? 0);
    const peak = lockWaits.peakAccountLive;
    if (peak > CONCURRENCY || peaks.some((p) => p > PER_CAMPAIGN)) throw new Error(`${peak} calls were live at once (cap ${CONCURRENCY}; per campaign ${peaks.join(', ')})`);
    if (peaks.some((p) => p < PER_CAMPAIGN)) throw new Error(`at most ${peaks.join(', ')} calls of the campaigns were live at once: not every campaign reached its cap of ${PER_CAMPAIGN}`);

    const rollup = lockWaits.byTable.call_stats_hourly ?? { waiting_samples: 0, wait_ms: 0 };
    const workerCpuMs = (used.user + used.system) / 1000 / RECIPIENTS;
    const result = {
      recipients: RECIPIENTS,
      concurrent_calls: CONCURRENCY,
      campaigns: CAMPAIGNS,
      max_concurrent_calls_per_campaign: PER_CAMPAIGN,
      worker_concurrency: WORKER_CONCURRENCY,
      simulator_time_scale: TIME_SCALE,
      create_and_start_ms: Math.round(createMs),
      wall_s: Math.round(wallMs / 100) / 10,
      calls_per_second: Math.round((RECIPIENTS / wallMs) * 1000 * 10) / 10,
      dispatcher_cpu_ms_per_dial: round3((dispatcherCpuS * 1000) / RECIPIENTS),
      target_dispatcher_cpu_ms_per_dial: 5,
      worker_cpu_ms_per_call: round3(workerCpuMs),
      database_cpu_ms_per_call: round3((dbCpuS * 1000) / RECIPIENTS),
      floor: { rps: floor.rps, cpu_ms_per_request: floor.cpu_ms_per_request },
      // A call's work in the worker, counted in requests of the framework's floor.
      worker_cpu_per_call_in_floor_requests: Math.round((workerCpuMs / Math.max(0.001, floor.cpu_ms_per_request)) * 10) / 10,
      slot_free_to_dial_ms: { p50: q(0.5), p95: q(0.95), p99: q(0.99), max: Math.round(gaps.at(-1) ?? 0) },
      target_slot_free_to_dial_p95_ms: 500,
      lock_waits: {
        sample_ms: SAMPLE_MS,
        samples: lockWaits.samples,
        // Waiting backends seen per sample, times the interval: the time statements spent waiting, by table.
        by_table: lockWaits.byTable,
        rollup_call_stats_hourly_wait_ms: rollup.wait_ms,
        rollup_wait_ms_per_call: round3(rollup.wait_ms / RECIPIENTS),
      },
      peak_live_calls: peak,
      progress,
    };
    ctx.log(`${RECIPIENTS} recipients at ${CONCURRENCY} concurrent (${CAMPAIGNS} campaign(s)): completed in ${result.wall_s} s (${result.calls_per_second} calls/s), exact counts, ` +
      `peak ${peak} live; dispatcher ${result.dispatcher_cpu_ms_per_dial} ms CPU per dial (goal ≤ 5), worker ${result.worker_cpu_ms_per_call} ms ` +
      `and database ${result.database_cpu_ms_per_call} ms CPU per call (floor: ${floor.cpu_ms_per_request} ms CPU/req); ` +
      `slot free → next dial p50 ${result.slot_free_to_dial_ms.p50} ms, p95 ${result.slot_free_to_dial_ms.p95} ms (goal < 500 ms); ` +
      `lock waits ${JSON.stringify(lockWaits.byTable)}`);
    ctx.record('campaigns', result);
  },
};

/** The dispatcher's process (bench/campaign-dispatcher.ts), once it is connected. */
async function startDispatcher(databaseUrl: string): Promise<ChildProcess> {
  // BENCH_DISPATCHER_NODE_ARGS: flags for its node, such as `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = process.env.BENCH_DISPATCHER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(import.meta.dirname, 'campaign-dispatcher.ts')], {
    env: { ...process.env, PGAPPNAME: 'bench-dispatcher', DATABASE_URL: databaseUrl, DATABASE_PREPARE: 'true', SIMULATOR_TIME_SCALE: String(TIME_SCALE), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the dispatcher exited with ${code}`)));
  });
  return child;
}

/** CPU seconds of the database's backends serving this database, from /proc (the server runs on this machine). */
async function backendCpuSeconds(db: Database, before?: Map<number, number>) {
  const pids = rowsOf<{ pid: number }>(await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`));
  const byPid = new Map<number, number>();
  let total = 0;
  for (const { pid } of pids) {
    const s = treeCpuSeconds(Number(pid));
    byPid.set(Number(pid), s);
    total += s - (before?.get(Number(pid)) ?? 0);
  }
  return { byPid, total };
}

/** The tables a campaign's calls rewrite many times over: what autovacuum would keep lean in a deployment. */
const CHURNED_TABLES = ['calls', 'jobs', 'outbox_events', 'contacts', 'contact_phone_numbers', 'campaign_recipients', 'accounts', 'agents', 'campaigns', 'call_stats_hourly'];
const VACUUM_EVERY_MS = 20_000;

/**
 * On a server whose autovacuum is off (a test machine's PostgreSQL may run so), vacuums the churned tables every
 * VACUUM_EVERY_MS on a connection of its own, as autovacuum would: otherwise every call's dead row versions pile up
 * in the indexes the dispatch and the calls read, and the run slows as it goes for a reason no deployment has. Its
 * CPU counts in the database's, as autovacuum's would.
 */
async function startVacuumer(databaseUrl: string, log: (line: string) => void) {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [{ autovacuum }] = await client<{ autovacuum: string }[]>`select current_setting('autovacuum') as autovacuum`;
  let stopped = autovacuum !== 'off';
  if (!stopped) log(`autovacuum is off on this server: the bench vacuums ${CHURNED_TABLES.join(', ')} every ${VACUUM_EVERY_MS / 1000} s`);
  const wake = new AbortController();
  const loop = (async () => {
    while (!stopped) {
      await sleep(VACUUM_EVERY_MS, undefined, { signal: wake.signal }).catch(() => {});
      if (!stopped) await client.unsafe(`vacuum (analyze) ${CHURNED_TABLES.join(', ')}`);
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake.abort();
      await loop;
      await client.end();
    },
  };
}

/**
 * Samples pg_locks every SAMPLE_MS on a connection of its own: each backend of this database waiting for a lock,
 * by the table whose row it waits for (a row lock's waiter holds that row's tuple lock, or waits for it); and the
 * campaigns' live calls (queued to terminal), for their peaks.
 */
function startLockSampler(databaseUrl: string, campaignIds: number[]) {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const byTable: Record<string, { waiting_samples: number; wait_ms: number }> = {};
  let samples = 0;
  let stopped = false;
  const peakLive = new Map<number, number>();
  let peakAccountLive = 0;
  const loop = (async () => {
    while (!stopped) {
      const rows = await client<{ rel: string; n: number }[]>`
        select coalesce(t.relation::regclass::text, w.relation::regclass::text, w.locktype) as rel, count(*)::int as n
        from pg_locks w
        join pg_stat_activity a on a.pid = w.pid and a.datname = current_database()
        left join lateral (
          select relation from pg_locks t where t.pid = w.pid and t.locktype = 'tuple' and t.granted limit 1
        ) t on true
        where not w.granted
        group by 1`;
      const live = await client<{ campaign_id: number; n: number }[]>`
        select campaign_id, count(*)::int as n from calls
        where campaign_id = any(${campaignIds}::int[]) and status = any(${campaignSlotStatuses}::text[])
        group by 1`;
      peakAccountLive = Math.max(peakAccountLive, live.reduce((t, r) => t + r.n, 0));
      for (const r of live) peakLive.set(r.campaign_id, Math.max(peakLive.get(r.campaign_id) ?? 0, r.n));
      samples++;
      for (const r of rows) {
        const e = (byTable[r.rel] ??= { waiting_samples: 0, wait_ms: 0 });
        e.waiting_samples += r.n;
        e.wait_ms += r.n * SAMPLE_MS;
      }
      await sleep(SAMPLE_MS);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      return { samples, byTable, peakLive, peakAccountLive };
    },
  };
}

function countWhere(n: number, pred: (i: number) => boolean): number {
  let c = 0;
  for (let i = 0; i < n; i++) if (pred(i)) c++;
  return c;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
