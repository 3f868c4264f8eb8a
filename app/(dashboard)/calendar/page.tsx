import type { Metadata } from 'next';
import { CalendarView } from './calendar-view';

export const metadata: Metadata = { title: 'Calendar' };

type Params = { linked?: string | string[]; link_error?: string | string[]; message?: string | string[]; event?: string | string[] };
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * `linked`, `link_error` and `message`: where a provider's consent page sent the person back (the OAuth callback).
 * `event`: an event to open at once (the link from a message about it).
 */
export default async function CalendarPage({ searchParams }: { searchParams: Promise<Params> }) {
  const p = await searchParams;
  const event = one(p.event);
  return (
    <CalendarView
      linkResult={{ linked: one(p.linked), linkError: one(p.link_error), message: one(p.message) }}
      openEvent={event && /^\d{1,10}$/.test(event) ? Number(event) : undefined}
    />
  );
}
