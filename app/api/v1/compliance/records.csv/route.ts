import { apiRoute } from '@/server/http/handler';
import { csvResponse } from '@/server/http/csv-response';
import { methods } from '@/server/http/methods';
import { complianceExportQuery } from '@/server/services/compliance/compliance-record-schema';
import { exportComplianceCsv } from '@/server/services/calls/compliance-record-read';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      reads: 'replica',
      query: complianceExportQuery,
      doc: {
        summary: 'Export compliance records as CSV',
        description:
          'Every compliance record decided in [`from`, `to`) (at most 366 days), oldest first, streamed as text/csv for an ' +
          'audit. Columns: call_id, decided_at, stage, allowed, purpose, rules_version, timezones, local_time, jurisdictions ' +
          '(space-separated), window, holiday (JSON), dials_24h, frequency_cap, do_not_call_listed, consent_id, consent_kind, ' +
          'consent_scope, consent_captured_at, destination_country, destination_number_type, disclosures, blocks (JSON). A ' +
          'cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe.',
        tag: 'Compliance',
        errors: ['validation_error'],
      },
    },
    async ({ db, actor, query, requestId }) => csvResponse(exportComplianceCsv(db, actor, query), 'compliance-records.csv', { requestId }),
  ),
});
