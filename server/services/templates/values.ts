import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { disclosuresForCallee } from '../compliance/callee-disclosures';
import { getBusinessValues, getContactForCallOrThrow } from '../contacts/template-values';
import { callVariables } from './call-variables';
import { templateValuesInput, type TemplateValuesInput } from './schema';

/**
 * The values a template sees, as a call would give them: a visible contact's (404 not_found otherwise; none
 * without a contact), the actor's account's business values, and the call's own (`overrides`: `{{disclosure}}` as
 * a call to the contact's primary number would say it; without one, as every call says it). Per-call variables
 * come on top of the contact's and business values, never of the call's own.
 */
export async function templateValues(
  db: DbOrTx,
  actor: Actor,
  input: TemplateValuesInput = {},
): Promise<{ contact: Record<string, unknown>; business: Record<string, unknown>; overrides: Record<string, unknown> }> {
  const { contact_id } = parseOrThrow(templateValuesInput, input);
  const [contact, business] = await Promise.all([
    contact_id ? getContactForCallOrThrow(db, actor, contact_id).then((c) => c.values) : ({} as Record<string, unknown>),
    getBusinessValues(db, actor.accountId),
  ]);
  const phone = typeof contact.phone_number === 'string' ? contact.phone_number : '';
  const disclosures = await disclosuresForCallee(phone, contact_id ? contact : null);
  return { contact, business, overrides: callVariables({ disclosures, business }) };
}

/** The actor's account's business values as templates see them (default fields and business context). */
export const businessTemplateValues = (db: DbOrTx, actor: Actor) => getBusinessValues(db, actor.accountId);
