'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { api } from '@/app/_trpc/client';

/**
 * The zone the dashboard shows and reads calendar times in: the business's zone, unless the user picked
 * another one, which this browser remembers. Times still travel as UTC ISO strings; only the display changes.
 */
const KEY = 'switchboard.display-zone';
const CHANGED = 'switchboard:display-zone';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

const readChoice = () => {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

export interface DisplayZone {
  /** The zone to show times in; null until the business zone has loaded. */
  zone: string | null;
  businessZone: string | null;
  /** True when the user chose a zone of their own. */
  own: boolean;
  /** Remembers a zone for this browser; null (or the business zone) goes back to following the business. */
  choose: (zone: string | null) => void;
}

export function useDisplayZone(): DisplayZone {
  const settings = api.calendar.settings.useQuery(undefined, { staleTime: 60_000 });
  const chosen = useSyncExternalStore(subscribe, readChoice, () => null);
  const businessZone = settings.data?.business.timezone ?? (settings.error ? 'UTC' : null);
  const choose = useCallback(
    (zone: string | null) => {
      try {
        if (zone === null || zone === businessZone) window.localStorage.removeItem(KEY);
        else window.localStorage.setItem(KEY, zone);
      } catch {
        // Storage refused (private mode): the business zone stays.
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [businessZone],
  );
  const own = chosen !== null && chosen !== businessZone;
  return { zone: own ? chosen : businessZone, businessZone, own, choose };
}

export { zoneName } from './time-format';
