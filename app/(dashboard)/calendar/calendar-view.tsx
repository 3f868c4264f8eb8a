'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card, PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { inputClass } from '@/app/_components/ui/field';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { AvailabilitySettings } from './availability-settings';
import { EventEditor } from './event-editor';
import { SlotsPreview } from './slots-preview';
import { browserZone, mondayOf, shiftWeek } from './time';
import { WeekGrid } from './week-grid';

const zones = () => {
  const all = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return all.includes('UTC') ? all : ['UTC', ...all];
};

export function CalendarView() {
  const [zone, setZone] = useState(browserZone);
  const [weekStart, setWeekStart] = useState(() => mondayOf(browserZone()));
  const [duration, setDuration] = useState(30);
  const [editing, setEditing] = useState<{ id: number } | { start?: string } | null>(null);
  const week = api.calendar.week.useQuery({ week_start: weekStart, timezone: zone, duration }, { placeholderData: (p) => p });

  return (
    <>
      <PageHeader
        title="Calendar"
        description="Your team's events this week and your free slots, from your schedule, the business hours, buffers and notice."
        actions={<Button onClick={() => setEditing({})}>New event</Button>}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="inline-flex rounded-md shadow-sm" role="group" aria-label="Week">
          <Button variant="secondary" className="rounded-r-none" onClick={() => setWeekStart((w) => shiftWeek(w, -1))} aria-label="Previous week">
            ‹
          </Button>
          <Button variant="secondary" className="rounded-none border-x-0" onClick={() => setWeekStart(mondayOf(zone))}>
            This week
          </Button>
          <Button variant="secondary" className="rounded-l-none" onClick={() => setWeekStart((w) => shiftWeek(w, 1))} aria-label="Next week">
            ›
          </Button>
        </div>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {week.data ? `${week.data.week_start} – ${week.data.week_end}` : weekStart}
        </p>
        <label className="ml-auto text-sm text-slate-700">
          <span className="mr-2">Time zone</span>
          <select className={`${inputClass} inline-block w-56`} value={zone} onChange={(e) => setZone(e.target.value)}>
            {zones().map((z) => (
              <option key={z}>{z}</option>
            ))}
          </select>
        </label>
      </div>
      {week.isPending ? (
        <Loading what="Loading the week" />
      ) : week.error ? (
        <ErrorNote error={week.error} onRetry={() => week.refetch()} />
      ) : (
        <WeekGrid week={week.data} zone={zone} onOpen={(id) => setEditing({ id })} onPick={(start) => setEditing({ start })} />
      )}
      <div className="mt-6 grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <AvailabilitySettings />
        <Card title="Free slots this week">
          <SlotsPreview week={week.data} zone={zone} duration={duration} onDuration={setDuration} />
        </Card>
      </div>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing && 'id' in editing ? 'Event' : 'New event'} wide>
        {editing && <EventEditor eventId={'id' in editing ? editing.id : null} start={'start' in editing ? editing.start : undefined} zone={zone} onDone={() => setEditing(null)} />}
      </Dialog>
    </>
  );
}
