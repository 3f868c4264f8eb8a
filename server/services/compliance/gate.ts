import { AppError } from '../../errors';
import { holdPlan, type HoldPlan } from '../wallet/billing';
import { availableCents, insufficientFunds, liveCallLimit, type AccountFunds } from '../wallet/holds';
import { decide, type Block, type Purpose, type RulesInput } from './calling-rules';
import { missingConsentMessage } from './consent-coverage';
import { destinationRefusal, type DestinationPolicy } from './destination-policy';

/**
 * The gate every call passes before it is written or dialed: a pure function of the facts read for it, judged in one
 * fixed order, so a call refused for several reasons answers the first of them: agent, agent phone, agent archived,
 * contact, do-not-call, destination, consent, calling rules, live-call cap, funds. It answers allow, wait until a
 * moment, or refuse with a code; each door maps the answer in a few lines (the API throws, the dial cancels or
 * reschedules, a campaign skips or defers a recipient).
 * A fact left out is not judged at that step: a retry is judged whole when it is dialed.
 */
export interface PlacementFacts {
  phoneNumber: string;
  /** The agent as the request named it (`ref`), and what was found (null: not one the actor can see). */
  agent?: { ref: string | number; row: AgentFacts | null };
  /** A contact the request named by id, and whether the actor can see it. */
  contact?: { id: number; found: boolean };
  /** On the account's do-not-call list, or flagged do-not-call on any of its contacts. */
  doNotCall?: boolean;
  destination?: DestinationPolicy;
  /**
   * The consent the call's purpose requires and the active consent found that covers it. Judged after do-not-call
   * and the destination (which refuse whatever the callee agreed to) and before the calling rules (no moment can
   * make a call without consent lawful, so it is refused instead of held).
   */
  consent?: ConsentFacts;
  /** The callee's calling rules at the intended moment, when the call enforces them. */
  callingRules?: RulesInput;
  /** Read under the account lock: the live calls and the money, when this step takes the call's hold. */
  capacity?: CapacityFacts;
}

export interface ConsentFacts {
  /** The call's purpose, which the consent must cover (a marketing consent covers informational calls too). */
  purpose: Purpose;
  /** The kind of consent the business requires for the call's purpose (null: none required). */
  required: 'express' | 'express_written' | null;
  /** The active consent that covers the call, if any (the strongest, latest captured). */
  found: { id: number; kind: 'express' | 'express_written'; scope: 'informational' | 'marketing'; capturedAt: Date } | null;
}

export interface AgentFacts {
  id: number;
  archivedAt: Date | null;
  /** Why the agent cannot place calls (no_phone_number's message), or null when it can. */
  cannotCall: string | null;
}

export interface CapacityFacts {
  funds: AccountFunds;
  /** The account's live calls, counted up to its cap (statuses: countsTowardLiveCap). */
  live: number;
  /** Whether this call takes a live slot now (a call that waits counts when it is dialed). */
  countsLive: boolean;
  /** Whether this step takes the call's hold (false for a call that already holds its funds). */
  needsHold: boolean;
  /** An outbound call (API, scheduled, retried, campaign) leaves the account's inbound reserve free; an inbound one may take it. */
  direction: 'inbound' | 'outbound';
  /** The call's team (its agent's) when the team has a cap: the cap and the team's live calls, counted up to it. */
  team?: TeamCapacity | null;
}

export interface TeamCapacity {
  id: number;
  maxLiveCalls: number;
  live: number;
}

export type GateAnswer =
  | { verdict: 'allow'; hold: HoldPlan | null }
  | { verdict: 'wait'; until: Date; blocks: Block[] }
  | { verdict: 'refuse'; code: RefusalCode; error: AppError; blocks?: Block[] };

export type RefusalCode =
  | 'agent_not_found' | 'no_phone_number' | 'agent_archived' | 'not_found' | 'do_not_call' | 'destination_not_allowed'
  | 'consent_required' | 'no_allowed_moment' | 'live_call_limit' | 'insufficient_funds';

