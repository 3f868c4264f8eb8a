import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { calls, contacts, idempotencyKeys } from '@/server/db/schema';
import { purgeExpiredIdempotencyKeys } from '@/server/services/idempotency/store';
import { fundedAccount } from '@/server/testing/call-fixtures';
import { callRoute } from '@/server/testing/http';
import { POST as createContact } from '../contacts/create/route';
import { POST } from './route';

const post = (key: string, body: unknown, idempotencyKey?: string) =>
  callRoute(POST, { method: 'POST', path: '/api/v1/calls', key, body, headers: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey } });

async function callCount(accountId: number) {
  const [r] = await (await getDb()).select({ n: count() }).from(calls).where(eq(calls.accountId, accountId));
  return r.n;
}

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer, marked replayed, and places one call', async () => {
    const acct = await fundedAccount({ balanceCents: 1000 });
    const body = { phone_number: '+14155550123', agent_id: acct.agent.id };
    const first = await post(acct.key, body, 'order-1234');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post(acct.key, body, 'order-1234');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await callCount(acct.accountId)).toBe(1);
    // Without a key, or with another key, the same body is a new call.
    expect((await post(acct.key, body, 'order-1235')).body.id).not.toBe(first.body.id);
    expect((await post(acct.key, body)).status).toBe(201);
    expect(await callCount(acct.accountId)).toBe(3);
  });

  it('refuses the same key with another body (422), and keys are per account', async () => {
    const acct = await fundedAccount({ balanceCents: 1000 });
    const other = await fundedAccount({ balanceCents: 1000 });
    expect((await post(acct.key, { phone_number: '+14155550123', agent_id: acct.agent.id }, 'k')).status).toBe(201);
    const reused = await post(acct.key, { phone_number: '+14155550124', agent_id: acct.agent.id }, 'k');
    expect(reused.status).toBe(422);
    expect(reused.body.error).toBe('idempotency_key_reused');
    expect((await post(other.key, { phone_number: '+14155550124', agent_id: other.agent.id }, 'k')).status).toBe(201);
    expect(await callCount(acct.accountId)).toBe(1);
  });

  it('lets exactly one of concurrent duplicates run: the others replay it or are told it is in progress', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const body = { phone_number: '+14155550123', agent_id: acct.agent.id };
    const results = await Promise.all(Array.from({ length: 8 }, () => post(acct.key, body, 'race')));
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body.error).toBe('idempotency_key_in_use');
    expect(await callCount(acct.accountId)).toBe(1);
  });

  it('keeps no failed request: a 4xx frees the key for the corrected retry', async () => {
    const acct = await fundedAccount({ balanceCents: 1000 });
    const bad = await post(acct.key, { phone_number: '12', agent_id: acct.agent.id }, 'fix-me');
    expect(bad.body.error).toBe('invalid_phone_number');
    const [held] = await (await getDb()).select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.accountId, acct.accountId));
    expect(held.n).toBe(0);
    expect((await post(acct.key, { phone_number: '12', agent_id: acct.agent.id }, 'fix-me')).body.error).toBe('invalid_phone_number');
    expect((await post(acct.key, { phone_number: '+14155550123', agent_id: acct.agent.id }, 'fix-me')).status).toBe(201);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'x'.repeat(256)],
    ['with a control character', 'a\tb'],
    ['with a non-ASCII character', 'clé'],
  ])('refuses a key that is %s with validation_error naming it, writing nothing', async (_n, key) => {
    const acct = await fundedAccount({ balanceCents: 1000 });
    let res;
    try {
      res = await post(acct.key, { phone_number: '+14155550123', agent_id: acct.agent.id }, key);
    } catch {
      return; // the Headers API itself refuses some values: nothing reaches the server
    }
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', details: [{ path: 'Idempotency-Key' }] });
    expect(await callCount(acct.accountId)).toBe(0);
  });

  it('works on contact creates too, and expired keys are purged', async () => {
    const acct = await fundedAccount({ balanceCents: 0 });
    const make = () => callRoute(createContact, { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, body: { first_name: 'Ada' }, headers: { 'Idempotency-Key': 'c-1' } });
    const [a, b] = [await make(), await make()];
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body).toEqual(a.body);
    const db = await getDb();
    const [n] = await db.select({ n: count() }).from(contacts).where(eq(contacts.accountId, acct.accountId));
    expect(n.n).toBe(1);
    expect(await purgeExpiredIdempotencyKeys(db, new Date(Date.now() + 86_400_000 + 1000))).toBeGreaterThanOrEqual(1);
    expect((await make()).headers.get('idempotent-replayed')).toBeNull();
  });
});
