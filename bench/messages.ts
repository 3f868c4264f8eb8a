import crypto from 'node:crypto';
import os from 'node:os';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/rows';
import { agents, calendarEvents, consents, doNotCallNumbers } from '../server/db/schema';
import type { EventRow } from '../server/services/calendar/dto';
import { syncReminder } from '../server/services/calendar/reminders';
import { queueEventNotices } from '../server/services/messages/event-notices';
import { judgeText } from '../server/services/messages/text-gate';
import { calleeArea } from '../server/lib/callee-area';
import { normalizePhone } from '../server/lib/phone';
import { signedTwilioRequest, startTwilioStandIn, type TwilioStandIn } from '../server/testing/stand-ins/twilio';
import { loadUntil, percentile, round2, sleep, spread, timedGet } from './calendars-link';
import type { BenchContext, BenchSuite } from './context';
import { DURATION } from './load';
import { treeCpuSeconds } from './process';
import { sized } from './size';

/** Sizes (BENCH_REMINDERS and BENCH_STOPS shrink a smoke run). Half the reminders are emails, half texts. */
const REMINDERS = 2 * Math.ceil(Number(process.env.BENCH_REMINDERS || sized(10_000, 20)) / 2);
const STOPS = Number(process.env.BENCH_STOPS || sized(20, 2));
const ACCOUNTS = Math.min(4, REMINDERS / 2);
/**
 * The embedded worker's WORKER_CONCURRENCY: unset, the server's default (1), as production runs without the setting.
 * BENCH_MESSAGES_WORKER_CONCURRENCY tries another.
 */
const WORKER_CONCURRENCY = process.env.BENCH_MESSAGES_WORKER_CONCURRENCY || '';

/** The issue's goals, absolute whatever the size: every reminder final within 2 minutes of its minute, a STOP confirmed within 1 s. */
const DRAIN_GOAL_S = 120;
const STOP_GOAL_MS = 1000;
/** Past this the bench stops waiting and records what was left waiting. */
const DRAIN_TIMEOUT_S = Number(process.env.BENCH_MESSAGES_TIMEOUT_S || 600);
const POLL_MS = 250;
/**
 * The API's load beside the drain, held to a rate (BENCH_MESSAGES_API_RPS): latency, not throughput, is what a worker
 * starving the API shows in, and a load as fast as the server answers would take the CPU the worker needs.
 */
const API_CONNECTIONS = 4;
const API_RPS = Number(process.env.BENCH_MESSAGES_API_RPS || 25);
const IDLE_S = sized(Math.max(DURATION, 30), DURATION);
const API_PATH = '/api/v1/messages?limit=20';
const REMIND_BEFORE_MIN = 30;
const STOP_PATH = '/api/integrations/twilio/sms';

/**
 * Areas the texts go to, New York first. The law's hours are the callee's (8 am to 9 pm and the states' own): the
 * first whose hours hold through the due minute and the drain is taken, so the texts are sent through Twilio rather
 * than all skipped for the hour of the run; BENCH_MESSAGES_AREA_CODE names one.
 */
const AREA_CODES = ['212', '312', '303', '213', '907', '808'];

let twilio: TwilioStandIn | null = null;

/**
 * Appointment reminders on PostgreSQL through the production server, its embedded worker on and Twilio's stand-in in
 * this process: 10,000 reminders (5,000 emails kept locally, 5,000 texts to distinct US numbers) due in the same
 * minute, timed from that minute until every one is final, with GET /api/v1/messages loaded during the drain and for
 * as long idle before; none may be sent twice (one `message.sent` each, one text per number at Twilio). Then STOP
 * texted in from numbers with consents, one at a time over the signed webhook: time to the TwiML confirmation, and the
 * consents revoked and the number listed.
 */
