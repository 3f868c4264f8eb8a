import postgres from 'postgres';
import { actorForUser } from '../server/services/accounts/service';
import { createAgent } from '../server/services/agents/service';
import type { BenchSuite } from './context';
import { seedScale, SCALE } from './scale-seed';
import { sized } from './size';

/** Timed requests per target (after warm-up), one at a time: latency, not throughput. */
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES || sized(40, 3));
const WARM_UP = sized(5, 1);
/** A slow target stops sampling after this many seconds (at least 3 samples), so a run before the fix ends. */
const BUDGET_S = Number(process.env.BENCH_SCALE_TARGET_SECONDS || 20);
/** The goal of every list and search at this size. */
const TARGET_P50_MS = 30;

/**
 * Lists and searches at a million rows: seeds PostgreSQL with set-based SQL (SCALE.contacts contacts with
 * numbers and tags, SCALE.calls calls, SCALE.events calendar events in one account, and a second account so
 * the tenancy filters are real), then times each GET one request at a time and prints p50/p95 beside
 * GET /api/v1/agents from the same run.
 */
export const scaleSuite: BenchSuite = {
  name: 'scale',
  async run(ctx) {
    const { big, agentIds } = await seededAccounts(ctx);
    const headers = { authorization: `Bearer ${big.key}` };
    const contactsPage = (qs: string) => `/api/v1/contacts?${qs}`;
    // A cursor deep in the list: the id 10,000 rows below the newest contact.
    const deep = await fetch(`${ctx.baseUrl}${contactsPage('page=500&limit=20')}`, { headers }).then((r) => r.json());
    const deepCursor = deep.contacts?.[0]?.id;
    // A whole e-mail address and a whole number of one contact, as a person pastes them, and the parts every
    // contact shares (the domain's word, the country code and area): a search any row matches.
    const known = deep.contacts?.[7] as { email?: string; phone_numbers?: { phone_number: string }[] } | undefined;
    const email = known?.email ?? 'user123457@example7.test';
    const e164 = known?.phone_numbers?.[0]?.phone_number ?? '+14155550123';
    const national = `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
    const q = (text: string) => contactsPage(`q=${encodeURIComponent(text)}`);
    const targets: [string, string][] = [
      ['GET /api/v1/agents (reference)', '/api/v1/agents'],
      ['contacts page 1', contactsPage('page=1&limit=20')],
      ['contacts page 500 (offset 10,000)', contactsPage('page=500&limit=20')],
      ['contacts page 25,000 (offset 500,000)', contactsPage('page=25000&limit=20')],
      ['contacts cursor deep (after 10,000)', contactsPage(`limit=20&cursor=${deepCursor}`)],
      ['contacts q=name (common first name)', contactsPage('q=Margaret')],
      ['contacts q=name (full name)', contactsPage(`q=${encodeURIComponent('Margaret Okafor')}`)],
      ['contacts q=last name (rare)', contactsPage('q=Zbierski')],
      ['contacts q=email', contactsPage('q=user123457%40')],
      ['contacts q=company', contactsPage(`q=${encodeURIComponent('Company 4217')}`)],
      ['contacts q=415 555', contactsPage(`q=${encodeURIComponent('415 555')}`)],
      ['contacts q=+1415555…', contactsPage(`q=${encodeURIComponent('+14155550')}`)],
      ['contacts q=(415)', contactsPage(`q=${encodeURIComponent('(415)')}`)],
      ['contacts q=whole email', q(email)],
      ['contacts q=whole email, upper case', q(email.toUpperCase())],
      ['contacts q=whole number (E.164)', q(e164)],
      ['contacts q=whole number ((415) 555-0123)', q(national)],
      ['contacts q=example (every row)', q('example')],
      ['contacts q=+1 (every row)', q('+1')],
      ['contacts q=+1415 (one in 20)', q('+1415')],
      ['contacts q=no match', contactsPage('q=zzqqxx')],
      ['contacts tag=vip (common)', contactsPage('tag=vip')],
      ['contacts tag=rare', contactsPage('tag=rare')],
      ['contacts status=customer-ish', contactsPage('status=callback_requested')],
      ['contacts stage=customer', contactsPage('stage=customer')],
      ['contacts status+stage+tag', contactsPage('status=contacted&stage=opportunity&tag=vip')],
      ['calls page 1', '/api/v1/calls?page=1&limit=20'],
      ['calls page 500', '/api/v1/calls?page=500&limit=20'],
      ['calls status=failed', '/api/v1/calls?status=failed'],
      ['calls agent_id', `/api/v1/calls?agent_id=${agentIds[1]}`],
      ['calls contact_id', `/api/v1/calls?contact_id=__CONTACT__`],
      ['calls date range (one day)', `/api/v1/calls?start_date=${SCALE.callDay}&end_date=${SCALE.callDay}`],
      ['calls status+agent+dates', `/api/v1/calls?status=completed&agent_id=${agentIds[2]}&start_date=${SCALE.callDay}&end_date=${SCALE.callDay}`],
      ['events list (30 days)', `/api/v1/calendar/events?start_date=${SCALE.eventDay}`],
      ['events list (366 days, page 10)', `/api/v1/calendar/events?start_date=${SCALE.eventDay}&end_date=${SCALE.eventYearEnd}&page=10`],
      ['availability (7 days)', `/api/v1/calendar/availability?start_date=${SCALE.eventDay}&duration=30`],
    ];
    const someContact = deep.contacts?.[5]?.id;
    const results: Record<string, { p50_ms: number; p95_ms: number; count?: number; status: number }> = {};
    for (const [title, rawPath] of targets) {
      const path = rawPath.replace('__CONTACT__', String(someContact));
      const r = await timeGet(ctx.baseUrl + path, headers);
      results[title] = r;
      const flag = title.includes('reference') || r.p50_ms < TARGET_P50_MS ? '' : `  (goal p50 < ${TARGET_P50_MS} ms)`;
      ctx.log(`${title.padEnd(40)} p50 ${String(r.p50_ms).padStart(7)} ms  p95 ${String(r.p95_ms).padStart(7)} ms  ${r.status}${r.count !== undefined ? `  count ${r.count}` : ''}${flag}`);
    }
    const failures = Object.entries(results).filter(([, r]) => r.status !== 200);
    ctx.record('scale', { rows: SCALE, samples: SAMPLES, target_p50_ms: TARGET_P50_MS, results });
    if (failures.length) throw new Error(`non-200 answers: ${failures.map(([t, r]) => `${t} ${r.status}`).join(', ')}`);
  },
};

async function timeGet(url: string, headers: Record<string, string>) {
  let status = 0;
  let count: number | undefined;
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    if (times.length >= 3 && performance.now() - start > BUDGET_S * 1000) break;
    // A slow target (seconds a request) is warm after one request.
    if (i === 1 && performance.now() - start > 1000) i = WARM_UP;
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.json();
    const ms = performance.now() - t0;
    status = res.status;
    count = typeof body?.count === 'number' ? body.count : undefined;
    if (i >= WARM_UP) times.push(ms);
    if (status !== 200) break;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))] * 10) / 10;
  return { p50_ms: at(0.5), p95_ms: at(0.95), count, status };
}

/**
 * The big account and its agents: seeded here, or with BENCH_KEEP_DATABASE=true taken from the previous run's
 * seed of the same size (recorded in the bench database's bench_scale_seed table), since seeding a million rows
 * takes many minutes on a loaded machine.
 */
async function seededAccounts(ctx: Parameters<BenchSuite['run']>[0]) {
  const sql = postgres(ctx.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`create table if not exists bench_scale_seed (rows int primary key, account_id int not null,
      api_key text not null, agent_ids int[] not null)`;
    if (process.env.BENCH_KEEP_DATABASE === 'true') {
      const [prior] = await sql<{ accountId: number; apiKey: string; agentIds: number[] }[]>`
        select account_id as "accountId", api_key as "apiKey", agent_ids as "agentIds" from bench_scale_seed where rows = ${SCALE.contacts}`;
      if (prior) {
        ctx.log(`reusing the seed of ${SCALE.contacts} rows (account ${prior.accountId})`);
        return { big: { key: prior.apiKey }, agentIds: prior.agentIds };
      }
    }
    const big = await ctx.newAccount();
    const other = await ctx.newAccount();
    const agentIds: number[] = [];
    for (const acct of [big, other]) {
      const actor = await actorForUser(ctx.db, acct.userId);
      for (let i = 0; i < 5; i++) {
        const agent = await createAgent(ctx.db, actor, { name: `Scale Agent ${i}`, phone_number: null });
        if (acct === big) agentIds.push(agent.id);
      }
    }
    const started = Date.now();
    await seedScale(sql, { big, other }, ctx.log);
    ctx.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    await sql`insert into bench_scale_seed ${sql({ rows: SCALE.contacts, account_id: big.accountId, api_key: big.key, agent_ids: agentIds })}
      on conflict (rows) do update set account_id = excluded.account_id, api_key = excluded.api_key, agent_ids = excluded.agent_ids`;
    return { big, agentIds };
  } finally {
    await sql.end();
  }
}
