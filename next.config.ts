import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // REST clients call paths with and without a trailing slash; both are served, never redirected.
  skipTrailingSlashRedirect: true,
  // Native and WASM-heavy server packages load from node_modules instead of being bundled.
  serverExternalPackages: ['argon2', '@electric-sql/pglite', '@electric-sql/pglite-socket'],
  poweredByHeader: false,
};

export default nextConfig;
