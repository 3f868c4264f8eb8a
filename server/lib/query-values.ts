import { z } from 'zod';
import { dateForm } from './date-time-form';

/**
 * Query strings hold strings, the dashboard's tRPC calls numbers and booleans, so a query parameter's schema accepts
 * both and parses the string. Its JSON Schema would then describe the parsing (a number, or a string of digits)
 * rather than the rule (a whole number from 1 to 100). This registry holds, for such a parameter, the schema of the
 * value it stands for: the OpenAPI document states that (a query value is the string form of it), so a value valid
 * by the document is accepted, and one outside it is refused for the rule the document states.
 */
export const documentedAs = z.registry<Record<string, unknown>>();

const document = <T extends z.ZodType>(schema: T, json: Record<string, unknown>): T => {
  documentedAs.add(schema, json);
  return schema;
};

/** A whole number from `min` to `max`, as a number or its digits (at most nine: up to 999,999,999). */
export function wholeNumberParam(min: number, max: number, message = min === 1 && max < 999_999_999 ? `must be between 1 and ${max}` : undefined) {
  const range = z.number().int('must be a whole number')
    .min(min, message ?? `must be at least ${min}`)
    .max(max, message ?? `must be at most ${max}`);
  return document(
    z.union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: 'must be a whole number' }).pipe(range),
    { type: 'integer', minimum: min, maximum: max },
  );
}

/** Documents a string parameter as a calendar date (RFC 3339 full-date); the schema checks the date exists. */
export const documentedDate = <T extends z.ZodType>(schema: T) => document(schema, { type: 'string', ...dateForm });

/**
 * Documents a string parameter as an IANA time zone: the document's TimeZone schema (the zones this runtime knows,
 * canonical names; links such as US/Eastern are accepted too).
 */
export const documentedZone = <T extends z.ZodType>(schema: T) => document(schema, { $ref: '#/components/schemas/TimeZone' });

/** Documents any parameter with the given JSON Schema. */
export const documentedParam = document;
