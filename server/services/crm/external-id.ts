import { type SQL, sql } from 'drizzle-orm';
import { contacts, crmProviders, type CrmProviderKey } from '../../db/schema';

/**
 * The provider as an SQL literal, never a parameter: the contacts' CRM ids are indexed per provider by partial unique
 * indexes on `(external_ids ->> 'gohighlevel')` where `external_ids ? 'gohighlevel'`, and the planner only uses
 * such an index when the query names the same constant (a parameter turns each lookup into a scan of the account).
 */
function literal(provider: CrmProviderKey): SQL {
  if (!(crmProviders as readonly string[]).includes(provider)) throw new Error(`not a CRM provider: ${provider}`);
  return sql.raw(`'${provider}'`);
}

/** The contact's id in the provider's CRM (null when not linked). */
export const externalIdIn = (provider: CrmProviderKey): SQL<string> => sql<string>`(${contacts.externalIds} ->> ${literal(provider)})`;

/** The contact is linked to a contact of the provider's CRM. */
export const linkedIn = (provider: CrmProviderKey): SQL => sql`(${contacts.externalIds} ? ${literal(provider)})`;
