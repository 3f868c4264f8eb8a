import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

// VAPI_WEBHOOK_CREDENTIAL as the operator writes it: what is taken, and what stops the start with a message that
// names the field and never repeats the secret.

const SECRET = 'never-in-a-message-7d1f';

function errorOf(value: string): string {
  try {
    loadConfig({ VAPI_WEBHOOK_CREDENTIAL: value });
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('VAPI_WEBHOOK_CREDENTIAL', () => {
  it('is unset when empty or absent', () => {
    expect(loadConfig({}).VAPI_WEBHOOK_CREDENTIAL).toBeUndefined();
    expect(loadConfig({ VAPI_WEBHOOK_CREDENTIAL: '' }).VAPI_WEBHOOK_CREDENTIAL).toBeUndefined();
  });

  it('takes a plan, a whole credential as Vapi holds it, or an array of them, as a list of plans', () => {
    const hmac = { type: 'hmac', secretKey: SECRET, algorithm: 'sha512', signatureHeader: 'X-Sig', payloadFormat: '{svix-id}.{timestamp}.{body}', messageIdHeader: 'svix-id', signatureEncoding: 'base64', signaturePrefix: 'v1,', includeTimestamp: true };
    const bearer = { type: 'bearer', token: SECRET, headerName: 'X-Vapi-Secret', bearerPrefixEnabled: false };
    const parse = (v: unknown) => loadConfig({ VAPI_WEBHOOK_CREDENTIAL: JSON.stringify(v) }).VAPI_WEBHOOK_CREDENTIAL;
    expect(parse(hmac)).toEqual([hmac]);
    expect(parse({ provider: 'webhook', name: 'Switchboard', authenticationPlan: bearer })).toEqual([bearer]);
    expect(parse([hmac, { authenticationPlan: bearer }])).toEqual([hmac, bearer]);
    expect(parse({ type: 'hmac', secretKey: Buffer.from('k').toString('base64'), secretIsBase64: true, algorithm: 'sha1' })).toHaveLength(1);
  });

  it.each([
    ['{"type":"hmac","secretKey":"' + SECRET + '",', /VAPI_WEBHOOK_CREDENTIAL: is not valid JSON \(at position \d+\)/],
    [JSON.stringify({ type: 'hmac', secretKey: SECRET, algorithm: 'md5' }), /VAPI_WEBHOOK_CREDENTIAL\.algorithm: .*"sha256"\|"sha512"\|"sha1"/],
    [JSON.stringify({ type: 'hmac', secretKey: '', algorithm: 'sha256' }), /VAPI_WEBHOOK_CREDENTIAL\.secretKey: must not be empty/],
    [JSON.stringify({ type: 'hmac', secretKey: `${SECRET}!`, algorithm: 'sha256', secretIsBase64: true }), /secretKey: is not base64, yet secretIsBase64 is true/],
    [JSON.stringify({ type: 'hmac', secretKey: SECRET, algorithm: 'sha256', payloadFormat: '{timestamp}' }), /payloadFormat: must contain \{body\}/],
    [JSON.stringify({ type: 'hmac', secretKey: SECRET, algorithm: 'sha256', signatureheader: 'x' }), /Unrecognized key: "signatureheader"/],
    [JSON.stringify({ type: 'hmac', secretKey: SECRET, algorithm: 'sha256', signatureHeader: 'x signature' }), /signatureHeader: must be an HTTP header name/],
    [JSON.stringify({ type: 'bearer', token: SECRET, bearerPrefixEnabled: 'no' }), /bearerPrefixEnabled: /],
    [JSON.stringify({ type: 'oauth2', url: 'https://x', clientId: 'c', clientSecret: SECRET }), /type: oauth2 is not accepted here/],
    [JSON.stringify({ type: 'basic', token: SECRET }), /type: must be "hmac" or "bearer"/],
    [JSON.stringify([{ type: 'bearer', token: SECRET }, { authenticationPlan: { type: 'bearer', token: '' } }]), /VAPI_WEBHOOK_CREDENTIAL\.1\.authenticationPlan\.token: must not be empty/],
    ['[]', /must name between 1 and 10 credentials/],
    [JSON.stringify(Array.from({ length: 11 }, () => ({ type: 'bearer', token: SECRET }))), /must name between 1 and 10 credentials/],
  ])('refuses %s', (value, message) => {
    const error = errorOf(value);
    expect(error).toMatch(/^Invalid configuration:/);
    expect(error).toMatch(message);
    expect(error).not.toContain(SECRET);
  });
});
