import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { receiveProviderWebhook } from '@/server/http/provider-webhook';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => receiveProviderWebhook(req, 'retell', ['events']),
    {
      doc: {
        summary: 'Retell call events',
        description:
          'Receives the webhook events of Retell agents made by Switchboard (call_started, call_ended, call_analyzed, transcript_updated, each `{ event, call }`) and answers `{ received: true }`. ' +
          'Authenticated as Retell signs them: `x-retell-signature: v=<ms>,d=<hex HMAC-SHA256 of the body and ms with RETELL_API_KEY>`, within five minutes; anything else is 401 invalid_secret, and nothing is recorded.',
        tag: 'Providers',
        errors: ['invalid_secret', 'invalid_json'],
      },
    },
  ),
});
