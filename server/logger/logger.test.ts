import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../db/client';
import { apiRoute } from '../http/handler';
import { newAccount } from '../testing/fixtures';
import { callRoute } from '../testing/http';
import { createLogger } from './index';
import { maskEmail, maskPhone, maskText, redactFields, serializeError } from './redact';

const SECRET = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cy0xMjM0NTY3OA==';
const KEY = 'sk_live_0123456789abcdefghijABCDEFGHIJ0123456789';
const EMAIL = 'ada.lovelace@example.com';
const PHONE = '+14155550123';

function collector() {
  const lines: string[] = [];
  return { lines, stream: { write: (s: string) => lines.push(s) }, text: () => lines.join('') };
}

/** An error as the drivers throw it for a failed statement whose parameters hold secrets and personal data. */
async function failedQueryError(): Promise<unknown> {
  const db = await getDb();
  return db.execute(sql`select ${SECRET}::int, ${EMAIL}::int, ${PHONE}::int, ${KEY}::int`).then(
    () => null,
    (err: unknown) => err,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('log redaction rules', () => {
  it('masks emails and phone numbers and removes recognisable secrets from text', () => {
    expect(maskEmail(EMAIL)).toBe('a…@example.com');
    expect(maskPhone(PHONE)).toBe('+14…23');
    const text = maskText(`secret ${SECRET} key ${KEY} for ${EMAIL} at ${PHONE}; Authorization: Bearer abc.def`);
    for (const leaked of [SECRET, KEY, EMAIL, PHONE, 'abc.def', 'lovelace', '5550123']) expect(text).not.toContain(leaked);
  });

  it('redacts fields named like secrets, whatever they hold, and masks email and phone fields', () => {
    const out = redactFields({
      secret: 'anything',
      password_hash: '$argon2id$v=19$m=65536',
      key_hash: 'abc',
      api_key_id: 7,
      headers: { authorization: 'Basic dXNlcjpwYXNz', cookie: 'session=1' },
      customer_email: EMAIL,
      phone_number: '(415) 555-0123',
      phone_numbers: [{ phone_number: PHONE }],
      note: `call ${PHONE}`,
    }) as Record<string, any>;
    expect(out).toMatchObject({
      secret: '[redacted]',
      password_hash: '[redacted]',
      key_hash: '[redacted]',
      api_key_id: 7,
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      customer_email: 'a…@example.com',
      phone_number: '41…23',
      phone_numbers: [{ phone_number: '+14…23' }],
    });
    expect(JSON.stringify(out)).not.toMatch(/5550123|lovelace|argon2id|dXNlcjpwYXNz/);
  });

  it('serializes a failed statement without its parameter values', async () => {
    const err = await failedQueryError();
    expect(err).toBeInstanceOf(Error);
    const text = JSON.stringify(serializeError(err));
    for (const leaked of [SECRET, KEY, EMAIL, PHONE, 'c2VjcmV0', 'lovelace', '5550123']) expect(text).not.toContain(leaked);
    expect(text).toMatch(/select \$1::int/);
  });
});

describe('the logger', () => {
  it('writes one JSON object per line in the json format, redacted', async () => {
    const out = collector();
    const err = collector();
    const log = createLogger({ level: 'debug', format: 'json', stdout: out.stream, stderr: err.stream });
    log.info('signed up', { email: EMAIL, user_id: 4 });
    log.error('unexpected error', { request_id: 'req_1', route: 'POST /api/v1/x', err: await failedQueryError(), secret: SECRET });
    expect(out.lines).toHaveLength(1);
    expect(err.lines).toHaveLength(1);
    const info = JSON.parse(out.lines[0]);
    expect(info).toMatchObject({ level: 'info', msg: 'signed up', email: 'a…@example.com', user_id: 4 });
    const error = JSON.parse(err.lines[0]);
    expect(error).toMatchObject({ level: 'error', request_id: 'req_1', route: 'POST /api/v1/x', secret: '[redacted]', err: { type: expect.stringMatching(/Error$/), message: expect.any(String) } });
    for (const leaked of [SECRET, KEY, EMAIL, PHONE, 'c2VjcmV0', '5550123']) expect(err.text() + out.text()).not.toContain(leaked);
  });

  it('honours the level and the text format', () => {
    const out = collector();
    const log = createLogger({ level: 'warn', format: 'text', stdout: out.stream, stderr: out.stream });
    log.info('hidden');
    log.warn('shown', { phone: PHONE });
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]).toMatch(/^\S+ WARN shown \{"phone":"\+14…23"\}\n$/);
  });

  it('logs an unexpected error of a route with the request id, the route and the error class, and no parameter', async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const failing = apiRoute({ permission: 'can_read_agents' }, async () => {
      throw await failedQueryError();
    });
    const { key } = await newAccount();
    const res = await callRoute(failing, { path: '/api/v1/failing?q=x', key, headers: { 'x-request-id': 'req-log-test' } });
    expect(res.status).toBe(500);
    expect(res.text).not.toMatch(/select|whsec|int/);
    const line = written.join('');
    expect(line).toContain('req-log-test');
    expect(line).toContain('GET /api/v1/failing');
    expect(line).toMatch(/"error_class":"\w+"/);
    for (const leaked of [SECRET, KEY, EMAIL, PHONE, 'c2VjcmV0', '5550123']) expect(line).not.toContain(leaked);
  });
});
