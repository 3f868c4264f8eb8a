import { DateTime } from 'luxon';
import { AppError } from '../../errors';
import { MAX_USAGE_DAYS, isUsageDay, type UsageQuery } from './schema';

const SLOT_MS = 15 * 60_000;
const DAY_MS = 86_400_000;
// A year of local days is longer than 366 × 24 hours by the hour a zone may move its clock for good in between.
const MAX_SPAN_MS = MAX_USAGE_DAYS * DAY_MS + 3_600_000;

/** The range of a usage query, resolved in its zone. */
export interface UsageRange {
  /** [start, end) in UTC: what a debit's time must fall in. */
  start: Date;
  end: Date;
  timezone: string;
  /** Every local day the range touches, oldest first (the buckets by day). */
  days: string[];
  /**
   * Whether every local midnight inside the range falls on a quarter hour, so the rollup's slots belong to one
   * local day each: true in every zone of today's tz database (offsets are multiples of 15 minutes); false for a
   * day of a zone's old local mean time.
   */
  midnightsOnSlots: boolean;
}

/** A bound as the query holds it (a local day, or a UTC ISO instant) at its moment in `zone`. */
const boundAt = (b: string, zone: string) =>
  isUsageDay(b) ? DateTime.fromISO(b, { zone }).startOf('day') : DateTime.fromISO(b, { zone: 'UTC' }).setZone(zone);

const problem = (path: string, message: string) => new AppError('invalid_parameter', `${path}: ${message}`, { details: [{ path, message }] });

/**
 * Resolves from/to/timezone into UTC bounds (pure: `now` is given). Without `from`, the first day of this month in
 * the zone; without `to`, the first day of the month after `from`'s. Days start at local midnight, or at the first
 * moment of a day whose midnight does not exist (a DST jump at 00:00).
 */
export function resolveUsageRange(q: Pick<UsageQuery, 'from' | 'to' | 'timezone'>, now: Date): UsageRange {
  const zone = q.timezone;
  const start = q.from ? boundAt(q.from, zone) : DateTime.fromJSDate(now, { zone }).startOf('month');
  const end = q.to ? boundAt(q.to, zone) : start.startOf('month').plus({ months: 1 });
  const span = end.toMillis() - start.toMillis();
  if (span <= 0) throw problem('to', 'must be after from');
  if (span > MAX_SPAN_MS) throw problem('to', `must be at most ${MAX_USAGE_DAYS} days after from`);

  const days: string[] = [];
  const midnights: number[] = [];
  const lastDay = end.minus({ milliseconds: 1 }).startOf('day');
  for (let d = start.startOf('day'); d <= lastDay; d = d.plus({ days: 1 }).startOf('day')) {
    days.push(d.toISODate()!);
    if (d > start) midnights.push(d.toMillis());
  }
  return { start: start.toJSDate(), end: end.toJSDate(), timezone: zone, days, midnightsOnSlots: midnights.every((ms) => ms % SLOT_MS === 0) };
}

/**
 * The part of [start, end) the quarter-hour rollup answers exactly: from the first quarter hour at or after `start`
 * to the last at or before `end`; null when no whole quarter hour fits.
 */
export function slotInterior(r: Pick<UsageRange, 'start' | 'end'>): { start: Date; end: Date } | null {
  const start = Math.ceil(r.start.getTime() / SLOT_MS) * SLOT_MS;
  const end = Math.floor(r.end.getTime() / SLOT_MS) * SLOT_MS;
  return start < end ? { start: new Date(start), end: new Date(end) } : null;
}
