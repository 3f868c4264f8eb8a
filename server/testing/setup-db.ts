import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { config, loadConfig, unpooledDatabaseUrl } from '../config';
import { openDatabase, openDbOnFirstUse, setDbHandle, type DbHandle } from '../db/client';
import { withDatabase } from './global-setup';

// Each test file gets a private, already-migrated database: a PGlite loaded from the snapshot, or a copy of
// the PostgreSQL template. It is made when the file first asks for it (getDb() and getDbHandle(), as the server
// reaches its own), so the files of pure modules, which never do, cost no copy.
let opened: Promise<DbHandle> | undefined;
let dropCopy: (() => Promise<void>) | undefined;

async function openTestDatabase(): Promise<DbHandle> {
  const template = inject('pgTemplate');
  const url = config.DATABASE_URL;
  if (template && url) {
    const name = `sb_test_${randomBytes(6).toString('hex')}`;
    // Creating and dropping databases needs a session of its own: straight to PostgreSQL, not the pooler.
    const admin = postgres(unpooledDatabaseUrl()!, { max: 1, onnotice: () => {} });
    dropCopy = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    await admin.unsafe(`create database ${name} template ${template}`);
    return openDatabase({ url: withDatabase(url, name), migrate: false });
  }
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) throw new Error('test database snapshot missing: is the global setup configured?');
  const pg = new PGlite({ extensions: pgliteExtensions, loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
  return openDatabase({ pglite: pg, migrate: false });
}

// Files share a worker's modules (vitest's isolate is off), and many set a setting for their tests: each file
// starts from the configuration the environment gives, as it would in a fresh process.
const fresh = loadConfig() as unknown as Record<string, unknown>;
const live = config as unknown as Record<string, unknown>;
for (const key of Object.keys(live)) if (!(key in fresh)) delete live[key];
Object.assign(live, fresh);

beforeAll(() => {
  opened = undefined;
  dropCopy = undefined;
  openDbOnFirstUse(() => (opened ??= openTestDatabase()));
});

afterAll(async () => {
  setDbHandle(undefined);
  const handle = await opened?.catch(() => undefined);
  await handle?.close();
  await dropCopy?.();
});
