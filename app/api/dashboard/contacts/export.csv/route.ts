import { csvResponse } from '@/server/http/csv-response';
import { sessionDownload } from '@/server/http/session-route';
import { exportContactsCsv } from '@/server/services/contact-imports/service';

/** The dashboard's "Export CSV" of the filtered contacts list (GET /api/v1/contacts/export.csv for a session). */
export const GET = sessionDownload(async ({ db, actor, req, requestId }) => {
  const query = Object.fromEntries(new URL(req.url).searchParams);
  return csvResponse(exportContactsCsv(db, actor, query), 'contacts.csv', { requestId });
});
