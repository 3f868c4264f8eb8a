import { startOpenAiStandIn, scriptedBrain, type OpenAiStandIn } from '../server/testing/stand-ins/openai';
import type { BenchContext, BenchSuite } from './context';
import { enforceGoals, sized } from './size';

/** Scripted tests in the suite: half greet (one model answer), half ask to stop calling (an answer, opt_out, an answer). */
const TESTS = sized(50, 4);
/** The stand-in's known answer time, per chat completion. */
const ANSWER_MS = sized(50, 20);
/** The goal: the whole run within this many times the stand-in's own answer time summed (the runner's overhead). */
const GOAL_RATIO = 5;
const LOAD_SECONDS = sized(10, 2);

let standIn: OpenAiStandIn | undefined;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function call(ctx: BenchContext, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = await res.json() as Record<string, any>;
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/**
 * A run of 50 scripted conversation tests through the production server, its embedded worker on, against the
 * OpenAI-compatible stand-in answering each completion after a known delay: the run's wall time over the stand-in's
 * answer time summed is the runner's overhead (sandbox, tools, verdicts, writes). GET /api/v1/test-runs/{id} is loaded
 * while the run goes, for the API's p99 beside it. Every verdict is checked.
 */
export const agentTestsSuite: BenchSuite = {
  name: 'agent-tests',
  async beforeServer() {
    standIn = await startOpenAiStandIn(scriptedBrain({ bookAt: new Date().toISOString() }), { delayMs: ANSWER_MS });
    const s = standIn;
    return { env: { LLM_BASE_URL: s.baseUrl, LLM_API_KEY: 'sk-bench', DISABLE_WORKER: 'false' }, stop: () => s.close() };
  },
  async run(ctx) {
    if (!standIn) throw new Error('the OpenAI-compatible stand-in was not started');
    const acct = await ctx.newAccount();
    const agent = await call(ctx, acct.key, 'POST', '/api/v1/agents/create', {
      name: 'Bench front desk', phone_number: '+14155550142', instructions: 'You answer for Acme.', first_message: 'Hello, Acme here.', tools: ['opt_out'],
    });
    for (let i = 0; i < TESTS; i++) {
      const stop = i % 2 === 1;
      await call(ctx, acct.key, 'POST', `/api/v1/agents/${agent.id}/tests`, stop
        ? { name: `opts out ${i}`, caller: { lines: ['Please stop calling me.'] }, expect: { opted_out: true, said: ['this call is recorded'] } }
        : { name: `greets ${i}`, caller: { lines: ['Hello?'] }, expect: { opted_out: false, said: ['how can i help'] } });
    }
    const waitedBefore = standIn.answerTimeMs();
    const t0 = performance.now();
    const { run } = await call(ctx, acct.key, 'POST', `/api/v1/agents/${agent.id}/tests/run`, {});
    const load = ctx.load({ title: 'GET /api/v1/test-runs/{id} during a run', path: `/api/v1/test-runs/${run.id}`, headers: { authorization: `Bearer ${acct.key}` }, duration: LOAD_SECONDS, connections: 4 });
    let done: Record<string, any> = run;
    let finishedMs = 0;
    while (done.status === 'running') {
      await new Promise((r) => setTimeout(r, 50));
      done = (await call(ctx, acct.key, 'GET', `/api/v1/test-runs/${run.id}`)).run;
      finishedMs = performance.now() - t0;
    }
    const api = await load;
    const answered = standIn.answerTimeMs() - waitedBefore;
    const failures = [
      ...(done.status === 'passed' ? [] : [`the run ended ${done.status}: ${JSON.stringify(done.results.find((r: { passed: boolean }) => !r.passed)).slice(0, 300)}`]),
      ...(done.results.length === TESTS ? [] : [`${done.results.length} results for ${TESTS} tests`]),
    ];
    const ratio = answered ? finishedMs / answered : 0;
    const figures = {
      tests: TESTS, answer_ms: ANSWER_MS, completions: answered / ANSWER_MS, total_ms: Math.round(finishedMs), stand_in_answer_ms: answered,
      overhead_ratio: round2(ratio), goal_ratio: GOAL_RATIO, api_p99_ms: api.p99_ms, api_p50_ms: api.p50_ms, api_rps: api.rps, api_errors: api.errors + api.non2xx,
    };
    ctx.log(`agent-tests: ${TESTS} tests in ${figures.total_ms} ms against ${answered} ms of stand-in answers (${figures.completions} completions): ` +
      `${figures.overhead_ratio}x (goal ≤ ${GOAL_RATIO}x); GET /test-runs/{id} p99 ${api.p99_ms} ms during the run`);
    const goals = ratio > GOAL_RATIO ? [`runner overhead ${figures.overhead_ratio}x (goal ≤ ${GOAL_RATIO}x)`] : [];
    ctx.record('agent-tests', { ...figures, failures: [...failures, ...goals] });
    if (failures.length) throw new Error(failures.join('; '));
    enforceGoals(goals, ctx.log);
  },
};
