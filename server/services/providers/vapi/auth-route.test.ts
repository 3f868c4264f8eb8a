import { createHmac } from 'node:crypto';
import type { Vapi } from '@vapi-ai/server-sdk';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config, loadConfig } from '../../../config';
import { outboxOf } from '../../../testing/fixtures';
import { callRoute } from '../../../testing/http';
import { callRowOf, fundedAccount, type CallTestAccount } from '../../../testing/call-fixtures';
import { vapiSignedHeaders, type VapiSigned } from '../../../testing/vapi-signature';
import { POST as vapiEvents } from '../../../../app/api/providers/vapi/events/route';
import { vapiEventsSetup } from '../../../../app/_testing/vapi-events';

// Every credential shape Vapi can send, over HTTP through the events route: the credentials configured as an
// operator would (VAPI_WEBHOOK_CREDENTIAL, parsed by the configuration; VAPI_WEBHOOK_SECRET), each message a final
// transcript line naming its case, so the call's transcript shows which were taken and which were not.

const SECRET = 'vapi-auth-route-secret';
const PATH = '/api/providers/vapi/events';
const { placedCall } = vapiEventsSetup(SECRET);

let acct: CallTestAccount;
beforeAll(async () => {
  acct = await fundedAccount({ balanceCents: 1_000, agent: { name: 'Vapi Agent', provider_phone_number_id: `pn-auth-${Date.now()}` } });
});

const publicBaseUrl = config.PUBLIC_BASE_URL;
afterEach(() => {
  Object.assign(config, { VAPI_WEBHOOK_CREDENTIAL: undefined, PUBLIC_BASE_URL: publicBaseUrl, VAPI_WEBHOOK_SECRET: SECRET });
});

/** Configures credentials as the operator writes them in VAPI_WEBHOOK_CREDENTIAL, through the configuration's parser. */
function configureCredentials(credentials: unknown) {
  const parsed = loadConfig({ VAPI_WEBHOOK_CREDENTIAL: JSON.stringify(credentials) }).VAPI_WEBHOOK_CREDENTIAL;
  Object.assign(config, { VAPI_WEBHOOK_CREDENTIAL: parsed });
}

const lineFor = (providerCallId: string, text: string) =>
  JSON.stringify({ message: { type: 'transcript[transcriptType="final"]', role: 'user', transcript: text, call: { id: providerCallId } } });

const post = (rawBody: string, headers: Record<string, string>) => callRoute(vapiEvents, { method: 'POST', path: PATH, rawBody, headers });

const nowS = () => Math.floor(Date.now() / 1000);

interface Case {
  name: string;
  /** The credentials configured, as VAPI_WEBHOOK_CREDENTIAL holds them; none: VAPI_WEBHOOK_SECRET alone. */
  credentials?: unknown;
  publicBaseUrl?: string;
  /** The headers Vapi sends with this body. */
  headers: (body: string) => Record<string, string>;
}

const hmacCase = (name: string, plan: Vapi.HmacAuthenticationPlan, over: Partial<VapiSigned> & { publicBaseUrl?: string } = {}): Case => ({
  name,
  credentials: { type: 'hmac', ...plan },
  publicBaseUrl: over.publicBaseUrl,
  headers: (body) => vapiSignedHeaders(plan, { body, timestamp: String(nowS()), method: 'POST', url: `http://localhost${PATH}`, id: 'msg_2Lh8vX', ...over }),
});

