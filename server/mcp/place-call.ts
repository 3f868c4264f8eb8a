import { z } from 'zod';
import { callPurposes, type CallPurpose } from '../db/schema';
import { AppError } from '../errors';
import type { Block } from '../services/compliance/calling-rules';
import { initiateCallInput } from '../services/calls/schema';
import { placeRequestedCall } from '../services/calls/service';
import type { IdempotencyClaim } from '../services/idempotency/store';
import { idempotencyKeyArg, runIdempotentTool, toolRequestHash } from './idempotent';
import { defineTool } from './tool';

/**
 * POST /api/v1/calls without `calling_hours` (a model may not set the calling hours aside), with the Idempotency-Key
 * header as the `idempotency_key` argument. `purpose` may make a call marketing, never informational: that is the
 * agent's, set by the account's owners or admins.
 */
export const placeCallInput = initiateCallInput.omit({ calling_hours: true }).extend({
  purpose: z.enum(callPurposes).nullish().describe(
    "The call's purpose is its agent's (set by the account's owners or admins; marketing unless they marked the agent " +
      'informational). "marketing" makes any call marketing; "informational" is not yours to choose: on an agent not ' +
      'marked informational the call is placed as marketing, and the answer says so.',
  ),
  idempotency_key: idempotencyKeyArg,
});

/** Why a held call waits, in the answer itself: a model relays it instead of calling again. */
export function heldExplanation(scheduledAt: string | null, blocks: Block[]) {
  const rules = blocks.map((b) => `${b.rule} (${b.source})`).join('; ');
  return {
    message: `Scheduled, not dialed now: ${rules}. It will be dialed at ${scheduledAt}, the first moment the rules allow.`,
    may_go_at: scheduledAt,
    rules: blocks.map((b) => ({ code: b.code, rule: b.rule, source: b.source })),
  };
}

/** What the answer says of a purpose asked for that the agent does not allow (null: the call is what was asked). */
export function purposeNote(asked: CallPurpose | null | undefined, judged: CallPurpose): string | null {
  if (asked !== 'informational' || judged === 'informational') return null;
  return 'Placed as a marketing call, not informational: only the account\'s owners and admins can mark an agent\'s ' +
    "calls informational, and this agent is not marked so. Marketing calls are held to the law's calling windows and " +
    'need the consent the account requires for marketing.';
}

export const placeCall = defineTool({
  name: 'place_call',
  title: 'Place a call',
  description:
    'Places an outbound call from an agent (its id or assistant_id) to a number, as POST /api/v1/calls, always held to the ' +
    "callee's calling hours and to the consent the account requires for the call's purpose, whatever the account's API " +
    'defaults. A call the calling rules do not allow now is created `scheduled` and answers `held`: which rule held it, ' +
    'its source, and when it may go (`may_go_at`); a number without the required consent is refused (consent_required). ' +
    "The purpose is the agent's: marketing unless the account's owners or admins marked the agent informational; you " +
    'may ask for marketing, not for informational. Answers the created call: { id, call_id, status: queued|scheduled, ' +
    '..., purpose, held }. Send an idempotency_key and send the same key when retrying: a repeat answers the first call again ' +
    'instead of placing a second one.',
  rest: 'POST /api/v1/calls',
  permission: 'can_initiate_calls',
  input: placeCallInput,
  readOnly: false,
  async run({ db, actor }, { idempotency_key: key, ...input }, raw) {
    const place = async (idempotency?: IdempotencyClaim) => {
      try {
        const { call, heldBy, purpose } = await placeRequestedCall(db, actor, input, { alwaysEnforce: true, purposeOfAgent: true, idempotency });
        const note = purposeNote(input.purpose, purpose);
        return { ...call, purpose, ...(note && { purpose_note: note }), held: heldBy ? heldExplanation(call.scheduled_at, heldBy) : null };
      } catch (err) {
        const judged = err instanceof AppError ? (err.extra?.purpose as CallPurpose | undefined) : undefined;
        const note = judged && purposeNote(input.purpose, judged);
        if (!note || !(err instanceof AppError)) throw err;
        throw new AppError(err.code, `${err.message} ${note}`, { details: err.details, extra: err.extra });
      }
    };
    return key ? runIdempotentTool(db, actor.accountId, key, toolRequestHash('place_call', raw), place) : place();
  },
});
