import type { Vapi } from '@vapi-ai/server-sdk';
import type { AnalysisSetting, ExtractVariable } from '../agent-port';

/**
 * The names of the structured outputs Switchboard gives an assistant. Vapi keys a report's outputs by id (none for
 * transient ones we define inline), so they are read back by these names; the prefix tells them from outputs the
 * operator attached in Vapi's dashboard. Vapi allows 40 characters.
 */
export const VAPI_OUTPUT_NAMES = {
  summary: 'switchboard_summary',
  success: 'switchboard_success',
  extract: 'switchboard_extract',
} as const;

/** Vapi's JSON schema of one extracted value, from the variable's type. */
function variableSchema(v: ExtractVariable): Vapi.JsonSchema {
  const description = [v.displayName, v.description].filter(Boolean).join(': ');
  switch (v.type) {
    case 'number':
      return { type: 'number', description };
    case 'boolean':
      return { type: 'boolean', description };
    case 'date':
      return { type: 'string', format: 'date', description: `${description} (YYYY-MM-DD)` };
    case 'select':
      return { type: 'string', enum: v.options ?? [], description };
    default:
      return { type: 'string', description };
  }
}

/**
 * The agent's analysis as transient structured outputs: the summary (on unless the setting turns it off; an agent
 * without a setting keeps a summary, which the call's `summary` shows), a pass/fail verdict against the success
 * criteria, and one object of the extracted variables, typed like their definitions (one output for all of them, so
 * Vapi runs one extraction and the values arrive as the object the contact write takes).
 */
export function vapiStructuredOutputs(analysis: AnalysisSetting | null, variables: readonly ExtractVariable[]): Vapi.CreateStructuredOutputDto[] {
  const outputs: Vapi.CreateStructuredOutputDto[] = [];
  if (analysis ? analysis.summary : true) {
    outputs.push({
      name: VAPI_OUTPUT_NAMES.summary,
      description: 'A summary of the call in 2-3 sentences.',
      schema: { type: 'string', description: 'What was said and decided on the call, in 2-3 sentences.' },
    });
  }
  const criteria = analysis?.success_criteria ?? null;
  if (criteria) {
    outputs.push({
      name: VAPI_OUTPUT_NAMES.success,
      description: `Whether the call met these success criteria: ${criteria}`,
      schema: { type: 'boolean', description: `true when the call met the success criteria, false otherwise. The criteria: ${criteria}` },
    });
  }
  if (variables.length) {
    outputs.push({
      name: VAPI_OUTPUT_NAMES.extract,
      description: 'Facts about the customer learned on the call. Leave out what was not said.',
      schema: { type: 'object', properties: Object.fromEntries(variables.map((v) => [v.name, variableSchema(v)])) },
    });
  }
  return outputs;
}

/**
 * The assistant's `artifactPlan`, which carries the analysis (Vapi's successor to the deprecated `analysisPlan`).
 * Vapi replaces the whole object on an update, so what the calls need is set here rather than left to Vapi's
 * defaults: the recording (the call's `recording_url`) and, always present, the structured outputs, so an edit that
 * turns the analysis off clears them. The transcript and messages are on by default and stay so.
 */
export function vapiArtifactPlan(analysis: AnalysisSetting | null, variables: readonly ExtractVariable[]): Vapi.ArtifactPlan {
  return { recordingEnabled: true, structuredOutputs: vapiStructuredOutputs(analysis, variables) };
}
