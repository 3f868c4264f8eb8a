import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { connectionSchema, deletedConnectionSchema, patchConnectionInput } from '@/server/services/calendar/linked/schema';
import { deleteConnection, getConnection, patchConnection } from '@/server/services/calendar/service';

const params = { connection_id: 'Calendar connection id' };
const idOf = (p: Record<string, string>) => parsePathId(p.connection_id, 'Calendar connection');

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calendar',
      doc: { summary: 'Get a linked calendar connection', tag: 'Linked calendars', response: connectionSchema, errors: ['not_found'], params },
    },
    ({ db, actor, params }) => getConnection(db, actor, idOf(params)),
  ),
  PATCH: apiRoute(
    {
      permission: 'can_write_calendar',
      body: patchConnectionInput,
      doc: {
        summary: 'Choose busy sources and the write target',
        description: "Sets each named calendar's `busy_source` and `write_target`. A person has at most one write target: setting one clears the others.",
        tag: 'Linked calendars',
        response: connectionSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found'],
        params,
      },
    },
    ({ db, actor, params, body }) => patchConnection(db, actor, idOf(params), body),
  ),
  DELETE: apiRoute(
    {
      permission: 'can_write_calendar',
      doc: {
        summary: 'Unlink a calendar connection',
        description: "Stops its push channels and revokes the grant where the provider can, then forgets it and its cached busy time: its person's slots are no longer blocked by it. Copies already written stay in the outside calendar.",
        tag: 'Linked calendars',
        response: deletedConnectionSchema,
        errors: ['not_found'],
        params,
      },
    },
    ({ db, actor, params }) => deleteConnection(db, actor, idOf(params)),
  ),
});
