import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { receiveProviderWebhook } from '@/server/http/provider-webhook';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => receiveProviderWebhook(req, 'retell', ['inbound']),
    {
      doc: {
        summary: 'Retell inbound webhook',
        description:
          'Answers Retell\'s `call_inbound` for a number imported into an account with `{ call_inbound: { override_agent_id, dynamic_variables, metadata, agent_override } }`: the number\'s inbound agent, the caller\'s values and the longest the call may last; `{ call_inbound: {} }` declines the call (no inbound agent, no funds, the live-call cap). ' +
          'Retell retries a request it had no answer to within 10 seconds: a retry (the same caller ringing the same agent within a minute, while the first call is still ringing and not linked to Retell\'s call by an event) is answered with the call the first request recorded, so one ring is one call. ' +
          'Signed like the events (`x-retell-signature`), else 401 invalid_secret.',
        tag: 'Providers',
        errors: ['invalid_secret', 'invalid_json'],
      },
    },
  ),
});
