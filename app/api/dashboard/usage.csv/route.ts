import { csvResponse } from '@/server/http/csv-response';
import { sessionDownload } from '@/server/http/session-route';
import { callUsageCsv, usageCsvFileName } from '@/server/services/usage/service';

/** The usage page's download of what it shows (GET /api/v1/usage.csv for a session). */
export const GET = sessionDownload(async ({ db, actor, req, requestId }) => {
  const query = Object.fromEntries(new URL(req.url).searchParams);
  return csvResponse(await callUsageCsv(db, actor, query), usageCsvFileName(query), { requestId });
});
