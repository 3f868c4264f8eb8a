import { eq, sql } from 'drizzle-orm';
import { contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { mergeJsonb } from '../../db/json-merge';
import type { ContextPlan } from './plan-values';

type ContactColumns = Partial<Pick<typeof contacts.$inferInsert, 'status' | 'stage'>>;

/**
 * The one writer of typed values onto a contact, for the context endpoint, the agent's update_contact tool and a
 * call's analysis: the plan's default variables into the contact's own columns, the others merged into its
 * custom_context in the UPDATE itself (so concurrent writers each keep the others' keys), with any of the contact's
 * other columns the caller changes in the same statement.
 */
export async function writeContactValues(db: DbOrTx, contactId: number, plan: Pick<ContextPlan, 'columns' | 'set' | 'remove'>, also: ContactColumns = {}) {
  const [row] = await db
    .update(contacts)
    .set({
      ...plan.columns,
      ...also,
      customContext: mergeJsonb(contacts.customContext, plan.set, plan.remove),
      updatedAt: sql`now()`,
    })
    .where(eq(contacts.id, contactId))
    .returning({ id: contacts.id, status: contacts.status, stage: contacts.stage });
  return row;
}
