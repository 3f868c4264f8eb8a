import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { DbOrTx, Tx } from '../../db/types';
import { accountCallingRules, contactForRules, locateCallee, rulesInputOf } from '../compliance/callee';
import type { Purpose, RulesInput } from '../compliance/calling-rules';
import { complianceRecordOf } from '../compliance/compliance-record';
import { accountConsentRule, consentFactsFor, readActiveConsents, type AccountConsentRule } from '../compliance/consent-fact';
import { accountDestinationPolicy } from '../compliance/destination-policy';
import { textDoNotCallSql } from '../compliance/do-not-call-rule';
import { gate, type GateAnswer, type PlacementFacts } from '../compliance/gate';
import { complianceRecords, type MessageKind } from '../../db/schema';

export interface TextToJudge {
  accountId: number;
  /** E.164. */
  to: string;
  contactId: number | null;
  purpose: Purpose;
  at: Date;
  /**
   * An appointment's notice (confirmation, update, cancellation, reminder) to the customer whose booking caused it:
   * giving the number for the booking is the consent to texts about it, so the account's consent setting for
   * informational calls (an artificial voice's, under the FCC's 2024 ruling) does not hold it back.
   */
  bookingNotice?: boolean;
}

export interface TextJudgement {
  facts: PlacementFacts;
  answer: GateAnswer;
  /** The rules the moment was judged by, for finding another moment (a reminder's latest lawful one). */
  rules: RulesInput;
}

/**
 * The calls' gate, for a text: do-not-call (a START since the listing lets texts through), the destination policy,
 * the consent the text's purpose needs, and the hours. The law's quiet hours (the legal rows of the callee's
 * jurisdictions, the TCPA's 8 am to 9 pm and the states' own) bind every text, an appointment's notice included; the
 * account's own calling hours bind marketing texts too. Texts are not dials, so they do not count toward a dial cap.
 */
export async function judgeText(db: DbOrTx, t: TextToJudge): Promise<TextJudgement> {
  const [[dnc], accountRules, destination, consentRule, active, contact] = await Promise.all([
    db.execute(sql`select ${textDoNotCallSql(t.accountId, t.to)} as listed`).then((r) => rowsOf<{ listed: boolean }>(r)),
    accountCallingRules(db, t.accountId),
    accountDestinationPolicy(db, t.accountId),
    accountConsentRule(db, t.accountId),
    readActiveConsents(db, t.accountId, t.to, t.at),
    contactForRules(db, t.accountId, t.contactId),
  ]);
  const doNotCall = Boolean(dnc?.listed);
  const callee = await locateCallee(t.to, contact, accountRules.businessZone);
  const rules = rulesInputOf(
    { phoneNumber: t.to, purpose: 'marketing', at: t.at, scope: t.purpose === 'marketing' ? 'all' : 'law' },
    { rules: accountRules, doNotCall, recentDials: [] },
    callee,
  );
  const facts: PlacementFacts = {
    phoneNumber: t.to,
    doNotCall,
    destination,
    consent: consentFactsFor({ rule: t.bookingNotice ? bookingNoticeRule(consentRule) : consentRule, purpose: t.purpose, active, enforced: true }),
    callingRules: rules,
  };
  return { facts, answer: gate(facts), rules };
}

/** The kinds of text an appointment sends of itself (not an agent's, an API's or a customer's reply). */
export const isBookingNotice = (kind: MessageKind) => kind === 'confirmation' || kind === 'update' || kind === 'cancellation' || kind === 'reminder';

const bookingNoticeRule = (r: AccountConsentRule): AccountConsentRule => ({ ...r, required: { ...r.required, informational: 'none' } });

/** Whether a moment is lawful for the text the rules were read for (the same facts, another moment). */
export const lawfulAt = (rules: RulesInput, at: Date) => gate({ phoneNumber: '', callingRules: { ...rules, at } }).verdict === 'allow';

/** The record of a text's send decision, written in the transaction that claims it (as a dial's is). */
export async function recordTextDecision(tx: Tx, accountId: number, messageId: string, judged: TextJudgement, purpose: Purpose, at: Date): Promise<void> {
  const values = complianceRecordOf(judged.facts, judged.answer, { decidedAt: at, stage: 'dial', purpose, recorded: false });
  await tx.insert(complianceRecords).values({ ...values, disclosures: [], accountId, callId: null, callPublicId: null, messageId });
}
