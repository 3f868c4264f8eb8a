import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it, vi } from 'vitest';
import { appKeyring, makeKeyring, openSecret, sealSecret, isSealed, keyIdOf } from './encryption';
import { config } from '../config';
import { actorOf, newAccount } from '../testing/fixtures';
import { withDatabase } from '../testing/global-setup';
import { createWebhook, rotateWebhookSecret } from '../services/webhooks/service';
import { getDb, getDbHandle } from './client';
import { migrationsFolder } from './migrate';
import { rowsOf } from './rows';
import * as schema from './schema';
import { idempotencyKeys, webhookSecrets } from './schema';
import { resealStoredSecrets, sealStoredSecrets } from './sealed-secrets';
import { sealedInventory } from './sealed-inventory';
import { checkSealedSecrets } from '../cli/commands/doctor-checks';
import { logger } from '../logger';
import type { Database } from './types';

const keyA = Buffer.alloc(32, 1);
const keyB = Buffer.alloc(32, 2);

/** Every row of every table as text: what a logical dump holds. */
async function logicalDump(db: Database): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  ).map((t) => t.name);
  const parts: string[] = [];
  for (const t of tables) {
    const rows = rowsOf<{ row: string }>(await db.execute(sql`select row_to_json(x)::text as row from ${sql.identifier(t)} x`));
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** The secret as a receiver holds it, and the key bytes it stands for: neither may be stored readable. */
const forms = (secret: string) => [secret, secret.slice('whsec_'.length), Buffer.from(secret.slice(6), 'base64').toString('hex')];

describe('secrets at rest', () => {
  it('seal and open with AES-256-GCM under a key id; a changed value or an unknown key refuses to open', () => {
    const ring = makeKeyring(keyA);
    const sealed = sealSecret('whsec_abc', ring);
    expect(sealed).toMatch(new RegExp(`^enc:v1:${keyIdOf(keyA)}:[A-Za-z0-9_-]+$`));
    expect(sealed).not.toContain('abc');
    expect(sealSecret('whsec_abc', ring)).not.toBe(sealed); // a fresh IV every time
    expect(openSecret(sealed, ring)).toBe('whsec_abc');
    // One bit of the ciphertext changed: the authentication tag no longer matches.
    const [head, payload] = [sealed.slice(0, sealed.lastIndexOf(':') + 1), sealed.slice(sealed.lastIndexOf(':') + 1)];
    const bytes = Buffer.from(payload, 'base64url');
    bytes[14] ^= 1;
    expect(() => openSecret(head + bytes.toString('base64url'), ring)).toThrow();
    expect(() => openSecret(sealed, makeKeyring(keyB))).toThrow(/ENCRYPTION_KEYS_PREVIOUS/);
    expect(openSecret('whsec_legacy', ring)).toBe('whsec_legacy');
  });

  it('re-seals under a new key what an earlier key sealed, once, and the values still open', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const made = await createWebhook(db, await actorOf(acct.userId), { name: 'k', url: 'https://example.com/h', subscribed_events: ['call.started'] });
    const [row] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.webhookId, made.id));
    // Reseal this row under key A, as a server configured with ENCRYPTION_KEY=A would have stored it.
    await db.update(webhookSecrets).set({ secret: sealSecret(made.secret, makeKeyring(keyA)) }).where(eq(webhookSecrets.id, row.id));
    const rotated = makeKeyring(keyB, [keyA]);
    expect(await sealStoredSecrets(db, rotated)).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.id, row.id));
    expect(after.secret.startsWith(`enc:v1:${keyIdOf(keyB)}:`)).toBe(true);
    expect(openSecret(after.secret, makeKeyring(keyB))).toBe(made.secret);
    expect(await sealStoredSecrets(db, rotated)).toBe(0);
    // Back under the application's key, as the other tests of this file expect.
    await db.update(webhookSecrets).set({ secret: sealSecret(made.secret) }).where(eq(webhookSecrets.id, row.id));
  });

  it('rotation: a value under a key the ring lacks is left, counted and named (doctor fails, one log line); listed as an old key, the reseal moves it', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const made = await createWebhook(db, await actorOf(acct.userId), { name: 'rot', url: 'https://example.com/rot', subscribed_events: ['call.started'] });
    const app = appKeyring();
    const appKey = app.keys.get(app.currentId)!;
    // A second secret of the webhook sealed under key A, which the next ring does not hold.
    const [orphan] = await db.insert(webhookSecrets)
      .values({ webhookId: made.id, secret: sealSecret('whsec_under_a', makeKeyring(keyA)), prefix: 'whsec_unde', expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const withoutA = makeKeyring(keyB, [appKey]);
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      expect(await sealStoredSecrets(db, withoutA)).toBeGreaterThanOrEqual(1);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0][0]).toMatch(new RegExp(`^1 sealed secret \\(webhook signing secrets: 1\\) cannot be opened: sealed with key ${keyIdOf(keyA)}.*ENCRYPTION_KEYS_PREVIOUS.*secrets reseal`));
    } finally {
      logged.mockRestore();
    }
    const [kept] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.id, orphan.id));
    expect(kept.secret).toBe(orphan.secret);
    const again = await resealStoredSecrets(db, withoutA);
    expect(again).toMatchObject({ resealed: 0, unreadable: 1, unreadableKeyIds: [keyIdOf(keyA)] });
    const refused = checkSealedSecrets(await sealedInventory(db, withoutA), withoutA);
    expect(refused.status).toBe('fail');
    expect(refused.message).toMatch(new RegExp(`^1 sealed secret does not open: sealed with key ${keyIdOf(keyA)} \\(1\\).*ENCRYPTION_KEYS_PREVIOUS.*secrets reseal`));

    const withA = makeKeyring(keyB, [appKey, keyA]);
    expect(checkSealedSecrets(await sealedInventory(db, withA), withA)).toMatchObject({ status: 'warn', message: expect.stringMatching(/^1 of \d+ sealed secrets are under an old key/) });
    expect(await resealStoredSecrets(db, withA)).toMatchObject({ resealed: 1, unreadable: 0, unreadableKeyIds: [] });
    const [moved] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.id, orphan.id));
    expect(openSecret(moved.secret, makeKeyring(keyB))).toBe('whsec_under_a');
    expect(checkSealedSecrets(await sealedInventory(db, withA), withA)).toMatchObject({ status: 'ok', message: expect.stringMatching(new RegExp(`under the current key ${keyIdOf(keyB)}$`)) });

    // Back under the application's key, as the other tests of this file expect.
    expect((await resealStoredSecrets(db, makeKeyring(appKey, [keyB]))).unreadable).toBe(0);
    await db.delete(webhookSecrets).where(eq(webhookSecrets.id, orphan.id));
  });

  it('seals answers kept for Idempotency-Key replays in plain text, re-seals those of an earlier key, and leaves expired ones', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const answer = (n: number) => JSON.stringify({ id: n, secret: `whsec_c2VjcmV0LW51bWJlci0${n}` });
    const hour = 3_600_000;
    const row = (key: string, body: string, expiresIn = hour) => ({
      accountId: acct.accountId, key, requestHash: 'h', responseStatus: 201, responseBody: body, expiresAt: new Date(Date.now() + expiresIn),
    });
    await db.insert(idempotencyKeys).values([
      row('plain', answer(1)),
      row('earlier-key', sealSecret(answer(2), makeKeyring(keyA))),
      row('expired', answer(3), -hour),
    ]);
    // The application's key, with key A as an earlier one: the other tables stay as they are.
    const app = appKeyring();
    const current = app.keys.get(app.currentId)!;
    const rotated = makeKeyring(current, [keyA]);
    expect(await sealStoredSecrets(db, rotated)).toBe(2);
    const kept = new Map((await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.accountId, acct.accountId))).map((r) => [r.key, r.responseBody!]));
    for (const [key, n] of [['plain', 1], ['earlier-key', 2]] as const) {
      expect(kept.get(key)!.startsWith(`enc:v1:${app.currentId}:`)).toBe(true);
      expect(openSecret(kept.get(key)!, makeKeyring(current))).toBe(answer(n));
    }
    expect(kept.get('expired')).toBe(answer(3));
    expect(await sealStoredSecrets(db, rotated)).toBe(0);
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.accountId, acct.accountId));
  });

  it('a dump of the database holds no webhook secret in plain text', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    const made = await createWebhook(db, actor, { name: 'dump', url: 'https://example.com/dump', subscribed_events: ['call.started'] });
    const rotated = await rotateWebhookSecret(db, actor, made.id);
    const secrets = [made.secret, rotated.secret];

    const dump = await logicalDump(db);
    expect(dump).toContain('enc:v1:');
    for (const s of secrets) for (const f of forms(s)) expect(dump).not.toContain(f);

    const handle = await getDbHandle();
    let raw: string;
    if (handle.pglite) {
      await handle.pglite.query('checkpoint');
      raw = Buffer.from(await (await handle.pglite.dumpDataDir('none')).arrayBuffer()).toString('latin1');
    } else {
      const [{ name }] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
      raw = execFileSync('pg_dump', ['--no-owner', withDatabase(config.DATABASE_URL!, name)], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
      expect(raw).toContain('webhook_secrets');
    }
    for (const s of secrets) for (const f of forms(s)) expect(raw).not.toContain(f);
  });

  it('the migration moves plain-text secrets of an older database to their own rows, and the start-up step seals them', async () => {
    // A database as the release before this one left it: every migration before the hardening one.
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const upto = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith('_hardening'));
    expect(upto).toBeGreaterThan(0);
    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-migrations-'));
    fs.mkdirSync(path.join(older, 'meta'));
    fs.writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upto) }));
    for (const e of journal.entries.slice(0, upto)) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(older, `${e.tag}.sql`));

    const pg = new PGlite({ extensions: pgliteExtensions });
    try {
      const db = drizzle(pg, { schema }) as unknown as Database;
      await migrate(db as never, { migrationsFolder: older });
      await pg.exec(`
        insert into accounts (name) values ('Legacy');
        insert into webhooks (account_id, name, url, subscribed_events, secret, previous_secret, previous_secret_expires_at)
        values (1, 'old', 'https://example.com/old', '{call.started}', 'whsec_Y3VycmVudA==', 'whsec_cHJldmlvdXM=', now() + interval '2 hours'),
               (1, 'older', 'https://example.com/older', '{call.started}', 'whsec_b25seQ==', 'whsec_ZXhwaXJlZA==', now() - interval '1 hour');`);
      await migrate(db as never, { migrationsFolder });
      const ring = makeKeyring(keyA);
      expect(await sealStoredSecrets(db, ring)).toBe(3);
      const rows = await db.select().from(webhookSecrets).orderBy(webhookSecrets.webhookId, webhookSecrets.id);
      expect(rows.every((r) => isSealed(r.secret))).toBe(true);
      expect(rows.map((r) => [r.webhookId, openSecret(r.secret, ring), r.prefix, r.expiresAt === null])).toEqual([
        [1, 'whsec_cHJldmlvdXM=', 'whsec_cHJl', false],
        [1, 'whsec_Y3VycmVudA==', 'whsec_Y3Vy', true],
        [2, 'whsec_b25seQ==', 'whsec_b25s', true],
      ]);
      expect(await sealStoredSecrets(db, ring)).toBe(0);
      const dump = await logicalDump(db);
      for (const plain of ['Y3VycmVudA', 'cHJldmlvdXM', 'b25seQ']) expect(dump).not.toContain(plain);
    } finally {
      await pg.close();
      fs.rmSync(older, { recursive: true, force: true });
    }
  }, 120_000);
});
