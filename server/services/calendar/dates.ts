import { DateTime, IANAZone } from 'luxon';

/**
 * Date and time parsing for calendar inputs. Pure: no database, no clock of its own.
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
  return Boolean(m) && validYmd(Number(m![1]), Number(m![2]), Number(m![3]));
}

function validYmd(y: number, mo: number, d: number): boolean {
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

const DATETIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/**
 * An ISO 8601 date-time with `Z` or an offset (`+02:00`, `+0200`, `+02`); without an offset it means UTC.
 * Anything else (a bare date, a time alone, an impossible date) is null.
 */
export function parseDateTimeInput(value: string): Date | null {
  const m = DATETIME_RE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  if (!validYmd(y, mo, d) || h > 23 || mi > 59 || s > 59) return null;
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  let offsetMin = 0;
  if (m[9]) {
    const oh = Number(m[10]);
    const om = Number(m[11] ?? 0);
    if (oh > 18 || om > 59) return null;
    offsetMin = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms) - offsetMin * MINUTE_MS);
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
