'use client';

import Link from 'next/link';
import { Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { WALLET_PAGE } from '@/server/services/wallet/add-funds-words';

/**
 * A wallet that ran dry, said where it stopped something (`what`), with the way this user adds money on this server:
 * the same sentence as the insufficient_funds message, worded for the user's role.
 */
export function WalletEmptyNotice({ what, then }: { what: string; then?: string }) {
  const guide = api.wallet.refillGuide.useQuery();
  return (
    <Notice tone="warning">
      {what} {guide.data?.message}{' '}
      <Link href="/team" className="underline">Open {WALLET_PAGE}</Link>.
      {then && ` ${then}`}
    </Notice>
  );
}