export function gate(f: PlacementFacts): GateAnswer {
  if (f.agent) {
    const agent = f.agent.row;
    if (!agent) return refuse('agent_not_found', `Agent ${f.agent.ref} not found.`);
    if (agent.cannotCall) return refuse('no_phone_number', agent.cannotCall);
    if (agent.archivedAt) return refuse('agent_archived', `Agent ${agent.id} is archived; unarchive it first.`);
  }
  if (f.contact && !f.contact.found) return { verdict: 'refuse', code: 'not_found', error: new AppError('not_found', `Contact ${f.contact.id} not found.`) };
  if (f.doNotCall) return refuse('do_not_call', `${f.phoneNumber} is on the do-not-call list.`);
  if (f.destination) {
    const refusal = destinationRefusal(f.phoneNumber, f.destination);
    if (refusal) {
      return {
        verdict: 'refuse', code: 'destination_not_allowed',
        error: new AppError('destination_not_allowed', refusal.message, { details: [{ path: 'phone_number', message: refusal.rule }] }),
      };
    }
  }
  if (f.consent?.required && !f.consent.found) {
    return refuse('consent_required', missingConsentMessage(f.consent.required, f.consent.purpose, f.phoneNumber));
  }
  if (f.callingRules) {
    const decision = decide(f.callingRules);
    if (!decision.allowed) {
      if (decision.blocks.some((b) => b.code === 'do_not_call')) return { ...refuse('do_not_call', `${f.phoneNumber} is on the do-not-call list.`), blocks: decision.blocks };
      if (!decision.nextAllowedAt) {
        return { ...refuse('no_allowed_moment', `No allowed moment in the next 21 days: ${waitReasonOf(decision.blocks)}`), blocks: decision.blocks };
      }
      return { verdict: 'wait', until: decision.nextAllowedAt, blocks: decision.blocks };
    }
  }
  return f.capacity ? judgeCapacity(f.capacity) : { verdict: 'allow', hold: null };
}

/**
 * The live-call caps, then the funds: the one place they are judged (the placement statement's SQL function,
 * calls_hold_for_placement, mirrors it for the full hold and is pinned to it by a test). The caps count the calls
 * that take a live slot: the account's (an outbound call only up to the cap less the inbound reserve), then the
 * call's team's. The hold is the account's longest call, or fewer whole minutes when the money not already held
 * affords fewer, and never less than one minute.
 */
export function judgeCapacity(c: CapacityFacts): GateAnswer {
  if (c.countsLive) {
    const refusal = liveCapRefusal(c);
    if (refusal) return { verdict: 'refuse', code: 'live_call_limit', error: refusal };
  }
  if (!c.needsHold) return { verdict: 'allow', hold: null };
  const hold = holdPlan(availableCents(c.funds), c.funds.rateCents, c.funds.maxCallSeconds);
  if (!hold) return { verdict: 'refuse', code: 'insufficient_funds', error: insufficientFunds(c.funds) };
  return { verdict: 'allow', hold };
}

function liveCapRefusal(c: CapacityFacts): AppError | null {
  const max = c.funds.maxLiveCalls;
  if (c.live >= max) return liveCallLimit(max);
  if (c.direction === 'outbound' && c.live >= outboundLiveCap(c.funds)) {
    return liveCallLimit(max, { kind: 'outbound', inboundReserve: max - outboundLiveCap(c.funds) });
  }
  if (c.team && teamSlotsLeft(c.team) <= 0) return liveCallLimit(max, { kind: 'team', teamId: c.team.id, teamMax: c.team.maxLiveCalls });
  return null;
}

/**
 * The live slots an outbound call may use: the cap less the inbound reserve, but never less than one slot of a
 * cap above zero (an operator who lowers the cap below a reserve set earlier does not stop every outbound call).
 */
export const outboundLiveCap = (f: Pick<AccountFunds, 'maxLiveCalls' | 'inboundReserve'>) =>
  f.maxLiveCalls - Math.min(f.inboundReserve, Math.max(f.maxLiveCalls - 1, 0));

/** The slots a team has left under its cap (zero or less: at its cap). */
export const teamSlotsLeft = (team: Omit<TeamCapacity, 'id'>) => team.maxLiveCalls - team.live;

/**
 * How many more calls of this direction and team the caps let in now (zero or less: judgeCapacity refuses the
 * next). For a dispatch pass deciding how many recipients to place, as judgeCapacity decides one call.
 */
export function liveSlotsLeft(c: Pick<CapacityFacts, 'funds' | 'live' | 'direction' | 'team'>): number {
  const account = (c.direction === 'outbound' ? outboundLiveCap(c.funds) : c.funds.maxLiveCalls) - c.live;
  return c.team ? Math.min(account, teamSlotsLeft(c.team)) : account;
}

/** The blocks in one line, for the dashboard's "why it waits". */
export const waitReasonOf = (blocks: Block[]) => blocks.map((b) => b.rule).join(' ');

const refuse = (code: Exclude<RefusalCode, 'no_allowed_moment'> | 'no_allowed_moment', message: string): GateAnswer & { verdict: 'refuse' } => ({
  verdict: 'refuse',
  code,
  // no_allowed_moment is no API error: the dial cancels such a call with this message as its failure reason.
  error: new AppError(code === 'no_allowed_moment' ? 'validation_error' : code, message),
});
