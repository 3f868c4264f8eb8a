import { formatValue } from '../../lib/template-value';

/**
 * Checks every provider's driver applies to what it receives, and the few conversions every provider needs: text
 * as it can be stored, URLs, JSON as jsonb keeps it, and variables as the text providers substitute. Pure.
 */

/** The longest text kept from one field of a message (a transcript line, a summary). */
export const MAX_TEXT = 100_000;
/** The longest call any field may describe: a longer duration or offset is a malformed one. */
export const MAX_CALL_SECONDS = 86_400;

/** A string as it can be stored: no NUL, no lone surrogate, bounded; anything else (or blank) is no value. */
export function storableText(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.replaceAll('\u0000', '').toWellFormed().slice(0, MAX_TEXT);
  return s.trim() ? s : null;
}

/** The longest recording URL kept; Vapi's storage URLs are far shorter. */
const MAX_URL = 2048;

/** An http(s) URL as it can be stored, or no value. */
export function httpUrl(v: unknown): string | null {
  const s = storableText(v);
  return s && /^https?:\/\/\S+$/i.test(s) && s.length <= MAX_URL ? s : null;
}

/** A JSON value as PostgreSQL's jsonb stores it: strings (and keys) without NUL or lone surrogates, bounded depth. */
export function cleanJson(v: unknown, depth = 0): unknown {
  if (typeof v === 'string') return v.replaceAll('\u0000', '').toWellFormed().slice(0, MAX_TEXT);
  if (v === null || typeof v === 'number' || typeof v === 'boolean') return typeof v === 'number' && !Number.isFinite(v) ? null : v;
  if (depth >= 8 || typeof v !== 'object') return null;
  if (Array.isArray(v)) return v.slice(0, 1000).map((x) => cleanJson(x, depth + 1));
  return Object.fromEntries(Object.entries(v).slice(0, 1000).map(([k, x]) => [cleanJson(k, depth) as string, cleanJson(x, depth + 1)]));
}

/** A turn's stage or whole latency longer than this (ten minutes, in ms) is not a measurement: it is dropped. */
export const MAX_TURN_MS = 600_000;

/** Providers substitute variables into text, so every value travels as a string. */
export function variableValuesOf(variables: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(variables)) out[k] = formatValue(v);
  return out;
}
