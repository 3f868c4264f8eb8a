import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';
import { PEER_HEADER, peerHeaderValue, recordPeerAddresses } from '@/server/auth/peer-address';
import { serveRoute } from '@/server/testing/route-server';

/**
 * A browser of the dashboard's sign-in, driven through next-auth's real route handlers: it keeps its cookies,
 * fetches the CSRF token and posts forms as next-auth's client does. `address` is the address its connection
 * comes from (the client address the limits count), as the server records it. With `server`, the requests go
 * over real HTTP to a server of the auth route (`serveAuthRoute`), and the address is the socket's own.
 */
export class AuthClient {
  private cookies = new Map<string, string>();
  constructor(private address = '203.0.113.10', private origin = 'http://localhost:3000', private server?: string) {}

  /** A browser that talks to a server of the auth route over HTTP. */
  static overHttp(server: string): AuthClient {
    return new AuthClient('', server, server);
  }

  /** Another browser holding a copy of this one's cookies (a stolen or shared cookie). */
  copy(address = this.address): AuthClient {
    const other = new AuthClient(address, this.origin);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { ...(!this.server && { [PEER_HEADER]: peerHeaderValue(this.address) }), ...(cookie && { cookie }), ...extra };
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    if (this.server) return fetch(`${this.server}${path}`, { ...init, redirect: 'manual' });
    const req = new NextRequest(`${this.origin}${path}`, init as ConstructorParameters<typeof NextRequest>[1]);
    return init.method === 'POST' ? POST(req) : GET(req);
  }

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1);
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async get(path: string): Promise<Response> {
    return this.keep(await this.send(path, { headers: this.headers() }));
  }

  /** Posts a form (an object, or a body as is), or JSON when `extra` sets that content type. */
  async post(path: string, form: Record<string, string> | string, extra: Record<string, string> = {}): Promise<Response> {
    const body = typeof form === 'string' ? form : new URLSearchParams(form).toString();
    const headers = this.headers({ 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1', ...extra });
    return this.keep(await this.send(path, { method: 'POST', headers, body }));
  }

  async csrf(): Promise<string> {
    return ((await (await this.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  }

  /** Signs in; the answer of next-auth's callback (200 with a `url`, or 429 from the limits). */
  async signIn(email: string, password: string, extra: Record<string, string> = {}): Promise<SignInAnswer> {
    return this.signInWith((csrfToken) => new URLSearchParams({ email, password, csrfToken, callbackUrl: '/overview' }).toString(), extra);
  }

  /** Signs in with a body made as is from this browser's CSRF token (repeated fields, JSON with its content type in `extra`). */
  async signInWith(body: (csrfToken: string) => string, extra: Record<string, string> = {}): Promise<SignInAnswer> {
    const res = await this.post('/api/auth/callback/credentials', body(await this.csrf()), extra);
    return AuthClient.answer(res);
  }

  private static async answer(res: Response): Promise<SignInAnswer> {
    const body = (await res.json()) as { url?: string; error?: string };
    const error = body.url ? new URL(body.url).searchParams.get('error') : body.error;
    return { status: res.status, ok: res.status === 200 && !error, body, headers: res.headers };
  }

  async signOut(): Promise<Response> {
    return this.post('/api/auth/signout', { csrfToken: await this.csrf(), callbackUrl: '/sign-in' });
  }

  /** The session next-auth answers for this browser's cookie (null when signed out). */
  async session(): Promise<{ user?: { id?: string }; sessionId?: string } | null> {
    const res = await this.get('/api/auth/session');
    return (await res.json()) as { user?: { id?: string }; sessionId?: string } | null;
  }
}

export interface SignInAnswer {
  status: number;
  ok: boolean;
  body: { url?: string; error?: string; retry_after?: number };
  headers?: Headers;
}

/**
 * Serves the auth route (both methods) over real HTTP on a loopback port, with each request's socket address
 * recorded as the app's server records it (server/auth/peer-address.ts).
 */
export async function serveAuthRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  recordPeerAddresses();
  return serveRoute((req) => (req.method === 'POST' ? POST : GET)(new NextRequest(req)));
}
