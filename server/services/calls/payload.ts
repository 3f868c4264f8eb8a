import type { TranscriptLine } from '../../db/schema';
import { toIso } from '../../lib/time';
import { dollars } from '../wallet/billing';
import type { CallRow } from './call-row';
import type { CallDto, CallListItemDto } from './schema';

export type CallEventType =
  | 'call.started' | 'call.ended' | 'call.failed' | 'call.transcript' | 'call.recording' | 'call.summary' | 'call.analyzed'
  | 'call.compliance_flagged';

export interface AgentInfo {
  id: number;
  name: string;
  assistantId: string;
}

const contactOf = (c: CallRow) => (c.contactId ? { id: c.contactId, name: c.contactName, email: c.contactEmail } : null);

/**
 * The contract's call event payload. Every listed field is present (unknown → null); call.failed adds
 * `failure_reason` and call.transcript adds `transcript` to the call object.
 */
export function callEventPayload(type: CallEventType, c: CallRow, agent: AgentInfo, now: Date): Record<string, unknown> {
  const call: Record<string, unknown> = {
    id: c.id,
    klen_call_id: c.callId,
    agent_id: agent.id,
    agent_name: agent.name,
    status: c.status,
    type: c.type,
    phone_number: c.phoneNumber,
    from_number: c.fromNumber,
    started_at: toIso(c.startedAt),
    ended_at: toIso(c.endedAt),
    duration_seconds: c.durationSeconds,
    recording_url: c.recordingUrl,
    summary: c.summary,
    contact: contactOf(c),
    ...attemptOf(c),
    ...disclosuresOf(c),
    cost_cents: c.costCents,
    cost: c.costCents === null ? null : dollars(c.costCents),
    ...costAndLatencyOf(c),
  };
  if (type === 'call.failed') call.failure_reason = c.failureReason;
  if (type === 'call.transcript') call.transcript = (c.transcript ?? []) satisfies TranscriptLine[];
  if (type === 'call.analyzed') call.analysis = c.analysis;
  if (type === 'call.compliance_flagged') call.disclosure_missing = c.disclosureMissing ?? [];
  return { event_type: type, call, timestamp: toIso(now) };
}

export function toCallListItem(c: CallRow, agent: AgentInfo): CallListItemDto {
  return {
    id: c.id,
    call_id: c.callId,
    status: c.status,
    type: c.type,
    phone_number: c.phoneNumber,
    from_number: c.fromNumber,
    agent: { id: agent.id, name: agent.name, assistant_id: agent.assistantId },
    agent_version: c.agentVersion,
    contact: contactOf(c),
    created_at: toIso(c.createdAt),
    estimated_start: toIso(c.estimatedStartAt),
    started_at: toIso(c.startedAt),
    ended_at: toIso(c.endedAt),
    duration_seconds: c.durationSeconds,
    cost_cents: c.costCents,
    cost: c.costCents === null ? null : dollars(c.costCents),
    failure_reason: c.failureReason,
    recording_url: c.recordingUrl,
    summary: c.summary,
    ...schedulingOf(c),
    purpose: c.purpose,
    retry: c.retryPolicy,
    wait_reason: c.waitReason,
    voicemail: c.voicemail,
    voicemail_left: c.voicemailLeft,
    ...disclosuresOf(c),
    ...costAndLatencyOf(c),
  };
}

/**
 * What the call cost and how fast its agent was, in the API and in webhook payloads: billed_cents is cost_cents
 * itself (the wallet's debit), the provider's parts are null until it reports them.
 */
export function costAndLatencyOf(c: CallRow): Pick<CallListItemDto, 'cost_breakdown' | 'latency'> {
  return {
    cost_breakdown: { billed_cents: c.costCents, provider_cents: c.providerCostCents, components: c.costComponents },
    latency: c.latency,
  };
}

/** What the call had to tell the callee and whether its agent did, in the API and in webhook payloads. */
function disclosuresOf(c: CallRow) {
  return { disclosures: c.disclosures, disclosure_check: c.disclosureCheck };
}

/** The scheduling and retry fields every call carries, in the API and in webhook payloads. */
export function schedulingOf(c: CallRow) {
  return { scheduled_at: toIso(c.scheduledAt), ...attemptOf(c) };
}

/** What webhook payloads add inside `call`: why it ended and which attempt of which call it is. */
function attemptOf(c: CallRow) {
  return { ended_reason: c.endedReason, attempt: c.attempt, retry_of: c.retryOf, campaign_id: c.campaignId };
}

export function toCallDto(c: CallRow, agent: AgentInfo, events: CallDto['events'] = []): CallDto {
  return {
    ...toCallListItem(c, agent),
    events,
    transferred_to: c.transferredToName === null ? null : { user_id: c.transferredToUserId, name: c.transferredToName },
    transcript: c.transcript ?? null,
    analysis: c.analysis ?? null,
    disclosure_missing: c.disclosureMissing ?? null,
    variables: c.variables,
    first_message: c.firstMessage,
    instructions: c.instructions,
    content_purged_at: toIso(c.contentPurgedAt),
  };
}
