import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { signedTwilioRequest, startTwilioStandIn, type TwilioStandIn } from '../../../testing/stand-ins/twilio';
import { startReceiver, type ReceivedRequest, type Receiver } from '../../../testing/webhook-receiver';
import type { OutgoingText } from '../sms-port';
import type { TwilioSettings } from './client';
import { sendFailureText } from './failure';
import { twilioSmsProvider } from './sms';
import { twimlReply } from './webhooks';

// The Twilio driver against the stand-in over real HTTP, through the official package both ways: sends reach the
// Messages API as Twilio reads them, and the webhooks the stand-in signs are checked with the package's own check.

const STATUS_PATH = '/api/integrations/twilio/sms/status';
const INBOUND_PATH = '/api/integrations/twilio/sms';

let standIn: TwilioStandIn;
let app: Receiver;

beforeAll(async () => {
  standIn = await startTwilioStandIn({ unsubscribed: ['+15550100999'] });
  app = await startReceiver(() => ({ status: 200, headers: { 'content-type': 'text/xml' }, body: twimlReply('Thanks, we got it.').body }));
});
afterAll(async () => {
  await standIn?.close();
  await app?.close();
});

const settings = (over: Partial<TwilioSettings> = {}): TwilioSettings => ({ ...standIn.config(), PUBLIC_BASE_URL: undefined, ...over });

const text = (over: Partial<OutgoingText> = {}): OutgoingText => ({
  messageId: 'msg_1',
  to: '+15550100123',
  from: '+15550100200',
  body: 'Your appointment on Tuesday at 10:00 is confirmed.',
  statusCallbackUrl: `${app.url}${STATUS_PATH}?message=msg_1`,
  ...over,
});

/** A request the app received, as the route hands it to the driver. */
function asWebhook(r: ReceivedRequest, origin = app.url) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(r.headers)) if (typeof value === 'string') headers.set(name, value);
  return { raw: r.body, headers, url: `${origin}${r.path}`, params: Object.fromEntries(new URLSearchParams(r.body)) };
}

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? e.code : e;
  }
  return 'accepted';
};

describe('sending', () => {
  it('creates the message with To, From, Body and StatusCallback, as the account, and answers its SID', async () => {
    const sent = await twilioSmsProvider(settings()).send(text());
    expect(sent).toEqual({ providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    const request = standIn.requests.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${standIn.accountSid}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${standIn.accountSid}:${standIn.authToken}`).toString('base64')}`);
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+15550100123',
      From: '+15550100200',
      Body: 'Your appointment on Tuesday at 10:00 is confirmed.',
      StatusCallback: `${app.url}${STATUS_PATH}?message=msg_1`,
    });
    expect(standIn.messages.find((m) => 'providerMessageId' in sent && m.sid === sent.providerMessageId)?.status).toBe('queued');
  });

  it('sends no StatusCallback when the domain gives none', async () => {
    await twilioSmsProvider(settings()).send(text({ statusCallbackUrl: null }));
    expect(standIn.requests.at(-1)!.form.has('StatusCallback')).toBe(false);
  });

  it.each([
    ['an invalid number', { to: '555-0100' }, "21211: The 'To' number 555-0100 is not a valid phone number."],
    ['a recipient who unsubscribed', { to: '+15550100999' }, '21610: Attempt to send to unsubscribed recipient'],
  ])('answers Twilio\'s refusal of %s as its code and words', async (_what, over, failed) => {
    expect(await twilioSmsProvider(settings()).send(text(over))).toEqual({ failed });
  });

  it('answers wrong credentials as 20003, with neither token in the text', async () => {
    const wrong = 'f'.repeat(32);
    const sent = await twilioSmsProvider(settings({ TWILIO_AUTH_TOKEN: wrong })).send(text());
    expect(sent).toEqual({ failed: '20003: Authenticate' });
    expect(JSON.stringify(sent)).not.toContain(wrong);
    expect(JSON.stringify(sent)).not.toContain(standIn.authToken);
  });

  it('answers a connection that drops as a failure, and never throws', async () => {
    const dropping = await startReceiver(() => ({ hangUp: true }));
    try {
      const sent = await twilioSmsProvider(settings({ TWILIO_API_BASE_URL: dropping.url })).send(text());
      expect(sent).toEqual({ failed: expect.stringMatching(/^The request to Twilio failed: /) });
      expect(JSON.stringify(sent)).not.toContain(standIn.authToken);
    } finally {
      await dropping.close();
    }
  });

  it('answers a failure, not a throw, for an account SID the package refuses or no settings at all', async () => {
    expect(await twilioSmsProvider(settings({ TWILIO_ACCOUNT_SID: 'not-a-sid' })).send(text())).toEqual({ failed: expect.stringMatching(/^The request to Twilio failed: .*AC/) });
    const unset = twilioSmsProvider(settings({ TWILIO_AUTH_TOKEN: undefined }));
    expect(unset.configured()).toBe(false);
    expect(await unset.send(text())).toEqual({ failed: expect.stringContaining('not configured') });
  });

  it('cuts the auth token out of whatever an error says', () => {
    expect(sendFailureText(new Error('request to https://AC1:secret-token@host failed'), 'secret-token')).toBe('The request to Twilio failed: request to https://AC1:[redacted]@host failed');
  });
});

