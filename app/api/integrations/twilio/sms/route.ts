import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { twilioSmsWebhook } from '@/server/http/twilio-sms';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => twilioSmsWebhook(req),
    {
      doc: {
        summary: 'Twilio text messages (inbound texts and delivery status)',
        description:
          "Public: Twilio's messaging webhook, form-encoded and signed with X-Twilio-Signature over PUBLIC_BASE_URL and the path when set, " +
          'else the URL the request came to. A delivery status moves a sent text to `delivered` or `failed`; a customer\'s text is kept ' +
          '(`message.received`), and STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE or OPT OUT alone revokes every consent of the ' +
          'number, lists it as do-not-call and cancels its waiting calls and texts; START or UNSTOP lets texts through again; HELP is answered. ' +
          'The answer is TwiML (one reply, or none). 401 invalid_secret when the signature is missing or wrong.',
        tag: 'Messages',
        errors: ['invalid_secret', 'validation_error', 'payload_too_large'],
      },
    },
  ),
});
