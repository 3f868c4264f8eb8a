import fs from 'node:fs';
import { sized } from './size';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { BenchSuite } from './context';
import { resultsDir } from './harness';
import { SCALE, bookingsScenario, databaseScenario, killScenario, pgliteScenario, poolerScenario, webhooksScenario, type ScenarioEnv, type ScenarioResult } from './fault-scenarios';

const SCENARIOS: Record<string, (env: ScenarioEnv) => Promise<ScenarioResult>> = {
  kill: killScenario,
  database: databaseScenario,
  pooler: poolerScenario,
  webhooks: webhooksScenario,
  bookings: bookingsScenario,
  pglite: pgliteScenario,
};

/**
 * The fault bench (docs/faults-bench.md): six scenarios of faults injected on loopback under load, each on a database
 * of its own beside the bench database, with application processes of its own (bench/fault-server.ts): kill -9 of one
 * of two servers, the database's connections terminated and the database down and unreachable (a proxy), the pooler
 * killed, webhook receivers down, slow and failing, concurrent bookings, and PGlite killed mid-write. Each count is a
 * goal of 0 (nothing lost, dialed twice or never, phantom, stuck, and money exact), and the healthy endpoint's delivery
 * p95 while another is slow must stay under 1 s; every goal is printed met or FAILED, and any failed one fails the
 * suite. BENCH_FAULTS_SCALE (default 1, a few minutes; 0.1 for a smoke run) sizes the load and the faults;
 * BENCH_FAULTS_SCENARIOS (comma-separated: kill, database, pooler, webhooks, bookings, pglite) runs some of them.
 */
/**
 * A tiny run (CI's smoke step) proves the suite still runs against today's app with the two scenarios that need no
 * second app server: each of the others costs minutes of server starts and settle waits.
 */
const TINY_SCENARIOS = 'bookings,pglite';

export const faultsSuite: BenchSuite = {
  name: 'faults',
  ownServers: true,
  async run(ctx) {
    const names = (process.env.BENCH_FAULTS_SCENARIOS || sized(Object.keys(SCENARIOS).join(','), TINY_SCENARIOS)).split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = names.filter((n) => !SCENARIOS[n]);
    if (unknown.length) throw new Error(`no such fault scenario: ${unknown.join(', ')} (scenarios: ${Object.keys(SCENARIOS).join(', ')})`);
    const results: Record<string, unknown> = {};
    const failures: string[] = [];
    const t0 = performance.now();
    for (const name of names) {
      ctx.log(`-- ${name}`);
      const started = performance.now();
      let result: ScenarioResult;
      try {
        result = await SCENARIOS[name]({ benchDatabaseUrl: ctx.databaseUrl, log: ctx.log });
      } catch (err) {
        // A scenario that could not run is a failed goal too, and the others still run.
        failures.push(`${name}: did not run (${(err as Error).message})`);
        ctx.log(`  FAILED: the scenario did not run: ${(err as Error).stack ?? err}`);
        results[name] = { error: String(err) };
        continue;
      }
      const goals: Record<string, { value: number | null; goal: string; met: boolean }> = {};
      for (const [k, v] of Object.entries(result.counts)) goals[k] = { value: v, goal: '= 0', met: v === 0 };
      for (const [k, b] of Object.entries(result.bounds ?? {})) goals[k] = { value: b.value, goal: `< ${b.below}`, met: b.value !== null && b.value < b.below };
      for (const [k, g] of Object.entries(goals)) {
        ctx.log(`  ${g.met ? 'ok    ' : 'FAILED'} ${k.replaceAll('_', ' ')}: ${g.value ?? 'not measured'} (goal ${g.goal})`);
        if (!g.met) failures.push(`${name}: ${k} ${g.value ?? 'not measured'} (goal ${g.goal})`);
      }
      ctx.log(`  ${summary(result.figures)}`);
      results[name] = { seconds: Math.round((performance.now() - started) / 1000), goals, figures: result.figures };
    }
    if (process.env.BENCH_FAULTS_KEEP !== 'true') await dropScenarioDatabases(ctx.databaseUrl, names);
    // A run of some scenarios keeps the others' last results at the same scale, each with when it was measured.
    const earlier = previousResults(SCALE);
    const now = new Date().toISOString();
    const scenarios = { ...earlier.scenarios, ...Object.fromEntries(Object.entries(results).map(([k, v]) => [k, { ...(v as object), measured_at: now }])) };
    const allFailures = [...earlier.failures.filter((f) => !names.includes(f.split(':')[0])), ...failures];
    ctx.record('faults', {
      scale: SCALE,
      scenarios,
      meets_goals: allFailures.length === 0,
      failures: allFailures,
      wall_s: Math.round((performance.now() - t0) / 1000),
      load_average: os.loadavg(),
    });
    if (failures.length) throw new Error(`${failures.length} fault goal(s) failed: ${failures.join('; ')}`);
  },
};

function previousResults(scale: number): { scenarios: Record<string, unknown>; failures: string[] } {
  try {
    const last = JSON.parse(fs.readFileSync(path.join(resultsDir, 'faults.json'), 'utf8')) as { scale: number; scenarios: Record<string, unknown>; failures: string[] };
    if (last.scale === scale) return { scenarios: last.scenarios, failures: last.failures };
  } catch {
    // none yet
  }
  return { scenarios: {}, failures: [] };
}

/** The figures a reader looks at first, on one line. */
function summary(f: Record<string, unknown>): string {
  const keys = ['calls', 'campaign_recipients', 'direct_requests', 'direct_requests_acknowledged', 'deliveries', 'same_id_repeats', 'settle_s', 'restarts_serving_s', 'faults', 'direct_attempts_by_answer', 'phantom_keys', 'healthy_endpoint_delivery_by_phase', 'rounds', 'created', 'other_answers', 'contacts_acknowledged', 'credits_acknowledged', 'open_s'];
  return keys.filter((k) => f[k] !== undefined).map((k) => `${k}: ${JSON.stringify(f[k])}`).join('; ');
}

/** The scenarios' databases (`switchboard_faults_<name>`), dropped once read; BENCH_FAULTS_KEEP=true keeps them. */
async function dropScenarioDatabases(benchDatabaseUrl: string, names: string[]): Promise<void> {
  const u = new URL(benchDatabaseUrl);
  u.pathname = '/postgres';
  const admin = postgres(u.toString(), { max: 1, onnotice: () => {} });
  try {
    for (const n of names) await admin.unsafe(`drop database if exists switchboard_faults_${n} with (force)`);
  } finally {
    await admin.end();
  }
}
