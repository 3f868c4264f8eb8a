/**
 * The security headers of every answer. Pages get a Content-Security-Policy with a fresh nonce per request
 * (set by proxy.ts: Next.js puts the nonce on its own inline scripts when the request carries the policy, and
 * the /docs page puts it on its two scripts); the API and everything else get static headers from
 * next.config.ts. Pure, so both read the same values.
 */

/** The page policy. Styles may be inline (server-rendered style attributes); scripts only with the nonce. */
export function pageContentSecurityPolicy(nonce: string, dev = false): string {
  return [
    `default-src 'self'`,
    // 'strict-dynamic': scripts a nonced script loads are trusted; `next dev` also needs eval for its tooling.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    // Call recordings play from the voice provider's storage (Vapi's, or a bucket the provider is set to use),
    // whose host is not known in advance; only over https, and never as a script or frame.
    `media-src 'self' https:`,
    `connect-src 'self'`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** JSON, ICS and other API answers are never documents: nothing may run or be framed. */
export const API_CONTENT_SECURITY_POLICY = `default-src 'none'; frame-ancestors 'none'`;

/** Headers every answer carries; HSTS only from a production build (browsers ignore it over plain http). */
export function commonSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** A fresh nonce: 16 random bytes in base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
