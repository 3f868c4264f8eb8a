import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { messageSchema } from '@/server/services/context-variables/schema';
import { deleteVariable } from '@/server/services/context-variables/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: apiRoute(
    {
      permission: 'can_write_contacts',
      doc: {
        summary: 'Delete a context variable definition',
        description: 'Values already stored on contacts or the business profile are kept. Owners and admins only: the key of a member answers 403 permission_denied whatever its permissions.',
        tag: 'Context variables',
        response: messageSchema,
        errors: ['not_found', 'delete_not_allowed'],
        params: { variable_id: 'Definition id' },
      },
    },
    ({ db, actor, params }) => deleteVariable(db, actor, parsePathId(params.variable_id, 'Context variable')),
  ),
});
