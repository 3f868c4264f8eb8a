import type { Actor } from '../../auth/actor';
import { config } from '../../config';
import { calls, defaultRetryPolicy } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError, parseInput, validationError } from '../../errors';
import { enqueueJob } from '../../outbox/jobs';
import { toIso } from '../../lib/time';
import { assertAgentNotArchived } from '../agents/archive';
import { assertAgentCanMakeCalls } from '../agents/can-make-calls';
import { agentNotFound, agentRefOf } from '../agents/service';
import { rulesInputFor } from '../compliance/callee';
import { decide } from '../compliance/calling-rules';
import { contactNotFound } from '../contacts/access';
import { assertDestinationAllowed } from '../compliance/destination-policy';
import { placementLookups } from './placement-context';
import { placeInOneStatement } from './place-one-statement';
import { heldCallValues, placedCallValues } from './placed-call-values';
import { addHeldCents, availableCents, insufficientFunds, liveCallCount, liveCallLimit, lockAccountForPlacement } from '../wallet/holds';
import { holdPlan } from '../wallet/billing';
import { addFundsHint } from '../wallet/funds-hint';
import { requirePhone } from '../compliance/do-not-call';
import { startCall } from './call-jobs';
import { waitReasonOf } from './dial';
import { providerFor } from '../providers';
import { initiateCallInput, type CallCreatedDto, type InitiateCallInput } from './schema';

const MAX_SCHEDULE_AHEAD_MS = 30 * 86_400_000;

/** `scheduled_at`: a date-time in the future, at most 30 days ahead. */
function scheduledAtOf(value: string | null | undefined, now: Date): Date | null {
  if (value === undefined || value === null) return null;
  const t = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  const problem = Number.isNaN(t)
    ? 'must be an ISO 8601 date-time such as 2026-11-24T15:00:00Z'
    : t <= now.getTime()
      ? 'must be in the future'
      : t > now.getTime() + MAX_SCHEDULE_AHEAD_MS
        ? 'must be at most 30 days ahead'
        : null;
  if (problem) throw validationError([{ path: 'scheduled_at', message: problem }]);
  return new Date(t);
}

/**
 * POST /api/v1/calls. Checks in decisions.md's order — missing fields, phone format, agent, agent phone (and not
 * archived), contact, do-not-call, destination policy, live-call cap, funds — then holds the call's funds and writes the
 * queued call and the job that starts it, all or nothing: in one statement when the wallet affords the longest call,
 * else in one transaction.
 */
