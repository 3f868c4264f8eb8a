import { describe, expect, it } from 'vitest';
import { callStatuses, endedReasons } from '../../../db/schema';
import { outcomeOfDisconnection, retellDisconnectionTable, type RetellDisconnectionReason } from './ended-reason';

// Retell's disconnection reasons on our closed list: every value the SDK publishes (tsc holds the table complete).

describe('Retell disconnection reasons', () => {
  const reasons = Object.keys(retellDisconnectionTable) as RetellDisconnectionReason[];

  it('gives every published value a legal status and ended_reason, answered or not', () => {
    expect(reasons).toHaveLength(34);
    for (const r of reasons) {
      for (const answered of [true, false]) {
        const o = outcomeOfDisconnection(r, answered);
        expect(callStatuses).toContain(o.status);
        expect(endedReasons).toContain(o.endedReason);
        // No unanswered call is completed.
        if (!answered) expect(o.status).not.toBe('completed');
      }
    }
  });

  it.each<[string, boolean, string, string]>([
    ['user_hangup', true, 'completed', 'customer-ended-call'],
    ['agent_hangup', true, 'completed', 'assistant-ended-call'],
    ['call_transfer', true, 'completed', 'assistant-ended-call'],
    ['user_hangup', false, 'no_answer', 'customer-did-not-answer'],
    ['dial_no_answer', false, 'no_answer', 'customer-did-not-answer'],
    ['dial_busy', false, 'busy', 'customer-busy'],
    ['user_declined', false, 'busy', 'customer-busy'],
    ['voicemail_reached', true, 'voicemail', 'voicemail'],
    ['ivr_reached', true, 'voicemail', 'voicemail'],
    ['inactivity', true, 'completed', 'silence-timeout'],
    ['max_duration_reached', true, 'completed', 'max-duration'],
    ['invalid_destination', false, 'failed', 'failed-to-connect'],
    ['error_llm_websocket_open', true, 'failed', 'provider-error'],
    ['manual_stopped', false, 'canceled', 'canceled'],
    ['manual_stopped', true, 'completed', 'canceled'],
    ['something_new', true, 'completed', 'customer-ended-call'],
    ['something_new', false, 'failed', 'provider-error'],
  ])('%s (answered: %s) → %s, %s', (reason, answered, status, endedReason) => {
    expect(outcomeOfDisconnection(reason, answered)).toMatchObject({ status, endedReason });
  });
});
