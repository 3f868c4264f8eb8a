import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { createCrmConnection, listCrmConnections } from '@/server/services/crm/connections';
import { createCrmConnectionInput, createdCrmConnectionSchema, crmConnectionListSchema } from '@/server/services/crm/schema';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      doc: {
        summary: 'List CRM connections',
        description: "The account's HighLevel and HubSpot connections with their status, field map, direction, last sync and counts. Owners and admins only; credentials are never returned.",
        tag: 'CRM',
        response: crmConnectionListSchema,
        errors: ['permission_denied'],
      },
    },
    ({ db, actor }) => listCrmConnections(db, actor),
  ),
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      body: createCrmConnectionInput,
      status: 201,
      doc: {
        summary: 'Connect a CRM',
        description:
          'HighLevel (`gohighlevel { location_id, token? }`) or HubSpot (`hubspot { token?, portal_id? }`). With a token (a private integration or private app token) the connection is `active` and its first import is queued; without one it is `pending_authorization` with the `authorization_url` where the person grants access (OAuth, valid 10 minutes, once). One connection per CRM per account; owners and admins only.',
        tag: 'CRM',
        response: createdCrmConnectionSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'missing_parameter', 'permission_denied', 'crm_provider_not_configured', 'crm_connection_exists'],
      },
    },
    ({ db, actor, body }) => createCrmConnection(db, actor, body),
  ),
});
