import path from 'node:path';
import { freePort, portFrom } from '../scripts/free-port';
import { actorForUser } from '../server/services/accounts/service';
import { PgDialect } from 'drizzle-orm/pg-core';
import { agentListForKey, createAgent } from '../server/services/agents/service';
import type { BenchSuite, LoadResult } from './context';
import { startProcess, stopProcess, waitForHttp } from './process';
import { loadWith } from './load';
import { resultsDir } from './harness';
import { sized } from './size';

const ROUNDS = sized(3, 1);

/**
 * GET /api/v1/agents against the framework's floor (/api/health, same app, no database) and the physical
 * limit (bare node:http + postgres.js doing the same work), in alternating rounds so drift hits all three.
 */
export const agentsBench: BenchSuite = {
  name: 'agents',
  async run(ctx) {
    const acct = await ctx.newAccount();
    const actor = await actorForUser(ctx.db, acct.userId);
    for (let i = 0; i < 20; i++) {
      await createAgent(ctx.db, actor, { name: `Agent ${i}`, phone_number: i % 2 ? `+1415555${String(1000 + i)}` : null });
    }
    // BENCH_BARE_PORT, or one the OS has free.
    const BARE_PORT = portFrom(process.env.BENCH_BARE_PORT) ?? (await freePort());
    // The app's own list expression, so that the bare server does the same work field for field.
    const list = new PgDialect().sqlToQuery(agentListForKey);
    const bare = startProcess(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
      DATABASE_URL: ctx.databaseUrl,
      PORT: String(BARE_PORT),
      AGENTS_LIST_SQL: list.sql,
      AGENTS_LIST_PARAMS: JSON.stringify(list.params),
    }, path.join(resultsDir, 'bare.log.tmp'));
    try {
      const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
      await waitForHttp(`${bareUrl}/`);
      const auth = { authorization: `Bearer ${acct.key}` };
      // Both must do the same work: the same list, field for field.
      const [fromApp, fromBare] = await Promise.all(
        [`${ctx.baseUrl}/api/v1/agents`, `${bareUrl}/`].map((u) => fetch(u, { headers: auth }).then((r) => r.json())),
      );
      const disagreement = listDisagreement(fromApp, fromBare, 20);
      if (disagreement) throw new Error(`the app and the bare server disagree on the agents list: ${disagreement}`);
      // Warm both servers (JIT, prepared statements, connection pools).
      await ctx.load({ title: 'warm-up', path: '/api/v1/agents', headers: auth, duration: 3 });
      await loadWith({ title: 'warm-up', path: '/', headers: auth, duration: 3 }, bareUrl, bare.pid!);

      const runs: Record<'agents' | 'health' | 'bare', LoadResult[]> = { agents: [], health: [], bare: [] };
      for (let round = 1; round <= ROUNDS; round++) {
        runs.agents.push(await ctx.load({ title: 'GET /api/v1/agents', path: '/api/v1/agents', headers: auth }));
        runs.health.push(await ctx.load({ title: 'GET /api/health', path: '/api/health' }));
        runs.bare.push(await loadWith({ title: 'bare node:http + postgres.js', path: '/', headers: auth }, bareUrl, bare.pid!));
        ctx.log(`round ${round}: agents ${runs.agents.at(-1)!.rps} req/s, health ${runs.health.at(-1)!.rps} req/s, bare ${runs.bare.at(-1)!.rps} req/s`);
      }
      const summary = Object.fromEntries(Object.entries(runs).map(([k, rs]) => [k, combine(rs)])) as Record<keyof typeof runs, LoadResult>;
      for (const r of Object.values(summary)) {
        if (r.non2xx || r.errors) throw new Error(`${r.title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
        ctx.log(`${r.title.padEnd(32)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50_ms} ms  p99 ${r.p99_ms} ms  CPU ${r.cpu_ms_per_request} ms/req`);
      }
      const ratioToFloor = round2(summary.agents.rps / summary.health.rps);
      const ratioToBare = round2(summary.agents.rps / summary.bare.rps);
      ctx.log(`ratio agents/health (ratio_to_floor): ${ratioToFloor}   ratio agents/bare (ratio_to_bare): ${ratioToBare}`);
      ctx.record('agents', {
        ratio_to_floor: ratioToFloor,
        ratio_to_bare: ratioToBare,
        target_ratio_to_floor: 0.8,
        meets_target: ratioToFloor >= 0.8,
        rounds: ROUNDS,
        agents: summary.agents,
        health: summary.health,
        bare: summary.bare,
      });
    } finally {
      stopProcess(bare);
    }
  },
};

/**
 * Where two answers of GET /api/v1/agents differ, in words (the first agent and fields that do), or null when they
 * are the same list of `count` agents, field for field and in the same order of fields.
 */
export function listDisagreement(app: unknown, bare: unknown, count: number): string | null {
  const list = (x: unknown) => (x && typeof x === 'object' && Array.isArray((x as { agents?: unknown }).agents) ? ((x as { agents: Record<string, unknown>[] }).agents) : null);
  const [a, b] = [list(app), list(bare)];
  if (!a || !b) return `no agents list from ${!a ? 'the app' : 'the bare server'}: ${JSON.stringify(!a ? app : bare).slice(0, 200)}`;
  if (a.length !== count || b.length !== count) return `${a.length} agents from the app and ${b.length} from the bare server, not ${count}`;
  for (let i = 0; i < count; i++) {
    const [x, y] = [a[i], b[i]];
    const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])];
    const only = (o: Record<string, unknown>) => keys.filter((k) => !(k in o));
    const differences = [
      ...only(y).map((k) => `\`${k}\` only in the app's`),
      ...only(x).map((k) => `\`${k}\` only in the bare server's`),
      ...keys.filter((k) => k in x && k in y && JSON.stringify(x[k]) !== JSON.stringify(y[k])).map((k) => `\`${k}\` is ${JSON.stringify(x[k])} in the app's, ${JSON.stringify(y[k])} in the bare server's`),
    ];
    if (differences.length) return `agent ${JSON.stringify(x.id ?? i)}: ${differences.join('; ')}`;
    // Same fields and values, so only their order can differ: the bare server must write the same text.
    if (JSON.stringify(x) !== JSON.stringify(y)) return `agent ${JSON.stringify(x.id ?? i)}: the fields come in another order (app ${Object.keys(x).join(', ')}; bare ${Object.keys(y).join(', ')})`;
  }
  return null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median round of each figure, and the sums of the error counts. */
function combine(rs: LoadResult[]): LoadResult {
  return {
    title: rs[0].title,
    requests: rs.reduce((s, r) => s + r.requests, 0),
    rps: median(rs.map((r) => r.rps)),
    p50_ms: median(rs.map((r) => r.p50_ms)),
    p99_ms: median(rs.map((r) => r.p99_ms)),
    errors: rs.reduce((s, r) => s + r.errors, 0),
    non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
    cpu_ms_per_request: median(rs.map((r) => r.cpu_ms_per_request)),
  };
}
