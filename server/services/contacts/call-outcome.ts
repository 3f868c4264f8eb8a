import { and, eq, inArray } from 'drizzle-orm';
import { contacts, type calls } from '../../db/schema';
import type { Tx } from '../../db/types';
import { statusOfOutcome, statusesMovedBy } from './status-after-call';

/** What of an ended call moves its contact: the contact, the status the call ended in, and whether it was dialed. */
type EndedCall = Pick<typeof calls.$inferSelect, 'contactId' | 'status' | 'dialedAt'>;

/**
 * Moves a call's contact by the call's outcome, in the transaction of the call's terminal transition, for every
 * call (API, dashboard, campaign, retry, inbound). The condition on the current status is in the UPDATE itself, so
 * a status set meanwhile by a person (or a tool) further along is never overwritten.
 */
export async function applyCallOutcomeToContact(tx: Tx, call: EndedCall, at: Date): Promise<void> {
  if (call.contactId === null) return;
  const outcome = { status: call.status, dialed: call.dialedAt !== null };
  const to = statusOfOutcome(outcome);
  if (!to) return;
  await tx
    .update(contacts)
    .set({ status: to, updatedAt: at })
    .where(and(eq(contacts.id, call.contactId), inArray(contacts.status, statusesMovedBy(outcome))));
}
