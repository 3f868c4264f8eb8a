import { DateTime } from 'luxon';
import type { VariableType } from '../../db/schema';

/**
 * Value rules of context variables (pure). Each type accepts a few spellings and stores one form:
 * number → JSON number, boolean → true/false, date → the ISO string, select → the option, text → the string.
 */
export type Coerced = { ok: true; value: unknown } | { ok: false; reason: string };

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const TRUE_WORDS = new Set(['true', 'yes', '1', 'on']);
const FALSE_WORDS = new Set(['false', 'no', '0', 'off']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

const ok = (value: unknown): Coerced => ({ ok: true, value });
const bad = (reason: string): Coerced => ({ ok: false, reason });

/** An ISO 8601 calendar date (2026-11-24) or date-time (2026-11-24T15:00:00Z, with an optional offset). */
export function isIsoDateString(value: string): boolean {
  if (!ISO_DATE.test(value) && !ISO_DATE_TIME.test(value)) return false;
  return DateTime.fromISO(value, { setZone: true }).isValid;
}

export function coerceValue(type: VariableType, value: unknown, options: readonly string[] | null = null): Coerced {
  switch (type) {
    case 'text':
      return typeof value === 'string' ? ok(value) : bad('must be a string');
    case 'number': {
      if (typeof value === 'number') return Number.isFinite(value) ? ok(value) : bad('must be a finite number');
      if (typeof value === 'string' && NUMERIC.test(value.trim())) {
        const n = Number(value.trim());
        return Number.isFinite(n) ? ok(n) : bad('must be a finite number');
      }
      return bad('must be a number or a numeric string');
    }
    case 'boolean': {
      if (typeof value === 'boolean') return ok(value);
      if (value === 1 || value === 0) return ok(value === 1);
      if (typeof value === 'string') {
        const word = value.trim().toLowerCase();
        if (TRUE_WORDS.has(word)) return ok(true);
        if (FALSE_WORDS.has(word)) return ok(false);
      }
      return bad('must be a boolean (true/false, yes/no, 1/0, on/off)');
    }
    case 'date':
      return typeof value === 'string' && isIsoDateString(value.trim())
        ? ok(value.trim())
        : bad('must be an ISO 8601 date (YYYY-MM-DD) or date-time');
    case 'select':
      return typeof value === 'string' && (options ?? []).includes(value)
        ? ok(value)
        : bad(`must be one of: ${(options ?? []).join(', ')}`);
  }
}

/** The type auto-create gives an undefined variable, from its first value; null when no type fits. */
export function inferVariableType(value: unknown): Exclude<VariableType, 'select'> | null {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : null;
  if (typeof value === 'string') return isIsoDateString(value.trim()) ? 'date' : 'text';
  return null;
}

/** "favorite_color" → "Favorite Color". */
export function displayNameFor(name: string): string {
  return name
    .split('_')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}
