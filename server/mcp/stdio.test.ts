import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDbHandle } from '../db/client';
import { shareEmbeddedDatabase } from '../db/shared-socket';
import { childEnvFor, sameEncryptionKey } from '../testing/child-process';
import { mcpWorld, type McpWorld } from '../testing/mcp-fixtures';
import { expectDenied, expectHeld, expectOpenAccount, expectProtocolErrors, expectToolList } from '../testing/mcp-scenario';
import { KEY_IN_ARGS_WARNING } from '../cli/commands/mcp';
import { nodeArgsFor } from '../testing/child-bundle';

// `npm run cli -- mcp` as a desktop assistant starts it (the key in SWITCHBOARD_API_KEY, --key-file or --key): a
// process of its own, driven over its standard input and output by the MCP SDK's stdio client. It reaches this file's database as the CLI reaches a running server's:
// PostgreSQL by URL, or the embedded database shared on its private socket (one client at a time: each test's
// process is closed before the next starts).

let world: McpWorld;
let env: NodeJS.ProcessEnv;
const stderr: string[] = [];
let previousDir: string | undefined;

/** How the key reaches the command: its environment, a file, or (visible to other users) its command line. */
type KeyFrom = 'env' | 'file' | 'argv';

function keyGiven(key: string, from: KeyFrom): { args: string[]; env: NodeJS.ProcessEnv } {
  if (from === 'env') return { args: [], env: { ...env, SWITCHBOARD_API_KEY: key } };
  if (from === 'argv') return { args: ['--key', key], env };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-mcp-key-')), 'key');
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return { args: ['--key-file', file], env };
}

/** Starts `cli mcp` with the key given as `from` says, runs `drive` with a client connected to it, and stops it. */
async function withServer(key: string, from: KeyFrom, drive: (client: Client) => Promise<void>): Promise<void> {
  const given = keyGiven(key, from);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...nodeArgsFor('server/cli/bin.ts'), 'mcp', ...given.args],
    cwd: process.cwd(),
    env: given.env as Record<string, string>,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (c: Buffer) => stderr.push(String(c)));
  const client = new Client({ name: 'switchboard-test', version: '1.0.0' });
  await client.connect(transport);
  try {
    await drive(client);
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  world = await mcpWorld();
  // Info logs are on: a log line on stdout would break the protocol, so this proves they go to stderr.
  if (config.DATABASE_URL) {
    env = await childEnvFor({ LOG_LEVEL: 'info' });
  } else {
    const handle = await getDbHandle();
    previousDir = config.PGLITE_DIR;
    config.PGLITE_DIR = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-mcp-')), 'db');
    await shareEmbeddedDatabase(handle.pglite!);
    env = { ...process.env, DATABASE_URL: '', PGLITE_DIR: config.PGLITE_DIR, LOG_LEVEL: 'info', ENCRYPTION_KEY: sameEncryptionKey() };
  }
}, 60_000);

afterAll(() => {
  if (previousDir !== undefined) config.PGLITE_DIR = previousDir;
});

describe('MCP over stdio (cli mcp)', () => {
  it("lists the twelve tools, places a call inside the window (queued), holds it to consent, and sees another tenant's ids as not found", async () => {
    stderr.length = 0;
    await withServer(world.openKey, 'env', async (client) => {
      await expectToolList(client);
      await expectOpenAccount(client, world);
      await expectProtocolErrors(client);
    });
    // The placement's info log line went to stderr, and the protocol on stdout survived it.
    expect(stderr.join('')).toContain('call placed as informational');
    expect(stderr.join('')).not.toContain(KEY_IN_ARGS_WARNING.trim());
  }, 90_000);

  it('holds a call outside the window, saying which rule, its source and when it may go (the key on the command line still works, with a warning)', async () => {
    stderr.length = 0;
    await withServer(world.closedKey, 'argv', (client) => expectHeld(client, world));
    expect(stderr.join('')).toContain(KEY_IN_ARGS_WARNING.trim());
  }, 90_000);

  it('refuses a tool the key lacks (the key read from --key-file)', async () => {
    await withServer(world.readOnlyKey, 'file', (client) => expectDenied(client, world));
  }, 90_000);

  it('refuses an invalid key before any protocol, on stderr, with exit code 1', async () => {
    const { execFile } = await import('node:child_process');
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [...nodeArgsFor('server/cli/bin.ts'), 'mcp'], { env: { ...env, SWITCHBOARD_API_KEY: 'sk_live_nope' }, cwd: process.cwd() }, (err, stdout, stderr) =>
        resolve({ code: err ? (err as { code?: number }).code ?? 1 : 0, stdout, stderr }));
    });
    expect(result).toMatchObject({ code: 1, stdout: '', stderr: expect.stringContaining('The API key is invalid') });
  }, 60_000);
});
