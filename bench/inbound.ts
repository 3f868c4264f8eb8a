import { count, eq, sql } from 'drizzle-orm';
import { accounts, agents, calls, providerResources } from '../server/db/schema';
import { actorForUser } from '../server/services/accounts/service';
import { createAgent } from '../server/services/agents/service';
import { creditAccount } from '../server/services/wallet/ledger';
import { BENCH_VAPI_SECRET, type BenchSuite } from './context';
import { sized } from './size';

/** The shared secret the bench server is started with (bench/run.ts), so Vapi's messages are accepted. */
const KNOWN_CALLERS = sized(1_000, 20);

/**
 * Vapi's assistant-request through POST /api/providers/vapi/events: Vapi waits at most 7.5 s for the answer, and a
 * caller hears silence meanwhile. One connection at a time (the latency a caller waits), then 10 at once (a busy
 * line), beside the framework's floor (/api/health) at one connection in the same run. Half the callers are among
 * the account's 1,000 contacts; the other half are new numbers, saved as "Unknown caller" contacts. Each request is
 * a new Vapi call, so each records a ringing call and its hold.
 */
export const inboundSuite: BenchSuite = {
  name: 'inbound',
  async run(ctx) {
    const acct = await ctx.newAccount();
    const actor = await actorForUser(ctx.db, acct.userId);
    const agent = await createAgent(ctx.db, actor, {
      name: 'Front Desk',
      role: 'inbound',
      phone_number: '+14155550100',
      instructions: 'You answer calls for {{business_name}}. The caller is {{first_name}} ({{plan}}).',
      first_message: 'Thanks for calling {{business_name}}, {{first_name}}.',
    });
    // Only an agent of the called provider answers its line. The bench server holds no Vapi key, so the agent is made
    // a Vapi agent in the database, as one created on a server configured for Vapi is.
    await ctx.db.update(agents).set({ provider: 'vapi' }).where(eq(agents.id, agent.id));
    // Vapi's number, as the operator imports it into the account: inbound calls are routed by the account that owns it.
    const phoneNumberId = `bench-phone-number-${acct.accountId}`;
    await ctx.db.insert(providerResources).values({ accountId: acct.accountId, provider: 'vapi', kind: 'phone_number', providerId: phoneNumberId });
    await creditAccount(ctx.db, acct.accountId, 100_000_000, { description: 'bench' });
    // Every request leaves a ringing call: the cap would refuse them after a while.
    await ctx.db.update(accounts).set({ maxLiveCalls: 1_000_000 }).where(eq(accounts.id, acct.accountId));
    await ctx.db.execute(sql`
      with c as (
        insert into contacts (account_id, owner_user_id, first_name, last_name, custom_context)
        select ${acct.accountId}, ${acct.userId}, 'Caller', 'No. ' || g, jsonb_build_object('plan', 'gold')
        from generate_series(1, ${KNOWN_CALLERS}) g
        returning id, last_name
      )
      insert into contact_phone_numbers (contact_id, account_id, phone_number, is_primary)
      select id, ${acct.accountId}, '+1415556' || lpad(substr(last_name, 5), 4, '0'), true from c`);

    let n = 0;
    const message = () => {
      n += 1;
      // Even requests: a known caller (1..1000); odd: a number nobody has called from yet.
      const from = n % 2 === 0 ? `+1415556${String(1 + (n / 2) % KNOWN_CALLERS).padStart(4, '0')}` : `+1628555${String(n % 10_000).padStart(4, '0')}`;
      const id = `bench-${process.pid}-${n}`;
      return JSON.stringify({
        message: {
          type: 'assistant-request',
          call: { id, type: 'inboundPhoneCall', status: 'ringing', customer: { number: from } },
          phoneNumber: { id: phoneNumberId, number: '+14155550100' },
          customer: { number: from },
        },
      });
    };
    const target = {
      path: '/api/providers/vapi/events',
      method: 'POST' as const,
      headers: { 'x-vapi-secret': BENCH_VAPI_SECRET, 'content-type': 'application/json' },
      body: message,
    };
    const sample = await fetch(ctx.baseUrl + target.path, { method: 'POST', headers: target.headers, body: message() });
    const answer = (await sample.json()) as { assistantId?: string; error?: string };
    if (!answer.assistantId) throw new Error(`assistant-request was not answered with an assistant: ${JSON.stringify(answer)}`);

    await ctx.load({ ...target, title: 'warm-up', duration: 3, connections: 1 });
    const floor = await ctx.load({ title: 'GET /api/health, 1 connection', path: '/api/health', connections: 1 });
    const single = await ctx.load({ ...target, title: 'assistant-request, 1 connection', connections: 1 });
    const busy = await ctx.load({ ...target, title: 'assistant-request, 10 connections', connections: 10 });
    for (const r of [single, busy]) if (r.non2xx || r.errors) throw new Error(`${r.title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);

    const [{ written }] = await ctx.db.select({ written: count() }).from(calls).where(eq(calls.accountId, acct.accountId));
    // An answer `{ error }` is a 200 too: every request must have recorded its call.
    if (written < single.requests + busy.requests) throw new Error(`${written} calls recorded for ${single.requests + busy.requests} requests: some callers were refused`);
    for (const r of [floor, single, busy]) {
      ctx.log(`${r.title}: ${r.rps} req/s  p50 ${r.p50_ms} ms  p99 ${r.p99_ms} ms  CPU ${r.cpu_ms_per_request} ms/req`);
    }
    const ratio = Math.round((single.p50_ms / Math.max(floor.p50_ms, 0.01)) * 100) / 100;
    ctx.log(`assistant-request p50 / floor p50 (1 connection): ${ratio}   (Vapi's limit: 7,500 ms)`);
    ctx.record('inbound', { assistant_request_1: single, assistant_request_10: busy, floor_1: floor, p50_ratio_to_floor: ratio, calls_written: written });
  },
};
