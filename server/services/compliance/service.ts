import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { toIso } from '../../lib/time';
import { accountDestinationPolicy, destinationRefusal } from './destination-policy';
import { requirePhone } from './do-not-call';
import { getVisibleContactOrThrow } from '../contacts/access';
import { rulesInputFor } from './callee';
import { decide } from './calling-rules';
import { LEGAL_WINDOWS_VERSION } from './legal-windows';
import { complianceCheckInput, type ComplianceCheckDto, type ComplianceCheckInput } from './schema';

export {
  listDoNotCall, addDoNotCall, removeDoNotCall, addDoNotCallForAccount, removeDoNotCallForAccount,
} from './do-not-call';
export { listDoNotCallChanges } from './do-not-call-log';

/** POST /api/v1/compliance/check: whether a dial may go now (or at `at`), why not, and when it may. */
export async function checkCompliance(db: DbOrTx, actor: Actor, input: ComplianceCheckInput, now = new Date()): Promise<ComplianceCheckDto> {
  const data = parseOrThrow(complianceCheckInput, input);
  const phoneNumber = requirePhone(data.phone_number);
  if (data.contact_id) await getVisibleContactOrThrow(db, actor, data.contact_id);
  const at = data.at ? new Date(data.at) : now;
  const rules = await rulesInputFor(db, { accountId: actor.accountId, phoneNumber, contactId: data.contact_id, purpose: data.purpose ?? 'marketing', at });
  const decision = decide(rules);
  // The account's destination policy refuses at any moment: no next allowed time.
  const refusal = destinationRefusal(phoneNumber, await accountDestinationPolicy(db, actor.accountId));
  if (refusal) decision.blocks.unshift({ code: 'destination_not_allowed', rule: refusal.message, source: `account destination policy (${refusal.rule})` });
  return {
    allowed: decision.allowed && !refusal,
    next_allowed_at: refusal ? null : toIso(decision.nextAllowedAt),
    timezones: rules.zones,
    jurisdictions: rules.jurisdictions,
    blocks: decision.blocks,
    rules_version: LEGAL_WINDOWS_VERSION,
  };
}
