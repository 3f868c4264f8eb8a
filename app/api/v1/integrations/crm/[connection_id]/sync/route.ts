import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { syncCrmConnection } from '@/server/services/crm/connections';
import { crmSyncAnswerSchema } from '@/server/services/crm/schema';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      status: 202,
      doc: {
        summary: 'Sync a CRM connection now',
        description: "Queues an import pass over the CRM's contacts from the start; contacts already here are matched by the CRM's id, then by number, never doubled. Progress shows in the connection's counts.",
        tag: 'CRM',
        response: crmSyncAnswerSchema,
        errors: ['not_found', 'permission_denied', 'crm_connection_not_active'],
        params: { connection_id: 'CRM connection id' },
      },
    },
    ({ db, actor, params }) => syncCrmConnection(db, actor, parsePathId(params.connection_id, 'CRM connection')),
  ),
});
