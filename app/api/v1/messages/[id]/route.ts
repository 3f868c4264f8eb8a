import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { messageDetailSchema } from '@/server/services/messages/schema';
import { getMessage } from '@/server/services/messages/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      doc: {
        summary: 'Get a message',
        description: "One message by its id (`msg_…`), with a text's latest compliance record. A message of another account, or one whose contact or event the key cannot see, is 404.",
        tag: 'Messages',
        response: messageDetailSchema,
        errors: ['not_found'],
      },
    },
    ({ db, actor, params }) => getMessage(db, actor, params.id),
  ),
});
