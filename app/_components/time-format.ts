/**
 * Dates and times as the dashboard writes them, one way everywhere: in one zone, named beside every moment
 * ("Nov 26, 2026, 03:00 PM EST"), with the clock of the browser's locale (12-hour in the US, 24-hour in most of
 * the world), the clock its own time inputs use, so what a person types and what the pages show agree. Pure:
 * the zone and the locale are handed in (the pages pass the display zone, useTimes), so tests pin them.
 */

type Moment = string | Date | null | undefined;

const asDate = (m: string | Date) => (typeof m === 'string' ? new Date(m) : m);

/** "America/New_York" as people read it: "America/New York". */
export const zoneName = (zone: string) => zone.replaceAll('_', ' ');

/**
 * A moment with its date, time and the zone's short name: "Nov 26, 2026, 03:00 PM EST" ("Wed, Nov 26, …" with the
 * weekday, where the day matters, as in calling rules); "—" for none.
 */
export function formatDateTime(m: Moment, zone: string, locale?: string, { weekday = false, seconds = false } = {}): string {
  if (!m) return '—';
  return asDate(m).toLocaleString(locale, {
    timeZone: zone, weekday: weekday ? 'short' : undefined, year: 'numeric', month: 'short', day: 'numeric',
    hour: '2-digit', minute: '2-digit', second: seconds ? '2-digit' : undefined, timeZoneName: 'short',
  });
}

/**
 * A moment to the second, for lists where several happen in one minute (deliveries and their attempts, a call's
 * events, calls, messages, ledger entries): "Nov 26, 2026, 03:00:07 PM EST".
 */
export const formatStamp = (m: Moment, zone: string, locale?: string): string => formatDateTime(m, zone, locale, { seconds: true });

/** The day of a moment in the zone: "Nov 26, 2026"; "—" for none. */
export function formatDate(m: Moment, zone: string, locale?: string): string {
  if (!m) return '—';
  return asDate(m).toLocaleDateString(locale, { timeZone: zone, year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * The time of day of a moment in the zone, for lists already labelled with the zone: "03:00 PM" (two-digit hours,
 * as the browser's time inputs write them).
 */
export function formatTime(m: string | Date, zone: string, locale?: string): string {
  return asDate(m).toLocaleTimeString(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' });
}

/** A wall-clock time of day as stored ("15:00", "09:30"), on the same clock as formatTime: "03:00 PM". */
export function formatClock(hhmm: string, locale?: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!m) return hhmm;
  // "24:00" (the end of a day) is midnight.
  return formatTime(new Date(Date.UTC(2000, 0, 1, Number(m[1]) % 24, Number(m[2]))), 'UTC', locale);
}

/** A range of wall-clock times: "09:00 AM–05:00 PM". */
export const formatClockRange = (from: string, to: string, locale?: string) => `${formatClock(from, locale)}–${formatClock(to, locale)}`;

/** The zone's short name at a moment (it changes with daylight saving time): "EST", "EDT", "GMT+1". */
export function zoneAbbreviation(zone: string, at: string | Date = new Date(), locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(asDate(at)).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}
