import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, notFound, parseOrThrow } from '../../errors';
import { rowIdSchema } from '../../lib/ids';
import { normalizePhone } from '../../lib/phone';
import { assertTransferDestinationAllowed } from '../compliance/service';

/** The Team page's phone field: a number (E.164, or national forms read as US numbers), or empty/null to remove it. */
export const setMemberPhoneInput = z.object({
  user_id: rowIdSchema,
  phone_number: z.string().max(64, 'must be at most 64 characters').nullable(),
});
export type SetMemberPhoneInput = z.input<typeof setMemberPhoneInput>;

/**
 * Sets where a member takes the calls the agents hand to a person (transfer_to_human). Owners and admins set
 * anyone's of their account, a member only their own; a user of another account is not found. The number is
 * validated and stored as the other phone numbers are: E.164, national forms read as US numbers. A number the
 * account's calls may not be transferred to (its destination policy and the operator's floor: premium rate, a
 * country it does not call) is refused with destination_not_allowed, and nothing is written.
 */
export async function setMemberPhone(db: DbOrTx, actor: Actor, input: SetMemberPhoneInput): Promise<{ id: number; phone_number: string | null }> {
  const data = parseOrThrow(setMemberPhoneInput, input);
  if (data.user_id !== actor.userId && !isAccountAdmin(actor)) {
    throw new AppError('permission_denied', "Only owners and admins can change another member's phone number.");
  }
  const text = data.phone_number?.trim() ?? '';
  const number = text ? normalizePhone(text, 'US') : null;
  if (text && !number) {
    throw new AppError('invalid_phone_number', `"${text}" is not a valid phone number. Use E.164, such as +14155550123.`, {
      details: [{ path: 'phone_number', message: 'must be a valid phone number, such as +14155550123' }],
    });
  }
  if (number) await assertTransferDestinationAllowed(db, actor.accountId, number);
  const [row] = await db
    .update(users)
    .set({ phoneNumber: number })
    .where(and(eq(users.id, data.user_id), eq(users.accountId, actor.accountId)))
    .returning({ id: users.id, phoneNumber: users.phoneNumber });
  if (!row) throw notFound(`User ${data.user_id}`);
  return { id: row.id, phone_number: row.phoneNumber };
}
