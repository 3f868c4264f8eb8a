'use client';

import { DateTime } from 'luxon';
import { SelectField } from '@/app/_components/ui/field';
import type { RouterOutputs } from '@/app/_trpc/client';
import { blockTimes, blocksOnDay, type OutsideBlock } from './outside-busy';
import { formatTime, inZone } from './time';

type Week = RouterOutputs['calendar']['week'] | undefined;

/**
 * The free slots availability offers this week, by day, at the chosen length, with the busy time of linked
 * calendars that took slots away, each named by its calendar.
 */
export function SlotsPreview({ week, busy, zone, duration, onDuration }: {
  week: Week; busy: OutsideBlock[]; zone: string; duration: number; onDuration: (d: number) => void;
}) {
  const slots = week?.availability.available_slots ?? [];
  const byDay = new Map<string, typeof slots>();
  for (const s of slots) {
    const day = inZone(s.start, zone).toISODate()!;
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }
  const busyByDay = new Map<string, OutsideBlock[]>();
  if (week) {
    const monday = DateTime.fromISO(week.week_start, { zone }).startOf('day');
    for (let i = 0; i < 7; i++) {
      const d = monday.plus({ days: i });
      const on = blocksOnDay(busy, d, zone);
      if (on.length) busyByDay.set(d.toISODate()!, on);
    }
  }
  const days = [...new Set([...byDay.keys(), ...busyByDay.keys()])].sort();
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
      {slots.length === 0 && <p className="text-sm text-slate-500">No free slots this week: check the working hours below, or try next week.</p>}
      {days.length > 0 && (
        <ul className="max-h-80 space-y-2 overflow-y-auto rounded text-sm focus-visible:outline-2 focus-visible:outline-indigo-600" tabIndex={0} aria-label={`Free slots by day, times in ${zone}`} data-testid="slot-list">
          {days.map((day) => (
            <li key={day}>
              <p className="font-medium text-slate-800">{DateTime.fromISO(day).toFormat('cccc d LLL')}</p>
              <p className="text-slate-600">{(byDay.get(day) ?? []).map((s) => formatTime(s.start, zone)).join(' · ') || 'No free slots'}</p>
              {(busyByDay.get(day) ?? []).map((b, i) => (
                <p key={i} className="text-xs text-slate-600" data-testid="slot-outside-busy">
                  <span className="font-medium text-slate-700">Busy in {b.calendar.name}</span>
                  {b.title && ` · ${b.title}`} · {blockTimes(b, zone)}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
