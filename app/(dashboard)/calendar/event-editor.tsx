'use client';

import { DateTime } from 'luxon';
import Link from 'next/link';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { RelatedMessages } from '../messages/related-messages';
import { EventCopies } from './event-copies';
import { EventForm } from './event-form';

const statusActions = [
  ['confirmed', 'Confirm'],
  ['completed', 'Mark completed'],
  ['no_show', 'No-show'],
  ['cancelled', 'Cancel event'],
  ['scheduled', 'Back to scheduled'],
] as const;

export function EventEditor({ eventId, start, zone, onDone }: { eventId: number | null; start?: string; zone: string; onDone: () => void }) {
  const utils = api.useUtils();
  const event = api.calendar.get.useQuery({ ref: eventId ?? 0 }, { enabled: eventId !== null });
  const setStatus = api.calendar.update.useMutation({
    onSuccess: async () => {
      // A cancellation (or a booking again) writes the customer's notices too.
      await Promise.all([utils.calendar.invalidate(), utils.messages.invalidate()]);
    },
  });

  if (eventId === null) {
    const from = start ?? DateTime.now().setZone(zone).plus({ hours: 1 }).startOf('hour').toUTC().toISO()!;
    const to = DateTime.fromISO(from).plus({ minutes: 30 }).toUTC().toISO()!;
    return <EventForm event={null} defaults={{ start_time: from, end_time: to }} zone={zone} onDone={onDone} />;
  }
  if (event.isPending) return <Loading what="Loading event" />;
  if (event.error) return <ErrorNote error={event.error} onRetry={() => event.refetch()} />;
  const e = event.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 p-3">
        <span className="mr-1 text-sm text-slate-700">
          Status: <strong>{e.status_display}</strong>
        </span>
        {statusActions
          .filter(([s]) => s !== e.status)
          .map(([status, label]) => (
            <Button
              key={status}
              variant={status === 'cancelled' ? 'danger' : 'secondary'}
              busy={setStatus.isPending && setStatus.variables?.patch.status === status}
              onClick={() => setStatus.mutate({ ref: e.id, patch: { status } })}
            >
              {label}
            </Button>
          ))}
        <a href={e.ics_url} className="ml-auto text-sm text-indigo-700 hover:underline">
          Download .ics
        </a>
      </div>
      {e.call_id && (
        <p className="text-sm text-slate-700" data-testid="event-call">
          Booked by {e.ai_agent?.name ?? 'an agent'} during{' '}
          <Link href={`/calls/${e.call_id}`} className="text-indigo-700 hover:underline">
            call {e.call_id}
          </Link>
          {e.simulated && (
            <>
              {' '}
              <Badge tone="blue">Simulated</Badge> nobody was dialed and nobody asked for this time; Team &amp; wallet can remove it.
            </>
          )}
        </p>
      )}
      <EventCopies event={e} />
      <RelatedMessages of={{ event_id: e.id }} card={false} />
      <ErrorNote error={setStatus.error} />
      <EventForm key={e.updated_at} event={e} zone={zone} onDone={onDone} />
    </div>
  );
}
