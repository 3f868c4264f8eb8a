import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { deliveryHeaders, generateSecret } from '@/server/services/webhooks/signing';
import { verifyWebhook, WebhookVerificationError } from './typescript/src/index';
import { findPython, pythonPackageDir, pythonSetupTimeoutMs } from './testing/python';

// Both SDKs' verifiers against deliveries signed by the server's own signing code: what it sends passes, and a
// changed body, another secret, an old timestamp, a missing header or a relabelled event does not; an empty
// secret is refused before any delivery is looked at.

const run = promisify(execFile);
const now = 1_795_000_000;
const current = generateSecret();
const previous = generateSecret();
const body = JSON.stringify({ event_type: 'call.ended', call: { id: 7, summary: 'Réservé ✓' } });

const sign = (opts: { secrets?: string[]; at?: number; payload?: string; id?: string } = {}) =>
  deliveryHeaders({
    deliveryId: opts.id ?? 'dlv_1',
    eventType: 'call.ended',
    body: opts.payload ?? body,
    secrets: opts.secrets ?? [current],
    timestampSeconds: opts.at ?? now,
  });

interface Case {
  name: string;
  body: string;
  headers: Record<string, string>;
  secret: string | string[];
  /** `ok`, the failure's reason, or `empty_secret` for a secret refused as configuration. */
  expected: string;
}

const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
const without = (h: Record<string, string>, name: string) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== name));

const cases: Case[] = [
  { name: 'as sent', body, headers: sign(), secret: current, expected: 'ok' },
  { name: 'header names in lower case (as Node gives them)', body, headers: lower(sign()), secret: current, expected: 'ok' },
  { name: 'after a rotation, with the new secret', body, headers: sign({ secrets: [current, previous] }), secret: current, expected: 'ok' },
  { name: 'after a rotation, with the old secret', body, headers: sign({ secrets: [current, previous] }), secret: previous, expected: 'ok' },
  { name: 'signed 299 s ago', body, headers: sign({ at: now - 299 }), secret: current, expected: 'ok' },
  { name: 'signed 301 s ago', body, headers: sign({ at: now - 301 }), secret: current, expected: 'timestamp_outside_tolerance' },
  { name: 'signed 301 s ahead', body, headers: sign({ at: now + 301 }), secret: current, expected: 'timestamp_outside_tolerance' },
  { name: 'another body', body: body.replace('7', '8'), headers: sign(), secret: current, expected: 'signature_mismatch' },
  { name: 'another secret', body, headers: sign(), secret: previous, expected: 'signature_mismatch' },
  {
    name: 'an old delivery with a fresh timestamp header',
    body,
    headers: { ...sign({ at: now - 3600 }), 'webhook-timestamp': String(now) },
    secret: current,
    expected: 'signature_mismatch',
  },
  {
    name: 'another delivery id',
    body,
    headers: { ...sign(), 'webhook-id': 'dlv_2' },
    secret: current,
    expected: 'signature_mismatch',
  },
  { name: 'no webhook-signature', body, headers: without(sign(), 'webhook-signature'), secret: current, expected: 'missing_header' },
  { name: 'no X-Klen-Signature', body, headers: without(sign(), 'X-Klen-Signature'), secret: current, expected: 'missing_header' },
  {
    name: 'a signed body that is not JSON',
    body: 'not json',
    headers: sign({ payload: 'not json' }),
    secret: current,
    expected: 'invalid_body',
  },
  {
    name: 'a signed body without event_type',
    body: '{"call":{"id":7}}',
    headers: sign({ payload: '{"call":{"id":7}}' }),
    secret: current,
    expected: 'invalid_body',
  },
  { name: 'no X-Klen-Event (the event comes from the signed body)', body, headers: without(sign(), 'X-Klen-Event'), secret: current, expected: 'ok' },
  {
    name: 'X-Klen-Event relabelled on a genuine delivery',
    body,
    headers: { ...sign(), 'X-Klen-Event': 'calendar.event_cancelled' },
    secret: current,
    expected: 'event_mismatch',
  },
  { name: 'a delivery forged with an empty secret', body, headers: sign({ secrets: [''] }), secret: '', expected: 'empty_secret' },
  { name: 'a delivery forged with whsec_ alone', body, headers: sign({ secrets: ['whsec_'] }), secret: 'whsec_', expected: 'empty_secret' },
  { name: 'an empty secret among the current ones', body, headers: sign(), secret: [current, ''], expected: 'empty_secret' },
  { name: 'no secret at all', body, headers: sign(), secret: [], expected: 'empty_secret' },
];

describe('verifyWebhook (TypeScript)', () => {
  it.each(cases)('$name: $expected', ({ body: received, headers, secret, expected }) => {
    const verify = () => verifyWebhook({ body: Buffer.from(received, 'utf8'), headers, secret, now: new Date(now * 1000) });
    if (expected === 'ok') {
      const delivery = verify();
      expect(delivery).toMatchObject({ event: 'call.ended', deliveryId: 'dlv_1', payload: JSON.parse(received) });
      expect(delivery.signedAt.getTime()).toBe(Number(headers['webhook-timestamp']) * 1000);
    } else if (expected === 'empty_secret') {
      expect(verify).toThrow("Secret can't be empty.");
      expect(verify).not.toThrow(WebhookVerificationError);
    } else {
      expect(verify).toThrow(WebhookVerificationError);
      expect(() => verify()).toThrow(expect.objectContaining({ reason: expected }));
    }
  });

  it('answers a payload typed by its event', () => {
    const delivery = verifyWebhook({ body, headers: sign(), secret: current, now: new Date(now * 1000) });
    if (delivery.event !== 'call.ended') throw new Error(`unexpected ${delivery.event}`);
    // Narrowed by the event: a call.ended payload has its call (a compile error otherwise).
    expect(delivery.payload.call.id).toBe(7);
  });

  it('takes the body as text and headers as a Headers object too', () => {
    expect(verifyWebhook({ body, headers: new Headers(sign()), secret: current, now: new Date(now * 1000) }).event).toBe('call.ended');
  });
});

const pythonVerifier = `
import json, sys
from switchboard_sdk.webhook_signature import WebhookVerificationError, verify_webhook
results = []
for case in json.load(sys.stdin):
    try:
        delivery = verify_webhook(case["body"].encode("utf-8"), case["headers"], case["secret"], now=case["now"])
        assert delivery.payload == json.loads(case["body"]) and delivery.delivery_id == "dlv_1"
        assert delivery.event == "call.ended"
        assert int(delivery.signed_at.timestamp()) == int(case["headers"].get("webhook-timestamp"))
        results.append("ok")
    except WebhookVerificationError as err:
        results.append(err.reason)
    except ValueError as err:
        results.append("empty_secret" if str(err) == "Secret can't be empty." else repr(err))
print(json.dumps(results))
`;

describe('verify_webhook (Python)', () => {
  it('answers every case as the TypeScript one does', async (ctx) => {
    const found = await findPython();
    if (!found.python) return ctx.skip(found.reason);
    const child = run(found.python, ['-c', pythonVerifier], { env: { ...process.env, PYTHONPATH: pythonPackageDir }, timeout: 60_000 });
    child.child.stdin!.end(JSON.stringify(cases.map((c) => ({ ...c, now }))));
    const { stdout } = await child;
    expect(JSON.parse(stdout)).toEqual(cases.map((c) => c.expected));
  }, pythonSetupTimeoutMs);
});
