import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { complianceCheckInput, complianceCheckSchema } from '@/server/services/compliance/schema';
import { checkCompliance } from '@/server/services/compliance/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      body: complianceCheckInput,
      doc: {
        summary: 'Check the calling rules',
        description:
          "Whether a dial to the number may go at `at` (default now), under the same rules every dial applies: the callee's " +
          "zones (the contact's, else every zone of the number's area) and jurisdictions (country, the area code's state, the " +
          "contact's state), the account's calling hours, cap and holidays, the legal windows of each jurisdiction for marketing " +
          'calls, do-not-call, the destination policy, and the consent the account requires for the purpose (consent_required: ' +
          'block `no_consent` when no active consent covers the call at `at`, as campaigns, waiting and retried dials are held to ' +
          'it). Each block names its rule and source; next_allowed_at is the first moment a dial is allowed (null while a ' +
          'do-not-call, destination or consent block stands).',
        tag: 'Compliance',
        response: complianceCheckSchema,
        errors: ['invalid_phone_number', 'not_found'],
      },
    },
    ({ db, actor, body }) => checkCompliance(db, actor, body),
  ),
});
