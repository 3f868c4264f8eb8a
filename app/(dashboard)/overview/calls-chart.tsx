'use client';

import { useState } from 'react';

interface Day {
  date: string;
  calls: number;
  minutes: number;
}

const shortDate = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One bar per day (calls or minutes), drawn with plain elements; each bar names its value for screen readers. */
export function CallsChart({ days }: { days: Day[] }) {
  const [metric, setMetric] = useState<'calls' | 'minutes'>('calls');
  const max = Math.max(1, ...days.map((d) => d[metric]));
  return (
    <div>
      <div role="radiogroup" aria-label="Metric" className="mb-3 inline-flex rounded-md border border-slate-200 p-0.5 text-xs">
        {(['calls', 'minutes'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={metric === m}
            onClick={() => setMetric(m)}
            className={`rounded px-3 py-1 capitalize ${metric === m ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            {m}
          </button>
        ))}
      </div>
      <ul className="flex h-40 items-end gap-[3px]" aria-label={`${metric} per day, last ${days.length} days`}>
        {days.map((d) => {
          const value = d[metric];
          const label = `${shortDate(d.date)}: ${value} ${metric}`;
          return (
            <li key={d.date} className="group relative flex h-full flex-1 items-end" title={label}>
              <span className="sr-only">{label}</span>
              <span
                className={`block w-full rounded-t-sm ${value ? 'bg-indigo-500 group-hover:bg-indigo-600' : 'bg-slate-100'}`}
                style={{ height: `${value ? Math.max(4, (value / max) * 100) : 2}%` }}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-1 flex justify-between text-[11px] text-slate-500" aria-hidden>
        <span>{days[0] && shortDate(days[0].date)}</span>
        <span>{days.at(-1) && shortDate(days.at(-1)!.date)}</span>
      </div>
    </div>
  );
}
