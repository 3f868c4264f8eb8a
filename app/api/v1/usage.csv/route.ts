import { apiRoute } from '@/server/http/handler';
import { csvResponse } from '@/server/http/csv-response';
import { methods } from '@/server/http/methods';
import { usageQuery } from '@/server/services/usage/schema';
import { callUsageCsv, usageCsvFileName } from '@/server/services/usage/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      reads: 'replica',
      query: usageQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'Usage as CSV',
        description:
          'The buckets of `GET /api/v1/usage` for the same query as text/csv: a header row (key, name, calls, billed_minutes, ' +
          'billed_cents, provider_cents), one row per bucket in the same order (an empty key for the no-team or no-campaign ' +
          'group), and a last row whose key is `total`. A cell starting with =, +, -, @, tab or carriage return gets a leading ' +
          'apostrophe.',
        tag: 'Usage',
        errors: ['invalid_parameter'],
      },
    },
    async ({ db, actor, query, requestId }) => csvResponse(await callUsageCsv(db, actor, query), usageCsvFileName(query), { requestId }),
  ),
});
