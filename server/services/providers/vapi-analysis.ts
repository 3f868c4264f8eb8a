import type { Vapi } from '@vapi-ai/server-sdk';
import { MAX_TEXT } from './vapi-mapping';
import type { Received } from './vapi-received';

/**
 * Vapi's end-of-call `analysis` (`summary`, `structuredData`, `successEvaluation`) as our analysis report; null
 * when the report carries none. `successEvaluation` is a string: the pass/fail rubric's "true"/"false" is the
 * verdict, any other rubric (a score, a grade) leaves it null.
 */
export function analysisFromVapi(analysis: unknown): { summary: string | null; success: boolean | null; structured_data: Record<string, unknown> } | null {
  if (!analysis || typeof analysis !== 'object') return null;
  const a = analysis as Received<Vapi.Analysis>;
  const verdict = String(a.successEvaluation ?? '').trim().toLowerCase();
  const data = a.structuredData && typeof a.structuredData === 'object' && !Array.isArray(a.structuredData) ? (a.structuredData as Record<string, unknown>) : {};
  return {
    summary: typeof a.summary === 'string' && a.summary ? a.summary : null,
    success: verdict === 'true' || verdict === 'pass' ? true : verdict === 'false' || verdict === 'fail' ? false : null,
    structured_data: cleanJson(data) as Record<string, unknown>,
  };
}

/** A JSON value as PostgreSQL's jsonb stores it: strings (and keys) without NUL or lone surrogates, bounded depth. */
export function cleanJson(v: unknown, depth = 0): unknown {
  if (typeof v === 'string') return v.replaceAll('\u0000', '').toWellFormed().slice(0, MAX_TEXT);
  if (v === null || typeof v === 'number' || typeof v === 'boolean') return typeof v === 'number' && !Number.isFinite(v) ? null : v;
  if (depth >= 8 || typeof v !== 'object') return null;
  if (Array.isArray(v)) return v.slice(0, 1000).map((x) => cleanJson(x, depth + 1));
  return Object.fromEntries(Object.entries(v).slice(0, 1000).map(([k, x]) => [cleanJson(k, depth) as string, cleanJson(x, depth + 1)]));
}
