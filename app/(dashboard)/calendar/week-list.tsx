'use client';

import { DateTime } from 'luxon';
import { Button } from '@/app/_components/ui/button';
import type { RouterOutputs } from '@/app/_trpc/client';
import { blockTimes, blocksOnDay, type OutsideBlock } from './outside-busy';
import { formatTime, inZone } from './time';

type Week = RouterOutputs['calendar']['week'];

const statusWords: Record<string, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};
const statusStyle: Record<string, string> = {
  scheduled: 'border-sky-400',
  confirmed: 'border-indigo-500',
  completed: 'border-emerald-500',
  cancelled: 'border-slate-300 text-slate-500 line-through',
  no_show: 'border-red-400',
};

/**
 * The week as a list of its seven days, for a phone where seven columns do not fit: each day's events in time
 * order, each a button that opens it, the busy time of linked calendars under them, and an Add button that
 * proposes an event at 09:00 that day.
 */
export function WeekList({ week, busy, zone, onOpen, onPick }: {
  week: Week; busy: OutsideBlock[]; zone: string; onOpen: (id: number) => void; onPick: (startIso: string) => void;
}) {
  const monday = DateTime.fromISO(week.week_start, { zone }).startOf('day');
  const today = DateTime.now().setZone(zone).toISODate();
  const days = Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }));
  const events = [...week.events].sort((a, b) => a.start_time.localeCompare(b.start_time));

  return (
    <section aria-label={`Week of ${week.week_start}, times in ${zone}`} className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="week-list">
      <ol className="divide-y divide-slate-100">
        {days.map((d) => {
          const from = d.toMillis();
          const to = d.plus({ days: 1 }).toMillis();
          const onDay = events.filter((e) => inZone(e.start_time, zone).toMillis() < to && inZone(e.end_time, zone).toMillis() > from);
          const name = d.toFormat('cccc d LLLL');
          const outside = blocksOnDay(busy, d, zone);
          return (
            <li key={d.toISODate()} className="px-4 py-3">
              <div className="flex items-center justify-between gap-2">
                <h2 className={`text-sm font-semibold ${d.toISODate() === today ? 'text-indigo-700' : 'text-slate-900'}`}>
                  {name}
                  {d.toISODate() === today && <span className="ml-2 text-xs font-normal">today</span>}
                </h2>
                <Button variant="ghost" onClick={() => onPick(d.set({ hour: 9 }).toUTC().toISO()!)} aria-label={`Add an event on ${name}`}>
                  Add
                </Button>
              </div>
              {onDay.length === 0 ? (
                <p className="mt-1 text-sm text-slate-500">No events</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {onDay.map((e) => (
                    <li key={e.id}>
                      <button
                        type="button"
                        onClick={() => onOpen(e.id)}
                        className={`block w-full rounded border-l-4 bg-slate-50 px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 ${statusStyle[e.status] ?? statusStyle.scheduled}`}
                      >
                        <span className="block font-medium text-slate-900">
                          {e.simulated && <span className="mr-1 rounded bg-sky-100 px-1 text-[10px] font-semibold uppercase text-sky-800">Simulated</span>}
                          {e.title}
                        </span>
                        <span className="block text-xs text-slate-600">
                          {formatTime(e.start_time, zone)}–{formatTime(e.end_time, zone)} · {statusWords[e.status] ?? e.status}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {outside.length > 0 && (
                <ul className="mt-2 space-y-1" aria-label={`Busy in linked calendars on ${name}`}>
                  {outside.map((b, i) => (
                    <li key={i} className="rounded border border-dashed border-slate-300 bg-slate-50 px-3 py-1.5 text-xs text-slate-700" data-testid="outside-busy">
                      <span className="font-medium">Busy in {b.calendar.name}</span>
                      {b.title && ` · ${b.title}`} · {blockTimes(b, zone)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
