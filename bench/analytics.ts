import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/rows';
import { accountWithAgents, historyOfCalls, oneAtATime } from './call-history';
import type { BenchContext, BenchSuite, LoadResult } from './context';
import { sized } from './size';

const CALLS = Number(process.env.BENCH_ANALYTICS_CALLS || sized(1_000_000, 2_000));
const DAYS = 90;
const AGENTS = 10;
const GOAL_P50_MS = 200;

/**
 * GET /api/v1/analytics/calls over CALLS calls (default 1,000,000) spread over 90 days, on PostgreSQL:
 * - the calls are inserted set-based (generate_series), which also fills the hourly rollup through its statement
 *   trigger; the insert's time is reported;
 * - the whole 90 days by day (in America/New_York) and by agent, one connection at a time, so p50 is the time of
 *   one request; goal p50 under 200 ms;
 * - beside them, in the same run: the agents list (the floor: key check and one small query) and by day in
 *   Asia/Kolkata, a zone off the whole hour, which the rollup cannot answer and so reads the calls themselves.
 */
export const analyticsSuite: BenchSuite = {
  name: 'analytics',
  async run(ctx) {
    const { acct, agentIds } = await accountWithAgents(ctx, AGENTS);
    const h = historyOfCalls(agentIds, CALLS, DAYS);
    const [{ id: campaignId }] = rowsOf<{ id: number }>(await ctx.db.execute(sql`
      insert into campaigns (account_id, name, agent_id, audience, retry_policy)
      values (${acct.accountId}, 'Bench campaign', ${agentIds[0]}, '{"tag":"bench"}', '{"max_attempts":1,"on":[],"delay_minutes":60}') returning id`));

    // Statuses by i % 20: 12 completed, 3 no answer, 2 busy, 2 voicemail, 1 failed; every third completed call is analyzed.
    const t0 = performance.now();
    await ctx.db.execute(sql`
      insert into calls (account_id, call_id, agent_id, created_by_user_id, status, phone_number, provider, rate_cents,
        estimated_start_at, duration_seconds, cost_cents, campaign_id, analysis, created_at)
      select ${acct.accountId}::int, 'call_' || lpad(to_hex(${acct.accountId}::int), 8, '0') || lpad(to_hex(i), 16, '0'),
        ${h.agent}, ${acct.userId}::int, s.status, ${h.phone}, 'simulator', 10, at,
        case when s.status = 'completed' then 30 + i % 300 end, case when s.status = 'completed' then 10 * (1 + (30 + i % 300) / 60) end,
        case when i % 10 = 0 then ${campaignId}::int end,
        case when s.status = 'completed' and i % 3 = 0 then jsonb_build_object('summary', null, 'success', i % 2 = 0, 'structured_data', '{}'::jsonb) end,
        at
      from generate_series(1, ${CALLS}::int) i,
        lateral (select ${h.at} as at) t,
        lateral (select case when i % 20 < 12 then 'completed' when i % 20 < 15 then 'no_answer' when i % 20 < 17 then 'busy'
                             when i % 20 < 19 then 'voicemail' else 'failed' end as status) s`);
    const insertSeconds = Math.round((performance.now() - t0) / 100) / 10;
    await ctx.db.execute(sql`analyze calls`);
    await ctx.db.execute(sql`analyze call_stats_hourly`);
    const [{ rollup_rows }] = rowsOf<{ rollup_rows: number }>(await ctx.db.execute(sql`select count(*)::int as rollup_rows from call_stats_hourly where account_id = ${acct.accountId}`));
    ctx.log(`${CALLS} calls inserted in ${insertSeconds} s (rollup: ${rollup_rows} rows)`);

    const headers = { authorization: `Bearer ${acct.key}` };
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - DAYS * 86_400_000).toISOString().slice(0, 10);
    const path = (q: string) => `/api/v1/analytics/calls?from=${from}&to=${today}&${q}`;
    await checkTotals(ctx, path('group_by=agent&timezone=UTC'), headers);

    const { run, ratio: over } = oneAtATime(ctx, headers);
    const floor = await run('GET /api/v1/agents (floor)', '/api/v1/agents');
    const byDay = await run('analytics by day, 90 days, America/New_York', path('group_by=day&timezone=America%2FNew_York'));
    const byAgent = await run('analytics by agent, 90 days', path('group_by=agent&timezone=America%2FNew_York'));
    const direct = await run('analytics by day, 90 days, Asia/Kolkata (from the calls)', path('group_by=day&timezone=Asia%2FKolkata'));
    const ratio = (r: LoadResult) => over(r, floor);
    ctx.log(`p50 over the floor: by day ×${ratio(byDay)}, by agent ×${ratio(byAgent)}, from the calls ×${ratio(direct)}; goal p50 < ${GOAL_P50_MS} ms: ${byDay.p50_ms < GOAL_P50_MS && byAgent.p50_ms < GOAL_P50_MS ? 'met' : 'NOT met'}`);
    ctx.record('analytics', {
      calls: CALLS, days: DAYS, agents: AGENTS, insert_seconds: insertSeconds, rollup_rows,
      floor, by_day: byDay, by_agent: byAgent, by_day_from_calls: direct,
      p50_ratio_over_floor: { by_day: ratio(byDay), by_agent: ratio(byAgent), by_day_from_calls: ratio(direct) },
      goal_p50_ms: GOAL_P50_MS,
    });
  },
};

/** The answer must count every call once: the totals over the whole period equal what was inserted. */
async function checkTotals(ctx: BenchContext, p: string, headers: Record<string, string>) {
  const res = await fetch(ctx.baseUrl + p, { headers });
  const body = (await res.json()) as { totals?: { calls: number } };
  if (res.status !== 200 || body.totals?.calls !== CALLS) throw new Error(`analytics answered ${res.status} with ${body.totals?.calls} calls, not ${CALLS}`);
}
