import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { toIso } from '../../lib/time';
import { accountDestinationPolicy, destinationRefusal } from './destination-policy';
import { requirePhone } from './do-not-call';
import { getVisibleContactOrThrow } from '../contacts/access';
import { rulesInputFor } from './callee';
import { accountConsentRule, consentFactsFor, readActiveConsents } from './consent-fact';
import { missingConsentMessage } from './consent-coverage';
import { decide } from './calling-rules';
import { LEGAL_WINDOWS_VERSION } from './legal-windows';
import { complianceCheckInput, type ComplianceCheckDto, type ComplianceCheckInput } from './schema';

export {
  listDoNotCall, addDoNotCall, removeDoNotCall, addDoNotCallForAccount, removeDoNotCallForAccount,
} from './do-not-call';
export { listDoNotCallChanges } from './do-not-call-log';
export { assertTransferDestinationAllowed, transferRefusalsOf } from './transfer-destination';

/**
 * POST /api/v1/compliance/check: whether a dial may go now (or at `at`), why not, and when it may. The blocks come in
 * the gate's order: destination, do-not-call, consent (as campaigns, scheduled and retried dials are held to it, and
 * direct calls when enforce_consent_on_api_calls is on), then the calling rules.
 */
export async function checkCompliance(db: DbOrTx, actor: Actor, input: ComplianceCheckInput, now = new Date()): Promise<ComplianceCheckDto> {
  const data = parseOrThrow(complianceCheckInput, input);
  const phoneNumber = requirePhone(data.phone_number);
  if (data.contact_id) await getVisibleContactOrThrow(db, actor, data.contact_id);
  const at = data.at ? new Date(data.at) : now;
  const purpose = data.purpose ?? 'marketing';
  const [rules, policy, consentRule, active] = await Promise.all([
    rulesInputFor(db, { accountId: actor.accountId, phoneNumber, contactId: data.contact_id, purpose, at }),
    accountDestinationPolicy(db, actor.accountId),
    accountConsentRule(db, actor.accountId),
    readActiveConsents(db, actor.accountId, phoneNumber, at),
  ]);
  const decision = decide(rules);
  // A missing consent, like the destination policy, refuses at any moment until something changes: no next allowed
  // time. It follows do-not-call and comes before the calling rules' blocks.
  const consent = consentFactsFor({ rule: consentRule, purpose, active, enforced: true });
  const noConsent = Boolean(consent.required && !consent.found);
  if (consent.required && !consent.found) {
    const firstRule = decision.blocks.findIndex((b) => b.code !== 'do_not_call');
    decision.blocks.splice(firstRule === -1 ? decision.blocks.length : firstRule, 0, {
      code: 'no_consent', rule: missingConsentMessage(consent.required, purpose, phoneNumber),
      source: `account setting consent_required.${purpose} (TCPA, 47 CFR 64.1200: prior express${consent.required === 'express_written' ? ' written' : ''} consent for calls with an artificial voice)`,
    });
  }
  // The account's destination policy refuses at any moment: no next allowed time.
  const refusal = destinationRefusal(phoneNumber, policy);
  if (refusal) decision.blocks.unshift({ code: 'destination_not_allowed', rule: refusal.message, source: `account destination policy (${refusal.rule})` });
  return {
    allowed: decision.allowed && !refusal && !noConsent,
    next_allowed_at: refusal || noConsent ? null : toIso(decision.nextAllowedAt),
    timezones: rules.zones,
    jurisdictions: rules.jurisdictions,
    blocks: decision.blocks,
    rules_version: LEGAL_WINDOWS_VERSION,
  };
}
