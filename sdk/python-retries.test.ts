import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPython, pythonPackageDir, pythonSetupTimeoutMs, type PythonFound } from './testing/python';

// The Python SDK's retries (switchboard_sdk/retries.py) against a real HTTP server on loopback, as the TypeScript
// client's are tested (sdk/typescript/src/retries.test.ts): what it sends again, with which key, how long it waits,
// and where it stops. The server answers each request with the next planned answer of its path.

// `headers` may be made as the answer is sent (a Retry-After date counted from then).
type Planned = { status: number; headers?: Record<string, string> | (() => Record<string, string>); body?: unknown };
const plans = new Map<string, Planned[]>();
const seen: { method: string; path: string; key: string | undefined; at: number }[] = [];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const p = req.url ?? '/';
    seen.push({ method: req.method!, path: p, key: req.headers['idempotency-key'] as string | undefined, at: Date.now() });
    const next = plans.get(p)?.shift() ?? { status: 200, body: { agents: [] } };
    res.writeHead(next.status, { 'content-type': 'application/json', ...(typeof next.headers === 'function' ? next.headers() : next.headers) });
    res.end(JSON.stringify(next.body ?? {}));
  });
});
let baseUrl: string;
let found: PythonFound;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  found = await findPython();
}, pythonSetupTimeoutMs);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const unavailable = (retryAfter: string): Planned => ({ status: 503, headers: { 'retry-after': retryAfter }, body: { error: 'service_unavailable' } });
function plan(p: string, answers: Planned[]) {
  plans.set(p, answers);
  seen.length = 0;
}
async function probe(ctx: { skip: (reason: string) => void }, which: string): Promise<{ status: number }> {
  if (!found.python) {
    ctx.skip(found.reason ?? 'no Python');
    throw new Error('skipped');
  }
  const { stdout } = await promisify(execFile)(found.python, [path.join(import.meta.dirname, 'testing', 'retries_probe.py'), baseUrl, which], {
    env: { ...process.env, PYTHONPATH: pythonPackageDir }, timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('the Python SDK\'s retries over HTTP', () => {
  it('sends a write again after 503 and 429 with the one key it added, waiting what Retry-After asks', async (ctx) => {
    plan('/api/v1/calls', [unavailable('1'), { status: 429, headers: { 'retry-after': '0' } }, { status: 201, body: { id: 7 } }]);
    expect(await probe(ctx, 'keyed-write')).toEqual({ status: 201 });
    expect(seen).toHaveLength(3);
    expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(950);
  }, 90_000);

  it('never repeats a write without a key, and retries a generated read honouring a Retry-After date', async (ctx) => {
    plan('/api/v1/calls', [unavailable('0'), { status: 201 }]);
    expect(await probe(ctx, 'unkeyed-write')).toEqual({ status: 503 });
    expect(seen).toHaveLength(1);
    expect(seen[0].key).toBeUndefined();

    plan('/api/v1/agents', [{ status: 503, headers: () => ({ 'retry-after': new Date(Date.now() + 1_500).toUTCString() }) }, { status: 200, body: { agents: [] } }]);
    expect(await probe(ctx, 'generated-read')).toEqual({ status: 200 });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(400);
  }, 90_000);

  it('stops after its retries with the last answer, and the async transport retries too', async (ctx) => {
    plan('/api/v1/agents', [unavailable('0'), unavailable('0'), unavailable('0'), { status: 200 }]);
    expect(await probe(ctx, 'gives-up')).toEqual({ status: 503 });
    expect(seen).toHaveLength(3);

    plan('/api/v1/agents', [{ status: 502 }, { status: 200, body: { agents: [] } }]);
    expect(await probe(ctx, 'async-read')).toEqual({ status: 200 });
    expect(seen).toHaveLength(2);
  }, 90_000);
});
