import { describe, expect, it } from 'vitest';
import { RETELL_INBOUND_RETRY_MS } from './inbound-retry';
import { parseRetellEvent, retellWebhooks } from './webhooks';

// The Retell driver's reading of its webhooks, one row a request: pure. What applying them does is held by the
// route tests (app/api/providers/retell/retell-calls.test.ts).

const call = {
  call_id: 'retell-call-1',
  metadata: { switchboard_call_id: 'call_abc' },
  start_timestamp: Date.parse('2026-11-30T10:00:00.000Z'),
  end_timestamp: Date.parse('2026-11-30T10:01:30.000Z'),
  duration_ms: 90_000,
  disconnection_reason: 'user_hangup',
  transcript_object: [{ role: 'agent', content: 'Hello', words: [{ start: 0.5 }] }, { role: 'user', content: 'Hi', words: [{ start: 2 }] }],
};

describe('parseRetellEvent', () => {
  it('reads call_started as the answer, with its start', () => {
    expect(parseRetellEvent({ event: 'call_started', call })).toEqual({
      kind: 'call_events',
      ref: { providerCallId: 'retell-call-1', ourCallId: 'call_abc' },
      events: [{ type: 'answered', startedAt: new Date('2026-11-30T10:00:00.000Z') }],
    });
  });

  it('reads call_ended and call_analyzed as the same end, the analyzed one with the analysis', () => {
    const ended = parseRetellEvent({ event: 'call_ended', call });
    const analyzed = parseRetellEvent({ event: 'call_analyzed', call: { ...call, call_analysis: { call_summary: 'They booked.' } } });
    for (const w of [ended, analyzed]) {
      if (w.kind !== 'call_events' || w.events[0].type !== 'ended') throw new Error('not an end');
      const { end } = w.events[0];
      expect(end.outcome(true)).toMatchObject({ status: 'completed', endedReason: 'customer-ended-call' });
      expect(end.timing).toEqual({ durationSeconds: 90, startedAt: new Date(call.start_timestamp), endedAt: new Date(call.end_timestamp) });
      expect(end.artifacts?.transcript.map((l) => l.text)).toEqual(['Hello', 'Hi']);
    }
    if (ended.kind !== 'call_events' || ended.events[0].type !== 'ended') throw new Error('not an end');
    if (analyzed.kind !== 'call_events' || analyzed.events[0].type !== 'ended') throw new Error('not an end');
    expect(ended.events[0].end.artifacts).not.toHaveProperty('analysis');
    expect(analyzed.events[0].end.artifacts?.analysis?.(null)?.summary).toBe('They booked.');
  });

  it('reads transcript_updated as the transcript so far', () => {
    const w = parseRetellEvent({ event: 'transcript_updated', call });
    expect(w.kind === 'call_events' && w.events).toEqual([{ type: 'transcript_so_far', lines: expect.arrayContaining([expect.objectContaining({ text: 'Hi' })]) }]);
  });

  it.each([
    ['an event we do not use', { event: 'call_transferred', call }],
    ['an event without a call id', { event: 'call_started', call: { metadata: {} } }],
    ['a call id longer than any of Retell\'s', { event: 'call_started', call: { call_id: 'x'.repeat(201) } }],
    ['no call at all', { event: 'call_ended' }],
  ])('ignores %s', (_what, body) => {
    expect(parseRetellEvent(body as Record<string, unknown>)).toEqual({ kind: 'ignored' });
  });
});

describe('the Retell driver reads each of its webhooks by path', () => {
  it('reads a custom function as one tool call, keyed by its invocation in the transcript', () => {
    const body = { call: { ...call, transcript_with_tool_calls: [{ role: 'tool_call_invocation', name: 'opt_out', tool_call_id: 'tci-7' }] }, args: {} };
    expect(retellWebhooks.parse(['tools', 'opt_out'], body)).toEqual({
      kind: 'tool_calls',
      ref: { providerCallId: 'retell-call-1', ourCallId: 'call_abc' },
      controlUrl: null,
      calls: [{ id: 'tci-7', name: 'opt_out', args: {} }],
    });
    const bad = retellWebhooks.parse(['tools', 'book_appointment'], { call, args: ['not', 'an', 'object'] });
    expect(bad.kind === 'tool_calls' && bad.calls[0].args).toBeUndefined();
  });

  it('reads the inbound webhook as an inbound request with no call id, retried within its window', () => {
    expect(retellWebhooks.parse(['inbound'], { event: 'call_inbound', call_inbound: { from_number: '+14155550123', to_number: '+14155550100' } })).toEqual({
      kind: 'inbound_request',
      request: { called: { phoneNumberId: '+14155550100', number: '+14155550100' }, from: '+14155550123', providerCallId: null, retryWindowMs: RETELL_INBOUND_RETRY_MS },
    });
  });

  it('answers a transfer with the number its own transfer tool dials, and a refused inbound call with no agent', () => {
    expect(retellWebhooks.toolAnswer([{ id: 'tci-1', name: 'transfer_to_human', message: 'Putting you through.', transferNumber: '+14155550111' }]))
      .toEqual({ result: 'Putting you through.', transfer_number: '+14155550111' });
    expect(retellWebhooks.inboundAnswer({ refused: 'no_agent' })).toEqual({ call_inbound: {} });
  });
});
