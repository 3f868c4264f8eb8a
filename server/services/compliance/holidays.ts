import Holidays from 'date-holidays';

/**
 * Public holidays by jurisdiction (`US`, `US-AL`, `CA-ON`), from the date-holidays library. A year's dates are
 * computed once per jurisdiction and kept as a set, because the library computes rules on every call.
 */
const cache = new Map<string, Set<string>>();

/** The holiday data a decision was made with: the date-holidays release (compliance-record.test.ts keeps it the installed one). */
export const HOLIDAYS_VERSION = 'date-holidays@3.37.0';

function holidayDates(jurisdiction: string, year: number): Set<string> {
  const key = `${jurisdiction}|${year}`;
  let dates = cache.get(key);
  if (!dates) {
    const [country, state] = jurisdiction.split('-');
    const hd = state ? new Holidays(country, state) : new Holidays(country);
    // An unknown country or state yields no holidays rather than an error: the other rules still hold.
    const list = hd.getHolidays(year) || [];
    dates = new Set(list.filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
    cache.set(key, dates);
  }
  return dates;
}

/** Whether a local date (YYYY-MM-DD) is a public holiday of the jurisdiction (a state's include its country's). */
export function isPublicHoliday(jurisdiction: string, localDate: string): boolean {
  return holidayDates(jurisdiction, Number(localDate.slice(0, 4))).has(localDate);
}

export { isKnownSubdivision, subdivisionsOf } from '../../lib/subdivisions';
