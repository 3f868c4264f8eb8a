'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { TrialCreditButton } from '@/app/_components/trial-credit-button';
import { Button } from '@/app/_components/ui/button';
import { Dialog } from '@/app/_components/ui/dialog';
import { TextField } from '@/app/_components/ui/field';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { describeError, fieldErrors } from '@/app/_trpc/errors';

/** "Test call" on an agent's page: calls the number the user enters and opens the call to watch it live. */
export function TestCallButton({ agent }: { agent: { id: number; name: string; can_make_calls: boolean } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        disabled={!agent.can_make_calls}
        title={agent.can_make_calls ? undefined : 'Give the agent a phone number first.'}
      >
        Test call
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Test call">
        <TestCallForm agent={agent} />
      </Dialog>
    </>
  );
}

function TestCallForm({ agent }: { agent: { id: number; name: string } }) {
  const router = useRouter();
  const utils = api.useUtils();
  const [phone, setPhone] = useState('');
  const offer = api.wallet.trialCredit.useQuery();
  const start = api.calls.start.useMutation({
    onSuccess: async (call) => {
      await utils.calls.invalidate();
      router.push(`/calls/${call.id}`);
    },
  });
  const errors = fieldErrors(start.error);
  const noFunds = start.error && describeError(start.error).code === 'insufficient_funds';
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        // A test call rings the user's own phone: no telemarketing, so the law's calling windows do not hold it back.
        start.mutate({ agent_id: agent.id, phone_number: phone, purpose: 'informational' });
      }}
    >
      <p className="text-sm text-slate-600">
        {agent.name} calls this number now, and the call opens so you can follow it live.
        {offer.data?.offered && ' Calls on this server are simulated: nobody is actually dialed.'}
      </p>
      <TextField
        label="Number to call"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        placeholder="+14155550123"
        required
        autoFocus
        error={errors.phone_number}
      />
      <ErrorNote error={start.error} />
      {noFunds && <TrialCreditButton />}
      <div className="flex justify-end">
        <Button type="submit" busy={start.isPending || start.isSuccess}>Call now</Button>
      </div>
    </form>
  );
}
