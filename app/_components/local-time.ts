'use client';

import { DateTime } from 'luxon';
import { useSyncExternalStore } from 'react';
import { formatDateTime } from './time-format';

/**
 * Date-times the user types are read in the browser's time zone and sent as UTC ISO strings; times the API
 * answers are shown in that zone, and in the callee's zones where those matter.
 */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const noSubscription = () => () => {};

/** The browser's zone, or null while rendering on the server (so the first render matches the server's). */
export function useBrowserZone(): string | null {
  return useSyncExternalStore(noSubscription, browserZone, () => null);
}

/** A datetime-local input's value (`2026-11-25T10:00`), read in `zone`, as a UTC ISO instant; null when unreadable. */
export function localInputToUtc(value: string, zone = browserZone()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const dt = DateTime.fromISO(value, { zone });
  return dt.isValid ? dt.toUTC().toISO({ suppressMilliseconds: true }) : null;
}

/** A moment as the value of a datetime-local input in `zone`. */
export const toLocalInput = (date: Date, zone = browserZone()) =>
  DateTime.fromJSDate(date).setZone(zone).toFormat("yyyy-LL-dd'T'HH:mm");

/** A UTC ISO instant in words, in a given zone, with that zone's short name: "Wed, Mar 10, 2027, 10:00 AM EST". */
export const formatInZone = (iso: string, zone: string): string => formatDateTime(iso, zone, undefined, { weekday: true });

/** Every IANA zone the browser knows, for zone pickers. */
export function timeZones(): string[] {
  try {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes('UTC') ? zones : [...zones, 'UTC'];
  } catch {
    return ['UTC'];
  }
}
