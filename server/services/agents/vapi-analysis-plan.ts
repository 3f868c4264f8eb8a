import type { AgentAnalysis } from '../../db/schema';
import type { ExtractVariable } from './extract-variables';

/** Vapi's JSON schema of one extracted value, from the variable's type (Vapi's JsonSchema: type, format, enum, description). */
function variableSchema(v: ExtractVariable): Record<string, unknown> {
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
 * The assistant's `analysisPlan`: the summary (on unless the setting turns it off; no setting keeps Vapi's summary,
 * which the call's `summary` shows), a pass/fail verdict against the success criteria (its "true"/"false" is read back
 * by analysisFromVapi), and the structured data of the extracted variables, typed like their definitions.
 */
export function vapiAnalysisPlan(analysis: AgentAnalysis | null, variables: readonly ExtractVariable[]) {
  const criteria = analysis?.success_criteria ?? null;
  return {
    summaryPlan: { enabled: analysis ? analysis.summary : true },
    successEvaluationPlan: criteria
      ? {
          enabled: true,
          rubric: 'PassFail',
          messages: [
            {
              role: 'system',
              content:
                'You are an expert call evaluator. You will be given the transcript of a call. Decide whether the call met ' +
                `these success criteria:\n\n${criteria}\n\nRubric:\n{{rubric}}\n\nOnly respond with the result.`,
            },
            { role: 'user', content: 'Here is the transcript of the call:\n\n{{transcript}}\n\nHere is the ended reason of the call:\n\n{{endedReason}}' },
          ],
        }
      : { enabled: false },
    structuredDataPlan: variables.length
      ? {
          enabled: true,
          schema: { type: 'object', properties: Object.fromEntries(variables.map((v) => [v.name, variableSchema(v)])) },
        }
      : { enabled: false },
  };
}
