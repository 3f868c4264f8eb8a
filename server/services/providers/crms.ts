import type { CrmProvider, CrmProviderName } from './crm-port';
import { gohighlevelCrm } from './gohighlevel/crm';
import { hubspotCrm } from './hubspot/crm';

const drivers: Record<CrmProviderName, CrmProvider> = { gohighlevel: gohighlevelCrm, hubspot: hubspotCrm };

/** The driver of a CRM connection's provider. */
export function crmProviderFor(name: CrmProviderName): CrmProvider {
  return drivers[name];
}
