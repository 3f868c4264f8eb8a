import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_CAPTURE_BYTES, sendWebhook } from './sender';
import { startReceiver, type Receiver, type Reply } from '../../testing/webhook-receiver';

let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(() => rx.close());
afterEach(() => {
  rx.requests.length = 0;
});

const send = (path: string, timeoutMs = 5000) =>
  sendWebhook({ url: `${rx.url}${path}`, headers: { 'Content-Type': 'application/json' }, body: '{"event_type":"call.ended"}', timeoutMs, allowPrivate: true });

describe('sendWebhook', () => {
  it.each<[string, Reply, { ok: boolean; statusCode: number | null; error: RegExp | null; responseBody?: string }]>([
    ['200', { status: 200, body: 'thanks' }, { ok: true, statusCode: 200, error: null, responseBody: 'thanks' }],
    ['204', { status: 204 }, { ok: true, statusCode: 204, error: null, responseBody: '' }],
    ['299', { status: 299 }, { ok: true, statusCode: 299, error: null }],
    ['301', { status: 301, headers: { Location: 'https://example.com/' } }, { ok: false, statusCode: 301, error: /redirect not followed \(status 301, Location: https:\/\/example.com\/\)/ }],
    ['307', { status: 307 }, { ok: false, statusCode: 307, error: /redirect not followed/ }],
    ['404', { status: 404, body: 'no such hook' }, { ok: false, statusCode: 404, error: /status 404/, responseBody: 'no such hook' }],
    ['500', { status: 500 }, { ok: false, statusCode: 500, error: /status 500/ }],
  ])('answers %s as an outcome', async (_name, reply, expected) => {
    rx.reply = () => reply;
    const outcome = await send('/outcome');
    expect(outcome).toMatchObject(expected);
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps only the first 4 KiB of a long answer', async () => {
    rx.reply = () => ({ status: 200, body: 'é'.repeat(5000) });
    const outcome = await send('/long');
    expect(Buffer.byteLength(outcome.responseBody!)).toBeLessThanOrEqual(RESPONSE_CAPTURE_BYTES + 2);
    expect(outcome.responseBody!.startsWith('é'.repeat(2000))).toBe(true);
  });

  it('gives up after the time limit', async () => {
    rx.reply = () => ({ status: 200, delayMs: 1000 });
    expect(await send('/slow', 100)).toMatchObject({ ok: false, statusCode: null, error: 'timed out after 100 ms' });
  });

  it('reuses a kept-alive connection, and retries once on a fresh one when a reused connection was dropped', async () => {
    rx.reply = () => ({ status: 200 });
    const before = rx.connections;
    await send('/reuse');
    await send('/reuse');
    expect(rx.requests.map((r) => r.onConnection)).toEqual([1, 2]);
    expect(rx.connections - before).toBe(1);

    // A server that dropped the idle connection: the request on the reused socket never got an answer.
    rx.reply = (r) => (r.onConnection > 1 ? { hangUp: true } : { status: 200 });
    expect(await send('/reuse')).toMatchObject({ ok: true, statusCode: 200 });
    expect(rx.connections - before).toBe(2);
  });

  it('does not retry a new connection dropped without an answer', async () => {
    const rude = await startReceiver(() => ({ hangUp: true }));
    const outcome = await sendWebhook({ url: `${rude.url}/hangup`, headers: {}, body: '{}', timeoutMs: 5000, allowPrivate: true });
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: /socket hang up/ });
    expect(rude.requests).toHaveLength(1);
    await rude.close();
  });
});
