import type { Vapi } from '@vapi-ai/server-sdk';
import { describe, expect, it } from 'vitest';
import type { AgentAnalysis } from '../../../db/schema';
import type { ExtractVariable } from '../../agents/extract-variables';
import { VAPI_OUTPUT_NAMES, vapiArtifactPlan } from './analysis-plan';

const variables: ExtractVariable[] = [
  { name: 'budget', type: 'number', options: null, displayName: 'Budget', description: 'in dollars' },
  { name: 'visit_day', type: 'date', options: null, displayName: 'Visit day', description: null },
  { name: 'plan', type: 'select', options: ['gold', 'silver'], displayName: 'Plan', description: null },
  { name: 'homeowner', type: 'boolean', options: null, displayName: 'Homeowner', description: null },
  { name: 'city', type: 'text', options: null, displayName: 'City', description: null },
];
const setting = (over: Partial<AgentAnalysis> = {}): AgentAnalysis => ({ summary: true, success_criteria: null, extract: [], ...over });
const names = (plan: Vapi.ArtifactPlan) => plan.structuredOutputs?.map((o) => o.name);

describe("the Vapi assistant's artifactPlan", () => {
  it("is Vapi's ArtifactPlan, records the call and carries the analysis as transient structured outputs", () => {
    const plan = vapiArtifactPlan(setting({ success_criteria: 'A visit is booked.' }), variables) satisfies Vapi.ArtifactPlan;
    expect(plan.recordingEnabled).toBe(true);
    expect(plan.structuredOutputIds).toBeUndefined();
    const [summary, success, extract] = plan.structuredOutputs!;
    expect(summary).toMatchObject({ name: 'switchboard_summary', schema: { type: 'string' } });
    expect(success).toMatchObject({ name: 'switchboard_success', schema: { type: 'boolean' } });
    expect(success.description).toContain('A visit is booked.');
    expect(extract).toEqual({
      name: 'switchboard_extract',
      description: expect.any(String),
      schema: {
        type: 'object',
        properties: {
          budget: { type: 'number', description: 'Budget: in dollars' },
          visit_day: { type: 'string', format: 'date', description: 'Visit day (YYYY-MM-DD)' },
          plan: { type: 'string', enum: ['gold', 'silver'], description: 'Plan' },
          homeowner: { type: 'boolean', description: 'Homeowner' },
          city: { type: 'string', description: 'City' },
        },
      },
    });
  });

  it.each([
    ['no setting: the summary only', null, [], [VAPI_OUTPUT_NAMES.summary]],
    ['the summary turned off', setting({ summary: false }), [], []],
    ['success criteria without a summary', setting({ summary: false, success_criteria: 'Agrees' }), [], [VAPI_OUTPUT_NAMES.success]],
    ['empty criteria count as none', setting({ success_criteria: '' }), [], [VAPI_OUTPUT_NAMES.summary]],
    ['extracted variables', setting(), variables.slice(0, 1), [VAPI_OUTPUT_NAMES.summary, VAPI_OUTPUT_NAMES.extract]],
  ] as const)('%s', (_, analysis, vars, expected) => {
    // The outputs are always sent, even empty: Vapi replaces the whole artifactPlan, so an edit clears what was turned off.
    expect(names(vapiArtifactPlan(analysis, vars))).toEqual(expected);
  });

  it("keeps our names within Vapi's 40 characters and prefixed so they are told from the operator's own outputs", () => {
    for (const name of Object.values(VAPI_OUTPUT_NAMES)) expect(name).toMatch(/^switchboard_[a-z]+$/);
    expect(Math.max(...Object.values(VAPI_OUTPUT_NAMES).map((n) => n.length))).toBeLessThanOrEqual(40);
  });
});
