import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import { accounts, calls } from '../server/db/schema';
import { actorForUser } from '../server/services/accounts/service';
import { createAgent } from '../server/services/agents/service';
import { creditAccount } from '../server/services/wallet/ledger';
import type { BenchSuite } from './context';
import { besideFloor } from './floor';

/**
 * POST /api/v1/calls throughput on PostgreSQL. The bench server runs without its worker (DISABLE_WORKER), so
 * the simulator is paused: each call stays queued with its start job and the measure is the request alone —
 * key check, every contract check (agent, do-not-call, wallet), template rendering and the transaction that
 * writes the call and its job.
 */
export const callsSuite: BenchSuite = {
  name: 'calls',
  async run(ctx) {
    const acct = await ctx.newAccount();
    const actor = await actorForUser(ctx.db, acct.userId);
    const agent = await createAgent(ctx.db, actor, {
      name: 'Bench Agent',
      phone_number: '+14155550100',
      instructions: 'You are calling {{first_name}} on behalf of {{business_name}} about {{topic}}.',
      first_message: 'Hi {{first_name}}, this is {{business_name}}.',
    });
    // Enough for every request to pass the funds check (nothing is debited while calls stay queued).
    await creditAccount(ctx.db, acct.accountId, 100_000_000, { description: 'bench' });
    // The simulator is paused, so no call ends by itself: the bench ends the oldest queued calls as it goes, keeping
    // about LIVE_KEPT live, as calls that end do, under the account's cap at its API maximum (1,000). Each placement
    // still counts the live calls, up to the cap, under the account lock.
    await ctx.db.update(accounts).set({ maxLiveCalls: 1000 }).where(eq(accounts.id, acct.accountId));
    const ender = endCallsAsTheyGo(ctx, acct.accountId);
    let n = 0;
    const target = {
      path: '/api/v1/calls',
      method: 'POST' as const,
      headers: { authorization: `Bearer ${acct.key}`, 'content-type': 'application/json' },
      body: () =>
        JSON.stringify({
          phone_number: `+1415555${String(1000 + (n++ % 9000)).padStart(4, '0')}`,
          agent_id: agent.id,
          // A service call is queued at any hour; a marketing call would be held for the callee's legal hours at night,
          // and the figure would then depend on when the bench ran.
          purpose: 'informational',
          variables: { first_name: 'Ada', topic: 'renewal', custom_context: { plan: 'gold' } },
        }),
    };
    // The ender stops however the loads end: left running, it would outlive the suite's database connections.
    const measured = await (async () => {
      await ctx.load({ ...target, title: 'warm-up', duration: 3 });
      return ctx.load({ ...target, title: 'POST /api/v1/calls' });
    })().finally(() => ender.stop());
    if (measured.non2xx || measured.errors) throw new Error(`${measured.title}: ${measured.non2xx} non-2xx answers, ${measured.errors} errors`);
    const result = await besideFloor(ctx, measured);

    const byAccount = eq(calls.accountId, acct.accountId);
    const [{ written }] = await ctx.db.select({ written: count() }).from(calls).where(byAccount);
    const [{ moved }] = await ctx.db.select({ moved: count() }).from(calls)
      .where(and(byAccount, notInArray(calls.status, ['queued', 'canceled'])));
    if (moved) throw new Error(`${moved} calls left the queued state: the simulator was not paused`);
    ctx.log(`${result.title}: ${result.rps} req/s  p50 ${result.p50_ms} ms  p99 ${result.p99_ms} ms  CPU ${result.cpu_ms_per_request} ms/req  (${written} calls written)`);
    ctx.record('calls', { initiate: result, calls_written: written });
  },
};

/** Live calls the bench keeps while it loads POST /api/v1/calls. */
const LIVE_KEPT = 300;

/**
 * Cancels all but the newest LIVE_KEPT queued calls of the account every 20 ms, until stopped (canceled, so the
 * check that the simulator was paused still tells its calls apart).
 */
function endCallsAsTheyGo(ctx: Parameters<BenchSuite['run']>[0], accountId: number) {
  let running = true;
  const loop = (async () => {
    while (running) {
      await ctx.db.execute(sql`update calls set status = 'canceled', ended_reason = 'canceled'
        where account_id = ${accountId} and status = 'queued'
          and id < (select max(id) - ${LIVE_KEPT} from calls where account_id = ${accountId})`);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { stop: async () => { running = false; await loop; } };
}
