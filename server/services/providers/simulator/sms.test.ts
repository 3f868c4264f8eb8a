import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { SIMULATED_UNREACHABLE, simulatorSmsProvider } from './sms';

const text = (to: string) => ({ messageId: 'msg_1', to, from: '+15550100200', body: 'Hello', statusCallbackUrl: null });

describe('the simulated text-message driver', () => {
  it('answers a fresh Twilio-shaped id for each send', async () => {
    const a = await simulatorSmsProvider.send(text('+15550101234'));
    const b = await simulatorSmsProvider.send(text('+15550101234'));
    expect(a).toEqual({ providerMessageId: expect.stringMatching(/^SMsim[0-9a-f]{32}$/) });
    expect(b).not.toEqual(a);
  });

  it('fails a number ending 0003, as a call to it fails to connect', async () => {
    expect(await simulatorSmsProvider.send(text('+15550100003'))).toEqual({ failed: SIMULATED_UNREACHABLE });
  });

  it('takes no webhook at all', () => {
    const request = { raw: 'Body=STOP', headers: new Headers({ 'x-twilio-signature': 'x' }), url: 'http://localhost/api/integrations/twilio/sms', params: { Body: 'STOP' } };
    expect(() => simulatorSmsProvider.webhooks.verify(request)).toThrow(expect.objectContaining({ code: 'invalid_secret' }) as AppError);
    expect(simulatorSmsProvider.webhooks.parse({ MessageSid: 'SM1', From: '+1', To: '+2', Body: 'x' })).toBeNull();
  });
});
