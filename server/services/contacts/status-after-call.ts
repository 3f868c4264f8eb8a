import { contactStatuses, isFurtherStatus, type CallStatus, type ContactStatus } from '../../db/schema';

/** The status a call's outcome gives its contact: a dialed attempt that failed is `attempted`, a completed call `contacted`. */
export function statusOfOutcome(call: { status: CallStatus; dialed: boolean }): ContactStatus | null {
  if (call.status === 'completed') return 'contacted';
  if (!call.dialed) return null;
  switch (call.status) {
    case 'busy': case 'no_answer': case 'voicemail': case 'failed':
      return 'attempted';
    default:
      // Canceled (never a conversation, even when the call was dialed and then stopped) and live statuses.
      return null;
  }
}

/**
 * The contact's status after a call ended (extensions.md §2), or null when it stays: the outcome's status, unless
 * the contact is already as far or further (contacted stays contacted after a busy retry; do_not_contact stays).
 */
export function contactStatusAfterCall(current: ContactStatus, call: { status: CallStatus; dialed: boolean }): ContactStatus | null {
  const to = statusOfOutcome(call);
  return to && isFurtherStatus(to, current) ? to : null;
}

/** The statuses a call's outcome moves a contact from (for an UPDATE whose condition holds the rule). */
export const statusesMovedBy = (call: { status: CallStatus; dialed: boolean }): ContactStatus[] =>
  contactStatuses.filter((s) => contactStatusAfterCall(s, call) !== null);
