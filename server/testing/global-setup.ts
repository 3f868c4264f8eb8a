import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { config, unpooledDatabaseUrl } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabaseUrl } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dump each test file loads (fast: no initdb, no migrations). */
    pgliteSnapshot?: string;
    /** A migrated PostgreSQL template database each test file copies. */
    pgTemplate?: string;
    /** This run's folder of bundled entry points for second processes (server/testing/child-bundle.ts). */
    childBundleDir?: string;
  }
}

/**
 * Migrates once per run. On PGlite (the default) it dumps a migrated in-memory database; with DATABASE_URL it
 * builds a template database on that server (over DATABASE_URL_UNPOOLED when set). Each test file then gets a
 * private copy, which it uses through DATABASE_URL, a transaction-mode pooler in one of CI's runs.
 */
export default async function setup(project: TestProject) {
  // Under node_modules, so the bundles' packages resolve from there as the sources' do.
  const cache = path.join(process.cwd(), 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const bundles = fs.mkdtempSync(path.join(cache, 'switchboard-children-'));
  project.provide('childBundleDir', bundles);
  const dropBundles = () => fs.rmSync(bundles, { recursive: true, force: true });
  const teardown = await setupDatabase(project);
  return async () => {
    await teardown();
    dropBundles();
  };
}

async function setupDatabase(project: TestProject): Promise<() => unknown> {
  const url = config.DATABASE_URL && unpooledDatabaseUrl();
  if (url) {
    // Straight to PostgreSQL, never through a pooler: a template must have no sessions open when it is copied,
    // and a pooler keeps its server connections.
    const template = `sb_template_${process.pid}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${template}`);
    await admin.unsafe(`create database ${template}`);
    await migrateDatabaseUrl(withDatabase(url, template));
    project.provide('pgTemplate', template);
    return async () => {
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const pg = new PGlite({ extensions: pgliteExtensions });
  const handle = await openDatabase({ pglite: pg });
  const dump = await pg.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `switchboard-test-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
