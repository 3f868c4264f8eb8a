import { csvUpload } from '@/server/http/csv-body';
import { sessionUpload } from '@/server/http/session-route';
import { parseOrThrow } from '@/server/errors';
import { importQuery, MAX_IMPORT_BYTES } from '@/server/services/contact-imports/schema';
import { startContactImport } from '@/server/services/contact-imports/service';

/**
 * The import wizard's upload: POST /api/v1/contacts/imports for a session, with the same query, limits and
 * answers. Only `text/csv` is taken, a type a cross-site form cannot send.
 */
export const POST = sessionUpload(async ({ db, actor, req }) => {
  const query = parseOrThrow(importQuery, Object.fromEntries(new URL(req.url).searchParams));
  const started = await startContactImport(db, actor, {
    file: csvUpload(req, MAX_IMPORT_BYTES, ['text/csv']),
    mapping: query.mapping,
    match_on: query.match_on,
    file_name: query.file_name,
  });
  return Response.json(started, { status: 202 });
});
