'use client';

import { Button } from '@/app/_components/ui/button';
import { ErrorNote, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { trialCreditButtonLabel } from '@/server/services/wallet/add-funds-words';

/**
 * Claims the account's trial credit (once, simulated calls only). Once claimed it says so ("Added $5.00 …") in place
 * of the button; it renders nothing where the server offers none or the account already had it. `onClaimed` lets
 * the dialog that offered it clear the refusal the credit answers, with the server's confirmation in hand.
 */
export function TrialCreditButton({ variant = 'primary', onClaimed }: { variant?: 'primary' | 'secondary'; onClaimed?: (message: string) => void }) {
  const utils = api.useUtils();
  const offer = api.wallet.trialCredit.useQuery();
  const refresh = () => Promise.all([utils.wallet.invalidate(), utils.onboarding.invalidate()]);
  const claim = api.wallet.claimTrialCredit.useMutation({
    // Refreshed before `onClaimed`, which may unmount this button: the balance shown is the new one either way.
    onSuccess: async (added) => {
      await refresh();
      onClaimed?.(added.message);
    },
    onError: refresh,
  });
  if (claim.data) return <Notice tone="success">{claim.data.message}</Notice>;
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
