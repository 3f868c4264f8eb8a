import { calendarProviderLabels, copyStatusLabels } from '@/app/_components/labels';
import { Badge } from '@/app/_components/ui/badge';
import type { RouterOutputs } from '@/app/_trpc/client';

type Event = RouterOutputs['calendar']['get'];

const tone = { pending: 'amber', synced: 'green', failed: 'red' } as const;
const label = (provider: string) => (calendarProviderLabels as Record<string, string>)[provider] ?? provider;

/**
 * Where the event was written in the person's linked calendars (each provider's state and the id it gave the copy),
 * and whether a move made there put it over time that was not free.
 */
export function EventCopies({ event }: { event: Event }) {
  const providers = [...new Set([...Object.keys(event.sync_status), ...Object.keys(event.external_calendars)])].sort();
  if (!providers.length && !event.conflict) return null;
  return (
    <div className="space-y-2" data-testid="event-copies">
      {event.conflict && (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-medium">Conflict:</span> this event was moved in a linked calendar onto time that was not free. It was kept where it
          was put; check that nothing else is booked then.
        </p>
      )}
      {providers.length > 0 && (
        <div className="rounded-md border border-slate-200 p-3">
          <h3 className="text-sm font-medium text-slate-900">Written to linked calendars</h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {providers.map((p) => {
              const status = event.sync_status[p];
              const external = event.external_calendars[p];
              return (
                <li key={p} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium text-slate-800">{label(p)}</span>
                  {status && <Badge tone={tone[status]}>{copyStatusLabels[status]}</Badge>}
                  {external && (
                    <span className="min-w-0 break-all text-xs text-slate-600">
                      id <code className="font-mono">{external}</code>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
