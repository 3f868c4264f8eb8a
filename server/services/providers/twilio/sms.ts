import type { SmsProvider } from '../sms-port';
import { twilioClient, type TwilioSettings } from './client';
import { sendFailureText } from './failure';
import { verifyTwilioRequest } from './signature';
import { parseTwilioSmsWebhook, twimlReply } from './webhooks';

/**
 * Text messages through Twilio's Messages API with the official package. The client is made at the first send and
 * kept, so a deployment without Twilio, or with an account SID the package refuses, fails a send instead of starting.
 */
export function twilioSmsProvider(settings: TwilioSettings): SmsProvider {
  let client: ReturnType<typeof twilioClient> | null = null;
  const configured = () => Boolean(settings.TWILIO_ACCOUNT_SID && settings.TWILIO_AUTH_TOKEN);
  return {
    name: 'twilio',
    configured,
    async send(text) {
      if (!configured()) return { failed: 'Twilio is not configured (TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN).' };
      try {
        client ??= twilioClient(settings);
        const message = await client.messages.create({
          to: text.to,
          from: text.from,
          body: text.body,
          ...(text.statusCallbackUrl ? { statusCallback: text.statusCallbackUrl } : {}),
        });
        return { providerMessageId: message.sid };
      } catch (error) {
        return { failed: sendFailureText(error, settings.TWILIO_AUTH_TOKEN) };
      }
    },
    webhooks: {
      verify: (req) => verifyTwilioRequest(req, settings),
      parse: parseTwilioSmsWebhook,
      reply: twimlReply,
    },
  };
}
