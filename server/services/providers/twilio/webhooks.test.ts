import { describe, expect, it } from 'vitest';
import { parseTwilioSmsWebhook, twimlReply } from './webhooks';

// The reading of Twilio's SMS webhooks and the TwiML answer: pure, one row a form. The signature and the round trip
// through the package are in sms.test.ts.

const SID = `SM${'c'.repeat(32)}`;
const callback = (status: string, extra: Record<string, string> = {}) => ({
  AccountSid: `AC${'d'.repeat(32)}`,
  ApiVersion: '2010-04-01',
  From: '+15550100200',
  To: '+15550100123',
  MessageSid: SID,
  SmsSid: SID,
  MessageStatus: status,
  SmsStatus: status,
  ...extra,
});

describe('parseTwilioSmsWebhook', () => {
  it.each([
    ['queued', 'sent'],
    ['accepted', 'sent'],
    ['sending', 'sent'],
    ['sent', 'sent'],
    ['delivered', 'delivered'],
    ['read', 'delivered'],
    ['failed', 'failed'],
    ['undelivered', 'failed'],
  ])('reads the status %s as %s', (twilioStatus, status) => {
    expect(parseTwilioSmsWebhook(callback(twilioStatus))).toEqual({ type: 'status', providerMessageId: SID, status, error: null });
  });

  it.each([
    ['30003', '30003: Unreachable destination handset'],
    ['30007', '30007: Message filtered'],
    ['63016', '63016'],
  ])('carries the error code %s as %s', (code, error) => {
    expect(parseTwilioSmsWebhook(callback('undelivered', { ErrorCode: code }))).toMatchObject({ status: 'failed', error });
  });

  it('reads a text a person sent, as Twilio posts it', () => {
    const inbound = { ToCountry: 'US', SmsMessageSid: SID, NumMedia: '0', SmsSid: SID, SmsStatus: 'received', Body: 'STOP', To: '+15550100200', MessageSid: SID, From: '+15550100123', ApiVersion: '2010-04-01' };
    expect(parseTwilioSmsWebhook(inbound)).toEqual({ type: 'inbound', providerMessageId: SID, from: '+15550100123', to: '+15550100200', body: 'STOP' });
  });

  it('reads an inbound text with only the older SmsSid, no status and an empty body (a picture alone)', () => {
    expect(parseTwilioSmsWebhook({ SmsSid: SID, From: '+15550100123', To: '+15550100200', Body: '' })).toEqual({ type: 'inbound', providerMessageId: SID, from: '+15550100123', to: '+15550100200', body: '' });
  });

  it.each([
    ['an empty form', {}],
    ['no message SID', { From: '+15550100123', To: '+15550100200', Body: 'Hi' }],
    ['a status Switchboard does not read', callback('scheduled')],
    ['a status it does not know', callback('teleported')],
    ['an inbound text without its sender', { MessageSid: SID, To: '+15550100200', Body: 'Hi' }],
    ['an inbound text without a body', { MessageSid: SID, From: '+15550100123', To: '+15550100200' }],
    ['a SID longer than any of Twilio\'s', { MessageSid: 'S'.repeat(65), MessageStatus: 'sent' }],
    ['a body longer than Twilio takes', { MessageSid: SID, From: '+15550100123', To: '+15550100200', Body: 'x'.repeat(1601) }],
  ])('reads nothing from %s', (_what, params) => {
    expect(parseTwilioSmsWebhook(params as Record<string, string>)).toBeNull();
  });
});

describe('twimlReply', () => {
  it('answers one message, escaped', () => {
    expect(twimlReply('Reply <STOP> to opt out & HELP for help')).toEqual({
      contentType: 'text/xml',
      body: '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Reply &lt;STOP&gt; to opt out &amp; HELP for help</Message></Response>',
    });
  });

  it('answers an empty response for no reply', () => {
    expect(twimlReply(null)).toEqual({ contentType: 'text/xml', body: '<?xml version="1.0" encoding="UTF-8"?><Response/>' });
  });
});
