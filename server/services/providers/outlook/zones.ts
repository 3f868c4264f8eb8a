import type { DateTimeTimeZone } from '@microsoft/microsoft-graph-types';
import { DateTime, IANAZone } from 'luxon';
import { findIana } from 'windows-iana';

/**
 * Graph names zones the Windows way ("Pacific Standard Time") in mailbox settings and in an event's times whenever
 * it does not honour `Prefer: outlook.timezone`; some answers carry IANA names instead. Both are read as IANA
 * zones. Null for a name neither knows.
 */
export function ianaZone(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  if (!trimmed) return null;
  if (IANAZone.isValidZone(trimmed)) return trimmed;
  // findIana lists the zone's canonical IANA name first ("America/Los_Angeles" before "US/Pacific").
  const found = findIana(trimmed).find((z) => IANAZone.isValidZone(z));
  return found ?? null;
}

/** One of Graph's `{ dateTime, timeZone }` as a luxon time in that zone; null when it cannot be read. */
export function graphDateTime(value: DateTimeTimeZone | null | undefined): DateTime | null {
  if (!value?.dateTime) return null;
  const zone = ianaZone(value.timeZone) ?? (value.timeZone ? null : 'UTC');
  if (!zone) return null;
  // Graph writes seven fractional digits and no offset: the wall time in the named zone. An offset, if one ever
  // comes, says the instant itself.
  const read = /(Z|[+-]\d\d:?\d\d)$/.test(value.dateTime)
    ? DateTime.fromISO(value.dateTime).setZone(zone)
    : DateTime.fromISO(value.dateTime, { zone });
  return read.isValid ? read : null;
}

/** An instant as Graph takes it for `timeZone: 'UTC'`: the wall time in UTC, without an offset. */
export function graphUtc(at: Date): DateTimeTimeZone {
  return { dateTime: at.toISOString().replace(/Z$/, ''), timeZone: 'UTC' };
}
