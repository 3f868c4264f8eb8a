import { and, eq } from 'drizzle-orm';
import { contactPhoneNumbers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** True when any of the account's contacts has this E.164 number marked do_not_call. */
export async function isNumberMarkedDoNotCall(db: DbOrTx, accountId: number, e164: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contactPhoneNumbers.id })
    .from(contactPhoneNumbers)
    .where(and(
      eq(contactPhoneNumbers.accountId, accountId),
      eq(contactPhoneNumbers.phoneNumber, e164),
      eq(contactPhoneNumbers.doNotCall, true),
    ))
    .limit(1);
  return Boolean(row);
}