export const messagesSuite: BenchSuite = {
  name: 'messages',
  async beforeServer({ baseUrl }) {
    twilio = await startTwilioStandIn();
    const standIn = twilio;
    // PUBLIC_BASE_URL as a deployment with Twilio sets it (the address Twilio signs; Next.js answers a request's URL as
    // http://localhost:<port> whatever host it was sent to). No SMTP_URL: emails go through the `local` transport. The
    // worker on, at the server's default concurrency.
    const env: Record<string, string> = { ...standIn.config(), PUBLIC_BASE_URL: baseUrl, DISABLE_WORKER: 'false' };
    if (WORKER_CONCURRENCY) env.WORKER_CONCURRENCY = WORKER_CONCURRENCY;
    return { env, stop: () => standIn.close() };
  },
  async run(ctx) {
    if (!twilio) throw new Error('the Twilio stand-in was not started');
    const failures: string[] = [];
    const accounts = await seedAccounts(ctx);
    const area = await chooseArea(ctx, accounts[0].accountId);
    const texts = REMINDERS / 2;
    const numbers = Array.from({ length: texts }, (_, i) => customerNumber(area.code, i));
    const warm = await warmAreas(numbers);
    ctx.log(`texts to ${area.code} (${area.zone}${area.lawful ? '' : ', in its quiet hours'}); ${warm.prefixes} exchanges looked up in ${warm.seconds} s in this process`);

    const seed = await seedReminders(ctx, accounts, numbers);
    const dueIso = seed.due.toISOString();
    ctx.log(`${seed.events} events, ${REMINDERS} reminders due at ${dueIso} seeded in ${seed.seconds} s (${seed.skipped_at_write} skipped at write)`);
    const lead = seed.due.getTime() - Date.now();
    if (lead < 3_000) throw new Error(`seeding ended ${round2(-lead / 1000)} s after the due minute; raise BENCH_MESSAGES_LEAD_S`);

    const auth = { authorization: `Bearer ${accounts[0].key}` };
    // The route warmed first (a fresh server's first requests load and compile it), then the same load idle for the
    // last IDLE_S before the due minute, once the database has settled after the seeding (the worker has nothing due).
    for (let i = 0; i < 100; i++) await timedGet(ctx.baseUrl + API_PATH, auth);
    await sleep(Math.max(0, seed.due.getTime() - Date.now() - IDLE_S * 1000 - 1_000));
    const idle = await loadUntil(ctx.baseUrl, API_PATH, API_CONNECTIONS, sleep(seed.due.getTime() - Date.now() - 1_000), { headers: auth, rate: API_RPS });
    await sleep(Math.max(0, seed.due.getTime() - Date.now()));

    const cpu0 = treeCpuSeconds(ctx.serverPid!);
    const accountIds = accounts.map((a) => a.accountId);
    const drained = waitForDrain(ctx, accountIds, seed.due);
    const [during, drain] = await Promise.all([loadUntil(ctx.baseUrl, API_PATH, API_CONNECTIONS, drained, { headers: auth, rate: API_RPS }), drained]);
    const serverCpu = round2(treeCpuSeconds(ctx.serverPid!) - cpu0);
    for (const [name, r] of Object.entries({ idle, during })) if (r.non2xx || r.errors) failures.push(`messages list ${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);

    const outcome = await outcomes(ctx, accountIds, seed.due, twilio);
    if (drain.waiting) failures.push(`${drain.waiting} reminders still waiting ${DRAIN_TIMEOUT_S} s after their minute`);
    if (outcome.total !== REMINDERS) failures.push(`${outcome.total} reminders written, ${REMINDERS} meant`);
    const api = { path: API_PATH, connections: API_CONNECTIONS, rate_rps: API_RPS, idle, during_drain: during, p99_ratio: round2(during.p99_ms / Math.max(1, idle.p99_ms)) };
    ctx.log(`drain: every reminder final ${drain.seconds} s after its minute (goal ≤ ${DRAIN_GOAL_S} s); ${fmt(outcome.by_status)}; ` +
      `${outcome.duplicates.total} sent twice; server CPU ${serverCpu} s`);
    ctx.log(`GET ${API_PATH}: p50 ${during.p50_ms} ms p99 ${during.p99_ms} ms during the drain (${during.rps} rps), ` +
      `p50 ${idle.p50_ms} ms p99 ${idle.p99_ms} ms idle: p99 ratio ${api.p99_ratio}`);

    const stop = await measureStops(ctx, twilio, accounts[0], area.code, failures);
    ctx.log(`STOP: confirmed p50 ${stop.p50_ms} ms p99 ${stop.p99_ms} ms max ${stop.max_ms} ms over ${stop.requests} texts (goal < ${STOP_GOAL_MS} ms)`);

    const goals = {
      all_final_s: goal(drain.seconds, '≤', DRAIN_GOAL_S),
      sent_twice: goal(outcome.duplicates.total, '=', 0),
      failed: goal(outcome.failed.total, '=', 0),
      stop_p99_ms: goal(stop.p99_ms, '<', STOP_GOAL_MS),
      stop_max_ms: goal(stop.max_ms, '<', STOP_GOAL_MS),
    };
    for (const [name, g] of Object.entries(goals)) if (!g.met) failures.push(`${name}: ${g.value} (goal ${g.goal})`);
    ctx.record('messages', {
      sizes: { reminders: REMINDERS, emails: REMINDERS / 2, texts: texts, events: seed.events, accounts: ACCOUNTS, stops: STOPS },
      setup: {
        worker: 'the server\'s embedded worker', worker_concurrency: Number(WORKER_CONCURRENCY || 1), database_pool_max: 10,
        email_transport: 'local', sms_transport: 'twilio (stand-in in the bench process)',
        texts_to: { area_code: area.code, zone: area.zone, lawful_at_due: area.lawful, exchanges: warm.prefixes, area_lookup_s_in_bench_process: warm.seconds },
        due_minute: dueIso, due_local: seed.due.toLocaleString('en-US', { timeZone: area.zone }),
        seeding: 'events bulk-inserted (booked with notifications and 30-minute reminders on, starting 30 minutes after the due minute), ' +
          'then per event in its own transaction the calendar reminder (syncReminder) and the customer reminders written by ' +
          'queueEventNotices itself, as when reminders are turned on for a booked event',
        seeding_s: seed.seconds,
      },
      drain: { ...drain, goal_s: DRAIN_GOAL_S, reminders_per_s: round2(REMINDERS / Math.max(0.01, drain.seconds)), server_cpu_s: serverCpu, ...outcome },
      api, stop, goals,
      meets_target: failures.length === 0,
      failures,
      load_average: os.loadavg(),
    });
    if (failures.length) throw new Error(failures.join('; '));
  },
};

interface BenchAccount {
  accountId: number;
  userId: number;
  key: string;
  agent: { id: number; name: string; assistant_id: string; number: string };
}

/** A few accounts, each with an agent that has a number of its own (the texts' sender, and where STOP arrives). */
async function seedAccounts(ctx: BenchContext): Promise<BenchAccount[]> {
  const out: BenchAccount[] = [];
  const run = crypto.randomBytes(3).toString('hex');
  for (let i = 0; i < ACCOUNTS; i++) {
    const a = await ctx.newAccount();
    const number = `+1646555${String(100 + i).padStart(4, '0')}`;
    const assistantId = `asst_bench_msg_${run}_${i}`;
    const [agent] = await ctx.db.insert(agents).values({ accountId: a.accountId, assistantId, name: 'Front desk', phoneNumber: number } as typeof agents.$inferInsert).returning();
    out.push({ accountId: a.accountId, userId: a.userId, key: a.key, agent: { id: agent.id, name: agent.name, assistant_id: assistantId, number } });
  }
  return out;
}

/** The area whose law lets the texts go from the due minute (at the latest in 3 minutes) to well past the drain's goal. */
async function chooseArea(ctx: BenchContext, accountId: number): Promise<{ code: string; zone: string; lawful: boolean }> {
  const soon = Date.now() + 3 * 60_000;
  const lawful = async (code: string) => {
    for (const at of [soon, soon + 5 * 60_000, soon + 15 * 60_000]) {
      const judged = await judgeText(ctx.db, { accountId, to: customerNumber(code, 0), contactId: null, purpose: 'informational', at: new Date(at) });
      if (judged.answer.verdict !== 'allow') return false;
    }
    return true;
  };
  const asked = process.env.BENCH_MESSAGES_AREA_CODE;
  const candidates = asked ? [asked] : AREA_CODES;
  let code = candidates[0];
  let ok = false;
  for (const c of candidates) {
    if (await lawful(c)) {
      code = c;
      ok = true;
      break;
    }
  }
  const zone = (await calleeArea(customerNumber(code, 0))).zones[0] ?? 'UTC';
  return { code, zone, lawful: ok };
}

/**
 * The i-th customer's number: spread over the area's exchanges as a city's customers are (x11 and 555 left out), so
 * the server meets as many distinct prefixes as it would.
 */
const EXCHANGES = Array.from({ length: 800 }, (_, i) => String(200 + i)).filter((x) => !x.endsWith('11') && x !== '555');
function customerNumber(areaCode: string, i: number): string {
  const n = `+1${areaCode}${EXCHANGES[i % EXCHANGES.length]}${String(4000 + Math.floor(i / EXCHANGES.length)).padStart(4, '0')}`;
  if (normalizePhone(n) !== n) throw new Error(`${n} is not a valid number`);
  return n;
}

/** Looks up each exchange once here, so that seeding does not pay for it (the server still does, at its first text to each). */
async function warmAreas(numbers: string[]): Promise<{ prefixes: number; seconds: number }> {
  const t0 = performance.now();
  const prefixes = [...new Map(numbers.map((n) => [n.slice(0, 8), n])).values()];
  for (const n of prefixes) await calleeArea(n);
  return { prefixes: prefixes.length, seconds: round2((performance.now() - t0) / 1000) };
}

/**
 * Events bulk-inserted (each with an email and a phone, notifications and reminders on), then per event, in its own
 * transaction, its calendar reminder and its customer reminders written by the messages domain itself, as when
 * reminders are turned on for a booked event: the rows and jobs are exactly what event-notices.ts writes. The due
 * minute is the next whole minute past the seeding's expected length (BENCH_MESSAGES_LEAD_S).
 */
async function seedReminders(ctx: BenchContext, accounts: BenchAccount[], numbers: string[]) {
  const t0 = performance.now();
  const leadS = Number(process.env.BENCH_MESSAGES_LEAD_S || 15 + REMINDERS * 0.008 + IDLE_S);
  const due = new Date(Math.ceil((Date.now() + leadS * 1000) / 60_000) * 60_000);
  const start = new Date(due.getTime() + REMIND_BEFORE_MIN * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const rows: EventRow[] = [];
  for (let from = 0; from < numbers.length; from += 500) {
    const chunk = numbers.slice(from, from + 500).map((phone, j) => {
      const i = from + j;
      const a = accounts[i % accounts.length];
      return {
        accountId: a.accountId, ownerUserId: a.userId, aiAgentId: a.agent.id, title: 'Cleaning', eventType: 'appointment' as const, status: 'scheduled' as const,
        startTime: start, endTime: end, isReminderEnabled: true, remindBeforeMinutes: REMIND_BEFORE_MIN, sendNotifications: true,
        customerName: `Customer ${i}`, customerEmail: `customer-${i}@example.com`, customerPhone: phone,
      };
    });
    rows.push(...await ctx.db.insert(calendarEvents).values(chunk).returning());
  }
  const agentOf = new Map(accounts.map((a) => [a.accountId, { id: a.agent.id, name: a.agent.name, assistant_id: a.agent.assistant_id }]));
  let next = 0;
  // As many at once as the bench's pool holds.
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < rows.length) {
      const event = rows[next++];
      const agent = agentOf.get(event.accountId)!;
      await ctx.db.transaction(async (tx) => {
        const now = new Date();
        await syncReminder(tx, event, agent, now);
        await queueEventNotices(tx, event, { ...event, isReminderEnabled: false }, agent, now);
      });
    }
  }));
  const [{ skipped }] = rowsOf<{ skipped: number }>(await ctx.db.execute(sql`
    select count(*)::int as skipped from messages where account_id in ${idList(accounts.map((a) => a.accountId))} and kind = 'reminder' and status = 'skipped'`));
  return { due, events: rows.length, seconds: round2((performance.now() - t0) / 1000), skipped_at_write: skipped };
}

const idList = (ids: number[]) => sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;

/** Polls the reminders every 250 ms until none waits (queued or held): seconds from their minute, and how the count fell. */
async function waitForDrain(ctx: BenchContext, accountIds: number[], due: Date) {
  const progress: { s: number; final: number }[] = [];
  let lastLog = 0;
  for (;;) {
    const [row] = rowsOf<{ waiting: number; total: number }>(await ctx.db.execute(sql`
      select count(*) filter (where status in ('queued', 'held'))::int as waiting, count(*)::int as total
      from messages where account_id in ${idList(accountIds)} and kind = 'reminder'`));
    const s = (Date.now() - due.getTime()) / 1000;
    if (s - lastLog >= 10) {
      lastLog = s;
      progress.push({ s: round2(s), final: row.total - row.waiting });
      ctx.log(`  ${round2(s)} s: ${row.total - row.waiting} of ${row.total} final`);
    }
    if (row.waiting === 0 || s > DRAIN_TIMEOUT_S) return { seconds: round2(s), waiting: row.waiting, progress };
    await sleep(POLL_MS);
  }
}

/**
 * How the reminders ended: the count per channel and status (with skip reasons), the failures with their errors,
 * how long after the due minute each was sent, and whether any went twice: more than one `message.sent` for a
 * message, or more than one text to a number at Twilio (each customer has one reminder).
 */
async function outcomes(ctx: BenchContext, accountIds: number[], due: Date, standIn: TwilioStandIn) {
  const ids = idList(accountIds);
  const statuses = rowsOf<{ channel: string; status: string; reason: string | null; transport: string | null; n: number }>(await ctx.db.execute(sql`
    select channel, status, skip_reason as reason, transport, count(*)::int as n from messages
    where account_id in ${ids} and kind = 'reminder' group by 1, 2, 3, 4 order by 1, 2, 3, 4`));
  const byStatus: Record<string, number> = {};
  for (const r of statuses) {
    const key = `${r.channel} ${r.status}${r.reason ? ` (${r.reason})` : ''}${r.transport ? ` via ${r.transport}` : ''}`;
    byStatus[key] = r.n;
  }
  const failed = rowsOf<{ channel: string; error: string | null; n: number }>(await ctx.db.execute(sql`
    select channel, error, count(*)::int as n from messages where account_id in ${ids} and kind = 'reminder' and status = 'failed' group by 1, 2`));
  const [events] = rowsOf<{ messages: number; events: number; twice: number }>(await ctx.db.execute(sql`
    select count(*)::int as messages, coalesce(sum(n), 0)::int as events, count(*) filter (where n > 1)::int as twice from (
      select payload->'message'->>'id' as id, count(*) as n from outbox_events
      where account_id in ${ids} and event_type = 'message.sent' and payload->'message'->>'kind' = 'reminder' group by 1) t`));
  const [sentRows] = rowsOf<{ n: number; texts: number }>(await ctx.db.execute(sql`
    select count(*)::int as n, count(*) filter (where channel = 'sms')::int as texts from messages
    where account_id in ${ids} and kind = 'reminder' and status in ('sent', 'delivered')`));
  const lateness = rowsOf<{ s: number }>(await ctx.db.execute(sql`
    select extract(epoch from coalesce(sent_at, updated_at) - ${due.toISOString()}::timestamptz)::float8 as s from messages
    where account_id in ${ids} and kind = 'reminder' and status not in ('queued', 'held')`)).map((r) => r.s * 1000);
  const perNumber = new Map<string, number>();
  for (const m of standIn.messages) if (m.direction === 'outbound-api') perNumber.set(m.to, (perNumber.get(m.to) ?? 0) + 1);
  const twiceAtTwilio = [...perNumber.values()].filter((n) => n > 1).length;
  const total = statuses.reduce((s, r) => s + r.n, 0);
  return {
    total,
    by_status: byStatus,
    failed: { total: failed.reduce((s, r) => s + r.n, 0), errors: failed },
    final_after_due_minute: spread(lateness),
    duplicates: {
      total: events.twice + twiceAtTwilio,
      messages_with_two_sent_events: events.twice,
      numbers_texted_twice_at_twilio: twiceAtTwilio,
      sent_rows: sentRows.n, message_sent_events: events.events, texts_at_twilio: perNumber.size, sent_text_rows: sentRows.texts,
    },
  };
}

/**
 * STOP texted in from numbers that each hold two active consents, to the account's agent number, one at a time over
 * real HTTP with Twilio's signature: the time to the TwiML answer with the confirmation, then in the database every
 * consent of those numbers revoked and each number on the do-not-call list.
 */
async function measureStops(ctx: BenchContext, standIn: TwilioStandIn, account: BenchAccount, areaCode: string, failures: string[]) {
  const numbers = Array.from({ length: STOPS }, (_, i) => `+1${areaCode === '212' ? '718' : '212'}201${String(9000 + i).padStart(4, '0')}`);
  const capturedAt = new Date(Date.now() - 365 * 86_400_000);
  await ctx.db.insert(consents).values(numbers.flatMap((phoneNumber) => (['marketing', 'informational'] as const).map((scope) => ({
    accountId: account.accountId, phoneNumber, kind: scope === 'marketing' ? 'express_written' as const : 'express' as const, scope,
    source: { type: 'web_form' as const, text: 'I agree to receive texts and calls.' }, seller: 'Bench', capturedAt,
  }))));
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = standIn.config();
  const url = ctx.baseUrl + STOP_PATH;
  const times: number[] = [];
  let unconfirmed = 0;
  for (const from of numbers) {
    const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
    const { headers, body } = signedTwilioRequest(authToken, url, {
      ToCountry: 'US', SmsMessageSid: sid, NumMedia: '0', SmsSid: sid, SmsStatus: 'received', Body: 'STOP', To: account.agent.number,
      NumSegments: '1', MessageSid: sid, AccountSid: accountSid, From: from, ApiVersion: '2010-04-01',
    });
    const t0 = performance.now();
    const res = await fetch(url, { method: 'POST', headers, body });
    const text = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200 || !/<Message>[^<]*you are unsubscribed/.test(text)) {
      unconfirmed++;
      if (unconfirmed === 1) failures.push(`STOP from ${from}: ${res.status} ${text.slice(0, 200)}`);
    }
  }
  const [active] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(consents)
    .where(and(eq(consents.accountId, account.accountId), inArray(consents.phoneNumber, numbers), isNull(consents.revokedAt)));
  const listed = await ctx.db.select({ number: doNotCallNumbers.number }).from(doNotCallNumbers)
    .where(and(eq(doNotCallNumbers.accountId, account.accountId), inArray(doNotCallNumbers.number, numbers)));
  const notListed = numbers.length - new Set(listed.map((l) => l.number)).size;
  if (unconfirmed) failures.push(`${unconfirmed} of ${STOPS} STOP texts were not confirmed`);
  if (active.n) failures.push(`${active.n} consents still active after STOP`);
  if (notListed) failures.push(`${notListed} numbers that texted STOP are not on the do-not-call list`);
  return { ...spread(times), first_ms: round2(times[0]), p50_after_first_ms: round2(percentile(times.slice(1), 0.5)), unconfirmed, consents_left_active: active.n, numbers_not_listed: notListed };
}

function goal(value: number, op: '≤' | '<' | '=', target: number) {
  const met = op === '≤' ? value <= target : op === '<' ? value < target : value === target;
  return { value, goal: `${op} ${target}`, met };
}

const fmt = (counts: Record<string, number>) => Object.entries(counts).map(([k, n]) => `${k}: ${n}`).join(', ');
