import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { embeddedDatabaseWarning, postgresAnswers } from './database-warning';
import { runCli } from './run';
import { nodeArgsFor } from '../testing/child-bundle';

describe('embeddedDatabaseWarning', () => {
  const base = { databaseUrl: undefined, nodeEnv: 'development', dataDir: '.data/pglite', localPostgres: false };
  it.each([
    ['embedded, development, no local PostgreSQL', {}, undefined],
    ['DATABASE_URL set, even in production beside PostgreSQL', { databaseUrl: 'postgres://u:secret@db:5432/app', nodeEnv: 'production', localPostgres: true }, undefined],
    ['embedded in production', { nodeEnv: 'production' }, /because DATABASE_URL is not set, while NODE_ENV is production\./],
    ['embedded beside a local PostgreSQL', { localPostgres: true }, /while a PostgreSQL server answers on 127\.0\.0\.1:5432\./],
    ['both', { nodeEnv: 'production', localPostgres: true }, /while NODE_ENV is production and a PostgreSQL server answers/],
    // `npm run dev` on the embedded database beside a developer's own PostgreSQL: the CLI writes where the server reads.
    ['embedded and shared by the running server, beside a local PostgreSQL', { localPostgres: true, serverSharesIt: true }, undefined],
    ['embedded and shared by a running production server', { nodeEnv: 'production', localPostgres: true, serverSharesIt: true }, undefined],
  ])('%s', (_name, over, expected) => {
    const warning = embeddedDatabaseWarning({ ...base, ...over });
    if (expected === undefined) expect(warning).toBeUndefined();
    else {
      expect(warning).toMatch(expected);
      expect(warning).toContain(`embedded database in ${path.resolve('.data/pglite')} `);
    }
  });
});

describe('postgresAnswers', () => {
  const servers: net.Server[] = [];
  afterEach(() => servers.splice(0).forEach((s) => s.close()));
  /** A TCP server on a free loopback port that answers each connection's first bytes with `reply` (or says nothing). */
  async function listen(reply?: (request: Buffer) => Buffer): Promise<number> {
    const server = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.once('data', (data) => reply && socket.write(reply(data)));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as net.AddressInfo).port;
  }
  const isSslRequest = (b: Buffer) => b.length === 8 && b.readInt32BE(0) === 8 && b.readInt32BE(4) === 80877103;

  it('is yes for a server that answers the SSLRequest as PostgreSQL does ("N" or "S")', async () => {
    expect(await postgresAnswers('127.0.0.1', await listen((b) => Buffer.from(isSslRequest(b) ? 'N' : 'x')))).toBe(true);
    expect(await postgresAnswers('127.0.0.1', await listen((b) => Buffer.from(isSslRequest(b) ? 'S' : 'x')))).toBe(true);
  });

  it('is no for another kind of server, a silent one, and a closed port', async () => {
    expect(await postgresAnswers('127.0.0.1', await listen(() => Buffer.from('HTTP/1.1 400 Bad Request\r\n\r\n')))).toBe(false);
    expect(await postgresAnswers('127.0.0.1', await listen(), 150)).toBe(false);
    const closed = await listen();
    servers.pop()!.close();
    expect(await postgresAnswers('127.0.0.1', closed)).toBe(false);
  });
});

describe('the database warning in runCli', () => {
  const warning = 'writing to the embedded database in /tmp/x because DATABASE_URL is not set, while NODE_ENV is production.';

  it('goes to stderr before a writing command, success or failure, and leaves --json stdout clean', async () => {
    let asked = 0;
    const databaseWarning = async () => (asked++, warning);
    const ok = await runCli(['bootstrap', '--json'], getDb, { databaseWarning });
    expect(ok.code).toBe(0);
    expect(ok.stderr).toBe(`warning: ${warning}\n`);
    expect(JSON.parse(ok.stdout)).toMatchObject({ account_id: expect.any(Number) });
    const bad = await runCli(['user', 'create', '--account', '999999', '--email', 'w@x.io'], getDb, { databaseWarning });
    expect(bad.stderr).toBe(`warning: ${warning}\nerror: Account 999999 not found.\n`);
    expect(asked).toBe(2);
  });

  it('is not asked for commands that only read, nor for help and usage mistakes', async () => {
    let asked = 0;
    const databaseWarning = async () => (asked++, warning);
    for (const argv of [['account', 'list'], ['user', 'list'], ['whoami', '--email', 'nobody@x.io'], ['agent', '--help'], ['bootstrap', '--colour', 'red']]) {
      const r = await runCli(argv, getDb, { databaseWarning });
      expect(r.stderr).not.toContain('warning:');
    }
    expect(asked).toBe(0);
  });
});

describe('the database warning of the CLI process', () => {
  const exec = promisify(execFile);
  const cli = (args: string[], env: Record<string, string>) =>
    exec(process.execPath, [...nodeArgsFor('server/cli/main.ts'), ...args], { cwd: process.cwd(), env: { ...process.env, DATABASE_URL: '', ...env } });

  it('names the embedded data folder when a command writes there in production, and stays quiet when it reads', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-cli-')), 'pglite');
    const boot = await cli(['bootstrap', '--json'], { PGLITE_DIR: dir, NODE_ENV: 'production' });
    expect(boot.stderr).toMatch(new RegExp(`^warning: writing to the embedded database in ${dir} because DATABASE_URL is not set, while NODE_ENV is production`));
    expect(JSON.parse(boot.stdout)).toMatchObject({ api_key: expect.stringMatching(/^sk_live_/) });
    const list = await cli(['account', 'list', '--json'], { PGLITE_DIR: dir, NODE_ENV: 'production' });
    expect(list.stderr).toBe('');
    expect(JSON.parse(list.stdout).accounts).toHaveLength(1);
  }, 60_000);
});
