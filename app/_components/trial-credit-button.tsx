'use client';

import { Button } from '@/app/_components/ui/button';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { trialCreditButtonLabel } from '@/server/services/wallet/add-funds-words';

/**
 * Claims the account's trial credit (once, simulated calls only). Renders nothing where the server offers none or
 * the account already has it.
 */
export function TrialCreditButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const utils = api.useUtils();
  const offer = api.wallet.trialCredit.useQuery();
  const claim = api.wallet.claimTrialCredit.useMutation({
    onSettled: async () => {
      await Promise.all([utils.wallet.invalidate(), utils.onboarding.invalidate()]);
    },
  });
  if (!offer.data?.available) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant={variant} busy={claim.isPending} onClick={() => claim.mutate()}>
        {trialCreditButtonLabel(offer.data.amount_cents)}
      </Button>
      <p className="text-xs text-slate-500">For simulated calls only; once per account.</p>
      <ErrorNote error={claim.error} />
    </div>
  );
}
