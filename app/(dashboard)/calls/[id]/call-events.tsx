import Link from 'next/link';
import { Badge } from '@/app/_components/ui/badge';
import { Card } from '@/app/_components/ui/card';
import { useTimes } from '@/app/_components/use-times';

interface BookedEvent {
  id: number;
  title: string;
  status: string;
  start_time: string;
  end_time: string;
  simulated: boolean;
}

/** The appointments the agent booked during the call (its tools), shown in the calendar. */
export function CallEventsCard({ events }: { events: BookedEvent[] }) {
  const times = useTimes();
  return (
    <Card title="Booked during this call">
      {events.length === 0 ? (
        <p className="text-sm text-slate-500">No appointment was booked during this call.</p>
      ) : (
        <ul className="space-y-2 text-sm" aria-label="Appointments booked during this call">
          {events.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-2">
              <Link href="/calendar" className="font-medium text-indigo-700 hover:underline">
                {e.title}
              </Link>
              <span className="text-slate-600">{times.stamp(e.start_time)}</span>
              <Badge tone={e.status === 'cancelled' ? 'amber' : 'gray'}>{e.status}</Badge>
              {e.simulated && <Badge tone="blue">Simulated</Badge>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
