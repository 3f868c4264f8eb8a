import net from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as createContact } from '@/app/api/v1/contacts/create/route';
import { config } from '../config';
import { getDb, getDbHandle, openDatabase, setDbHandle, type DbHandle } from '../db/client';
import { contacts } from '../db/schema';
import { newAccount, type TestAccount } from '../testing/fixtures';
import { callRoute } from '../testing/http';

/**
 * A database that is away or stops answering makes a request fail fast with 503 service_unavailable and
 * Retry-After, never hang nor answer 500: a refused port at once, a port that never answers within the connect
 * bound, and (on PostgreSQL) a connection terminated mid-request or a statement past its timeout, writing nothing.
 */
const onPostgres = Boolean(config.DATABASE_URL);
// Through a transaction-mode pooler the app sends no statement_timeout (the pooler refuses the parameter; the
// operator sets it on the role, see DATABASE_STATEMENT_TIMEOUT_MS), so that bound is the direct connection's.
const direct = config.DATABASE_PREPARE || !config.DATABASE_URL_UNPOOLED || config.DATABASE_URL_UNPOOLED === config.DATABASE_URL;
let acct: TestAccount;
let own: DbHandle;
const opened: DbHandle[] = [];

beforeAll(async () => {
  own = await getDbHandle();
  acct = await newAccount();
});
afterEach(async () => {
  setDbHandle(own);
  await Promise.all(opened.splice(0).map((h) => h.close().catch(() => undefined)));
});

const create = (phone: string) =>
  callRoute(createContact, { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, body: { first_name: 'Ada', phone_number: phone } });

async function useDatabase(url: string, extra: Partial<Parameters<typeof openDatabase>[0]> = {}) {
  const handle = await openDatabase({ url, migrate: false, ...extra });
  opened.push(handle);
  setDbHandle(handle);
}

function expectUnavailable(res: Awaited<ReturnType<typeof create>>) {
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ error: 'service_unavailable', retry_after: 5 });
  expect(res.headers.get('retry-after')).toBe('5');
}

describe('a database out of reach', () => {
  it('answers 503 at once when the port refuses connections', async () => {
    await useDatabase('postgres://postgres@127.0.0.1:1/none');
    const started = Date.now();
    expectUnavailable(await create('+14155550101'));
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  describe('a port that accepts and never answers', () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => sockets.push(s));
    beforeAll(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));
    afterAll(() => {
      sockets.forEach((s) => s.destroy());
      silent.close();
    });

    it('answers 503 within DATABASE_CONNECT_TIMEOUT_SECONDS', async () => {
      config.DATABASE_CONNECT_TIMEOUT_SECONDS = 1;
      await useDatabase(`postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/none`);
      const started = Date.now();
      expectUnavailable(await create('+14155550102'));
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(900);
      expect(took).toBeLessThan(4_000);
    }, 20_000);
  });
});

describe.skipIf(!onPostgres)('a database that stops answering mid-request (PostgreSQL)', () => {
  let admin: postgres.Sql;
  let url: string;
  beforeAll(async () => {
    const [{ name }] = (await (await getDb()).execute(sql`select current_database() as name`)) as unknown as { name: string }[];
    const u = new URL(config.DATABASE_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
    admin = postgres(url, { max: 2, onnotice: () => {} });
  });
  afterAll(() => admin?.end({ timeout: 1 }));

  /** Locks the account row, so the contact's insert (its foreign key) waits, until the answered function is called. */
  async function lockAccount() {
    const tx = await admin.reserve();
    await tx`begin`;
    await tx`select 1 from accounts where id = ${acct.accountId} for update`;
    return async () => {
      await tx`rollback`;
      tx.release();
    };
  }

  const waitingPid = async () => {
    for (let i = 0; i < 400; i++) {
      const [row] = await admin<{ pid: number }[]>`
        select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`;
      if (row) return row.pid;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('no request waiting for the lock');
  };

  const contactsOf = async () => {
    const [n] = await (await getDb()).select({ n: count() }).from(contacts).where(eq(contacts.accountId, acct.accountId));
    return n.n;
  };

  it('answers 503 with Retry-After and writes nothing when its connection is terminated', async () => {
    await useDatabase(url);
    const before = await contactsOf();
    const unlock = await lockAccount();
    const answer = create('+14155550103');
    await admin`select pg_terminate_backend(${await waitingPid()})`;
    await unlock();
    expectUnavailable(await answer);
    expect(await contactsOf()).toBe(before);
  }, 30_000);

  it.skipIf(!direct)('answers 503 when a statement runs past DATABASE_STATEMENT_TIMEOUT_MS, and writes nothing', async () => {
    config.DATABASE_STATEMENT_TIMEOUT_MS = 500;
    await useDatabase(url);
    const before = await contactsOf();
    const unlock = await lockAccount();
    const started = Date.now();
    const res = await create('+14155550104');
    await unlock();
    expectUnavailable(res);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await contactsOf()).toBe(before);
  }, 30_000);
});
