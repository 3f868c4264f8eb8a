import { createHmac, hkdfSync } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { appKeyring, keyIdOf, type Keyring } from '../../db/encryption';

/**
 * A phone number's keyed hash: HMAC-SHA256 of its E.164 text under a key derived from a sealing key. An erased person's
 * numbers are kept this way only (on the do-not-call list, in the calls and consents that must outlive them), so the
 * account can still refuse to call them without holding the numbers: without the key, a hash cannot be checked against
 * the (small) space of phone numbers. Stored as `hmac:` and 64 hex digits.
 *
 * Every key of the keyring is tried when a number is checked (the current one and the old ones), so a hash made before
 * the sealing key rotated still refuses the number.
 */
export const HASH_PREFIX = 'hmac:';
const BLOCK = 64;

const hashKeyOf = (sealingKey: Buffer) => Buffer.from(hkdfSync('sha256', sealingKey, 'switchboard', 'do-not-call number hash v1', 32));

/** The hash of `e164` under the keyring's current key, with that key's id. */
export function numberHashOf(e164: string, ring: Keyring = appKeyring()): { hash: string; keyId: string } {
  const key = ring.keys.get(ring.currentId)!;
  return { hash: `${HASH_PREFIX}${createHmac('sha256', hashKeyOf(key)).update(e164, 'utf8').digest('hex')}`, keyId: keyIdOf(key) };
}

/** The hashes of `e164` under every key of the keyring (a check's candidates). */
export const numberHashesOf = (e164: string, ring: Keyring = appKeyring()): string[] =>
  [...ring.keys.values()].map((k) => `${HASH_PREFIX}${createHmac('sha256', hashKeyOf(k)).update(e164, 'utf8').digest('hex')}`);

const padded = (key: Buffer, byte: number) => {
  const out = Buffer.alloc(BLOCK, byte);
  for (let i = 0; i < key.length; i++) out[i] = key[i] ^ byte;
  return out.toString('hex');
};

/**
 * The same hashes computed by the database, for a number known only as SQL (a placeholder, a column of the query):
 * HMAC written out over PostgreSQL's own sha256 (H(K ⊕ opad ‖ H(K ⊕ ipad ‖ m))), one per key, as an SQL list. The
 * padded keys travel as bound parameters, never in the statement's text.
 */
export function numberHashesSql(e164: SQL | string, ring: Keyring = appKeyring()): SQL {
  const each = [...ring.keys.values()].map((k) => {
    const hk = hashKeyOf(k);
    return sql`${HASH_PREFIX} || encode(sha256(decode(${padded(hk, 0x5c)}, 'hex') || sha256(decode(${padded(hk, 0x36)}, 'hex') || convert_to(${e164}, 'UTF8'))), 'hex')`;
  });
  return sql`(${sql.join(each, sql`, `)})`;
}
