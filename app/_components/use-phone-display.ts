'use client';

import { useCallback } from 'react';
import { api } from '@/app/_trpc/client';
import { phoneForDisplay } from '@/server/lib/phone';

/**
 * How the dashboard writes a stored E.164 number: nationally when it is of the account's country, internationally
 * otherwise (phoneForDisplay). Until the account has loaded, internationally, which is right everywhere.
 */
export function usePhoneDisplay(): (e164: string) => string {
  const me = api.auth.me.useQuery(undefined, { staleTime: 5 * 60_000 });
  const country = me.data?.account.country ?? null;
  return useCallback((e164: string) => phoneForDisplay(e164, country), [country]);
}
