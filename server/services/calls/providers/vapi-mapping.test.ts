import { describe, expect, it } from 'vitest';
import { analysisFromVapi, outcomeOfEndedReason, statusFromVapi, transcriptFromVapi, vapiCallRequest, variableValuesOf } from './vapi-mapping';

describe('Vapi mapping', () => {
  it.each([
    // endedReason, answered, status, failure_reason
    ['customer-ended-call', true, 'completed', null],
    ['assistant-ended-call', true, 'completed', null],
    ['silence-timed-out', true, 'completed', null],
    ['exceeded-max-duration', true, 'completed', null],
    ['pipeline-error-openai-llm-failed', true, 'failed', 'pipeline-error-openai-llm-failed'],
    ['customer-busy', false, 'busy', 'customer-busy'],
    ['customer-did-not-answer', false, 'no_answer', 'customer-did-not-answer'],
    ['voicemail', false, 'no_answer', 'voicemail'],
    ['manually-canceled', false, 'canceled', 'manually-canceled'],
    ['twilio-failed-to-connect-call', false, 'failed', 'twilio-failed-to-connect-call'],
    ['assistant-not-found', false, 'failed', 'assistant-not-found'],
    [null, false, 'failed', 'unknown'],
    ['customer-ended-call', false, 'completed', null],
  ] as const)('%s (answered: %s) → %s', (reason, answered, status, failureReason) => {
    expect(outcomeOfEndedReason(reason, answered)).toEqual({ status, failureReason });
  });

  it.each([
    ['ringing', 'ringing'], ['in-progress', 'in_progress'], ['ended', 'ended'],
    ['queued', null], ['scheduled', null], ['forwarding', null], [42, null],
  ])('status %s → %s', (vapi, ours) => {
    expect(statusFromVapi(vapi)).toBe(ours);
  });

  it('maps artifact messages to transcript lines, leaving out system and tool messages', () => {
    expect(
      transcriptFromVapi([
        { role: 'system', message: 'You are...', secondsFromStart: 0 },
        { role: 'bot', message: 'Hello Ada', secondsFromStart: 1.234 },
        { role: 'user', message: 'Hi', secondsFromStart: 3 },
        { role: 'tool_calls', message: 'x' },
        { role: 'assistant', message: 'Bye' },
        { role: 'user', message: '   ' },
      ]),
    ).toEqual([
      { role: 'agent', text: 'Hello Ada', start_seconds: 1.23 },
      { role: 'customer', text: 'Hi', start_seconds: 3 },
      { role: 'agent', text: 'Bye', start_seconds: 0 },
    ]);
    expect(transcriptFromVapi(undefined)).toEqual([]);
  });

  it('sends every variable value as a string', () => {
    expect(variableValuesOf({ a: 'x', n: 3, b: true, none: null, obj: { k: 1 } })).toEqual({
      a: 'x', n: '3', b: 'true', none: '', obj: '{"k":1}',
    });
    expect(
      vapiCallRequest({ assistantId: 'asst', providerPhoneNumberId: 'pn' }, { phoneNumber: '+14155550123', variables: { n: 1 } }),
    ).toEqual({ assistantId: 'asst', phoneNumberId: 'pn', customer: { number: '+14155550123' }, assistantOverrides: { variableValues: { n: '1' } } });
  });
});

describe('analysisFromVapi', () => {
  it.each([
    [undefined, null],
    [{ summary: 'S', structuredData: { city: 'Lyon' }, successEvaluation: 'true' }, { summary: 'S', success: true, structured_data: { city: 'Lyon' } }],
    [{ successEvaluation: 'false' }, { summary: null, success: false, structured_data: {} }],
    [{ successEvaluation: '7', structuredData: ['x'] }, { summary: null, success: null, structured_data: {} }],
  ])('maps %j', (input, expected) => {
    expect(analysisFromVapi(input)).toEqual(expected);
  });
});
