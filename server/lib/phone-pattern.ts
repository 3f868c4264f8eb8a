import { z } from 'zod';
import metadataJson from 'libphonenumber-js/metadata.min.json';

/** The parts of libphonenumber's compact ("min") metadata entry for a country that validation reads. */
type Entry = [callingCode: string, idd: string, nationalPattern: string, lengths: number[], ...rest: unknown[]];
type TypeEntry = [pattern: string, lengths?: number[]] | 0 | null;

const metadata = metadataJson as unknown as {
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, Entry>;
  nonGeographic?: Record<string, Entry>;
};

const LEADING_DIGITS = 10;
const TYPES = 11;

/** `(?=…)` holds `pattern` to the rest of the number, whose end is the string's end. */
const whole = (pattern: string) => `(?=(?:${pattern})$)`;

/** A number type's pattern, held to its lengths (the type's own, else the country's); null for a type it lacks. */
function typePattern(type: TypeEntry, countryLengths: number[]): string | null {
  if (!type || !type[0]) return null;
  const lengths = type[1] ?? countryLengths;
  return `${whole(lengths.map((n) => `\\d{${n}}`).join('|'))}(?:${type[0]})`;
}

/**
 * The national numbers valid for one country, as `isValid()` judges them: the country's number types when the
 * metadata has them (countries that share a calling code), else its national pattern.
 */
function nationalNumbers(entry: Entry): string {
  const types = entry[TYPES] as TypeEntry[] | 0 | undefined;
  const typed = types ? types.map((t) => typePattern(t, entry[3])).filter((p): p is string => p !== null) : [];
  if (!typed.length) return `(?:${entry[2]})$`;
  return `${whole(entry[2])}(?:${typed.join('|')})$`;
}

/**
 * One calling code: the parser gives a number to the first country whose leading digits start it or whose
 * types match it, and validates it as that country's; a number no country claims is validated as the first
 * (main) country's. So a country without leading digits takes no number an earlier country's leading digits
 * claim.
 */
function callingCode(code: string, entries: Entry[]): string | null {
  const alternatives: string[] = [];
  const claimed: string[] = [];
  for (const entry of entries) {
    const leading = entry[LEADING_DIGITS] as string | 0 | undefined;
    if (leading) {
      alternatives.push(`(?=${leading})${nationalNumbers(entry)}`);
      claimed.push(leading);
    } else {
      alternatives.push(`${claimed.length ? `(?!${claimed.join('|')})` : ''}${nationalNumbers(entry)}`);
    }
  }
  const main = entries[0];
  if (main?.[LEADING_DIGITS]) alternatives.push(`(?!${claimed.join('|')})${nationalNumbers(main)}`);
  return alternatives.length ? `${code}(?:${alternatives.join('|')})` : null;
}

/** Every calling code with its countries' entries in the parser's order; non-geographic codes (800) have one. */
const callingCodes: [string, Entry[]][] = [
  ...Object.entries(metadata.country_calling_codes).map(([code, countries]): [string, Entry[]] => [
    code,
    countries.map((c) => metadata.countries[c]).filter(Boolean),
  ]),
  ...Object.entries(metadata.nonGeographic ?? {})
    .filter(([code]) => !metadata.country_calling_codes[code])
    .map(([code, entry]): [string, Entry[]] => [code, [entry]]),
];

/**
 * The E.164 numbers (`+14155550123`) the server accepts as phone numbers, as a regular expression in the
 * dialect of JSON Schema's `pattern`: built from the libphonenumber metadata `normalizePhone` validates with,
 * so the OpenAPI document states the same rule the server applies and follows it when the metadata changes.
 */
export const e164Pattern = `^\\+(?:${callingCodes
  .map(([code, entries]) => callingCode(code, entries))
  .filter((p): p is string => p !== null)
  .join('|')})`;

/**
 * A phone number field as the API documents it: E.164, valid for its country (the `PhoneNumber` schema of the
 * OpenAPI document). The server also reads national forms (`(415) 555-0123`, in the contact's country or else
 * the US), which the document leaves out: what it describes is what every field accepts.
 */
export const phoneNumberText = z.string().max(64).meta({
  id: 'PhoneNumber',
  pattern: e164Pattern,
  description: 'A phone number in E.164 form (`+14155550123`), valid for its country by libphonenumber\'s metadata.',
});
