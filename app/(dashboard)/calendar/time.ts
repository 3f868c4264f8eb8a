import { DateTime } from 'luxon';

/** The browser's time zone, the calendar's default. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const mondayOf = (zone: string, date = DateTime.now()) => date.setZone(zone).startOf('week').toISODate()!;

export const shiftWeek = (weekStart: string, weeks: number) => DateTime.fromISO(weekStart).plus({ weeks }).toISODate()!;

/** An ISO instant as the value of a datetime-local input in `zone`. */
export const toLocalInput = (iso: string, zone: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).toFormat("yyyy-LL-dd'T'HH:mm");

/** A datetime-local input's value, read in `zone`, as an ISO instant with its offset. */
export const fromLocalInput = (value: string, zone: string) => DateTime.fromISO(value, { zone }).toISO({ suppressMilliseconds: true }) ?? value;

export const inZone = (iso: string, zone: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone);

export const formatTime = (iso: string, zone: string) => inZone(iso, zone).toFormat('HH:mm');
