import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const exec = promisify(execFile);
const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

/** Lists a folder as another (unprivileged) user, in a process of its own: the entries, or the error's code. */
async function listAs(uid: number, dir: string): Promise<string> {
  const script = `try { console.log(require('fs').readdirSync(${JSON.stringify(dir)}).length) } catch (e) { console.log(e.code) }`;
  const { stdout } = await exec(process.execPath, ['-e', script], { uid, gid: uid });
  return stdout.trim();
}

/**
 * PGlite writes its files 0666 whatever the umask; the folders around them keep other local users out. The
 * database itself is opened without migrations: only its files matter here.
 */
describe("the embedded database's folders", () => {
  it('are made 0700, the data folder and the .data folder above it, under a permissive umask', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-modes-'));
    fs.chmodSync(root, 0o755);
    const dir = path.join(root, 'project', '.data', 'pglite');
    const umask = process.umask(0o000);
    const db = await openDatabase({ pgliteDir: dir, migrate: false });
    try {
      // PGlite writes its files on its first statement.
      await db.db.execute(sql`select 1`);
      expect(modeOf(dir)).toBe(0o700);
      expect(modeOf(path.dirname(dir))).toBe(0o700);
      // Folders created on the way are private too; the existing one above is left as it was.
      expect(modeOf(path.join(root, 'project'))).toBe(0o700);
      expect(modeOf(root)).toBe(0o755);
      // Whatever modes PGlite gives its files, another user cannot even list the folder.
      expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
      if (process.getuid?.() === 0) expect(await listAs(65534, dir)).toBe('EACCES');
    } finally {
      process.umask(umask);
      await db.close();
    }
  }, 120_000);

  it('are taken back to 0700 when an earlier version left them open', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-modes-'));
    const dir = path.join(root, '.data', 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    fs.chmodSync(path.join(root, '.data'), 0o755);
    fs.chmodSync(dir, 0o777);
    const db = await openDatabase({ pgliteDir: dir, migrate: false });
    try {
      expect(modeOf(dir)).toBe(0o700);
      expect(modeOf(path.join(root, '.data'))).toBe(0o700);
    } finally {
      await db.close();
    }
  }, 120_000);

  it("leave a parent the operator chose with its own mode, and refuse a data folder that is someone else's", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-modes-'));
    fs.chmodSync(parent, 0o755);
    const dir = path.join(parent, 'db');
    const db = await openDatabase({ pgliteDir: dir, migrate: false });
    await db.close();
    expect(modeOf(parent)).toBe(0o755);
    expect(modeOf(dir)).toBe(0o700);
    if (process.getuid?.() === 0) {
      const foreign = path.join(parent, 'foreign');
      fs.mkdirSync(foreign);
      fs.chownSync(foreign, 65534, 65534);
      await expect(openDatabase({ pgliteDir: foreign, migrate: false })).rejects.toThrow(/must be a directory owned by this user/);
      expect(fs.readdirSync(foreign)).toEqual([]);
    }
  }, 120_000);
});
