import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { workOnce } from '@/server/jobs/worker';
import { emit } from '@/server/testing/webhook-fixtures';
import { startReceiver, type Receiver } from '@/server/testing/webhook-receiver';
import { keyWith, newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import * as createV1 from './create/route';
import * as createDoubled from '../api/webhooks/create/route';
import * as createBare from '../../webhooks/create/route';
import * as list from './route';
import * as one from './[webhook_id]/route';
import * as remove from './[webhook_id]/delete/route';
import * as rotate from './[webhook_id]/rotate-secret/route';
import * as deliveries from './[webhook_id]/deliveries/route';
import * as redeliver from './[webhook_id]/deliveries/[delivery_id]/redeliver/route';
import * as test from './[webhook_id]/test/route';
import { awayFromMinuteEdge } from '@/server/testing/clock';

let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(() => rx.close());
afterEach(() => {
  config.ALLOW_PRIVATE_WEBHOOK_URLS = true;
  rx.reply = () => ({ status: 200, body: 'ok' });
});

const body = (url: string, extra: Record<string, unknown> = {}) => ({ name: 'CRM sync', url, subscribed_events: ['calendar.created', 'call.ended'], ...extra });
const create = (key: string, b: unknown, handler = createV1.POST) => callRoute(handler, { method: 'POST', path: '/api/v1/webhooks/create', key, body: b });
const params = (id: number | string, extra: Record<string, string> = {}) => ({ webhook_id: String(id), ...extra });

describe('create webhook', () => {
  it('answers 201 with the secret on all three paths', async () => {
    const acct = await newAccount();
    for (const handler of [createV1.POST, createDoubled.POST, createBare.POST]) {
      const res = await create(acct.key, body(`${rx.url}/in`), handler);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'CRM sync',
        url: `${rx.url}/in`,
        subscribed_events: ['calendar.created', 'call.ended'],
        is_active: true,
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        message: expect.any(String),
      });
    }
    const listed = await callRoute(list.GET, { path: '/api/v1/webhooks', key: acct.key });
    expect(listed.body.count).toBe(3);
    expect(createDoubled.GET).toBe(createV1.GET);
    const wrong = await callRoute(createV1.GET, { path: '/api/v1/webhooks/create', key: acct.key });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it.each([
    [{ url: 'https://example.com/h', subscribed_events: ['call.ended'] }, 'name', 'is required'],
    [{ name: 'x', subscribed_events: ['call.ended'] }, 'url', 'is required'],
    [{ name: 'x', url: 'https://example.com/h' }, 'subscribed_events', 'is required'],
    [{ name: 'x', url: 'https://example.com/h', subscribed_events: [] }, 'subscribed_events', 'at least one'],
    [{ name: 'x', url: 'https://example.com/h', subscribed_events: ['call.ended', 'call.exploded'] }, 'subscribed_events.1', 'must be one of'],
    [{ name: 'x', url: 'https://example.com/h', subscribed_events: 'call.ended' }, 'subscribed_events', 'array'],
    [{ name: 'x', url: 'not a url', subscribed_events: ['call.ended'] }, 'url', 'absolute URL'],
    [{ name: 'x', url: 'https://example.com/h', subscribed_events: ['call.ended'], is_active: 'yes' }, 'is_active', ''],
  ])('refuses %j with validation_error on %s', async (input, path, message) => {
    const acct = await newAccount();
    const res = await create(acct.key, input);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details).toContainEqual({ path, message: expect.stringContaining(message) });
  });

  it.each([
    ['http://example.com/hook', 'must use https'],
    ['https://127.0.0.1/hook', 'non-public address'],
    ['https://10.20.30.40/hook', 'non-public address'],
    ['https://169.254.169.254/latest', 'non-public address'],
    ['https://localhost/hook', 'resolves to a non-public address'],
  ])('refuses %s when private URLs are not allowed, writing nothing', async (url, why) => {
    config.ALLOW_PRIVATE_WEBHOOK_URLS = false;
    const acct = await newAccount();
    const res = await create(acct.key, body(url));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', details: [{ path: 'url', message: expect.stringContaining(why) }] });
    config.ALLOW_PRIVATE_WEBHOOK_URLS = true;
    expect((await callRoute(list.GET, { path: '/api/v1/webhooks', key: acct.key })).body.count).toBe(0);
  });

  it('says how to allow an http or private receiver for local testing, outside production only', async () => {
    const acct = await newAccount();
    config.ALLOW_PRIVATE_WEBHOOK_URLS = false;
    const saved = config.NODE_ENV;
    try {
      for (const url of ['http://example.com/hook', 'https://127.0.0.1:8080/hook', 'https://localhost/hook']) {
        const res = await create(acct.key, body(url));
        expect(res.status, url).toBe(400);
        expect(res.body.error).toBe('validation_error');
        expect(res.body.message, url).toContain('start the server with ALLOW_PRIVATE_WEBHOOK_URLS=true');
      }
      // A refusal the setting does not lift names no setting.
      expect((await create(acct.key, body('https://user:pw@example.com/hook'))).body.message).not.toContain('ALLOW_PRIVATE_WEBHOOK_URLS');
      config.NODE_ENV = 'production';
      const inProduction = await create(acct.key, body('http://example.com/hook'));
      expect(inProduction.body.error).toBe('validation_error');
      expect(inProduction.body.message).toContain('must use https');
      expect(inProduction.body.message).not.toContain('ALLOW_PRIVATE_WEBHOOK_URLS');
    } finally {
      config.NODE_ENV = saved;
    }
  });

  it('needs can_write_webhooks, and an owner or admin', async () => {
    const acct = await newAccount();
    const readOnly = await keyWith(acct.userId, ['can_read_webhooks']);
    expect((await create(readOnly, body(`${rx.url}/in`))).body.error).toBe('permission_denied');
    const member = await newUser(acct.accountId, { role: 'member' });
    const res = await create(member.key, body(`${rx.url}/in`));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('permission_denied');
    const admin = await newUser(acct.accountId, { role: 'admin' });
    expect((await create(admin.key, body(`${rx.url}/in`))).status).toBe(201);
    expect((await callRoute(list.GET, { path: '/api/v1/webhooks', key: await keyWith(acct.userId, ['can_write_webhooks']) })).status).toBe(403);
  });
});

