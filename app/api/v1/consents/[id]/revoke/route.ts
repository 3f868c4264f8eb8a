import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { consentSchema, revokeConsentInput } from '@/server/services/consents/schema';
import { revokeConsent } from '@/server/services/consents/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      body: revokeConsentInput,
      doc: {
        summary: 'Revoke a consent',
        description:
          'Withdrawing consent is an opt-out of the number: every active consent of that number in the account is revoked with this one ' +
          '(`revoked_via`: `via`, default `api`), and its waiting calls and retries (scheduled, or queued and not yet dialed) end ' +
          '`canceled` with `ended_reason: "no_consent"` (`do_not_call` when the number is on the do-not-call list), in one transaction. ' +
          'A consent already revoked keeps its first revocation. Send `{}` to give neither `via` nor `note`. The answer is the consent.',
        tag: 'Consents',
        response: consentSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found'],
        params: { id: 'Consent id' },
      },
    },
    ({ db, actor, params, body }) => revokeConsent(db, actor, parsePathId(params.id, 'Consent'), body),
  ),
});
