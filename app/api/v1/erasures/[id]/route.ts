import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { erasureResponseSchema } from '@/server/services/privacy/schema';
import { getErasure } from '@/server/services/privacy/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      doc: {
        summary: 'Get an erasure',
        description: 'The progress of an erasure (`pending`, `waiting_for_call`, `running`, `done`) and, once done, its receipt: how many rows of each kind were removed or blanked.',
        tag: 'Contacts',
        response: erasureResponseSchema,
        errors: ['not_found'],
        params: { id: 'Erasure id' },
      },
    },
    ({ db, actor, params }) => getErasure(db, actor, parsePathId(params.id, 'Erasure')),
  ),
});
