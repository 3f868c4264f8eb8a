import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { deleteCrmConnection, getCrmConnection, patchCrmConnection } from '@/server/services/crm/connections';
import { crmConnectionSchema, deletedCrmConnectionSchema, patchCrmConnectionInput } from '@/server/services/crm/schema';

const params = { connection_id: 'CRM connection id' };
const idOf = (p: Record<string, string>) => parsePathId(p.connection_id, 'CRM connection');

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      doc: { summary: 'Get a CRM connection', tag: 'CRM', response: crmConnectionSchema, errors: ['not_found', 'permission_denied'], params },
    },
    ({ db, actor, params }) => getCrmConnection(db, actor, idOf(params)),
  ),
  PATCH: apiRoute(
    {
      permission: 'can_write_contacts',
      body: patchCrmConnectionInput,
      doc: {
        summary: 'Change a CRM connection',
        description: "Sets the field map (each `contact_field` a contact field, `phone_numbers`, `tags` or `context.<variable name>`, checked against the variable's type: a mapping the variable cannot hold is 400 validation_error naming the line, and nothing is written) and the direction.",
        tag: 'CRM',
        response: crmConnectionSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found', 'permission_denied'],
        params,
      },
    },
    ({ db, actor, params, body }) => patchCrmConnection(db, actor, idOf(params), body),
  ),
  DELETE: apiRoute(
    {
      permission: 'can_write_contacts',
      doc: {
        summary: 'Disconnect a CRM',
        description: 'Forgets the connection and its credentials. Contacts stay, with their CRM ids; do-not-call entries stay.',
        tag: 'CRM',
        response: deletedCrmConnectionSchema,
        errors: ['not_found', 'permission_denied'],
        params,
      },
    },
    ({ db, actor, params }) => deleteCrmConnection(db, actor, idOf(params)),
  ),
});
