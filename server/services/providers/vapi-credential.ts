import type { DbOrTx } from '../../db/types';
import type { VapiAuthPlan } from './vapi-auth-plan';

/** The authentication plan of the credential this deployment registered at Vapi, when it has one. */
export async function deploymentCredentialPlans(_db: DbOrTx): Promise<VapiAuthPlan[]> {
  return [];
}
