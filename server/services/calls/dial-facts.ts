import { eq, sql } from 'drizzle-orm';
import { accounts, agents, businessProfiles, campaigns, type AccountCallingHours } from '../../db/schema';
import type { Tx } from '../../db/types';
import { callingRulesOf, type AccountCallingRules } from '../compliance/callee';
import { destinationPolicyColumns, policyOf, type DestinationPolicy } from '../compliance/destination-policy';
import { doNotCallSql } from '../compliance/do-not-call-rule';
import { activeConsentsOf, activeConsentsSql, consentFactsFor, consentRuleOf, type AccountConsentRule } from '../compliance/consent-fact';
import type { ConsentFacts } from '../compliance/gate';
import type { CallRow } from './call-row';

export interface DialFacts {
  agentArchivedAt: Date | null;
  /** On the account's do-not-call list, or flagged do-not-call on any of its contacts (doNotCallSql). */
  doNotCall: boolean;
  destination: DestinationPolicy;
  /** The account's rules, with a campaign's own calling hours in place of the account's for a campaign's call. */
  rules: AccountCallingRules;
  /** The consent the call is held to at this dial, and the active consent that covers it (consentHeldAtDial). */
  consent: ConsentFacts;
  /** What the account asks of a callee's consent (for a batch judging other callees of the same account). */
  consentRule: AccountConsentRule;
}

/**
 * Whether a dial is held to the account's consent rule: every campaign call and every retry, whatever the API
 * setting, and a direct call placed as held to it (`consent_enforced`: its request scheduled it, or
 * enforce_consent_on_api_calls was on). A direct call that waited only for the calling hours is judged as it was
 * placed, so the same request is not refused or allowed by the hour it came at.
 */
export const consentHeldAtDial = (call: Pick<CallRow, 'campaignId' | 'attempt' | 'consentEnforced'>): boolean =>
  call.campaignId !== null || call.attempt > 1 || call.consentEnforced;

/**
 * What the dial of `call` judges, read in one statement at its moment `at` (under the dial's locks): its agent's
 * archive, the do-not-call list and flags, the destination policy, the consent rule and the number's active
 * consents, and the calling rules (a campaign's hours are the ones its dispatch checked).
 */
export async function readDialFacts(tx: Tx, call: CallRow, at: Date): Promise<DialFacts> {
  const [row] = await tx
    .select({
      agentArchivedAt: sql<Date | null>`(select ${agents.archivedAt} from ${agents} where ${agents.id} = ${call.agentId})`.mapWith(agents.archivedAt),
      doNotCall: doNotCallSql(call.accountId, call.phoneNumber),
      ...destinationPolicyColumns,
      callingHours: businessProfiles.callingHours,
      maxAttemptsPer24h: businessProfiles.maxAttemptsPer24h,
      holidays: businessProfiles.holidays,
      enforceCallingHoursOnApiCalls: businessProfiles.enforceCallingHoursOnApiCalls,
      timezone: businessProfiles.timezone,
      consentRequired: businessProfiles.consentRequired,
      enforceConsentOnApiCalls: businessProfiles.enforceConsentOnApiCalls,
      activeConsents: activeConsentsSql(call.accountId, call.phoneNumber, at.toISOString()),
      campaignHours: sql<AccountCallingHours | null>`(select ${campaigns.callingHours} from ${campaigns} where ${campaigns.id} = ${call.campaignId ?? 0})`
        .mapWith(campaigns.callingHours),
    })
    .from(accounts)
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .where(eq(accounts.id, call.accountId));
  // Without a business profile its columns are null, and each rule takes its default.
  const rules = callingRulesOf(row);
  const rule = consentRuleOf(row);
  if (row.campaignHours) rules.callingHours = row.campaignHours;
  return {
    agentArchivedAt: row.agentArchivedAt,
    doNotCall: Boolean(row.doNotCall),
    destination: policyOf(row),
    rules,
    consent: consentFactsFor({ rule, purpose: call.purpose, active: activeConsentsOf(row.activeConsents), enforced: consentHeldAtDial(call) }),
    consentRule: rule,
  };
}
