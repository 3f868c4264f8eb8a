import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { isValidIdempotencyKey } from '../services/idempotency/store';
import { newAccount } from '../testing/fixtures';
import { idempotencyKeyArg, runIdempotentTool, toolRequestHash } from './idempotent';

describe('the idempotency_key argument', () => {
  it('accepts exactly the keys the REST Idempotency-Key header accepts', () => {
    const edges = ['', ' ', '~', 'a'.repeat(255), 'a'.repeat(256), 'tab\there', 'é', 'nul\u0000', 'line\n'];
    for (const key of edges) expect([key, idempotencyKeyArg.safeParse(key).success]).toEqual([key, isValidIdempotencyKey(key)]);
    fc.assert(fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (key) =>
      idempotencyKeyArg.safeParse(key).success === isValidIdempotencyKey(key)));
  });
});

describe('a tool answer kept for its idempotency_key', () => {
  it('is sealed at rest and answered again in the clear', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const answer = { secret: 'whsec_c2VjcmV0LWtlcHQtZm9yLWEtcmVwbGF5', contact: { first_name: 'Ada' } };
    const hash = toolRequestHash('upsert_contact', { first_name: 'Ada' });
    expect(await runIdempotentTool(db, acct.accountId, 'tool-sealed', hash, async () => answer)).toEqual(answer);
    const [row] = await db.select({ body: idempotencyKeys.responseBody }).from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, acct.accountId), eq(idempotencyKeys.key, 'tool-sealed')));
    expect(row.body).toMatch(/^enc:v1:/);
    expect(row.body).not.toContain('whsec_');
    expect(row.body).not.toContain('Ada');
    const replay = await runIdempotentTool(db, acct.accountId, 'tool-sealed', hash, async () => { throw new Error('ran twice'); });
    expect(replay).toEqual(answer);
  });
});
