'use client';

import { DateTime } from 'luxon';
import { useEffect, useRef } from 'react';
import type { RouterOutputs } from '@/app/_trpc/client';
import { formatClock } from '@/app/_components/time-format';
import { describeBlock, type OutsideBlock } from './outside-busy';
import { formatTime, inZone } from './time';

type Week = RouterOutputs['calendar']['week'];

const HOUR_PX = 44;
const statusStyle: Record<string, string> = {
  scheduled: 'border-sky-400 bg-sky-50 text-sky-950',
  confirmed: 'border-indigo-500 bg-indigo-50 text-indigo-950',
  completed: 'border-emerald-500 bg-emerald-50 text-emerald-950',
  cancelled: 'border-slate-300 bg-slate-50 text-slate-500 line-through',
  no_show: 'border-red-400 bg-red-50 text-red-900',
};

/** Minutes from the start of `day` (in zone), clipped to the day. */
function span(startIso: string, endIso: string, day: DateTime, zone: string): [number, number] | null {
  const from = day.toMillis();
  const to = day.plus({ days: 1 }).toMillis();
  const s = Math.max(inZone(startIso, zone).toMillis(), from);
  const e = Math.min(inZone(endIso, zone).toMillis(), to);
  if (e <= s) return null;
  return [(s - from) / 60_000, (e - from) / 60_000];
}

/**
 * Seven day columns on a 24-hour scale: events as blocks (each a button), the user's free slots as a faint
 * green band behind them, and busy time from their linked calendars as hatched grey blocks named by calendar.
 * Clicking empty space proposes a new event at that hour.
 */
export function WeekGrid({ week, busy, zone, onOpen, onPick }: {
  week: Week; busy: OutsideBlock[]; zone: string; onOpen: (id: number) => void; onPick: (startIso: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const monday = DateTime.fromISO(week.week_start, { zone }).startOf('day');
  // Open at 07:00, or at the week's earliest event when one starts before then.
  const firstHour = Math.min(7, ...week.events.map((e) => inZone(e.start_time, zone).hour));
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = Math.max(0, firstHour - 1) * HOUR_PX;
  }, [firstHour]);
  const days = Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }));
  const today = DateTime.now().setZone(zone).toISODate();

  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="overflow-x-auto">
        <div className="min-w-[760px]">
          <div className="grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))] border-b border-slate-200 bg-slate-50 text-xs">
            <span className="px-1 py-2 text-center text-[11px] text-slate-600" title={zone}>
              {DateTime.now().setZone(zone).toFormat('ZZZZ')}
            </span>
            {days.map((d) => (
              <span key={d.toISODate()} className={`px-2 py-2 text-center font-medium ${d.toISODate() === today ? 'text-indigo-700' : 'text-slate-600'}`}>
                {d.toFormat('ccc d LLL')}
              </span>
            ))}
          </div>
          <div ref={scroller} className="max-h-[560px] overflow-y-auto focus-visible:outline-2 focus-visible:outline-indigo-600" tabIndex={0} role="region" aria-label={`Week of ${week.week_start}, times in ${zone}`}>
            <div className="relative grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]" style={{ height: 24 * HOUR_PX }}>
              <div className="relative">
                {Array.from({ length: 24 }, (_, h) => (
                  <span key={h} className="absolute right-2 -translate-y-1/2 text-[11px] text-slate-600" style={{ top: h * HOUR_PX }}>
                    {h ? formatClock(`${h}:00`) : ''}
                  </span>
                ))}
              </div>
              {days.map((d) => (
                <div key={d.toISODate()} className="relative border-l border-slate-100" aria-label={d.toFormat('cccc d LLLL')} role="group">
                  {Array.from({ length: 24 }, (_, h) => (
                    <button
                      key={h}
                      type="button"
                      tabIndex={-1}
                      aria-hidden
                      className="absolute inset-x-0 border-t border-slate-100 hover:bg-slate-50"
                      style={{ top: h * HOUR_PX, height: HOUR_PX }}
                      onClick={() => onPick(d.plus({ hours: h }).toUTC().toISO()!)}
                    />
                  ))}
                  {week.availability.available_slots.map((s) => {
                    const m = span(s.start, s.end, d, zone);
                    return m ? (
                      <span key={s.start} className="pointer-events-none absolute inset-x-0.5 rounded-sm bg-emerald-100/60" style={{ top: (m[0] / 60) * HOUR_PX, height: ((m[1] - m[0]) / 60) * HOUR_PX }} />
                    ) : null;
                  })}
                  {busy.map((b, i) => {
                    const m = span(b.start, b.end, d, zone);
                    return m ? (
                      <span
                        key={`busy-${i}`}
                        className="pointer-events-none absolute inset-x-0.5 overflow-hidden rounded-sm border border-dashed border-slate-400 bg-[repeating-linear-gradient(135deg,var(--color-slate-100)_0_6px,var(--color-slate-200)_6px_12px)] px-1 py-0.5 text-[11px] leading-tight text-slate-700"
                        style={{ top: (m[0] / 60) * HOUR_PX, height: Math.max(((m[1] - m[0]) / 60) * HOUR_PX, 14) }}
                        data-testid="outside-busy"
                      >
                        <span className="sr-only">{describeBlock(b, zone)}</span>
                        <span aria-hidden className="block truncate font-medium">{b.calendar.name}</span>
                        {b.title && <span aria-hidden className="block truncate">{b.title}</span>}
                      </span>
                    ) : null;
                  })}
                  {week.events.map((e) => {
                    const m = span(e.start_time, e.end_time, d, zone);
                    if (!m) return null;
                    return (
                      <button
                        key={e.id}
                        type="button"
                        onClick={() => onOpen(e.id)}
                        className={`absolute inset-x-1 overflow-hidden rounded border-l-4 px-1.5 py-0.5 text-left text-xs shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600 ${statusStyle[e.status] ?? statusStyle.scheduled}`}
                        style={{ top: (m[0] / 60) * HOUR_PX, height: Math.max(((m[1] - m[0]) / 60) * HOUR_PX, 18) }}
                        title={`${e.title}, ${formatTime(e.start_time, zone)}–${formatTime(e.end_time, zone)}, ${e.status}${e.simulated ? ', simulated' : ''}`}
                      >
                        <span className="block truncate font-medium">
                          {e.simulated && <span className="mr-1 rounded bg-sky-100 px-1 text-[10px] font-semibold uppercase text-sky-800">Simulated</span>}
                          {e.title}
                        </span>
                        <span className="block truncate opacity-75">
                          {formatTime(e.start_time, zone)}–{formatTime(e.end_time, zone)}
                        </span>
                      </button>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      {week.events.length === 0 && <p className="border-t border-slate-100 px-4 py-2 text-sm text-slate-500">No events this week. Click a time to add one.</p>}
    </div>
  );
}
