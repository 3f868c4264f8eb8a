'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

/**
 * "Remove simulated data" (owners and admins): the appointments simulated calls booked, counted, then deleted after a
 * confirmation that says how many and what stays (the simulated calls themselves, which the wallet's history needs).
 */
export function SimulatedData() {
  const utils = api.useUtils();
  const counts = api.calendar.simulatedData.useQuery();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const remove = api.calendar.removeSimulatedData.useMutation({
    onSuccess: async (r) => {
      setConfirming(false);
      setDone(r.message);
      await Promise.all([utils.calendar.invalidate(), utils.analytics.invalidate(), utils.calls.invalidate()]);
    },
  });
  const n = counts.data?.simulated_bookings ?? 0;
  const bookings = n === 1 ? '1 simulated booking' : `${n} simulated bookings`;
  return (
    <Card title="Simulated data">
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          Simulated calls dial nobody, but an agent with Book appointment books the first free time during each. Those bookings are
          marked Simulated in the calendar and are not counted as bookings.
        </p>
        <p data-testid="simulated-count">
          {counts.data ? `${bookings} in the calendar; ${counts.data.simulated_calls} simulated calls in the call history.` : 'Counting…'}
        </p>
        {done && <p role="status" className="font-medium text-emerald-800">{done}</p>}
        <ErrorNote error={counts.error} />
        <Button variant="secondary" disabled={!counts.data || n === 0} onClick={() => { setDone(null); setConfirming(true); }}>
          Remove simulated data
        </Button>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Remove simulated data">
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            This deletes <strong>{bookings}</strong> from the calendar. Webhook receivers are told each one still booked is cancelled.
            Real appointments, events made by hand and the simulated calls themselves (their charges and compliance records) stay.
          </p>
          <ErrorNote error={remove.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>Cancel</Button>
            <Button busy={remove.isPending} onClick={() => remove.mutate()}>Remove {bookings}</Button>
          </div>
        </div>
      </Dialog>
    </Card>
  );
}
