import { z } from 'zod';

/**
 * zod's own messages ("Invalid input: expected string, received undefined") are written for the programmer who
 * wrote the schema, not for whoever sent the request. Where a schema gave no message of its own, the issue is put
 * in plain words here, once for every door (REST, tRPC, MCP, the CLI). Each message is a predicate that reads
 * after the field's name ("name" + "is required"), as the schemas' own messages do ("must be a valid email
 * address"). Pure.
 */

type Issue = z.core.$ZodIssue;

/** zod's English wording of an issue, to tell its defaults from a schema's own message. */
const zodDefault = z.locales.en().localeError as (issue: unknown) => string | { message: string } | undefined;

const typeWords: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  tuple: 'must be a list',
  object: 'must be an object',
  record: 'must be an object',
  map: 'must be an object',
  date: 'must be a date',
  null: 'must be null',
};

const formatWords: Record<string, string> = {
  email: 'must be a valid email address',
  url: 'must be a full web address, such as https://example.com',
  datetime: 'must be an ISO 8601 date-time, such as 2026-05-01T14:30:00Z',
  date: 'must be a date, such as 2026-05-01',
  time: 'must be a time, such as 14:30',
  duration: 'must be an ISO 8601 duration',
  uuid: 'must be a UUID',
  e164: 'must be a phone number with its country code, such as +14155550123',
  regex: 'is not in the expected form',
};

const plural = (n: number | bigint, one: string) => `${n} ${one}${Number(n) === 1 ? '' : 's'}`;
const quoted = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));

/** The issue's message if a schema wrote it; zod's default wording put plainly otherwise. */
export function plainIssueMessage(issue: Issue): string {
  return isZodDefault(issue) ? plainWords(issue) : issue.message;
}

function isZodDefault(issue: Issue): boolean {
  // The issue kept no input, so zod's "received …" cannot be recomputed: its shape is enough to know it.
  if (issue.code === 'invalid_type') return issue.message.startsWith(`Invalid input: expected ${issue.expected}, received `);
  const fallback = zodDefault(issue);
  return issue.message === (typeof fallback === 'string' ? fallback : fallback?.message);
}

function plainWords(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (/received (undefined|null)$/.test(issue.message)) return 'is required';
      return typeWords[issue.expected] ?? `must be of type ${issue.expected}`;
    case 'invalid_value':
      if (issue.values.length === 1) return `must be ${quoted(issue.values[0])}`;
      return `must be one of: ${issue.values.map(quoted).join(', ')}`;
    case 'too_small':
      return sizeWords(issue.origin, issue.minimum, issue.inclusive ?? true, Boolean(issue.exact), 'least');
    case 'too_big':
      return sizeWords(issue.origin, issue.maximum, issue.inclusive ?? true, Boolean(issue.exact), 'most');
    case 'invalid_format':
      if (issue.format === 'starts_with') return `must start with "${(issue as { prefix?: string }).prefix}"`;
      if (issue.format === 'ends_with') return `must end with "${(issue as { suffix?: string }).suffix}"`;
      if (issue.format === 'includes') return `must include "${(issue as { includes?: string }).includes}"`;
      return formatWords[issue.format] ?? `must be a valid ${issue.format.replaceAll('_', ' ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `does not take the field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return 'has a key that is not allowed';
    case 'invalid_element':
      return 'holds a value that is not allowed';
    case 'invalid_union':
      return 'is not in any of the accepted forms';
    default:
      return 'is not valid';
  }
}

function sizeWords(origin: string, n: number | bigint, inclusive: boolean, exact: boolean, end: 'least' | 'most'): string {
  const unit = origin === 'string' ? 'character' : origin === 'array' || origin === 'set' ? 'item' : origin === 'map' ? 'entry' : null;
  if (unit) {
    const count = unit === 'entry' ? `${n} ${Number(n) === 1 ? 'entry' : 'entries'}` : plural(n, unit);
    if (unit === 'character' && end === 'least' && Number(n) === 1 && !exact) return 'must not be empty';
    const verb = unit === 'character' ? 'must be' : 'must have';
    if (exact) return `${verb} exactly ${count}`;
    return `${verb} at ${end} ${count}`;
  }
  if (exact) return `must be exactly ${n}`;
  if (inclusive) return `must be at ${end} ${n}`;
  return end === 'least' ? `must be greater than ${n}` : `must be less than ${n}`;
}
