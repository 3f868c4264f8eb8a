import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as createContact } from '@/app/api/v1/contacts/create/route';
import { getDb } from '../db/client';
import { contacts } from '../db/schema';
import { AppError } from '../errors';
import { newAccount } from '../testing/fixtures';
import { callRoute } from '../testing/http';
import { handleTrpcRequest } from '../trpc/http-handler';
import { decodeUtf8 } from './body';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...utf8(p)] : p)));

const contactCount = async (accountId: number) =>
  (await (await getDb()).select({ n: count() }).from(contacts).where(eq(contacts.accountId, accountId)))[0].n;

describe('decodeUtf8', () => {
  const offsetOf = (b: Uint8Array) => {
    try {
      decodeUtf8(b, (offset) => new AppError('invalid_json', String(offset)));
      return null;
    } catch (e) {
      return Number((e as AppError).message);
    }
  };

  it.each([
    ['a stray continuation byte', bytes('{"a":"A', [0xff, 0xfe], 'B"}'), 7],
    ['a surrogate in CESU form (ED A0 80)', bytes('ab', [0xed, 0xa0, 0x80]), 2],
    ['an overlong encoding of "/"', bytes([0xc0, 0xaf]), 0],
    ['a sequence cut short at the end', bytes('é', [0xe2, 0x82]), 2],
    ['a bad byte after a U+FFFD the sender really wrote', bytes('x\uFFFDy', [0x80]), 5],
  ])('refuses %s, naming the offset of the first bad byte', (_, input, offset) => {
    expect(offsetOf(input)).toBe(offset);
  });

  it('reads well-formed text, U+FFFD and a byte order mark included, as it was sent', () => {
    expect(decodeUtf8(bytes('\uFEFF{"a":"é 📞 \uFFFD"}'), () => new Error('refused'))).toBe('\uFEFF{"a":"é 📞 \uFFFD"}');
  });
});

describe('a body that is not UTF-8', () => {
  it('answers 400 invalid_json naming the byte over REST, and writes nothing', async () => {
    const acct = await newAccount();
    const res = await callRoute(createContact, {
      method: 'POST', path: '/api/v1/contacts/create', key: acct.key,
      rawBody: bytes('{"first_name":"A', [0xff, 0xfe], 'B","last_name":"utf8test"}'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_json', message: expect.stringContaining('offset 16') });
    expect(await contactCount(acct.accountId)).toBe(0);
    // The same text in well-formed UTF-8, a real U+FFFD included, is stored as sent.
    const ok = await callRoute(createContact, {
      method: 'POST', path: '/api/v1/contacts/create', key: acct.key, rawBody: bytes('{"first_name":"A\uFFFDB"}'),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.first_name).toBe('A\uFFFDB');
  });

  it('answers 400 in tRPC\'s error shape on the dashboard\'s endpoint, not 500', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const req = new Request('http://localhost/api/trpc/contacts.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bytes('{"json":{"first_name":"A', [0xc3], '"}}'),
    });
    const res = await handleTrpcRequest(req, async () => ({ db, session: { userId: acct.userId }, address: null }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.data).toMatchObject({ apiCode: 'invalid_json', httpStatus: 400 });
    expect(await contactCount(acct.accountId)).toBe(0);
  });
});
