import { createHmac } from 'node:crypto';
import type { Vapi } from '@vapi-ai/server-sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { vapiSignedHeaders, type VapiSigned } from '../../../testing/vapi-signature';
import { HMAC_TOLERANCE_MS, verifyVapiRequest, type VapiRequest } from './auth';
import type { VapiAuthPlan } from './auth-plan';

// The verifier alone, over tables of what Vapi sends: every field of the HMAC and Bearer plans with Vapi's defaults,
// documented signature examples (RFC 4231 and 2202, GitHub's and Svix's), replay windows, and a property: a request
// signed as Vapi signs it is accepted, and changing any one character of what is signed refuses it.

const NOW = new Date('2026-03-01T12:00:00Z');
const nowS = Math.floor(NOW.getTime() / 1000);
const URL_ = 'https://switchboard.example/api/providers/vapi/events';
const BODY = JSON.stringify({ message: { type: 'status-update', status: 'ringing', call: { id: 'c-1' } } });

const hmac = (plan: Vapi.HmacAuthenticationPlan): VapiAuthPlan => ({ type: 'hmac', plan });
const bearer = (plan: Vapi.BearerAuthenticationPlan): VapiAuthPlan => ({ type: 'bearer', plan });

const request = (headers: Record<string, string>, over: Partial<VapiRequest> = {}): VapiRequest => ({
  headers: new Headers(headers), rawBody: BODY, method: 'POST', url: URL_, ...over,
});

function accepts(req: VapiRequest, plans: VapiAuthPlan[], now = NOW): boolean {
  try {
    verifyVapiRequest(req, plans, now);
    return true;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('invalid_secret');
    return false;
  }
}

const signed = (over: Partial<VapiSigned> = {}): VapiSigned => ({ body: BODY, timestamp: String(nowS), method: 'POST', url: URL_, id: 'msg_1', ...over });