const KEY = 'operator-made-key';
const accepted: Case[] = [
  ...(['sha256', 'sha512', 'sha1'] as const).flatMap((algorithm) =>
    (['hex', 'base64'] as const).map((signatureEncoding) => hmacCase(`hmac ${algorithm} ${signatureEncoding}`, { secretKey: KEY, algorithm, signatureEncoding }))),
  hmacCase('hmac with prefix', { secretKey: KEY, algorithm: 'sha256', signaturePrefix: 'sha256=' }),
  hmacCase('hmac base64 secret', { secretKey: Buffer.from('bytes of a key').toString('base64'), secretIsBase64: true, algorithm: 'sha512' }),
  hmacCase('hmac custom headers', { secretKey: KEY, algorithm: 'sha256', signatureHeader: 'X-Acme-Signature', timestampHeader: 'X-Acme-Timestamp' }),
  hmacCase('hmac method and url, request url', { secretKey: KEY, algorithm: 'sha256', payloadFormat: '{method} {url}\n{timestamp}.{body}' }),
  hmacCase(
    'hmac method and url, public url',
    { secretKey: KEY, algorithm: 'sha256', payloadFormat: '{method} {url}\n{timestamp}.{body}' },
    { url: `https://switchboard.example${PATH}`, publicBaseUrl: 'https://switchboard.example/' },
  ),
  hmacCase('hmac svix', {
    secretKey: Buffer.from('svix signing key').toString('base64'), secretIsBase64: true, algorithm: 'sha256',
    payloadFormat: '{svix-id}.{timestamp}.{body}', signatureEncoding: 'base64', signaturePrefix: 'v1,',
    signatureHeader: 'svix-signature', timestampHeader: 'svix-timestamp', messageIdHeader: 'svix-id',
  }),
  hmacCase('hmac timestamp in milliseconds', { secretKey: KEY, algorithm: 'sha256' }, { timestamp: String(Date.now()) }),
  hmacCase('hmac without timestamp', { secretKey: KEY, algorithm: 'sha256', includeTimestamp: false }),
  { name: 'bearer default', credentials: { type: 'bearer', token: 'bearer-token' }, headers: () => ({ authorization: 'Bearer bearer-token' }) },
  { name: 'bearer custom header', credentials: { type: 'bearer', token: 'bearer-token', headerName: 'X-Api-Key' }, headers: () => ({ 'x-api-key': 'Bearer bearer-token' }) },
  { name: 'bearer without prefix', credentials: { type: 'bearer', token: 'bearer-token', bearerPrefixEnabled: false }, headers: () => ({ authorization: 'bearer-token' }) },
  {
    name: 'bearer as a whole credential',
    credentials: [{ provider: 'webhook', name: 'Switchboard', authenticationPlan: { type: 'bearer', token: 'bearer-token', headerName: 'X-Vapi-Secret', bearerPrefixEnabled: false } }],
    headers: () => ({ 'x-vapi-secret': 'bearer-token' }),
  },
  { name: 'legacy x-vapi-secret', headers: () => ({ 'x-vapi-secret': SECRET }) },
  { name: 'legacy bearer secret', headers: () => ({ authorization: `Bearer ${SECRET}` }) },
  { name: 'legacy hmac with timestamp', headers: (b) => ({ 'x-signature': createHmac('sha256', SECRET).update(`${nowS()}.${b}`).digest('hex'), 'x-timestamp': String(nowS()) }) },
  { name: 'legacy hmac over the body', headers: (b) => ({ 'x-vapi-signature': `sha256=${createHmac('sha256', SECRET).update(b).digest('base64')}` }) },
];

const hmacPlan: Vapi.HmacAuthenticationPlan = { secretKey: KEY, algorithm: 'sha256' };
const signedAt = (plan: Vapi.HmacAuthenticationPlan, body: string, over: Partial<VapiSigned> = {}) =>
  vapiSignedHeaders(plan, { body, timestamp: String(nowS()), method: 'POST', url: `http://localhost${PATH}`, id: 'msg_1', ...over });
