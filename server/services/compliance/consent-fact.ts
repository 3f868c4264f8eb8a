import { eq, sql, type SQL } from 'drizzle-orm';
import { businessProfiles, defaultConsentRequired, type CallPurpose, type ConsentKind, type ConsentRequired, type ConsentScope } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../db/types';
import type { ConsentFacts } from './gate';
import { coveringConsent, requiredConsentFor, type ActiveConsent } from './consent-coverage';

/** What the account asks of a callee's consent (business settings). */
export interface AccountConsentRule {
  required: ConsentRequired;
  /** Whether a direct POST /api/v1/calls is held to it too; campaigns, scheduled and retried dials always are. */
  enforceOnApiCalls: boolean;
}

/** The account's consent rule from its business profile row (the defaults without one). */
export const consentRuleOf = (p: { consentRequired: ConsentRequired | null; enforceConsentOnApiCalls: boolean | null } | null | undefined): AccountConsentRule => ({
  required: p?.consentRequired ?? defaultConsentRequired,
  enforceOnApiCalls: p?.enforceConsentOnApiCalls ?? false,
});

export async function accountConsentRule(db: DbOrTx, accountId: number): Promise<AccountConsentRule> {
  const [p] = await db
    .select({ consentRequired: businessProfiles.consentRequired, enforceConsentOnApiCalls: businessProfiles.enforceConsentOnApiCalls })
    .from(businessProfiles)
    .where(eq(businessProfiles.accountId, accountId));
  return consentRuleOf(p);
}

/** One active consent as the statement answers it (the moment in epoch milliseconds, exact and driver-neutral). */
interface ActiveConsentJson { id: number; kind: ConsentKind; scope: ConsentScope; captured_at_ms: number | string }

/**
 * The active consents of one number in one account at a moment, as one JSON array: not revoked, captured at or
 * before `at`, and not expired at it. An SQL expression over values or placeholders, so that the placement's and the
 * dial's one statement read it beside their other facts (same snapshot, same locks); it walks the partial index
 * consents_account_number_idx (account, number, where not revoked). The table is aliased so that it never binds to
 * a `consents` of the query around it. `at` is an ISO date-time.
 */
export const activeConsentsSql = (accountId: SQL | number, e164: SQL | string, at: SQL | string): SQL<unknown> => sql`(select
    coalesce(json_agg(json_build_object('id', active_consent.id, 'kind', active_consent.kind, 'scope', active_consent.scope,
      'captured_at_ms', floor(extract(epoch from active_consent.captured_at) * 1000)) order by active_consent.id), '[]'::json)
  from consents active_consent
  where active_consent.account_id = ${accountId} and active_consent.phone_number = ${e164} and active_consent.revoked_at is null
    and active_consent.captured_at <= ${at}::timestamptz
    and (active_consent.expires_at is null or active_consent.expires_at > ${at}::timestamptz))`;

/** The statement's JSON array as consents (the drivers answer json parsed, or as text). */
export function activeConsentsOf(value: unknown): ActiveConsent[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value ?? []) as ActiveConsentJson[];
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, scope: r.scope, capturedAt: new Date(Number(r.captured_at_ms)) }));
}

/** The number's active consents at `at`, on their own (the campaign dispatch and the compliance check). */
export async function readActiveConsents(db: DbOrTx, accountId: number, e164: string, at: Date): Promise<ActiveConsent[]> {
  const [row] = rowsOf<{ active: unknown }>(await db.execute(sql`select ${activeConsentsSql(accountId, e164, at.toISOString())} as active`));
  return activeConsentsOf(row?.active);
}

/**
 * The gate's consent fact for a call: the kind the account requires for its purpose (null when this call is not
 * held to consent, or the account requires none) and the active consent that covers it. The covering consent is
 * named even when none is required, so the call's compliance record says which consent it rested on.
 */
export function consentFactsFor(q: { rule: AccountConsentRule; purpose: CallPurpose; active: ActiveConsent[]; enforced: boolean }): ConsentFacts {
  const required = q.enforced ? requiredConsentFor(q.rule.required, q.purpose) : null;
  return { purpose: q.purpose, required, found: coveringConsent(q.active, q.purpose, required) };
}
