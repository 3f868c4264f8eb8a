/**
 * The fault bench's checks, read once a scenario has gone quiet: SQL against the scenario's database beside what the
 * clients were told and what the receivers got. Every count here is one of the goals (0 unless said otherwise).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import type { DirectOutcome } from './fault-clients';
import type { World } from './fault-world';

const LIVE = ['scheduled', 'queued', 'ringing', 'in_progress'];

/** The bench's own reads: named so that the connection storm never terminates them. */
export function checkClient(databaseUrl: string) {
  return postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { application_name: 'fault-bench' } });
}
type Sql = ReturnType<typeof checkClient>;

/**
 * Waits until nothing is left to do (no live call, no pending delivery, no undispatched due event, no due job,
 * every campaign final) on two samples a second apart, or until `deadline`: what is still live then is stuck.
 * Answers the seconds waited and whether it went quiet.
 */
export async function waitForQuiet(sql: Sql, deadline: number): Promise<{ seconds: number; quiet: boolean }> {
  const t0 = performance.now();
  let calm = 0;
  while (Date.now() < deadline) {
    const [r] = await sql<{ busy: number }[]>`select
      (select count(*) from calls where status = any(${LIVE}))
      + (select count(*) from webhook_deliveries where status = 'pending')
      + (select count(*) from outbox_events where dispatched_at is null and due_at <= now())
      + (select count(*) from jobs where done_at is null and run_at <= now())
      + (select count(*) from campaigns where status not in ('completed', 'canceled', 'draft')) as busy`.catch(() => [{ busy: 1 }]);
    calm = Number(r.busy) === 0 ? calm + 1 : 0;
    if (calm >= 2) return { seconds: round1((performance.now() - t0) / 1000), quiet: true };
    await sleep(1000);
  }
  return { seconds: round1((performance.now() - t0) / 1000), quiet: false };
}

export interface Counts {
  events_lost: number;
  recipients_dialed_twice: number;
  recipients_never_dialed: number;
  direct_calls_placed_twice: number;
  acknowledged_calls_missing: number;
  phantom_calls: number;
  stuck_calls: number;
  stuck_idempotency_keys: number;
  money_mismatches: number;
}

