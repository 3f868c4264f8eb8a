'use client';

import { useDisplayZone } from './display-zone';
import { useBrowserZone } from './local-time';
import { zoneWords } from './zone-words';

export interface DashboardZone {
  /** The zone moments are shown and typed in; null until it is known. */
  zone: string | null;
  /** "business time zone, America/New_York", for labels of the fields that read a typed time. */
  words: string;
}

/**
 * One zone for every screen: the business's, or the one the user chose for this browser (the calendar's picker),
 * for the moments pages show and the times forms read. Until the business zone has loaded, the browser's stands in
 * for showing; forms wait for `zone`.
 */
export function useDashboardZone(): DashboardZone {
  const display = useDisplayZone();
  const browser = useBrowserZone();
  const zone = display.zone;
  return { zone, words: zone ? zoneWords(zone, display.own) : browser ? zoneWords(browser, true) : 'time zone' };
}
