'use client';

import { api } from '@/app/_trpc/client';

/**
 * What a call's recording, summary and transcript boxes say once the retention purge removed them, instead of an
 * empty box: after how many days, and that the account asked for it (the period is the account's now).
 */
export function useContentRemovedNote(purgedAt: string | null): string | null {
  const settings = api.compliance.settings.useQuery(undefined, { enabled: purgedAt !== null });
  if (purgedAt === null) return null;
  const days = settings.data?.retention.content_days;
  return days === undefined
    ? "Content removed, as this account's retention asks."
    : `Content removed after ${days} days, as this account's retention asks.`;
}
