import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyringOf, makeKeyring, openSecret, sealSecret, SealedSecretUnreadable, tryOpenSecret } from './encryption';
import { configuredKeys, derivedKey, devKeyPath, keyIdOf } from './sealing-keys';

/** A configuration whose data folder is a fresh temporary one (the generated files go there). */
function freshConfig(extra: { ENCRYPTION_KEY?: string; ENCRYPTION_KEYS_PREVIOUS?: string; AUTH_SECRET?: string } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-keys-'));
  return { PGLITE_DIR: path.join(dir, 'pglite'), ...extra };
}

const hex = (n: number) => Buffer.alloc(32, n).toString('hex');

describe('where the sealing keys come from', () => {
  it('with nothing set, generates a key once, keeps it in the data folder (0600), and every later process reads the same one', () => {
    const c = freshConfig();
    const first = configuredKeys(c);
    expect(first.current.source).toMatch(/encryption-key \(generated\)/);
    expect(fs.statSync(devKeyPath(c)).mode & 0o777).toBe(0o600);
    expect(configuredKeys(c).current.key.equals(first.current.key)).toBe(true);
    // Looking without creating (doctor) writes nothing in a fresh folder.
    const other = freshConfig();
    expect(configuredKeys(other, { create: false }).current.source).toMatch(/none yet/);
    expect(fs.existsSync(devKeyPath(other))).toBe(false);
  });

  it('a dev run then a start with a new AUTH_SECRET (no ENCRYPTION_KEY): what the dev run sealed still opens, and new values seal under the AUTH_SECRET key', () => {
    const c = freshConfig();
    const sealedInDev = sealSecret('whsec_dev', keyringOf(configuredKeys(c)));
    const prod = keyringOf(configuredKeys({ ...c, AUTH_SECRET: 'a-brand-new-production-secret-0123456789' }));
    expect(prod.currentId).toBe(keyIdOf(derivedKey('a-brand-new-production-secret-0123456789')));
    expect(openSecret(sealedInDev, prod)).toBe('whsec_dev');
  });

  it('with ENCRYPTION_KEY set, the AUTH_SECRET key, the generated key and the key of the generated session secret are old keys: they open, never seal', () => {
    const c = freshConfig();
    const devRing = keyringOf(configuredKeys(c));
    // A release before the generated key derived the sealing key from the generated session secret.
    fs.writeFileSync(path.join(path.dirname(c.PGLITE_DIR), 'auth-secret'), 'generated-session-secret');
    const legacy = sealSecret('whsec_legacy', makeKeyring(derivedKey('generated-session-secret')));
    const underAuthSecret = sealSecret('whsec_auth', makeKeyring(derivedKey('the-session-secret-of-that-time')));
    const ring = keyringOf(configuredKeys({ ...c, ENCRYPTION_KEY: hex(7), AUTH_SECRET: 'the-session-secret-of-that-time' }));
    expect(ring.currentId).toBe(keyIdOf(Buffer.alloc(32, 7)));
    expect(ring.sources?.get(ring.currentId)).toBe('ENCRYPTION_KEY');
    expect(openSecret(sealSecret('whsec_dev', devRing), ring)).toBe('whsec_dev');
    expect(openSecret(legacy, ring)).toBe('whsec_legacy');
    expect(openSecret(underAuthSecret, ring)).toBe('whsec_auth');
    expect(sealSecret('new', ring)).toMatch(new RegExp(`^enc:v1:${ring.currentId}:`));
  });

  it('reads with the current key then each of ENCRYPTION_KEYS_PREVIOUS; without the old key listed, refuses with the key id and what to set', () => {
    const c = freshConfig();
    const sealedUnder1 = sealSecret('whsec_one', keyringOf(configuredKeys({ ...c, ENCRYPTION_KEY: hex(1) })));
    const rotated = keyringOf(configuredKeys({ ...c, ENCRYPTION_KEY: hex(2), ENCRYPTION_KEYS_PREVIOUS: `${hex(3)}, ${hex(1)}` }));
    expect(openSecret(sealedUnder1, rotated)).toBe('whsec_one');
    expect(rotated.sources?.get(keyIdOf(Buffer.alloc(32, 1)))).toBe('ENCRYPTION_KEYS_PREVIOUS (key 2 of 2)');
    const without = keyringOf(configuredKeys({ ...c, ENCRYPTION_KEY: hex(2) }));
    const refused = tryOpenSecret(sealedUnder1, without);
    expect(refused).toBeInstanceOf(SealedSecretUnreadable);
    expect((refused as SealedSecretUnreadable).keyId).toBe(keyIdOf(Buffer.alloc(32, 1)));
    expect(() => openSecret(sealedUnder1, without)).toThrow(/key [0-9a-f]{8}, which it was not given.*ENCRYPTION_KEYS_PREVIOUS.*secrets reseal/);
  });
});
