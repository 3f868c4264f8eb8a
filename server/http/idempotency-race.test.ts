import type { ChildProcess } from 'node:child_process';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/calls/route';
import { config } from '../config';
import { getDb } from '../db/client';
import { calls } from '../db/schema';
import { fundedAccount, type CallTestAccount } from '../testing/call-fixtures';
import { serveRoute } from '../testing/route-server';
import { startRouteProcess } from '../testing/route-process';

/**
 * Clients retrying one call at once, each serialising the same parameters its own way, under one Idempotency-Key:
 * exactly one call is placed, every other answer is its replay or 409 idempotency_key_in_use, and none is refused
 * as another request (422). Over real HTTP, in this process on any database, and across two server processes on
 * PostgreSQL (PGlite opens its folder from one process only).
 */
const onPostgres = Boolean(config.DATABASE_URL);
let server: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  server = await serveRoute(POST);
});
afterAll(() => server?.close());

/** The same parameters, written four ways. */
const serialisations = (agentId: number) => [
  `{"phone_number":"+14155550123","agent_id":${agentId},"variables":{"a":1,"b":"x"}}`,
  `{"variables":{"b":"x","a":1},"agent_id":${agentId},"phone_number":"+14155550123"}`,
  `{ "agent_id": ${agentId},\n  "phone_number": "+14155550123",\n  "variables": { "a": 1.0, "b": "x" } }\n`,
  `\t{"phone_number" : "+14155550123" , "variables":{"a":1e0,"b":"\\u0078"},"agent_id":${agentId}}`,
];

async function fire(urls: string[], acct: CallTestAccount, perServer: number) {
  const bodies = serialisations(acct.agent.id);
  return Promise.all(urls.flatMap((url) =>
    Array.from({ length: perServer }, (_, i) =>
      fetch(`${url}/api/v1/calls`, {
        method: 'POST',
        headers: { authorization: `Bearer ${acct.key}`, 'content-type': 'application/json', 'idempotency-key': 'retry-storm' },
        body: bodies[i % bodies.length],
      }).then(async (res) => ({ status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as { error?: string; id?: number } })),
    )));
}

async function expectOneCall(acct: CallTestAccount, results: Awaited<ReturnType<typeof fire>>) {
  const placed = results.filter((r) => r.status === 201);
  expect(placed.filter((r) => r.replayed === null)).toHaveLength(1);
  expect(new Set(placed.map((r) => r.body.id)).size).toBe(1);
  expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.error}`).filter((s) => s !== '409 idempotency_key_in_use')).toEqual([]);
  const [n] = await (await getDb()).select({ n: count() }).from(calls).where(eq(calls.accountId, acct.accountId));
  expect(n.n).toBe(1);
}

describe('one Idempotency-Key, the same parameters serialised four ways, sent at once', () => {
  it('places one call in one process', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    await expectOneCall(acct, await fire([server.url], acct, 12));
  }, 60_000);

  describe.skipIf(!onPostgres)('two server processes (PostgreSQL)', () => {
    const children: ChildProcess[] = [];
    afterAll(() => children.forEach((c) => c.stdin?.end()));

    it('places one call when two processes take the requests', async () => {
      const urls = await Promise.all([startRouteProcess('calls', children), startRouteProcess('calls', children)]);
      const acct = await fundedAccount({ balanceCents: 10_000 });
      await expectOneCall(acct, await fire(urls, acct, 8));
      // Once the first has answered, every repeat through either process is its replay.
      const later = await fire(urls, acct, 2);
      expect(later.map((r) => `${r.status} ${r.replayed}`)).toEqual(Array(4).fill('201 true'));
    }, 120_000);
  });
});
