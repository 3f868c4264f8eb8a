import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import {
  campaignRecipients, contactPhoneNumbers, contacts, doNotCallNumbers, type CallPurpose, type CampaignAudience, type RecipientStatus,
} from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { cooperative } from '../../lib/cooperative';
import { consentFactsFor, accountConsentRule, type AccountConsentRule } from '../compliance/consent-fact';
import { requiredConsentFor, type ActiveConsent } from '../compliance/consent-coverage';
import { activeConsentsOfNumbers } from '../compliance/consents-of-numbers';
import { accountDestinationPolicy, destinationRefusal, type DestinationPolicy } from '../compliance/destination-policy';
import { erasedNumbersOf } from '../compliance/do-not-call-rule';
import { contactListFilter } from '../contacts/read';
import { audienceInput, type AudienceInput } from './schema';

/** The contacts an audience names, as the actor sees them: the contacts list's filters, and the ids when given. */
export function audienceFilter(actor: Actor, audience: CampaignAudience): SQL {
  const where = contactListFilter(actor, audience);
  return audience.contact_ids?.length ? and(where, inArray(contacts.id, audience.contact_ids))! : where;
}

/** How many contacts an audience matches now (the dashboard's preview before a campaign is created). */
export async function countAudience(db: DbOrTx, actor: Actor, input: AudienceInput): Promise<{ contacts: number }> {
  const audience = parseOrThrow(audienceInput, input);
  const [row] = await db.select({ n: count() }).from(contacts).where(audienceFilter(actor, audience));
  return { contacts: row.n };
}

const CHUNK = 500;

/** One contact of an audience as the run would record it: pending (callable), or skipped and why. */
export interface ClassifiedRecipient {
  contactId: number;
  phoneNumber: string | null;
  status: Extract<RecipientStatus, 'pending' | `skipped_${string}`>;
  /** Where the contact says it is (the calling rules' hints), for the pre-flight's calling-hours estimate. */
  callee: { timezone: string | null; state: string | null; country: string | null };
}

/** The account's facts the classification judges every number against, read once. */
export interface AudienceFacts {
  /** Numbers on the do-not-call list or flagged on any of the account's contacts (doNotCallSql). */
  doNotCall: Set<string>;
  destination: DestinationPolicy;
  /** The consent the purpose requires (null: none, or not judged here) and each number's active consents. */
  consent: { rule: AccountConsentRule; purpose: CallPurpose; active: Map<string, ActiveConsent[]> } | null;
  /** Whether the destination policy refuses each number, when judged beforehand (classifyAudience does, in slices). */
  destinationRefused?: Map<string, boolean>;
}

/**
 * Which contacts of an audience a campaign would call, and why it skips the others, judged as the run judges them:
 * the audience's contacts as `actor` sees them, each with its primary number; a contact without one is
 * skipped_no_phone, a number already taken by an earlier contact skipped_duplicate, then the gate's own order:
 * do-not-call, destination (the account's countries and number types), consent for the campaign's purpose. Both the
 * start (resolveAudience, which writes the answer) and the pre-flight (which counts it) call this, so the two agree.
 * `judgeConsent: false` leaves consent to the dispatch (a campaign scheduled for later is judged at its dial).
 */
export async function classifyAudience(
  db: DbOrTx, actor: Actor, q: { audience: CampaignAudience; purpose: CallPurpose }, at: Date, opts: { judgeConsent: boolean },
): Promise<ClassifiedRecipient[]> {
  const rows = await db
    .select({
      contactId: contacts.id, phoneNumber: contactPhoneNumbers.phoneNumber, flagged: contactPhoneNumbers.doNotCall,
      timezone: contacts.timezone, state: contacts.state, country: contacts.country,
    })
    .from(contacts)
    .leftJoin(contactPhoneNumbers, and(eq(contactPhoneNumbers.contactId, contacts.id), eq(contactPhoneNumbers.isPrimary, true)))
    .where(audienceFilter(actor, q.audience))
    .orderBy(asc(contacts.id));
  const numbers = [...new Set(rows.map((r) => r.phoneNumber).filter((n): n is string => Boolean(n)))];
  const [doNotCall, destination, consentRule] = await Promise.all([
    doNotCallNumbersOf(db, actor.accountId, numbers),
    accountDestinationPolicy(db, actor.accountId),
    opts.judgeConsent ? accountConsentRule(db, actor.accountId) : null,
  ]);
  for (const r of rows) if (r.phoneNumber && r.flagged) doNotCall.add(r.phoneNumber);
  // Parsing tens of thousands of numbers is the costly part: done here, handing the event loop over now and then.
  const tick = cooperative();
  const destinationRefused = new Map<string, boolean>();
  for (const n of numbers) {
    destinationRefused.set(n, destinationRefusal(n, destination) !== null);
    await tick();
  }
  const consentNeeded = consentRule !== null && requiredConsentFor(consentRule.required, q.purpose) !== null;
  const facts: AudienceFacts = {
    doNotCall,
    destination,
    consent: consentRule && {
      rule: consentRule,
      purpose: q.purpose,
      active: consentNeeded ? await activeConsentsOfNumbers(db, actor.accountId, numbers, at) : new Map(),
    },
    destinationRefused,
  };
  return classifyRows(rows, facts);
}

