import { describe, expect, it } from 'vitest';
import type { ProviderEvent, ProviderWebhook } from '../events';
import { DESTINATION_REQUEST_KEY, parseVapiMessage } from './webhooks';

// The Vapi driver's reading of its server messages, one row a message: pure, so every row is the whole story.
// What applying the events does is held by the route tests (report-*.test.ts, status-update.test.ts).

const call = { id: 'vapi-call-1', startedAt: '2026-11-30T10:00:00.000Z', monitor: { controlUrl: 'https://aws-us-west-2-production1-phone-call-websocket.vapi.ai/x/control' } };
const message = (m: Record<string, unknown>) => ({ message: { call, ...m } });
const eventsOf = (w: ProviderWebhook): ProviderEvent[] => (w.kind === 'call_events' ? w.events : []);

describe('parseVapiMessage', () => {
  it.each([
    ['ringing', 'ringing'],
    ['in-progress', 'answered'],
    ['ended', 'ended'],
    ['not-found', 'ended'],
  ])('reads the status update %s as %s', (status, type) => {
    const w = parseVapiMessage(message({ type: 'status-update', status, endedReason: 'customer-ended-call' }));
    expect(w).toMatchObject({ kind: 'call_events', ref: { providerCallId: 'vapi-call-1' } });
    expect(eventsOf(w).map((e) => e.type)).toEqual([type]);
  });

  it.each(['scheduled', 'queued', 'forwarding', 'deletion-failed', 'a-status-from-the-future'])('reads the status %s as no event', (status) => {
    expect(eventsOf(parseVapiMessage(message({ type: 'status-update', status })))).toEqual([]);
  });

  it('dates an answer from the call, and judges an ended status by the words and whether it was answered', () => {
    const [answered] = eventsOf(parseVapiMessage(message({ type: 'status-update', status: 'in-progress' })));
    expect(answered).toEqual({ type: 'answered', startedAt: new Date(call.startedAt) });
    const [ended] = eventsOf(parseVapiMessage(message({ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' })));
    if (ended.type !== 'ended') throw new Error('not an end');
    expect(ended.end.outcome(true)).toMatchObject({ status: 'completed', endedReason: 'customer-ended-call' });
    expect(ended.end.outcome(false)).toMatchObject({ status: 'no_answer' });
    // A bare status carries no timing, report or artifacts: the report says those.
    expect(ended.end).not.toHaveProperty('timing');
    expect(ended.end).not.toHaveProperty('artifacts');
    const [gone] = eventsOf(parseVapiMessage(message({ type: 'status-update', status: 'not-found' })));
    if (gone.type !== 'ended') throw new Error('not an end');
    expect(gone.end.outcome(false)).toEqual({ status: 'failed', endedReason: 'failed-to-connect', failureReason: 'not-found' });
  });

  it('reads an end-of-call report whole: timing, cost, transcript, recording and analysis', () => {
    const [ended] = eventsOf(parseVapiMessage(message({
      type: 'end-of-call-report',
      endedReason: 'assistant-ended-call',
      durationSeconds: 42.5,
      startedAt: '2026-11-30T10:00:01.000Z',
      endedAt: '2026-11-30T10:00:43.500Z',
      cost: 0.12,
      artifact: { messages: [{ role: 'bot', message: 'Hello' }, { role: 'user', message: 'Hi' }], recording: { mono: { combinedUrl: 'https://storage.vapi.ai/r.wav' } } },
      analysis: { summary: 'A short call.' },
    })));
    if (ended.type !== 'ended') throw new Error('not an end');
    expect(ended.end.timing).toEqual({ durationSeconds: 42.5, startedAt: new Date('2026-11-30T10:00:01.000Z'), endedAt: new Date('2026-11-30T10:00:43.500Z') });
    expect(ended.end.report?.cost?.providerCents).toBe(12);
    expect(ended.end.artifacts?.transcript.map((l) => l.role)).toEqual(['agent', 'customer']);
    expect(ended.end.artifacts?.recordingUrl).toBe('https://storage.vapi.ai/r.wav');
    expect(ended.end.artifacts?.analysis?.(null)?.summary).toBe('A short call.');
  });

  it('reads a final transcript line, under either type name, and leaves partial lines out', () => {
    expect(eventsOf(parseVapiMessage(message({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Yes please' }))))
      .toEqual([{ type: 'line', role: 'customer', text: 'Yes please' }]);
    expect(eventsOf(parseVapiMessage(message({ type: 'transcript[transcriptType="final"]', role: 'assistant', transcript: 'Booked.' }))))
      .toEqual([{ type: 'line', role: 'agent', text: 'Booked.' }]);
    expect(eventsOf(parseVapiMessage(message({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Ye' })))).toEqual([]);
  });

  it('reads the messages that ask for an answer', () => {
    expect(parseVapiMessage(message({
      type: 'tool-calls',
      toolCallList: [{ id: 'tc-1', function: { name: 'book_appointment', arguments: '{"start_time":"2026-12-02T10:00:00Z"}' } }, { id: 'tc-2', function: { name: 'opt_out', arguments: '[1]' } }],
    }))).toEqual({
      kind: 'tool_calls',
      ref: { providerCallId: 'vapi-call-1' },
      controlUrl: call.monitor.controlUrl,
      calls: [
        { id: 'tc-1', name: 'book_appointment', args: { start_time: '2026-12-02T10:00:00Z' } },
        { id: 'tc-2', name: 'opt_out', args: undefined },
      ],
    });
    expect(parseVapiMessage(message({ type: 'transfer-destination-request' })))
      .toEqual({ kind: 'transfer_request', ref: { providerCallId: 'vapi-call-1' }, key: DESTINATION_REQUEST_KEY });
    expect(parseVapiMessage(message({ type: 'assistant-request', phoneNumber: { id: 'pn-1', number: '+14155550100' }, customer: { number: '+14155550123' } })))
      .toEqual({
        kind: 'inbound_request',
        request: { called: { phoneNumberId: 'pn-1', number: '+14155550100' }, from: '+14155550123', providerCallId: 'vapi-call-1' },
      });
    expect(parseVapiMessage({ message: { type: 'assistant-request' } })).toEqual({ kind: 'inbound_request', request: null });
  });

  it.each([
    ['a message type we do not use', message({ type: 'speech-update' })],
    ['a call message without a call id', { message: { type: 'status-update', status: 'ringing' } }],
    ['no message at all', {}],
    ['a message that is not an object', { message: 'status-update' }],
  ])('ignores %s', (_what, body) => {
    expect(parseVapiMessage(body as Record<string, unknown>)).toEqual({ kind: 'ignored' });
  });
});
