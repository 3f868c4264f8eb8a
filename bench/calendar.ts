import { calendarEvents } from '../server/db/schema';
import type { Database } from '../server/db/types';
import { userBlockingEvents } from '../server/services/calendar/availability';
import { addDays, DAY_MS, localDayWindow, todayIn } from '../server/services/calendar/dates';
import { loadAvailabilityRules, setBusinessCalendar, setUserSchedule } from '../server/services/calendar/settings';
import { computeSlots } from '../server/services/calendar/slots';
import type { BenchSuite, LoadResult } from './context';
import { sized } from './size';

const DAYS = 62;
const EVENTS = sized(2_000, 50);
const DURATION = 30;
const PURE_ITERATIONS = sized(200, 5);
const TARGET_PURE_MS = 20;
const TARGET_P50_MS = 50;

/**
 * Availability over 62 days for a user with 2,000 blocking events, a schedule in one zone (Berlin) and
 * business hours in another (New York), a buffer and a notice: the pure slot computation alone (median of
 * many runs, and the first, cold run) and GET /api/v1/calendar/availability through the production server
 * on PostgreSQL. The endpoint's p50 target is for one client at a time (latency, not throughput); a run at
 * 10 connections is recorded beside it.
 */
export const calendarSuite: BenchSuite = {
  name: 'calendar',
  async run(ctx) {
    const acct = await ctx.newAccount();
    await setBusinessCalendar(ctx.db, acct.accountId, {
      timezone: 'America/New_York',
      business_hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '07:00', '21:00'),
      buffer_minutes: 10,
      minimum_notice_minutes: 60,
    });
    const startDate = addDays(todayIn('UTC', new Date()), 1);
    const endDate = addDays(startDate, DAYS - 1);
    await setUserSchedule(ctx.db, acct.userId, {
      timezone: 'Europe/Berlin',
      weekly: { ...week(['mon', 'tue', 'wed', 'thu'], '09:00', '22:00'), fri: [['09:00', '13:00'], ['14:00', '22:00']] },
      overrides: { [addDays(startDate, 10)]: [], [addDays(startDate, 20)]: [['12:00', '16:00']] },
    });
    const window = localDayWindow(startDate, endDate, 'UTC');
    await seedEvents(ctx.db, acct.accountId, acct.userId, window.from);

    // Pure computation: the rules and events read once, then computed many times.
    const rules = await loadAvailabilityRules(ctx.db, acct.accountId, acct.userId);
    const blocking = await userBlockingEvents(ctx.db, acct.userId, window.from - DAY_MS, window.to + DAY_MS);
    const query = { ...window, durationMinutes: DURATION, now: Date.now() };
    const times: number[] = [];
    let slotCount = 0;
    for (let i = 0; i < PURE_ITERATIONS; i++) {
      const t0 = performance.now();
      slotCount = computeSlots(rules, query, blocking).length;
      times.push(performance.now() - t0);
    }
    const pure = {
      iterations: PURE_ITERATIONS,
      first_ms: round2(times[0]),
      median_ms: round2(median(times)),
      p95_ms: round2(percentile(times, 0.95)),
      blocking_events: blocking.length,
      slots: slotCount,
    };
    ctx.log(`pure: ${pure.slots} slots around ${pure.blocking_events} events, median ${pure.median_ms} ms, p95 ${pure.p95_ms} ms, first ${pure.first_ms} ms`);

    const target = {
      path: `/api/v1/calendar/availability?start_date=${startDate}&end_date=${endDate}&duration=${DURATION}`,
      headers: { authorization: `Bearer ${acct.key}` },
    };
    await ctx.load({ ...target, title: 'warm-up', connections: 4, duration: 3 });
    const single = check(await ctx.load({ ...target, title: 'GET availability, 62 days, 1 connection', connections: 1 }));
    const ten = check(await ctx.load({ ...target, title: 'GET availability, 62 days, 10 connections', connections: 10 }));
    for (const r of [single, ten]) {
      ctx.log(`${r.title.padEnd(44)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50_ms} ms  p99 ${r.p99_ms} ms  CPU ${r.cpu_ms_per_request} ms/req`);
    }
    ctx.record('calendar', {
      days: DAYS,
      events: EVENTS,
      duration_minutes: DURATION,
      pure,
      endpoint: { one_connection: single, ten_connections: ten },
      targets: { pure_median_ms: TARGET_PURE_MS, endpoint_p50_ms: TARGET_P50_MS },
      meets_target: pure.median_ms < TARGET_PURE_MS && single.p50_ms < TARGET_P50_MS,
    });
  },
};

/** 2,000 scheduled or confirmed events of 15 to 60 minutes on a 15-minute grid, spread over the 62 days. */
async function seedEvents(db: Database, accountId: number, userId: number, from: number) {
  const random = mulberry32(4242);
  const rows = Array.from({ length: EVENTS }, (_, i) => {
    const start = from + Math.floor(random() * DAYS * 96) * 15 * 60_000;
    const minutes = 15 * (1 + Math.floor(random() * 4));
    return {
      accountId,
      ownerUserId: userId,
      title: `Busy ${i}`,
      status: (i % 3 ? 'scheduled' : 'confirmed') as 'scheduled' | 'confirmed',
      startTime: new Date(start),
      endTime: new Date(start + minutes * 60_000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(calendarEvents).values(rows.slice(i, i + 500));
}

function week(days: string[], a: string, z: string) {
  return Object.fromEntries(days.map((d) => [d, [[a, z]]])) as Record<string, [string, string][]>;
}

function check(r: LoadResult): LoadResult {
  if (r.non2xx || r.errors) throw new Error(`${r.title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r;
}

/** A small seeded generator, so every run books the same events. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (xs: number[]) => percentile(xs, 0.5);
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

