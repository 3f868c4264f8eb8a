import { and, eq } from 'drizzle-orm';
import { agents, contacts, type CallPurpose, type RetryPolicy, type VoicemailPolicy } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { ComplianceDecision } from '../compliance/compliance-record-write';
import { disclosuresForCallee } from '../compliance/callee-disclosures';
import { contactForCall, getBusinessValues, type ContactForCall } from '../contacts/template-values';
import { placeCall, type PlaceCallResult } from './place-call';
import { placedCallValues } from './placed-call-values';
import { agentProviderOf } from '../agents/agent-provider';
import { providerFor } from '../providers';
import type { CallFrom } from '../phone-numbers/pick';

export interface CampaignCallInput {
  accountId: number;
  campaignId: number;
  agentId: number;
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
  /** The dispatch's gate decision for the recipient, kept as the call's compliance record. */
  compliance: ComplianceDecision;
  /** The caller number the dispatch picked for the callee (local presence); absent: the agent's own. */
  from?: CallFrom;
}

/**
 * Places one call of a campaign, inside the campaign's dispatch transaction: the same variables, rendering and
 * row as `initiateCall`, `queued` with its dial job due now, through the one writer (placeCall), which takes its
 * hold under the account lock or refuses (live_call_limit, insufficient_funds) and writes nothing. The dispatch
 * judged the calling rules and do-not-call (the gate) and the campaign's own slots; the dial (startCall →
 * dialCall) re-checks everything at its moment. The campaign, not the call, schedules later attempts (so its
 * concurrency cap holds): see `scheduleRetry`.
 */
export async function placeCampaignCall(tx: Tx, input: CampaignCallInput, now: Date): Promise<PlaceCallResult> {
  const [[agent], business] = await Promise.all([
    tx.select().from(agents).where(eq(agents.id, input.agentId)),
    getBusinessValues(tx, input.accountId),
  ]);
  let contact: ContactForCall | null = null;
  if (input.contactId !== null) {
    const [row] = await tx.select().from(contacts).where(and(eq(contacts.id, input.contactId), eq(contacts.accountId, input.accountId)));
    if (row) contact = await contactForCall(tx, row);
  }
  const provider = providerFor(agentProviderOf(agent));
  const disclosures = await disclosuresForCallee(input.phoneNumber, contact?.values ?? null);
  return placeCall(tx, {
    accountId: input.accountId,
    hold: 'now',
    // A campaign's call is dialed at once: it takes one of the account's live slots now.
    countsLive: true,
    direction: 'outbound',
    agentId: input.agentId,
    startAt: now,
    compliance: input.compliance,
    values: {
      ...placedCallValues({
        accountId: input.accountId, agent, createdByUserId: input.createdByUserId, contact, phoneNumber: input.phoneNumber, business,
        variables: input.variables, provider: provider.name, disclosures, voicemail: input.voicemail, now,
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
    },
  });
}
