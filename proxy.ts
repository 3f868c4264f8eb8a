import { NextResponse, type NextRequest } from 'next/server';
import { malformedPathResponse } from '@/server/http/malformed-path';
import { newNonce, pageContentSecurityPolicy } from '@/server/http/security-headers';

/**
 * Pages (everything but the API and static assets): a Content-Security-Policy with a fresh nonce. The policy
 * goes on the request too, where Next.js reads the nonce for its own scripts, and `x-nonce` carries it to
 * pages and route handlers (the /docs page) that write scripts of their own.
 * API paths come here only when they hold a `%`, to answer a malformed percent-encoding in JSON.
 */
export function proxy(req: NextRequest) {
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
