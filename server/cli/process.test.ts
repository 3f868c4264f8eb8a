import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { openDatabase } from '../db/client';
import { teams } from '../db/schema';
import { shareEmbeddedDatabase } from '../db/shared-socket';
import { dropRadicaleCalendars, freshRadicaleAccount } from '../testing/radicale';
import { nodeArgsFor } from '../testing/child-bundle';

// `npm run cli` as operators run it, in processes of its own on an embedded database of their own (its commands
// against the tests' database are run.test.ts).
const exec = promisify(execFile);

describe('the CLI as a process', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    exec(process.execPath, [...nodeArgsFor('server/cli/main.ts'), ...args], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: '', ...env },
    });

  it('opens the embedded database itself when no server runs, and through the server socket when one does', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-cli-')), 'pglite');
    const first = await cli(['bootstrap', '--json'], { PGLITE_DIR: dir });
    const boot = JSON.parse(first.stdout.trim().split('\n').at(-1)!);
    expect(boot.api_key).toMatch(/^sk_live_/);

    // Now play the server: hold the folder and share it on loopback.
    const previous = config.PGLITE_DIR;
    config.PGLITE_DIR = dir;
    const server = await openDatabase({ pgliteDir: dir });
    try {
      await shareEmbeddedDatabase(server.pglite!);
      const second = await cli(['team', 'create', '--account', String(boot.account_id), '--name', 'Via socket', '--json'], { PGLITE_DIR: dir });
      const { team_id } = JSON.parse(second.stdout.trim().split('\n').at(-1)!);
      const rows = await server.db.select().from(teams).where(eq(teams.id, team_id));
      expect(rows[0]?.name).toBe('Via socket');
    } finally {
      await server.close();
      config.PGLITE_DIR = previous;
    }
  }, 60_000);

  it('reads --password-stdin from the pipe it is given', async () => {
    const dav = await freshRadicaleAccount('Piped');
    try {
      const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-cli-')), 'pglite');
      const boot = JSON.parse((await cli(['bootstrap', '--json'], { PGLITE_DIR: dir })).stdout.trim().split('\n').at(-1)!);
      const linking = cli(['calendar', 'link-caldav', '--user', String(boot.user_id), '--url', dav.serverUrl, '--username', dav.user, '--password-stdin', '--json'], { PGLITE_DIR: dir });
      linking.child.stdin!.end(`${dav.password}\n`);
      const linked = JSON.parse((await linking).stdout.trim().split('\n').at(-1)!);
      expect(linked).toMatchObject({ provider: 'caldav', status: 'active', user_id: boot.user_id, calendars: [expect.objectContaining({ name: 'Piped' })] });
    } finally {
      await dropRadicaleCalendars();
    }
  }, 120_000);

  it('exits 1 on bad input', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-cli-')), 'pglite');
    await expect(cli(['key', 'revoke', '--bogus'], { PGLITE_DIR: dir })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown option --bogus'),
    });
  });
});
