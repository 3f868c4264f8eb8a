'use client';

import { useEffect, useState } from 'react';
import { api, type RouterInputs, type RouterOutputs } from '@/app/_trpc/client';

export type PreviewInput = RouterInputs['campaigns']['preview'];
export type CampaignPreview = RouterOutputs['campaigns']['preview'];

const DEBOUNCE_MS = 400;

/** `value`, once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
    // The key stands for the value: a new object with the same content does not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const span = (r: { low: number; high: number }, f: (n: number) => string = String) => (r.low === r.high ? f(r.low) : `${f(r.low)}–${f(r.high)}`);

/**
 * The pre-flight of the campaign a form describes (POST /api/v1/campaigns/preview through tRPC), asked again once
 * the audience, agent or settings stop changing: who would be called and who skipped, when the first call goes
 * out, the estimates, and whether the wallet covers the first hour. `input` null: the form is not complete yet.
 */
export function useCampaignPreview(input: PreviewInput | null) {
  const settled = useDebounced(input, DEBOUNCE_MS);
  return api.campaigns.preview.useQuery(settled!, { enabled: settled !== null, placeholderData: (prev) => prev, retry: false });
}

export function CampaignPreviewPanel({ preview, pending }: { preview: CampaignPreview | undefined; pending: boolean }) {
  if (!preview) return <p className="text-sm text-slate-600" aria-live="polite">{pending ? 'Checking the audience…' : 'Choose an agent and at least one filter to see who would be called.'}</p>;
  const s = preview.skipped;
  const skips = [
    [s.do_not_call, 'on the do-not-call list'],
    [s.no_phone, 'without a number'],
    [s.duplicate, 'repeating a number'],
    [s.no_consent, 'without consent for this purpose'],
    [s.destination_not_allowed, 'at a destination the account does not call'],
  ].filter(([n]) => Number(n) > 0) as [number, string][];
  const e = preview.estimate;
  return (
    <div className="space-y-1 rounded bg-slate-50 p-3 text-sm text-slate-700" aria-live="polite" data-testid="campaign-preview">
      <p>
        <strong>{preview.callable}</strong> of {preview.total} contacts would be called
        {preview.callable > 0 && preview.callable_now < preview.callable && `, ${preview.callable_now} inside calling hours right away`}.
      </p>
      {skips.length > 0 && (
        <p>Skipped: {skips.map(([n, why]) => `${n} ${why}`).join(', ')}.</p>
      )}
      {preview.first_dial_at && <p>First call: {when(preview.first_dial_at)}{e.finish_at && `; done by about ${when(e.finish_at)}`}.</p>}
      {preview.callable > 0 && (
        <p>
          About {span(e.calls)} calls, {span(e.minutes)} billed minutes, {span(e.cost_cents, usd)}.
        </p>
      )}
      {!preview.wallet.covers_first_hour && <WalletShortNote available={preview.wallet.available_cents} />}
    </div>
  );
}

/** What Start says when the wallet will not last the first hour of calling. */
export function WalletShortNote({ available }: { available: number }) {
  return (
    <p className="font-medium text-amber-800" role="status">
      The wallet ({usd(available)} available) does not cover the first hour of this campaign; it pauses when the money runs out. Add funds before starting.
    </p>
  );
}
