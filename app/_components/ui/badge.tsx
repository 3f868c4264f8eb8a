type Tone = 'gray' | 'green' | 'red' | 'amber' | 'blue' | 'indigo';

const tones: Record<Tone, string> = {
  gray: 'bg-slate-100 text-slate-700 ring-slate-200',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  blue: 'bg-sky-50 text-sky-700 ring-sky-200',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
};

export function Badge({ tone = 'gray', children }: { tone?: Tone; children: React.ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

/**
 * Colours for the statuses the dashboard shows (calls, deliveries, events). `label` is the status in words where the
 * dashboard has them (a call's callStatusLabels); without it the code is shown with spaces.
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone: Tone =
    ['completed', 'succeeded', 'confirmed', 'active', 'customer', 'contacted'].includes(status) ? 'green'
      : ['failed', 'busy', 'no_answer', 'canceled', 'cancelled', 'revoked', 'no_show', 'do_not_contact', 'disabled'].includes(status) ? 'red'
        : ['pending', 'queued', 'ringing', 'attempted', 'callback_requested'].includes(status) ? 'amber'
          : ['in_progress', 'scheduled'].includes(status) ? 'blue'
            : 'gray';
  return <Badge tone={tone}>{label ?? status.replaceAll('_', ' ')}</Badge>;
}
