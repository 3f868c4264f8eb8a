import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { openDatabase } from './client';
import { rowsOf } from './rows';
import { runningServerSocket, shareEmbeddedDatabase, socketDir, socketInfoPath } from './shared-socket';

const exec = promisify(execFile);

/** Tries to connect to the socket as another (unprivileged) user, in a process of its own. */
async function connectAs(uid: number, socketPath: string): Promise<string> {
  const script = `require('net').connect(${JSON.stringify(socketPath)}).on('connect', () => { console.log('connected'); process.exit(0); }).on('error', (e) => { console.log(e.code); process.exit(0); });`;
  const { stdout } = await exec(process.execPath, ['-e', script], { uid, gid: uid });
  return stdout.trim();
}

describe("the embedded database's socket for the CLI", () => {
  it('is a Unix socket in a 0700 directory with a 0600 info file, no TCP port, and refuses other users', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-sock-')), 'pglite');
    const previous = config.PGLITE_DIR;
    config.PGLITE_DIR = dir;
    // A hostile umask must not loosen anything.
    const umask = process.umask(0o000);
    const server = await openDatabase({ pgliteDir: dir });
    try {
      const info = await shareEmbeddedDatabase(server.pglite!);
      expect(Object.keys(info).sort()).toEqual(['path', 'pid']);
      expect(fs.statSync(socketDir()).mode & 0o777).toBe(0o700);
      expect(fs.statSync(socketInfoPath()).mode & 0o777).toBe(0o600);
      expect(fs.statSync(info.path).isSocket()).toBe(true);
      expect(path.dirname(info.path)).toBe(socketDir());
      // The old world-readable port file beside the folder is not written.
      expect(fs.existsSync(`${path.resolve(dir)}.socket.json`)).toBe(false);
      expect(runningServerSocket()).toEqual(info);

      // The owner (the CLI) gets in and talks PostgreSQL.
      const cli = await openDatabase({ url: 'postgres://postgres@localhost/postgres', socketPath: info.path, max: 1, migrate: false });
      try {
        expect(rowsOf<{ one: number }>(await cli.db.execute(sql`select 1 as one`))[0].one).toBe(1);
      } finally {
        await cli.close();
      }
      // Anyone else is refused by the directory's permissions before a byte is exchanged.
      if (process.getuid?.() === 0) expect(await connectAs(65534, info.path)).toBe('EACCES');
    } finally {
      process.umask(umask);
      await server.close();
      config.PGLITE_DIR = previous;
    }
  }, 60_000);
  it("takes whole turns of the one session: neither the CLI's transaction nor the server's sees the other's statements", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-turns-')), 'pglite');
    const previous = config.PGLITE_DIR;
    config.PGLITE_DIR = dir;
    const server = await openDatabase({ pgliteDir: dir, migrate: false });
    try {
      const info = await shareEmbeddedDatabase(server.pglite!);
      const cli = await openDatabase({ url: 'postgres://postgres@localhost/postgres', socketPath: info.path, max: 1, migrate: false });
      const count = async (db: typeof server.db) => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from turns`))[0].n;
      const pause = () => new Promise((r) => setTimeout(r, 300));
      try {
        await server.db.execute(sql`create table turns (n int)`);
        // The CLI's open transaction: the server's read waits for it to end, and never sees its uncommitted row.
        let serverSaw: number | undefined;
        let serverRead: Promise<void> | undefined;
        await expect(cli.db.transaction(async (tx) => {
          await tx.execute(sql`insert into turns values (1)`);
          serverRead = count(server.db).then((n) => { serverSaw = n; });
          await pause();
          expect(serverSaw).toBeUndefined();
          tx.rollback();
        })).rejects.toThrow();
        await serverRead;
        expect(serverSaw).toBe(0);
        // The server's open transaction: the CLI's read runs after it, not inside it.
        let cliSaw: number | undefined;
        let cliRead: Promise<void> | undefined;
        await expect(server.db.transaction(async (tx) => {
          await tx.execute(sql`insert into turns values (2)`);
          cliRead = count(cli.db).then((n) => { cliSaw = n; });
          await pause();
          expect(cliSaw).toBeUndefined();
          tx.rollback();
        })).rejects.toThrow();
        await cliRead;
        expect(cliSaw).toBe(0);
        // And the session is free again for both.
        await cli.db.execute(sql`insert into turns values (3)`);
        expect(await count(server.db)).toBe(1);
      } finally {
        await cli.close();
      }
    } finally {
      await server.close();
      config.PGLITE_DIR = previous;
    }
  }, 60_000);
});
