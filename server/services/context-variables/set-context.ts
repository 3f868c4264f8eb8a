import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { accounts, businessProfiles } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { getVisibleContactOrThrow } from '../contacts/access';
import { mergeJsonb } from '../../db/json-merge';
import { requireVariableManager } from './access';
import { createPlannedDefinitions, planContextValues } from './plan-values';
import { writeContactValues } from './write-contact-values';
import { setContextInput, type ContactContextResponse, type SetContextInput } from './schema';

/**
 * POST /api/v1/contacts/{id}/context: sets (or with null removes) context values on a visible contact.
 * Default variables write the contact's own fields. All or nothing; concurrent requests to one contact
 * each keep the others' keys (the merge happens in the UPDATE).
 */
export async function setContactContext(
  db: DbOrTx,
  actor: Actor,
  contactId: number,
  input: SetContextInput,
): Promise<ContactContextResponse> {
  const data = parseOrThrow(setContextInput, input);
  return db.transaction(async (tx) => {
    const contact = await getVisibleContactOrThrow(tx, actor, contactId);
    const plan = await planContextValues(tx, actor.accountId, 'contact', data);
    // auto_create_variables would add definitions for the whole account: the same rule as creating them.
    if (plan.create.length) requireVariableManager(actor, 'context variable definitions (auto_create_variables)');
    await createPlannedDefinitions(tx, actor.accountId, 'contact', plan);
    await writeContactValues(tx, contact.id, plan);
    return { message: 'Contact context updated successfully.', contact_id: contact.id };
  });
}

/**
 * POST /api/v1/business/context: the same for the account's business profile. Default variables (name,
 * phone, email, website, address, timezone, industry) write the profile's columns.
 */
export async function setBusinessContext(db: DbOrTx, actor: Actor, input: SetContextInput): Promise<{ message: string }> {
  requireVariableManager(actor, 'the business values');
  const data = parseOrThrow(setContextInput, input);
  return db.transaction(async (tx) => {
    const plan = await planContextValues(tx, actor.accountId, 'business', data);
    await createPlannedDefinitions(tx, actor.accountId, 'business', plan);
    const write = () =>
      tx
        .update(businessProfiles)
        .set({
          ...plan.columns,
          context: mergeJsonb(businessProfiles.context, plan.set, plan.remove),
          updatedAt: sql`now()`,
        })
        .where(eq(businessProfiles.accountId, actor.accountId))
        .returning({ accountId: businessProfiles.accountId });
    if (!(await write()).length) {
      // Every account gets a profile at sign-up; this covers one made some other way.
      const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, actor.accountId));
      await tx.insert(businessProfiles).values({ accountId: actor.accountId, name: account.name }).onConflictDoNothing();
      await write();
    }
    return { message: 'Business context updated successfully.' };
  });
}
