import { isKnownSubdivision, subdivisionsOf } from './holidays';

/**
 * The jurisdictions a call is under: the number's country and the state of its area code, plus the contact's
 * own state. A contact's `state` is free text in the contract (`FL`, `Florida`, `US-FL`); it names a
 * jurisdiction when it reads as a subdivision of the contact's country, and is ignored otherwise.
 */
export function stateJurisdiction(state: string | null | undefined, country: string | null | undefined): string | null {
  const s = state?.trim();
  if (!s) return null;
  if (/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/.test(s)) return isKnownSubdivision(s.toUpperCase()) ? s.toUpperCase() : null;
  if (!country) return null;
  const code = `${country}-${s.toUpperCase()}`;
  if (/^[A-Za-z0-9]{1,3}$/.test(s) && isKnownSubdivision(code)) return code;
  const byName = subdivisionsOf(country).get(s.toLowerCase());
  return byName ? `${country}-${byName}` : null;
}

export function jurisdictionsOf(parts: { numberCountry: string | null; areaSubdivision: string | null; contactState: string | null }): string[] {
  const out = new Set<string>();
  if (parts.numberCountry) out.add(parts.numberCountry);
  if (parts.areaSubdivision) out.add(parts.areaSubdivision);
  if (parts.contactState) {
    out.add(parts.contactState.split('-')[0]);
    out.add(parts.contactState);
  }
  return [...out];
}
