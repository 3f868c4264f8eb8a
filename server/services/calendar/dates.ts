import { DateTime, IANAZone } from 'luxon';
import { isRealDay } from '../../lib/date-time';

/**
 * Dates, zones and whole-day windows for calendar inputs (date-times are read by lib/date-time.ts). Pure: no
 * database, no clock of its own.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** True for an IANA zone name (`Europe/Berlin`, `UTC`). */
export function isValidZone(zone: string): boolean {
  return zone.length > 0 && zone.length <= 64 && IANAZone.isValidZone(zone);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written `YYYY-MM-DD` that exists (no 2026-02-30). */
export function isDateParam(value: string): boolean {
  const m = DATE_RE.exec(value);
  return Boolean(m) && isRealDay(Number(m![1]), Number(m![2]), Number(m![3]));
}

/** Today's date in a zone, `YYYY-MM-DD`. */
export function todayIn(zone: string, now: Date): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  const ta = Date.parse(`${a}T00:00:00Z`);
  const tb = Date.parse(`${b}T00:00:00Z`);
  return Math.round((tb - ta) / DAY_MS);
}

/**
 * The instants covered by whole local days `startDate` .. `endDate` (inclusive) in `zone`: from the start of
 * the first day to the start of the day after the last, in epoch milliseconds. DST days are 23 or 25 hours.
 */
export function localDayWindow(startDate: string, endDate: string, zone: string): { from: number; to: number } {
  const from = DateTime.fromISO(startDate, { zone }).startOf('day').toMillis();
  const to = DateTime.fromISO(addDays(endDate, 1), { zone }).startOf('day').toMillis();
  return { from, to };
}

/**
 * The span of instants a timestamp parameter can carry: past year 9999 (or before year 1) a date's ISO text has a
 * signed six-digit year, which PostgreSQL refuses. No event lies outside it, so a window that reaches past an end
 * (the week after a time asked for in 9999) is cut there.
 */
export const FIRST_WRITABLE_MS = Date.parse('0001-01-01T00:00:00Z');
export const LAST_WRITABLE_MS = Date.parse('9999-12-31T23:59:59.999Z');
