import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { contacts, idempotencyKeys, webhooks } from '@/server/db/schema';
import { buildOpenApiDocument } from '@/server/openapi/document';
import type { JsonSchema } from '@/server/openapi/json-schema';
import { newAccount, type TestAccount } from '@/server/testing/fixtures';
import { callRoute, type CallOptions } from '@/server/testing/http';
import { samples } from '@/app/_testing/openapi-samples';
import type { Sample } from '@/app/_testing/openapi-samples/types';
import { POST as createContact } from './contacts/create/route';
import { POST as startImport } from './contacts/imports/route';
import { routeIndex } from './route-index';
import { POST as createWebhook } from './webhooks/create/route';
import { POST as rotateSecret } from './webhooks/[webhook_id]/rotate-secret/route';

/**
 * Idempotency-Key as Stripe documents it: every write honours it, a repeat of the same parameters replays the
 * first answer whatever their serialisation, and a replay names the request it repeats.
 */
const withKey = (key: string, opts: CallOptions) => ({ ...opts, headers: { ...opts.headers, 'Idempotency-Key': key } });

const contactCount = async (accountId: number) =>
  (await (await getDb()).select({ n: count() }).from(contacts).where(eq(contacts.accountId, accountId)))[0].n;

describe('the same parameters sent again', () => {
  it('replay whatever their key order and whitespace, naming the original request', async () => {
    const acct = await newAccount();
    const send = (rawBody: string) =>
      callRoute(createContact, withKey('order-7', { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, rawBody }));
    const first = await send('{"first_name":"Ada","last_name":"Lovelace","custom_context":{"a":1,"b":[1,2]}}');
    expect(first.status).toBe(201);
    const again = await send('{\n  "custom_context": { "b": [1, 2], "a": 1.0 },\n  "last_name": "Lovelace",\n  "first_name": "Ada"\n}\n');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('original-request')).toBe(first.headers.get('x-request-id'));
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(again.body).toEqual(first.body);
    expect(await contactCount(acct.accountId)).toBe(1);
  });

  it('still refuse other parameters: another value, or the same items in another order', async () => {
    const acct = await newAccount();
    const send = (body: unknown) => callRoute(createContact, withKey('k-1', { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, body }));
    expect((await send({ first_name: 'Ada', tags: ['a', 'b'] })).status).toBe(201);
    for (const other of [{ first_name: 'Ada', tags: ['b', 'a'] }, { first_name: 'Ada', tags: ['a', 'b'], last_name: null }]) {
      const res = await send(other);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('idempotency_key_reused');
    }
    expect(await contactCount(acct.accountId)).toBe(1);
  });
});

describe('POST /api/v1/webhooks/create with an Idempotency-Key', () => {
  it('creates one webhook and replays it, instead of ignoring the key', async () => {
    const acct = await newAccount();
    const body = { name: 'CRM', url: 'https://example.com/hooks', subscribed_events: ['call.ended'] };
    const send = () => callRoute(createWebhook, withKey('wh-1', { method: 'POST', path: '/api/v1/webhooks/create', key: acct.key, body }));
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const [n] = await (await getDb()).select({ n: count() }).from(webhooks).where(eq(webhooks.accountId, acct.accountId));
    expect(n.n).toBe(1);
  });

  it('keeps the answer sealed: the row holds neither the secret nor the answer, and the replay shows the secret again', async () => {
    const acct = await newAccount();
    const body = { name: 'CRM', url: 'https://example.com/hooks', subscribed_events: ['call.ended'] };
    const send = () => callRoute(createWebhook, withKey('wh-sealed', { method: 'POST', path: '/api/v1/webhooks/create', key: acct.key, body }));
    const first = await send();
    expect(first.status).toBe(201);
    const secret = first.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    const stored = await storedAnswer(acct.accountId, 'wh-sealed');
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain('whsec_');
    expect(stored).not.toContain(secret.slice('whsec_'.length));
    expect(stored).not.toContain('"name"');
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.secret).toBe(secret);
  });

  it('keeps a rotated secret sealed too', async () => {
    const acct = await newAccount();
    const created = await callRoute(createWebhook, { method: 'POST', path: '/api/v1/webhooks/create', key: acct.key, body: { name: 'CRM', url: 'https://example.com/hooks', subscribed_events: ['call.ended'] } });
    const id = String(created.body.id);
    const rotate = () => callRoute(rotateSecret, withKey('rot-1', { method: 'POST', path: `/api/v1/webhooks/${id}/rotate-secret`, key: acct.key, params: { webhook_id: id } }));
    const first = await rotate();
    expect(first.status).toBe(200);
    const stored = await storedAnswer(acct.accountId, 'rot-1');
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain('whsec_');
    const again = await rotate();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.secret).toBe(first.body.secret);
  });

  it('still replays an answer kept in plain text before answers were sealed', async () => {
    const acct = await newAccount();
    const body = { name: 'CRM', url: 'https://example.com/hooks', subscribed_events: ['call.ended'] };
    const send = () => callRoute(createWebhook, withKey('wh-old', { method: 'POST', path: '/api/v1/webhooks/create', key: acct.key, body }));
    const first = await send();
    const db = await getDb();
    const plain = JSON.stringify(first.body);
    await db.update(idempotencyKeys).set({ responseBody: plain })
      .where(and(eq(idempotencyKeys.accountId, acct.accountId), eq(idempotencyKeys.key, 'wh-old')));
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });
});

