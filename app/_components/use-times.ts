'use client';

import { useMemo } from 'react';
import { useDisplayZone } from './display-zone';
import { useBrowserZone } from './local-time';
import { formatDate, formatDateTime, formatStamp, formatTime, zoneName } from './time-format';

/** What a page writes moments with: time-format's functions bound to one zone, named beside every moment. */
export interface Times {
  zone: string;
  /** "America/New York". */
  zoneName: string;
  dateTime: (m: string | Date | null | undefined) => string;
  /** To the second, for lists where several moments fall in one minute. */
  stamp: (m: string | Date | null | undefined) => string;
  date: (m: string | Date | null | undefined) => string;
  time: (m: string | Date) => string;
}

/**
 * Moments in one zone on every screen: `zone` when a page names one, else the dashboard's zone (the business's, or
 * the one the user chose for this browser; useDisplayZone), the zone the forms read typed times in too. The
 * browser's stands in until the business zone has loaded; UTC while rendering on the server, where no data is shown.
 */
export function useTimes(zone?: string | null): Times {
  const browser = useBrowserZone();
  const display = useDisplayZone();
  const z = zone ?? display.zone ?? browser ?? 'UTC';
  return useMemo(
    () => ({
      zone: z,
      zoneName: zoneName(z),
      dateTime: (m) => formatDateTime(m, z),
      stamp: (m) => formatStamp(m, z),
      date: (m) => formatDate(m, z),
      time: (m) => formatTime(m, z),
    }),
    [z],
  );
}
