import { apiRoute } from '@/server/http/handler';
import { csvUpload } from '@/server/http/csv-body';
import { methods } from '@/server/http/methods';
import { importQuery, importStartedSchema, MAX_IMPORT_BYTES } from '@/server/services/contact-imports/schema';
import { assertImportAllowed, startContactImport } from '@/server/services/contact-imports/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      query: importQuery,
      rawBody: { maxBytes: MAX_IMPORT_BYTES, headers: ['mapping'], refuseEarly: (db, actor) => assertImportAllowed(db, actor.accountId) },
      status: 202,
      doc: {
        summary: 'Import contacts from a CSV file',
        description:
          'Send the file as the body (`Content-Type: text/csv`, up to 50 MiB), in UTF-8, or in Windows-1252 (Latin-1) when the type says `charset=windows-1252`. ' +
          'The file is checked at once: at most 500 columns and 128 KiB a line, valid in its charset (the message names the first line that is not, and the encoding the file seems to be in, such as Windows-1252), ' +
          'a header row of distinct names, and the mapping. An account may have 2 imports under way and start 50 in 24 hours (operator settings); ' +
          'past either, 429 `import_limit_reached` (with `Retry-After` for the daily limit). The rows are imported ' +
          'in the background (follow `GET /api/v1/contacts/imports/{id}`). Each row is a create, or a PATCH of the contact it matches on `match_on`; ' +
          'rows that cannot be imported (an invalid number, a NUL character, a value a contact variable refuses) are listed as row errors and do not stop the import; ' +
          'an error gives the row as a spreadsheet numbers it (the header is row 1) and says in words which column held what. ' +
          'Mapping targets: first_name, last_name, full_name (split at the first space), email, company, website, address, city, state, zip_code, country, ' +
          'timezone, status, stage, team_id, phone_number (several columns may), other_phone_numbers (a list in one cell), tags (several columns may; a cell ' +
          'is split on commas, semicolons and bars), context.<variable> (a contact variable, typed through its definition), custom_context.<key> and ' +
          'industry_context.<key> (a key of those objects, merged into a matched contact\'s; a custom_context key a contact variable defines is typed ' +
          'through it, any other is kept as text; a column named `custom_context.<key>` maps there by itself), and the consent columns: ' +
          'consent_kind (express, express_written), consent_scope (informational, marketing), consent_captured_at and consent_expires_at (a date-time, or a date ' +
          'meaning its start in UTC), consent_source_url and consent_text (the words agreed to). A row with consent values records a consent of its first ' +
          'phone number (source type `import`) with its contact, in the same transaction; kind, scope and captured_at are then required, and a bad consent ' +
          'value is that row\'s error (its contact is not written). The file is deleted when the import ends.',
        tag: 'Contacts',
        response: importStartedSchema,
        errors: ['invalid_csv', 'invalid_mapping', 'payload_too_large', 'unsupported_media_type', 'import_limit_reached'],
      },
    },
    async ({ db, actor, req, query }) =>
      startContactImport(db, actor, {
        file: csvUpload(req, MAX_IMPORT_BYTES),
        mapping: query.mapping ?? req.headers.get('mapping'),
        match_on: query.match_on,
        file_name: query.file_name,
      }),
  ),
});
