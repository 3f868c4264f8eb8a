import crypto from 'node:crypto';
import { AppError } from '../../../errors';
import type { SmsProvider } from '../sms-port';

/**
 * A number whose last four digits are 0003 fails, as a call to it fails to connect (the simulator conventions of
 * extensions §6); the words are those Twilio reports for the same case.
 */
const UNREACHABLE = /0003$/;
export const SIMULATED_UNREACHABLE = '30003: Unreachable destination handset';

/**
 * Texts without Twilio: a send answers at once with an id shaped like Twilio's (`SM…`, marked `sim`), and the
 * messages domain keeps the message, as it does for a real one. Nothing outside speaks for the simulator, so its
 * webhooks take no request at all: without this, anyone could post texts to the Twilio route of a deployment
 * that has no Twilio. A simulated inbound text is handed to the domain directly, already an `SmsEvent`.
 */
export const simulatorSmsProvider: SmsProvider = {
  name: 'simulator',
  configured: () => true,
  async send(text) {
    if (UNREACHABLE.test(text.to)) return { failed: SIMULATED_UNREACHABLE };
    return { providerMessageId: `SMsim${crypto.randomBytes(16).toString('hex')}` };
  },
  webhooks: {
    verify() {
      throw new AppError('invalid_secret', 'Text messages are simulated here: no provider sends webhooks.');
    },
    parse: () => null,
    // Whoever handed in the simulated text reads the answer as it is.
    reply: (text) => ({ contentType: 'text/plain; charset=utf-8', body: text ?? '' }),
  },
};
