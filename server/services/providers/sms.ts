import { config } from '../../config';
import { simulatorSmsProvider } from './simulator/sms';
import type { SmsProvider } from './sms-port';
import { twilioSmsProvider } from './twilio/sms';
import type { TwilioSettings } from './twilio/client';

export { twilioSmsProvider };

let cached: { key: string; provider: SmsProvider } | null = null;

/**
 * The text-message driver of this deployment: Twilio when both of its settings are set, else the simulator. The
 * Twilio driver is kept while the settings stay the same, so its client (and its connections) is made once.
 */
export function smsProvider(c: TwilioSettings = config): SmsProvider {
  if (!c.TWILIO_ACCOUNT_SID || !c.TWILIO_AUTH_TOKEN) return simulatorSmsProvider;
  const settings: TwilioSettings = {
    TWILIO_ACCOUNT_SID: c.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: c.TWILIO_AUTH_TOKEN,
    TWILIO_API_BASE_URL: c.TWILIO_API_BASE_URL,
    PUBLIC_BASE_URL: c.PUBLIC_BASE_URL,
  };
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, provider: twilioSmsProvider(settings) };
  return cached.provider;
}
