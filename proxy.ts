import { NextResponse, type NextRequest } from 'next/server';
import { credentialQueryRefusal } from '@/server/http/credential-query';
import { malformedPathResponse } from '@/server/http/malformed-path';
import { newNonce, pageContentSecurityPolicy } from '@/server/http/security-headers';

/**
 * Pages (everything but the API and static assets): a Content-Security-Policy with a fresh nonce. The policy
 * goes on the request too, where Next.js reads the nonce for its own scripts, and `x-nonce` carries it to
 * pages and route handlers (the /docs page) that write scripts of their own.
 * API paths come here only when they hold a `%`, to answer a malformed percent-encoding in JSON, or a query
 * parameter named like a credential. Any request whose query string carries a credential is refused (400).
 */
export function proxy(req: NextRequest) {
  const refused = credentialQueryRefusal(req);
  if (refused) return refused;
  if (req.nextUrl.pathname.startsWith('/api/')) return malformedPathResponse(req) ?? NextResponse.next();
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const headers = new Headers(req.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set('Content-Security-Policy', policy);
  return res;
}

export const config = {
  matcher: [
    // API paths with a percent-encoded character (matched on the raw path): the rest of the API skips the proxy.
    '/api/(.*%.*)',
    // API requests with a credential in the query string (matchers must be literal: the common spellings of
    // server/http/credential-query.ts; pages see every spelling, as every page comes here).
    { source: '/api/:path*', has: [{ type: 'query', key: 'password' }] },
    { source: '/api/:path*', has: [{ type: 'query', key: 'secret' }] },
    { source: '/api/:path*', has: [{ type: 'query', key: 'token' }] },
    { source: '/api/:path*', has: [{ type: 'query', key: 'api_key' }] },
    { source: '/api/:path*', has: [{ type: 'query', key: 'apikey' }] },
    { source: '/api/:path*', has: [{ type: 'query', key: 'key' }] },
    { source: '/api/:path*', has: [{ type: 'query', key: 'access_token' }] },
    { source: '/api/:path*', has: [{ type: 'query', key: 'client_secret' }] },
    { source: '/api/:path*', has: [{ type: 'query', key: 'refresh_token' }] },
    {
      source: '/((?!api/|_next/static|_next/image|favicon.ico).*)',
      // Prefetches of the router need no policy of their own.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
