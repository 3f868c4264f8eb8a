import { csvResponse } from '@/server/http/csv-response';
import { sessionDownload } from '@/server/http/session-route';
import { exportComplianceCsv } from '@/server/services/calls/compliance-record-read';

/** The compliance page's download of the records over a range (GET /api/v1/compliance/records.csv for a session). */
export const GET = sessionDownload(async ({ db, actor, req, requestId }) => {
  const query = Object.fromEntries(new URL(req.url).searchParams);
  return csvResponse(exportComplianceCsv(db, actor, query), 'compliance-records.csv', { requestId });
});
