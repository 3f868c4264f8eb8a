import { DateTime, IANAZone } from 'luxon';
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
  // Working intervals are built a day beyond the window on each side: slots align to the start of their
  // interval, which may begin before the window does.
  const spanFrom = query.from - DAY;
  const spanTo = query.to + DAY;
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
 * The intervals of an hours source that touch [from, to], as sorted, merged UTC intervals. Each local date's
 * intervals come from its override when one exists, else from its weekday.
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
    for (const [a, z] of list) {
      const start = clock.toUtc(wall, minutesOf(a));
      const end = clock.toUtc(wall, minutesOf(z));
      if (end > start) out.push({ start, end });
    }
  }
  return mergeIntervals(out);
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

/** Intersection of two sorted, merged interval lists. */
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
 * Converts local wall times of one zone to instants. Zone offsets are looked up once per local day; on a day
 * whose offset changes (a DST switch) each time goes through luxon, which moves times inside a spring-forward
 * gap to the first valid instant after it.
 */
class ZoneClock {
  private readonly zone: IANAZone;
  /** Offset in ms at the start of a local day, by the day's wall value. */
  private readonly midnightOffset = new Map<number, number>();

  constructor(private readonly name: string) {
    this.zone = IANAZone.create(name);
  }

  /** The zone's offset (local − UTC) in ms at an instant. */
  offsetAt(t: number): number {
    return this.zone.offset(t) * MINUTE;
  }

  /** The instant of `minutes` after the start of the local date whose midnight wall value is `wall`. */
  toUtc(wall: number, minutes: number): number {
    const o0 = this.offsetOfLocalMidnight(wall);
    const o1 = this.offsetOfLocalMidnight(wall + DAY);
    if (o0 === o1) return wall + minutes * MINUTE - o0;
    const d = new Date(wall);
    return DateTime.fromObject(
      { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: Math.floor(minutes / 60), minute: minutes % 60 },
      { zone: this.name },
    ).toMillis();
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
