import { caldavCalendar } from './caldav/calendar';
import type { CalendarProvider, CalendarProviderName } from './calendar-port';
import { gohighlevelCalendar } from './gohighlevel/calendar';
import { googleCalendar } from './google/calendar';
import { outlookCalendar } from './outlook/calendar';

const drivers: Record<CalendarProviderName, CalendarProvider> = {
  google: googleCalendar,
  outlook: outlookCalendar,
  caldav: caldavCalendar,
  gohighlevel: gohighlevelCalendar,
};

/** The driver of a linked calendar's provider. */
export function calendarProviderFor(name: CalendarProviderName): CalendarProvider {
  return drivers[name];
}
