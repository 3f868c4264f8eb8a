import { getDb } from '@/server/db/client';
import { parseJsonObject, readBodyText } from '@/server/http/body';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { handleVapiMessage, verifyVapiRequest } from '@/server/services/providers/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => {
      // The signature covers the exact bytes sent: read them before parsing.
      const raw = await readBodyText(req);
      verifyVapiRequest(req.headers, raw);
      return handleVapiMessage(await getDb(), parseJsonObject(raw));
    },
    {
      doc: {
        summary: 'Vapi server messages',
        description: 'Receives Vapi status-update, end-of-call-report and transcript messages, and answers assistant-request (an inbound call to a number without an assistant) with the inbound agent\'s assistantId and assistantOverrides, or a spoken error, and tool-calls with `{ results: [{ toolCallId, result }] }` (the agent tools, idempotent per toolCallId). Authenticated by the shared secret (x-vapi-secret or a bearer token) or by the HMAC credential (x-vapi-signature, HMAC-SHA256 of the body, or of {timestamp}.{body} with x-vapi-timestamp within five minutes).',
        tag: 'Providers',
        errors: ['invalid_secret', 'invalid_json'],
      },
    },
  ),
});
