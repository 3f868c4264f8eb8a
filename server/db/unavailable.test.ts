import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { toolError } from '../mcp/server';
import { toTrpcError } from '../trpc/errors';
import { AppError } from '../errors';
import { asServiceUnavailable, isDatabaseUnavailable } from './unavailable';

/** A driver error as drizzle hands it on: its DrizzleQueryError, the driver's error in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });
const pgError = (code: string) => Object.assign(new Error('server said no'), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection as postgres.js reports it, bare or wrapped by drizzle', async () => {
    const sql = postgres('postgres://postgres@127.0.0.1:1/none', { connect_timeout: 1, onnotice: () => {} });
    const refused = await sql`select 1`.catch((err: unknown) => err);
    await sql.end({ timeout: 0 });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it.each([
    ['connection lost', wrapped(Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' })), true],
    ['connect timeout', Object.assign(new Error('write CONNECT_TIMEOUT'), { code: 'CONNECT_TIMEOUT' }), true],
    ['reset', wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })), true],
    ['both addresses refused', Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}), true],
    ['admin shutdown 57P01', wrapped(pgError('57P01')), true],
    ['starting up 57P03', wrapped(pgError('57P03')), true],
    ['connection exception 08006', wrapped(pgError('08006')), true],
    ['statement timeout 57014', wrapped(pgError('57014')), true],
    ['PGlite closed', new Error('PGlite is closed'), true],
    ['unique violation', wrapped(pgError('23505')), false],
    ['syntax error', wrapped(pgError('42601')), false],
    ['an outside service refusing (fetch failed)', new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) }), false],
    ['a domain error', new AppError('not_found', 'no'), false],
  ])('%s: %s', (_name, err, expected) => {
    expect(isDatabaseUnavailable(err)).toBe(expected);
  });
});

describe('the doors', () => {
  const lost = wrapped(pgError('57P01'));

  it('map an outage to service_unavailable with retry_after, and leave other errors as they are', () => {
    const mapped = asServiceUnavailable(lost);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ code: 'service_unavailable', status: 503, extra: { retry_after: 5 } });
    const other = wrapped(pgError('23505'));
    expect(asServiceUnavailable(other)).toBe(other);
  });

  it('tRPC answers SERVICE_UNAVAILABLE carrying the code', () => {
    expect(toTrpcError(lost)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', cause: { code: 'service_unavailable' } });
  });

  it('MCP answers a tool error with the code and retry_after', () => {
    const result = toolError(lost, 'place_call');
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: 'service_unavailable', retry_after: 5 });
  });
});
