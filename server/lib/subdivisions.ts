import Holidays from 'date-holidays';

/** Whether `US-KY`-style codes name a country subdivision (a state, a province) that date-holidays knows. */
export function isKnownSubdivision(code: string): boolean {
  const m = /^([A-Z]{2})-([A-Z0-9]{1,3})$/.exec(code);
  if (!m) return false;
  const states = new Holidays().getStates(m[1]);
  return Boolean(states && m[2] in states);
}

/** ISO 3166-2 subdivision codes of a country by their names (`Kentucky` → `KY`), from the same library. */
export function subdivisionsOf(country: string): Map<string, string> {
  const states = new Holidays().getStates(country) ?? {};
  return new Map(Object.entries(states).map(([code, name]) => [String(name).toLowerCase(), code]));
}
