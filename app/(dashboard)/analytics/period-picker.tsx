'use client';

import { ZonePicker } from '@/app/_components/zone-picker';
import { lastDays, type Period } from './period';

const presets = [7, 30, 90] as const;
const input = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30';

/** Date range (two days, or a preset of the last N days) and the zone in which days begin. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  return (
    <form className="flex flex-wrap items-end gap-3" aria-label="Period" onSubmit={(e) => e.preventDefault()}>
      <div role="group" aria-label="Presets" className="inline-flex rounded-md border border-slate-200 p-0.5 text-xs">
        {presets.map((days) => {
          const p = lastDays(days, period.timezone);
          const active = p.from === period.from && p.to === period.to;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(p)}
              className={`rounded px-3 py-1 ${active ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
            >
              {days} days
            </button>
          );
        })}
      </div>
      <label className="text-xs font-medium text-slate-600">
        From
        <input type="date" className={`${input} mt-1 block`} value={period.from} max={period.to} required
          onChange={(e) => e.target.value && onChange({ ...period, from: e.target.value })} />
      </label>
      <label className="text-xs font-medium text-slate-600">
        To
        <input type="date" className={`${input} mt-1 block`} value={period.to} min={period.from} required
          onChange={(e) => e.target.value && onChange({ ...period, to: e.target.value })} />
      </label>
      <ZonePicker label="Time zone" className="w-60" value={period.timezone} onChange={(timezone) => onChange({ ...period, timezone })} />
    </form>
  );
}
