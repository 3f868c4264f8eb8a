import { DateTime } from 'luxon';
import { validationError } from '../../errors';

/** The longest period one request may cover, in days (both ends included). */
export const MAX_ANALYTICS_DAYS = 366;

/** A period of whole local days and what the queries need of it. */
export interface AnalyticsPeriod {
  from: string;
  to: string;
  timezone: string;
  /** Start of `from` and start of the day after `to`, in UTC. */
  start: Date;
  end: Date;
  /** Every day of the period, oldest first. */
  days: string[];
  /**
   * Whether every day of the period begins on a whole UTC hour, so the hourly rollup can answer per day. Zones
   * such as Asia/Kolkata (+05:30) or Asia/Kathmandu (+05:45) are not, and are answered from the calls.
   */
  hourAligned: boolean;
}

interface PeriodInput {
  from?: string;
  to?: string;
  timezone: string;
}

/** The period's first and last day with the defaults applied, and how many days it covers. */
function periodDays(q: PeriodInput, now: Date) {
  const today = DateTime.fromJSDate(now, { zone: q.timezone }).toISODate()!;
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? DateTime.fromISO(to, { zone: 'UTC' }).minus({ days: 29 }).toISODate()!;
  const count = DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days + 1;
  return { from, to, count };
}

/** What is wrong with the period, naming the field: a period longer than the limit (defaults included). */
export function periodProblem(q: PeriodInput, now: Date): { path: string; message: string } | null {
  const { from, to, count } = periodDays(q, now);
  if (count > MAX_ANALYTICS_DAYS) {
    return { path: q.to ? 'to' : 'from', message: `must leave a period of at most ${MAX_ANALYTICS_DAYS} days (${from} to ${to} is ${count})` };
  }
  return null;
}

/**
 * Resolves from/to/timezone into UTC bounds (pure: `now` is given). Days start at local midnight, or at the
 * first moment of the day where midnight does not exist (a DST jump at 00:00).
 */
export function resolvePeriod(q: PeriodInput, now: Date): AnalyticsPeriod {
  const zone = q.timezone;
  const { from, to, count } = periodDays(q, now);
  const problem = periodProblem(q, now);
  if (problem) throw validationError([problem]);
  const first = DateTime.fromISO(from, { zone: 'UTC' });
  const days: string[] = [];
  for (let i = 0; i < count; i++) days.push(first.plus({ days: i }).toISODate()!);
  const startOf = (day: string) => DateTime.fromISO(day, { zone }).startOf('day');
  const bounds = [...days, DateTime.fromISO(to, { zone: 'UTC' }).plus({ days: 1 }).toISODate()!].map(startOf);
  return {
    from,
    to,
    timezone: zone,
    start: bounds[0].toJSDate(),
    end: bounds.at(-1)!.toJSDate(),
    days,
    hourAligned: bounds.every((b) => b.toMillis() % 3_600_000 === 0),
  };
}

/** The local day of a moment. */
export const localDay = (at: Date, zone: string): string => DateTime.fromJSDate(at, { zone }).toISODate()!;
