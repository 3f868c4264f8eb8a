import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { config, unpooledDatabaseUrl } from '../config';
import { openDatabase, setDbHandle, type DbHandle } from '../db/client';
import { withDatabase } from './global-setup';

// Each test file gets a private, already-migrated database: a PGlite loaded from the snapshot, or a copy of
// the PostgreSQL template. Services reach it through getDb() like the server does.
let handle: DbHandle | undefined;
let dropCopy: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const template = inject('pgTemplate');
  const url = config.DATABASE_URL;
  if (template && url) {
    const name = `sb_test_${randomBytes(6).toString('hex')}`;
    // Creating and dropping databases needs a session of its own: straight to PostgreSQL, not the pooler.
    const admin = postgres(unpooledDatabaseUrl()!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${template}`);
    handle = await openDatabase({ url: withDatabase(url, name), migrate: false });
    dropCopy = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const snapshot = inject('pgliteSnapshot');
    if (!snapshot) throw new Error('test database snapshot missing: is the global setup configured?');
    const pg = new PGlite({ extensions: pgliteExtensions, loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
    handle = await openDatabase({ pglite: pg, migrate: false });
  }
  setDbHandle(handle);
});

afterAll(async () => {
  setDbHandle(undefined);
  await handle?.close();
  await dropCopy?.();
});
