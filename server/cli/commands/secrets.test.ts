import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { appKeyring, keyIdOf, makeKeyring, openSecret, sealSecret } from '../../db/encryption';
import { webhookSecrets } from '../../db/schema';
import { logger } from '../../logger';
import { createWebhook } from '../../services/webhooks/service';
import { actorOf, newAccount } from '../../testing/fixtures';
import { runCli } from '../run';

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!);
const oldKey = Buffer.alloc(32, 11);
const missingKey = Buffer.alloc(32, 12);

afterEach(() => {
  // The application's keyring, as the configuration gives it (the test lists an old key in it for a while).
  appKeyring().keys.delete(keyIdOf(oldKey));
  config.ENCRYPTION_KEYS_PREVIOUS = undefined;
  vi.restoreAllMocks();
});

describe('cli secrets reseal, and doctor on sealed secrets', () => {
  it('moves every value of an old key to the current one, counts what does not open, and doctor fails until the key is given', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const made = await createWebhook(db, await actorOf(acct.userId), { name: 'cli', url: 'https://example.com/cli', subscribed_events: ['call.started'] });
    const later = new Date(Date.now() + 3_600_000);
    const [underOld] = await db.insert(webhookSecrets).values({ webhookId: made.id, secret: sealSecret('whsec_old', makeKeyring(oldKey)), prefix: 'whsec_old', expiresAt: later }).returning();
    const [underMissing] = await db.insert(webhookSecrets).values({ webhookId: made.id, secret: sealSecret('whsec_gone', makeKeyring(missingKey)), prefix: 'whsec_gon', expiresAt: later }).returning();
    // ENCRYPTION_KEYS_PREVIOUS lists the old key (doctor reads the setting; the process's keyring was read at start,
    // so it is given the key as a start would have); the missing one is listed nowhere.
    config.ENCRYPTION_KEYS_PREVIOUS = oldKey.toString('hex');
    const ring = appKeyring();
    ring.keys.set(keyIdOf(oldKey), oldKey);
    vi.spyOn(logger, 'error').mockImplementation(() => {});

    const doctor = lastJson((await runCli(['doctor', '--json'], getDb)).stdout);
    expect(doctor.checks.find((c: { name: string }) => c.name === 'sealed_secrets')).toMatchObject({
      status: 'fail', message: expect.stringMatching(new RegExp(`sealed with key ${keyIdOf(missingKey)} \\(1\\).*ENCRYPTION_KEYS_PREVIOUS.*npm run cli -- secrets reseal`)),
    });
    expect(doctor.ok).toBe(false);

    const first = await runCli(['secrets', 'reseal', '--json'], getDb);
    expect(first.code).toBe(1);
    expect(lastJson(first.stdout)).toMatchObject({
      ok: false, key_id: ring.currentId, resealed: 1, unreadable: 1, unreadable_key_ids: [keyIdOf(missingKey)],
      columns: expect.arrayContaining([{ table: 'webhook_secrets', holds: 'webhook signing secrets', resealed: 1, unreadable: 1 }]),
    });
    const [moved] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.id, underOld.id));
    expect(moved.secret.startsWith(`enc:v1:${ring.currentId}:`)).toBe(true);
    expect(openSecret(moved.secret)).toBe('whsec_old');
    const [left] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.id, underMissing.id));
    expect(left.secret).toBe(underMissing.secret);

    // Run again: what was done stays done; the text says what is left and what to set.
    const text = await runCli(['secrets', 'reseal'], getDb);
    expect(text.stdout).toMatch(/^Holds +Resealed +Unreadable$/m);
    expect(text.stdout).toMatch(/^webhook signing secrets +0 +1$/m);
    expect(text.stdout).toMatch(new RegExp(`1 sealed secret \\(webhook signing secrets: 1\\) cannot be opened: sealed with key ${keyIdOf(missingKey)}`));

    await db.delete(webhookSecrets).where(eq(webhookSecrets.id, underMissing.id));
    const done = await runCli(['secrets', 'reseal', '--json'], getDb);
    expect(done.code).toBe(0);
    expect(lastJson(done.stdout)).toMatchObject({ ok: true, resealed: 0, unreadable: 0 });
    const healthy = lastJson((await runCli(['doctor', '--json'], getDb)).stdout);
    expect(healthy.checks.find((c: { name: string }) => c.name === 'sealed_secrets')).toMatchObject({ status: 'ok', message: expect.stringMatching(/all under the current key/) });
  }, 120_000);
});
