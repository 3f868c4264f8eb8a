import { Card } from '@/app/_components/ui/card';
import { formatCents } from '@/app/_components/ui/format';
import { StackedBar } from '@/app/_components/ui/stacked-bar';
import type { RouterOutputs } from '@/app/_trpc/client';
import type { CostComponentName } from '@/server/db/schema';

type CostBreakdown = RouterOutputs['calls']['get']['cost_breakdown'];

/** Each component of the provider's cost, in the bar's order, with its colour and words. */
export const componentParts: Record<CostComponentName, { label: string; color: string }> = {
  telephony: { label: 'Phone line', color: 'bg-sky-500' },
  transcriber: { label: 'Transcriber', color: 'bg-teal-400' },
  model: { label: 'Language model', color: 'bg-indigo-500' },
  voice: { label: 'Voice', color: 'bg-violet-400' },
  platform: { label: 'Voice platform', color: 'bg-amber-400' },
  other: { label: 'Other', color: 'bg-slate-400' },
};

export const NOT_REPORTED = 'Not reported';

/**
 * What the call cost: what the account paid (the wallet's debit), and what the voice provider says it paid, by
 * component, as a stacked bar with its legend. The provider's parts read "Not reported" until it says.
 */
export function CallCostCard({ breakdown }: { breakdown: CostBreakdown }) {
  const { billed_cents: billed, provider_cents: provider, components } = breakdown;
  const shown = (components ?? []).filter((c) => c.cents > 0);
  return (
    <Card title="Cost">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Charged to the wallet</dt>
        <dd data-testid="cost-billed" className="text-slate-900">{billed === null ? 'When the call ends' : formatCents(billed)}</dd>
        <dt className="text-slate-500">Provider&apos;s cost</dt>
        <dd data-testid="cost-provider" className="text-slate-900">{provider === null ? NOT_REPORTED : formatCents(provider)}</dd>
      </dl>
      {provider !== null && provider > 0 && shown.length > 0 && (
        <div className="mt-4">
          <StackedBar
            label={`Provider's cost by component: ${shown.map((c) => `${componentParts[c.name].label} ${formatCents(c.cents)}`).join(', ')}`}
            height="h-3"
            of={provider}
            now={provider}
            max={provider}
            parts={shown.map((c) => ({ key: c.name, value: c.cents, color: componentParts[c.name].color }))}
          />
          <ul aria-label="Provider's cost by component" className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            {shown.map((c) => (
              <li key={c.name} className="flex items-center gap-2">
                <span aria-hidden className={`inline-block h-2.5 w-2.5 shrink-0 rounded-sm ${componentParts[c.name].color}`} />
                <span className="text-slate-600">{componentParts[c.name].label}</span>
                <span className="ml-auto tabular-nums text-slate-900">{formatCents(c.cents)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
