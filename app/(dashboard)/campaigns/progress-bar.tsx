import { StackedBar } from '@/app/_components/ui/stacked-bar';
import type { RouterOutputs } from '@/app/_trpc/client';

type Progress = RouterOutputs['campaigns']['get']['progress'];

/** The outcomes in the bar's order, with their colours and labels. */
export const outcomeParts: { key: Exclude<keyof Progress, 'total'>; label: string; color: string }[] = [
  { key: 'completed', label: 'Completed', color: 'bg-emerald-500' },
  { key: 'voicemail', label: 'Voicemail', color: 'bg-teal-300' },
  { key: 'busy', label: 'Busy', color: 'bg-amber-400' },
  { key: 'no_answer', label: 'No answer', color: 'bg-amber-300' },
  { key: 'failed', label: 'Failed', color: 'bg-red-400' },
  { key: 'canceled', label: 'Canceled', color: 'bg-slate-400' },
  { key: 'skipped_do_not_call', label: 'Skipped: do not call', color: 'bg-slate-300' },
  { key: 'skipped_no_consent', label: 'Skipped: no consent', color: 'bg-slate-300' },
  { key: 'skipped_destination_not_allowed', label: 'Skipped: destination not allowed', color: 'bg-slate-300' },
  { key: 'skipped_no_phone', label: 'Skipped: no phone', color: 'bg-slate-200' },
  { key: 'skipped_duplicate', label: 'Skipped: duplicate', color: 'bg-slate-200' },
  { key: 'in_progress', label: 'In progress', color: 'bg-indigo-400' },
  { key: 'pending', label: 'Pending', color: 'bg-slate-100' },
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
