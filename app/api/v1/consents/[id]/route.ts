import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { consentSchema } from '@/server/services/consents/schema';
import { getConsent } from '@/server/services/consents/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      doc: {
        summary: 'Get a consent',
        description: 'One consent of the account, revoked or not.',
        tag: 'Consents',
        response: consentSchema,
        errors: ['not_found'],
        params: { id: 'Consent id' },
      },
    },
    ({ db, actor, params }) => getConsent(db, actor, parsePathId(params.id, 'Consent')),
  ),
});