async function storedAnswer(accountId: number, key: string): Promise<string | null> {
  const [row] = await (await getDb()).select({ body: idempotencyKeys.responseBody }).from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  return row.body;
}

describe('a CSV import with an Idempotency-Key', () => {
  const csv = 'First name,Phone\r\nAda,+14155550101\r\n';
  const send = (acct: TestAccount, opts: { rawBody?: string; query?: string; mapping?: string }) =>
    callRoute(startImport, withKey('import-1', {
      method: 'POST',
      path: `/api/v1/contacts/imports${opts.query ? `?${opts.query}` : ''}`,
      key: acct.key,
      rawBody: opts.rawBody ?? csv,
      headers: { 'content-type': 'text/csv', ...(opts.mapping ? { mapping: opts.mapping } : {}) },
    }));

  it('replays the same file, compares it byte for byte, and counts the query and the Mapping header', async () => {
    const acct = await newAccount();
    const first = await send(acct, { query: 'match_on=phone&file_name=a.csv' });
    expect(first.status).toBe(202);
    const again = await send(acct, { query: 'file_name=a.csv&match_on=phone' });
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    for (const other of [
      { query: 'match_on=phone&file_name=a.csv', rawBody: csv.replaceAll('\r\n', '\n') },
      { query: 'match_on=email&file_name=a.csv' },
      { query: 'match_on=phone&file_name=a.csv', mapping: '{"First name":"first_name","Phone":"phone_number"}' },
    ]) {
      const res = await send(acct, other);
      expect(res.status, JSON.stringify(other)).toBe(422);
      expect(res.body.error).toBe('idempotency_key_reused');
    }
  });
});

// ---- every write operation --------------------------------------------------------------------------------

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(params[p] ?? '1'));

/** One successful, keyed sample per write operation. */
function writeSamples(): Sample[] {
  const seen = new Set<string>();
  return samples.filter((s) => {
    const id = `${s.method} ${s.path}`;
    if (!writes.has(s.method) || s.status >= 300 || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

describe('every write operation', () => {
  let doc: JsonSchema;
  beforeAll(async () => {
    doc = await buildOpenApiDocument(routeIndex);
  });

  it('declares Idempotency-Key, with its codes and replay headers, exactly on the keyed writes', () => {
    const paths = doc.paths as Record<string, Record<string, { parameters?: { name: string }[]; security?: unknown[]; responses: Record<string, JsonSchema> }>>;
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item)) {
        const keyed = op.security === undefined;
        const declares = (op.parameters ?? []).some((p) => p.name === 'Idempotency-Key');
        if (declares !== (keyed && writes.has(method.toUpperCase()))) wrong.push(`${method.toUpperCase()} ${path}`);
        if (declares) {
          const success = Object.entries(op.responses).find(([s]) => s.startsWith('2'))![1] as { headers: Record<string, unknown> };
          expect(Object.keys(success.headers)).toEqual(expect.arrayContaining(['Idempotent-Replayed', 'Original-Request']));
          expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['409', '422']));
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  for (const sample of writeSamples()) {
    it(`${sample.method} ${sample.path} replays a repeat instead of running it again`, async () => {
      const acct = await newAccount();
      const req = await sample.request(acct);
      if (req.key === null) return; // public: no account to keep the key in
      const route = routeIndex.find((r) => r.path === sample.path)!;
      const handler = (await route.load())[sample.method]!;
      const opts = withKey(`every-write-${sample.method}-${sample.path}`, {
        method: sample.method,
        path: fill(sample.path, req.params) + (req.query ? `?${req.query}` : ''),
        key: req.key ?? acct.key,
        body: req.body,
        rawBody: req.rawBody,
        headers: req.headers,
        params: req.params,
      });
      const first = await callRoute(handler, opts);
      expect(first.status, first.text.slice(0, 300)).toBe(sample.status);
      const again = await callRoute(handler, opts);
      expect(again.status, again.text.slice(0, 300)).toBe(first.status);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
    });
  }
});
