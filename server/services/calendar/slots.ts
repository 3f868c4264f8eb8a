import { IANAZone } from 'luxon';
import type { WeeklyHours } from '../../db/schema/accounts';
import type { DateOverrides } from '../../db/schema/calendar';

/**
 * Free-slot computation. Pure: no database and no clock of its own (`now` is an input), so every rule can be
 * checked with tables of cases. All instants are epoch milliseconds; intervals are half-open [start, end).
 *
 * A slot is `duration` long, starts on a step of `duration` from the start of its working interval (an
 * interval of the user's schedule intersected with the business hours), starts at least the minimum notice
 * after now, and keeps the buffer clear on both sides of every blocking event.
 */

export interface Interval {
  start: number;
  end: number;
}

/** Weekly hours read in a zone, with optional per-date overrides (a date's list replaces its weekday's). */
export interface HoursSource {
  timezone: string;
  weekly: WeeklyHours;
  overrides?: DateOverrides;
}

export interface AvailabilityRules {
  business: HoursSource;
  bufferMinutes: number;
  noticeMinutes: number;
  /** The user's own schedule; null when the user follows the business hours alone. */
  schedule: HoursSource | null;
}

export interface SlotQuery {
  /** Slots start in [from, to). */
  from: number;
  to: number;
  durationMinutes: number;
  now: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Index = JavaScript's getUTCDay() (0 = Sunday). */
const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export function computeSlots(rules: AvailabilityRules, query: SlotQuery, blocking: readonly Interval[]): Interval[] {
  const step = query.durationMinutes * MINUTE;
  // Working intervals are built beyond the window on each side: slots align to the start of their interval,
  // which may begin before the window does.
  const spanFrom = query.from - 2 * DAY;
  const spanTo = query.to + 2 * DAY;
  let working = workingIntervals(rules.business, spanFrom, spanTo);
  if (rules.schedule) working = intersect(working, workingIntervals(rules.schedule, spanFrom, spanTo));

  const buffer = rules.bufferMinutes * MINUTE;
  const blocked = mergeIntervals(blocking.map((b) => ({ start: b.start - buffer, end: b.end + buffer })));
  const earliest = Math.max(query.from, query.now + rules.noticeMinutes * MINUTE);

  const slots: Interval[] = [];
  let b = 0;
  for (const w of working) {
    if (w.end <= earliest || w.start >= query.to) continue;
    // First step of this interval at or after the earliest allowed start.
    let k = w.start >= earliest ? 0 : Math.ceil((earliest - w.start) / step);
    for (;;) {
      const start = w.start + k * step;
      const end = start + step;
      if (end > w.end || start >= query.to) break;
      while (b < blocked.length && blocked[b].end <= start) b++;
      if (b < blocked.length && blocked[b].start < end) {
        // Jump to the first step that starts once this blocked stretch is over.
        k = Math.ceil((blocked[b].end - w.start) / step);
        continue;
      }
      slots.push({ start, end });
      k++;
    }
  }
  return slots;
}

/**
 * The intervals of an hours source around [from, to], sorted, as UTC instants. Each local date's intervals
 * come from its override when one exists, else from its weekday; touching intervals of one date form one
 * working interval, but a working interval never runs past its date's local midnight, so where slots start
 * never depends on the window asked for.
 */
export function workingIntervals(source: HoursSource, from: number, to: number): Interval[] {
  const clock = new ZoneClock(source.timezone);
  const out: Interval[] = [];
  // Walk local calendar dates as UTC-midnight "wall" values: calendar arithmetic with no zone involved.
  let wall = startOfUtcDay(from + clock.offsetAt(from));
  const lastWall = startOfUtcDay(to + clock.offsetAt(to));
  for (; wall <= lastWall; wall += DAY) {
    const day = new Date(wall);
    const list = source.overrides?.[isoDate(day)] ?? source.weekly[WEEKDAY_KEYS[day.getUTCDay()]];
    if (!list?.length) continue;
    const today: Interval[] = [];
    for (const [a, z] of list) {
      const start = clock.toUtc(wall, minutesOf(a));
      const end = clock.toUtc(wall, minutesOf(z));
      if (end > start) today.push({ start, end });
    }
    out.push(...mergeIntervals(today));
  }
  return out;
}

/** Sorts and merges overlapping or touching intervals. */
export function mergeIntervals(list: readonly Interval[]): Interval[] {
  const sorted = [...list].sort((x, y) => x.start - y.start || x.end - y.end);
  const out: Interval[] = [];
  for (const iv of sorted) {
    const last = out[out.length - 1];
    if (last && iv.start <= last.end) last.end = Math.max(last.end, iv.end);
    else out.push({ start: iv.start, end: iv.end });
  }
  return out;
}

/** Intersection of two sorted lists of disjoint (possibly touching) intervals. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i].start, b[j].start);
    const end = Math.min(a[i].end, b[j].end);
    if (end > start) out.push({ start, end });
    if (a[i].end < b[j].end) i++;
    else j++;
  }
  return out;
}

/** "HH:MM" → minutes since midnight ("24:00" → 1440). */
export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

const startOfUtcDay = (t: number) => Math.floor(t / DAY) * DAY;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Converts local wall times of one zone to instants, with the zone rules of luxon's IANAZone. Offsets are
 * looked up once per local day; only a day whose offset changes (a DST switch) needs more.
 */
class ZoneClock {
  private readonly zone: IANAZone;
  /** Offset in ms at the start of a local day, by the day's wall value (shared by every computation). */
  private readonly midnightOffset: Map<number, number>;

  constructor(name: string) {
    this.zone = IANAZone.create(name);
    this.midnightOffset = midnightOffsets(name);
  }

  /** The zone's offset (local − UTC) in ms at an instant. */
  offsetAt(t: number): number {
    return this.zone.offset(t) * MINUTE;
  }

  /**
   * The instant the local date (`wall`, its midnight as a UTC value) shows `minutes` after midnight. On a day
   * whose offset changes, a time shown twice (fall back) is its first occurrence, and a time that is skipped
   * (spring forward) moves forward by the gap, to the instant it would be without the switch.
   */
  toUtc(wall: number, minutes: number): number {
    const local = wall + minutes * MINUTE;
    const before = this.offsetOfLocalMidnight(wall);
    const after = this.offsetOfLocalMidnight(wall + DAY);
    if (before === after) return local - before;
    const candidates = [local - before, local - after].filter((t) => this.offsetAt(t) === local - t);
    return candidates.length ? Math.min(...candidates) : local - before;
  }

  private offsetOfLocalMidnight(wall: number): number {
    let o = this.midnightOffset.get(wall);
    if (o === undefined) {
      // Guess with the day before's offset, then settle: one lookup on every ordinary day.
      const guess = this.midnightOffset.get(wall - DAY) ?? this.offsetAt(wall);
      o = this.offsetAt(wall - guess);
      if (o !== guess) o = this.offsetAt(wall - o);
      this.midnightOffset.set(wall, o);
    }
    return o;
  }
}

// A zone's offsets never change while the process runs, so they are kept between computations (bounded).
const offsetCache = new Map<string, Map<number, number>>();
const MAX_CACHED_DAYS = 20_000;

function midnightOffsets(zone: string): Map<number, number> {
  let days = offsetCache.get(zone);
  if (!days || days.size > MAX_CACHED_DAYS) {
    if (offsetCache.size > 500) offsetCache.clear();
    days = new Map();
    offsetCache.set(zone, days);
  }
  return days;
}
