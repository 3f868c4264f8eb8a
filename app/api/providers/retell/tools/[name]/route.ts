import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { receiveProviderWebhook } from '@/server/http/provider-webhook';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req, params }) => receiveProviderWebhook(req, 'retell', ['tools', params.name]),
    {
      doc: {
        summary: 'Retell custom functions',
        description:
          'Runs an agent tool for a Retell custom function (`{ name, call, args }`) in the call Retell names and answers `{ result }` (one line the agent hears; transfer_to_human adds `transfer_number`, which Retell\'s transfer_call tool dials). ' +
          'A repeated tool call answers the first result and does nothing else. Signed like the events (`x-retell-signature`), else 401 invalid_secret.',
        tag: 'Providers',
        params: { name: 'The tool: check_availability, book_appointment, reschedule_appointment, cancel_appointment, update_contact, opt_out or transfer_to_human' },
        errors: ['invalid_secret', 'invalid_json'],
      },
    },
  ),
});