/** The pure half of classifyAudience: each row's status, in the order the rows come (the first contact keeps a number). */
export function classifyRows(
  rows: { contactId: number; phoneNumber: string | null; timezone: string | null; state: string | null; country: string | null }[],
  facts: AudienceFacts,
): ClassifiedRecipient[] {
  const seen = new Set<string>();
  const destinationRefused = facts.destinationRefused ?? new Map<string, boolean>();
  return rows.map((r) => {
    const n = r.phoneNumber;
    let status: ClassifiedRecipient['status'] = 'pending';
    if (!n) status = 'skipped_no_phone';
    else if (seen.has(n)) status = 'skipped_duplicate';
    else if (facts.doNotCall.has(n)) status = 'skipped_do_not_call';
    else {
      let refused = destinationRefused.get(n);
      if (refused === undefined) destinationRefused.set(n, (refused = destinationRefusal(n, facts.destination) !== null));
      if (refused) status = 'skipped_destination_not_allowed';
      else if (facts.consent) {
        const c = consentFactsFor({ rule: facts.consent.rule, purpose: facts.consent.purpose, active: facts.consent.active.get(n) ?? [], enforced: true });
        if (c.required && !c.found) status = 'skipped_no_consent';
      }
    }
    if (n) seen.add(n);
    return { contactId: r.contactId, phoneNumber: n, status, callee: { timezone: r.timezone, state: r.state, country: r.country } };
  });
}

/** Which of `numbers` are on the account's do-not-call list or flagged on one of its contacts, a chunk at a time. */
async function doNotCallNumbersOf(db: DbOrTx, accountId: number, numbers: string[]): Promise<Set<string>> {
  const blocked = new Set<string>();
  for (let i = 0; i < numbers.length; i += CHUNK) {
    const part = numbers.slice(i, i + CHUNK);
    const [listed, flagged, erased] = await Promise.all([
      db.select({ n: doNotCallNumbers.number }).from(doNotCallNumbers)
        .where(and(eq(doNotCallNumbers.accountId, accountId), inArray(doNotCallNumbers.number, part))),
      db.select({ n: contactPhoneNumbers.phoneNumber }).from(contactPhoneNumbers)
        .where(and(eq(contactPhoneNumbers.accountId, accountId), inArray(contactPhoneNumbers.phoneNumber, part), sql`${contactPhoneNumbers.doNotCall}`)),
      erasedNumbersOf(db, accountId, part),
    ]);
    for (const r of [...listed, ...flagged]) blocked.add(r.n);
    for (const n of erased) blocked.add(n);
  }
  return blocked;
}

/**
 * Resolves a campaign's audience once, at start: one recipient per contact, recorded as classifyAudience judges it
 * (pending, or skipped and why; a skipped recipient is never dialed). Consent is judged here when the campaign
 * dials at once; one scheduled for later has it judged by the dispatch at its moment. Returns the recipients
 * written, each with its status.
 */
/** Recipients written at once past which the table's statistics are renewed (autovacuum's own floor is 10%). */
const ANALYZE_AFTER = 5_000;

export async function resolveAudience(
  tx: Tx, actor: Actor, campaign: { id: number; audience: CampaignAudience; purpose: CallPurpose }, at: Date, opts: { judgeConsent: boolean },
): Promise<ClassifiedRecipient[]> {
  const classified = await classifyAudience(tx, actor, campaign, at, opts);
  const values = classified.map((r) => ({ campaignId: campaign.id, contactId: r.contactId, phoneNumber: r.phoneNumber, status: r.status, updatedAt: at }));
  for (let i = 0; i < values.length; i += CHUNK) await tx.insert(campaignRecipients).values(values.slice(i, i + CHUNK));
  // A large audience changes the table's shape at once, sooner than autovacuum notices: the planner's statistics are
  // renewed now, so the dispatch's first passes walk the due index instead of sorting every recipient.
  if (values.length >= ANALYZE_AFTER) await tx.execute(sql`analyze ${campaignRecipients}`);
  return classified;
}
