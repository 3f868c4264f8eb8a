import { describe, expect, it } from 'vitest';
import { analysisFromVapi } from './analysis';
import { variableValuesOf } from '../report-text';
import { recordingUrlFromVapi, transcriptFromText, transcriptFromVapi, vapiCallRequest } from './mapping';

describe('Vapi mapping', () => {
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

const agent = (text: string) => ({ role: 'agent', text, start_seconds: 0 });
const customer = (text: string) => ({ role: 'customer', text, start_seconds: 0 });

describe("transcriptFromText: Vapi's plain-text transcript split by its speaker labels", () => {
  it.each([
    ['the docs\' one-line example', "AI: How can I help? User: What's the weather? AI: Sunny all day.",
      [agent('How can I help?'), customer("What's the weather?"), agent('Sunny all day.')]],
    ['one turn a line', 'AI: Hello Ada.\nUser: Hi, who is this?\nAI: Switchboard.',
      [agent('Hello Ada.'), customer('Hi, who is this?'), agent('Switchboard.')]],
    ['a turn that runs over lines', 'AI: Hello Ada.\r\nUser: Hi,\nstill me\nAI: Switchboard.',
      [agent('Hello Ada.'), customer('Hi, still me'), agent('Switchboard.')]],
    ['every label of both sides', 'Assistant: a Bot: b User: c Customer: d AI: e ASSISTANT: f USER: g',
      [agent('a'), agent('b'), customer('c'), customer('d'), agent('e'), agent('f'), customer('g')]],
    ['a label word inside a turn', 'AI: Say "tell the bot: yes". User: The User:name field? AI:fine',
      [agent('Say "tell the bot: yes".'), customer('The User:name field? AI:fine')]],
    ['text before the first label', 'call started AI: Hi', [agent('Hi')]],
    ['an empty turn', 'AI: User: Hello', [customer('Hello')]],
    ['no label at all', 'just some words', []],
    ['blank text', '   ', []],
    ['not a string', 42, []],
  ])('%s', (_, text, lines) => {
    expect(transcriptFromText(text)).toEqual(lines);
  });
});

describe('recordingUrlFromVapi: the current recording fields first, the deprecated one last', () => {
  const mono = 'https://storage.vapi.test/mono.wav';
  const stereo = 'https://storage.vapi.test/stereo.wav';
  const old = 'https://storage.vapi.test/old.wav';
  it.each([
    ['mono over the deprecated recordingUrl', { recordingUrl: old, recording: { mono: { combinedUrl: mono }, stereoUrl: stereo } }, mono],
    ['stereo without mono', { recordingUrl: old, recording: { stereoUrl: stereo, mono: {} } }, stereo],
    ['the deprecated recordingUrl alone', { recordingUrl: old }, old],
    ['the deprecated stereoRecordingUrl last', { stereoRecordingUrl: stereo }, stereo],
    ['a current field that is no http URL', { recordingUrl: old, recording: { mono: { combinedUrl: 'javascript:alert(1)' } } }, old],
    ['recording not an object', { recording: 'x' }, null],
    ['no artifact', undefined, null],
  ])('%s', (_, artifact, url) => {
    expect(recordingUrlFromVapi(artifact as Parameters<typeof recordingUrlFromVapi>[0])).toBe(url);
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
