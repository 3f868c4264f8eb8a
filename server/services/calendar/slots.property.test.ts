import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../db/schema/accounts';
import { addDays, localDayWindow } from './dates';
import { computeSlots, type HoursSource, type Interval } from './slots';

// Property tests: random hours in zones with DST (and a zone that skips midnight), random events, buffers,
// notice and durations, checked against a deliberately naive reference built on luxon alone.

const MIN = 60_000;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Zones with the dates of their 2026 switches (St Johns is a half-hour zone, Lord Howe moves by 30 minutes, Santiago skips midnight). */
const SWITCHES: Record<string, string[]> = {
  UTC: ['2026-06-15'],
  'Asia/Kolkata': ['2026-01-10'],
  'America/New_York': ['2026-03-08', '2026-11-01'],
  'Europe/Berlin': ['2026-03-29', '2026-10-25'],
  'America/St_Johns': ['2026-03-08', '2026-11-01'],
  'Australia/Lord_Howe': ['2026-04-05', '2026-10-04'],
  'America/Santiago': ['2026-04-05', '2026-09-06'],
};
const ZONES = Object.keys(SWITCHES);

const hhmm = (m: number) => (m === 1440 ? '24:00' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const intervalArb = fc
  // Half the intervals start in the small hours, where DST switches happen.
  .tuple(fc.oneof(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 0, max: 95 })), fc.integer({ min: 1, max: 48 }), fc.constantFrom(0, 5, 10))
  .map(([q, len, jitter]) => [hhmm(q * 15), hhmm(Math.min(1440, (q + len) * 15 - jitter))] as [string, string])
  .filter(([a, z]) => a < z);
const dayArb = fc.array(intervalArb, { maxLength: 3 });
const weeklyArb: fc.Arbitrary<WeeklyHours> = fc.record(Object.fromEntries(DAYS.map((d) => [d, dayArb])) as Record<(typeof DAYS)[number], typeof dayArb>);

/** Hours in the scenario's zone most of the time, so they meet its switches. */
const sourceArb = (zone: string, startDate: string): fc.Arbitrary<HoursSource> =>
  fc.record({
    timezone: fc.oneof({ weight: 3, arbitrary: fc.constant(zone) }, { weight: 1, arbitrary: fc.constantFrom(...ZONES) }),
    weekly: weeklyArb,
    overrides: fc.dictionary(fc.integer({ min: -1, max: 9 }).map((n) => addDays(startDate, n)), dayArb, { maxKeys: 3 }),
  });

// A window that starts up to three days before one of the zone's switches.
const scenarioArb = fc
  .constantFrom(...ZONES)
  .chain((zone) => fc.tuple(fc.constant(zone), fc.constantFrom(...SWITCHES[zone]), fc.integer({ min: 0, max: 3 })))
  .chain(([zone, switchDate, before]) => {
    const startDate = addDays(switchDate, -before);
    return fc.record({
      startDate: fc.constant(startDate),
      days: fc.integer({ min: 0, max: 6 }),
      zone: fc.oneof({ weight: 3, arbitrary: fc.constant(zone) }, { weight: 1, arbitrary: fc.constantFrom(...ZONES) }),
      business: sourceArb(zone, startDate),
      schedule: fc.option(sourceArb(zone, startDate), { nil: null }),
      buffer: fc.integer({ min: 0, max: 90 }),
      notice: fc.integer({ min: 0, max: 3000 }),
      duration: fc.oneof(fc.constantFrom(15, 30, 60, 90), fc.integer({ min: 5, max: 180 })),
      nowOffsetMin: fc.integer({ min: -2000, max: 6000 }),
      events: fc.array(fc.tuple(fc.integer({ min: -1440, max: 10_000 }), fc.integer({ min: 1, max: 600 })), { maxLength: 25 }),
    });
  });

