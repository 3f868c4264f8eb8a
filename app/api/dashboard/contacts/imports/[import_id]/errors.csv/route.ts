import { csvResponse } from '@/server/http/csv-response';
import { sessionDownload } from '@/server/http/session-route';
import { parsePathId } from '@/server/lib/ids';
import { importErrorsCsv } from '@/server/services/contact-imports/service';

/** The import wizard's "Download error report". */
export const GET = sessionDownload(async ({ db, actor, params, requestId }) => {
  const id = parsePathId(params.import_id ?? '', 'Import');
  return csvResponse(await importErrorsCsv(db, actor, id), `contact-import-${id}-errors.csv`, { requestId });
});
