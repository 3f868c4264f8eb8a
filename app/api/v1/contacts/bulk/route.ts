import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { bulkContactsInput, bulkContactsResultSchema } from '@/server/services/contacts/bulk-schema';
import { bulkUpsertContacts } from '@/server/services/contacts/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      heavy: { weight: 10 },
      body: bulkContactsInput,
      doc: {
        summary: 'Create or update contacts in bulk',
        description:
          'Up to 1,000 contacts in one request. Each row is matched on `match_on` (default `phone`: its primary number; `email`: case-insensitive; `none`: never) ' +
          'among the contacts the key can see; a matched row is applied as a PATCH (sent fields change, numbers it lacks are added, contexts merge), ' +
          'any other row as a create. Rows that share a match key in one request are applied in order, so they end up as one contact. ' +
          'Every row gets a result (`created`, `updated`, or `error` with a code and message); a bad row never stops the others. ' +
          'A row holding what cannot be stored (a NUL character, an unpaired surrogate, a `__proto__` key, nesting past 32 levels) ' +
          'or that is not an object is that row\'s `validation_error`.',
        tag: 'Contacts',
        response: bulkContactsResultSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error'],
      },
    },
    ({ db, actor, body }) => bulkUpsertContacts(db, actor, body),
  ),
});
