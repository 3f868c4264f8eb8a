import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { listMessagesQuery, messageListSchema, messageSchema, sendTextInput } from '@/server/services/messages/schema';
import { listMessages, sendText } from '@/server/services/messages/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      query: listMessagesQuery,
      doc: {
        summary: 'List messages',
        description:
          'Every email and text sent to customers (appointment confirmations, updates, cancellations and reminders of events with ' +
          '`send_notifications`, agents\' texts) and every text customers sent back, newest first. Filters: `channel`, `status`, ' +
          '`contact_id`, `event_id`. Without SMTP an email is kept here (`transport: "local"`) instead of being sent; without Twilio ' +
          'the simulator records texts.',
        tag: 'Messages',
        response: messageListSchema,
        errors: ['validation_error'],
      },
    },
    ({ db, actor, query }) => listMessages(db, actor, query),
  ),
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      body: sendTextInput,
      status: 201,
      doc: {
        summary: 'Send a text message',
        description:
          'One text to a number, held to the same gate as a call: the do-not-call list, the destination policy, the consent its ' +
          '`purpose` needs (default `marketing`) and the callee\'s legal hours. Refused, nothing is written (403 `do_not_call`, ' +
          '`destination_not_allowed` or `consent_required`); outside the hours it is written `held` until the next lawful moment; ' +
          'else `queued`, judged once more at its send. It goes from an agent\'s number or a caller number (409 `no_sender` when the ' +
          'account has none).',
        tag: 'Messages',
        response: messageSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'invalid_phone_number', 'not_found', 'do_not_call',
          'destination_not_allowed', 'consent_required', 'no_sender'],
      },
    },
    ({ db, actor, body }) => sendText(db, actor, body),
  ),
});
