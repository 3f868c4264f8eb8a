import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Signature } from '@hubspot/api-client';
import type { SimplePublicObjectInput } from '@hubspot/api-client/lib/codegen/crm/contacts';
import type { SimplePublicObjectInputForCreate } from '@hubspot/api-client/lib/codegen/crm/objects/notes';
import { fixedWindow } from './crm-rate-limit';

/** A contact as HubSpot's JSON carries it (the SDK's SimplePublicObject, dates as ISO strings on the wire). */
interface WireContact {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
}

/**
 * A stand-in for HubSpot's CRM API in tests, a real HTTP server on 127.0.0.1 speaking what @hubspot/api-client
 * sends and reads: `GET /crm/v3/objects/contacts` (limit, after, properties), `GET`/`PATCH
 * /crm/v3/objects/contacts/{id}`, `POST /crm/v3/objects/notes` and `POST /oauth/v1/token` (refresh with rotation).
 * Requests need `Authorization: Bearer` with a token it issued; an expired access token is 401. It applies a rate
 * limit (429 with Retry-After) and signs webhooks as HubSpot does (X-HubSpot-Signature-v3 with the client secret).
 */
export async function startHubSpotStandIn(app = { clientId: 'hs-client-id', clientSecret: 'hs-client-secret' }, opts: { limit?: number; windowMs?: number } = {}) {
  const contacts = new Map<string, WireContact>();
  const notes: { id: string; input: SimplePublicObjectInputForCreate }[] = [];
  const updates: { id: string; input: SimplePublicObjectInput }[] = [];
  const tokens = new Map<string, { expiresAt: number }>();
  const refreshTokens = new Set<string>();
  /** Codes the consent page would have given, each good once. */
  const codes = new Set<string>();
  const limit = fixedWindow(opts.limit ?? 1000, opts.windowMs ?? 10_000);
  let seq = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (message: string, category: string) => ({ status: 'error', message, correlationId: crypto.randomUUID(), category });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && url.pathname === '/oauth/v1/token') {
        const form = new URLSearchParams(raw);
        const old = form.get('refresh_token') ?? '';
        const granted = form.get('grant_type') === 'authorization_code' ? codes.delete(form.get('code') ?? '') : refreshTokens.delete(old);
        if (form.get('client_id') !== app.clientId || form.get('client_secret') !== app.clientSecret || !granted) {
          return send(res, 400, { status: 'BAD_REFRESH_TOKEN', message: 'missing or unknown refresh token' });
        }
        const access = `hs-access-${crypto.randomBytes(8).toString('hex')}`;
        const refresh = `hs-refresh-${crypto.randomBytes(8).toString('hex')}`;
        tokens.set(access, { expiresAt: Date.now() + 1800_000 });
        refreshTokens.add(refresh);
        return send(res, 200, { access_token: access, refresh_token: refresh, expires_in: 1800, token_type: 'bearer' });
      }
      const token = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!token || token.expiresAt < Date.now()) return send(res, 401, error('Authentication credentials not found.', 'INVALID_AUTHENTICATION'));
      const wait = limit.take();
      if (wait !== null) return send(res, 429, error('You have reached your secondly limit.', 'RATE_LIMITS'), { 'retry-after': String(wait) });
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts.join('/') === 'crm/v3/objects/contacts' && req.method === 'GET') {
        const size = Math.min(Number(url.searchParams.get('limit') ?? 10), 100);
        const after = url.searchParams.get('after');
        const all = [...contacts.values()].sort((a, b) => Number(a.id) - Number(b.id));
        const rest = after ? all.filter((c) => Number(c.id) > Number(after)) : all;
        const page = rest.slice(0, size);
        const more = rest.length > size;
        return send(res, 200, { results: page, ...(more && { paging: { next: { after: page.at(-1)!.id, link: 'next' } } }) });
      }
      if (parts.join('/') === 'crm/v3/objects/notes' && req.method === 'POST') {
        const input = JSON.parse(raw) as SimplePublicObjectInputForCreate;
        const id = String(9_000_000 + ++seq);
        notes.push({ id, input });
        const now = new Date().toISOString();
        return send(res, 201, { id, properties: input.properties, createdAt: now, updatedAt: now, archived: false });
      }
      if (parts.slice(0, 4).join('/') === 'crm/v3/objects/contacts' && parts[4]) {
        const c = contacts.get(parts[4]);
        if (!c) return send(res, 404, error('Object not found.', 'OBJECT_NOT_FOUND'));
        if (req.method === 'GET') return send(res, 200, c);
        if (req.method === 'PATCH') {
          const input = JSON.parse(raw) as SimplePublicObjectInput;
          updates.push({ id: c.id, input });
          Object.assign(c.properties, input.properties);
          c.updatedAt = new Date().toISOString();
          return send(res, 200, c);
        }
      }
      return send(res, 404, error('Not found', 'NOT_FOUND'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    app,
    contacts,
    notes,
    updates,
    config: () => ({ HUBSPOT_API_BASE_URL: url, HUBSPOT_CLIENT_ID: app.clientId, HUBSPOT_CLIENT_SECRET: app.clientSecret }),
    refusedByLimit: () => limit.refused,
    /** A code as HubSpot's consent page returns it, good once. */
    addCode(): string {
      const code = `hs-code-${crypto.randomBytes(6).toString('hex')}`;
      codes.add(code);
      return code;
    },
    /** A private app token (never expires). */
    addToken(): string {
      const t = `pat-${crypto.randomBytes(8).toString('hex')}`;
      tokens.set(t, { expiresAt: Number.MAX_SAFE_INTEGER });
      return t;
    },
    /** An OAuth grant whose access token has already expired, and its refresh token. */
    expiredGrant(): { accessToken: string; refreshToken: string } {
      const accessToken = `hs-access-${crypto.randomBytes(8).toString('hex')}`;
      const refreshToken = `hs-refresh-${crypto.randomBytes(8).toString('hex')}`;
      tokens.set(accessToken, { expiresAt: Date.now() - 1000 });
      refreshTokens.add(refreshToken);
      return { accessToken, refreshToken };
    },
    addContact(properties: Record<string, string | null> = {}): WireContact {
      const n = ++seq;
      const id = String(1000 + n);
      const at = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
      const c: WireContact = {
        id, createdAt: at, updatedAt: at, archived: false,
        properties: { firstname: `Hub${n}`, lastname: `Spot${n}`, email: `hub${n}@example.test`, phone: `+1212555${String(n % 10000).padStart(4, '0')}`, ...properties },
      };
      contacts.set(id, c);
      return c;
    },
    /** A webhook delivery as HubSpot signs it: v3, over method + URI + body + timestamp with the client secret. */
    signedWebhook(events: Record<string, unknown>[], target: string, opts: { timestamp?: number; secret?: string } = {}) {
      const raw = JSON.stringify(events);
      const timestamp = opts.timestamp ?? Date.now();
      const signature = Signature.getSignature('POST', 'v3', { signature: '', clientSecret: opts.secret ?? app.clientSecret, requestBody: raw, url: target, timestamp });
      return { raw, headers: { 'content-type': 'application/json', 'x-hubspot-signature-v3': signature, 'x-hubspot-request-timestamp': String(timestamp) } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type HubSpotStandIn = Awaited<ReturnType<typeof startHubSpotStandIn>>;