const refused: Case[] = [
  { name: 'no credential', credentials: { type: 'hmac', ...hmacPlan }, headers: () => ({}) },
  { name: 'hmac wrong key', credentials: { type: 'hmac', ...hmacPlan }, headers: (b) => signedAt({ ...hmacPlan, secretKey: 'guessed' }, b) },
  { name: 'hmac stale', credentials: { type: 'hmac', ...hmacPlan }, headers: (b) => signedAt(hmacPlan, b, { timestamp: String(nowS() - 6 * 60) }) },
  { name: 'hmac future', credentials: { type: 'hmac', ...hmacPlan }, headers: (b) => signedAt(hmacPlan, b, { timestamp: String(nowS() + 6 * 60) }) },
  { name: 'hmac tampered body', credentials: { type: 'hmac', ...hmacPlan }, headers: (b) => signedAt(hmacPlan, b.replace('hmac tampered body', 'hmac tampered bodY')) },
  { name: 'hmac without its timestamp', credentials: { type: 'hmac', ...hmacPlan }, headers: (b) => ({ 'x-signature': signedAt(hmacPlan, b)['x-signature'] }) },
  {
    name: 'hmac wrong beside a right bearer',
    credentials: [{ type: 'hmac', ...hmacPlan }, { type: 'bearer', token: 'bearer-token' }],
    headers: (b) => ({ ...signedAt({ ...hmacPlan, secretKey: 'guessed' }, b), authorization: 'Bearer bearer-token' }),
  },
  { name: 'hmac wrong beside the right secret', headers: (b) => ({ 'x-signature': createHmac('sha256', 'guessed').update(b).digest('hex'), 'x-vapi-secret': SECRET }) },
  {
    name: 'hmac url of the request, not the public one',
    credentials: { type: 'hmac', ...hmacPlan, payloadFormat: '{url}|{timestamp}.{body}' },
    publicBaseUrl: 'https://switchboard.example',
    headers: (b) => signedAt({ ...hmacPlan, payloadFormat: '{url}|{timestamp}.{body}' }, b),
  },
  { name: 'bearer wrong token', credentials: { type: 'bearer', token: 'bearer-token' }, headers: () => ({ authorization: 'Bearer bearer-tokeN' }) },
  { name: 'bearer in another header', credentials: { type: 'bearer', token: 'bearer-token', headerName: 'X-Api-Key' }, headers: () => ({ authorization: 'Bearer bearer-token' }) },
  { name: 'bearer prefix missing', credentials: { type: 'bearer', token: 'bearer-token' }, headers: () => ({ authorization: 'bearer-token' }) },
  { name: 'legacy wrong secret', headers: () => ({ 'x-vapi-secret': `${SECRET}x` }) },
];

async function sendCase(c: Case, providerCallId: string) {
  if (c.credentials !== undefined) configureCredentials(c.credentials);
  if (c.publicBaseUrl !== undefined) Object.assign(config, { PUBLIC_BASE_URL: c.publicBaseUrl });
  const body = lineFor(providerCallId, c.name);
  const res = await post(body, c.headers(body));
  Object.assign(config, { VAPI_WEBHOOK_CREDENTIAL: undefined, PUBLIC_BASE_URL: publicBaseUrl });
  return res;
}

describe('Vapi events route: credentials', () => {
  it('accepts every credential shape Vapi sends and records each message', async () => {
    const row = await placedCall(acct);
    for (const c of accepted) {
      const res = await sendCase(c, row.providerCallId!);
      expect([c.name, res.status, res.body]).toEqual([c.name, 200, { received: true }]);
    }
    expect((await callRowOf(row.id)).transcript?.map((l) => l.text)).toEqual(accepted.map((c) => c.name));
  });

  it('refuses wrong keys, stale and future timestamps, tampered bodies and a wrong signature beside a right token, writing nothing', async () => {
    const row = await placedCall(acct);
    const before = { row: await callRowOf(row.id), events: (await outboxOf(acct.accountId)).length };
    for (const c of refused) {
      const res = await sendCase(c, row.providerCallId!);
      expect([c.name, res.status, res.body.error]).toEqual([c.name, 401, 'invalid_secret']);
    }
    expect(await callRowOf(row.id)).toEqual(before.row);
    expect((await outboxOf(acct.accountId)).length).toBe(before.events);
    // The same message with a right credential is taken: what was refused would have been written.
    expect((await sendCase(accepted[0], row.providerCallId!)).status).toBe(200);
    expect((await callRowOf(row.id)).transcript).toHaveLength(1);
  });

  it('refuses everything when no credential is configured at all', async () => {
    const row = await placedCall(acct);
    Object.assign(config, { VAPI_WEBHOOK_SECRET: undefined });
    const body = lineFor(row.providerCallId!, 'unconfigured');
    const attempts: Record<string, string>[] = [{}, { 'x-vapi-secret': '' }, { authorization: 'Bearer ' }, { 'x-signature': createHmac('sha256', '').update(body).digest('hex') }];
    for (const headers of attempts) {
      expect((await post(body, headers)).status).toBe(401);
    }
    expect((await callRowOf(row.id)).transcript).toBeNull();
  });
});
