import type { TranscriptLine } from '../../db/schema';
import type { ContentRedactor } from '../redaction/setting';
import type { AnalysisReport } from '../providers/events';

/**
 * A call's content as it is stored under the account's redact_pii setting: what the provider said, with the
 * redactor applied to every text a person could have spoken into (transcript lines, the summary, the string
 * values the analysis extracted, however deep). Pure; the writers in lifecycle.ts and analysis.ts call it on what
 * arrives, before anything is written, so the stored row and every event read from it carry the same text.
 */
export function redactedLines(lines: TranscriptLine[], redact: ContentRedactor): TranscriptLine[] {
  return lines.map((line) => {
    const text = redact(line.text);
    return text === line.text ? line : { ...line, text };
  });
}

export function redactedValue(value: unknown, redact: ContentRedactor): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((v) => redactedValue(v, redact));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactedValue(v, redact)]));
  }
  return value;
}

export function redactedAnalysis(report: AnalysisReport, redact: ContentRedactor): AnalysisReport {
  return {
    ...report,
    summary: report.summary === null ? null : redact(report.summary),
    structured_data: redactedValue(report.structured_data, redact) as Record<string, unknown>,
  };
}
