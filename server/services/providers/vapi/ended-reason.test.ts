import { Vapi } from '@vapi-ai/server-sdk';
import { describe, expect, it } from 'vitest';
import { endedReasons } from '../../../db/schema';
import { endingOf, outcomeOfEndedReason } from './ended-reason';
import { endingNameByRules, type KnownEndingName, type VapiEndedReason } from './ended-reason-rules';
import { vapiEndedReasonTable } from './ended-reason-table';

const all: string[] = Object.values(Vapi.CallEndedReason);
const terminal = ['completed', 'voicemail', 'busy', 'no_answer', 'failed', 'canceled'];

describe("Vapi's endedReason", () => {
  it("has one row in the table for each value of the SDK's enum, the one the family rules give it", () => {
    expect(Object.keys(vapiEndedReasonTable).sort()).toEqual([...new Set(all)].sort());
    for (const r of all) expect(vapiEndedReasonTable[r as VapiEndedReason], r).toBe(endingNameByRules(r));
  });

  it('does not compile with a value of the enum left out of the table', () => {
    const { 'call.forwarding.no-answer': left, ...missingOne } = vapiEndedReasonTable;
    // @ts-expect-error Property 'call.forwarding.no-answer' is missing: a value Vapi adds fails tsc until it is mapped.
    const incomplete = missingOne satisfies Record<VapiEndedReason, KnownEndingName>;
    expect(Object.keys(incomplete)).not.toContain('call.forwarding.no-answer');
    expect(left).toBe('assistant-ended');
  });

  it('has a family for every published value, and lands each on our closed list and a terminal status', () => {
    expect(all.length).toBeGreaterThan(590);
    expect(all.filter((r) => endingOf(r).kind === 'unknown')).toEqual([]);
    for (const r of all) {
      for (const answered of [true, false]) {
        const o = outcomeOfEndedReason(r, answered);
        expect(endedReasons, r).toContain(o.endedReason);
        expect(terminal, r).toContain(o.status);
      }
    }
  });

  it('never marks an unanswered call completed, nor a call that never connected', () => {
    for (const r of all) expect(outcomeOfEndedReason(r, false).status, r).not.toBe('completed');
    const neverReached = all.filter((r) => endingOf(r).kind === 'not_connected');
    expect(neverReached.length).toBeGreaterThanOrEqual(30);
    for (const r of neverReached) expect(outcomeOfEndedReason(r, true)).toMatchObject({ status: 'failed', endedReason: 'failed-to-connect' });
  });

  it.each([
    // endedReason, answered, status, ended_reason
    ['customer-ended-call', true, 'completed', 'customer-ended-call'],
    ['assistant-said-end-call-phrase', true, 'completed', 'assistant-ended-call'],
    ['call.in-progress.twilio-completed-call', true, 'completed', 'customer-ended-call'],
    ['silence-timed-out', true, 'completed', 'silence-timeout'],
    ['exceeded-max-duration', true, 'completed', 'max-duration'],
    ['voicemail', false, 'voicemail', 'voicemail'],
    ['voicemail', true, 'voicemail', 'voicemail'],
    ['customer-busy', false, 'busy', 'customer-busy'],
    ['customer-did-not-answer', false, 'no_answer', 'customer-did-not-answer'],
    ['customer-ended-call', false, 'no_answer', 'customer-did-not-answer'],
    ['twilio-reported-customer-misdialed', false, 'failed', 'failed-to-connect'],
    ['assistant-join-timed-out', true, 'failed', 'failed-to-connect'],
    ['call.start.error-get-phone-number', false, 'failed', 'failed-to-connect'],
    ['pipeline-error-openai-llm-failed', true, 'failed', 'provider-error'],
    ['call.in-progress.error-vapifault-worker-died', true, 'failed', 'provider-error'],
    ['manually-canceled', false, 'canceled', 'canceled'],
    // Values the hand-kept list did not have yet.
    ['call.forwarding.no-answer', true, 'completed', 'assistant-ended-call'],
    ['pipeline-error-xai-voice-failed', true, 'failed', 'provider-error'],
    ['call.start.assistant-version-error-validation', false, 'failed', 'failed-to-connect'],
    [null, false, 'failed', 'provider-error'],
    ['some-reason-from-next-year', true, 'completed', 'customer-ended-call'],
  ] as const)('%s (answered: %s) → %s, %s', (reason, answered, status, endedReason) => {
    expect(outcomeOfEndedReason(reason, answered)).toMatchObject({ status, endedReason });
  });

  it('keeps Vapi\'s own words on a failure', () => {
    expect(outcomeOfEndedReason('pipeline-error-openai-llm-failed', true).failureReason).toBe('pipeline-error-openai-llm-failed');
    expect(outcomeOfEndedReason('customer-ended-call', true).failureReason).toBeNull();
  });
});
