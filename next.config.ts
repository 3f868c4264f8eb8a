import type { NextConfig } from 'next';
import { API_CONTENT_SECURITY_POLICY, commonSecurityHeaders } from './server/http/security-headers';

const nextConfig: NextConfig = {
  // REST clients call paths with and without a trailing slash; both are served, never redirected.
  skipTrailingSlashRedirect: true,
  // Native and WASM-heavy server packages load from node_modules instead of being bundled.
  serverExternalPackages: ['argon2', '@electric-sql/pglite', '@electric-sql/pglite-socket'],
  poweredByHeader: false,
  // Security headers of every answer; pages get their Content-Security-Policy (with a nonce) from proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders(process.env.NODE_ENV === 'production') },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default nextConfig;
