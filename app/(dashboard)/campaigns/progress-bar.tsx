import { StackedBar } from '@/app/_components/ui/stacked-bar';
import type { RouterOutputs } from '@/app/_trpc/client';

type Progress = RouterOutputs['campaigns']['get']['progress'];

/** The outcomes in the bar's order, with their colours; their words are the recipient statuses'. */
export const outcomeParts: { key: Exclude<keyof Progress, 'total'>; color: string }[] = [
  { key: 'completed', color: 'bg-emerald-500' },
  { key: 'voicemail', color: 'bg-teal-300' },
  { key: 'busy', color: 'bg-amber-400' },
  { key: 'no_answer', color: 'bg-amber-300' },
  { key: 'failed', color: 'bg-red-400' },
  { key: 'canceled', color: 'bg-slate-400' },
  { key: 'skipped_do_not_call', color: 'bg-slate-300' },
  { key: 'skipped_no_consent', color: 'bg-slate-300' },
  { key: 'skipped_destination_not_allowed', color: 'bg-slate-300' },
  { key: 'skipped_no_phone', color: 'bg-slate-200' },
  { key: 'skipped_duplicate', color: 'bg-slate-200' },
  { key: 'in_progress', color: 'bg-indigo-400' },
  { key: 'pending', color: 'bg-slate-100' },
];

/** A stacked bar of recipients by outcome. */
export function ProgressBar({ progress }: { progress: Progress }) {
  const done = progress.total - progress.pending - progress.in_progress;
  return (
    <div className="min-w-40">
      <StackedBar
        label={`${done} of ${progress.total} recipients done`}
        of={progress.total}
        now={done}
        max={progress.total}
        parts={outcomeParts.map((p) => ({ key: p.key, value: progress[p.key], color: p.color }))}
      />
      <p className="mt-1 text-xs text-slate-500">
        {done} of {progress.total} done
      </p>
    </div>
  );
}
