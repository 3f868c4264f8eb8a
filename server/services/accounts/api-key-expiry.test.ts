import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { AppError } from '../../errors';
import { newAccount } from '../../testing/fixtures';
import { createCaller } from '../../trpc/root';
import { createApiKeyForUser } from './service';

const keysOf = async (userId: number) => (await getDb()).select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, userId));

describe('an API key expiry', () => {
  it('in the past or now is refused with validation_error on expires_at, and no key is made', async () => {
    const acct = await newAccount();
    const before = (await keysOf(acct.userId)).length;
    const owner = createCaller({ db: await getDb(), session: { userId: acct.userId } });
    for (const expires_at of [new Date(Date.now() - 60_000), new Date('2001-01-01T00:00:00Z')]) {
      const err = await owner.apiKeys.create({ name: 'late', expires_at }).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(TRPCError);
      expect((err as TRPCError).code).toBe('BAD_REQUEST');
      const cause = (err as TRPCError).cause as AppError;
      expect(cause.code).toBe('validation_error');
      expect(cause.details).toEqual([{ path: 'expires_at', message: 'must be in the future' }]);
    }
    const now = new Date('2030-01-01T00:00:00Z');
    await expect(createApiKeyForUser(await getDb(), acct.userId, { name: 'at once', expires_at: now }, now)).rejects.toMatchObject({ code: 'validation_error' });
    expect(await keysOf(acct.userId)).toHaveLength(before);
  });

  it('in the future, or none, makes a key', async () => {
    const acct = await newAccount();
    const owner = createCaller({ db: await getDb(), session: { userId: acct.userId } });
    const later = await owner.apiKeys.create({ name: 'later', expires_at: new Date(Date.now() + 86_400_000) });
    const forever = await owner.apiKeys.create({ name: 'forever' });
    const listed = await owner.apiKeys.list();
    expect(listed.find((k) => k.id === later.key_id)?.expires_at).not.toBeNull();
    expect(listed.find((k) => k.id === forever.key_id)?.expires_at).toBeNull();
  });
});
