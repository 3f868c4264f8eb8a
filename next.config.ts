import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // REST clients call paths with and without a trailing slash; both are served, never redirected.
  skipTrailingSlashRedirect: true,
  // Native and WASM-heavy server packages load from node_modules instead of being bundled.
  serverExternalPackages: ['argon2', '@electric-sql/pglite', '@electric-sql/pglite-socket'],
  poweredByHeader: false,
  // Self-hosting: `.next/standalone` holds a server.js and only the node_modules it needs (see the Dockerfile
  // and `npm run start:standalone`). `npm start` (next start) and Vercel ignore it.
  output: 'standalone',
  // Files read from disk at run time by path, which output tracing cannot see: the migrations (applied at
  // start), PGlite's WASM and data (the embedded database), argon2's binding when it was compiled at install
  // (node-gyp-build prefers it to the prebuilt ones, which are all tracing copies) and the API reference's
  // browser bundle.
  outputFileTracingIncludes: {
    '/*': [
      './drizzle/**/*',
      './node_modules/argon2/build/Release/*.node',
      './node_modules/@electric-sql/pglite/dist/*.wasm',
      './node_modules/@electric-sql/pglite/dist/*.data',
    ],
    '/docs/scalar.js': ['./node_modules/@scalar/api-reference/dist/browser/standalone.js'],
  },
};

export default nextConfig;
