'use client';

import { DateTime } from 'luxon';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { DisplayZonePicker } from '@/app/_components/display-zone-picker';
import { useDisplayZone, zoneName } from '@/app/_components/display-zone';
import { useMediaQuery } from '@/app/_components/use-media-query';
import { Button } from '@/app/_components/ui/button';
import { Card, PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { inputClass } from '@/app/_components/ui/field';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { AvailabilitySettings } from './availability-settings';
import { EventEditor } from './event-editor';
import { LinkBanner } from './link-banner';
import { LinkedCalendarsCard } from './linked-calendars-card';
import { SlotsPreview } from './slots-preview';
import { mondayOf, shiftWeek } from './time';
import { WeekGrid } from './week-grid';
import { WeekList } from './week-list';

export function CalendarView({ linkResult, openEvent }: { linkResult: { linked?: string; linkError?: string; message?: string }; openEvent?: number }) {
  const router = useRouter();
  const display = useDisplayZone();
  // Seven columns need about 760 px: narrower screens get the week as a list of days.
  const wide = useMediaQuery('(min-width: 768px)');
  const zone = display.zone;
  // Null until the user moves: then "this week" follows the zone once it is known.
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  const weekStart = chosenWeek ?? (zone ? mondayOf(zone) : null);
  const [duration, setDuration] = useState(30);
  const [editing, setEditing] = useState<{ id: number } | { start?: string } | null>(openEvent === undefined ? null : { id: openEvent });
  const close = () => {
    setEditing(null);
    // Closed, an event opened from the address leaves it, so a reload shows the week rather than the event again.
    if (openEvent !== undefined) router.replace('/calendar', { scroll: false });
  };
  const week = api.calendar.week.useQuery(
    { week_start: weekStart ?? undefined, timezone: zone ?? 'UTC', duration },
    { placeholderData: (p) => p, enabled: zone !== null },
  );
  // The week's outside busy time from linked calendars, drawn beside the events and the free slots.
  const weekFrom = zone && weekStart ? DateTime.fromISO(weekStart, { zone }).startOf('day') : null;
  const outside = api.calendarConnections.outsideBusy.useQuery(
    { from: weekFrom?.toUTC().toISO() ?? '', to: weekFrom?.plus({ days: 7 }).toUTC().toISO() ?? '' },
    { placeholderData: (p) => p, enabled: weekFrom !== null },
  );
  const busy = outside.data?.blocks ?? [];

  return (
    <>
      <PageHeader
        title="Calendar"
        description="Your team's events this week and your free slots, from your schedule, the business hours, buffers and notice."
        actions={<Button onClick={() => setEditing({})} disabled={!zone}>New event</Button>}
      />
      <LinkBanner {...linkResult} />
      <div className="mb-4 flex flex-wrap items-start gap-3">
        <div className="mt-6 inline-flex rounded-md shadow-sm" role="group" aria-label="Week">
          <Button variant="secondary" className="rounded-r-none" onClick={() => weekStart && setChosenWeek(shiftWeek(weekStart, -1))} aria-label="Previous week">
            ‹
          </Button>
          <Button variant="secondary" className="rounded-none border-x-0" onClick={() => setChosenWeek(null)}>
            This week
          </Button>
          <Button variant="secondary" className="rounded-l-none" onClick={() => weekStart && setChosenWeek(shiftWeek(weekStart, 1))} aria-label="Next week">
            ›
          </Button>
        </div>
        <label className="text-sm font-medium text-slate-700">
          <span className="mb-1 block">Go to date</span>
          <input
            type="date"
            className={`${inputClass} w-44`}
            value={weekStart ?? ''}
            onChange={(e) => e.target.value && zone && setChosenWeek(mondayOf(zone, e.target.value))}
          />
        </label>
        <p className="mt-8 text-sm font-medium text-slate-700" aria-live="polite">
          {week.data ? `${week.data.week_start} – ${week.data.week_end}` : weekStart}
          {zone && <span className="ml-2 font-normal text-slate-600">times in {zoneName(zone)}</span>}
        </p>
        <div className="ml-auto">
          <DisplayZonePicker display={display} />
        </div>
      </div>
      {!zone || week.isPending ? (
        <Loading what="Loading the week" />
      ) : week.error ? (
        <ErrorNote error={week.error} onRetry={() => week.refetch()} />
      ) : (
        wide ? (
          <WeekGrid week={week.data} busy={busy} zone={zone} onOpen={(id) => setEditing({ id })} onPick={(start) => setEditing({ start })} />
        ) : (
          <WeekList week={week.data} busy={busy} zone={zone} onOpen={(id) => setEditing({ id })} onPick={(start) => setEditing({ start })} />
        )
      )}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <AvailabilitySettings />
        <div className="space-y-6">
          <Card title={zone ? `Free slots this week (${zoneName(zone)})` : 'Free slots this week'}>
            {zone && <SlotsPreview week={week.data} busy={busy} zone={zone} duration={duration} onDuration={setDuration} />}
          </Card>
          <LinkedCalendarsCard />
        </div>
      </div>
      <Dialog open={editing !== null} onClose={close} title={editing && 'id' in editing ? 'Event' : 'New event'} wide>
        {editing && zone && (
          <EventEditor eventId={'id' in editing ? editing.id : null} start={'start' in editing ? editing.start : undefined} zone={zone} onDone={close} />
        )}
      </Dialog>
    </>
  );
}
