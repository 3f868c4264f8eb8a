import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';

/**
 * A browser of the dashboard's sign-in, driven through next-auth's real route handlers: it keeps its cookies,
 * fetches the CSRF token and posts forms as next-auth's client does. `address` is the X-Forwarded-For the
 * requests carry (the client address the limits count).
 */
export class AuthClient {
  private cookies = new Map<string, string>();
  constructor(private address = '203.0.113.10', private origin = 'http://localhost:3000') {}

  /** Another browser holding a copy of this one's cookies (a stolen or shared cookie). */
  copy(address = this.address): AuthClient {
    const other = new AuthClient(address, this.origin);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { 'x-forwarded-for': this.address, ...(cookie && { cookie }), ...extra };
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
    return this.keep(await GET(new NextRequest(`${this.origin}${path}`, { headers: this.headers() })));
  }

  async post(path: string, form: Record<string, string> | string, extra: Record<string, string> = {}): Promise<Response> {
    const body = typeof form === 'string' ? form : new URLSearchParams(form).toString();
    const headers = this.headers({ 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1', ...extra });
    return this.keep(await POST(new NextRequest(`${this.origin}${path}`, { method: 'POST', headers, body })));
  }

  async csrf(): Promise<string> {
    return ((await (await this.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  }

  /** Signs in; the answer of next-auth's callback (200 with a `url`, or 429 from the limits). */
  async signIn(email: string, password: string): Promise<{ status: number; ok: boolean; body: { url?: string; error?: string } }> {
    const res = await this.post('/api/auth/callback/credentials', { email, password, csrfToken: await this.csrf(), callbackUrl: '/overview' });
    const body = (await res.json()) as { url?: string; error?: string };
    const error = body.url ? new URL(body.url).searchParams.get('error') : body.error;
    return { status: res.status, ok: res.status === 200 && !error, body };
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
