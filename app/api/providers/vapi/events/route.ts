import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { receiveProviderWebhook } from '@/server/http/provider-webhook';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => receiveProviderWebhook(req, 'vapi', ['events']),
    {
      doc: {
        summary: 'Vapi server messages',
        description:
          'Receives Vapi status-update, end-of-call-report and transcript messages, and answers assistant-request (an inbound call to a number without an assistant) with the inbound agent\'s assistantId and assistantOverrides, or a spoken error, tool-calls with `{ results: [{ toolCallId, result }] }` (the agent tools, idempotent per toolCallId), and transfer-destination-request with `{ destination: { type: "number", number, message } }` (a free team member) or `{ error }` (the callback booked instead). ' +
          'Authenticated by any credential Vapi sends that this deployment knows: the credential it registered at Vapi, those in VAPI_WEBHOOK_CREDENTIAL and VAPI_WEBHOOK_SECRET. ' +
          'An HMAC credential (sha256, sha512 or sha1; hex or base64; optional signature prefix; any signature, timestamp and message-id header; any payload format of {body}, {timestamp}, {method}, {url} and {svix-id}, by default `{timestamp}.{body}` with `x-signature` and `x-timestamp`) must carry a timestamp within five minutes when its payload includes one; when a message carries an HMAC signature header, only the signature decides. ' +
          'A Bearer Token credential (Authorization: Bearer, or its own header, with or without the prefix) and the shared secret in x-vapi-secret are accepted otherwise. Anything else is 401 invalid_secret, and nothing is recorded.',
        tag: 'Providers',
        errors: ['invalid_secret', 'invalid_json'],
      },
    },
  ),
});
