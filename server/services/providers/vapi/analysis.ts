import type { Vapi } from '@vapi-ai/server-sdk';
import type { AgentAnalysis } from '../../../db/schema';
import { VAPI_OUTPUT_NAMES } from './analysis-plan';
import type { AnalysisReport } from '../events';
import { cleanJson, storableText } from '../report-text';
import type { Received } from '../received';

/** The parts of an end-of-call report the analysis is read from; older reports also carry `summary` at the top. */
export type VapiReportAnalysis = Pick<Received<Vapi.ServerMessageEndOfCallReport>, 'artifact' | 'analysis'> & { summary?: unknown };

/** No assistant has more structured outputs than this; a report listing more is read no further. */
const MAX_OUTPUTS = 100;

/**
 * The results of our structured outputs in `artifact.structuredOutputs`, by name. Vapi keys the entries by the
 * output's id, each `{ name, result }`; the first entry of a name wins, and entries of other names (outputs the
 * operator attached in Vapi) are not ours to read.
 */
function ourResults(outputs: unknown): Map<string, unknown> {
  const results = new Map<string, unknown>();
  if (!outputs || typeof outputs !== 'object' || Array.isArray(outputs)) return results;
  const ours = new Set<string>(Object.values(VAPI_OUTPUT_NAMES));
  for (const entry of Object.values(outputs).slice(0, MAX_OUTPUTS)) {
    const output = entry as Received<Vapi.StructuredOutputRunResult> | null;
    const name = output?.name;
    if (typeof name === 'string' && ours.has(name) && !results.has(name)) results.set(name, output?.result);
  }
  return results;
}

/** A plain JSON object, cleaned for storage; anything else is no object at all. */
const objectOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (cleanJson(v) as Record<string, unknown>) : {};

/** Our structured outputs as our analysis report: a result of another type than its schema's counts as absent. */
function analysisFromOutputs(results: Map<string, unknown>): AnalysisReport {
  const success = results.get(VAPI_OUTPUT_NAMES.success);
  return {
    summary: storableText(results.get(VAPI_OUTPUT_NAMES.summary)),
    success: typeof success === 'boolean' ? success : null,
    structured_data: objectOf(results.get(VAPI_OUTPUT_NAMES.extract)),
  };
}

/**
 * Vapi's end-of-call `analysis` (`summary`, `structuredData`, `successEvaluation`), which assistants made with an
 * analysis plan still receive, as our analysis report; null when the report carries none. `successEvaluation` is a
 * string: the pass/fail rubric's "true"/"false" is the verdict, any other rubric (a score, a grade) leaves it null.
 */
export function analysisFromVapi(analysis: unknown): AnalysisReport | null {
  if (!analysis || typeof analysis !== 'object') return null;
  const a = analysis as Received<Vapi.Analysis>;
  const said: unknown = a.successEvaluation;
  const verdict = typeof said === 'string' || typeof said === 'boolean' ? String(said).trim().toLowerCase() : '';
  return {
    summary: storableText(a.summary),
    success: verdict === 'true' || verdict === 'pass' ? true : verdict === 'false' || verdict === 'fail' ? false : null,
    structured_data: objectOf(a.structuredData),
  };
}

/**
 * The analysis an end-of-call report brings, null when it brings none. Our structured outputs, when the report has
 * any, are the analysis; a report without them (an assistant made before, or one whose setting asks for nothing) is
 * read from Vapi's `analysis`. Either way the call keeps only what the agent's setting asks for: Vapi runs its own
 * summary and success evaluation unless told not to, and neither is the agent's when its setting turns the summary
 * off or names no success criteria.
 */
export function analysisFromVapiReport(report: VapiReportAnalysis, setting: AgentAnalysis | null): AnalysisReport | null {
  const results = ourResults(report.artifact?.structuredOutputs);
  const read = results.size ? analysisFromOutputs(results) : analysisFromVapi(report.analysis);
  const summary = read?.summary ?? storableText(report.summary);
  if (!read && !summary) return null;
  return {
    summary: setting?.summary === false ? null : summary,
    success: setting?.success_criteria ? (read?.success ?? null) : null,
    structured_data: read?.structured_data ?? {},
  };
}
