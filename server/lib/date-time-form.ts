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

/**
 * How the document states a calendar date input: `YYYY-MM-DD` held by `pattern` to real months and days and years from
 * 0001 (the server also refuses a day its month lacks, 2026-02-30). No `format: date`: the generated Python client
 * would then take only `datetime.date` values, and the strings its callers pass today would fail.
 */
export const dateForm = {
  pattern: '^(?:\\d{3}[1-9]|\\d{2}[1-9]\\d|\\d[1-9]\\d{2}|[1-9]\\d{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$',
};
