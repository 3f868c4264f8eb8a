import Link from 'next/link';
import { Card } from '@/app/_components/ui/card';
import { useTimes } from '@/app/_components/use-times';

interface CallbackEvent {
  id: number;
  uuid: string;
  title: string;
  start_time: string;
  event_type: string;
}

/**
 * Who took the call when the caller asked for a person (transfer_to_human): the person it was handed to, or the
 * callback booked when nobody was free. Nothing when neither happened.
 */
export function CallTransferCard({
  transferredTo, events,
}: { transferredTo: { user_id: number | null; name: string } | null; events: CallbackEvent[] }) {
  const times = useTimes();
  const callbacks = events.filter((e) => e.event_type === 'voice_call');
  if (!transferredTo && callbacks.length === 0) return null;
  return (
    <Card title="Handed to a person">
      {transferredTo ? (
        <p className="text-sm text-slate-900" data-testid="call-transferred-to">
          Transferred to <span className="font-medium">{transferredTo.name}</span>
        </p>
      ) : (
        <ul className="space-y-2 text-sm" aria-label="Callbacks booked during this call">
          {callbacks.map((e) => (
            <li key={e.id}>
              Nobody was free, so a callback was booked:{' '}
              <Link href="/calendar" className="font-medium text-indigo-700 hover:underline">
                {e.title}
              </Link>{' '}
              <span className="text-slate-600">{times.dateTime(e.start_time)}</span>{' '}
              <a href={`/api/v1/calendar/ics/${e.uuid}`} className="text-xs text-indigo-700 hover:underline">
                (add to a calendar)
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
