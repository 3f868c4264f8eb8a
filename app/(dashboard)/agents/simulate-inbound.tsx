'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Dialog } from '@/app/_components/ui/dialog';
import { TextField } from '@/app/_components/ui/field';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { fieldErrors } from '@/app/_trpc/errors';

/**
 * "Simulate inbound call" on an inbound agent's page, shown only while the simulator is the voice provider: a caller
 * at the number typed calls the agent, and the call page opens to watch it.
 */
export function SimulateInboundButton({ agent }: { agent: { id: number; name: string; role: string; phone_number: string | null } }) {
  const router = useRouter();
  const utils = api.useUtils();
  const available = api.calls.inboundSimulation.useQuery(undefined, { enabled: agent.role === 'inbound' });
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('+14155550123');
  const simulate = api.calls.simulateInbound.useMutation({
    onSuccess: async (call) => {
      await utils.calls.invalidate();
      router.push(`/calls/${call.id}`);
    },
  });
  if (agent.role !== 'inbound' || !available.data?.available) return null;
  const errors = fieldErrors(simulate.error);
  const close = () => {
    setOpen(false);
    simulate.reset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Simulate inbound call
      </Button>
      <Dialog open={open} onClose={close} title="Simulate an inbound call">
        {!agent.phone_number ? (
          <p className="text-sm text-slate-700">Give {agent.name} a phone number first: callers reach an inbound agent on its number.</p>
        ) : (
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              simulate.mutate({ agent_id: agent.id, from });
            }}
          >
            <p className="text-sm text-slate-700">
              A simulated caller rings {agent.phone_number} and {agent.name} answers, with the caller&apos;s contact and your business
              values. A caller you do not know yet is saved as a contact named &ldquo;Unknown caller&rdquo;. The call is billed like any other.
            </p>
            <TextField
              label="Caller's number"
              hint="E.164, such as +14155550123"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              error={errors.from}
              required
              autoComplete="off"
            />
            {simulate.error && !errors.from && <ErrorNote error={simulate.error} />}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={close}>
                Close
              </Button>
              <Button type="submit" busy={simulate.isPending}>
                Call {agent.name}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