describe('verifyVapiRequest: documented HMAC examples', () => {
  // RFC 4231 test case 2 (SHA-256, SHA-512) and RFC 2202 test case 2 (SHA-1): key "Jefe".
  it.each([
    ['sha256', '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
    ['sha512', '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737'],
    ['sha1', 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
  ] as const)('%s over the body alone matches the RFC vector', (algorithm, mac) => {
    const plan: Vapi.HmacAuthenticationPlan = { secretKey: 'Jefe', algorithm, includeTimestamp: false };
    const req = (sig: string) => request({ 'x-signature': sig }, { rawBody: 'what do ya want for nothing?' });
    const base64 = Buffer.from(mac, 'hex').toString('base64');
    expect(accepts(req(mac), [hmac(plan)])).toBe(true);
    expect(accepts(req(base64), [hmac(plan)])).toBe(false);
    expect(accepts(req(base64), [hmac({ ...plan, signatureEncoding: 'base64' })])).toBe(true);
  });

  it("accepts GitHub's documented signature (sha256= prefix, body only, X-Hub-Signature-256)", () => {
    const plan = hmac({ secretKey: "It's a Secret to Everybody", algorithm: 'sha256', includeTimestamp: false, signaturePrefix: 'sha256=', signatureHeader: 'X-Hub-Signature-256' });
    const sig = 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17';
    expect(accepts(request({ 'x-hub-signature-256': sig }, { rawBody: 'Hello, World!' }), [plan])).toBe(true);
    expect(accepts(request({ 'x-hub-signature-256': sig.slice(7) }, { rawBody: 'Hello, World!' }), [plan])).toBe(false);
    expect(accepts(request({ 'x-hub-signature-256': sig }, { rawBody: 'Hello, World?' }), [plan])).toBe(false);
  });

  it("accepts Svix's documented example: {svix-id}.{timestamp}.{body}, base64 secret and signature, v1, prefix", () => {
    const plan = hmac({
      secretKey: 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', secretIsBase64: true, algorithm: 'sha256',
      payloadFormat: '{svix-id}.{timestamp}.{body}', signatureEncoding: 'base64', signaturePrefix: 'v1,',
      signatureHeader: 'svix-signature', timestampHeader: 'svix-timestamp', messageIdHeader: 'svix-id',
    });
    const headers = { 'svix-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek', 'svix-timestamp': '1614265330', 'svix-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=' };
    const at = new Date(1614265330_000 + 60_000);
    const svix = (h: Record<string, string>) => request(h, { rawBody: '{"test": 2432232314}' });
    expect(accepts(svix(headers), [plan], at)).toBe(true);
    expect(accepts(svix({ ...headers, 'svix-id': 'msg_p5jXN8AQM9LWM0D4loKWxJel' }), [plan], at)).toBe(false);
    expect(accepts(svix({ ...headers, 'svix-id': '' }), [plan], at)).toBe(false);
    expect(accepts(svix(headers), [plan], new Date(1614265330_000 + HMAC_TOLERANCE_MS + 1000))).toBe(false);
  });
});

describe('verifyVapiRequest: HMAC plans', () => {
  const defaults: Vapi.HmacAuthenticationPlan = { secretKey: 'hmac-key', algorithm: 'sha256' };

  it("reads Vapi's defaults: x-signature, hex, {timestamp}.{body}, x-timestamp", () => {
    const sig = createHmac('sha256', 'hmac-key').update(`${nowS}.${BODY}`).digest('hex');
    expect(accepts(request({ 'x-signature': sig, 'x-timestamp': String(nowS) }), [hmac(defaults)])).toBe(true);
    expect(accepts(request({ 'x-signature': sig.toUpperCase(), 'x-timestamp': String(nowS) }), [hmac(defaults)])).toBe(true);
    // Without its timestamp, or with another one, the same signature is refused.
    expect(accepts(request({ 'x-signature': sig }), [hmac(defaults)])).toBe(false);
    expect(accepts(request({ 'x-signature': sig, 'x-timestamp': String(nowS + 1) }), [hmac(defaults)])).toBe(false);
    expect(accepts(request({ 'x-signature': createHmac('sha256', 'hmac-key').update(BODY).digest('hex') }), [hmac(defaults)])).toBe(false);
  });

  it('takes the timestamp in seconds, milliseconds or ISO 8601, within five minutes either way', () => {
    const at = (ms: number, form: 's' | 'ms' | 'iso') =>
      form === 's' ? String(Math.floor(ms / 1000)) : form === 'ms' ? String(ms) : new Date(ms).toISOString();
    for (const form of ['s', 'ms', 'iso'] as const) {
      for (const [offset, ok] of [[0, true], [-HMAC_TOLERANCE_MS, true], [HMAC_TOLERANCE_MS, true], [-HMAC_TOLERANCE_MS - 1000, false], [HMAC_TOLERANCE_MS + 1000, false], [-3_600_000, false], [86_400_000, false]] as const) {
        const timestamp = at(NOW.getTime() + offset, form);
        expect([form, offset, accepts(request(vapiSignedHeaders(defaults, signed({ timestamp }))), [hmac(defaults)])]).toEqual([form, offset, ok]);
      }
    }
    for (const timestamp of ['', 'now', '-1', '1e12', '17000000000000000000', `${nowS}.5`, '0'.repeat(30) + nowS]) {
      expect(accepts(request(vapiSignedHeaders(defaults, signed({ timestamp }))), [hmac(defaults)])).toBe(false);
    }
  });

  it('honours each field: algorithm, encoding, prefix, base64 secret, header names, payload format, no timestamp', () => {
    const plans: Vapi.HmacAuthenticationPlan[] = [
      { ...defaults, algorithm: 'sha512' },
      { ...defaults, algorithm: 'sha1', signatureEncoding: 'base64' },
      { ...defaults, signaturePrefix: 'sha256=' },
      { ...defaults, secretKey: Buffer.from('raw key bytes \x00\xff').toString('base64'), secretIsBase64: true },
      { ...defaults, signatureHeader: 'X-Acme-Signature', timestampHeader: 'X-Acme-Time' },
      { ...defaults, payloadFormat: '{method}\n{url}\n{timestamp}\n{body}' },
      { ...defaults, payloadFormat: '{svix-id}.{timestamp}.{body}', messageIdHeader: 'webhook-id' },
      { ...defaults, includeTimestamp: false },
      { ...defaults, includeTimestamp: false, payloadFormat: '{url}|{body}' },
    ];
    for (const plan of plans) {
      const good = vapiSignedHeaders(plan, signed());
      expect([plan, accepts(request(good), [hmac(plan)])]).toEqual([plan, true]);
      // The same request checked against the plan with one field changed is refused.
      const others: Vapi.HmacAuthenticationPlan[] = [
        { ...plan, secretKey: plan.secretIsBase64 ? Buffer.from('other').toString('base64') : 'other-key' },
        { ...plan, algorithm: plan.algorithm === 'sha256' ? 'sha512' : 'sha256' },
        { ...plan, signatureEncoding: plan.signatureEncoding === 'base64' ? 'hex' : 'base64' },
        { ...plan, signaturePrefix: plan.signaturePrefix ? undefined : 'v1=' },
      ];
      for (const other of others) expect([other, accepts(request(good), [hmac(other)])]).toEqual([other, false]);
    }
  });

  it('signs {method} and {url} as given: another URL or method is refused', () => {
    const plan: Vapi.HmacAuthenticationPlan = { ...defaults, payloadFormat: '{timestamp}.{method}.{url}.{body}' };
    const headers = vapiSignedHeaders(plan, signed());
    expect(accepts(request(headers), [hmac(plan)])).toBe(true);
    expect(accepts(request(headers, { url: 'http://localhost/api/providers/vapi/events' }), [hmac(plan)])).toBe(false);
    expect(accepts(request(headers, { method: 'PUT' }), [hmac(plan)])).toBe(false);
  });

  it('fills the payload format in one pass: a body holding "{timestamp}" is signed as written', () => {
    const body = '{"message":{"type":"transcript","transcript":"say {timestamp} and {body}"}}';
    const headers = vapiSignedHeaders(defaults, signed({ body }));
    expect(accepts(request(headers, { rawBody: body }), [hmac(defaults)])).toBe(true);
  });
});

describe('verifyVapiRequest: bearer tokens and the shared secret', () => {
  const plans: VapiAuthPlan[] = [
    bearer({ token: 'tok-default' }),
    bearer({ token: 'tok-header', headerName: 'X-Api-Key' }),
    bearer({ token: 'tok-bare', bearerPrefixEnabled: false }),
    bearer({ token: 'tok-legacy', headerName: 'X-Vapi-Secret', bearerPrefixEnabled: false }),
    { type: 'secret', secret: 'shared-secret' },
  ];

  it.each([
    [{ authorization: 'Bearer tok-default' }, true],
    [{ authorization: 'bearer   tok-default' }, true],
    [{ authorization: 'tok-default' }, false],
    [{ authorization: 'Bearer tok-defaulT' }, false],
    [{ 'x-api-key': 'Bearer tok-header' }, true],
    [{ 'x-api-key': 'tok-header' }, false],
    [{ authorization: 'Bearer tok-header' }, false],
    [{ authorization: 'tok-bare' }, true],
    [{ authorization: 'Bearer tok-bare' }, false],
    [{ 'x-vapi-secret': 'tok-legacy' }, true],
    [{ 'x-vapi-secret': 'shared-secret' }, true],
    [{ authorization: 'Bearer shared-secret' }, false],
    [{ 'x-vapi-secret': '' }, false],
    [{}, false],
  ] as const)('%o → %s', (headers, ok) => {
    expect(accepts(request(headers), plans)).toBe(ok);
  });

  it('refuses everything without a plan, and empty secrets never match empty headers', () => {
    expect(accepts(request({ 'x-vapi-secret': 'anything' }), [])).toBe(false);
    const empty: VapiAuthPlan[] = [{ type: 'secret', secret: '' }, bearer({ token: '', bearerPrefixEnabled: false }), hmac({ secretKey: '', algorithm: 'sha256', includeTimestamp: false })];
    expect(accepts(request({ 'x-vapi-secret': '', authorization: '' }), empty)).toBe(false);
    expect(accepts(request({ 'x-signature': createHmac('sha256', '').update(BODY).digest('hex') }), empty)).toBe(false);
  });
});

describe('verifyVapiRequest: which check decides', () => {
  const hmacPlan: Vapi.HmacAuthenticationPlan = { secretKey: 'hmac-key', algorithm: 'sha256' };
  const plans = [hmac(hmacPlan), bearer({ token: 'tok' }), { type: 'secret', secret: 'shared' } as VapiAuthPlan];

  it('a signature header present but wrong is refused, whatever bearer token or secret comes beside it', () => {
    const wrong = { 'x-signature': 'deadbeef', 'x-timestamp': String(nowS) };
    expect(accepts(request({ ...wrong, authorization: 'Bearer tok' }), plans)).toBe(false);
    expect(accepts(request({ ...wrong, 'x-vapi-secret': 'shared' }), plans)).toBe(false);
    // A stale signature is wrong too.
    const stale = vapiSignedHeaders(hmacPlan, signed({ timestamp: String(nowS - 3600) }));
    expect(accepts(request({ ...stale, authorization: 'Bearer tok' }), plans)).toBe(false);
    // Nor is an over-long one, which is refused unread.
    expect(accepts(request({ 'x-signature': 'a'.repeat(20_000), authorization: 'Bearer tok' }), plans)).toBe(false);
    // Without a signature header the token decides.
    expect(accepts(request({ authorization: 'Bearer tok' }), plans)).toBe(true);
    expect(accepts(request({ ...vapiSignedHeaders(hmacPlan, signed()), authorization: 'Bearer wrong' }), plans)).toBe(true);
  });

  it('accepts a message any one HMAC plan signs, timestamped or not, and only those', () => {
    const untimed: Vapi.HmacAuthenticationPlan = { secretKey: 'other-key', algorithm: 'sha512', includeTimestamp: false };
    const both = [hmac(hmacPlan), hmac(untimed)];
    expect(accepts(request(vapiSignedHeaders(hmacPlan, signed())), both)).toBe(true);
    expect(accepts(request(vapiSignedHeaders(untimed, signed())), both)).toBe(true);
    expect(accepts(request(vapiSignedHeaders({ ...untimed, secretKey: 'third' }, signed())), both)).toBe(false);
  });
});

describe('verifyVapiRequest: hostile input', () => {
  it('refuses huge headers and bodies signed by nobody, in bounded time, with many plans', () => {
    const plans = Array.from({ length: 500 }, (_, i) => hmac({ secretKey: `key-${i}`, algorithm: 'sha512', includeTimestamp: i % 2 === 0 }));
    const body = 'x'.repeat(1_000_000);
    const started = performance.now();
    expect(accepts(request({ 'x-signature': 'a'.repeat(100_000), 'x-timestamp': String(nowS) }, { rawBody: body }), plans)).toBe(false);
    expect(accepts(request({ 'x-signature': 'ab'.repeat(64), 'x-timestamp': '9'.repeat(10_000) }, { rawBody: body }), plans)).toBe(false);
    expect(accepts(request({ 'x-signature': 'ab'.repeat(64), 'x-timestamp': String(nowS) }, { rawBody: body }), plans)).toBe(false);
    expect(accepts(request({ authorization: `Bearer ${'t'.repeat(1_000_000)}`, 'x-vapi-secret': 's'.repeat(1_000_000) }), [...plans, bearer({ token: 't' }), { type: 'secret', secret: 's' }])).toBe(false);
    // At most 32 HMACs of 1 MB each, whatever the number of plans (all 500 would take several times this bound; the
    // margin is for a loaded machine).
    expect(performance.now() - started).toBeLessThan(6_000);
  });

  it('ignores a plan whose header name is not a header name instead of failing', () => {
    const plan = hmac({ secretKey: 'k', algorithm: 'sha256', signatureHeader: 'bad header' });
    expect(accepts(request({ authorization: 'Bearer tok' }), [plan, bearer({ token: 'tok' })])).toBe(true);
  });
});

describe('verifyVapiRequest: property', () => {
  const headerName = fc.stringMatching(/^x-[a-z]{1,12}$/);
  const plan = fc.record(
    {
      secretKey: fc.string({ minLength: 1, maxLength: 40 }),
      algorithm: fc.constantFrom('sha256', 'sha512', 'sha1'),
      signatureHeader: headerName,
      timestampHeader: headerName,
      signaturePrefix: fc.constantFrom('sha256=', 'v1,', 'v1='),
      includeTimestamp: fc.boolean(),
      payloadFormat: fc.shuffledSubarray(['{timestamp}', '{method}', '{url}', '{svix-id}'])
        .chain((parts) => fc.constantFrom('.', '\n', ':').map((sep) => [...parts, '{body}'].join(sep))),
      messageIdHeader: headerName,
      signatureEncoding: fc.constantFrom('hex', 'base64'),
      secretIsBase64: fc.boolean(),
    },
    { requiredKeys: ['secretKey', 'algorithm'] },
  ).filter((p) => new Set([p.signatureHeader ?? 'x-signature', p.timestampHeader ?? 'x-timestamp', p.messageIdHeader ?? 'svix-id']).size === 3)
    .map((p) => (p.secretIsBase64 ? { ...p, secretKey: Buffer.from(p.secretKey).toString('base64') } : p) as Vapi.HmacAuthenticationPlan);

  const message = fc.record({
    body: fc.string({ minLength: 1, maxLength: 300, unit: 'grapheme' }),
    offsetMs: fc.integer({ min: -HMAC_TOLERANCE_MS + 1000, max: HMAC_TOLERANCE_MS - 1000 }),
    ms: fc.boolean(),
    id: fc.stringMatching(/^msg_[A-Za-z0-9]{1,20}$/),
  });

  /** Another character than `c` at the same place, never one that reads the same (hex is read in either case). */
  const otherChar = (c: string) => (c.toLowerCase() === 'a' ? 'b' : 'a');
  const changeAt = (s: string, i: number) => s.slice(0, i) + otherChar(s[i]) + s.slice(i + 1);

  it('a message signed as the plan says is accepted; one character changed in what is signed refuses it', () => {
    fc.assert(
      fc.property(plan, message, fc.nat(), (p, m, pick) => {
        const at = NOW.getTime() + m.offsetMs;
        const s = signed({ body: m.body, timestamp: m.ms ? String(at) : String(Math.floor(at / 1000)), id: m.id });
        const headers = vapiSignedHeaders(p, s);
        const sigHeader = p.signatureHeader ?? 'x-signature';
        expect(accepts(request(headers, { rawBody: s.body }), [hmac(p)])).toBe(true);

        const format = p.payloadFormat ?? (p.includeTimestamp === false ? '{body}' : '{timestamp}.{body}');
        const changes: [string, VapiRequest][] = [
          ['body', request(headers, { rawBody: changeAt(s.body, pick % s.body.length) })],
          ['signature', request({ ...headers, [sigHeader]: changeAt(headers[sigHeader], pick % headers[sigHeader].length) }, { rawBody: s.body })],
        ];
        const ts = p.timestampHeader ?? 'x-timestamp';
        if (format.includes('{timestamp}')) changes.push(['timestamp', request({ ...headers, [ts]: String(Number(headers[ts]) + 1) }, { rawBody: s.body })]);
        if (format.includes('{svix-id}')) changes.push(['id', request({ ...headers, [p.messageIdHeader ?? 'svix-id']: changeAt(m.id, pick % m.id.length) }, { rawBody: s.body })]);
        if (format.includes('{url}')) changes.push(['url', request(headers, { rawBody: s.body, url: changeAt(URL_, pick % URL_.length) })]);
        for (const [what, req] of changes) expect([what, accepts(req, [hmac(p)])]).toEqual([what, false]);
      }),
      {
        numRuns: 300,
        // A body holding a replacement pattern (`$&`) once made a signer read it as one.
        examples: [[{ secretKey: ' ', algorithm: 'sha256' }, { body: '$&', offsetMs: 0, ms: false, id: 'msg_A' }, 0]],
      },
    );
  });
});
