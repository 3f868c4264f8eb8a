import { sql, type SQL } from 'drizzle-orm';
import { actorForUser } from '../server/services/accounts/service';
import { createAgent } from '../server/services/agents/service';
import type { BenchContext, LoadResult } from './context';

// What the reporting suites (analytics, usage) share: an account with agents whose history of calls is inserted
// set-based over the past days, and requests timed one at a time beside the floor.

export type BenchAccount = Awaited<ReturnType<BenchContext['newAccount']>>;

/** A fresh account with `agents` agents, named Agent 1 to Agent n. */
export async function accountWithAgents(ctx: BenchContext, agents: number): Promise<{ acct: BenchAccount; agentIds: number[] }> {
  const acct = await ctx.newAccount();
  const actor = await actorForUser(ctx.db, acct.userId);
  const agentIds: number[] = [];
  for (let i = 0; i < agents; i++) agentIds.push((await createAgent(ctx.db, actor, { name: `Agent ${i + 1}` })).id);
  return { acct, agentIds };
}

/**
 * The columns of the i-th of `calls` calls in an `insert ... select ... from generate_series(1, calls) i`: its agent
 * (the agents in turn), a number out of 10,000, and its time, spread evenly back over the last `days` days.
 */
export function historyOfCalls(agentIds: number[], calls: number, days: number): { agent: SQL; phone: SQL; at: SQL } {
  return {
    agent: sql`(${sql.raw(`array[${agentIds.join(',')}]`)})[1 + i % ${agentIds.length}::int]`,
    phone: sql`'+1415555' || lpad((i % 10000)::text, 4, '0')`,
    at: sql`now() - (i::float8 / ${calls}::float8) * interval '${sql.raw(String(days))} days'`,
  };
}

/**
 * Times GET requests one connection at a time, so p50 is the time of one request, after a short warm-up; a non-2xx
 * answer or an error fails the suite rather than being measured. `ratio` is a result's p50 over the floor's.
 */
export function oneAtATime(ctx: BenchContext, headers: Record<string, string>) {
  const run = async (title: string, path: string): Promise<LoadResult> => {
    await ctx.load({ title: `${title} (warm-up)`, path, headers, connections: 1, duration: 2 });
    const r = await ctx.load({ title, path, headers, connections: 1 });
    if (r.non2xx || r.errors) throw new Error(`${title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    ctx.log(`${title}: p50 ${r.p50_ms} ms  p99 ${r.p99_ms} ms  ${r.rps} req/s  CPU ${r.cpu_ms_per_request} ms/req`);
    return r;
  };
  const ratio = (r: LoadResult, floor: LoadResult) => Math.round((r.p50_ms / Math.max(1, floor.p50_ms)) * 10) / 10;
  return { run, ratio };
}
