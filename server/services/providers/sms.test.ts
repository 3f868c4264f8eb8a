import { describe, expect, it } from 'vitest';
import { smsProvider } from './sms';

const twilioSettings = { TWILIO_ACCOUNT_SID: `AC${'e'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'f'.repeat(32), TWILIO_API_BASE_URL: 'https://api.twilio.com', PUBLIC_BASE_URL: undefined };

describe('smsProvider', () => {
  it('is Twilio when both of its settings are set, the same driver while they stay', () => {
    const provider = smsProvider(twilioSettings);
    expect(provider.name).toBe('twilio');
    expect(smsProvider({ ...twilioSettings })).toBe(provider);
    expect(smsProvider({ ...twilioSettings, TWILIO_AUTH_TOKEN: '0'.repeat(32) })).not.toBe(provider);
  });

  it.each([
    ['no account SID', { TWILIO_ACCOUNT_SID: undefined }],
    ['no auth token', { TWILIO_AUTH_TOKEN: undefined }],
  ])('is the simulator with %s', (_what, over) => {
    expect(smsProvider({ ...twilioSettings, ...over }).name).toBe('simulator');
  });
});
