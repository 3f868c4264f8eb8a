import type { SimplePublicObject } from '@hubspot/api-client/lib/codegen/crm/contacts';
import type { CrmContact } from '../crm-port';

/**
 * The contact properties Switchboard reads. HubSpot has no standard per-channel do-not-call property: the account
 * creates two boolean properties, `do_not_call` and `do_not_text` (docs/crm.md), which Switchboard reads and sets.
 */
export const HUBSPOT_DND_CALL = 'do_not_call';
export const HUBSPOT_DND_TEXT = 'do_not_text';
export const HUBSPOT_PROPERTIES = [
  'firstname', 'lastname', 'email', 'company', 'website', 'address', 'city', 'state', 'zip', 'country', 'phone', 'mobilephone',
  'hs_lastmodifieddate', HUBSPOT_DND_CALL, HUBSPOT_DND_TEXT,
];

const truthy = (v: string | null | undefined) => v === 'true' || v === '1' || v === 'Yes';

/** A HubSpot contact (the SDK's model) as the port's contact. */
export function fromHubSpot(o: Pick<SimplePublicObject, 'id' | 'properties' | 'updatedAt'>): CrmContact {
  const p = o.properties ?? {};
  const fields: CrmContact['fields'] = {};
  for (const [k, v] of Object.entries(p)) fields[k] = v ?? null;
  const phones = [p.phone, p.mobilephone].filter((n): n is string => typeof n === 'string' && n.trim().length > 0);
  const updated = o.updatedAt instanceof Date && !Number.isNaN(o.updatedAt.getTime()) ? o.updatedAt.toISOString() : p.hs_lastmodifieddate ?? null;
  return {
    externalId: String(o.id),
    fields,
    phones,
    tags: [],
    dnd: { calls: truthy(p[HUBSPOT_DND_CALL]), texts: truthy(p[HUBSPOT_DND_TEXT]) },
    updatedAt: updated,
  };
}
