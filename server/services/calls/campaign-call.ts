import { and, eq, inArray } from 'drizzle-orm';
import { contactPhoneNumbers, contacts, type agents, type CallPurpose, type RetryPolicy, type VoicemailPolicy } from '../../db/schema';
import type { Tx } from '../../db/types';
import { disclosuresForCallee } from '../compliance/callee-disclosures';
import { contactForCallOf, type ContactForCall } from '../contacts/template-values';
import type { CallFrom } from './call-from';
import type { CallValues } from './place-call';
import { placedCallValues } from './placed-call-values';
import { agentProviderOf } from '../agents/agent-provider';
import { providerFor } from '../providers';

export interface CampaignCallInput {
  accountId: number;
  campaignId: number;
  createdByUserId: number | null;
  contactId: number | null;
  phoneNumber: string;
  purpose: CallPurpose;
  variables: Record<string, unknown>;
  retryPolicy: RetryPolicy;
  /** This attempt's voicemail policy (the campaign's, or hang_up once the recipient has a message). */
  voicemail: VoicemailPolicy;
  /** 1-based; a later attempt names the first one's call_id in `retryOf`. */
  attempt: number;
  retryOf: string | null;
  /** The caller number the dispatch picked for the callee (local presence); absent: the agent's own. */
  from?: CallFrom;
}

/** What every call of one campaign pass shares: the agent, its provider and the business values. */
export interface CampaignPassContext {
  agent: typeof agents.$inferSelect;
  business: Record<string, unknown>;
}

/**
 * The row of one campaign call, as `initiateCall` renders a call: the same variables and rendering, `queued` with
 * its dial due now. The pass hands a batch of them to the one writer (placeCallBatch), which takes each call's hold
 * under the account lock or refuses (live_call_limit, insufficient_funds) and writes nothing more. The dispatch
 * judged the calling rules and do-not-call (the gate) and the campaign's own slots; the dial (startCall → dialCall,
 * or a pass's batch: dialCallBatch) judges everything again at its moment. The campaign, not the call, schedules
 * later attempts (so its concurrency cap holds): see `scheduleRetry`.
 */
export async function campaignCallValues(input: CampaignCallInput, pass: CampaignPassContext, contact: ContactForCall | null, now: Date): Promise<CallValues> {
  const provider = providerFor(agentProviderOf(pass.agent));
  const disclosures = await disclosuresForCallee(input.phoneNumber, contact?.values ?? null);
  return {
    ...placedCallValues({
      accountId: input.accountId, agent: pass.agent, createdByUserId: input.createdByUserId, contact, phoneNumber: input.phoneNumber,
      business: pass.business, variables: input.variables, provider: provider.name, disclosures, voicemail: input.voicemail, now,
    }),
    ...(input.from && { fromNumber: input.from.number, fromProviderPhoneNumberId: input.from.providerPhoneNumberId }),
    estimatedStartAt: new Date(now.getTime() + provider.estimatedStartSeconds() * 1000),
    status: 'queued',
    purpose: input.purpose,
    callingHours: 'enforce',
    retryPolicy: input.retryPolicy,
    attempt: input.attempt,
    retryOf: input.retryOf,
    campaignId: input.campaignId,
  };
}

/** The contacts of a pass's callees, with their primary numbers, for the calls' template values (two statements). */
export async function contactsForCampaignCalls(tx: Tx, accountId: number, contactIds: number[]): Promise<Map<number, ContactForCall>> {
  if (!contactIds.length) return new Map();
  const [rows, primaries] = await Promise.all([
    tx.select().from(contacts).where(and(inArray(contacts.id, contactIds), eq(contacts.accountId, accountId))),
    tx.select({ contactId: contactPhoneNumbers.contactId, phoneNumber: contactPhoneNumbers.phoneNumber })
      .from(contactPhoneNumbers)
      .where(and(inArray(contactPhoneNumbers.contactId, contactIds), eq(contactPhoneNumbers.isPrimary, true))),
  ]);
  const primary = new Map(primaries.map((p) => [p.contactId, p.phoneNumber]));
  return new Map(rows.map((c) => [c.id, contactForCallOf(c, primary.get(c.id) ?? null)]));
}
