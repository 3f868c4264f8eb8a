import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { workOnce } from '../../jobs/worker';
import { getDelivery, listFailedDeliveries, redeliver } from './deliveries';
import { deliverySettings, MAX_ATTEMPTS, retryDelayAfter, stateAfterAttempt } from './delivery';
import { rotateWebhookSecret, updateWebhook } from './service';
import { accountWithWebhooks, at, attemptsOf, deliveriesOf, emit, MIN } from '../../testing/webhook-fixtures';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver';
import { resolver } from './url-guard';

let rx: Receiver;
const realLookup = resolver.lookupAll;
const calendarPayload = { calendar_event: { id: 7, title: 'Intro call', status: 'scheduled' }, timestamp: '2026-11-24T15:00:00Z' };

beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(() => rx.close());
afterEach(() => {
  rx.requests.length = 0;
  rx.reply = () => ({ status: 200, body: 'ok' });
  config.ALLOW_PRIVATE_WEBHOOK_URLS = true;
  deliverySettings.timeoutMs = 10_000;
  resolver.lookupAll = realLookup;
});

const requestsTo = (path: string) => rx.requests.filter((r) => r.path === path);

describe('retry schedule', () => {
  it.each([
    [0, false, 'pending', 1 * MIN],
    [1, false, 'pending', 5 * MIN],
    [2, false, 'pending', 30 * MIN],
    [3, false, 'failed', null],
    [0, true, 'succeeded', null],
    [3, true, 'succeeded', null],
  ] as const)('after attempt %i+1 (ok=%s) the delivery is %s, next in %s ms', (before, ok, status, delay) => {
    const t = new Date('2026-01-01T00:00:00Z');
    const next = stateAfterAttempt(before, ok, t);
    expect(next.status).toBe(status);
    expect(next.nextAttemptAt?.getTime() ?? null).toBe(delay === null ? null : t.getTime() + delay);
    expect(next.deliveredAt).toEqual(ok ? t : null);
  });

  it('makes four attempts in all, sleeping 1m, 5m and 30m between them', () => {
    expect(MAX_ATTEMPTS).toBe(4);
    expect([1, 2, 3, 4].map((n) => retryDelayAfter(n)?.sleep ?? null)).toEqual(['1m', '5m', '30m', null]);
  });
});

