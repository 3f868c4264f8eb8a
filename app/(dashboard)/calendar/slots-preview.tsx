'use client';

import { DateTime } from 'luxon';
import { SelectField } from '@/app/_components/ui/field';
import type { RouterOutputs } from '@/app/_trpc/client';
import { formatTime, inZone } from './time';

type Week = RouterOutputs['calendar']['week'] | undefined;

/** The free slots availability offers this week, by day, at the chosen length. */
export function SlotsPreview({ week, zone, duration, onDuration }: { week: Week; zone: string; duration: number; onDuration: (d: number) => void }) {
  const slots = week?.availability.available_slots ?? [];
  const byDay = new Map<string, typeof slots>();
  for (const s of slots) {
    const day = inZone(s.start, zone).toISODate()!;
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }
  return (
    <div className="space-y-3">
      <SelectField
        label="Slot length"
        value={String(duration)}
        onChange={(e) => onDuration(Number(e.target.value))}
        options={[15, 30, 45, 60, 90].map((m) => ({ value: String(m), label: `${m} minutes` }))}
      />
      <p className="text-sm text-slate-700" data-testid="slot-count">
        {week ? `${week.availability.count} free slot${week.availability.count === 1 ? '' : 's'}` : '…'}
      </p>
      {slots.length === 0 ? (
        <p className="text-sm text-slate-500">No free slots this week: check the working hours below, or try next week.</p>
      ) : (
        <ul className="max-h-80 space-y-2 overflow-y-auto rounded text-sm focus-visible:outline-2 focus-visible:outline-indigo-600" tabIndex={0} aria-label={`Free slots by day, times in ${zone}`} data-testid="slot-list">
          {[...byDay.entries()].map(([day, list]) => (
            <li key={day}>
              <p className="font-medium text-slate-800">{DateTime.fromISO(day).toFormat('cccc d LLL')}</p>
              <p className="text-slate-600">{list.map((s) => formatTime(s.start, zone)).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