describe('webhooks', () => {
  it('accepts a status callback Twilio signed, and reads it as the sent message\'s delivery', async () => {
    const provider = twilioSmsProvider(settings());
    const sent = await provider.send(text());
    if (!('providerMessageId' in sent)) throw new Error(sent.failed);
    expect((await standIn.deliver(sent.providerMessageId, 'undelivered', { errorCode: 30003 })).status).toBe(200);
    const webhook = asWebhook(app.requests.at(-1)!);
    expect(webhook.url).toBe(`${app.url}${STATUS_PATH}?message=msg_1`);
    expect(refusal(() => provider.webhooks.verify(webhook))).toBe('accepted');
    expect(provider.webhooks.parse(webhook.params)).toEqual({
      type: 'status',
      providerMessageId: sent.providerMessageId,
      status: 'failed',
      error: '30003: Unreachable destination handset',
    });
  });

  it('accepts an inbound text Twilio signed, reads it, and the TwiML answer reaches Twilio', async () => {
    const provider = twilioSmsProvider(settings());
    const answer = await standIn.inbound({ from: '+15550100123', to: '+15550100200', body: 'Can I move it to 11?', url: `${app.url}${INBOUND_PATH}` });
    expect(await answer.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Message>Thanks, we got it.</Message></Response>');
    const webhook = asWebhook(app.requests.at(-1)!);
    expect(refusal(() => provider.webhooks.verify(webhook))).toBe('accepted');
    expect(provider.webhooks.parse(webhook.params)).toEqual({
      type: 'inbound',
      providerMessageId: standIn.messages.at(-1)!.sid,
      from: '+15550100123',
      to: '+15550100200',
      body: 'Can I move it to 11?',
    });
  });

  describe('refuses what Twilio did not sign, as invalid_secret', () => {
    const url = 'https://switchboard.example.com/api/integrations/twilio/sms';
    const params = { MessageSid: `SM${'a'.repeat(32)}`, From: '+15550100123', To: '+15550100200', Body: 'STOP' };
    const request = (signed: { headers: Record<string, string>; body: string }, at = url) => ({
      raw: signed.body,
      headers: new Headers(signed.headers),
      url: at,
      params: Object.fromEntries(new URLSearchParams(signed.body)),
    });
    const provider = () => twilioSmsProvider(settings());

    it('accepts the signature the package makes for this URL and these parameters', () => {
      expect(refusal(() => provider().webhooks.verify(request(signedTwilioRequest(standIn.authToken, url, params))))).toBe('accepted');
    });

    it.each([
      ['no signature', () => {
        const { body } = signedTwilioRequest(standIn.authToken, url, params);
        return request({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      }],
      ['a signature made with another token', () => request(signedTwilioRequest('0'.repeat(32), url, params))],
      ['a signature of something else', () => request({ ...signedTwilioRequest(standIn.authToken, url, params), headers: { 'x-twilio-signature': 'x'.repeat(28) } })],
      ['a parameter changed after signing', () => {
        const signed = signedTwilioRequest(standIn.authToken, url, params);
        return request({ ...signed, body: new URLSearchParams({ ...params, Body: 'START' }).toString() });
      }],
      ['a parameter added after signing', () => {
        const signed = signedTwilioRequest(standIn.authToken, url, params);
        return request({ ...signed, body: new URLSearchParams({ ...params, NumMedia: '1' }).toString() });
      }],
      ['a signature for another URL', () => request(signedTwilioRequest(standIn.authToken, 'https://elsewhere.example.com/api/integrations/twilio/sms', params))],
    ])('%s', (_what, make) => {
      expect(refusal(() => provider().webhooks.verify(make()))).toBe('invalid_secret');
    });

    it('a deployment without an auth token, whatever the signature', () => {
      const unset = twilioSmsProvider(settings({ TWILIO_AUTH_TOKEN: undefined }));
      expect(refusal(() => unset.webhooks.verify(request(signedTwilioRequest('', url, params))))).toBe('invalid_secret');
    });
  });

  it('checks the signature over PUBLIC_BASE_URL and the path when it is set, else over the URL the request came to', () => {
    const arrived = 'http://10.0.0.7:3000/api/integrations/twilio/sms?account=1';
    const params = { MessageSid: `SM${'b'.repeat(32)}`, From: '+15550100123', To: '+15550100200', Body: 'Hi' };
    const request = (signedFor: string) => {
      const signed = signedTwilioRequest(standIn.authToken, signedFor, params);
      return { raw: signed.body, headers: new Headers(signed.headers), url: arrived, params };
    };
    const behindProxy = twilioSmsProvider(settings({ PUBLIC_BASE_URL: 'https://switchboard.example.com/' }));
    const direct = twilioSmsProvider(settings());
    const publicUrl = 'https://switchboard.example.com/api/integrations/twilio/sms?account=1';

    expect(refusal(() => behindProxy.webhooks.verify(request(publicUrl)))).toBe('accepted');
    expect(refusal(() => behindProxy.webhooks.verify(request(arrived)))).toBe('invalid_secret');
    expect(refusal(() => direct.webhooks.verify(request(arrived)))).toBe('accepted');
    expect(refusal(() => direct.webhooks.verify(request(publicUrl)))).toBe('invalid_secret');
  });
});
