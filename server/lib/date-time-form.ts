/**
 * How the OpenAPI document states a date-time input: RFC 3339 with `Z` or an offset (`format: date-time`),
 * held by `pattern` to what the server's reader (date-time.ts) takes of it: seconds up to 59 (no leap second),
 * at most 9 fractional digits, offsets within ±18:00 and years from 0001. The reader also takes a time without an
 * offset (UTC) and other ISO 8601 spellings, which the document leaves out.
 */
export const dateTimeForm = {
  format: 'date-time',
  pattern: '^(?:\\d{3}[1-9]|\\d{2}[1-9]\\d|\\d[1-9]\\d{2}|[1-9]\\d{3})-\\d{2}-\\d{2}T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?(?:Z|[+-](?:0\\d|1[0-8]):[0-5]\\d)$',
};
