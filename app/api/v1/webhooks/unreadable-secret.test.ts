import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db/client';
import { keyIdOf, makeKeyring, sealSecret } from '@/server/db/encryption';
import { idempotencyKeys } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import * as create from './create/route';

const foreignKey = Buffer.alloc(32, 21);

describe('a request that meets a secret sealed under a key this server was not given', () => {
  it('answers 500 server_error naming the key and what to set, and logs one line (no stack), however many requests meet it', async () => {
    const acct = await newAccount();
    const send = () => callRoute(create.POST, {
      method: 'POST', path: '/api/v1/webhooks/create', key: acct.key, headers: { 'idempotency-key': 'sealed-elsewhere' },
      body: { name: 'CRM', url: 'https://example.com/hook', subscribed_events: ['call.ended'] },
    });
    expect((await send()).status).toBe(201);
    // The kept answer (it holds the new secret) as a server with another key would have sealed it.
    const db = await getDb();
    await db.update(idempotencyKeys)
      .set({ responseBody: sealSecret('{"id":1}', makeKeyring(foreignKey)) })
      .where(and(eq(idempotencyKeys.accountId, acct.accountId), eq(idempotencyKeys.key, 'sealed-elsewhere')));

    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      const replays = [await send(), await send(), await send()];
      for (const res of replays) {
        expect(res.status).toBe(500);
        expect(res.body).toEqual({
          error: 'server_error',
          message: expect.stringMatching(new RegExp(`sealed with key ${keyIdOf(foreignKey)}, which it was not given.*ENCRYPTION_KEYS_PREVIOUS.*secrets reseal`)),
          request_id: expect.any(String),
        });
      }
      expect(logged).toHaveBeenCalledTimes(1);
      const [line, fields] = logged.mock.calls[0];
      expect(line).toMatch(new RegExp(`^a sealed secret does not open \\(key ${keyIdOf(foreignKey)}`));
      expect(JSON.stringify(fields)).not.toMatch(/stack/);
    } finally {
      logged.mockRestore();
    }
  });
});
