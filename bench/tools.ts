import { eq } from 'drizzle-orm';
import { agents, calendarEvents, calls } from '../server/db/schema';
import type { Database } from '../server/db/types';
import { actorForUser } from '../server/services/accounts/service';
import { createAgent } from '../server/services/agents/service';
import { addDays, DAY_MS, todayIn } from '../server/services/calendar/dates';
import { setBusinessCalendar } from '../server/services/calendar/settings';
import { toolNames } from '../server/services/tools/names';
import { BENCH_VAPI_SECRET, type BenchSuite } from './context';
import { sized } from './size';

const EVENTS = sized(500, 20);
const DAYS = 7;
const WARM_UP = sized(30, 2);
const SAMPLES = sized(300, 5);
const TARGET_P50_MS = 30;

/**
 * Tool-call latency through POST /api/providers/vapi/events as Vapi sends it (a `tool-calls` message, a fresh
 * toolCallId each time, so every request runs the tool): check_availability over 7 days with 500 events in the
 * calendar, and book_appointment at distinct free times. One request at a time, so the figures are latency;
 * GET /api/v1/agents, measured the same way in the same run, is the framework's floor beside them.
 */
export const toolsSuite: BenchSuite = {
  name: 'tools',
  async run(ctx) {
    const acct = await ctx.newAccount();
    const everyDay = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['08:00', '20:00']]]));
    await setBusinessCalendar(ctx.db, acct.accountId, { timezone: 'America/New_York', business_hours: everyDay, buffer_minutes: 5 });
    const agent = await createAgent(ctx.db, await actorForUser(ctx.db, acct.userId), { name: 'Booking Agent', phone_number: '+14155550100' });
    await ctx.db.update(agents).set({ tools: [...toolNames] }).where(eq(agents.id, agent.id));
    const vapiCallId = `bench-vapi-call-${Date.now()}`;
    // A call Vapi has answered, as the events route knows it.
    const [call] = await ctx.db.insert(calls).values({
      accountId: acct.accountId, callId: `call_${Date.now().toString(16).padStart(24, '0')}`, agentId: agent.id, createdByUserId: acct.userId,
      phoneNumber: '+14155550142', provider: 'vapi', providerCallId: vapiCallId, status: 'in_progress', rateCents: 10,
      estimatedStartAt: new Date(), startedAt: new Date(),
    }).returning({ id: calls.id });
    const today = todayIn('America/New_York', new Date());
    await seedEvents(ctx.db, acct.accountId, acct.userId, Date.parse(`${today}T00:00:00Z`));

    let seq = 0;
    const toolCall = (name: string, args: Record<string, unknown>) => ({
      url: `${ctx.baseUrl}/api/providers/vapi/events`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vapi-secret': BENCH_VAPI_SECRET },
        body: JSON.stringify({
          message: {
            type: 'tool-calls',
            call: { id: vapiCallId },
            toolCallList: [{ id: `bench-${++seq}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
          },
        }),
      },
    });
    const floor = () => ({ url: `${ctx.baseUrl}/api/v1/agents`, init: { headers: { authorization: `Bearer ${acct.key}` } } });
    const availability = () => toolCall('check_availability', { start_date: today, end_date: addDays(today, DAYS - 1), duration: 30 });
    // Distinct free times past the seeded week: 15-minute steps inside the hours, one per request.
    let slot = 0;
    const booking = () => {
      const day = addDays(today, DAYS + 1 + Math.floor(slot / 40));
      const minutes = 9 * 60 + (slot++ % 40) * 15;
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      return toolCall('book_appointment', { start_time: `${day}T${hh}:${mm}:00-05:00`, duration_minutes: 10 });
    };

    const first = await (await fetch(availability().url, availability().init)).json() as { results?: { result: string }[] };
    if (!first.results?.[0]?.result.includes('free')) throw new Error(`unexpected tool answer: ${JSON.stringify(first).slice(0, 300)}`);
    const series = [
      { title: 'GET /api/v1/agents (floor)', make: floor },
      { title: 'tool-calls check_availability, 7 days, 500 events', make: availability },
      { title: 'tool-calls book_appointment', make: booking },
    ];
    const results: Record<string, { p50_ms: number; p95_ms: number; samples: number }> = {};
    for (const s of series) await measure(s.make, WARM_UP);
    for (const s of series) {
      const times = await measure(s.make, SAMPLES);
      results[s.title] = { p50_ms: round2(percentile(times, 0.5)), p95_ms: round2(percentile(times, 0.95)), samples: times.length };
    }
    const floorP50 = results[series[0].title].p50_ms;
    for (const [title, r] of Object.entries(results)) {
      ctx.log(`${title.padEnd(52)} p50 ${String(r.p50_ms).padStart(6)} ms  p95 ${String(r.p95_ms).padStart(6)} ms  (${round2(r.p50_ms / floorP50)}× floor)`);
    }
    const booked = (await ctx.db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.callId, call.id))).length;
    ctx.log(`booked during the run: ${booked} appointments`);
    const [availabilityResult, bookingResult] = [results[series[1].title], results[series[2].title]];
    ctx.record('tools', {
      events: EVENTS,
      days: DAYS,
      samples: SAMPLES,
      floor: results[series[0].title],
      check_availability: availabilityResult,
      book_appointment: bookingResult,
      booked,
      target_p50_ms: TARGET_P50_MS,
      meets_target: availabilityResult.p50_ms < TARGET_P50_MS && bookingResult.p50_ms < TARGET_P50_MS,
    });
  },
};

/** One request at a time; each one's wall time in milliseconds. A non-2xx answer stops the suite. */
async function measure(make: () => { url: string; init: RequestInit }, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const { url, init } = make();
    const t0 = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status}`);
  }
  return times;
}

/** 500 scheduled events of 15 to 60 minutes in business hours over the 7 days, seeded so every run is the same. */
async function seedEvents(db: Database, accountId: number, userId: number, from: number) {
  let a = 2026;
  const random = () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
  const rows = Array.from({ length: EVENTS }, (_, i) => {
    // 13:00–01:00 UTC is 08:00–20:00 in New York (standard time).
    const start = from + Math.floor(random() * DAYS) * DAY_MS + (13 * 60 + Math.floor(random() * 44) * 15) * 60_000;
    const minutes = 15 * (1 + Math.floor(random() * 4));
    return { accountId, ownerUserId: userId, title: `Busy ${i}`, status: 'scheduled' as const, startTime: new Date(start), endTime: new Date(start + minutes * 60_000) };
  });
  for (let i = 0; i < rows.length; i += 250) await db.insert(calendarEvents).values(rows.slice(i, i + 250));
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const percentile = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