export async function initiateCall(db: Database, actor: Actor, input: InitiateCallInput, now = new Date()): Promise<CallCreatedDto> {
  const data = parseInput(initiateCallInput, input);
  const requestedAt = scheduledAtOf(data.scheduled_at, now);
  const phoneNumber = requirePhone(data.phone_number);
  // One statement reads the agent, the contact and the account's rules; its answers are judged in the contract's
  // order (agent, agent phone, contact, do-not-call, destination), whichever fails first.
  const contactId = data.contact_id ?? null;
  const found = await placementLookups(db, actor, { agent: agentRefOf(data.agent_id), contactId, e164: phoneNumber });
  if (!found.agent) throw agentNotFound(data.agent_id);
  const agent = found.agent;
  assertAgentCanMakeCalls(agent);
  assertAgentNotArchived(agent);
  // Without a contact_id, a number that is one of the actor's contacts' links the call to that contact.
  if (contactId !== null && !found.contact) throw contactNotFound(contactId);
  const contact = found.contact;
  const { doNotCall, policy, business, rules, rateCents, maxCallSeconds } = found.context;
  if (doNotCall) throw new AppError('do_not_call', `${phoneNumber} is on the do-not-call list.`);
  assertDestinationAllowed(phoneNumber, policy);

  const placed = placedCallValues({
    accountId: actor.accountId, agent, createdByUserId: actor.userId, contact, phoneNumber, business, variables: data.variables ?? {}, now,
  });
  const provider = providerFor(config.VOICE_PROVIDER);
  const purpose = data.purpose ?? 'marketing';
  const callingHours = data.calling_hours ?? (rules.enforceOnApiCalls ? 'enforce' : 'ignore');
  // Waits when asked to, or when the enforced rules say "not now"; the dial re-checks at its moment either way.
  let scheduledAt = requestedAt;
  let waitReason: string | null = null;
  if (callingHours === 'enforce') {
    const decision = decide(await rulesInputFor(db, { accountId: actor.accountId, phoneNumber, contactId: contact?.id, purpose, at: requestedAt ?? now, rules }));
    if (!decision.allowed && decision.nextAllowedAt) {
      scheduledAt = decision.nextAllowedAt;
      waitReason = waitReasonOf(decision.blocks);
    }
  }
  const estimatedStart = new Date((scheduledAt ?? now).getTime() + provider.estimatedStartSeconds() * 1000);

  const values = {
    ...placed,
    estimatedStartAt: estimatedStart,
    status: scheduledAt ? ('scheduled' as const) : ('queued' as const),
    scheduledAt,
    waitReason,
    purpose,
    callingHours,
    retryPolicy: { ...defaultRetryPolicy, ...data.retry },
  };
  const runAt = scheduledAt ?? now;
  // The usual placement is one statement (place-one-statement.ts); the transaction below judges the rest: the cap
  // reached, money short of the longest call, settings changed meanwhile, or a caller's own transaction.
  const placedId =
    (await placeInOneStatement(db, { accountId: actor.accountId, rateCents, maxCallSeconds, countLive: !scheduledAt, values, runAt }))?.id ??
    (await placeInTransaction()).id;

  return {
    id: placedId,
    call_id: values.callId,
    status: values.status,
    type: 'outbound',
    phone_number: values.phoneNumber,
    agent: { id: agent.id, name: agent.name, assistant_id: agent.assistantId },
    created_at: toIso(values.createdAt),
    estimated_start: toIso(values.estimatedStartAt),
    // A new API call is its own first attempt, of no campaign, and has not ended.
    scheduled_at: toIso(scheduledAt), ended_reason: null, attempt: 1, retry_of: null, campaign_id: null,
  };

  async function placeInTransaction() {
    return db.transaction(async (tx) => {
      // The funds are held here, with the account row locked, so concurrent requests (from any process) take turns
      // and never hold the same cents twice; a refusal rolls back, and nothing is queued. A call that waits
      // (scheduled) holds now too, so that an accepted call can always be paid, but counts against the live-call cap
      // only when it is dialed. Placements of one account take turns on the lock, so it is held for two round trips:
      // the lock (which also draws the call's id), then every write at once with the live-call count, judged before
      // the commit. The count leaves out the call being placed, so it holds whatever order those statements run in.
      const funds = await lockAccountForPlacement(tx, actor.accountId);
      const countLive = !scheduledAt;
      const hold = holdPlan(availableCents(funds), funds.rateCents, funds.maxCallSeconds);
      if (!hold) {
        // The cap is judged before the funds (decisions.md's order), so a refusal counts first.
        if (countLive && (await liveCallCount(tx, actor.accountId, { atMost: funds.maxLiveCalls })) >= funds.maxLiveCalls) throw liveCallLimit(funds.maxLiveCalls);
        throw insufficientFunds(funds, await addFundsHint(tx, actor.accountId));
      }
      const [live, , [call]] = await Promise.all([
        countLive ? liveCallCount(tx, actor.accountId, { exceptCallId: funds.callId, atMost: funds.maxLiveCalls }) : 0,
        hold.holdCents ? addHeldCents(tx, actor.accountId, hold.holdCents) : undefined,
        tx.insert(calls).values({ ...values, ...heldCallValues(funds.rateCents, hold), id: funds.callId }).returning({ id: calls.id }),
        enqueueJob(tx, startCall, { call_id: funds.callId }, { runAt }),
      ]);
      if (live >= funds.maxLiveCalls) throw liveCallLimit(funds.maxLiveCalls);
      return call;
    });
  }
}
