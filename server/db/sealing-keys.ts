import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Where the keys that seal secrets at rest come from (encryption.ts does the sealing). The sealing key is its own
 * setting, apart from the session secret, so that a new AUTH_SECRET (a deploy, a rotation) leaves sealed data
 * readable:
 *
 * - `ENCRYPTION_KEY` seals everything new when it is set.
 * - Unset, with AUTH_SECRET set: the key derived from AUTH_SECRET, as before this key had a setting of its own (so a
 *   deployment that never set ENCRYPTION_KEY keeps working; production warns, and `doctor --production` fails it).
 * - Unset with AUTH_SECRET unset too (development): a key generated on first use and kept in `.data/encryption-key`,
 *   the way the session secret is kept in `.data/auth-secret`. The first run needs no setting, and a later start
 *   with any AUTH_SECRET still opens what the dev run sealed.
 *
 * Old keys only open, never seal, and the start-up step (and `cli secrets reseal`) re-seals what they opened under
 * the current key: `ENCRYPTION_KEYS_PREVIOUS` (comma-separated), the key derived from AUTH_SECRET, and, when their
 * files exist beside the embedded database, the generated key and the key derived from the generated session
 * secret (what a dev run of this checkout, or of a release before the generated key, sealed with).
 */
export interface SourcedKey {
  key: Buffer;
  /** Where it came from, in the words of the setting or file an operator would look at. */
  source: string;
}

export interface ConfiguredKeys {
  current: SourcedKey;
  old: SourcedKey[];
}

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A 32-byte key written as 64 hex digits or as base64 / base64url. */
export function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== 32) throw new Error('An encryption key must be 32 bytes, written as 64 hex digits or in base64.');
  return key;
}

/** The key derived from a session secret: the sealing key before ENCRYPTION_KEY had to be set to separate them. */
export function derivedKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'switchboard', 'secrets at rest v1', 32));
}

/** The data folder the generated secrets sit in: beside the embedded database's folder (`.data/`). */
const dataFolder = (c: Pick<Config, 'PGLITE_DIR'>) => path.dirname(path.resolve(c.PGLITE_DIR));

/** Where the generated sealing key is kept: `.data/encryption-key`. */
export const devKeyPath = (c: Pick<Config, 'PGLITE_DIR'>) => path.join(dataFolder(c), 'encryption-key');
const devAuthSecretPath = (c: Pick<Config, 'PGLITE_DIR'>) => path.join(dataFolder(c), 'auth-secret');

function readTrimmed(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** The generated sealing key, created on first use; when two processes race, the first one written wins. */
function devKey(c: Pick<Config, 'PGLITE_DIR'>): Buffer {
  const file = devKeyPath(c);
  const kept = readTrimmed(file);
  if (kept) return parseKey(kept);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch {
    // `wx` fails when another process wrote the file first: its key is read below.
  }
  return parseKey(readTrimmed(file)!);
}

type KeyConfig = Pick<Config, 'ENCRYPTION_KEY' | 'ENCRYPTION_KEYS_PREVIOUS' | 'AUTH_SECRET' | 'PGLITE_DIR'>;

/**
 * The current key and the old ones of a configuration. `create: false` looks without writing (doctor): with no key
 * set nor generated yet, the current key is a random one that has sealed nothing.
 */
export function configuredKeys(c: KeyConfig, opts: { create?: boolean } = {}): ConfiguredKeys {
  const previous = (c.ENCRYPTION_KEYS_PREVIOUS ?? '').split(',').map((s) => s.trim()).filter(Boolean)
    .map((text, i, all) => ({ key: parseKey(text), source: `ENCRYPTION_KEYS_PREVIOUS (key ${i + 1} of ${all.length})` }));
  const fromAuthSecret = c.AUTH_SECRET ? { key: derivedKey(c.AUTH_SECRET), source: 'derived from AUTH_SECRET' } : null;
  const keptKey = readTrimmed(devKeyPath(c));
  const kept = keptKey ? { key: parseKey(keptKey), source: `${devKeyPath(c)} (generated)` } : null;
  const keptSecret = readTrimmed(devAuthSecretPath(c));
  const fromKeptSecret = keptSecret ? { key: derivedKey(keptSecret), source: `derived from ${devAuthSecretPath(c)} (generated)` } : null;

  let current: SourcedKey;
  if (c.ENCRYPTION_KEY) current = { key: parseKey(c.ENCRYPTION_KEY), source: 'ENCRYPTION_KEY' };
  else if (fromAuthSecret) current = fromAuthSecret;
  else if (kept) current = kept;
  else if (opts.create === false) current = { key: randomBytes(32), source: 'none yet (generated on first start)' };
  else current = { key: devKey(c), source: `${devKeyPath(c)} (generated)` };

  const old = [...previous, fromAuthSecret, kept, fromKeptSecret].filter((k): k is SourcedKey => k !== null && !k.key.equals(current.key));
  return { current, old };
}