describe('list, get, update, delete', () => {
  it('lists without secrets, paged, and refuses bad paging', async () => {
    const acct = await newAccount();
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await create(acct.key, body(`${rx.url}/${i}`, { name: `hook ${i}` }))).body);
    const res = await callRoute(list.GET, { path: '/api/v1/webhooks?page=2&limit=2', key: acct.key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, page: 2, limit: 2, pages: 2 });
    expect(res.body.webhooks).toEqual([{
      id: made[2].id,
      name: 'hook 2',
      url: `${rx.url}/2`,
      subscribed_events: ['calendar.created', 'call.ended'],
      is_active: true,
      secret_prefix: made[2].secret.slice(0, 10),
      previous_secret_expires_at: null,
      created_at: made[2].created_at,
      updated_at: expect.any(String),
    }]);
    expect(JSON.stringify(res.body)).not.toContain(made[2].secret);
    const first = await callRoute(list.GET, { path: '/api/v1/webhooks', key: acct.key });
    expect(first.body).toMatchObject({ page: 1, limit: 20, pages: 1 });
    for (const q of ['page=0', 'limit=0', 'limit=101', 'page=abc', 'limit=2.5']) {
      const bad = await callRoute(list.GET, { path: `/api/v1/webhooks?${q}`, key: acct.key });
      expect(bad.status, q).toBe(400);
      expect(bad.body.error).toBe('validation_error');
    }
  });

  it('gets, patches and deletes; other tenants and malformed ids are not_found', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const made = (await create(acct.key, body(`${rx.url}/x`))).body;

    const got = await callRoute(one.GET, { path: `/api/v1/webhooks/${made.id}`, key: acct.key, params: params(made.id) });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: made.id, name: 'CRM sync', secret_prefix: made.secret.slice(0, 10) });
    expect(got.body.secret).toBeUndefined();

    const patched = await callRoute(one.PATCH, {
      method: 'PATCH', path: `/api/v1/webhooks/${made.id}`, key: acct.key, params: params(made.id),
      body: { name: 'Renamed', subscribed_events: ['calendar.reminder'], is_active: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: made.id, name: 'Renamed', url: `${rx.url}/x`, subscribed_events: ['calendar.reminder'], is_active: false });
    config.ALLOW_PRIVATE_WEBHOOK_URLS = false;
    const badUrl = await callRoute(one.PATCH, {
      method: 'PATCH', path: `/api/v1/webhooks/${made.id}`, key: acct.key, params: params(made.id), body: { url: 'https://192.168.1.1/x' },
    });
    expect(badUrl.body).toMatchObject({ error: 'validation_error', details: [{ path: 'url' }] });
    config.ALLOW_PRIVATE_WEBHOOK_URLS = true;
    const badEvents = await callRoute(one.PATCH, {
      method: 'PATCH', path: `/api/v1/webhooks/${made.id}`, key: acct.key, params: params(made.id), body: { subscribed_events: [] },
    });
    expect(badEvents.body.error).toBe('validation_error');

    for (const [handler, method] of [[one.GET, 'GET'], [one.PATCH, 'PATCH'], [remove.POST, 'POST'], [rotate.POST, 'POST'], [deliveries.GET, 'GET'], [test.POST, 'POST']] as const) {
      for (const [key, id] of [[other.key, made.id], [acct.key, 'abc'], [acct.key, '0'], [acct.key, '99999999999']] as const) {
        const res = await callRoute(handler, { method, path: '/api/v1/webhooks/x', key, params: params(id), body: method === 'PATCH' ? {} : undefined });
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(res.body.error).toBe('not_found');
      }
    }
    const badDelivery = await callRoute(redeliver.POST, { method: 'POST', key: acct.key, params: params(made.id, { delivery_id: 'nope' }) });
    expect(badDelivery.body.error).toBe('not_found');

    const deleted = await callRoute(remove.POST, { method: 'POST', path: `/api/v1/webhooks/${made.id}/delete`, key: acct.key, params: params(made.id) });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: expect.any(String) });
    expect((await callRoute(one.GET, { key: acct.key, params: params(made.id) })).status).toBe(404);
  });

  it('needs can_read_webhooks to read', async () => {
    const acct = await newAccount();
    const made = (await create(acct.key, body(`${rx.url}/x`))).body;
    const writer = await keyWith(acct.userId, ['can_write_webhooks']);
    for (const [handler, extra] of [[list.GET, {}], [one.GET, params(made.id)], [deliveries.GET, params(made.id)]] as const) {
      const res = await callRoute(handler, { key: writer, params: extra });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    }
    const reader = await keyWith(acct.userId, ['can_read_webhooks']);
    for (const [handler, method] of [[remove.POST, 'POST'], [rotate.POST, 'POST'], [test.POST, 'POST'], [one.PATCH, 'PATCH']] as const) {
      const res = await callRoute(handler, { method, key: reader, params: params(made.id), body: {} });
      expect(res.status).toBe(403);
    }
  });
});

