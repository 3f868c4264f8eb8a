import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { getBusinessValues, getContactForCallOrThrow } from '../contacts/template-values';
import { templateValuesInput, type TemplateValuesInput } from './schema';

/**
 * The values a template sees, as a call would give them: a visible contact's (404 not_found otherwise; none
 * without a contact) and the actor's account's business values. Per-call variables come on top of these.
 */
export async function templateValues(
  db: DbOrTx,
  actor: Actor,
  input: TemplateValuesInput = {},
): Promise<{ contact: Record<string, unknown>; business: Record<string, unknown> }> {
  const { contact_id } = parseOrThrow(templateValuesInput, input);
  return {
    contact: contact_id ? (await getContactForCallOrThrow(db, actor, contact_id)).values : {},
    business: await getBusinessValues(db, actor.accountId),
  };
}

/** The actor's account's business values as templates see them (default fields and business context). */
export const businessTemplateValues = (db: DbOrTx, actor: Actor) => getBusinessValues(db, actor.accountId);
