import type { DbOrTx } from '../../../db/types';
import type { VapiAuthPlan } from './auth-plan';
import { configuredVapiAuthPlans } from './auth-config';
import { deploymentCredentialPlans } from './credential';

/**
 * Every plan a message may be authenticated by: the credential this deployment registered at Vapi (its assistants,
 * tools and numbers name it), then those the operator configured for servers set up by hand at Vapi.
 */
export async function vapiAuthPlans(db: DbOrTx): Promise<VapiAuthPlan[]> {
  return [...(await deploymentCredentialPlans(db)), ...configuredVapiAuthPlans()];
}