describe('delivery', () => {
  it('POSTs the payload signed with both schemes, once, to the subscribed active webhooks only', async () => {
    const { account, db, webhooks } = await accountWithWebhooks([
      { url: `${rx.url}/subscribed`, events: ['calendar.created', 'calendar.updated'] },
      { url: `${rx.url}/other-event`, events: ['call.ended'] },
      { url: `${rx.url}/inactive`, events: ['calendar.created'], is_active: false },
    ]);
    const stranger = await accountWithWebhooks([{ url: `${rx.url}/stranger`, events: ['calendar.created'] }]);
    await emit(account.accountId, 'calendar.created', calendarPayload);
    const now = at(new Date(), 1000);
    await workOnce(db, now);

    expect(rx.requests.map((r) => r.path)).toEqual(['/subscribed']);
    const req = rx.requests[0];
    const [delivery] = await deliveriesOf(webhooks[0].id);
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['x-klen-event']).toBe('calendar.created');
    expect(req.headers['x-klen-delivery-id']).toBe(delivery.id);
    expect(req.headers['webhook-id']).toBe(delivery.id);
    expect(JSON.parse(req.body)).toEqual({ event_type: 'calendar.created', ...calendarPayload });
    expect(req.body).toBe(delivery.body);
    // An independent HMAC over the exact bytes received.
    const secret = webhooks[0].secret;
    expect(req.headers['x-klen-signature']).toBe(createHmac('sha256', Buffer.from(secret, 'utf8')).update(req.body).digest('hex'));
    expect(new Webhook(secret).verify(req.body, req.headers as Record<string, string>)).toEqual(JSON.parse(req.body));

    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
    expect(delivery.deliveredAt).toEqual(now);
    const [attempt] = await attemptsOf(delivery.id);
    expect(attempt).toMatchObject({ attemptNumber: 1, statusCode: 200, responseBody: 'ok', error: null });
    expect(attempt.attemptedAt).toEqual(now);
    expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    for (const w of [webhooks[1], webhooks[2], stranger.webhooks[0]]) expect(await deliveriesOf(w.id)).toEqual([]);
  });

  it('retries after 1, 5 and 30 minutes with the same id, then fails, and can be redelivered', async () => {
    rx.reply = () => ({ status: 500, body: 'down' });
    const { account, actor, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/flaky`, events: ['call.ended'] }]);
    await emit(account.accountId, 'call.ended', { call: { id: 1 } });
    const t0 = at(new Date(), 1000);
    const seen = () => requestsTo('/flaky').length;

    await workOnce(db, t0);
    expect(seen()).toBe(1);
    const schedule = [1 * MIN, 6 * MIN, 36 * MIN];
    for (const [i, due] of schedule.entries()) {
      await workOnce(db, at(t0, due - 1));
      expect(seen(), `not before +${due / MIN} min`).toBe(i + 1);
      const [pending] = await deliveriesOf(webhooks[0].id);
      expect(pending).toMatchObject({ status: 'pending', attempts: i + 1, lastStatusCode: 500, lastError: 'receiver answered status 500' });
      expect(pending.nextAttemptAt).toEqual(at(t0, due));
      await workOnce(db, at(t0, due));
      expect(seen(), `at +${due / MIN} min`).toBe(i + 2);
    }
    const [failed] = await deliveriesOf(webhooks[0].id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null, deliveredAt: null });
    await workOnce(db, at(t0, 24 * 60 * MIN));
    expect(seen()).toBe(4);
    const ids = new Set(requestsTo('/flaky').map((r) => r.headers['x-klen-delivery-id']));
    expect([...ids]).toEqual([failed.id]);
    expect((await attemptsOf(failed.id)).map((a) => [a.attemptNumber, a.statusCode, a.attemptedAt.getTime() - t0.getTime()])).toEqual([
      [1, 500, 0], [2, 500, 1 * MIN], [3, 500, 6 * MIN], [4, 500, 36 * MIN],
    ]);

    // The dashboard's views: recent failures across the account, and one delivery with its attempt log.
    const failures = await listFailedDeliveries(db, actor);
    expect(failures).toMatchObject({ count: 1, deliveries: [{ id: failed.id, status: 'failed', attempts: 4, last_status_code: 500 }] });
    const detail = await getDelivery(db, actor, webhooks[0].id, failed.id);
    expect(detail.attempt_log.map((a) => [a.attempt, a.status_code, a.response_body, a.error])).toEqual(
      [1, 2, 3, 4].map((n) => [n, 500, 'down', 'receiver answered status 500']),
    );

    rx.reply = () => ({ status: 204 });
    const t1 = at(t0, 40 * MIN);
    const queued = await redeliver(db, actor, webhooks[0].id, failed.id, t1);
    expect(queued.delivery).toMatchObject({ id: failed.id, status: 'pending', attempts: 4 });
    await workOnce(db, t1);
    expect(seen()).toBe(5);
    expect(requestsTo('/flaky')[4].headers['x-klen-delivery-id']).toBe(failed.id);
    const [done] = await deliveriesOf(webhooks[0].id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 5, lastStatusCode: 204, lastError: null });
  });

  it('does not follow redirects and keeps the first 4 KiB of the answer', async () => {
    rx.reply = (r) => (r.path === '/moved'
      ? { status: 302, headers: { Location: `${rx.url}/elsewhere` }, body: 'x'.repeat(10_000) }
      : { status: 200 });
    const { account, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/moved`, events: ['calendar.updated'] }]);
    await emit(account.accountId, 'calendar.updated', calendarPayload);
    await workOnce(db, at(new Date(), 1000));
    expect(requestsTo('/moved')).toHaveLength(1);
    expect(requestsTo('/elsewhere')).toHaveLength(0);
    const [d] = await deliveriesOf(webhooks[0].id);
    expect(d).toMatchObject({ status: 'pending', lastStatusCode: 302 });
    const [attempt] = await attemptsOf(d.id);
    expect(attempt.error).toMatch(/redirect not followed/);
    expect(attempt.responseBody).toBe('x'.repeat(4096));
  });

  it('fails an attempt that gets no answer in time', async () => {
    deliverySettings.timeoutMs = 150;
    rx.reply = () => ({ status: 200, delayMs: 2000 });
    const { account, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/slow`, events: ['call.started'] }]);
    await emit(account.accountId, 'call.started', { call: { id: 2 } });
    const t0 = at(new Date(), 1000);
    await workOnce(db, t0);
    const [d] = await deliveriesOf(webhooks[0].id);
    expect(d).toMatchObject({ status: 'pending', lastStatusCode: null, lastError: 'timed out after 150 ms' });
    expect(d.nextAttemptAt).toEqual(at(t0, MIN));
  });

  it('records an unreachable receiver as a failed attempt', async () => {
    const closed = await startReceiver();
    const url = `${closed.url}/gone`;
    await closed.close();
    const { account, db, webhooks } = await accountWithWebhooks([{ url, events: ['call.failed'] }]);
    await emit(account.accountId, 'call.failed', { call: { id: 3 }, failure_reason: 'busy' });
    await workOnce(db, at(new Date(), 1000));
    const [d] = await deliveriesOf(webhooks[0].id);
    expect(d.status).toBe('pending');
    expect(d.lastError).toMatch(/ECONNREFUSED/);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const { account, actor, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/rotated`, events: ['calendar.cancelled'] }]);
    const old = webhooks[0].secret;
    const t0 = new Date();
    const { secret } = await rotateWebhookSecret(db, actor, webhooks[0].id, t0);
    expect(secret).not.toBe(old);

    await emit(account.accountId, 'calendar.cancelled', calendarPayload);
    await workOnce(db, at(t0, 60 * MIN));
    const [first] = requestsTo('/rotated');
    const hex = (s: string) => createHmac('sha256', s).update(first.body).digest('hex');
    expect(first.headers['x-klen-signature']).toBe(`${hex(secret)},${hex(old)}`);
    expect(String(first.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(first.body, first.headers as Record<string, string>)).toBeTruthy();
    expect(new Webhook(old).verify(first.body, first.headers as Record<string, string>)).toBeTruthy();

    await emit(account.accountId, 'calendar.cancelled', calendarPayload);
    await workOnce(db, at(t0, 25 * 60 * MIN));
    const second = requestsTo('/rotated')[1];
    expect(second.headers['x-klen-signature']).toBe(createHmac('sha256', secret).update(second.body).digest('hex'));
    expect(new Webhook(secret).verify(second.body, second.headers as Record<string, string>)).toBeTruthy();
    expect(() => new Webhook(old).verify(second.body, second.headers as Record<string, string>)).toThrow();
  });

  it('stops retrying once the webhook is disabled', async () => {
    rx.reply = () => ({ status: 503 });
    const { account, actor, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/paused`, events: ['call.summary'] }]);
    await emit(account.accountId, 'call.summary', { call: { id: 4 } });
    const t0 = at(new Date(), 1000);
    await workOnce(db, t0);
    await updateWebhook(db, actor, webhooks[0].id, { is_active: false });
    await workOnce(db, at(t0, MIN));
    expect(requestsTo('/paused')).toHaveLength(1);
    const [d] = await deliveriesOf(webhooks[0].id);
    expect(d).toMatchObject({ status: 'failed', attempts: 1, lastError: 'webhook is disabled', nextAttemptAt: null });
  });
});

describe('address checks at delivery', () => {
  it('refuses loopback and private targets when private URLs are not allowed, sending nothing', async () => {
    const { account, db, webhooks } = await accountWithWebhooks([
      { url: `https://127.0.0.1:${rx.port}/literal`, events: ['call.recording'] },
      { url: `https://rebound.example:${rx.port}/name`, events: ['call.recording'] },
      { url: `https://10.0.0.7/private`, events: ['call.recording'] },
    ]);
    // The name was public when saved; it now answers a loopback address.
    resolver.lookupAll = async (host) => (host === 'rebound.example' ? [{ address: '127.0.0.1', family: 4 }] : realLookup(host));
    config.ALLOW_PRIVATE_WEBHOOK_URLS = false;
    await emit(account.accountId, 'call.recording', { call: { id: 5 } });
    await workOnce(db, at(new Date(), 1000));
    expect(rx.requests.filter((r) => ['/literal', '/name', '/private'].includes(r.path))).toEqual([]);
    const errors = [];
    for (const w of webhooks) errors.push((await deliveriesOf(w.id))[0].lastError);
    expect(errors[0]).toMatch(/must not point to a non-public address/);
    expect(errors[1]).toMatch(/rebound.example resolves to a non-public address/);
    expect(errors[1]).not.toMatch(/127\.0\.0\.1/);
    expect(errors[2]).toMatch(/must not point to a non-public address/);
  });

  it('connects to the address it resolved and checked, not to a second DNS answer', async () => {
    let lookups = 0;
    resolver.lookupAll = async (host) => {
      if (host !== 'pinned.example') return realLookup(host);
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const { account, db, webhooks } = await accountWithWebhooks([{ url: `http://pinned.example:${rx.port}/pinned`, events: ['call.transcript'] }]);
    await emit(account.accountId, 'call.transcript', { call: { id: 6 }, transcript: [] });
    await workOnce(db, at(new Date(), 1000));
    // The system resolver knows no such name: the request arrived because the socket used the checked address.
    expect(requestsTo('/pinned')).toHaveLength(1);
    expect(requestsTo('/pinned')[0].headers.host).toBe(`pinned.example:${rx.port}`);
    expect(lookups).toBe(1);
    expect((await deliveriesOf(webhooks[0].id))[0].status).toBe('succeeded');
  });
});
