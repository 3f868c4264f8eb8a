'use client';

import { Button } from '@/app/_components/ui/button';
import { inputClass } from '@/app/_components/ui/field';

export type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type Weekly = Partial<Record<Day, [string, string][]>>;

const days: [Day, string][] = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];

/** Weekly working intervals: per day, any number of from–to ranges; a day without one is closed. */
export function HoursEditor({ value, onChange, idPrefix }: { value: Weekly; onChange: (w: Weekly) => void; idPrefix: string }) {
  const setDay = (d: Day, list: [string, string][]) => onChange({ ...value, [d]: list });
  return (
    <div className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {days.map(([d, label]) => {
        const list = value[d] ?? [];
        return (
          <div key={d} className="flex flex-wrap items-center gap-2 px-3 py-2">
            <span className="w-24 text-sm font-medium text-slate-700">{label}</span>
            {list.length === 0 && <span className="text-sm text-slate-400">Closed</span>}
            {list.map(([from, to], i) => (
              <span key={i} className="inline-flex items-center gap-1">
                <input
                  type="time"
                  aria-label={`${label} interval ${i + 1} from`}
                  id={`${idPrefix}-${d}-${i}-from`}
                  className={`${inputClass} w-28 py-1`}
                  value={from}
                  onChange={(e) => setDay(d, list.map((r, j) => (j === i ? [e.target.value, r[1]] : r)))}
                />
                <span className="text-slate-400">–</span>
                <input
                  type="time"
                  aria-label={`${label} interval ${i + 1} to`}
                  className={`${inputClass} w-28 py-1`}
                  value={to}
                  onChange={(e) => setDay(d, list.map((r, j) => (j === i ? [r[0], e.target.value] : r)))}
                />
                <Button variant="ghost" className="px-2 py-1" aria-label={`Remove ${label} interval ${i + 1}`} onClick={() => setDay(d, list.filter((_, j) => j !== i))}>
                  ✕
                </Button>
              </span>
            ))}
            <Button variant="ghost" className="ml-auto px-2 py-1 text-xs" onClick={() => setDay(d, [...list, list.length ? ['13:00', '17:00'] : ['09:00', '17:00']])}>
              Add hours
            </Button>
          </div>
        );
      })}
    </div>
  );
}