/** The goal counts and the figures behind them. `healthyWebhooks`: the endpoints every delivery of which must succeed. */
export async function checkWorld(sql: Sql, world: World, opts: { direct: DirectOutcome[]; healthyWebhooks: number[] }) {
  const a = world.accountId;
  const recipients = await sql<{ n: number }[]>`
    select count(c.id) filter (where c.dialed_at is not null)::int as n
    from campaign_recipients r
    left join calls c on c.campaign_id = r.campaign_id and c.phone_number = r.phone_number
    where r.status not like 'skipped%'
    group by r.id`;
  const byNumber = new Map((await sql<{ phone_number: string; n: number; dialed: number }[]>`
    select phone_number, count(*)::int as n, count(dialed_at)::int as dialed from calls where campaign_id is null group by phone_number`)
    .map((r) => [r.phone_number, r]));
  let phantom = 0;
  let twice = 0;
  let missing = 0;
  const phantomKeys: string[] = [];
  for (const o of opts.direct) {
    const placed = byNumber.get(o.number)?.n ?? 0;
    if (placed > 1) twice++;
    if (o.callId !== null && placed === 0) missing++;
    if (o.callId === null && placed > 0) {
      phantom++;
      phantomKeys.push(o.key);
    }
  }
  const byStatus: Record<string, number> = {};
  for (const r of await sql<{ status: string; n: number }[]>`select status, count(*)::int as n from calls group by status`) byStatus[r.status] = r.n;
  const totalCalls = Object.values(byStatus).reduce((t, n) => t + n, 0);
  const liveCalls = LIVE.reduce((t, s) => t + (byStatus[s] ?? 0), 0);
  const [{ stuck_keys }] = await sql<{ stuck_keys: number }[]>`select count(*)::int as stuck_keys from idempotency_keys where response_status is null`;
  const [money] = await sql<{ balance: number; ledger: number; held: number; holds: number; debits: number; billed: number }[]>`
    select a.wallet_balance_cents::bigint as balance,
      (select coalesce(sum(amount_cents), 0) from wallet_ledger where account_id = a.id)::bigint as ledger,
      a.held_cents::bigint as held,
      (select coalesce(sum(hold_cents), 0) from calls where account_id = a.id)::bigint as holds,
      (select coalesce(-sum(amount_cents), 0) from wallet_ledger where account_id = a.id and kind = 'call_debit')::bigint as debits,
      (select coalesce(sum(cost_cents), 0) from calls where account_id = a.id)::bigint as billed
    from accounts a where a.id = ${a}`;
  for (const k of Object.keys(money) as (keyof typeof money)[]) money[k] = Number(money[k]);
  const moneyMismatches = [money.balance !== money.ledger, money.held !== money.holds, money.debits !== money.billed].filter(Boolean).length;

  // Events: every event of a subscribed type has a delivery per subscribed webhook; the healthy endpoints' all
  // succeeded; every delivery recorded succeeded was received.
  const [{ without_delivery }] = await sql<{ without_delivery: number }[]>`
    select count(*)::int as without_delivery from outbox_events e
    join webhooks w on w.account_id = e.account_id and e.event_type = any(w.subscribed_events)
    where not exists (select 1 from webhook_deliveries d where d.outbox_event_id = e.id and d.webhook_id = w.id)`;
  const deliveries = await sql<{ id: string; webhook_id: number; status: string }[]>`select id, webhook_id, status from webhook_deliveries where outbox_event_id is not null`;
  let notSucceeded = 0;
  let succeededUnreceived = 0;
  let sameIdRepeats = 0;
  const receivers = new Map(world.webhooks.map((w) => [w.id, w.receiver]));
  for (const d of deliveries) {
    if (opts.healthyWebhooks.includes(d.webhook_id) && d.status !== 'succeeded') notSucceeded++;
    const got = receivers.get(d.webhook_id)?.received.get(d.id) ?? [];
    if (d.status === 'succeeded' && got.length === 0) succeededUnreceived++;
    if (got.length > 1) sameIdRepeats += got.length - 1;
  }
  const [jobs] = await sql<{ open: number; due: number }[]>`select count(*)::int as open, count(*) filter (where run_at <= now())::int as due from jobs where done_at is null`;
  const counts: Counts = {
    events_lost: without_delivery + notSucceeded + succeededUnreceived,
    recipients_dialed_twice: recipients.filter((r) => r.n > 1).length,
    recipients_never_dialed: recipients.filter((r) => r.n === 0).length,
    direct_calls_placed_twice: twice,
    acknowledged_calls_missing: missing,
    phantom_calls: phantom,
    stuck_calls: liveCalls,
    stuck_idempotency_keys: stuck_keys,
    money_mismatches: moneyMismatches,
  };
  const told: Record<string, number> = {};
  for (const o of opts.direct) for (const [k, n] of Object.entries(o.seen)) told[k] = (told[k] ?? 0) + n;
  return {
    counts,
    figures: {
      calls: totalCalls,
      calls_by_status: byStatus,
      campaign_recipients: recipients.length,
      direct_requests: opts.direct.length,
      direct_requests_acknowledged: opts.direct.filter((o) => o.callId !== null).length,
      direct_attempts_by_answer: told,
      phantom_keys: phantomKeys,
      deliveries: deliveries.length,
      events_without_delivery: without_delivery,
      healthy_deliveries_not_succeeded: notSucceeded,
      succeeded_deliveries_not_received: succeededUnreceived,
      same_id_repeats: sameIdRepeats,
      money,
      jobs_open: jobs.open,
      jobs_due: jobs.due,
    },
  };
}

/**
 * Double bookings: two live events of one owner that overlap. Together with each round's count of 201 answers.
 */
export async function overlappingEvents(sql: Sql): Promise<number> {
  const [{ n }] = await sql<{ n: number }[]>`
    select count(*)::int as n from calendar_events a join calendar_events b
      on a.id < b.id and a.owner_user_id = b.owner_user_id and a.start_time < b.end_time and b.start_time < a.end_time
    where a.status in ('scheduled', 'confirmed') and b.status in ('scheduled', 'confirmed')`;
  return n;
}

export function percentiles(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => (s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(s.length * p))]) : null);
  return { n: s.length, p50_ms: q(0.5), p95_ms: q(0.95), max_ms: s.length ? Math.round(s[s.length - 1]) : null };
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
