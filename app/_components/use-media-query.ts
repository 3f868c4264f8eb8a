'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (a phone turned sideways). The server and the first render
 * answer `serverValue`, so hydration matches; the browser's answer follows at once.
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
