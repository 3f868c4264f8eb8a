import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { deletedAlertSchema } from '@/server/services/alerts/schema';
import { deleteAlert } from '@/server/services/alerts/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: apiRoute(
    {
      permission: 'can_write_webhooks',
      doc: {
        summary: 'Delete an alert',
        description:
          "The alert stops being evaluated and its history goes with it; webhooks already sent stay sent. Owners and admins only (a member's key answers 403 permission_denied); another account's id answers 404 not_found.",
        tag: 'Alerts',
        response: deletedAlertSchema,
        errors: ['not_found'],
        params: { alert_id: 'The alert id.' },
      },
    },
    ({ db, actor, params }) => deleteAlert(db, actor, params.alert_id),
  ),
});
