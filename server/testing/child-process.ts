import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { appKeyring } from '../db/encryption';
import { config, unpooledDatabaseUrl } from '../config';
import { getDb } from '../db/client';
import { withDatabase } from './global-setup';
import { nodeArgsFor } from './child-bundle';

/**
 * The environment of a second process on this test file's own PostgreSQL database (reached through the pooler
 * when there is one), with no worker of its own unless the script runs one.
 */
export async function childEnvFor(extra: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  const db = await getDb();
  const [{ name }] = (await db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
  return {
    ...process.env,
    DATABASE_URL: withDatabase(config.DATABASE_URL!, name),
    DATABASE_URL_UNPOOLED: withDatabase(unpooledDatabaseUrl()!, name),
    LOG_LEVEL: 'error',
    DISABLE_WORKER: 'true',
    ENCRYPTION_KEY: sameEncryptionKey(),
    ...extra,
  };
}

/** This process's sealing key, so a second process opens the secrets this one sealed. */
export function sameEncryptionKey(): string {
  const ring = appKeyring();
  return ring.keys.get(ring.currentId)!.toString('hex');
}

/** Runs a TypeScript script in its own Node process; answers its last output line, or fails with all it said. */
export function runScript(script: string, env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgsFor(script), ...args], { cwd: process.cwd(), env });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (out += c));
    child.once('exit', (code) => (code === 0 ? resolve(out.trim().split('\n').at(-1)!) : reject(new Error(`child exited ${code}: ${out}`))));
  });
}
