import { and, eq } from 'drizzle-orm';
import { accounts, agents, businessProfiles } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { AgentRow } from '../agents/service';
import { callingRulesOf, type AccountCallingRules } from '../compliance/callee';
import { consentRuleOf, type AccountConsentRule } from '../compliance/consent-fact';
import { destinationPolicyColumns, policyOf, type DestinationPolicy } from '../compliance/destination-policy';
import { businessValuesOf } from '../contacts/template-values';

/** What every call of one campaign pass is judged and rendered with. */
export interface PassContext {
  agent: AgentRow;
  rules: AccountCallingRules;
  consentRule: AccountConsentRule;
  destination: DestinationPolicy;
  business: Record<string, unknown>;
}

/**
 * The account's calling rules, consent rule, destination policy and business values, and the campaign's agent, in
 * one statement, each mapped by the same function its own reader uses (accountCallingRules, accountConsentRule,
 * accountDestinationPolicy, getBusinessValues): one round trip per pass instead of five. Null without the agent.
 */
export async function readPassContext(tx: Tx, accountId: number, agentId: number): Promise<PassContext | null> {
  const [row] = await tx
    .select({ ...destinationPolicyColumns, agent: agents, profile: businessProfiles })
    .from(accounts)
    .innerJoin(agents, and(eq(agents.id, agentId), eq(agents.accountId, accounts.id)))
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  // drizzle answers a left-joined table whose columns are all null as null.
  const profile = row.profile?.accountId == null ? null : row.profile;
  return {
    agent: row.agent,
    rules: callingRulesOf(profile ?? undefined),
    consentRule: consentRuleOf(profile),
    destination: policyOf(row),
    business: businessValuesOf(profile),
  };
}
