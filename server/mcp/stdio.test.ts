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
import { expectDenied, expectHeld, expectOpenAccount, expectToolList } from '../testing/mcp-scenario';

// `npm run cli -- mcp --key K` as a desktop assistant starts it: a process of its own, driven over its standard input
// and output by the MCP SDK's stdio client. It reaches this file's database as the CLI reaches a running server's:
// PostgreSQL by URL, or the embedded database shared on its private socket (one client at a time: each test's
// process is closed before the next starts).

let world: McpWorld;
let env: NodeJS.ProcessEnv;
const stderr: string[] = [];
let previousDir: string | undefined;

/** Starts `cli mcp --key K`, runs `drive` with a client connected to it, and stops it. */
async function withServer(key: string, drive: (client: Client) => Promise<void>): Promise<void> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'server/cli/bin.ts', 'mcp', '--key', key],
    cwd: process.cwd(),
    env: env as Record<string, string>,
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

describe('MCP over stdio (cli mcp --key)', () => {
  it("lists the twelve tools, places a call inside the window (queued), holds it to consent, and sees another tenant's ids as not found", async () => {
    await withServer(world.openKey, async (client) => {
      await expectToolList(client);
      await expectOpenAccount(client, world);
    });
    // The placement's info log line went to stderr, and the protocol on stdout survived it.
    expect(stderr.join('')).toContain('call placed as informational');
  }, 90_000);

  it('holds a call outside the window, saying which rule, its source and when it may go', async () => {
    await withServer(world.closedKey, (client) => expectHeld(client, world));
  }, 90_000);

  it('refuses a tool the key lacks', async () => {
    await withServer(world.readOnlyKey, (client) => expectDenied(client, world));
  }, 90_000);

  it('refuses an invalid key before any protocol, on stderr, with exit code 1', async () => {
    const { execFile } = await import('node:child_process');
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'server/cli/bin.ts', 'mcp', '--key', 'sk_live_nope'], { env, cwd: process.cwd() }, (err, stdout, stderr) =>
        resolve({ code: err ? (err as { code?: number }).code ?? 1 : 0, stdout, stderr }));
    });
    expect(result).toMatchObject({ code: 1, stdout: '', stderr: expect.stringContaining('The API key is invalid') });
  }, 60_000);
});