describe('rotate, test, deliveries, redeliver', () => {
  it('rotates the secret: shown once, old one still signing for 24 hours', async () => {
    const acct = await newAccount();
    const made = (await create(acct.key, body(`${rx.url}/rot`))).body;
    const res = await callRoute(rotate.POST, { method: 'POST', key: acct.key, params: params(made.id) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: made.id, secret: expect.stringMatching(/^whsec_/), previous_secret_expires_at: expect.any(String), message: expect.any(String) });
    expect(res.body.secret).not.toBe(made.secret);
    const hours = (Date.parse(res.body.previous_secret_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const got = await callRoute(one.GET, { key: acct.key, params: params(made.id) });
    expect(got.body).toMatchObject({ secret_prefix: res.body.secret.slice(0, 10), previous_secret_expires_at: res.body.previous_secret_expires_at });
  });

  it('keeps every rotated-out secret signing until its own expiry, and signs deliveries with all of them', async () => {
    const acct = await newAccount();
    const made = (await create(acct.key, body(`${rx.url}/rot2`))).body;
    const first = (await callRoute(rotate.POST, { method: 'POST', key: acct.key, params: params(made.id) })).body;
    const second = (await callRoute(rotate.POST, { method: 'POST', key: acct.key, params: params(made.id) })).body;
    expect(Date.parse(second.previous_secret_expires_at)).toBeGreaterThanOrEqual(Date.parse(first.previous_secret_expires_at));
    const got = await callRoute(one.GET, { key: acct.key, params: params(made.id) });
    expect(got.body).toMatchObject({ secret_prefix: second.secret.slice(0, 10), previous_secret_expires_at: second.previous_secret_expires_at });

    const db = await getDb();
    const signedWith = async (at: Date) => {
      rx.requests.length = 0;
      await callRoute(test.POST, { method: 'POST', key: acct.key, params: params(made.id) });
      await workOnce(db, at);
      const [req] = rx.requests.filter((r) => r.path === '/rot2');
      const hex = String(req.headers['x-klen-signature']).split(',');
      return [made.secret, first.secret, second.secret].filter((s) => hex.includes(createHmac('sha256', s).update(req.body).digest('hex')));
    };
    // The original secret was promised 24 hours by the first rotation; the second rotation does not cut it short.
    expect(await signedWith(new Date(Date.now() + 1000))).toEqual([made.secret, first.secret, second.secret]);
    expect(await signedWith(new Date(Date.now() + 25 * 3_600_000))).toEqual([second.secret]);
  });

  it('refuses a sixth signing secret with 409 secret_limit_reached', async () => {
    const acct = await newAccount();
    const made = (await create(acct.key, body(`${rx.url}/rot5`))).body;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await callRoute(rotate.POST, { method: 'POST', key: acct.key, params: params(made.id) })).body.error ?? 200);
    expect(statuses).toEqual([200, 200, 200, 200, 'secret_limit_reached']);
  });

  it('counts test sends and redeliveries against a per-account limit (429 rate_limited with Retry-After)', async () => {
    const acct = await newAccount();
    const made = (await create(acct.key, body(`${rx.url}/sends`))).body;
    const max = config.WEBHOOK_MANUAL_SENDS_PER_MINUTE;
    config.WEBHOOK_MANUAL_SENDS_PER_MINUTE = 2;
    await awayFromMinuteEdge();
    try {
      const first = await callRoute(test.POST, { method: 'POST', key: acct.key, params: params(made.id) });
      expect(first.status).toBe(200);
      const again = await callRoute(redeliver.POST, {
        method: 'POST', key: acct.key, params: params(made.id, { delivery_id: first.body.delivery.id }),
      });
      expect(again.status).toBe(200);
      const refused = await callRoute(test.POST, { method: 'POST', key: acct.key, params: params(made.id) });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      config.WEBHOOK_MANUAL_SENDS_PER_MINUTE = max;
    }
  });

  it('caps the webhooks of an account (409 webhook_limit_reached)', async () => {
    const acct = await newAccount();
    const cap = config.MAX_WEBHOOKS_PER_ACCOUNT;
    config.MAX_WEBHOOKS_PER_ACCOUNT = 2;
    try {
      expect((await create(acct.key, body(`${rx.url}/a`))).status).toBe(201);
      expect((await create(acct.key, body(`${rx.url}/b`))).status).toBe(201);
      const third = await create(acct.key, body(`${rx.url}/c`));
      expect(third.status).toBe(409);
      expect(third.body.error).toBe('webhook_limit_reached');
    } finally {
      config.MAX_WEBHOOKS_PER_ACCOUNT = cap;
    }
  });

  it('sends a signed webhook.test delivery, lists deliveries newest first, and redelivers', async () => {
    const acct = await newAccount();
    const made = (await create(acct.key, body(`${rx.url}/api-test`))).body;
    const db = await getDb();
    await emit(acct.accountId, 'calendar.created', { calendar_event: { id: 1 } });
    await workOnce(db, new Date(Date.now() + 1000));

    const queued = await callRoute(test.POST, { method: 'POST', key: acct.key, params: params(made.id) });
    expect(queued.status).toBe(200);
    expect(queued.body.delivery).toMatchObject({ webhook_id: made.id, event_type: 'webhook.test', status: 'pending', attempts: 0 });
    await workOnce(db, new Date(Date.now() + 2000));
    const sent = rx.requests.filter((r) => r.path === '/api-test' && r.headers['x-klen-event'] === 'webhook.test');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['x-klen-delivery-id']).toBe(queued.body.delivery.id);
    expect(sent[0].headers['x-klen-signature']).toBe(createHmac('sha256', made.secret).update(sent[0].body).digest('hex'));
    expect(new Webhook(made.secret).verify(sent[0].body, sent[0].headers as Record<string, string>)).toMatchObject({
      event_type: 'webhook.test', test: true, webhook: { id: made.id, name: 'CRM sync' },
    });

    const listed = await callRoute(deliveries.GET, { key: acct.key, params: params(made.id), path: '/api/v1/webhooks/x/deliveries?limit=1' });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ count: 2, page: 1, limit: 1, pages: 2 });
    expect(listed.body.deliveries[0]).toEqual({
      id: queued.body.delivery.id,
      webhook_id: made.id,
      event_type: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      next_attempt_at: null,
      last_status_code: 200,
      last_error: null,
      created_at: expect.any(String),
      delivered_at: expect.any(String),
      payload: expect.objectContaining({ event_type: 'webhook.test' }),
    });
    const older = await callRoute(deliveries.GET, { key: acct.key, params: params(made.id), path: '/api/v1/webhooks/x/deliveries?page=2&limit=1' });
    expect(older.body.deliveries[0]).toMatchObject({ event_type: 'calendar.created', payload: { event_type: 'calendar.created', calendar_event: { id: 1 } } });
    const filtered = await callRoute(deliveries.GET, { key: acct.key, params: params(made.id), path: '/api/v1/webhooks/x/deliveries?status=failed' });
    expect(filtered.body.count).toBe(0);
    const badStatus = await callRoute(deliveries.GET, { key: acct.key, params: params(made.id), path: '/api/v1/webhooks/x/deliveries?status=lost' });
    expect(badStatus.body.error).toBe('validation_error');

    const again = await callRoute(redeliver.POST, { method: 'POST', key: acct.key, params: params(made.id, { delivery_id: older.body.deliveries[0].id }) });
    expect(again.status).toBe(200);
    expect(again.body.delivery).toMatchObject({ id: older.body.deliveries[0].id, status: 'pending', attempts: 1 });
    await workOnce(db, new Date(Date.now() + 3000));
    expect(rx.requests.filter((r) => r.headers['x-klen-delivery-id'] === older.body.deliveries[0].id)).toHaveLength(2);

    const stranger = await newAccount();
    const foreign = await callRoute(redeliver.POST, { method: 'POST', key: stranger.key, params: params(made.id, { delivery_id: older.body.deliveries[0].id }) });
    expect(foreign.body.error).toBe('not_found');
  });

  it('refuses to test or redeliver through an inactive webhook', async () => {
    const acct = await newAccount();
    const made = (await create(acct.key, body(`${rx.url}/off`, { is_active: false }))).body;
    const res = await callRoute(test.POST, { method: 'POST', key: acct.key, params: params(made.id) });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('webhook_inactive');
  });
});
