import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/rows';
import { accountWithAgents, historyOfCalls, oneAtATime } from './call-history';
import type { BenchContext, BenchSuite, LoadResult } from './context';
import { sized } from './size';

const CALLS = Number(process.env.BENCH_USAGE_CALLS || sized(1_000_000, 2_000));
const DAYS = 90;
const AGENTS = 10;
const TEAMS = 5;
const GOAL_P50_MS = 200;

/**
 * GET /api/v1/usage over CALLS finished calls (default 1,000,000) and their wallet debits, spread over 90 days:
 * - the calls, then one `call_debit` per call, are inserted set-based; the debits' statement trigger fills the
 *   quarter-hour usage rollup in one aggregate, and that insert's time is reported;
 * - the totals over the whole range must equal the ledger's sum of the debits (checked first);
 * - by day over the 90 days (America/New_York and Asia/Kolkata, both answered by the rollup), by team, and by day
 *   with a bound off the quarter hour (the rollup's whole quarter hours and the ledger's minutes around them), one
 *   connection at a time, so p50 is the time of one request; goal p50 under 200 ms by day;
 * - beside them, in the same run: the agents list (the floor: key check and one small query).
 */
export const usageSuite: BenchSuite = {
  name: 'usage',
  async run(ctx) {
    const { acct, agentIds } = await accountWithAgents(ctx, AGENTS);
    const h = historyOfCalls(agentIds, CALLS, DAYS);
    const teamIds = rowsOf<{ id: number }>(await ctx.db.execute(sql`
      insert into teams (account_id, name) select ${acct.accountId}::int, 'Client ' || t from generate_series(1, ${TEAMS}::int) t returning id`)).map((r) => r.id);
    // Each client team has two agents.
    for (const [i, id] of agentIds.entries()) await ctx.db.execute(sql`update agents set team_id = ${teamIds[i % TEAMS]} where id = ${id}`);

    const t0 = performance.now();
    await ctx.db.execute(sql`
      insert into calls (account_id, call_id, agent_id, created_by_user_id, status, phone_number, provider, purpose, rate_cents,
        estimated_start_at, ended_at, duration_seconds, cost_cents, provider_cost_cents, created_at)
      select ${acct.accountId}::int, 'call_u' || lpad(to_hex(${acct.accountId}::int), 7, '0') || lpad(to_hex(i), 16, '0'),
        ${h.agent}, ${acct.userId}::int, 'completed', ${h.phone}, 'simulator', 'informational', 10, at - d * interval '1 second', at,
        d, 10 * ((d + 59) / 60), case when i % 7 = 0 then null else 3 + i % 5 end, at - d * interval '1 second'
      from generate_series(1, ${CALLS}::int) i,
        lateral (select ${h.at} as at, 30 + i % 300 as d) t`);
    const callsSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const t1 = performance.now();
    await ctx.db.execute(sql`
      insert into wallet_ledger (account_id, kind, amount_cents, balance_after_cents, call_id, description, created_at)
      select account_id, 'call_debit', 0 - cost_cents, 0, id, 'Call ' || call_id, ended_at from calls where account_id = ${acct.accountId}`);
    const debitsSeconds = Math.round((performance.now() - t1) / 100) / 10;
    await ctx.db.execute(sql`analyze calls`);
    await ctx.db.execute(sql`analyze wallet_ledger`);
    await ctx.db.execute(sql`analyze call_usage_quarter_hourly`);
    const [{ rollup_rows }] = rowsOf<{ rollup_rows: number }>(await ctx.db.execute(sql`select count(*)::int as rollup_rows from call_usage_quarter_hourly where account_id = ${acct.accountId}`));
    ctx.log(`${CALLS} calls inserted in ${callsSeconds} s, their debits (and the rollup) in ${debitsSeconds} s (rollup: ${rollup_rows} rows)`);

    const headers = { authorization: `Bearer ${acct.key}` };
    const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - (DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
    const path = (q: string) => `/api/v1/usage?from=${from}&to=${today}&${q}`;
    await checkTotals(ctx, acct.accountId, path('group_by=team&timezone=UTC'), headers);

    const { run, ratio: over } = oneAtATime(ctx, headers);
    const floor = await run('GET /api/v1/agents (floor)', '/api/v1/agents');
    const byDay = await run('usage by day, 92 days, America/New_York', path('group_by=day&timezone=America%2FNew_York'));
    const byDayKolkata = await run('usage by day, 92 days, Asia/Kolkata', path('group_by=day&timezone=Asia%2FKolkata'));
    const byTeam = await run('usage by team, 92 days', path('group_by=team&timezone=America%2FNew_York'));
    const offSlot = `/api/v1/usage?from=${from}T00:00:01Z&to=${today}&group_by=day&timezone=UTC`;
    const offSlotRun = await run('usage by day, 92 days, a bound off the quarter hour (rollup, and the ledger around it)', offSlot);
    const ratio = (r: LoadResult) => over(r, floor);
    const met = byDay.p50_ms < GOAL_P50_MS && byDayKolkata.p50_ms < GOAL_P50_MS;
    ctx.log(`p50 over the floor: by day ×${ratio(byDay)}, Kolkata ×${ratio(byDayKolkata)}, by team ×${ratio(byTeam)}, off the quarter hour ×${ratio(offSlotRun)}; goal p50 < ${GOAL_P50_MS} ms by day: ${met ? 'met' : 'NOT met'}`);
    ctx.record('usage', {
      calls: CALLS, days: DAYS, agents: AGENTS, teams: TEAMS, calls_insert_seconds: callsSeconds, debits_insert_seconds: debitsSeconds, rollup_rows,
      floor, by_day: byDay, by_day_kolkata: byDayKolkata, by_team: byTeam, by_day_off_quarter_hour: offSlotRun,
      p50_ratio_over_floor: { by_day: ratio(byDay), by_day_kolkata: ratio(byDayKolkata), by_team: ratio(byTeam), by_day_off_quarter_hour: ratio(offSlotRun) },
      goal_p50_ms: GOAL_P50_MS,
    });
  },
};

/** The answer must be the money: its totals over the whole range equal the ledger's call debits. */
async function checkTotals(ctx: BenchContext, accountId: number, p: string, headers: Record<string, string>) {
  const res = await fetch(ctx.baseUrl + p, { headers });
  const body = (await res.json()) as { totals?: { calls: number; billed_cents: number } };
  const [ledger] = rowsOf<{ n: number; cents: number }>(await ctx.db.execute(sql`
    select count(*)::int as n, (0 - sum(amount_cents))::float8 as cents from wallet_ledger where account_id = ${accountId} and kind = 'call_debit'`));
  if (res.status !== 200 || body.totals?.calls !== CALLS || body.totals.calls !== ledger.n || body.totals.billed_cents !== Number(ledger.cents)) {
    throw new Error(`usage answered ${res.status} with ${JSON.stringify(body.totals)}, the ledger holds ${ledger.n} debits of ${ledger.cents} cents`);
  }
}
