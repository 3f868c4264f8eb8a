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
});
