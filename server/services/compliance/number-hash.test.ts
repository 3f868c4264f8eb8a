import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { makeKeyring } from '../../db/encryption';
import { rowsOf } from '../../db/rows';
import { numberHashesOf, numberHashesSql, numberHashOf } from './number-hash';

const current = randomBytes(32);
const old = randomBytes(32);
const ring = makeKeyring(current, [old]);
const reference = (key: Buffer, e164: string) =>
  `hmac:${createHmac('sha256', Buffer.from(hkdfSync('sha256', key, 'switchboard', 'do-not-call number hash v1', 32))).update(e164).digest('hex')}`;

describe('the keyed hash of a number', () => {
  it('is HMAC-SHA256 under a key derived from the current sealing key, and differs per key and per number', () => {
    expect(numberHashOf('+14155550123', ring).hash).toBe(reference(current, '+14155550123'));
    expect(numberHashOf('+14155550123', ring).hash).toMatch(/^hmac:[0-9a-f]{64}$/);
    expect(numberHashOf('+14155550124', ring).hash).not.toBe(numberHashOf('+14155550123', ring).hash);
    expect(numberHashesOf('+14155550123', ring)).toEqual([reference(current, '+14155550123'), reference(old, '+14155550123')]);
  });

  it('is computed the same by the database, under every key of the keyring, for a number given as a value or as a column', async () => {
    const db = await getDb();
    for (const n of ['+14155550123', '+442071838750', '+4915112345678']) {
      const [inList] = rowsOf<{ yes: boolean; no: boolean }>(await db.execute(sql`
        select ${reference(old, n)} in ${numberHashesSql(sql`x.n`, ring)} as yes, ${reference(current, '+10000000000')} in ${numberHashesSql(sql`x.n`, ring)} as no
        from (select ${n}::text as n) x`));
      expect(inList).toEqual({ yes: true, no: false });
      const [cur] = rowsOf<{ yes: boolean }>(await db.execute(sql`select ${reference(current, n)} in ${numberHashesSql(n, ring)} as yes`));
      expect(cur.yes).toBe(true);
    }
  });
});
