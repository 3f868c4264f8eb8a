import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { config } from '../config';
import { AppError } from '../errors';
import { logger } from '../logger';
import { configuredKeys, keyIdOf, type ConfiguredKeys } from './sealing-keys';

export { derivedKey, keyIdOf, parseKey } from './sealing-keys';

/**
 * Secrets at rest (webhook signing secrets, and provider credentials as they come): AES-256-GCM under a key
 * from the environment. A sealed value reads `enc:v1:<key id>:<base64url of iv ‖ ciphertext ‖ tag>`; the key id
 * (the first 8 hex digits of the key's SHA-256) says which key sealed it, so keys can rotate: the current key
 * seals, old keys still open, and the start-up step (sealStoredSecrets, or `cli secrets reseal`) re-seals what an
 * old key sealed under the current one. Where the keys come from: sealing-keys.ts.
 */
export const SEALED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('switchboard sealed secret v1');

export interface Keyring {
  currentId: string;
  keys: Map<string, Buffer>;
  /** Where each key came from, by id (settings and files), for messages an operator acts on. */
  sources?: Map<string, string>;
}

export function makeKeyring(current: Buffer, previous: Buffer[] = []): Keyring {
  const keys = new Map<string, Buffer>();
  for (const k of [current, ...previous]) keys.set(keyIdOf(k), k);
  return { currentId: keyIdOf(current), keys };
}

/** The keyring of configured keys, each with its source. */
export function keyringOf(configured: ConfiguredKeys): Keyring {
  const ring = makeKeyring(configured.current.key, configured.old.map((k) => k.key));
  ring.sources = new Map();
  for (const k of [configured.current, ...configured.old]) if (!ring.sources.has(keyIdOf(k.key))) ring.sources.set(keyIdOf(k.key), k.source);
  return ring;
}

let cached: Keyring | undefined;

/** The process's keyring, from the configuration (read once). */
export function appKeyring(): Keyring {
  cached ??= keyringOf(configuredKeys(config));
  return cached;
}

/**
 * A sealed value that no key of the keyring opens: sealed under a key this process was not given, or altered. An
 * AppError, so a request that meets one answers a plain 500 instead of an unexpected error's stack; the first
 * meeting of each key id in a minute logs one line saying what to set (noteUnreadable).
 */
export class SealedSecretUnreadable extends AppError {
  constructor(readonly keyId: string, readonly reason: 'unknown_key' | 'altered') {
    super('server_error', reason === 'unknown_key'
      ? `A secret this server stores was sealed with key ${keyId}, which it was not given; its operator must add that key (ENCRYPTION_KEYS_PREVIOUS) and run \`npm run cli -- secrets reseal\`. Quote the request id when reporting it.`
      : `A secret this server stores under key ${keyId} does not open (altered or truncated). Quote the request id when reporting it.`);
    this.name = 'SealedSecretUnreadable';
  }
}

/** What an operator does about values sealed under keys this process lacks: one sentence, for logs and doctor. */
export const UNREADABLE_ADVICE =
  'start with the ENCRYPTION_KEY that sealed them, or add it to ENCRYPTION_KEYS_PREVIOUS (comma-separated; for data ' +
  'sealed before ENCRYPTION_KEY was set, start once with the AUTH_SECRET of that time beside ENCRYPTION_KEY), then run ' +
  '`npm run cli -- secrets reseal`';

const lastNoted = new Map<string, number>();
const NOTE_EVERY_MS = 60_000;

/** One log line per unknown key id a minute, however many requests meet it. */
function noteUnreadable(keyId: string, reason: string): void {
  const now = Date.now();
  if (now - (lastNoted.get(keyId) ?? -Infinity) < NOTE_EVERY_MS) return;
  lastNoted.set(keyId, now);
  logger.error(`a sealed secret does not open (key ${keyId}, ${reason}): ${UNREADABLE_ADVICE}`, { key_id: keyId });
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
 * throws SealedSecretUnreadable: the configuration is missing an old key.
 */
export function openSecret(value: string, ring: Keyring = appKeyring()): string {
  const opened = tryOpenSecret(value, ring);
  if (opened instanceof SealedSecretUnreadable) {
    noteUnreadable(opened.keyId, opened.reason === 'unknown_key' ? 'neither ENCRYPTION_KEY nor an old key' : 'altered or truncated');
    throw opened;
  }
  return opened;
}

/** openSecret without the log line, answering the refusal instead of throwing it: for steps that count them. */
export function tryOpenSecret(value: string, ring: Keyring = appKeyring()): string | SealedSecretUnreadable {
  if (!isSealed(value)) return value;
  const [keyId, payload] = value.slice(SEALED_PREFIX.length).split(':');
  const key = ring.keys.get(keyId);
  if (!key) return new SealedSecretUnreadable(keyId, 'unknown_key');
  const body = Buffer.from(payload ?? '', 'base64url');
  if (body.length < IV_BYTES + TAG_BYTES) return new SealedSecretUnreadable(keyId, 'altered');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return new SealedSecretUnreadable(keyId, 'altered');
  }
}

/** True when a stored value should be rewritten: not sealed yet, or sealed under an earlier key. */
export const needsSealing = (value: string, ring: Keyring = appKeyring()) => sealedKeyId(value) !== ring.currentId;
