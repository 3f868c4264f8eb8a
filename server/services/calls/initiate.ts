import type { Actor } from '../../auth/actor';
import { logger } from '../../logger';
import { defaultRetryPolicy, type CallPurpose } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError, parseInput, validationError } from '../../errors';
import { DATE_TIME_MESSAGE, parseDateTime } from '../../lib/date-time';
import { toIso } from '../../lib/time';
import { whyAgentCannotCall } from '../agents/can-make-calls';
import { agentRefOf } from '../agents/service';
import { rulesInputFor } from '../compliance/callee';
import { disclosuresForCallee } from '../compliance/callee-disclosures';
import { consentFactsFor } from '../compliance/consent-fact';
import type { Block } from '../compliance/calling-rules';
import { gate, waitReasonOf, type PlacementFacts } from '../compliance/gate';
import { requirePhone } from '../compliance/do-not-call';
import { addFundsHint } from '../wallet/funds-hint';
import { insufficientFunds } from '../wallet/holds';
import { isUniqueViolation } from '../../db/errors';
import type { IdempotencyClaim } from '../idempotency/store';
import { findCallOfClaim } from './claimed-call';
import { placeCall } from './place-call';
import { readPlacementFacts } from './placement-facts';
import { placedCallValues } from './placed-call-values';
import { agentProviderOf } from '../agents/agent-provider';
import { providerFor } from '../providers';
import { initiateCallInput, type CallCreatedDto, type InitiateCallInput } from './schema';

const MAX_SCHEDULE_AHEAD_MS = 30 * 86_400_000;

/** `scheduled_at`: a date-time (no offset: UTC) in the future, at most 30 days ahead. */
function scheduledAtOf(value: string | null | undefined, now: Date): Date | null {
  if (value === undefined || value === null) return null;
  const t = parseDateTime(value)?.getTime() ?? NaN;
  const problem = Number.isNaN(t)
    ? DATE_TIME_MESSAGE
    : t <= now.getTime()
      ? 'must be in the future'
      : t > now.getTime() + MAX_SCHEDULE_AHEAD_MS
        ? 'must be at most 30 days ahead'
        : null;
  if (problem) throw validationError([{ path: 'scheduled_at', message: problem }]);
  return new Date(t);
}

/**
 * POST /api/v1/calls: the facts in one read (readPlacementFacts, and the callee's calling rules when enforced), the
 * gate in its fixed order (the first refusal answers) — agent, agent phone (and not archived), contact, do-not-call, destination policy,
 * consent (when enforce_consent_on_api_calls), calling rules — and the writer, which judges the live-call cap and the funds under the account lock and writes
 * the call, its hold and its dial job, all or nothing (placeCall: one statement when the wallet affords the longest
 * call, else one transaction).
 */
export async function initiateCall(
  db: Database, actor: Actor, input: InitiateCallInput, now = new Date(), idempotency?: IdempotencyClaim,
): Promise<CallCreatedDto> {
  return (await placeRequestedCall(db, actor, input, { now, idempotency })).call;
}

export interface PlacementOptions {
  now?: Date;
  /**
   * Hold the call to the calling hours and to the consent its purpose requires whatever the request and the account's
   * API defaults say (enforce_calling_hours_on_api_calls, enforce_consent_on_api_calls): the MCP door's place_call.
   */
  alwaysEnforce?: boolean;
  /**
   * The call's purpose is the one the agent's owners or admins set for its assistant calls (agents.purpose), not the
   * request's, which may only ask for marketing: the MCP door, where a model's word would otherwise set the law's
   * windows and the consent aside.
   */
  purposeOfAgent?: boolean;
  /**
   * The request's claim of its Idempotency-Key: the call records it, and a request run again after a lost first
   * run answers the call that run placed (judged then, not again now) instead of placing another.
   */
  idempotency?: IdempotencyClaim;
  /**
   * Whose word holds the call to the consent its purpose needs: the account's enforce_consent_on_api_calls
   * (`account`, the default: REST, so a contract client is unchanged), `always` as a campaign is (the dashboard's Call
   * now), or `never` (a test call to a number the user names: their own phone, which they ask to ring).
   */
  consent?: 'account' | 'always' | 'never';
}

/** A placed call, and when it waits for the calling rules, the blocks that hold it (each with its rule and source). */
export interface RequestedCallPlacement {
  call: CallCreatedDto;
  heldBy: Block[] | null;
  /** The purpose the call was judged and recorded by. */
  purpose: CallPurpose;
}

/** A refusal that also names the purpose it was judged by (the agent's, which the caller did not choose). */
const withPurpose = (err: AppError, purpose: CallPurpose) =>
  new AppError(err.code, err.message, { details: err.details, extra: { ...err.extra, purpose } });

