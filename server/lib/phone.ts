import { getCountries, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Longer inputs are refused before parsing: no real number, even formatted, comes near it. */
const MAX_INPUT = 64;

/**
 * Normalises a phone number to E.164 (`+14155550123`), reading national formats in `defaultCountry`
 * (ISO 3166-1 alpha-2, default US). Returns null when the number is not valid. An extension is dropped:
 * E.164 cannot carry one.
 */
export function normalizePhone(input: string, defaultCountry = 'US'): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!text || text.length > MAX_INPUT) return null;
  const region = defaultCountry.toUpperCase();
  const parsed = parsePhoneNumberFromString(text, isSupportedCountry(region) ? (region as CountryCode) : 'US');
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * An E.164 number as a spreadsheet should show it: the international format (`+1 415 555 0123`), which
 * spreadsheets open as text where `+14155550123` becomes the number 14155550123. Anything that does not parse
 * stays as it is.
 */
export function phoneForSpreadsheet(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : e164;
}

/**
 * An E.164 number as a person of `country` reads it: in that country's national format when the number is of that
 * country (`(415) 555-0123` for a US account), else internationally (`+44 20 7946 0018`), so a foreign number is
 * never mistaken for a local one. Anything that does not parse (a hash of an erased number) stays as it is.
 */
export function phoneForDisplay(e164: string, country: string | null | undefined): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return country && parsed.country === country.toUpperCase() ? parsed.formatNational() : parsed.formatInternational();
}

/** The two-letter codes libphonenumber knows as regions, which isKnownCountry accepts (the document lists them). */
export const knownCountries: readonly string[] = getCountries();

/** True for a two-letter code libphonenumber knows as a region (the countries a contact may have). */
export function isKnownCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}
