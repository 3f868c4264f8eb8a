import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { config } from '../config';
import { authSecret } from './auth-secret';

/**
 * Secrets at rest (webhook signing secrets, and provider credentials as they come): AES-256-GCM under a key
 * from the environment. A sealed value reads `enc:v1:<key id>:<base64url of iv ‖ ciphertext ‖ tag>`; the key id
 * (the first 8 hex digits of the key's SHA-256) says which key sealed it, so keys can rotate:
 *
 * - `ENCRYPTION_KEY`: 32 bytes, as 64 hex digits or base64. It seals everything new.
 * - `ENCRYPTION_KEYS_PREVIOUS`: earlier keys (comma-separated), still accepted for opening. At start the
 *   application re-seals whatever an earlier key sealed under the current one (sealStoredSecrets).
 * - Without `ENCRYPTION_KEY` the key is derived (HKDF-SHA256) from AUTH_SECRET, or from the generated session
 *   secret kept in `.data/auth-secret` when that is unset too: the embedded default works with no setting,
 *   and a database copied without that secret cannot be read. Production sets ENCRYPTION_KEY.
 */
export const SEALED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('switchboard sealed secret v1');

export interface Keyring {
  currentId: string;
  keys: Map<string, Buffer>;
}

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A 32-byte key written as 64 hex digits or as base64 / base64url. */
export function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== 32) throw new Error('An encryption key must be 32 bytes, written as 64 hex digits or in base64.');
  return key;
}

export function makeKeyring(current: Buffer, previous: Buffer[] = []): Keyring {
  const keys = new Map<string, Buffer>();
  for (const k of [current, ...previous]) keys.set(keyIdOf(k), k);
  return { currentId: keyIdOf(current), keys };
}

/** The key derived from the session secret when ENCRYPTION_KEY is not set. */
export function derivedKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'switchboard', 'secrets at rest v1', 32));
}

let cached: Keyring | undefined;

/** The process's keyring, from the configuration (read once). */
export function appKeyring(): Keyring {
  if (cached) return cached;
  const previous = (config.ENCRYPTION_KEYS_PREVIOUS ?? '').split(',').filter((s) => s.trim()).map(parseKey);
  const current = config.ENCRYPTION_KEY ? parseKey(config.ENCRYPTION_KEY) : derivedKey(authSecret());
  cached = makeKeyring(current, previous);
  return cached;
}

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

/** The key id a sealed value names, or null for a value stored before sealing. */
export const sealedKeyId = (value: string): string | null => (isSealed(value) ? value.slice(SEALED_PREFIX.length).split(':')[0] : null);

export function sealSecret(plain: string, ring: Keyring = appKeyring()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', ring.keys.get(ring.currentId)!, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${SEALED_PREFIX}${ring.currentId}:${body.toString('base64url')}`;
}

/**
 * The plain secret of a sealed value. A value without the prefix was stored before sealing existed and is
 * answered as it is (the start-up step seals it). A value sealed under a key the keyring lacks, or altered,
 * throws: the configuration is missing a previous key.
 */
export function openSecret(value: string, ring: Keyring = appKeyring()): string {
  if (!isSealed(value)) return value;
  const [keyId, payload] = value.slice(SEALED_PREFIX.length).split(':');
  const key = ring.keys.get(keyId);
  if (!key) throw new Error(`A secret is sealed with key ${keyId}, which is neither ENCRYPTION_KEY nor in ENCRYPTION_KEYS_PREVIOUS.`);
  const body = Buffer.from(payload ?? '', 'base64url');
  if (body.length < IV_BYTES + TAG_BYTES) throw new Error('A sealed secret is truncated.');
  const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
  decipher.setAAD(AAD);
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** True when a stored value should be rewritten: not sealed yet, or sealed under an earlier key. */
export const needsSealing = (value: string, ring: Keyring = appKeyring()) => sealedKeyId(value) !== ring.currentId;
