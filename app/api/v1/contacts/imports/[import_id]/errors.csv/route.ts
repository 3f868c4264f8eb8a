import { apiRoute } from '@/server/http/handler';
import { csvResponse } from '@/server/http/csv-response';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { importErrorsCsv } from '@/server/services/contact-imports/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      doc: {
        summary: "Download an import's error report",
        description: 'text/csv with the columns row, message: every rejected row of the import (the row counts data rows from 1).',
        tag: 'Contacts',
        errors: ['not_found'],
        params: { import_id: 'Import id' },
      },
    },
    async ({ db, actor, params, requestId }) => {
      const id = parsePathId(params.import_id, 'Import');
      return csvResponse(await importErrorsCsv(db, actor, id), `contact-import-${id}-errors.csv`, { requestId });
    },
  ),
});