/** Reference working intervals: every boundary converted by luxon, per local date, touching ones joined. */
function referenceIntervals(src: HoursSource, from: number, to: number): Interval[] {
  const out: Interval[] = [];
  let day = DateTime.fromMillis(from, { zone: src.timezone }).startOf('day').minus({ days: 2 });
  const last = DateTime.fromMillis(to, { zone: src.timezone }).plus({ days: 2 });
  for (; day <= last; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    const list = src.overrides?.[date] ?? src.weekly[DAYS[day.weekday - 1]] ?? [];
    const today = list
      .map(([a, z]) => ({ start: wallToUtc(date, a, src.timezone), end: wallToUtc(date, z, src.timezone) }))
      .filter((iv) => iv.end > iv.start)
      .sort((x, y) => x.start - y.start);
    const merged: Interval[] = [];
    for (const iv of today) {
      const prev = merged.at(-1);
      if (prev && iv.start <= prev.end) prev.end = Math.max(prev.end, iv.end);
      else merged.push({ ...iv });
    }
    out.push(...merged);
  }
  return out;
}

/** A local wall time to an instant: the first occurrence when shown twice, shifted past a skipped gap. */
function wallToUtc(date: string, time: string, zone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi] = time === '24:00' ? [24, 0] : time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, mi);
  const offsets = new Set<number>();
  for (const probe of [-36, -12, 0, 12, 36]) offsets.add(DateTime.fromMillis(wall + probe * 3_600_000, { zone }).offset);
  const valid = [...offsets].map((o) => wall - o * MIN).filter((t) => DateTime.fromMillis(t, { zone }).offset * MIN === wall - t);
  if (valid.length) return Math.min(...valid);
  // Skipped: as if the offset from before the switch still held.
  return wall - DateTime.fromMillis(wall - 36 * 3_600_000, { zone }).offset * MIN;
}

const inside = (s: Interval, list: Interval[]) => list.some((w) => w.start <= s.start && s.end <= w.end);
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

describe('computeSlots properties', () => {
  it('equals the naive reference, and every slot obeys each rule', () => {
    fc.assert(
      fc.property(scenarioArb, (sc) => {
        const endDate = addDays(sc.startDate, sc.days);
        const window = localDayWindow(sc.startDate, endDate, sc.zone);
        const now = window.from + sc.nowOffsetMin * MIN;
        const events = sc.events.map(([o, len]) => ({ start: window.from + o * MIN, end: window.from + (o + len) * MIN }));
        const rules = { business: sc.business, schedule: sc.schedule, bufferMinutes: sc.buffer, noticeMinutes: sc.notice };
        const slots = computeSlots(rules, { ...window, durationMinutes: sc.duration, now }, events);

        const business = referenceIntervals(sc.business, window.from, window.to);
        const schedule = sc.schedule ? referenceIntervals(sc.schedule, window.from, window.to) : null;
        const step = sc.duration * MIN;
        const widened = events.map((e) => ({ start: e.start - sc.buffer * MIN, end: e.end + sc.buffer * MIN }));

        for (const s of slots) {
          expect(s.end - s.start).toBe(step);
          expect(s.start).toBeGreaterThanOrEqual(window.from);
          expect(s.start).toBeLessThan(window.to);
          expect(s.start).toBeGreaterThanOrEqual(now + sc.notice * MIN);
          expect(inside(s, business)).toBe(true);
          if (schedule) expect(inside(s, schedule)).toBe(true);
          for (const w of widened) expect(overlaps(s, w)).toBe(false);
        }

        // Brute force: every step of every intersected interval, kept when it passes every rule.
        const working = schedule
          ? business.flatMap((b) => schedule.map((c) => ({ start: Math.max(b.start, c.start), end: Math.min(b.end, c.end) }))).filter((w) => w.end > w.start)
          : business;
        const expected: Interval[] = [];
        for (const w of working.sort((x, y) => x.start - y.start)) {
          for (let t = w.start; t + step <= w.end; t += step) {
            const c = { start: t, end: t + step };
            if (t < window.from || t >= window.to || t < now + sc.notice * MIN) continue;
            if (widened.some((e) => overlaps(c, e))) continue;
            expected.push(c);
          }
        }
        expect(slots).toEqual(expected);
      }),
      { numRuns: 120 },
    );
  });
});
