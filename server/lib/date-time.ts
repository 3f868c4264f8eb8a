import { z } from 'zod';
import { dateTimeForm } from './date-time-form';

/**
 * The one reader of date-time inputs: ISO 8601 with `Z` or an offset, and without an offset it means UTC; anything
 * else is invalid_datetime_format. Every door's date-time field goes through it, because `Date.parse` rolls an impossible date over
 * (`2026-11-31` becomes 1 December) and reads a time without an offset in the server's own zone.
 */

const MINUTE_MS = 60_000;

const DATETIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/** A day of the Gregorian calendar that exists (no 2026-02-30, no year 0). */
export function isRealDay(y: number, mo: number, d: number): boolean {
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const t = new Date(Date.UTC(2000, mo - 1, d));
  // Date.UTC reads years 0–99 as 1900–1999, so the year is set on its own.
  t.setUTCFullYear(y, mo - 1, d);
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/**
 * An ISO 8601 date-time with `Z` or an offset (`+02:00`, `+0200`, `+02`); without an offset it means UTC.
 * Anything else (a bare date, a time alone, an impossible date or time) is null.
 */
export function parseDateTime(value: string): Date | null {
  const m = DATETIME_RE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  if (!isRealDay(y, mo, d) || h > 23 || mi > 59 || s > 59) return null;
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

export const DATE_TIME_MESSAGE = 'must be an ISO 8601 date-time such as 2026-11-24T15:00:00Z';

/**
 * A date-time field of a body, query or procedure input: refused (validation_error) unless parseDateTime reads
 * it, and handed on as the instant's UTC ISO form (`2026-11-24T15:00:00.000Z`). The output is still a string, so a
 * service that parses what a door already parsed reads the same instant, and `new Date()` of it is exact.
 */
export const dateTimeInput = z
  .string()
  .max(64)
  .transform((s, ctx) => {
    const at = parseDateTime(s);
    if (at) return at.toISOString();
    ctx.addIssue({ code: 'custom', message: DATE_TIME_MESSAGE });
    return z.NEVER;
  })
  // The document states the form every client may rely on: RFC 3339 as this reader takes it (date-time-form.ts).
  .meta(dateTimeForm);
