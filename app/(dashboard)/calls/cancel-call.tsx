'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Dialog } from '@/app/_components/ui/dialog';
import { useTimes, type Times } from '@/app/_components/use-times';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import type { CallStatus } from '@/server/db/schema';

export interface CancelableCall {
  id: number;
  phone_number: string;
  status: CallStatus;
  scheduled_at: string | null;
}

const whenOf = (call: CancelableCall, times: Times) =>
  call.status === 'scheduled' && call.scheduled_at ? ` scheduled for ${times.dateTime(call.scheduled_at)}` : '';

/**
 * Cancel, after a confirmation. The page holds the dialog (not the row's button), so that it stays open with the
 * API's answer even when polling meanwhile shows the call moved on and its button goes away.
 */
export function useCancelCall(onCanceled?: (id: number) => void): { ask: (call: CancelableCall) => void; dialog: React.ReactNode } {
  const times = useTimes();
  const utils = api.useUtils();
  const [call, setCall] = useState<CancelableCall | null>(null);
  const cancel = api.calls.cancel.useMutation({
    onSuccess: async (canceled) => {
      await utils.calls.invalidate();
      setCall(null);
      onCanceled?.(canceled.id);
    },
    onError: () => utils.calls.invalidate(),
  });
  const close = () => {
    setCall(null);
    cancel.reset();
  };
  const dialog = (
    <Dialog open={call !== null} onClose={close} title="Cancel this call?">
      {call && (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            The call to <span className="font-medium">{call.phone_number}</span>
            {whenOf(call, times)} will not be dialed. Any later attempts waiting with it are canceled too.
          </p>
          {cancel.error && (
            <div className="space-y-1">
              <p className="text-sm font-medium text-slate-900">
                {cancel.error.data?.httpStatus === 409 ? 'It is too late to cancel this call.' : 'The call could not be canceled.'}
              </p>
              <ErrorNote error={cancel.error} />
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {cancel.error ? 'Close' : 'Keep the call'}
            </Button>
            {!cancel.error && (
              <Button variant="danger" busy={cancel.isPending} onClick={() => cancel.mutate({ id: call.id })}>
                Cancel call
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
  return { ask: setCall, dialog };
}

/** The button that asks; `compact` for table rows. */
export function CancelCallButton({ call, onAsk, compact }: { call: CancelableCall; onAsk: (call: CancelableCall) => void; compact?: boolean }) {
  const times = useTimes();
  return (
    <Button
      variant="danger"
      className={compact ? 'px-2 py-1 text-xs' : ''}
      onClick={() => onAsk(call)}
      aria-label={compact ? `Cancel the call to ${call.phone_number}${whenOf(call, times)}` : undefined}
    >
      {compact ? 'Cancel' : 'Cancel call'}
    </Button>
  );
}
