import { describe, expect, it } from 'vitest';
import { contactStatuses, isFurtherStatus, type CallStatus, type ContactStatus } from '../../db/schema';
import { contactStatusAfterCall, statusesMovedBy } from './status-after-call';

describe('isFurtherStatus', () => {
  it('orders the statuses from not_contacted to do_not_contact', () => {
    expect(contactStatuses).toEqual(['not_contacted', 'attempted', 'contacted', 'callback_requested', 'not_interested', 'do_not_contact']);
    for (const [i, a] of contactStatuses.entries()) {
      for (const [j, b] of contactStatuses.entries()) expect(isFurtherStatus(a, b)).toBe(i > j);
    }
  });
});

describe('contactStatusAfterCall', () => {
  const cases: [ContactStatus, CallStatus, boolean, ContactStatus | null][] = [
    // A completed call: contacted, from anything before it.
    ['not_contacted', 'completed', true, 'contacted'],
    ['attempted', 'completed', true, 'contacted'],
    ['contacted', 'completed', true, null],
    ['callback_requested', 'completed', true, null],
    ['not_interested', 'completed', true, null],
    ['do_not_contact', 'completed', true, null],
    // A failed attempt: attempted, only from not_contacted.
    ['not_contacted', 'busy', true, 'attempted'],
    ['not_contacted', 'no_answer', true, 'attempted'],
    ['not_contacted', 'voicemail', true, 'attempted'],
    ['not_contacted', 'failed', true, 'attempted'],
    ['attempted', 'no_answer', true, null],
    ['contacted', 'busy', true, null],
    ['callback_requested', 'no_answer', true, null],
    ['do_not_contact', 'failed', true, null],
    // Never dialed or canceled: not an attempt.
    ['not_contacted', 'failed', false, null],
    ['not_contacted', 'busy', false, null],
    ['not_contacted', 'canceled', true, null],
    ['not_contacted', 'canceled', false, null],
    // Not terminal.
    ['not_contacted', 'in_progress', true, null],
    ['not_contacted', 'queued', false, null],
  ];
  it.each(cases)('%s after a %s call (dialed: %s) → %s', (current, status, dialed, expected) => {
    expect(contactStatusAfterCall(current, { status, dialed })).toBe(expected);
  });
});

describe('statusesMovedBy', () => {
  it('lists the statuses a call outcome moves a contact from', () => {
    expect(statusesMovedBy({ status: 'busy', dialed: true })).toEqual(['not_contacted']);
    expect(statusesMovedBy({ status: 'completed', dialed: true })).toEqual(['not_contacted', 'attempted']);
    expect(statusesMovedBy({ status: 'canceled', dialed: true })).toEqual([]);
  });
});
