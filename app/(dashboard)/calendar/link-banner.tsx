'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';

/** Why a return from a provider linked nothing, in words (the callback's `link_error`, server/http/calendar-integration.ts). */
const reasons: Record<string, string> = {
  oauth_state_invalid: 'The link had expired or was already used. Start it again from Linked calendars.',
  oauth_denied: 'Access was not granted, so nothing was linked.',
  oauth_exchange_failed: 'The provider did not complete the sign-in. Try again in a moment.',
  calendar_connection_failed: 'Access was granted, but the calendars could not be read.',
};
/** The provider's own words ride in the address, where anyone could write them: shown as details, never long. */
const MESSAGE_MAX = 200;

/**
 * What happened at the provider's consent page, from the address it sent the person back to: `?linked=<id>`, or
 * `?link_error=<reason>&message=<text>`. Dismissing it takes the parameters away, so a reload does not say it again.
 */
export function LinkBanner({ linked, linkError, message }: { linked?: string; linkError?: string; message?: string }) {
  const router = useRouter();
  const path = usePathname();
  const [shown, setShown] = useState(Boolean(linked || linkError));
  if (!shown) return null;
  const ok = !linkError;
  const details = message && message.length > MESSAGE_MAX ? `${message.slice(0, MESSAGE_MAX)}…` : message;
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`mb-4 flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm ${ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800'}`}
      data-testid="link-banner"
    >
      <div>
        {ok ? (
          <p>Calendar linked. Its busy time is being read now and shows in your free slots once the first sync is done.</p>
        ) : (
          <>
            <p className="font-medium">The calendar was not linked.</p>
            <p>{reasons[linkError] ?? 'The provider sent you back without linking it.'}</p>
            {details && <p className="mt-1 text-xs">Details: {details}</p>}
          </>
        )}
      </div>
      <button
        type="button"
        className="rounded p-1 text-current hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label="Dismiss"
        onClick={() => {
          setShown(false);
          router.replace(path, { scroll: false });
        }}
      >
        ✕
      </button>
    </div>
  );
}
