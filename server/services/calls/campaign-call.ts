import { and, eq } from 'drizzle-orm';
import { agents, calls, contacts, type CallPurpose, type RetryPolicy } from '../../db/schema';
import type { Tx } from '../../db/types';
import { config } from '../../config';
import { enqueueJob } from '../../outbox/jobs';
import { contactForCall, getBusinessValues, type ContactForCall } from '../contacts/template-values';
import type { HoldPlan } from '../wallet/billing';
import { startCall } from './call-jobs';
import type { CallRow } from './call-row';
import { heldCallValues, placedCallValues } from './placed-call-values';
import { providerFor } from '../providers';

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
  /** 1-based; a later attempt names the first one's call_id in `retryOf`. */
  attempt: number;
  retryOf: string | null;
}

/**
 * Places one call of a campaign, inside the campaign's dispatch transaction: the same variables, rendering and
 * row as `initiateCall`, `queued` with its dial job due now, holding the funds the dispatch reserved for it
 * (`reserveHold`, under the account lock, in the same transaction). The dial (startCall → dialCall) re-checks
 * do-not-call, the wallet and the calling rules, which the campaign always enforces. The campaign, not the call,
 * schedules later attempts (so its concurrency cap holds): see `scheduleRetry`.
 */
export async function placeCampaignCall(tx: Tx, input: CampaignCallInput, funds: { rateCents: number; hold: HoldPlan }, now: Date): Promise<CallRow> {
  const [[agent], business] = await Promise.all([
    tx.select().from(agents).where(eq(agents.id, input.agentId)),
    getBusinessValues(tx, input.accountId),
  ]);
  let contact: ContactForCall | null = null;
  if (input.contactId !== null) {
    const [row] = await tx.select().from(contacts).where(and(eq(contacts.id, input.contactId), eq(contacts.accountId, input.accountId)));
    if (row) contact = await contactForCall(tx, row);
  }
  const provider = providerFor(config.VOICE_PROVIDER);
  const [call] = await tx
    .insert(calls)
    .values({
      ...placedCallValues({
        accountId: input.accountId, agent, createdByUserId: input.createdByUserId, contact, phoneNumber: input.phoneNumber, business,
        variables: input.variables, now,
      }),
      ...heldCallValues(funds.rateCents, funds.hold),
      estimatedStartAt: new Date(now.getTime() + provider.estimatedStartSeconds() * 1000),
      status: 'queued',
      purpose: input.purpose,
      callingHours: 'enforce',
      retryPolicy: input.retryPolicy,
      attempt: input.attempt,
      retryOf: input.retryOf,
      campaignId: input.campaignId,
    })
    .returning();
  await enqueueJob(tx, startCall, { call_id: call.id }, { runAt: now });
  return call;
}
