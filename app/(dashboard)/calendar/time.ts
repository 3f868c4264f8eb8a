import { DateTime } from 'luxon';
import { formatTime as formatTimeOfDay } from '@/app/_components/time-format';

/** The Monday of the week holding `date` (YYYY-MM-DD, default today), in `zone`. */
export const mondayOf = (zone: string, date?: string) =>
  (date ? DateTime.fromISO(date, { zone }) : DateTime.now().setZone(zone)).startOf('week').toISODate()!;

export const shiftWeek = (weekStart: string, weeks: number) => DateTime.fromISO(weekStart).plus({ weeks }).toISODate()!;

/** An ISO instant as the value of a datetime-local input in `zone`. */
export const toLocalInput = (iso: string, zone: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).toFormat("yyyy-LL-dd'T'HH:mm");

/** A datetime-local input's value, read in `zone`, as a UTC ISO instant (unreadable text goes as typed, for the API to refuse). */
export const fromLocalInput = (value: string, zone: string) => DateTime.fromISO(value, { zone }).toUTC().toISO({ suppressMilliseconds: true }) ?? value;

export const inZone = (iso: string, zone: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone);

/** A time of day in `zone`, on the dashboard's one clock (time-format). */
export const formatTime = (iso: string, zone: string) => formatTimeOfDay(iso, zone);
