import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { callingSettingsPatch, callingSettingsSchema } from '@/server/services/compliance/settings-schema';
import { getCallingSettings, updateCallingSettings } from '@/server/services/compliance/settings';

const description =
  "The account's calling rules: calling_hours (local to the callee; an end before the start is a window over midnight), " +
  'max_attempts_per_24h (dials to one number by the whole account in any rolling 24 hours), holidays (no calls on the ' +
  "callee's public holidays), enforce_calling_hours_on_api_calls (the default of a call's calling_hours), consent_required (the " +
  "callee's consent each purpose needs: campaign recipients without it are skipped_no_consent, waiting and retried calls " +
  'without it end canceled with ended_reason no_consent) and enforce_consent_on_api_calls (a direct call without it is refused ' +
  '403 consent_required), rest_below_answer_rate (a caller number whose 7-day answer rate over at least 50 calls falls below it rests), ' +
  "and how calls share the operator's max_live_calls (read-only): inbound_reserve (slots outbound calls leave free for inbound ones) and " +
  'team_max_live_calls (a cap per team id; a call counts toward its agent\'s team). Over a cap POST /api/v1/calls answers 429 ' +
  'live_call_limit with Retry-After, and a campaign waits; running campaigns share the free outbound slots fairly. ' +
  'retention says how long call content and message bodies (content_days, 1 to 3650, default 365) and consents and ' +
  'compliance records (compliance_days, default 1825) are kept: a daily purge removes content past it, at the provider too, ' +
  "and a compliance_days under 1461 (four years, the law's minimum) is refused 422 validation_failed. " +
  'redact_pii (on for new accounts): card, social security, bank account and routing numbers and dates of birth in transcripts, ' +
  'summaries, analysis values and messages are replaced by [card], [ssn], [bank] and [dob] before they are stored, so events and ' +
  'webhooks carry the replaced text too; the voice provider is also asked to redact its own copy.';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      doc: { summary: 'Get the calling rules', description, tag: 'Business', response: callingSettingsSchema },
    },
    ({ db, actor }) => getCallingSettings(db, actor),
  ),
  PATCH: apiRoute(
    {
      permission: 'can_initiate_calls',
      body: callingSettingsPatch,
      doc: {
        summary: 'Change the calling rules',
        description: `${description} Only the fields sent change. Owners and admins only (a member's key gets permission_denied).`,
        tag: 'Business',
        response: callingSettingsSchema,
        errors: ['validation_failed'],
      },
    },
    ({ db, actor, body }) => updateCallingSettings(db, actor, body),
  ),
});
