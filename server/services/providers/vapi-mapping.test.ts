import { describe, expect, it } from 'vitest';
import { analysisFromVapi, statusFromVapi, transcriptFromText, transcriptFromVapi, vapiCallRequest, variableValuesOf } from './vapi-mapping';

describe('Vapi mapping', () => {
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

  it("reads Vapi's plain-text transcript when a report has no messages", () => {
    expect(transcriptFromText('AI: Hello Ada.\nUser: Hi, who is this?\nstill me\nAI: Switchboard.')).toEqual([
      { role: 'agent', text: 'Hello Ada.', start_seconds: 0 },
      { role: 'customer', text: 'Hi, who is this? still me', start_seconds: 0 },
      { role: 'agent', text: 'Switchboard.', start_seconds: 0 },
    ]);
    expect(transcriptFromText(42)).toEqual([]);
  });
});

describe('analysisFromVapi', () => {
  it.each([
    [undefined, null],
    [{ summary: 'S', structuredData: { city: 'Lyon' }, successEvaluation: 'true' }, { summary: 'S', success: true, structured_data: { city: 'Lyon' } }],
    [{ successEvaluation: 'false' }, { summary: null, success: false, structured_data: {} }],
    [{ successEvaluation: '7', structuredData: ['x'] }, { summary: null, success: null, structured_data: {} }],
    [{ structuredData: { 'a\u0000': 'b\u0000c', n: { d: '\ud800' } } }, { summary: null, success: null, structured_data: { a: 'bc', n: { d: '\ufffd' } } }],
  ])('maps %j', (input, expected) => {
    expect(analysisFromVapi(input)).toEqual(expected);
  });
});
