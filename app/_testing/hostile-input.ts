import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databaseFingerprint as fingerprint } from '@/server/testing/database-fingerprint';
import { testSettings } from '@/server/testing/env';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { samples } from '@/app/_testing/openapi-samples';
import type { Sample } from '@/app/_testing/openapi-samples/types';
import { routeIndex } from '@/app/api/v1/route-index';

/**
 * A property fuzzer over every REST operation that takes input: each write operation is called with its
 * documented sample body, altered by hostile values (NUL, unpaired surrogates, integers outside the columns'
 * ranges, nesting thousands of levels deep, huge keys, impossible dates, random JSON), and each list with
 * hostile query values. Whatever the input, the answer is never a 5xx, and a refused write leaves the
 * database as it was. Runs on both drivers like every test; the write operations are shared out over several
 * files (app/api/v1/hostile-input*.property.test.ts) so that test workers take them side by side.
 */
const RUNS = testSettings.fuzzRuns;
/** A property is many requests, each of which an example test would be allowed 30 s for. */
const PROPERTY_TIMEOUT_MS = 120_000;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One successful sample per operation: the request the fuzzer starts from. */
function baseSamples(methods: (m: string) => boolean): Sample[] {
  const seen = new Set<string>();
  return samples.filter((s) => {
    const id = `${s.method} ${s.path}`;
    if (!methods(s.method) || s.status >= 300 || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export async function handlerFor(s: Sample) {
  const route = routeIndex.find((r) => r.path === s.path)!;
  return (await route.load())[s.method]!;
}

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(params[p] ?? '1'));

// ---- hostile values ----------------------------------------------------------------------------------

/** Stands for an array nested `n` levels deep: written into the JSON text, since JSON.stringify would recurse. */
const DEEP = (n: number) => `__deep_${n}__`;

const hostileString = fc.oneof(
  fc.constantFrom(
    'a\u0000b', '\u0000', 'x\ud800', '\udfff', '\ud800\u0000', 'é\udc00z', '', ' ', '\r\n', 'x'.repeat(20_001),
    '0000-01-01T00:00:00Z', '-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '2030-02-30T10:00:00Z',
    '2030-01-01T10:00:00+25:00', '9999-12-31T23:59:59.999Z', '+' + '9'.repeat(40), '+1\u00004155550123',
    'https://[::ffff:127.0.0.1]/x', 'Robert\'); drop table contacts;--', '{{first_name}}', '%00', '\u202e',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 63),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileKeyObject = fc.constantFrom<Record<string, unknown>>(
  { 'k\u0000': 1 }, { '\ud800': 'v' }, { ['k'.repeat(300)]: 1 }, { __proto__x: 1, constructor: 'x' }, JSON.parse('{"__proto__": {"admin": true}}'),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.integer({ min: 30, max: 8000 }).map(DEEP) },
  { weight: 2, arbitrary: hostileKeyObject },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
);

type Path = (string | number)[];

function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) };
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), value);
  return copy;
}

/** The sample body with one value replaced, one key added, or (rarely) replaced whole. */
function mutatedBody(base: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(base);
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.nat({ max: paths.length - 1 }), hostileValue).map(([i, v]) => setAt(base, paths[i], v)) },
    {
      weight: 3,
      arbitrary: fc.tuple(fc.nat({ max: paths.length - 1 }), fc.oneof(hostileString, fc.constantFrom('custom_context', 'team_id', 'id')), hostileValue)
        .map(([i, key, v]) => {
          const target = paths[i];
          const here = target.reduce<any>((o, k) => o?.[k], base);
          return here && typeof here === 'object' && !Array.isArray(here) ? setAt(base, [...target, key], v) : setAt(base, target, { [key]: v });
        }),
    },
    { weight: 1, arbitrary: fc.oneof(hostileValue, fc.dictionary(hostileString, hostileValue, { maxKeys: 4 })) },
  );
}

function jsonText(body: unknown): string {
  return JSON.stringify(body).replace(/"__deep_(\d+)__"/g, (_, n: string) => '['.repeat(Number(n)) + ']'.repeat(Number(n)));
}

// ---- the properties -------------------------------------------------------------------------------------

/** Part `part` (from 1) of `parts` of the write operations, each with its own property. */
export function describeHostileWrites(part: number, parts: number) {
  const mine = baseSamples((m) => writeMethods.has(m)).filter((_, i) => i % parts === part - 1);
  describe(`hostile input to every write operation (part ${part} of ${parts})`, () => {
    for (const sample of mine) {
      it(`${sample.method} ${sample.path}: never 5xx, and a refused request writes nothing`, async () => {
        const acct = await newAccount();
        const req = await sample.request(acct);
        const handler = await handlerFor(sample);
        const path = fill(sample.path, req.params);
        // What the database holds before each run: nothing else writes between runs, so it is what the last run
        // left, read again only after a write was accepted.
        let before = await fingerprint();
        await fc.assert(
          fc.asyncProperty(mutatedBody(req.body ?? {}), async (body) => {
            const res = await callRoute(handler, { method: sample.method, path, key: acct.key, rawBody: jsonText(body), params: req.params });
            expect(res.status, `${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
            if (res.status >= 400) {
              expect(res.body, res.text.slice(0, 300)).toMatchObject({ error: expect.any(String), request_id: expect.any(String) });
              expect(await fingerprint()).toBe(before);
            } else {
              before = await fingerprint();
            }
          }),
          { numRuns: RUNS },
        );
      }, PROPERTY_TIMEOUT_MS);
    }
  });
}

/** Hostile query values on every list. */
export function describeHostileLists() {
  describe('hostile query values on every list', () => {
    const queryValue = fc.oneof(
      fc.constantFrom('2147483648', '-1', '0', '99999999999999999999', '1e3', '1.5', '%00', '%ED%A0%80', '%C0%80', 'a%00b', '', '+', '2030-02-30', '0000-00-00'),
      fc.string({ maxLength: 10 }).map(encodeURIComponent),
    );
    for (const sample of baseSamples((m) => m === 'GET')) {
      it(`GET ${sample.path}: never 5xx`, async () => {
        const acct = await newAccount();
        const req = await sample.request(acct);
        const handler = await handlerFor(sample);
        const names = [...new URLSearchParams(req.query ?? '').keys(), 'q', 'tag', 'team_id', 'agent_id', 'contact_id', 'status', 'page', 'limit', 'start_date', 'end_date', 'timezone', 'duration'];
        await fc.assert(
          fc.asyncProperty(fc.uniqueArray(fc.tuple(fc.constantFrom(...names), queryValue), { minLength: 1, maxLength: 3, selector: (t) => t[0] }), async (pairs) => {
            const query = pairs.map(([k, v]) => `${k}=${v}`).join('&');
            const res = await callRoute(handler, { path: `${fill(sample.path, req.params)}?${query}`, key: acct.key, params: req.params });
            expect(res.status, `?${query}: ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
          }),
          { numRuns: Math.ceil(RUNS / 2) },
        );
      }, PROPERTY_TIMEOUT_MS);
    }
  });
}
