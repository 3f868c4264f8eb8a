import { getDb } from '@/server/db/client';
import { readJsonObject } from '@/server/http/body';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { handleVapiMessage, verifyVapiSecret } from '@/server/services/calls/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => {
      verifyVapiSecret(req.headers);
      return handleVapiMessage(await getDb(), await readJsonObject(req));
    },
    {
      doc: {
        summary: 'Vapi server messages',
        description: 'Receives Vapi status-update, end-of-call-report and transcript messages, authenticated by the shared secret (x-vapi-secret).',
        tag: 'Providers',
        errors: ['invalid_secret', 'invalid_json'],
      },
    },
  ),
});
