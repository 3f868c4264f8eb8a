import { describe, expect, it } from 'vitest';
import type { AgentAnalysis } from '../../../db/schema';
import { analysisFromVapiReport, type VapiReportAnalysis } from './analysis';

const all: AgentAnalysis = { summary: true, success_criteria: 'Books', extract: ['city'] };
const outputs = (entries: Record<string, unknown>) => ({ artifact: { structuredOutputs: entries } });

describe('analysisFromVapiReport', () => {
  it.each<[string, VapiReportAnalysis, AgentAnalysis | null, unknown]>([
    ['our outputs, keyed by any id', outputs({
      id1: { name: 'switchboard_summary', result: 'S' },
      id2: { name: 'switchboard_success', result: false },
      id3: { name: 'switchboard_extract', result: { city: 'Paris' } },
    }), all, { summary: 'S', success: false, structured_data: { city: 'Paris' } }],
    ['our outputs win over Vapi\'s analysis', { ...outputs({ a: { name: 'switchboard_summary', result: 'Ours' } }), analysis: { summary: 'Vapi', successEvaluation: 'true', structuredData: { city: 'Rome' } } },
      all, { summary: 'Ours', success: null, structured_data: {} }],
    ['the first output of a name', outputs({ a: { name: 'switchboard_summary', result: 'First' }, b: { name: 'switchboard_summary', result: 'Second' } }), all,
      { summary: 'First', success: null, structured_data: {} }],
    ["another's outputs only: Vapi's analysis", { ...outputs({ a: { name: 'Ticket', result: { city: 'Rome' } } }), analysis: { summary: 'Vapi', successEvaluation: 'pass' } },
      all, { summary: 'Vapi', success: true, structured_data: {} }],
    ['an older report: the top-level summary', { summary: 'Top' }, all, { summary: 'Top', success: null, structured_data: {} }],
    ['nothing at all', { artifact: {} }, all, null],
    ['the summary turned off', outputs({ a: { name: 'switchboard_summary', result: 'S' } }), { ...all, summary: false }, { summary: null, success: null, structured_data: {} }],
    ['no success criteria', { analysis: { successEvaluation: 'true' } }, { ...all, success_criteria: null }, { summary: null, success: null, structured_data: {} }],
    ['no setting keeps the summary', { analysis: { summary: 'S', successEvaluation: 'true' } }, null, { summary: 'S', success: null, structured_data: {} }],
    ['results of the wrong type', outputs({
      a: { name: 'switchboard_summary', result: { text: 'S' } },
      b: { name: 'switchboard_success', result: 'true' },
      c: { name: 'switchboard_extract', result: ['Paris'] },
    }), all, { summary: null, success: null, structured_data: {} }],
    ['strings cleaned for storage', outputs({
      a: { name: 'switchboard_summary', result: 'A\u0000B\ud800' },
      b: { name: 'switchboard_extract', result: { 'c\u0000ity': 'Par\u0000is' } },
    }), all, { summary: 'AB\ufffd', success: null, structured_data: { city: 'Paris' } }],
    ['a verdict that is an object with its own toString', { analysis: { successEvaluation: { toString: 'x' } } as never }, all,
      { summary: null, success: null, structured_data: {} }],
  ])('%s', (_, report, setting, expected) => {
    expect(analysisFromVapiReport(report, setting)).toEqual(expected);
  });
});