/** initiateCall's one body, which also tells which rules hold a call it schedules. */
export async function placeRequestedCall(
  db: Database, actor: Actor, input: InitiateCallInput, opts: PlacementOptions = {},
): Promise<RequestedCallPlacement> {
  const now = opts.now ?? new Date();
  const data = parseInput(initiateCallInput, input);
  const claimId = opts.idempotency?.claimId;
  if (claimId && opts.idempotency!.rerun) {
    const found = await findCallOfClaim(db, actor.accountId, claimId);
    if (found) return { ...found, heldBy: null };
  }
  const requestedAt = scheduledAtOf(data.scheduled_at, now);
  const phoneNumber = requirePhone(data.phone_number);
  const contactId = data.contact_id ?? null;
  // Without a contact_id, a number that is one of the actor's contacts' links the call to that contact.
  const found = await readPlacementFacts(db, actor, { agent: agentRefOf(data.agent_id), contactId, e164: phoneNumber, at: now });
  const { doNotCall, policy, business, rules, consentRule, activeConsents, rateCents, maxCallSeconds } = found.context;
  const agent = found.agent;
  const contact = found.contact;
  // On the MCP door a request may make a call stricter (marketing), never looser than its agent's mark.
  const purpose: CallPurpose = opts.purposeOfAgent && data.purpose !== 'marketing' ? (agent?.purpose ?? 'marketing') : (data.purpose ?? 'marketing');
  const callingHours = opts.alwaysEnforce ? 'enforce' : (data.calling_hours ?? (rules.enforceOnApiCalls ? 'enforce' : 'ignore'));
  const consentEnforced = opts.alwaysEnforce === true || opts.consent === 'always' || (opts.consent !== 'never' && consentRule.enforceOnApiCalls);
  // "ignore" sets aside the account's own rules (hours, days, holidays, attempt cap), never the law: the legal
  // windows, state days off, holidays and caps bind every marketing call.
  const scope = callingHours === 'enforce' ? 'all' : 'law';
  const facts: PlacementFacts = {
    phoneNumber,
    agent: { ref: data.agent_id, row: agent && { id: agent.id, archivedAt: agent.archivedAt, cannotCall: whyAgentCannotCall(agent) } },
    contact: contactId === null ? undefined : { id: contactId, found: contact !== null },
    doNotCall,
    destination: policy,
    // A direct call is held to the account's consent rule only when it says so (else a contract call is unchanged);
    // its dial checks again when it waits or is retried.
    consent: consentFactsFor({ rule: consentRule, purpose, active: activeConsents, enforced: consentEnforced }),
    callingRules: agent && (scope === 'all' || purpose === 'marketing')
      ? await rulesInputFor(db, { accountId: actor.accountId, phoneNumber, contactId: contact?.id, purpose, at: requestedAt ?? now, scope, rules, doNotCall })
      : undefined,
  };
  const answer = gate(facts);
  // Refused: the code's error. Not now under the rules that bind it: the call waits for the next allowed moment (the
  // dial re-checks at its moment either way); with no such moment in sight it is placed, and its dial cancels it.
  if (answer.verdict === 'refuse' && answer.code !== 'no_allowed_moment') {
    // The consent a call needs depends on its purpose, which on the MCP door its caller did not choose: say which.
    throw opts.purposeOfAgent && answer.code === 'consent_required' ? withPurpose(answer.error, purpose) : answer.error;
  }
  const scheduledAt = answer.verdict === 'wait' ? answer.until : requestedAt;
  const waitReason = answer.verdict === 'wait' ? waitReasonOf(answer.blocks) : null;

  const provider = providerFor(agentProviderOf(agent!));
  const values = {
    ...placedCallValues({
      accountId: actor.accountId, agent: agent!, createdByUserId: actor.userId, contact, phoneNumber, business, variables: data.variables ?? {},
      provider: provider.name, disclosures: await disclosuresForCallee(phoneNumber, contact?.values ?? null), voicemail: data.voicemail, now,
    }),
    estimatedStartAt: new Date((scheduledAt ?? now).getTime() + provider.estimatedStartSeconds() * 1000),
    status: scheduledAt ? ('scheduled' as const) : ('queued' as const),
    scheduledAt,
    waitReason,
    purpose,
    callingHours,
    consentEnforced: consentEnforced || requestedAt !== null,
    retryPolicy: { ...defaultRetryPolicy, ...data.retry },
    ...(claimId ? { idempotencyClaimId: claimId } : {}),
  };
  // A call that waits holds its funds now too, so that an accepted call can always be paid, but counts against the
  // live-call cap only when it is dialed.
  let placed;
  try {
    placed = await placeCall(db, {
      accountId: actor.accountId, values, hold: 'now', countsLive: !scheduledAt, direction: 'outbound', agentId: agent!.id, startAt: scheduledAt ?? now, planned: { rateCents, maxCallSeconds },
      compliance: { facts, answer, at: now },
    });
  } catch (err) {
    // A run and its re-run overlapped (the first still running when its lock lapsed): the claim's call is one.
    const found = claimId && isUniqueViolation(err) ? await findCallOfClaim(db, actor.accountId, claimId) : null;
    if (found) return { ...found, heldBy: null };
    throw err;
  }
  if (!placed.placed) {
    if (placed.refusal.code === 'insufficient_funds') throw insufficientFunds(placed.funds, await addFundsHint(db, actor.accountId, actor));
    throw placed.refusal.error;
  }
  // The purpose is the caller's word (or the agent's, on the MCP door), and "informational" sets the law's windows
  // aside: each one is on the record.
  if (purpose === 'informational') {
    logger.info('call placed as informational', { account_id: actor.accountId, user_id: actor.userId, call_id: values.callId, agent_id: agent!.id });
  }

  const call: CallCreatedDto = {
    id: placed.id,
    call_id: values.callId,
    status: values.status,
    type: 'outbound',
    phone_number: values.phoneNumber,
    // A direct call goes out from its agent's own number; caller numbers are chosen for campaign calls.
    from_number: values.fromNumber ?? null,
    agent: { id: agent!.id, name: agent!.name, assistant_id: agent!.assistantId },
    created_at: toIso(values.createdAt),
    estimated_start: toIso(values.estimatedStartAt),
    // A new API call is its own first attempt, of no campaign, and has not ended.
    scheduled_at: toIso(scheduledAt), ended_reason: null, attempt: 1, retry_of: null, campaign_id: null,
    wait_reason: waitReason,
  };
  return { call, heldBy: answer.verdict === 'wait' ? answer.blocks : null, purpose };
}
