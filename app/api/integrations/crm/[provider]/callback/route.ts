import { crmOauthCallback } from '@/server/http/crm-integration';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(
    async ({ req, params }) => crmOauthCallback(req, params.provider),
    {
      status: 303,
      doc: {
        summary: 'OAuth return from a CRM',
        description: "Public: where HighLevel and HubSpot send the person back with `code` and `state`. The single-use state (10 minutes) is spent, the code traded, the grant sealed and the first import queued; then 303 to the dashboard's Integrations page with `connected=<id>`, or `connect_error` and a `message`. A stale, reused or foreign state connects nothing.",
        tag: 'CRM',
        errors: ['not_found'],
        params: { provider: 'gohighlevel or hubspot' },
      },
    },
  ),
});
