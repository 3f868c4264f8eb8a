import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { deliveryHeaders, generateSecret, klenSignature, secretDisplayPrefix, standardSignature } from './signing';

const body = JSON.stringify({ event_type: 'calendar.created', calendar_event: { id: 1, title: 'Café ☕' }, timestamp: '2026-11-24T15:00:00Z' });

describe('signing', () => {
  it('makes secrets of whsec_ and base64 of 32 random bytes', () => {
    const a = generateSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(generateSecret()).not.toBe(a);
    expect(secretDisplayPrefix(a)).toBe(a.slice(0, 10));
  });

  it('signs X-Klen-Signature as hex HMAC-SHA256 of the body keyed with the whole secret', () => {
    const secret = generateSecret();
    const expected = createHmac('sha256', secret).update(body).digest('hex');
    expect(klenSignature(body, secret)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs webhook-signature so the standardwebhooks verifier accepts it', () => {
    const secret = generateSecret();
    const ts = Math.floor(Date.now() / 1000);
    const headers = deliveryHeaders({ deliveryId: 'd-1', eventType: 'calendar.created', body, secrets: [secret], timestampSeconds: ts });
    expect(headers['webhook-signature']).toBe(`v1,${standardSignature('d-1', ts, body, secret)}`);
    const independent = createHmac('sha256', Buffer.from(secret.slice(6), 'base64')).update(`d-1.${ts}.${body}`).digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${independent}`);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
  });

  it('carries both signatures of each scheme when two secrets sign', () => {
    const [current, previous] = [generateSecret(), generateSecret()];
    const ts = Math.floor(Date.now() / 1000);
    const headers = deliveryHeaders({ deliveryId: 'd-2', eventType: 'call.ended', body, secrets: [current, previous], timestampSeconds: ts });
    expect(headers['X-Klen-Signature'].split(',')).toEqual([klenSignature(body, current), klenSignature(body, previous)]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toBeTruthy();
    expect(new Webhook(previous).verify(body, headers)).toBeTruthy();
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Klen-Delivery-ID': 'd-2',
      'X-Klen-Event': 'call.ended',
      'webhook-id': 'd-2',
      'webhook-timestamp': String(ts),
    });
  });
});
