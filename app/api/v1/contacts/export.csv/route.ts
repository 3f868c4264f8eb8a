import { apiRoute } from '@/server/http/handler';
import { csvResponse } from '@/server/http/csv-response';
import { methods } from '@/server/http/methods';
import { exportContactsQuery } from '@/server/services/contacts/schema';
import { exportContactsCsv } from '@/server/services/contact-imports/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      reads: 'replica',
      query: exportContactsQuery,
      doc: {
        summary: 'Export contacts as CSV',
        description:
          'Every contact the list shows for the same filters (`q`, `tag`, `status`, `stage`), newest first, streamed as text/csv. Columns: id, first_name, ' +
          'last_name, email, phone_number (the primary), other_phone_numbers, company, website, address, city, state, zip_code, country, timezone, status, ' +
          'stage, team_id, tags, custom_context (JSON), created_at, updated_at, then one `context.<name>` column per contact variable the account defines ' +
          '(by name; the value as text, which the import types back through the definition). Phone numbers are written in the international format ' +
          '(`+1 415 555 0123`; several joined by `; `), which spreadsheets open as text with the plus sign (the bare E.164 form opens as a number ' +
          'without it); remove the spaces for E.164. Any other cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe so a ' +
          'spreadsheet never runs it as a formula (the import removes it again).',
        tag: 'Contacts',
        errors: ['validation_error'],
      },
    },
    async ({ db, actor, query, requestId }) => csvResponse(exportContactsCsv(db, actor, query), 'contacts.csv', { requestId }),
  ),
});
