import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { bulkConsentsInput, bulkConsentsResultSchema } from '@/server/services/consents/schema';
import { bulkRecordConsents } from '@/server/services/consents/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      heavy: { weight: 10 },
      body: bulkConsentsInput,
      doc: {
        summary: 'Record consents in bulk',
        description:
          'Up to 1,000 consents in one request, each as for POST /api/v1/consents. Every row gets a result (`created` with its id, or ' +
          '`error` with a code and message); a bad row never stops the others. A row holding what cannot be stored (a NUL character, ' +
          "an unpaired surrogate, a `__proto__` key, nesting past 32 levels) or that is not an object is that row's `validation_error`.",
        tag: 'Consents',
        response: bulkConsentsResultSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error'],
      },
    },
    ({ db, actor, body }) => bulkRecordConsents(db, actor, body),
  ),
});
