import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { callCreatedSchema, callListSchema, initiateCallInput, listCallsQuery } from '@/server/services/calls/schema';
import { initiateCall, listCalls } from '@/server/services/calls/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      body: initiateCallInput,
      status: 201,
      doc: {
        summary: 'Initiate call',
        description:
          'Places an outbound call from an agent to a number. agent_id is the database id (integer or all-digit string) or the ' +
          'assistant_id. Needs a wallet balance, not already held by live calls, of at least one minute at the account rate; the call ' +
          'holds the price of its longest duration (the account\'s max_call_seconds, or fewer whole minutes when the balance affords fewer), ' +
          'the provider ends it there, and at its end it is charged its billed minutes and the rest is released. Also needs a number ' +
          'not on the do-not-call list and allowed by the account\'s destination policy (countries, refused number types), fewer live ' +
          'calls than the account\'s cap (max_live_calls), and an agent with a phone number. With scheduled_at, or when the calling hours are enforced and the callee\'s local ' +
          'time is outside them, the call is created `scheduled` and dialed at the first allowed moment. Every dial re-checks ' +
          'do-not-call, the wallet and (when enforced) the calling rules. `retry` redials busy or unanswered attempts as new calls. ' +
          'When the account sets enforce_consent_on_api_calls, a call without an active consent of the callee that covers its purpose ' +
          '(business settings consent_required) is refused 403 consent_required; whatever that setting, a call that waits or is retried ' +
          'is canceled at its dial (`ended_reason: no_consent`) without one.',
        tag: 'Calls',
        response: callCreatedSchema,
        errors: [
          'invalid_json', 'validation_error', 'missing_phone_number', 'missing_agent_id', 'invalid_phone_number',
          'agent_not_found', 'no_phone_number', 'agent_archived', 'not_found', 'do_not_call', 'destination_not_allowed', 'consent_required',
          'insufficient_funds', 'live_call_limit',
        ],
      },
    },
    ({ db, actor, body, idempotency }) => initiateCall(db, actor, body, new Date(), idempotency),
  ),
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      reads: 'replica',
      query: listCallsQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'List calls',
        description:
          'Calls the key can see, newest first (or by cost or per-turn latency with `sort`), filtered by status, type (outbound or inbound), agent_id, contact_id, campaign_id and created_at (start_date/end_date ' +
          'days, or from/to dates or date-times, UTC). `count` is exact up to 1,000 matches and on the last page (`count_exact`), else an estimate. ' +
          'Page by `page`, or by `cursor` (the previous answer\'s `next_cursor`) at any depth for the same cost.',
        tag: 'Calls',
        response: callListSchema,
        errors: ['invalid_parameter'],
      },
    },
    ({ db, actor, query }) => listCalls(db, actor, query),
  ),
});
