import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { contactImportSchema } from '@/server/services/contact-imports/schema';
import { getContactImport } from '@/server/services/contact-imports/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      doc: {
        summary: 'Get a contact import',
        description: 'Status (`queued`, `running`, `completed`, `failed`), progress (`processed` of `total_rows`), counts, and the first 100 rejected rows.',
        tag: 'Contacts',
        response: contactImportSchema,
        errors: ['not_found'],
        params: { import_id: 'Import id' },
      },
    },
    ({ db, actor, params }) => getContactImport(db, actor, parsePathId(params.import_id, 'Import')),
  ),
});
