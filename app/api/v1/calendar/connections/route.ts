import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { connectionListSchema, createConnectionInput, createdConnectionSchema, listConnectionsQuery } from '@/server/services/calendar/linked/schema';
import { createConnection, listConnections } from '@/server/services/calendar/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calendar',
      query: listConnectionsQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'List linked calendars',
        description: "The key's user's calendar connections (owners and admins may pass `user_id`), each with its calendars and their busy-source and write-target toggles, status, push mode, last sync and lag. Credentials are never returned.",
        tag: 'Linked calendars',
        response: connectionListSchema,
        errors: ['invalid_parameter', 'not_found'],
      },
    },
    ({ db, actor, query }) => listConnections(db, actor, query),
  ),
  POST: apiRoute(
    {
      permission: 'can_write_calendar',
      body: createConnectionInput,
      status: 201,
      doc: {
        summary: 'Link a calendar',
        description:
          'Google, Outlook and HighLevel (without `token`): a connection `pending_authorization` and the `authorization_url` where the person grants access (OAuth 2.0 with PKCE S256 and a single-use state, valid 10 minutes); the provider returns to /api/integrations/{provider}/callback. ' +
          'CalDAV (`caldav { server_url, username, password }`, the URL through the webhook address guard) and HighLevel with a private integration token: checked against the server now and `active` with its calendars, or 400 calendar_connection_failed naming what the server answered, with nothing written. ' +
          "A new connection's primary calendar is a busy source, and the write target when the person has none.",
        tag: 'Linked calendars',
        response: createdConnectionSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'missing_parameter', 'calendar_connection_failed', 'calendar_provider_not_configured', 'not_found'],
      },
    },
    ({ db, actor, body }) => createConnection(db, actor, body),
  ),
});
