import { integrationProvider, oauthCallback } from '@/server/http/calendar-integration';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(
    async ({ req, params }) => oauthCallback(req, integrationProvider(params.provider)),
    {
      status: 303,
      doc: {
        summary: 'OAuth return from a calendar provider',
        description: "Public: where Google, Microsoft and HighLevel send the person back with `code` and `state`. The single-use state (10 minutes, bound to the account, user and connection) is spent, the code traded with the PKCE verifier, the tokens sealed and the calendars read; then 303 to the dashboard's Calendar page with `linked=<id>`, or `link_error` (oauth_state_invalid, oauth_denied, oauth_exchange_failed, calendar_connection_failed) and a `message`. A stale, reused or foreign state links nothing.",
        tag: 'Linked calendars',
        errors: ['not_found'],
        params: { provider: 'google, outlook or gohighlevel' },
      },
    },
  ),
});
