import type { Block } from '../services/compliance/calling-rules';
import { initiateCallInput } from '../services/calls/schema';
import { placeRequestedCall } from '../services/calls/service';
import { idempotencyKeyArg, runIdempotentTool, toolRequestHash } from './idempotent';
import { defineTool } from './tool';

/**
 * POST /api/v1/calls without `calling_hours` (a model may not set the calling hours aside), with the Idempotency-Key
 * header as the `idempotency_key` argument.
 */
export const placeCallInput = initiateCallInput.omit({ calling_hours: true }).extend({ idempotency_key: idempotencyKeyArg });

/** Why a held call waits, in the answer itself: a model relays it instead of calling again. */
export function heldExplanation(scheduledAt: string | null, blocks: Block[]) {
  const rules = blocks.map((b) => `${b.rule} (${b.source})`).join('; ');
  return {
    message: `Scheduled, not dialed now: ${rules}. It will be dialed at ${scheduledAt}, the first moment the rules allow.`,
    may_go_at: scheduledAt,
    rules: blocks.map((b) => ({ code: b.code, rule: b.rule, source: b.source })),
  };
}

export const placeCall = defineTool({
  name: 'place_call',
  title: 'Place a call',
  description:
    'Places an outbound call from an agent (its id or assistant_id) to a number, as POST /api/v1/calls, always held to the ' +
    "callee's calling hours and to the consent the account requires for the call's purpose, whatever the account's API " +
    'defaults. A call the calling rules do not allow now is created `scheduled` and answers `held`: which rule held it, ' +
    'its source, and when it may go (`may_go_at`); a number without the required consent is refused (consent_required). ' +
    'purpose is marketing unless you say informational. Answers the created call: { id, call_id, status: queued|scheduled, ' +
    '..., held }. Send an idempotency_key and send the same key when retrying: a repeat answers the first call again ' +
    'instead of placing a second one.',
  rest: 'POST /api/v1/calls',
  permission: 'can_initiate_calls',
  input: placeCallInput,
  readOnly: false,
  async run({ db, actor }, { idempotency_key: key, ...input }, raw) {
    const place = async () => {
      const { call, heldBy } = await placeRequestedCall(db, actor, input, { alwaysEnforce: true });
      return { ...call, held: heldBy ? heldExplanation(call.scheduled_at, heldBy) : null };
    };
    return key ? runIdempotentTool(db, actor.accountId, key, toolRequestHash('place_call', raw), place) : place();
  },
});
