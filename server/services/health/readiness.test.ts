import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/ready/route';
import { getDb, getDbHandle, openDatabase, setDbHandle } from '../../db/client';
import { compareMigrations, expectedMigrations, readMigrationState } from '../../db/migration-state';
import { checkReadiness } from './readiness';

const journal = [
  { tag: '0000_a', when: 100 },
  { tag: '0001_b', when: 200 },
  { tag: '0002_c', when: 300 },
];

describe('compareMigrations', () => {
  it.each([
    { applied: [100, 200, 300], pending: [], ahead: false, why: 'all applied' },
    { applied: [100, 200], pending: ['0002_c'], ahead: false, why: 'the newest one missing' },
    { applied: [], pending: ['0000_a', '0001_b', '0002_c'], ahead: false, why: 'a fresh database' },
    { applied: [100, 200, 300, 400], pending: [], ahead: true, why: 'migrated by a newer release' },
    // drizzle applies only what is newer than the latest applied migration, and so does this comparison.
    { applied: [100, 300], pending: [], ahead: false, why: 'a gap below the latest' },
  ])('$why', ({ applied, pending, ahead }) => {
    expect(compareMigrations(applied, journal)).toEqual({ applied: applied.length, expected: 3, pending, ahead });
  });
});

describe('readMigrationState and checkReadiness on the test database', () => {
  it('finds every shipped migration applied', async () => {
    const state = await readMigrationState(await getDb());
    expect(state).toEqual({ applied: expectedMigrations.length, expected: expectedMigrations.length, pending: [], ahead: false });
    expect(await checkReadiness(getDb)).toMatchObject({ status: 'ready', database: 'ok' });
  });

  it('reports the migrations the database lacks', async () => {
    const db = await getDb();
    const last = expectedMigrations.at(-1)!;
    await db.execute(sql`create table drizzle.saved_migrations as select * from drizzle.__drizzle_migrations`);
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    try {
      expect(await checkReadiness(getDb)).toMatchObject({
        status: 'not_ready', reason: 'migrations_pending', database: 'ok', migrations: { pending: [last.tag] },
      });
      const res = await GET();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not_ready', reason: 'migrations_pending', migrations: { pending: [last.tag] } });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations select * from drizzle.saved_migrations
        where created_at = ${last.when}`);
      await db.execute(sql`drop table drizzle.saved_migrations`);
    }
    expect((await readMigrationState(db)).pending).toEqual([]);
  });

  it('reports a database that never answers or refuses the connection, without throwing', async () => {
    const never = () => new Promise<never>(() => {});
    expect(await checkReadiness(never, { timeoutMs: 50 })).toMatchObject({ status: 'not_ready', database: 'unreachable', reason: 'timeout' });
    const refused = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/nothing', migrate: false });
    try {
      expect(await checkReadiness(async () => refused.db)).toMatchObject({ status: 'not_ready', reason: 'database_unreachable' });
    } finally {
      await refused.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database is migrated', async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready', database: 'ok', migrations: { pending: [] } });
  });

  it('answers 503 not_ready when the database cannot be reached, without the driver error', async () => {
    const current = await getDbHandle();
    const refused = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/nothing', migrate: false });
    setDbHandle(refused);
    try {
      const res = await GET();
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'not_ready', reason: 'database_unreachable', database: 'unreachable' });
    } finally {
      setDbHandle(current);
      await refused.close();
    }
  });
});
