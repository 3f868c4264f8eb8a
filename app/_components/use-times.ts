'use client';

import { useMemo } from 'react';
import { useBrowserZone } from './local-time';
import { formatDate, formatDateTime, formatTime, zoneName } from './time-format';

/** What a page writes moments with: time-format's functions bound to one zone, named beside every moment. */
export interface Times {
  zone: string;
  /** "America/New York". */
  zoneName: string;
  dateTime: (m: string | Date | null | undefined) => string;
  date: (m: string | Date | null | undefined) => string;
  time: (m: string | Date) => string;
}

/**
 * Moments in the user's own zone (the browser's, the one the forms read typed times in), or in `zone` when the page
 * shows the business's calendar (the display zone, useDisplayZone). UTC while rendering on the server, where no
 * data is shown yet.
 */
export function useTimes(zone?: string | null): Times {
  const browser = useBrowserZone();
  const z = zone ?? browser ?? 'UTC';
  return useMemo(
    () => ({
      zone: z,
      zoneName: zoneName(z),
      dateTime: (m) => formatDateTime(m, z),
      date: (m) => formatDate(m, z),
      time: (m) => formatTime(m, z),
    }),
    [z],
  );
}
