'use client';

import { Button } from '@/app/_components/ui/button';
import { inputClass } from '@/app/_components/ui/field';
import { formatClockRange } from '@/app/_components/time-format';

export type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type Range = [string, string];
export type Weekly = Partial<Record<Day, Range[]>>;

export const days: [Day, string][] = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];

/** From–to time ranges of one day, each removable; `label` names the day for screen readers. */
export function Ranges({ label, value, onChange }: { label: string; value: Range[]; onChange: (list: Range[]) => void }) {
  return (
    <>
      {value.map(([from, to], i) => (
        <span key={i} className="inline-flex items-center gap-1">
          <input
            type="time"
            aria-label={`${label} interval ${i + 1} from`}
            className={`${inputClass} w-28 py-1`}
            value={from}
            onChange={(e) => onChange(value.map((r, j) => (j === i ? [e.target.value, r[1]] : r)))}
          />
          <span className="text-slate-600" aria-hidden>
            –
          </span>
          <input
            type="time"
            aria-label={`${label} interval ${i + 1} to`}
            className={`${inputClass} w-28 py-1`}
            value={to}
            onChange={(e) => onChange(value.map((r, j) => (j === i ? [r[0], e.target.value] : r)))}
          />
          <Button variant="ghost" className="px-2 py-1" aria-label={`Remove ${label} interval ${i + 1}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>
            ✕
          </Button>
        </span>
      ))}
    </>
  );
}

/** The next range a day is offered: the working day, or the afternoon after a morning. */
export const nextRange = (list: Range[]): Range => (list.length ? ['13:00', '17:00'] : ['09:00', '17:00']);

/** Weekly working intervals: per day, any number of from–to ranges; a day without one is closed. */
export function HoursEditor({ value, onChange }: { value: Weekly; onChange: (w: Weekly) => void }) {
  const setDay = (d: Day, list: Range[]) => onChange({ ...value, [d]: list });
  return (
    <div className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {days.map(([d, label]) => {
        const list = value[d] ?? [];
        return (
          <div key={d} className="flex flex-wrap items-center gap-2 px-3 py-2">
            <span className="w-24 text-sm font-medium text-slate-700">{label}</span>
            {list.length === 0 && <span className="text-sm text-slate-600">Closed</span>}
            <Ranges label={label} value={list} onChange={(l) => setDay(d, l)} />
            <Button variant="ghost" className="ml-auto px-2 py-1 text-xs" aria-label={`Add hours on ${label}`} onClick={() => setDay(d, [...list, nextRange(list)])}>
              Add hours
            </Button>
          </div>
        );
      })}
    </div>
  );
}

/** Weekly hours in one line per open day, for reading: "Monday 09:00 AM–05:00 PM" (the dashboard's one clock). */
export function describeWeekly(w: Weekly): { day: string; hours: string }[] {
  return days.map(([d, label]) => ({
    day: label,
    hours: (w[d] ?? []).length ? (w[d] ?? []).map(([a, b]) => formatClockRange(a, b)).join(', ') : 'Closed',
  }));
}
