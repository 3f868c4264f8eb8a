'use client';

import Link from 'next/link';
import { useDisplayZone, zoneName } from '@/app/_components/display-zone';
import { StatusBadge } from '@/app/_components/ui/badge';
import { Card } from '@/app/_components/ui/card';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

/** The next scheduled or confirmed events of the coming 30 days. */
export function UpcomingEvents() {
  const { zone } = useDisplayZone();
  const times = useTimes(zone);
  const events = api.calendar.list.useQuery({ timezone: zone ?? 'UTC', limit: 50 }, { enabled: zone !== null });
  // "Now" is when the list was fetched, so rendering stays pure.
  const now = events.dataUpdatedAt;
  const upcoming = (events.data?.events ?? [])
    .filter((e) => (e.status === 'scheduled' || e.status === 'confirmed') && Date.parse(e.end_time) > now)
    .slice(0, 6);
  return (
    <Card title="Upcoming events" actions={<Link href="/calendar" className="text-xs text-indigo-700 hover:underline">Calendar</Link>}>
      {zone && <p className="-mt-1 mb-2 text-xs text-slate-600">Times in {zoneName(zone)}</p>}
      {events.isPending ? (
        <Loading what="Loading events" />
      ) : events.error ? (
        <ErrorNote error={events.error} onRetry={() => events.refetch()} />
      ) : upcoming.length === 0 ? (
        <Empty title="Nothing coming up">Events of the next 30 days appear here.</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {upcoming.map((e) => (
            <li key={e.id} className="py-2 text-sm">
              <p className="flex items-center justify-between gap-2">
                <span className="truncate font-medium text-slate-900">{e.title}</span>
                <StatusBadge status={e.status} />
              </p>
              <p className="text-slate-600">
                {times.dateTime(e.start_time)}
                {e.customer.name && ` · ${e.customer.name}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
